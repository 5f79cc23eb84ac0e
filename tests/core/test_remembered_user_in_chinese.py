"""A memory stored as given (``remember``: a memory tool, an MCP client's store_memory) about the user in Chinese,
said as one says another's (用户的手机号是…, 该用户的电话号码是…), was the slot of someone named 用户: a new number the
user said later ("我换号了，新号码是…") superseded nothing, and both numbers stayed current. It is the user's, as
用户住在上海 and "The user's phone number is ..." are."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, tell


@pytest.mark.parametrize("remembered", ["用户的手机号是13812345678", "该用户的电话号码是13812345678"])
def test_the_users_number_remembered_is_superseded_by_the_one_they_say_later(
    hs: Hindsight, remembered: str
) -> None:
    old = hs.remember(remembered, user_id="u", occurred_at=T0)
    tell(hs, "我换号了，新号码是13900001111", "new", 1)
    assert old.attributes["subject"] == "user"
    (current,) = [
        r
        for r in hs.list_records(user_id="u")
        if r.attributes.get("attribute") == "phone" and r.valid_to is None
    ]
    assert current.attributes["value"] == "13900001111"


def test_a_number_remembered_for_the_user_supersedes_the_one_they_said(hs: Hindsight) -> None:
    tell(hs, "我的手机号是13812345678", "old", 0)
    new = hs.remember("用户的手机号：13900001111", user_id="u", occurred_at=T0 + timedelta(days=1))
    phones = {
        r.attributes["value"]: r
        for r in hs.list_records(user_id="u")
        if r.attributes.get("attribute") == "phone"
    }
    assert phones["13812345678"].superseded_by == new.id


def test_someone_elses_number_remembered_stays_theirs(hs: Hindsight) -> None:
    tell(hs, "我的手机号是13812345678", "old", 0)
    hs.remember("王芳的手机号是13900001111", user_id="u")
    assert all(r.superseded_by is None for r in hs.list_records(user_id="u"))
