"""Names in letters beyond ASCII (Zoë, Émile, Ольга, Zürich) where the rule extractor reads whose a clause is, whose a
slot is and what a turn answers: "and Émile lives in York" is Émile's statement, not part of the user's home; "Zoë
changed her number" is Zoë's number; "Émile lives in Lyon" given to ``remember`` is Émile's home; "no wait, Évian"
corrects the value; a pronoun goes on about "my partner Zoë"; "zürich it is" picks what was offered; a Chinese turn
with "Société Générale" in it is framed in Chinese. ASCII English and Chinese read as before."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, MemoryRecord
from tests.core.retain_helpers import T0, chat


def records(hs: Hindsight) -> list[MemoryRecord]:
    return hs.list_records(user_id="u", statuses=ALL_STATUSES)


def by_text(hs: Hindsight, text: str) -> MemoryRecord:
    (record,) = [r for r in records(hs) if r.text.endswith(text)]
    return record


@pytest.mark.parametrize("joined", [" and", ","])  # "and" before a name, or a clause opening with one
@pytest.mark.parametrize("name", ["Émile", "Ольга", "Zoë", "Karen"])
def test_someone_elses_statement_beside_the_users_home_stays_current_when_the_user_moves(
    hs: Hindsight, name: str, joined: str
) -> None:
    chat(hs, "a", [("user", f"I live in Leeds now{joined} {name} lives in York.")], 0)
    chat(hs, "b", [("user", "I moved to Manchester.")], 1)
    theirs = by_text(hs, f"said: {name} lives in York")
    # (their home is theirs: a slot of the named person's, never the user's)
    assert theirs.valid_to is None and theirs.attributes.get("subject") == name.casefold()
    assert by_text(hs, f"{joined} {name} lives in York.").superseded_by is not None


@pytest.mark.parametrize(("name", "key"), [("Zoë", "zoë"), ("Émile", "émile"), ("Sam", "sam")])
def test_a_named_persons_number_is_theirs(hs: Hindsight, name: str, key: str) -> None:
    chat(hs, "a", [("user", f"{name} changed her number, it's 555-010-1234.")], 0)
    chat(hs, "b", [("user", "My number is 555-010-9999.")], 1)
    theirs = by_text(hs, "555-010-1234.")
    assert (theirs.attributes["subject"], theirs.attributes["attribute"]) == (key, "phone")
    assert theirs.valid_to is None


@pytest.mark.parametrize(("said", "value"), [("Évian", "Évian"), ("Paris", "Paris")])
def test_a_value_corrected_in_the_same_breath(hs: Hindsight, said: str, value: str) -> None:
    chat(hs, "a", [("user", f"I live in Lyon, no wait, {said}.")], 0)
    (record,) = records(hs)
    assert record.attributes["value"] == value


@pytest.mark.parametrize(("name", "old", "new"), [("Émile", "Lyon", "Paris"), ("Ольга", "Kyiv", "Lviv")])
def test_a_remembered_statement_about_a_name_beyond_ascii_gets_its_slot(
    hs: Hindsight, name: str, old: str, new: str
) -> None:
    first = hs.remember(f"{name} lives in {old}.", user_id="u", occurred_at=T0)
    second = hs.remember(f"{name} lives in {new}.", user_id="u", occurred_at=T0 + timedelta(days=1))
    assert second.attributes["subject"] == name.lower()
    stored = hs.get_record(first.id)
    assert stored is not None and stored.superseded_by == second.id


@pytest.mark.parametrize("name", ["Zoë", "Sam"])
def test_a_pronoun_goes_on_about_my_partner_named_beyond_ascii(hs: Hindsight, name: str) -> None:
    chat(
        hs,
        "a",
        [
            ("user", f"my partner {name} says she can cover rent for 4 months"),
            ("assistant", "That's kind of her."),
            ("user", "she's a primary school teacher"),
        ],
    )
    assert by_text(hs, f"she's a primary school teacher (about my partner {name})")


@pytest.mark.parametrize(("offered", "picked"), [("Zürich", "zürich"), ("Zurich", "zurich")])
def test_a_pick_of_what_was_offered_keeps_the_offer(hs: Hindsight, offered: str, picked: str) -> None:
    offer = f"Both work. I'd lean {offered}. Rent is lower."
    chat(hs, "a", [("assistant", offer), ("user", f"{picked} it is")])
    assert by_text(hs, f"{picked} it is (answering the assistant: I'd lean {offered}.)")


@pytest.mark.parametrize(
    ("turn", "frame"),
    [
        # two words in letters, not five pieces between the accents
        ("Société Générale的offer我接了", "用户说："),
        ("Google的offer我接了", "用户说："),
        ("I took the offer from Société Générale", "The user said: "),
    ],
)
def test_a_turn_is_framed_in_the_language_it_is_in(hs: Hindsight, turn: str, frame: str) -> None:
    chat(hs, "a", [("user", turn)])
    (record,) = records(hs)
    assert record.text == frame + turn
