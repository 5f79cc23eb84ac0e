"""A preference changed in everyday words replaces the one of its kind ("I prefer window seats on flights", then
"Actually I prefer aisle seats on flights now"), and disliking what one preferred ends the preference ("I hate
PostgreSQL now"): the older is kept as history, the newer is what recall answers. Preferences of different kinds,
of different occasions, or said again without a word of change stand together."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.preference_change import changes_preference

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.fixture
def hs(tmp_path: Path) -> Hindsight:
    engine = Hindsight(tmp_path)  # the offline defaults: the bundled embedder and the rule extractor
    engine.setup()
    yield engine
    engine.close()


def tell(hs: Hindsight, text: str, id_: str, day: int) -> None:
    hs.retain(
        [{"role": "user", "content": text, "id": id_}],
        user_id="u",
        session_id=f"s-{id_}",
        occurred_at=T0 + timedelta(days=day),
    )


def current(hs: Hindsight) -> dict[str, str]:
    """The stored preferences' values by whether they still hold."""
    out: dict[str, str] = {}
    for record in hs.list_records(user_id="u", limit=100):
        if record.attributes.get("attribute") == "prefers":
            out[record.attributes["value"]] = "current" if record.valid_to is None else "past"
    return out


def test_a_changed_preference_of_one_kind_supersedes_the_old_one(hs: Hindsight) -> None:
    tell(hs, "I prefer window seats on flights.", "m1", 0)
    tell(hs, "Actually I prefer aisle seats on flights now.", "m2", 30)
    assert current(hs) == {"window seats": "past", "aisle seats": "current"}
    hits = hs.recall("Which seat do I prefer on flights?", user_id="u", k=3, reinforce=False).hits
    assert "aisle seats" in hits[0].record.text


def test_the_same_occasion_is_one_kind(hs: Hindsight) -> None:
    tell(hs, "I prefer tea in the morning.", "m1", 0)
    tell(hs, "I prefer coffee in the morning these days.", "m2", 30)
    assert current(hs) == {"tea": "past", "coffee": "current"}
    old = next(r for r in hs.list_records(user_id="u", limit=10) if r.attributes.get("value") == "tea")
    assert old.superseded_by is not None  # kept as history, linked to what replaced it


@pytest.mark.parametrize(
    ("first", "second"),
    [
        # no word of change: two preferences of one kind may both hold
        ("I prefer morning meetings.", "I prefer short meetings."),
        # another occasion
        ("I prefer tea in the morning.", "I prefer wine in the evening now."),
        # another kind altogether
        ("I prefer dark mode.", "I prefer aisle seats now."),
    ],
)
def test_preferences_that_are_not_a_change_stand_together(hs: Hindsight, first: str, second: str) -> None:
    tell(hs, first, "m1", 0)
    tell(hs, second, "m2", 30)
    assert set(current(hs).values()) == {"current"}
    assert len(current(hs)) == 2


@pytest.mark.parametrize(
    ("new", "new_value", "old", "old_value", "expected"),
    [
        ("I actually prefer aisle seats now", "aisle seats", "I prefer window seats", "window seats", True),
        ("The user said: I prefer oat milk lattes instead", "oat milk lattes", "I prefer flat white lattes",
         "flat white lattes", True),
        ("I prefer the blue one now", "the blue one", "I prefer the red one", "the red one", False),  # no kind
        ("I prefer aisle seats", "aisle seats", "I prefer window seats", "window seats", False),  # no change word
        ("I prefer coffee now", "coffee", "I prefer tea", "tea", False),  # neither kind nor occasion shared
        ("I prefer aisle seats now", "aisle seats", "I prefer aisle seats", "aisle seats", False),  # said again
    ],
)  # fmt: skip
def test_changes_preference(new: str, new_value: str, old: str, old_value: str, expected: bool) -> None:
    assert changes_preference(new, new_value, old, old_value) is expected


def states(hs: Hindsight) -> dict[tuple[str, str], str]:
    return {
        (r.attributes["attribute"], r.attributes["value"]): "current" if r.valid_to is None else "past"
        for r in hs.list_records(user_id="u", limit=100)
        if r.attributes.get("attribute")
    }


def test_disliking_what_one_preferred_ends_the_preference(hs: Hindsight) -> None:
    tell(hs, "I prefer PostgreSQL for new services.", "m1", 0)
    tell(hs, "I hate PostgreSQL now.", "m2", 30)
    assert states(hs) == {("preferred_database", "PostgreSQL"): "past", ("dislikes", "PostgreSQL"): "current"}


def test_preferring_what_one_disliked_ends_the_dislike(hs: Hindsight) -> None:
    tell(hs, "I hate window seats.", "m1", 0)
    tell(hs, "Actually I prefer window seats now.", "m2", 30)
    assert states(hs) == {("dislikes", "window seats"): "past", ("prefers", "window seats"): "current"}


def test_disliking_another_value_ends_nothing(hs: Hindsight) -> None:
    tell(hs, "I prefer PostgreSQL for new services.", "m1", 0)
    tell(hs, "I hate MongoDB.", "m2", 30)
    assert set(states(hs).values()) == {"current"}
