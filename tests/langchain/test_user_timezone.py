"""A chain's memory stamps the user's turn with the clock in UTC; with the user's time zone configured, the day
"tomorrow" names is the user's tomorrow, not UTC's (``HindsightConfig.timezone``, ``hindsight_core.clock``)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from hindsight_core import Hindsight, HindsightConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_langchain import HindsightMemory


def _zone_on_another_day() -> str:
    """A zone whose date differs from UTC's at this hour: a day ahead from 10:00 UTC, a day behind before."""
    return "Pacific/Kiritimati" if datetime.now(UTC).hour >= 10 else "Pacific/Pago_Pago"


def test_tomorrow_said_through_the_memory_is_the_users_tomorrow(tmp_path: Path) -> None:
    zone = _zone_on_another_day()
    config = HindsightConfig(timezone=zone)
    hs = Hindsight(tmp_path / "hs", embedder=HashEmbedder(64), config=config)
    try:
        before = datetime.now(ZoneInfo(zone)).date()
        memory = HindsightMemory(engine=hs, user_id="al", session_id="s1")
        memory.save_context({"input": "my dentist appointment is tomorrow at 3pm"}, {"output": "Noted!"})
        assert memory.flush(timeout=30)
        if datetime.now(ZoneInfo(zone)).date() != before:
            pytest.skip("the user's day changed while the turn was stored")
        [record] = [r for r in hs.list_records(user_id="al") if "dentist" in r.text]
        users_tomorrow = (before + timedelta(days=1)).isoformat()
        assert record.attributes["mentioned_dates"] == users_tomorrow
        assert users_tomorrow != (datetime.now(UTC).date() + timedelta(days=1)).isoformat()
    finally:
        hs.close()
