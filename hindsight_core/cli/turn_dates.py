"""When a turn of an ingest file was said, as chat logs write it: a ``"timestamp"``, or the date under the name
the exporting app gave it (``"created_at"``, ``"time"``, ``"date"`` ...), as ISO 8601 text or seconds (or
milliseconds) since 1970, a number or its text (``"create_time": 1715018531.2``, ``"ts": "1715018531.000200"``). A turn left undated is dated the day of the ingest:
a history's memories would all be said today."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

#: The names chat logs give the moment a message was sent, besides ``timestamp``: read when ``timestamp`` is
#: absent and the value is a date (any other value under such a name is left alone, as before).
_DATE_KEYS = ("created_at", "createdAt", "create_time", "sent_at", "datetime", "time", "date", "ts")
#: Seconds since 1970 read as a date: 2001-09-09 to 5138; ten times more and up is milliseconds.
_SECONDS = (1e9, 1e11)
_MILLISECONDS = (1e12, 1e14)


def dated(turn: Any) -> Any:
    """``turn`` with its ``timestamp``: the one it gives (seconds or milliseconds since 1970 as ISO 8601), or
    the date under another name it gives one by; anything else as it is (the checks say what is wrong)."""
    if not isinstance(turn, dict) or "role" not in turn:
        return turn
    if "timestamp" in turn:
        moment = _epoch(turn["timestamp"])
        return turn if moment is None else {**turn, "timestamp": moment}
    for key in _DATE_KEYS:
        moment = _moment(turn.get(key))
        if moment is not None:
            return {**turn, "timestamp": moment}
    return turn


def _moment(value: Any) -> str | None:
    """``value`` as an ISO 8601 date, when it is one (text or a number since 1970)."""
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value.strip()).isoformat()
        except ValueError:
            try:
                return _epoch(float(value))  # Slack's "ts": "1715018531.000200"
            except ValueError:
                return None
    return _epoch(value)


def _epoch(value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if _MILLISECONDS[0] <= value < _MILLISECONDS[1]:
        value /= 1000
    elif not _SECONDS[0] <= value < _SECONDS[1]:
        return None
    return datetime.fromtimestamp(value, UTC).isoformat()
