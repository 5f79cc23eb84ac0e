"""A memory an agent stores as a note of a label and a value (store_memory's "User phone: 503-555-0142", "The user's
title: Head of Data", 用户城市：杭州, 用户的单位：浙江大学) filled no slot, so the user's old number, title or city stayed
current beside it and "what's my phone number?" could answer the old one. It is the user's slot of that label, as "My
phone: ..." said by the user is; a label no slot holds ("User feedback: ...", "User ID: 4411") fills none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0


@pytest.mark.parametrize(
    ("before", "note", "slot"),
    [
        ("The user's phone number is 617-555-0100", "User phone: 503-555-0142", ("phone", "503-555-0142")),
        ("The user is a nurse", "The user's title: Head of Data", ("job", "Head of Data")),
        ("The user works at Globex", "User employer: Acme Corp", ("employer", "Acme Corp")),
        ("用户住在北京", "用户城市：杭州", ("city", "杭州")),
        ("用户的手机号是13812345678", "用户手机号：13900001111", ("phone", "13900001111")),
    ],
)
def test_a_note_of_the_users_label_supersedes_the_old_value(
    hs: Hindsight, before: str, note: str, slot: tuple[str, str]
) -> None:
    old = hs.remember(before, user_id="u", occurred_at=T0)
    new = hs.remember(note, user_id="u", occurred_at=T0 + timedelta(days=1))
    assert (new.attributes.get("subject"), new.attributes.get("attribute"), new.attributes.get("value")) == (
        "user",
        *slot,
    )
    assert (hs.get_record(old.id) or old).superseded_by == new.id


@pytest.mark.parametrize(
    "note", ["User feedback: the app is slow", "User ID: 4411", "用户反馈：太慢了", "User: Ana Ruiz"]
)
def test_a_note_of_a_label_no_slot_holds_fills_none(hs: Hindsight, note: str) -> None:
    assert "attribute" not in hs.remember(note, user_id="u").attributes


def test_asked_for_ones_number_the_note_answers(real: Hindsight) -> None:
    real.remember("The user's phone number is 617-555-0100", user_id="u", occurred_at=T0)
    real.remember("User phone: 503-555-0142", user_id="u", occurred_at=T0 + timedelta(days=1))
    top = real.recall("what's my phone number?", user_id="u", k=3, reinforce=False).hits[0]
    assert "503-555-0142" in top.record.text
