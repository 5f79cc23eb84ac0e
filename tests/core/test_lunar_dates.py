"""A day of the lunar calendar (我妈生日是农历八月十五, 我爸生日是阴历腊月二十三, 农历七月初七是七夕) names no day of the
calendar's year: 农历八月十五 was read as August (mentioned dates 2026-08-01/2026-08-31), so "我八月有什么安排" asked in
July had the mother's birthday, which falls in September or October, above the trip booked for 8月10号. A month said
after 农历, 阴历 or 旧历 is no month of the calendar; 8月15号 and 八月十五我们回老家 as before."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import mentioned_dates
from tests.core.retain_helpers import tell

_AT = datetime(2026, 3, 10, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "month"),
    [
        ("我妈生日是农历八月十五", "08"),
        ("农历8月15是中秋节", "08"),
        ("旧历五月初五是端午", "05"),
        ("农历七月初七是七夕", "07"),
        ("今年农历八月中旬去旅游", "08"),
    ],
)
def test_a_lunar_day_or_month_names_no_day_of_the_calendar(text: str, month: str) -> None:
    assert f"-{month}-" not in (mentioned_dates(text, _AT) or "")


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("我妈生日是8月15号", "2026-08-15"),
        ("八月十五我们回老家", "2026-08-01/2026-08-31"),
        ("3月中旬去旅游", "2026-03-11/2026-03-20"),
    ],
)
def test_a_calendar_day_as_before(text: str, dates: str) -> None:
    assert mentioned_dates(text, _AT) == dates


def test_a_lunar_birthday_is_not_on_the_agenda_of_that_calendar_month(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "我妈生日是农历八月十五", "mom", 150)
        tell(hs, "8月10号要去青岛出差", "trip", 151)
        tell(hs, "最近在学游泳", "swim", 152)
        hits = hs.recall(
            "我八月有什么安排", user_id="u", k=3, now=datetime(2026, 7, 20, tzinfo=UTC), reinforce=False
        ).hits
        assert hits[0].record.source_ids == ["trip"]
