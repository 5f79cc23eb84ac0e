"""One's time zone said as people say it ("I'm on Pacific time", "I'm in PST", "I'm in the Eastern time zone", 我在东八区,
我这边是北京时间) filled no slot, "my timezone is PST" and "my time zone is CET" only one of them (PST, none) and
我的时区是东八区 a slot 时区 of its own: a move to Eastern time ended nothing, and the adapters had no time zone to carry
for "remind me at 9". One name per zone: PST, PDT and "Pacific time" are Pacific, 东八区 and 北京时间 UTC+8."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("I'm on Pacific time", "Pacific"),
        ("I'm in PST", "Pacific"),
        ("my timezone is PST", "Pacific"),
        ("my time zone is CET", "CET"),
        ("I'm in the Eastern time zone", "Eastern"),
        ("I'm on Eastern time now, just moved to NYC", "Eastern"),
        ("I'm in UTC+2", "UTC+2"),
        ("我在东八区", "UTC+8"),
        ("我这边是北京时间", "UTC+8"),
        ("我的时区是东八区", "UTC+8"),
        ("我现在在西五区", "UTC-5"),
    ],
)
def test_a_time_zone_fills_timezone_by_one_name(text: str, zone: str) -> None:
    found = slots(text)
    assert ("timezone", zone) in found and "时区" not in dict(found), found


@pytest.mark.parametrize(
    "text",
    [
        "my mom is on Eastern time",
        "the call is at 3pm EST",
        "I'm in Pacific Heights",
        "I'm in central London",
        "I'm in IT",
    ],
)
def test_someone_elses_zone_or_a_time_in_a_zone_fills_none(text: str) -> None:
    assert "timezone" not in dict(slots(text)), slots(text)


@pytest.mark.parametrize(
    ("old", "same", "new", "question"),
    [
        (
            "I'm on Pacific time",
            "I'm in PST btw",
            "I'm on Eastern time now, just moved to NYC",
            "what time zone am I in?",
        ),
        ("我这边是北京时间", "我在东八区", "我现在在西五区", "我在哪个时区"),
    ],
)
def test_a_move_supersedes_the_zone_and_the_same_zone_said_again_does_not(
    hs: Hindsight, old: str, same: str, new: str, question: str
) -> None:
    tell(hs, old, "a", 0)
    tell(hs, same, "b", 5)
    records = by_source(hs)
    assert records["a"].valid_to is None  # the same zone said otherwise: no change
    tell(hs, new, "c", 40)
    records = by_source(hs)
    assert records["a"].valid_to is not None and records["c"].valid_to is None
    assert first(hs, question) == ["c"]
    assert records["c"].text in [r.text for r in hs.standing_instructions(user_id="u")]
