"""What of a whole turn its supersession replaces: the clause of the value it holds, not the turn.

A message telling several things ("I'm Dana, I work at Microsoft and I live in Seattle", 大家好我是李娜，我在杭州住，是
一名老师) is often kept as one record holding one clause's slot (the employer Microsoft, the home 杭州), with no record
of that clause alone. "I just started at Google" supersedes it: it must (else Microsoft reads current beside
Google), and it is kept whole (history; nothing is deleted). But its other clauses still hold: the supersession
marks on it the clause replaced (:data:`REPLACED_CLAUSE`), which the context shows in place of "superseded"
(:func:`~hindsight_core.recall.context.format_hit`). The turn keeps the slot: taking it away would leave the old value
current, as no other record holds it.

    >>> replaced_clause("The user said: I'm Dana, I work at Microsoft and I live in Seattle", "Microsoft")
    'I work at Microsoft'
    >>> replaced_clause("用户说：大家好我是李娜，我在杭州住，是一名老师", "杭州")
    '我在杭州住'

A turn of one clause (or one whose other clauses only say more of the value) is replaced whole:

    >>> replaced_clause("The user said: I work at Microsoft as a PM", "Microsoft") is None
    True
    >>> replaced_clause("The user said: I live in Paris, near the Louvre", "Paris") is None
    True
    >>> replaced_clause("The user said: I moved to Denver last month, it is colder than I thought", "Denver") is None
    True
"""

from __future__ import annotations

import re

from hindsight_core.models import MemoryRecord
from hindsight_core.text import has_cjk, spoken_only

#: The attribute a superseded whole turn carries: the words of its clause that was replaced.
REPLACED_CLAUSE = "replaced_clause"

# the end of a clause: a stop, a comma, a semicolon, or "and" / "but" between two clauses
# (no quantifier on the spaces around it: a long run of spaces is read once)
_BETWEEN = re.compile(r"[.!?;,。！？；，]+|\s(?:and|but)\s", re.IGNORECASE)
# a clause that tells something of the speaker's own ("I live in Seattle", "my son is 5", 是一名老师), not an aside to
# the value ("near the Louvre", "as a PM") nor more said of it ("it is colder than I thought", "he is a lab")
_OWN_CLAUSE = re.compile(
    r"^(?:(?:also|and|so|plus)\s+)?(?:i|i'm|i’m|i've|i’ve|im|my|we|we're|we’re|our)\b|^(?:我|是|在|有)",
    re.IGNORECASE,
)
# a greeting opening the turn is no clause that holds anything
_GREETING = re.compile(r"^(?:hi|hello|hey|你好|大家好)\W*$", re.IGNORECASE)


def replaced_clause(text: str, value: str) -> str | None:
    """The clause of ``text`` saying ``value``, when ``text`` says another thing of its own beside it; else None."""
    said = spoken_only(text).strip()
    folded = value.casefold()
    if not folded:
        return None
    clauses = [c.strip() for c in _BETWEEN.split(said) if c.strip() and not _GREETING.match(c.strip())]
    holding = [c for c in clauses if folded in c.casefold()]
    if len(holding) != 1:
        return None
    others = [c for c in clauses if c is not holding[0] and folded not in c.casefold()]
    if not any(_tells(c) for c in others):
        return None
    return holding[0]


def _tells(clause: str) -> bool:
    """Whether ``clause`` tells something of the speaker's own (not "near the Louvre", not "the heat is insane")."""
    least = 3 if has_cjk(clause) else 2
    return len(clause) >= least and _OWN_CLAUSE.search(clause) is not None


def marked_replaced(record: MemoryRecord) -> MemoryRecord:
    """``record``, superseded, with the clause of its value marked as the one replaced when it is a whole turn of
    several clauses (:func:`replaced_clause`); as it is otherwise."""
    value = record.attributes.get("value")
    clause = replaced_clause(record.text, str(value)) if value else None
    if clause is None:
        return record
    return record.model_copy(update={"attributes": {**record.attributes, REPLACED_CLAUSE: clause}})


__all__ = ["REPLACED_CLAUSE", "marked_replaced", "replaced_clause"]
