"""A day of the lunar calendar (我妈生日是农历八月十五, 我爸生日是阴历腊月二十三, 农历七月初七是七夕) names no day of the
calendar's year: 农历八月十五 was read as August (mentioned dates 2026-08-01/2026-08-31), so "我八月有什么安排" asked in
July had the mother's birthday, which falls in September or October, above the trip booked for 8月10号. A month said
after 农历, 阴历 or 旧历 is no month of the calendar; 8月15号 and 八月十五我们回老家 as before."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.date_lunar import on_lunar_days
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
        ("八月十五号我们回老家", "2026-08-15"),
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


# -- the lunar calendar's days as the calendar's (date_lunar.py): 农历八月十五 and 中秋 were no day at all, 八月十五 August

_DEC = datetime(2026, 12, 7, 12, tzinfo=UTC)  # a Monday


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        # the holidays of the lunar calendar, on their day of the year: the nearest, or the year named
        ("中秋我们要回老家", "2027-09-15"),
        ("去年中秋在杭州过的", "2025-10-06"),
        ("明年端午节去杭州看龙舟", "2027-06-09"),
        ("清明要回老家扫墓", "2027-04-05"),
        ("今年七夕我们去看了电影", "2026-08-19"),
        ("重阳节去看奶奶了", "2026-10-18"),
        ("过年要回老家", "2027-02-05/2027-02-11"),
        ("元宵那天要去看灯会", "2027-02-20"),
        ("We'll be in Shanghai for Chinese New Year", "2027-02-05/2027-02-11"),
        ("Mid-Autumn festival at my parents' place", "2026-09-25"),
        ("Last Dragon Boat festival we raced in Hong Kong", "2026-06-19"),
        ("for Dragon Boat we'll go to Hong Kong", "2027-06-09"),
        ("the Mid-Autumn Festival was so lovely", "2026-09-25"),
        ("we went home for Chinese New Year's Eve", "2026-02-16"),
        ("2030年春节", "2030-02-02/2030-02-08"),
        # a lunar day, said after 农历 (or 阴历, 旧历) in its sentence, or 正月, 腊月, a day with 初, 八月十五 alone
        ("我妈农历生日是八月十五", "2026-09-25"),
        ("阴历生日 腊月初八", "2027-01-15"),
        ("正月初三要去拜年", "2027-02-08"),
        ("五月初五要包粽子", "2027-06-09"),
        ("八月十五我们要回老家", "2027-09-15"),
        ("今年农历八月十五", "2026-09-25"),
        ("my mom's birthday is on the lunar calendar, 8/15", "2026-09-25"),
        ("her birthday is 1/15 on the lunar calendar", "2027-02-20"),
    ],
)
def test_a_lunar_day_is_its_day_of_the_calendar(text: str, dates: str) -> None:
    assert mentioned_dates(text, _DEC) == dates


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("吃元宵", None),
        ("超过年龄了", None),
        ("他已经过年龄限制了", None),
        ("王重阳是全真教的", None),
        ("政治清明", None),
        ("清明上河图真好看", None),
        ("正月里很冷", None),
        ("腊月份很忙", None),
        ("去年参加过年会", "2025-01-01/2025-12-31"),
        ("八月十五号开学", "2026-08-15"),
        ("三月初去上海", "2027-03-01/2027-03-10"),
        ("my mom's birthday is 8/15", None),
        ("I'm reading about the Mid-Autumn legend", None),
        ("mid-autumn mooncakes are too sweet", None),
        ("I love dragon boat racing", None),
        ("our dragon boat team practices on Sundays", None),
        ("the lunar eclipse is on 8/15", "2026-08-15"),
        ("dad's lunar birthday is 9/9", "2026-10-18"),
    ],
)
def test_no_lunar_day(text: str, dates: str | None) -> None:
    assert mentioned_dates(text, _DEC) == dates


@pytest.mark.parametrize(
    ("said", "asked", "when"),
    [
        ("我妈农历生日是八月十五", "我9月25号有什么安排", datetime(2026, 9, 20, tzinfo=UTC)),
        ("我妈农历生日是八月十五", "我9月15号有什么安排", datetime(2027, 9, 10, tzinfo=UTC)),
        (
            "my mom's birthday is on the lunar calendar, 8/15",
            "what's on Oct 6?",
            datetime(2025, 10, 1, tzinfo=UTC),
        ),
        ("奶奶的生日是腊月初八", "我1月15号有什么安排", datetime(2027, 1, 10, tzinfo=UTC)),
    ],
)
def test_a_lunar_birthday_is_on_the_agenda_of_its_day_each_year(
    tmp_path: Path, minilm, said: str, asked: str, when: datetime
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, said, "mom", 150)
        tell(hs, "最近在学游泳，每天下班去", "swim", 151)
        tell(hs, "I'm reading a book about birthdays and calendars", "book", 152)
        hits = hs.recall(asked, user_id="u", k=3, now=when, reinforce=False).hits
        assert hits[0].record.source_ids == ["mom"]


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        # 2026 and 2027 have no leap fourth or sixth month: the ordinary month's day, as a leap birthday is kept
        ("奶奶农历生日是闰四月初八", "2027-05-13"),
        ("农历闰四月初八", "2027-05-13"),
        ("今年农历闰六月初一", "2026-07-14"),
        ("2020年农历闰四月初八", "2020-05-30"),
        ("my grandma's birthday is on the leap 4th month 8th day of the lunar calendar", "2027-05-13"),
        ("her birthday is the 8th day of the leap 4th lunar month", "2027-05-13"),
        ("mom's birthday is the 15th day of the 8th month of the lunar calendar", "2026-09-25"),
        ("the first day of the first lunar month", "2027-02-06"),
    ],
)
def test_a_leap_months_day_is_kept_on_the_ordinary_month_in_a_year_without_it(text: str, dates: str) -> None:
    """农历闰四月初八 named no date where no year near had a leap fourth month, and 闰四月初八 was read as 四月初八 by
    chance; a lunar day said in English by ordinals named none."""
    assert mentioned_dates(text, _DEC) == dates


@pytest.mark.parametrize(
    "text",
    [
        "the 3rd day of the 2nd month of my diet",
        "on the 2nd day of the 3rd month we moved",
        "the 4th month, 8th day",
    ],
)
def test_ordinals_with_no_lunar_calendar_name_no_lunar_day(text: str) -> None:
    assert mentioned_dates(text, _DEC) is None


def test_a_leap_month_birthday_is_on_the_leap_day_or_the_ordinary_one_each_year() -> None:
    """A birthday in 闰四月 is 闰四月初八 in a year with that leap month (2020: 30 May, not 四月初八, 30 April) and 四月初八
    in one without it (2027: 13 May); it was on no day's agenda at all."""
    days = [date(2020, 4, 30), date(2020, 5, 30), date(2027, 5, 13), date(2027, 5, 14)]
    assert on_lunar_days("奶奶生日是闰四月初八", days) == [date(2020, 5, 30), date(2027, 5, 13)]
    assert on_lunar_days("奶奶生日是四月初八", days) == [date(2020, 4, 30), date(2027, 5, 13)]
