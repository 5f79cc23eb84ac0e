"""Strength decay with reinforcement on recall.

Strength decays exponentially with the time since the record was last accessed (written, restated or recalled). Each
recall resets strength to 1 and lengthens the half-life, so often-recalled memories fade more slowly. Under the
archive threshold a record is archived, unless it is lasting knowledge (a current fact, preference, decision or
semantic record), which only a TTL or a newer value ends. Past its expiry a record is archived, unless the user said
it and the expiry is the rule's, not the caller's (``LifecycleConfig.expire_user_statements``).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from hindsight_core.config import LifecycleConfig
from hindsight_core.models import LIVE, MemoryRecord

#: ``MemoryRecord.metadata`` key: the record's time to live was given by the caller (``ttl_days=``).
TTL_GIVEN = "ttl_given"


def effective_half_life_days(record: MemoryRecord, cfg: LifecycleConfig) -> float:
    return cfg.half_life_days * (1.0 + cfg.reinforcement * record.recall_count)


def current_strength(record: MemoryRecord, now: datetime, cfg: LifecycleConfig) -> float:
    """Strength now, from the stored strength at the last access."""
    last_access = max(filter(None, (record.last_recalled_at, record.restated_at, record.recorded_at)))
    days = max(0.0, (now - last_access).total_seconds() / 86400.0)
    # float ** float is typed Any (a negative base gives a complex); the base here is positive.
    remaining: float = 0.5 ** (days / effective_half_life_days(record, cfg))
    return record.strength * remaining


def reinforced(record: MemoryRecord, now: datetime, times: int = 1) -> MemoryRecord:
    """The record after being recalled ``times`` times (the last at ``now``): full strength, that many more
    recalls, accessed now."""
    return record.model_copy(
        update={"strength": 1.0, "recall_count": record.recall_count + times, "last_recalled_at": now}
    )


def expires_at_for(event_type: str, occurred_at: datetime, ttl_days: float | None) -> datetime | None:
    return None if ttl_days is None else occurred_at + timedelta(days=ttl_days)


def ttl_for(event_type: str, cfg: LifecycleConfig) -> float | None:
    return cfg.ttl_days.get(event_type)


def lifecycle_status(record: MemoryRecord, now: datetime, cfg: LifecycleConfig) -> str:
    """What ``maintain`` should make of a record: ``archived`` when expired or faded, else unchanged."""
    if record.status not in LIVE:
        return record.status
    if record.expires_at is not None and record.expires_at <= now and ends_at_expiry(record, cfg):
        return "archived"
    if current_strength(record, now, cfg) < cfg.archive_threshold and not lasting(record, cfg):
        return "archived"
    return record.status


def ends_at_expiry(record: MemoryRecord, cfg: LifecycleConfig) -> bool:
    """Whether ``record`` is archived once past its expiry: a TTL the caller gave always ends it; the rule's (its
    event type's TTL, an appointment's grace) ends a fact stored as given (``remember``), what a tool returned,
    what the assistant inferred and a question, and what the user stated in a conversation only with
    ``cfg.expire_user_statements``: the record of a message holds all the message said, not only its plan."""
    return (
        bool(record.metadata.get(TTL_GIVEN))
        or cfg.expire_user_statements
        or record.trace_id is None
        or record.source_kind != "user_stated"
        or record.event_type == "question"
    )


def lasting(record: MemoryRecord, cfg: LifecycleConfig) -> bool:
    """Knowledge that stays true until something replaces it: a current, confirmed record of an unfading event
    type or from an unfading source (what the user said, not a question; what a tool returned), or a current
    semantic record. Fading does not archive it (a TTL, a newer value or a forget ends it)."""
    return (
        record.status == "active"
        and record.valid_to is None
        and (
            record.kind == "semantic"
            or record.event_type in cfg.unfading_event_types
            or (record.source_kind in cfg.unfading_sources and record.event_type != "question")
        )
    )
