"""When one memory states what another states (a copy): an agent's stored fact and the turn that said it, the
assistant saying it back, two agents' records of one statement. Forgetting takes copies with what it forgets;
the context block shows one of them."""

from __future__ import annotations

import re

from hindsight_core.models import MemoryRecord
from hindsight_core.text import keyword_terms, split_speaker


def own_words(text: str) -> str:
    """A record's text without its speaker frame ("Alice said: ..."): a name is not what a query matches."""
    _, start = split_speaker(text)
    return text[start:]


def restates(record: MemoryRecord, other: MemoryRecord) -> bool:
    """Whether ``record`` states what ``other`` states, from the same message: they cite a source step in
    common (a fact an agent stored with ``store_memory`` and the turn's own record of the user saying it)
    and at least half the content words of the shorter are in the longer (their speaker frames left out);
    or from another message of the same task, holding two thirds of ``other``'s words (the assistant's "Noted,
    your blood type is A negative"); or the same text of the same user kept by another agent (one statement
    is one record per agent: :func:`~hindsight_core.lifecycle.merge.same_agent`). Another fact of the same
    message ("... and I like tea") is not a copy.

    >>> from hindsight_core.models import Scope
    >>> def rec(text, src): return MemoryRecord(text=text, scope=Scope(user_id="u"), source_ids=src)
    >>> fact = rec("The user's AWS account id is 1234", ["m1"])
    >>> restates(rec("The user said: remember my AWS account id: 1234. I like tea.", ["m1"]), fact)
    True
    >>> restates(rec("The user likes tea", ["m1"]), fact), restates(rec("My AWS account id is 1234", ["m2"]), fact)
    (False, False)
    """
    if record.kind != "episodic" or other.kind != "episodic":
        return False  # what was induced from a forgotten episode is the cascade's to judge
    if record.scope.agent_id != other.scope.agent_id and _same_said(record, other):
        return True  # the same statement, kept once per agent
    same_message = not set(record.source_ids).isdisjoint(other.source_ids)
    if not same_message and (record.trace_id is None or record.trace_id != other.trace_id):
        return False  # neither the same message nor the same task (the words are read only past this)
    mine, theirs = set(keyword_terms(own_words(record.text))), set(keyword_terms(own_words(other.text)))
    if not same_message:
        # another message of the same task saying it again ("Understood, your blood type is A negative"):
        # two thirds of what ``other`` states, two words at least, and no other number or name-with-a-number
        # ("server 3 is orion-3" is not "server 1 is orion-1", however alike)
        shared = mine & theirs
        return (
            len(shared) >= 2
            and 3 * len(shared) >= 2 * len(theirs)
            and _numbers(record.text) == _numbers(other.text)
        )
    shorter = min(len(mine), len(theirs))
    return shorter > 0 and 2 * len(mine & theirs) >= shorter


def _same_said(record: MemoryRecord, other: MemoryRecord) -> bool:
    """The same text of the same user about the same dates ("yesterday" said on two days is two events)."""
    dates = "mentioned_dates"
    return (
        record.text == other.text
        and record.scope.user_id == other.scope.user_id
        and record.attributes.get(dates, "") == other.attributes.get(dates, "")
    )


def _numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+", own_words(text)))


__all__ = ["own_words", "restates"]
