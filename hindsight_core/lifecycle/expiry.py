"""When a record expires by rule, and the rule applied again when the configuration changes.

A record's expiry is written with it: its event type's TTL (``LifecycleConfig.ttl_days``) counted from the last
day it names, sooner for an appointment (a grace after its day), none for a lasting fact that names a date (a
birthday). When the operator later sets, changes or removes the TTL of an event type, ``maintain`` gives that
type's live records the expiry the current rule gives them (:func:`retimed`), from their own dates, so they are
archived when they have expired under it and no longer when they have not. A TTL given with the record
(``ttl_days=``) is the caller's and stays; what was archived under an older rule stays archived.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime, time

from hindsight_core.config import LifecycleConfig
from hindsight_core.lifecycle.appointments import (
    appointment_expiry,
    journey_expiry,
    last_named_day,
    states_lasting_date,
)
from hindsight_core.lifecycle.decay import TTL_GIVEN, expires_at_for, ttl_for
from hindsight_core.models import KNOWN_EVENT_TYPES, LIVE, MemoryRecord


def ttl_start(attributes: Mapping[str, str], occurred: datetime) -> datetime:
    """When a record's time to live starts: when it was said, or the last date it names if that is later (a
    plan for March 14 said in February lives until its TTL after March 14, not after February)."""
    day = last_named_day(attributes)
    if day is None:
        return occurred
    return max(occurred, datetime.combine(day, time(), tzinfo=occurred.tzinfo or UTC))


def rule_expiry(
    text: str, event_type: str, attributes: Mapping[str, str], occurred: datetime, cfg: LifecycleConfig
) -> datetime | None:
    """When a record of this text, type, attributes and date expires under ``cfg``: its type's TTL from
    :func:`ttl_start`, or its appointment's day plus ``appointment_grace_days`` when sooner; a journey nothing
    else ends is over with its day; a lasting fact naming a date never expires."""
    # 老婆生日是11月2号，今年打算带她去三亚: the plan beside it does not end the birthday
    if states_lasting_date(text):
        return None
    expires = expires_at_for(event_type, ttl_start(attributes, occurred), ttl_for(event_type, cfg))
    # a meeting, a booking, an exam: over (and a grace after it) once the day it names is, whatever its type
    if (appointment := appointment_expiry(text, attributes, occurred, cfg)) is not None:
        return appointment if expires is None else min(expires, appointment)
    if expires is None:  # "I'm flying to Oslo on Friday": over with its day, as a flight booked is
        return journey_expiry(text, attributes, occurred, cfg)
    return expires


def retimed(record: MemoryRecord, cfg: LifecycleConfig) -> MemoryRecord | None:
    """``record`` with the TTL and expiry ``cfg`` gives its event type now, or ``None`` when nothing changes:
    the TTL it was written with is the current one, it is not live (archived under an older rule stays
    archived), its TTL was given by the caller, or it is semantic (induction refreshes its expiry from its
    episodes). The built-in event types are always governed by it (one it leaves out has no TTL: a TTL taken out
    of it is removed), a type of the application's own only while ``cfg.ttl_days`` names it: left out, its
    records (a key-value store's items) keep the expiry they were put with."""
    if record.kind != "episodic" or record.status not in LIVE or record.metadata.get(TTL_GIVEN):
        return None
    if record.event_type not in cfg.ttl_days and record.event_type not in KNOWN_EVENT_TYPES:
        return None
    ttl = ttl_for(record.event_type, cfg)
    if record.ttl_days == ttl:
        return None
    expires = rule_expiry(record.text, record.event_type, record.attributes, record.occurred_at, cfg)
    return record.model_copy(update={"ttl_days": ttl, "expires_at": expires})


__all__ = ["TTL_GIVEN", "retimed", "rule_expiry", "ttl_start"]
