"""A place whose name opens with "New" ("New York", "New Zealand", "New Delhi") was the entity of the word after it
("York", "Zealand"), one in the entity graph with the other place of that name: "what's happening in York?" had "I'm
flying to New York on March 20" first, above "My sister lives in York". "New" opening a name of capitalised words is
part of it; alone ("New job starts Monday") it is a word."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.entities import entity_names

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("I live in New York", ["New York"]),
        ("I moved to New York City last spring", ["New York City"]),
        ("We flew to New Zealand", ["New Zealand"]),
        ("New York is expensive", ["New York"]),
        ("Monitoring is New Relic", ["New Relic"]),
        ("I live in York", ["York"]),
        ("New job starts Monday", []),
    ],
)
def test_new_opening_a_name_is_part_of_it(text: str, names: list[str]) -> None:
    assert entity_names(text) == names


def test_new_york_and_york_are_two_places_in_the_store(hs: Hindsight) -> None:
    said = [
        "I'm flying to New York on March 20 for a conference",
        "My sister lives in York, I'm visiting her at Easter",
    ]
    for day, content in enumerate(said):
        message = {"role": "user", "content": content, "id": f"t{day}"}
        hs.retain([message], user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=day))
    entities: dict[str, set[str]] = {}
    for record in hs.list_records(user_id="u"):
        entities.setdefault(record.source_ids[0], set()).update(record.entities)
    assert "New York" in entities["t0"] and "York" not in entities["t0"]
    assert "York" in entities["t1"]
