"""A dose changed with the medication left out ("my psychiatrist raised it to 100mg", 医生给我加到1000毫克了), after the
user named the one medication they take in the same conversation: the new dose of that medication, the old one
history, and the change first for "what dose am I on?". With two medications named before, or none, nothing is
guessed."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import chat


def _chat(hs: Hindsight, *turns: str) -> dict[str, object]:
    """One conversation (:func:`chat`), turns alternating user / assistant from the user's; the records by their
    turn's place in it."""
    chat(hs, "s", [(("user", "assistant")[i % 2], text) for i, text in enumerate(turns)])
    records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    # (a turn's other clause may be a record of its own: the one holding a slot stands for the turn)
    return {r.source_ids[0]: r for r in sorted(records, key=lambda r: "attribute" in r.attributes)}


@pytest.mark.parametrize(
    ("first", "change", "slot", "value", "question"),
    [
        ("I'm on sertraline 50mg for anxiety", "ok, my psychiatrist raised it to 100mg last week",
         "dose_sertraline", "100mg", "what dose of sertraline am I on?"),
        ("I take 20mg atorvastatin every night", "my GP upped the dose to 40mg",
         "dose_atorvastatin", "40mg", "How much atorvastatin do I take?"),
        ("I take metformin 1000mg twice a day", "they cut it back to 500mg twice a day, my stomach was bad",
         "dose_metformin", "500mg twice a day", "what's my metformin dose?"),
        ("我在吃二甲双胍，一次500毫克，一天两次", "不太好，医生给我加到1000毫克了",
         "dose_二甲双胍", "1000毫克", "我现在二甲双胍吃多少？"),
    ],
)  # fmt: skip
def test_a_dose_changed_with_the_medication_left_out(
    real: Hindsight, first: str, change: str, slot: str, value: str, question: str
) -> None:
    records = _chat(real, first, "Thanks for telling me. How is it going?", change)
    new, old = records["s-2"], records["s-0"]
    assert new.attributes.get("attribute") == slot and new.attributes.get("value") == value
    assert old.superseded_by == new.id and old.valid_to is not None and new.valid_to is None
    assert real.recall(question, user_id="u", k=3).hits[0].record.id == new.id


@pytest.mark.parametrize(
    "turns",
    [
        # two medications named: which one was raised is not said
        ("I take sertraline 50mg and lisinopril 10mg", "Noted.", "my doctor raised it to 100mg"),
        # no medication named before
        ("my rent is $1,800", "Noted.", "the landlord raised it to $1,950"),
        # the assistant named it, not the user
        ("I have anxiety", "Many people take sertraline 50mg for that.", "my doctor raised it to 100mg"),
    ],
)
def test_no_medication_is_guessed(real: Hindsight, turns: tuple[str, str, str]) -> None:
    records = _chat(real, *turns)
    assert not str(records["s-2"].attributes.get("attribute", "")).startswith("dose_")
    assert all(r.valid_to is None for key, r in records.items() if key == "s-0")
