"""Where the user is: the time zone their days are read in.

A time carries an instant and an offset; the day it falls on depends on where the user is. An adapter stamps a
turn with the clock in UTC, and so does ``retain`` without ``occurred_at``: "my dentist appointment is tomorrow"
said at 6 pm in Los Angeles (2 am UTC, the next day) was dated the day after the appointment, and "what do I have
tomorrow?" asked then looked a day late. With a zone configured (``HindsightConfig.timezone``, or one per user in
``user_timezones``), every time is read on that zone's calendar: the same instant, the user's day.

A zone the user states in a message ("I'm in PST", "my timezone is CET", 我在北京时间) is kept as their ``timezone``
slot (Pacific, CET, UTC+8) and changes nothing here: their "tomorrow at 9" is still read on the configured zone's
calendar (UTC when none is). Where users state their zones, the application sets ``user_timezones`` from them.

    >>> from datetime import UTC, datetime
    >>> said = datetime(2026, 3, 3, 2, 0, tzinfo=UTC)  # Monday 6 pm in Los Angeles
    >>> in_zone(said, zone_named("America/Los_Angeles")).date().isoformat()
    '2026-03-02'
"""

from __future__ import annotations

import difflib
from datetime import datetime
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones


@lru_cache(maxsize=256)
def zone_named(name: str) -> ZoneInfo:
    """The time zone of IANA name ``name`` ("Europe/Paris"); a ValueError naming the close ones when there is none."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, TypeError) as exc:
        known = available_timezones()
        close = difflib.get_close_matches(name, sorted(known), n=3, cutoff=0.6)
        meant = f"did you mean {' or '.join(map(repr, close))}? " if close else ""
        raise ValueError(
            f"unknown time zone {name!r}: {meant}give an IANA name such as 'America/New_York' or 'Asia/Shanghai' "
            f"(zoneinfo.available_timezones() lists the {len(known)} known)"
        ) from exc


def known_zone(name: str | None) -> str | None:
    """``name`` when it names a time zone (or is None), else :func:`zone_named`'s ValueError: a validator of the
    settings that hold one (``HindsightConfig.timezone``, ``HINDSIGHT_TIMEZONE``)."""
    if name is not None:
        zone_named(name)
    return name


def known_zones(names: dict[str, str]) -> dict[str, str]:
    """``names`` (a zone per user id) when each names a time zone, else :func:`zone_named`'s ValueError."""
    for name in names.values():
        zone_named(name)
    return names


def in_zone(moment: datetime, zone: ZoneInfo | None) -> datetime:
    """``moment`` read in ``zone`` (the same instant), or as it is when no zone is configured."""
    return moment if zone is None else moment.astimezone(zone)


def user_zone(timezone: str | None, user_timezones: dict[str, str], user_id: str | None) -> ZoneInfo | None:
    """The zone ``user_id``'s days are read in: theirs in ``user_timezones``, else ``timezone``, else None."""
    name = user_timezones.get(user_id) if user_id is not None else None
    name = name or timezone
    return zone_named(name) if name else None


__all__ = ["in_zone", "known_zone", "known_zones", "user_zone", "zone_named"]
