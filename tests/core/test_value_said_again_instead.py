"""A value taken back and its clause said again ("I live in Paris. Actually no, I live in Lyon", "I prefer PostgreSQL.
wait no, scratch that, I actually prefer MySQL") is the value said again: the first match of a rule held the slot, so
the value taken back was stored and counted toward what is learned. Another slot said after ("My birthday is March 3.
Actually no, my name is Sam"), one more of many ("Sorry, I'm allergic to shellfish too") or a remark in between take
nothing back."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from tests.core.retain_helpers import said_daily
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I live in Paris. Actually no, I live in Lyon.", [("lives_in", "Lyon")]),
        ("I live in Paris. wait no, scratch that, I live in Lyon", [("lives_in", "Lyon")]),
        ("I prefer PostgreSQL. wait no, scratch that, I actually prefer MySQL", [("preferred_database", "MySQL")]),
        ("I work at Acme. Sorry, I work at Globex now.", [("works_at", "Globex")]),
        ("My birthday is March 3. No, my birthday is March 4.", [("birthday", "March 4")]),
        ("I live in Paris. No, I do not like it. I live in the center.", [("lives_in", "Paris")]),
    ],
)  # fmt: skip
def test_the_value_said_again_is_the_one_meant(text: str, slot: list[tuple[str, str]]) -> None:
    assert sorted(slots(text)) == sorted(slot)


def test_another_slot_or_one_more_said_after_takes_nothing_back() -> None:
    assert sorted(slots("My birthday is March 3. Actually no, my name is Sam Carter.")) == [
        ("birthday", "March 3"),
        ("name", "Sam Carter"),
    ]
    assert ("allergic_to", "peanuts") in slots(
        "I'm allergic to peanuts. Sorry, I'm allergic to shellfish too."
    )


def test_a_preference_taken_back_is_not_learned(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        said = [
            "I prefer PostgreSQL. wait no, scratch that, I actually prefer MySQL",
            "I prefer MySQL these days.",
            "MySQL is my favourite database.",
        ]
        said_daily(hs, said, T0)
        hs.maintain(user_id="u", now=T0 + timedelta(days=5))
        learned = [r for r in hs.list_records(user_id="u") if r.kind == "semantic"]
        assert [r.attributes["value"] for r in learned] == ["MySQL"]
        assert not any(r.attributes.get("value") == "PostgreSQL" for r in hs.list_records(user_id="u"))
