"""Whether a record's value holds at a time: the one reading of "ended" and "not started yet" that recall and the
context share.

A value replaced ends when its successor starts (:func:`~hindsight_core.lifecycle.merge.supersede`): told as
done ("I just started at Google") that is the day it was said, told ahead ("I start at Google next month",
:mod:`~hindsight_core.lifecycle.starts_later`) the start day, later than the day it was said. A question asked
before that day finds the old value still holding and the new one not started; asked on or after it, the old one
former and the new one current. Without a time (``at=None``) any end counts, as stored.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> said, start, u = datetime(2026, 1, 15, tzinfo=UTC), datetime(2026, 2, 1, tzinfo=UTC), Scope(user_id="u")
    >>> old = MemoryRecord(text="I work at Microsoft", scope=u, occurred_at=said, valid_to=start, superseded_by="n")
    >>> new = MemoryRecord(text="I start at Google next month", scope=u, occurred_at=said, valid_from=start)
    >>> ended(old, datetime(2026, 1, 20, tzinfo=UTC)), not_started(new, datetime(2026, 1, 20, tzinfo=UTC))
    (False, True)
    >>> ended(old, start), not_started(new, start), ended(old, None)
    (True, False, True)
"""

from __future__ import annotations

from datetime import datetime

from hindsight_core.models import MemoryRecord, ensure_aware


def ended(record: MemoryRecord, at: datetime | None) -> bool:
    """Whether ``record``'s value no longer holds at ``at``: its end (``valid_to``) at or before it, or (no end
    day) a successor replacing it; with ``at=None`` any end or successor."""
    if record.valid_to is None:
        return record.superseded_by is not None
    return at is None or ensure_aware(record.valid_to) <= at


def not_started(record: MemoryRecord, at: datetime | None) -> bool:
    """Whether ``record``'s value was told as starting later than it was said and has not started at ``at`` ("I
    start at Google next month", asked before that day)."""
    start = record.valid_from
    if at is None or start is None:
        return False
    start = ensure_aware(start)
    return start > ensure_aware(record.occurred_at) and start > at


def holds(record: MemoryRecord, at: datetime | None) -> bool:
    """Whether ``record``'s value holds at ``at``: neither ended nor not started yet."""
    return not ended(record, at) and not not_started(record, at)


__all__ = ["ended", "holds", "not_started"]
