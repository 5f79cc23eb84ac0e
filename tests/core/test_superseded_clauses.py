"""A record whose slot changed still answers for its other clauses: "I'm vegetarian, ... I hate the texture" is the
answer to which food's texture is disliked after "I'm pescatarian now", and 我月薪一万二，每个月房贷就要四千五 to the
mortgage after a raise. Asked about the slot itself, the current value still comes first."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first

T0 = datetime(2026, 1, 5, 9, tzinfo=UTC)


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM (one load per run) and the rule extractor


def tell(hs: Hindsight, text: str, id_: str, day: int) -> None:
    hs.retain([{"role": "user", "content": text, "id": id_}], user_id="u", session_id=id_,
              occurred_at=T0 + timedelta(days=day))  # fmt: skip


@pytest.mark.parametrize(
    ("old", "new", "other_clause", "slot_question"),
    [
        ("I'm vegetarian, been that way since college. No mushrooms though, I hate the texture.",
         "I'm pescatarian now, mostly salmon.", "Which food do I dislike because of its texture?",
         "What's my diet these days?"),
        ("我月薪一万二，每个月房贷就要四千五。", "涨薪了，现在月薪一万五。", "我每个月房贷多少？", "我现在月薪多少？"),
    ],
)  # fmt: skip
def test_a_superseded_record_answers_for_its_other_clauses(
    hs: Hindsight, old: str, new: str, other_clause: str, slot_question: str
) -> None:
    tell(hs, old, "old", 0)
    tell(hs, new, "new", 90)
    # the slot did change
    assert any(r.superseded_by is not None for r in hs.list_records(user_id="u") if r.source_ids == ["old"])
    assert first(hs, other_clause) == ["old"]
    assert first(hs, slot_question) == ["new"]


def test_a_hit_matched_for_another_clause_comes_without_its_slots_partners(hs: Hindsight) -> None:
    """The weights that replaced "I'm 92 kg" answer nothing about the gym said beside it: they are not placed beside
    it as its conflicts (they took the places after it)."""
    tell(
        hs,
        "Mostly to lose weight. I'm 92 kg right now, 178 cm. Gym is Anytime Fitness near my office.",
        "old",
        0,
    )
    tell(hs, "I'm down to 86.5 kg!", "w2", 60)
    tell(hs, "current weight 83 kg, plateaued a bit", "w3", 120)
    hits = hs.recall("Which gym did I sign up at?", user_id="u", k=3, reinforce=False).hits
    # the turn's clause about the gym, then the turn itself, not pushed below its weight's later values
    assert [h.record.source_ids for h in hits[:2]] == [["old"], ["old"]]
    assert not hits[1].conflict
    asked_weight = hs.recall("How much do I weigh?", user_id="u", k=3, reinforce=False).hits
    assert asked_weight[0].record.source_ids == ["w3"] and asked_weight[0].conflict
