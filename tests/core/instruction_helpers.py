"""A standing instruction told, then changed a month later: what the instruction tests assert of each slot."""

from __future__ import annotations

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell


def assert_later_instruction_holds(hs: Hindsight, old: str, new: str, question: str) -> None:
    """Tell ``old``, an unrelated turn, then ``new`` a month later: ``new`` supersedes ``old``, answers
    ``question`` first, and is the only standing instruction held."""
    tell(hs, old, "a", 0)
    tell(hs, "I ran 10k this morning", "b", 2)
    tell(hs, new, "c", 30)
    records = by_source(hs)
    assert records["a"].superseded_by == records["c"].id and records["c"].valid_to is None
    assert first(hs, question) == ["c"]
    assert [r.text for r in hs.standing_instructions(user_id="u")] == [records["c"].text]
