"""A turn that holds a value is stored as its record and a record per other clause, so that a change of the value
ends only its own clause; recalled below the turn's record, the clause's said nothing the turn's did not, and took a
place of the few the model reads."""

from __future__ import annotations

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell


def test_a_clause_below_the_turn_that_says_it_is_left_out(real: Hindsight) -> None:
    tell(real, "I live in Leeds and have type 2 diabetes", "m1", 0)
    tell(real, "My GP surgery is on Park Lane", "m2", 1)
    tell(real, "I walk the dog every morning", "m3", 2)
    assert len(real.list_records(user_id="u")) == 4  # the turn and its clause are two records
    hits = real.recall("type 2 diabetes in Leeds", user_id="u", k=5).hits
    said = [h.record.text for h in hits if h.record.source_ids == ["m1"]]
    assert said == ["The user said: I live in Leeds and have type 2 diabetes"]


def test_a_turn_below_its_clause_says_more_and_stays(real: Hindsight) -> None:
    """(``test_context_block``: the clause first, the whole message still recalled for what else it says)"""
    tell(real, "I live in Leeds and have type 2 diabetes", "m1", 0)
    hits = real.recall("does the user have diabetes?", user_id="u", k=5).hits
    assert [h.record.text for h in hits][:2] == [
        "The user said: I have type 2 diabetes",
        "The user said: I live in Leeds and have type 2 diabetes",
    ]


def test_a_clause_current_after_the_turns_value_changed_is_still_recalled(real: Hindsight) -> None:
    tell(real, "I live in Leeds and have type 2 diabetes", "m1", 0)
    tell(real, "I moved to York last month", "m2", 40)
    # the turn, superseded, first (it says Leeds); its clause, current, still recalled below it
    hits = real.recall("what did the user say about Leeds and diabetes?", user_id="u", k=5).hits
    current = [h.record.text for h in hits if h.record.valid_to is None and h.record.source_ids == ["m1"]]
    assert current == ["The user said: I have type 2 diabetes"]


def test_a_clause_below_a_turn_opening_with_we_is_left_out(real: Hindsight) -> None:
    # the clause's record says the turn's subject again as the turn wrote it ("We have ..."): it was read as
    # saying more than the turn only when that subject was "I" or a lower-case "we"
    tell(real, "We live in Leeds and have type 2 diabetes", "m1", 0)
    tell(real, "My GP surgery is on Park Lane", "m2", 1)
    tell(real, "I walk the dog every morning", "m3", 2)
    texts = [r.text for r in real.list_records(user_id="u") if r.source_ids == ["m1"]]
    assert "The user said: We have type 2 diabetes" in texts
    hits = real.recall("type 2 diabetes in Leeds", user_id="u", k=5).hits
    said = [h.record.text for h in hits if h.record.source_ids == ["m1"]]
    assert said == ["The user said: We live in Leeds and have type 2 diabetes"]
