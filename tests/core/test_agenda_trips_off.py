"""The agenda's trips called off or moved (``_trips_off``) read each record's named days once: they were read
again for every later record that named a place or called a trip off, and twice more for each trip still ahead
(``named_days`` in the filter, in its ``min`` and in the list handed to ``the_one_trip``)."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, date, datetime, timedelta

import pytest

from hindsight_core import MemoryRecord, Scope
from hindsight_core.recall import agenda

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def _said(n: int, text: str, days: str = "") -> MemoryRecord:
    return MemoryRecord(
        id=f"m{n}",
        text=text,
        scope=Scope(user_id="u"),
        occurred_at=T0 + timedelta(days=n),
        attributes={"mentioned_dates": days} if days else {},
    )


RECORDS = [
    _said(0, "Bali trip is Dec 20-28", "2026-12-20/2026-12-28"),
    _said(1, "I fly to Denver on Dec 5", "2026-12-05"),
    _said(2, "dentist on Wednesday at 10", "2026-11-04"),
    _said(3, "we pushed the Bali trip to March"),
    _said(4, "ugh, flight got cancelled"),
    _said(5, "I'm in Chicago from Monday to Wednesday", "2026-11-09/2026-11-11"),
]


def test_each_records_days_are_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: Counter[str] = Counter()
    named_days = agenda.named_days

    def counted(record: MemoryRecord) -> list[tuple[date, date]]:
        calls[record.id] += 1
        return named_days(record)

    monkeypatch.setattr(agenda, "named_days", counted)
    off = agenda._trips_off(RECORDS)
    assert off == EXPECTED
    assert calls and max(calls.values()) == 1, dict(calls)


EXPECTED = {"m0": "m3", "m1": "m4"}
