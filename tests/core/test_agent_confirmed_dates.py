"""Days as an agent confirms what it booked or moved (English): "Your appointment on the 15th is confirmed" and "Your
hotel for the 15th has been booked" named no day (a word after "the 15th" was read as an ordinal's noun, as in "on
the 5th floor"), and "I've moved your 1:1 to Wednesday" dated the Wednesday gone (the time's colon hid the move).
The day is read, ahead for a booking or a move; an ordinal's noun still names none."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import mentioned_dates

SAID = datetime(2026, 12, 6, 10, 0, tzinfo=UTC)  # a Sunday


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("Your appointment on the 15th is confirmed", "2026-12-15"),
        ("Your hotel for the 15th has been booked", "2026-12-15"),
        ("the party on the 3rd was fun", "2026-12-03"),
        ("Let's meet on the 20th please", "2026-12-20"),
        ("on the 5th floor", None),
        ("for the 3rd time", None),
        ("on the 2nd try it worked", None),
    ],
)
def test_a_day_of_the_month_before_a_verb(text: str, dates: str | None) -> None:
    assert mentioned_dates(text, SAID) == dates


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("I've moved your 1:1 to Wednesday", "2026-12-09"),
        ("we moved the 10:30 standup to the 15th", "2026-12-15"),
        ("Moved the 9:00 call to Friday", "2026-12-11"),
        ("I moved to Berlin on the 3rd", "2026-12-03"),  # no new day: a move of home, done
    ],
)
def test_a_day_moved_to_after_a_time(text: str, dates: str) -> None:
    assert mentioned_dates(text, SAID) == dates


def test_the_agents_confirmation_is_dated(hs: Hindsight) -> None:
    rec = hs.trace(user_id="u", session_id="s1")
    rec.add_step("user_input", "can you get me in with Dr. Patel this month?", timestamp=SAID)
    rec.add_step("model_output", "Done. Your appointment on the 15th is confirmed.", timestamp=SAID)
    hs.reflect(rec.trace)
    [answer] = [r for r in hs.list_records(user_id="u") if r.source_kind == "model_inferred"]
    assert "2026-12-15" in answer.attributes.get("mentioned_dates", "").split(",")
