"""Audit: a report of a user's conflicts, low-confidence (pending) and stale records, with counts.

Example:
    >>> from datetime import UTC, datetime, timedelta
    >>> from hindsight_core.config import LifecycleConfig
    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> t0 = datetime(2026, 3, 1, tzinfo=UTC)
    >>> records = [MemoryRecord(text="Alice may like jazz", confidence=0.4, status="pending",
    ...                         scope=Scope(user_id="alice"), recorded_at=t0)]
    >>> report = audit_report(records, t0 + timedelta(days=1), LifecycleConfig())
    >>> [item.text for item in report.low_confidence], report.counts.by_status
    (['Alice may like jazz'], {'pending': 1})
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timedelta

from pydantic import BaseModel, ConfigDict, Field

from hindsight_core.config import LifecycleConfig
from hindsight_core.lifecycle.decay import current_strength, lasting
from hindsight_core.models import LIVE, MemoryRecord, RecordKind, RecordStatus, said_order

#: Records expiring within this many days are reported as stale.
EXPIRY_WINDOW_DAYS = 7.0
#: Records whose strength is under this multiple of the archive threshold are reported as stale.
STALE_STRENGTH_FACTOR = 2.0


class _Report(BaseModel):
    model_config = ConfigDict(extra="forbid")


class AuditItem(_Report):
    """One record as the audit shows it."""

    id: str
    text: str
    kind: RecordKind
    event_type: str
    status: RecordStatus
    occurred_at: datetime
    confidence: float
    strength: float
    """Current strength (decayed to the audit time)."""
    expires_at: datetime | None = None
    superseded_by: str | None = None
    reasons: list[str] = Field(default_factory=list)
    """Why it is listed (stale records: ``fading``, ``expiring``, ``expired``)."""


class AuditConflict(_Report):
    """Two records that contradict each other; ``resolved`` when the older one is superseded."""

    older: AuditItem
    newer: AuditItem
    resolved: bool


class AuditCounts(_Report):
    """How many records of the user there are, by status, kind and event type."""

    total: int = 0
    by_status: dict[str, int] = Field(default_factory=dict)
    by_kind: dict[str, int] = Field(default_factory=dict)
    by_event_type: dict[str, int] = Field(default_factory=dict)


class AuditReport(_Report):
    """What ``hindsight audit`` shows: conflicts, pending records, stale records and counts."""

    generated_at: datetime
    conflicts: list[AuditConflict] = Field(default_factory=list)
    low_confidence: list[AuditItem] = Field(default_factory=list)
    stale: list[AuditItem] = Field(default_factory=list)
    counts: AuditCounts = Field(default_factory=AuditCounts)


def audit_report(records: Sequence[MemoryRecord], now: datetime, cfg: LifecycleConfig) -> AuditReport:
    """The audit of ``records`` (one user's, any status) at time ``now``.

    Conflicts are the pairs linked by ``conflicts_with`` where neither record is forgotten; pending records
    are the low-confidence ones; active or pending records are stale when their current strength is under
    twice ``cfg.archive_threshold`` or they expire within seven days (or already expired: ``maintain`` archives
    them, but for what the user stated past the rule's expiry, kept live unless ``expire_user_statements``).
    """

    def item(record: MemoryRecord, reasons: list[str] | None = None) -> AuditItem:
        return AuditItem(
            id=record.id,
            text=record.text,
            kind=record.kind,
            event_type=record.event_type,
            status=record.status,
            occurred_at=record.occurred_at,
            confidence=record.confidence,
            strength=round(current_strength(record, now, cfg), 6),
            expires_at=record.expires_at,
            superseded_by=record.superseded_by,
            reasons=reasons or [],
        )

    by_id = {r.id: r for r in records if r.status != "forgotten"}
    conflicts: list[AuditConflict] = []
    seen: set[frozenset[str]] = set()
    for record in sorted(by_id.values(), key=said_order):
        for other_id in record.conflicts_with:
            other = by_id.get(other_id)
            pair = frozenset((record.id, other_id))
            if other is None or pair in seen:
                continue
            seen.add(pair)
            older, newer = sorted((record, other), key=said_order)
            resolved = older.valid_to is not None or older.superseded_by is not None
            conflicts.append(AuditConflict(older=item(older), newer=item(newer), resolved=resolved))

    live = sorted((r for r in records if r.status in LIVE), key=said_order)
    stale: list[AuditItem] = []
    for record in live:
        reasons: list[str] = []
        if current_strength(record, now, cfg) < STALE_STRENGTH_FACTOR * cfg.archive_threshold and not lasting(
            record, cfg
        ):
            reasons.append("fading")  # what ``maintain`` will archive for fading (never lasting knowledge)
        if record.expires_at is not None:
            if record.expires_at <= now:
                reasons.append("expired")
            elif record.expires_at <= now + timedelta(days=EXPIRY_WINDOW_DAYS):
                reasons.append("expiring")
        if reasons:
            stale.append(item(record, reasons))

    counts = AuditCounts(
        total=len(records),
        by_status=dict(sorted(Counter(r.status for r in records).items())),
        by_kind=dict(sorted(Counter(r.kind for r in records).items())),
        by_event_type=dict(sorted(Counter(r.event_type for r in records).items())),
    )
    return AuditReport(
        generated_at=now,
        conflicts=conflicts,
        low_confidence=[item(r) for r in live if r.status == "pending"],
        stale=stale,
        counts=counts,
    )
