"""What the unit tests of recall's lifts read and build: the ids of a score map, best first; a turn of user "u"
as a record."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime

from hindsight_core.models import MemoryRecord, Scope

#: When the records of a lift test were said.
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def ranked(final: Mapping[str, float]) -> list[str]:
    """The ids of ``final``, highest score first."""
    return sorted(final, key=lambda rid: -final[rid])


def said_record(rid: str, text: str) -> MemoryRecord:
    """Record ``rid`` of user "u" saying ``text`` at :data:`T0`."""
    return MemoryRecord(id=rid, text=f"The user said: {text}", scope=Scope(user_id="u"), occurred_at=T0)
