"""What the end-to-end recall tests read: the source ids of the best hit for a question, or each hit's in order."""

from __future__ import annotations

from hindsight_core import Hindsight


def first(hs: Hindsight, question: str, *, k: int = 3) -> list[str]:
    """The source ids of the best of user "u"'s ``k`` hits for ``question`` (recall not reinforcing them)."""
    return hs.recall(question, user_id="u", k=k, reinforce=False).hits[0].record.source_ids


def ranked(hs: Hindsight, question: str, *, k: int = 6) -> list[str]:
    """The first source id of each of user "u"'s ``k`` hits for ``question``, best first (recall not reinforcing)."""
    return [hit.record.source_ids[0] for hit in hs.recall(question, user_id="u", k=k, reinforce=False).hits]
