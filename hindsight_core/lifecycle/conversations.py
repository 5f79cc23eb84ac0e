"""The conversations a record was said in: what induction counts as its support. Pure functions.

A preference said three times in one chat ("I prefer PostgreSQL", "yes, I prefer PostgreSQL", "really, I prefer
PostgreSQL") is one episode insisted on, not three: knowledge is what holds across episodes. Neither is a
message an app sends again with its history (no message ids, each ``retain`` a new trace of the same session)
three statements. An occurrence's conversation is its session (else its trace, else the record itself: a
``remember``) on the day it was said, so one session kept open for weeks still counts each day it comes up.

A merged record keeps the conversations of its occurrences (``metadata["source_conversations"]``), since
merging keeps only the latest time; one merged before they were kept counts each occurrence, as it did.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> said = [
    ...     MemoryRecord(text=t, scope=Scope(user_id="u", session_id="s1"), occurred_at=datetime(2026, 3, 2, h, tzinfo=UTC))
    ...     for t, h in (("I prefer tea", 9), ("Yes, I prefer tea", 9), ("I prefer tea", 18))
    ... ]
    >>> heard(said)
    1
"""

from __future__ import annotations

from collections.abc import Iterable

from hindsight_core.models import MemoryRecord

#: ``MemoryRecord.metadata`` key of a merged record's conversations, one per conversation its occurrences were
#: said in (see :func:`conversations`).
SOURCE_CONVERSATIONS = "source_conversations"


def conversation(record: MemoryRecord) -> str:
    """The conversation ``record`` (one occurrence, never merged) was said in: its session, else its trace,
    else itself, on its day (UTC)."""
    if record.scope.session_id:
        where = f"session:{record.scope.session_id}"
    elif record.trace_id:
        where = f"trace:{record.trace_id}"
    else:
        where = f"record:{record.id}"
    return f"{where}@{record.occurred_at.date().isoformat()}"


def conversations(record: MemoryRecord) -> list[str]:
    """The conversations ``record``'s occurrences were said in, each once."""
    known = record.metadata.get(SOURCE_CONVERSATIONS)
    if isinstance(known, list) and known:
        return [str(c) for c in known]
    if record.occurrences <= 1:
        return [conversation(record)]
    # merged before conversations were kept: each occurrence its own, as counted then
    return [conversation(record)] + [f"record:{record.id}#{i}" for i in range(1, record.occurrences)]


def sessions(record: MemoryRecord) -> set[str]:
    """The sessions ``record``'s occurrences were said in, where they named one (from its conversations,
    "session:<id>@<day>"; the id may hold an "@" itself, an e-mail address, the day never does), its own
    session among them. A recall scoped to any of them finds it.

    >>> from hindsight_core.models import Scope
    >>> heard = {SOURCE_CONVERSATIONS: ["session:a@b.com/1@2026-01-05"]}
    >>> sorted(sessions(MemoryRecord(text="t", scope=Scope(user_id="u", session_id="s2"), metadata=heard)))
    ['a@b.com/1', 's2']
    """
    named = {
        c.rsplit("@", 1)[0].removeprefix("session:")
        for c in conversations(record)
        if c.startswith("session:")
    }
    return named | ({record.scope.session_id} if record.scope.session_id else set())


def other_sessions(record: MemoryRecord) -> list[str]:
    """The sessions ``record`` was said in besides its own (``scope.session_id``, its first), sorted: what the
    stores keep beside the record for a session-scoped read (``[]`` for a record said in one session)."""
    return sorted(sessions(record) - {record.scope.session_id})


def heard(records: Iterable[MemoryRecord]) -> int:
    """In how many conversations ``records`` were said, together."""
    return len({c for record in records for c in conversations(record)})


__all__ = ["SOURCE_CONVERSATIONS", "conversation", "conversations", "heard", "other_sessions", "sessions"]
