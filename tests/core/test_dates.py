"""Time expressions in English and Chinese, resolved against a reference time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from hindsight_core.extraction.dates import (
    TimeMention,
    mentioned_dates,
    parse_datetime_loose,
    resolve_time_expressions,
)

# Wednesday 10 May 2023, mid-afternoon.
REF = datetime(2023, 5, 10, 15, 30, tzinfo=UTC)


def only(text: str, reference: datetime = REF) -> TimeMention:
    mentions = resolve_time_expressions(text, reference)
    assert len(mentions) == 1, mentions
    return mentions[0]


@pytest.mark.parametrize(
    ("text", "iso", "granularity"),
    [
        ("8 May 2023", "2023-05-08", "day"),
        ("8 May, 2023", "2023-05-08", "day"),
        ("the 8th of May 2023", "2023-05-08", "day"),
        ("May 8, 2023", "2023-05-08", "day"),
        ("May 8th 2023", "2023-05-08", "day"),
        ("Sept. 3, 2021", "2021-09-03", "day"),
        ("2023-05-08", "2023-05-08", "day"),
        ("2023/5/8", "2023-05-08", "day"),
        ("May 8", "2023-05-08", "day"),
        ("May 2023", "2023-05-01/2023-05-31", "month"),
        ("2023年5月8日", "2023-05-08", "day"),
        ("2023年5月8号", "2023-05-08", "day"),
        ("5月8日", "2023-05-08", "day"),
        ("二〇二二年三月", "2022-03-01/2022-03-31", "month"),
        ("十二月三十一日", "2022-12-31", "day"),  # no year: the nearest (130 days back, not 235 ahead)
        ("2023 年 5 月 8 日", "2023-05-08", "day"),
        ("2021年", "2021-01-01/2021-12-31", "year"),
        ("去年5月", "2022-05-01/2022-05-31", "month"),
        ("in 2022", "2022-01-01/2022-12-31", "year"),
        # a span of years, whole: it had been two years ("2018年", "2021年"), its last one, or none at all
        ("from 2018 to 2021", "2018-01-01/2021-12-31", "period"),
        ("lived in boston 2018-2021", "2018-01-01/2021-12-31", "period"),
        ("between 2015 and 2019", "2015-01-01/2019-12-31", "period"),
        ("2018年到2021年", "2018-01-01/2021-12-31", "period"),
        ("2018到2021年", "2018-01-01/2021-12-31", "period"),
    ],
)
def test_absolute_dates(text: str, iso: str, granularity: str) -> None:
    mention = only(text)
    assert (mention.iso(), mention.granularity) == (iso, granularity)


@pytest.mark.parametrize(
    ("text", "iso", "granularity"),
    [
        ("yesterday", "2023-05-09", "day"),
        ("today", "2023-05-10", "day"),
        ("tonight", "2023-05-10", "day"),
        ("last night", "2023-05-09", "day"),
        ("tomorrow", "2023-05-11", "day"),
        ("the day before yesterday", "2023-05-08", "day"),
        ("last week", "2023-05-01/2023-05-07", "week"),
        ("this week", "2023-05-08/2023-05-14", "week"),
        ("next month", "2023-06-01/2023-06-30", "month"),
        ("last month", "2023-04-01/2023-04-30", "month"),
        ("last year", "2022-01-01/2022-12-31", "year"),
        ("two days ago", "2023-05-08", "day"),
        ("a couple of days ago", "2023-05-08", "day"),
        ("3 weeks ago", "2023-04-17/2023-04-23", "week"),
        ("two months ago", "2023-03-01/2023-03-31", "month"),
        ("in 3 days", "2023-05-13", "day"),
        ("last Friday", "2023-05-05", "day"),
        ("next Friday", "2023-05-19", "day"),  # the Friday of next week, as 下周五 (this Friday is 05-12)
        ("this Monday", "2023-05-15", "day"),  # Monday has passed this week: the coming one
        ("this Friday", "2023-05-12", "day"),
        ("last Wednesday", "2023-05-03", "day"),
        ("this weekend", "2023-05-13/2023-05-14", "weekend"),
        ("last weekend", "2023-05-06/2023-05-07", "weekend"),
        ("last May", "2022-05-01/2022-05-31", "month"),
        ("next March", "2024-03-01/2024-03-31", "month"),
        ("in the past 2 weeks", "2023-04-26/2023-05-10", "period"),
        ("over the last month", "2023-04-10/2023-05-10", "period"),
        ("昨天", "2023-05-09", "day"),
        ("今天", "2023-05-10", "day"),
        ("前天", "2023-05-08", "day"),
        ("大前天", "2023-05-07", "day"),
        ("明天", "2023-05-11", "day"),
        ("上周", "2023-05-01/2023-05-07", "week"),
        ("上个星期", "2023-05-01/2023-05-07", "week"),
        ("这周", "2023-05-08/2023-05-14", "week"),
        ("下周", "2023-05-15/2023-05-21", "week"),
        ("上周五", "2023-05-05", "day"),
        ("下周三", "2023-05-17", "day"),
        ("查一下下周三", "2023-05-17", "day"),  # 一下 ("have a look") + 下周三, not 下下周三
        ("周日", "2023-05-14", "day"),
        ("上周末", "2023-05-06/2023-05-07", "weekend"),
        ("上个月", "2023-04-01/2023-04-30", "month"),
        ("下个月", "2023-06-01/2023-06-30", "month"),
        ("去年", "2022-01-01/2022-12-31", "year"),
        ("前年", "2021-01-01/2021-12-31", "year"),
        ("三天前", "2023-05-07", "day"),
        ("两周前", "2023-04-24/2023-04-30", "week"),
        ("3个月前", "2023-02-01/2023-02-28", "month"),
        ("十年前", "2013-01-01/2013-12-31", "year"),
        ("三天后", "2023-05-13", "day"),
        ("最近3天", "2023-05-07/2023-05-10", "period"),
    ],
)
def test_relative_expressions(text: str, iso: str, granularity: str) -> None:
    mention = only(text)
    assert (mention.iso(), mention.granularity) == (iso, granularity)
    assert mention.relative


def test_mentions_in_a_sentence_keep_order_spans_and_text() -> None:
    text = "I met Alice yesterday and we fly to Paris on 8 June 2023, 下周三再说"
    mentions = resolve_time_expressions(text, REF)
    assert [m.text for m in mentions] == ["yesterday", "8 June 2023", "下周三"]
    for mention in mentions:
        assert text[mention.span[0] : mention.span[1]] == mention.text
    assert [m.relative for m in mentions] == [True, False, True]


def test_a_date_without_a_year_needs_the_reference() -> None:
    assert only("May 8").relative
    assert only("5月8日").relative
    assert not only("May 8, 2023").relative


def test_longest_overlapping_match_wins() -> None:
    assert [m.text for m in resolve_time_expressions("the day before yesterday", REF)] == [
        "the day before yesterday"
    ]
    assert [m.text for m in resolve_time_expressions("上周五和大前天", REF)] == ["上周五", "大前天"]


def test_intervals_are_half_open_days_in_the_reference_timezone() -> None:
    tz = timezone(timedelta(hours=8))
    mention = only("昨天", datetime(2023, 5, 10, 1, 0, tzinfo=tz))
    assert mention.start == datetime(2023, 5, 9, tzinfo=tz)
    assert mention.end == datetime(2023, 5, 10, tzinfo=tz)


def test_naive_reference_is_taken_as_utc() -> None:
    assert only("today", datetime(2023, 5, 10, 12)).start == datetime(2023, 5, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("reference", "text", "iso"),
    [
        (datetime(2024, 3, 1, tzinfo=UTC), "yesterday", "2024-02-29"),  # leap year
        (datetime(2023, 3, 1, tzinfo=UTC), "yesterday", "2023-02-28"),
        (datetime(2023, 1, 1, tzinfo=UTC), "昨天", "2022-12-31"),  # year boundary
        (datetime(2023, 1, 15, tzinfo=UTC), "last month", "2022-12-01/2022-12-31"),
        (datetime(2023, 12, 15, tzinfo=UTC), "下个月", "2024-01-01/2024-01-31"),
        (datetime(2024, 3, 31, tzinfo=UTC), "one month ago", "2024-02-01/2024-02-29"),
        (datetime(2023, 5, 31, tzinfo=UTC), "the past 3 months", "2023-02-28/2023-05-31"),
        (datetime(2024, 5, 31, tzinfo=UTC), "最近3个月", "2024-02-29/2024-05-31"),
        (datetime(2023, 1, 2, tzinfo=UTC), "last week", "2022-12-26/2023-01-01"),
        (datetime(2023, 5, 13, tzinfo=UTC), "last Saturday", "2023-05-06"),  # on a Saturday: a week back
        (datetime(2023, 5, 13, tzinfo=UTC), "next Saturday", "2023-05-20"),
        (datetime(2023, 5, 14, tzinfo=UTC), "this past weekend", "2023-05-13/2023-05-14"),  # on a Sunday
        (datetime(2023, 5, 14, tzinfo=UTC), "周末", "2023-05-13/2023-05-14"),
        (datetime(2023, 5, 15, tzinfo=UTC), "last weekend", "2023-05-13/2023-05-14"),  # on a Monday
    ],
)
def test_edges(reference: datetime, text: str, iso: str) -> None:
    assert only(text, reference).iso() == iso


@pytest.mark.parametrize("text", ["2024年2月29日", "29 Feb 2024", "2024-02-29"])
def test_leap_day_is_valid_in_a_leap_year(text: str) -> None:
    assert only(text).iso() == "2024-02-29"


@pytest.mark.parametrize(
    "text", ["29 Feb 2023", "2023-02-29", "2023年2月30日", "2023-13-01", "31 April 2023"]
)
def test_invalid_dates_yield_nothing(text: str) -> None:
    assert resolve_time_expressions(text, REF) == []


@pytest.mark.parametrize(
    "text",
    [
        "",
        "I have 2022 reasons",  # a number, not a year
        "the 1990年代 music",
        "May I ask you something?",
        "port 8080 is busy, see issue 2023",
        "三个苹果",
        "我几天前去过",  # "a few days ago" is too vague to place
        "我最喜欢的乐队是五月天",  # a band's name, not May
        "五月天的演唱会太好看了",
        "call me at 555-2018-2021",  # no span of years: a number
        "from 2021 to 2018",  # (backwards)
    ],
)
def test_no_false_positives(text: str) -> None:
    assert resolve_time_expressions(text, REF) == []


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("1:56 pm on 8 May, 2023", datetime(2023, 5, 8, 13, 56, tzinfo=UTC)),
        ("10:37 am on 27 June, 2023", datetime(2023, 6, 27, 10, 37, tzinfo=UTC)),
        ("12:05 am on 1 January, 2024", datetime(2024, 1, 1, 0, 5, tzinfo=UTC)),
        ("12:30 pm on 1 January, 2024", datetime(2024, 1, 1, 12, 30, tzinfo=UTC)),
        ("2023-05-08T13:56:00Z", datetime(2023, 5, 8, 13, 56, tzinfo=UTC)),
        ("2023-05-08T13:56:00+08:00", datetime(2023, 5, 8, 13, 56, tzinfo=timezone(timedelta(hours=8)))),
        ("2023-05-08 13:56", datetime(2023, 5, 8, 13, 56, tzinfo=UTC)),
        ("2023-05-08", datetime(2023, 5, 8, tzinfo=UTC)),
        ("May 8, 2023 10:00", datetime(2023, 5, 8, 10, 0, tzinfo=UTC)),
        ("2023年5月8日 下午1:56", datetime(2023, 5, 8, 13, 56, tzinfo=UTC)),
        ("2023年5月8日", datetime(2023, 5, 8, tzinfo=UTC)),
        # a numeric date with its year last, read when its order shows (as LLMs write occurred_at at times)
        ("10/20/2024", datetime(2024, 10, 20, tzinfo=UTC)),  # month first: 20 is no month
        ("20/10/2024", datetime(2024, 10, 20, tzinfo=UTC)),  # day first: 20 is no month
        ("20.10.2024", datetime(2024, 10, 20, tzinfo=UTC)),
        ("10-20-2024", datetime(2024, 10, 20, tzinfo=UTC)),
        ("05/05/2024", datetime(2024, 5, 5, tzinfo=UTC)),  # either order, one day
        ("10/20/2024 3:00 pm", datetime(2024, 10, 20, 15, 0, tzinfo=UTC)),
    ],
)
def test_parse_datetime_loose(value: str, expected: datetime) -> None:
    assert parse_datetime_loose(value) == expected


@pytest.mark.parametrize(
    "value",
    [
        "",
        "garbage",
        "May 8",
        "yesterday",
        "25:00 on 8 May, 2023",
        "31 April 2023",
        "03/04/2024",  # March 4 or April 3: no date rather than a wrong one
        "31/02/2024",
        "10/20/24",  # a two-digit year: which number is the year is not known either
    ],
)
def test_parse_datetime_loose_refuses_what_it_cannot_place(value: str) -> None:
    assert parse_datetime_loose(value) is None


@pytest.mark.parametrize(
    ("text", "said", "iso"),
    [
        ("I went skiing on December 28.", datetime(2027, 1, 3, tzinfo=UTC), "2026-12-28"),
        ("a trip to Tokyo on January 25", datetime(2026, 12, 1, tzinfo=UTC), "2027-01-25"),
        ("我打算一月十号去北京", datetime(2026, 12, 15, tzinfo=UTC), "2027-01-10"),
        ("what did we do in December?", datetime(2027, 1, 10, tzinfo=UTC), "2026-12-01/2026-12-31"),
    ],
)
def test_a_date_without_a_year_is_the_nearest_across_new_year(text: str, said: datetime, iso: str) -> None:
    (mention,) = resolve_time_expressions(text, said)
    assert mention.iso() == iso


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("I was diagnosed with asthma in March.", "2026-03-01/2026-03-31"),  # past tense: the March behind
        ("We met in March.", "2026-03-01/2026-03-31"),
        ("I will start the new job in March.", "2027-03-01/2027-03-31"),  # future: the March ahead
        # "quit" after "to" or "will" is its present: a plan, the March ahead; said alone, the past
        ("I plan to quit my job in March.", "2027-03-01/2027-03-31"),
        ("I'll quit the band in March.", "2027-03-01/2027-03-31"),
        ("I quit my job in March.", "2026-03-01/2026-03-31"),
        ("I went hiking on December 28.", "2025-12-28"),
        ("The concert is on December 28.", "2026-12-28"),  # no tense said: the nearest
        ("我三月份确诊了哮喘", "2026-03-01/2026-03-31"),  # 了: the March behind
        ("我已经在三月份辞职", "2026-03-01/2026-03-31"),
        ("我打算三月份去日本", "2027-03-01/2027-03-31"),  # 打算: the March ahead
        ("我們三月會搬家", "2027-03-01/2027-03-31"),  # traditional: 會 is will
        ("三月开会讨论预算", "2027-03-01/2027-03-31"),  # 开会 is a meeting, not a tense: the nearest
        ("为了三月的考试在复习", "2027-03-01/2027-03-31"),  # 为了 is "for": the nearest
        ("十二月二十八号去爬山了", "2025-12-28"),
        ("我十二月二十八号去爬山，很期待", "2026-12-28"),  # the 了-less plan: the nearest
        # "getting married" is no past tense; an arrangement in the present progressive is ahead
        ("My sister is getting married in Valencia on 3 August.", "2027-08-03"),
        ("I'm signing up for the Bristol Half in September.", "2027-09-01/2027-09-30"),
        ("We got married on 3 August.", "2026-08-03"),
        # another clause's past tense is not the date's ("Tobi passed his test, and the party is on ...")
        ("Tobi passed his driving test, and the party is on 14 February.", "2027-02-14"),
        ("Tobi passed his driving test on 14 August, and I'm proud.", "2026-08-14"),
        # an arrangement made (约了, 定在: done, its day ahead); a clause saying neither in a message about what
        # is ahead (准备考研: the exam is ahead)
        ("我们约了八月三号去都江堰玩", "2027-08-03"),
        ("我们订婚了，日子定在八月三号", "2027-08-03"),
        ("我在准备考研，考试是八月三号", "2027-08-03"),
        ("The deadline is 3 August.", "2027-08-03"),
        # a move in the timetable's present, a clause after ", so" or ", I": ahead, whatever came before
        ("Delivery Hero made me an offer, so Berlin is happening, I move 1 August.", "2027-08-01"),
        ("Training for the Dublin marathon in August.", "2027-08-01/2027-08-31"),
        # an appointment held is ahead ("have got": held, no past); one had is behind
        ("I have a dentist appointment on October 20.", "2027-10-20"),
        ("She's got her driving test on March 3.", "2027-03-03"),
        ("I had a dentist appointment on October 20.", "2026-10-20"),
        # a day and month with the year said after it
        ("the wedding is on 12 June next year", "2027-06-12"),
        ("we met on 12 June last year", "2025-06-12"),
    ],
)
def test_a_date_without_a_year_follows_the_tense_of_its_sentence(text: str, iso: str) -> None:
    """Said on 2 December 2026: the nearest March is ahead, but "was diagnosed in March" is behind."""
    assert only(text, datetime(2026, 12, 2, 12, tzinfo=UTC)).iso() == iso


@pytest.mark.parametrize(
    ("text", "said", "iso"),
    [
        # a bare weekday: the coming one (today included), the last one in the past tense
        ("anything Friday?", datetime(2024, 5, 2, tzinfo=UTC), "2024-05-03"),
        ("refill the prescription on Friday", datetime(2025, 1, 26, tzinfo=UTC), "2025-01-31"),
        ("I saw her on Friday", datetime(2025, 1, 26, tzinfo=UTC), "2025-01-24"),
        # a day of the month, the end of the month, chat spellings of the units
        ("the refill is on the 20th", datetime(2024, 2, 11, tzinfo=UTC), "2024-02-20"),
        ("we got paid on the 28th", datetime(2024, 2, 11, tzinfo=UTC), "2024-01-28"),
        ("the 3rd of next month", datetime(2025, 1, 8, tzinfo=UTC), "2025-02-03"),
        ("rent is due by the end of the month", datetime(2024, 6, 2, tzinfo=UTC), "2024-06-24/2024-06-30"),
        ("gf sarah visiting next wknd", datetime(2024, 7, 20, tzinfo=UTC), "2024-07-27/2024-07-28"),
        ("moved in w me last wk", datetime(2025, 2, 8, tzinfo=UTC), "2025-01-27/2025-02-02"),
        # Chinese: a day of next month, traditional too
        ("下个月三号看牙", datetime(2025, 1, 8, tzinfo=UTC), "2025-02-03"),
        ("下個月十號要看眼科", datetime(2025, 1, 8, tzinfo=UTC), "2025-02-10"),
    ],
)
def test_chat_dates_resolve(text: str, said: datetime, iso: str) -> None:
    assert only(text, said).iso() == iso


@pytest.mark.parametrize(
    "text",
    [
        "我每週三晚上打羽毛球",
        "Black Friday sale",
        "I work on Fridays",
        "yoga every Friday",
        "on the 5th floor",
    ],
)
def test_names_and_repeats_are_no_dates(text: str) -> None:
    assert resolve_time_expressions(text, datetime(2025, 1, 8, tzinfo=UTC)) == []


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # a date taken back in the same breath leaves the one said instead
        ("i think bin day is tuesday. no wait sorry i meant thursday", "2025-01-09"),
        ("the appointment is on the 13th, sorry, on the 15th", "2025-01-15"),
        ("我们周二见，不对，应该是周四", "2025-01-09"),
    ],
)
def test_a_date_taken_back_leaves_the_one_said_instead(text: str, iso: str) -> None:
    assert only(text, datetime(2025, 1, 8, tzinfo=UTC)).iso() == iso


@pytest.mark.parametrize(
    "text", ["lol the weather here is unreal, 4 seasons in one day", "we did the whole trail in one day"]
)
def test_within_one_day_is_no_date(text: str) -> None:
    assert resolve_time_expressions(text, datetime(2025, 1, 8, tzinfo=UTC)) == []


_EN_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_CN_DAYS = "一二三四五六日"


def _day(text: str, said: datetime) -> str:
    return only(text, said).iso()


@pytest.mark.parametrize("said_on", range(7), ids=lambda n: f"said-on-{_EN_DAYS[n]}")
@pytest.mark.parametrize("weekday", range(7), ids=lambda n: _EN_DAYS[n])
def test_next_weekday_is_that_day_of_next_week_for_every_day_it_is_said(said_on: int, weekday: int) -> None:
    """One rule for every weekday, whichever day it is said on: "next Friday" is the Friday of next week, as 下周五
    is (said on a Thursday it is not tomorrow, the same day as "this Friday"), and the other ways of saying it
    agree with it; "Friday this week" is the current week's, "the Friday after next" 下下周五."""
    said = datetime(2026, 11, 30, 10, tzinfo=UTC) + timedelta(days=said_on)  # a Monday, plus said_on days
    name, cn = _EN_DAYS[weekday], _CN_DAYS[weekday]
    monday_next = datetime(2026, 12, 7).date()
    next_one = (monday_next + timedelta(days=weekday)).isoformat()
    assert _day(f"next {name}", said) == next_one
    for text in (f"下周{cn}", f"下个星期{cn}", f"{name} next week", f"on {name} of next week", f"next week {name}",
                 f"next week on {name}", f"next week's {name}"):  # fmt: skip
        assert _day(text, said) == next_one, text
    this_one = (monday_next - timedelta(weeks=1) + timedelta(days=weekday)).isoformat()
    assert _day(f"{name} this week", said) == this_one
    after_next = (monday_next + timedelta(weeks=1, days=weekday)).isoformat()
    for text in (f"the {name} after next", f"下下周{cn}"):
        assert _day(text, said) == after_next, text
    last_week = (monday_next - timedelta(weeks=2) + timedelta(days=weekday)).isoformat()
    assert _day(f"{name} last week", said) == last_week == _day(f"上周{cn}", said)


@pytest.mark.parametrize("said_on", range(7), ids=lambda n: f"said-on-{_EN_DAYS[n]}")
@pytest.mark.parametrize("weekday", range(7), ids=lambda n: _EN_DAYS[n])
def test_this_weekday_is_the_first_one_on_or_after_the_day_it_is_said(said_on: int, weekday: int) -> None:
    """ "this Friday" (这周五, 本周五, a bare 周五) is the Friday of the current week while it is still ahead (said
    on a Thursday: tomorrow), the coming one once it has passed (said on a Saturday: six days away, never
    yesterday), today when said on a Friday; in the past tense the latest one on or before the day it is said."""
    said = datetime(2026, 11, 30, 10, tzinfo=UTC) + timedelta(days=said_on)  # a Monday, plus said_on days
    name, cn, today = _EN_DAYS[weekday], _CN_DAYS[weekday], said.date()
    ahead = today + timedelta(days=(weekday - said_on) % 7)
    assert 0 <= (ahead - today).days < 7
    if weekday >= said_on:  # still ahead this week (or today): the current week's, as before
        assert ahead == datetime(2026, 11, 30).date() + timedelta(days=weekday)
    for text in (f"this {name}", f"My exam is this {name}.", f"I'll call her this {name}", f"这周{cn}",
                 f"本周{cn}", f"周{cn}", f"星期{cn}", f"我这周{cn}要考试", f"本周{cn}有个会", f"this {name[:3]}"):  # fmt: skip
        assert _day(text, said) == ahead.isoformat(), text
    behind = today - timedelta(days=(said_on - weekday) % 7)
    for text in (f"I saw her this {name}", f"this {name} I went to the dentist", f"这周{cn}我去了医院",
                 f"本周{cn}我已经交了报告"):  # fmt: skip
        assert _day(text, said) == behind.isoformat(), text
    assert _day(f"two weeks from this {name}", said) == (ahead + timedelta(weeks=2)).isoformat()
    # the week named stays the week named: "Friday this week", "the week" of 这周
    assert _day(f"{name} this week", said) == (today - timedelta(days=said_on - weekday)).isoformat()
    week = f"{today - timedelta(days=said_on)}/{today + timedelta(days=6 - said_on)}"
    assert _day("这周", said) == _day("this week", said) == week


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # said on Saturday 5 December 2026
        ("My exam is this Friday.", "2026-12-11"),  # the coming Friday, not yesterday
        ("我这周五考试", "2026-12-11"),
        ("this Sunday", "2026-12-06"),
        ("this Saturday", "2026-12-05"),  # today
        ("I went there this Friday", "2026-12-04"),  # the past tense: yesterday
        ("next Friday", "2026-12-11"),
        ("last Friday", "2026-12-04"),
        ("上周五", "2026-11-27"),
        ("下周五", "2026-12-11"),
        ("Friday this week", "2026-12-04"),
    ],
)
def test_a_weekday_said_on_a_saturday(text: str, iso: str) -> None:
    assert _day(text, datetime(2026, 12, 5, 10, tzinfo=UTC)) == iso


@pytest.mark.parametrize("said_on", range(7), ids=lambda n: f"said-on-{_EN_DAYS[n]}")
@pytest.mark.parametrize("weekday", range(7), ids=lambda n: _EN_DAYS[n])
def test_the_coming_weekday_and_weeks_from_a_day(said_on: int, weekday: int) -> None:
    """ "this coming Friday" is the first Friday after the day it is said; "a week from Friday" a week after the
    Friday "on Friday" names (the coming one, today included); "a week from tomorrow" a week after tomorrow."""
    said = datetime(2026, 11, 30, 10, tzinfo=UTC) + timedelta(days=said_on)
    name, today = _EN_DAYS[weekday], said.date()
    coming = today + timedelta(days=(weekday - today.weekday()) % 7 or 7)
    assert _day(f"this coming {name}", said) == coming.isoformat()
    on_day = datetime.fromisoformat(_day(f"the exam is on {name}", said)).date()
    assert 0 <= (on_day - today).days < 7
    assert _day(f"the exam is a week from {name}", said) == (on_day + timedelta(weeks=1)).isoformat()
    assert _day(f"two weeks from {name}", said) == (on_day + timedelta(weeks=2)).isoformat()
    assert _day(f"a week on {name}", said) == (on_day + timedelta(weeks=1)).isoformat()
    assert _day("a week from tomorrow", said) == (today + timedelta(days=8)).isoformat()


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # said on Thursday 3 December 2026, as the evaluator's user did
        ("My exam is tomorrow.", "2026-12-04"),
        ("My exam is this Friday.", "2026-12-04"),
        ("My exam is next Friday.", "2026-12-11"),
        ("My exam is Friday next week.", "2026-12-11"),
        ("My exam is a week from Friday.", "2026-12-11"),
        ("My exam is next Thursday.", "2026-12-10"),
        ("the party is the Friday after next", "2026-12-18"),
        ("we're off the week after next", "2026-12-14/2026-12-20"),
        ("I saw her the Monday before last", "2026-11-23"),
        ("我下周五考试", "2026-12-11"),
    ],
)
def test_a_weekday_said_on_a_thursday(text: str, iso: str) -> None:
    assert _day(text, datetime(2026, 12, 3, 10, tzinfo=UTC)) == iso


@pytest.mark.parametrize(
    ("text", "isos"),
    [
        # a weekday and a week not said together stay apart; a named day is no weekday of the week
        ("I saw him on Friday. Next week I'll go again", ["2026-11-27", "2026-12-07/2026-12-13"]),
        ("Black Friday next week", ["2026-12-07/2026-12-13"]),
        ("I spent a week on Friday's report", []),
        ("yoga every Friday", []),
    ],
)
def test_a_weekday_beside_a_week_only_when_said_together(text: str, isos: list[str]) -> None:
    mentions = resolve_time_expressions(text, datetime(2026, 12, 3, 10, tzinfo=UTC))
    assert [m.iso() for m in mentions] == isos


# Monday 4 May 2026, morning.
_MAY_4 = datetime(2026, 5, 4, 8, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # the tense of the verb that governs the date, not a past word elsewhere in the message
        ("Sorry, I was wrong: the conference is on the 16th of May, not the 14th.", "2026-05-16"),
        ("Sorry, I was wrong, the conference is on the 16th of May.", "2026-05-16"),
        ("I was wrong: it's on 16 May.", "2026-05-16"),
        ("I went to the doctor and will go back on the 16th of May.", "2026-05-16"),
        ("更正一下，会议其实是5月16号。", "2026-05-16"),
        # a visit or a move in the timetable's present governs its day, not the past said before it
        ("The dishwasher broke, repair guy comes Thursday.", "2026-05-07"),
        ("the fridge broke, the guy gets here Friday", "2026-05-08"),
        ("I broke my phone, the new one arrives Friday", "2026-05-08"),
        ("The landlord said the plumber comes by Wednesday morning", "2026-05-06"),
        # the day something is moved to is its new day, ahead, whatever the tense of the move
        ("The conference was moved to the 16th of May.", "2026-05-16"),
        ("They postponed the launch to 3 June.", "2026-06-03"),
        ("The meeting has been rescheduled to the 20th.", "2026-05-20"),
        ("The dentist moved my appointment to the 25th.", "2026-05-25"),
        ("牙医预约改到25号了。", "2026-05-25"),
        ("会议推迟到5月20号了", "2026-05-20"),
        # a day of the month alone: the next one, unless said in the past tense
        ("My dentist appointment is on the 25th.", "2026-05-25"),
        ("Rent is due on the 1st.", "2026-06-01"),
        ("Submit it before the 25th.", "2026-05-25"),
        ("我们25号见", "2026-05-25"),
        # a deadline: the month ahead
        ("I want to save £20,000 by December.", "2026-12-01/2026-12-31"),
        ("I'm away until March.", "2027-03-01/2027-03-31"),
        ("我想在12月前存够两万", "2026-12-01/2026-12-31"),
        ("论文12月底之前交", "2026-12-01/2026-12-31"),
    ],
)
def test_a_date_ahead_is_read_from_the_verb_that_governs_it(text: str, iso: str) -> None:
    assert only(text, _MAY_4).iso() == iso


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # said in the past tense, a date stays behind
        ("I was there on the 16th.", "2026-04-16"),
        ("We met on the 25th.", "2026-04-25"),
        ("I paid rent on the 1st.", "2026-05-01"),
        ("We called him on the 25th.", "2026-04-25"),
        ("I moved to Berlin on the 3rd.", "2026-05-03"),  # a move to a place names no new day
        ("We moved to Lisbon in March.", "2026-03-01/2026-03-31"),
        ("I had finished it by March.", "2026-03-01/2026-03-31"),
        ("I lived there until March.", "2026-03-01/2026-03-31"),
        ("我25号去了医院", "2026-04-25"),
        ("我是在三月份辞职了", "2026-03-01/2026-03-31"),
        ("3个月前我去了日本", "2026-02-01/2026-02-28"),  # 个月前 is still "months ago"
        ("I saw her on Tuesday.", "2026-04-28"),
        # what holds since a day began on it ("is" governs the state, "since" the day)
        ("My left calf is tight since Saturday.", "2026-05-02"),
        ("I've been sick since the 1st.", "2026-05-01"),
        ("She is at home since Friday", "2026-05-01"),
        ("自从周六我的小腿就很紧", "2026-05-02"),
        # a weekday said once is a day
        ("I'll see you on Tuesday.", "2026-05-05"),
        ("我周二去游泳", "2026-05-05"),
        ("这周二闭店一天", "2026-05-05"),
        # (one weekend, one working day: as before)
        ("周末一起吃饭吧", "2026-05-09/2026-05-10"),
        ("这周六也上班", "2026-05-09"),
        ("下周一到周五早上八点上班", "2026-05-11/2026-05-15"),
    ],
)
def test_a_date_said_in_the_past_stays_behind(text: str, iso: str) -> None:
    assert only(text, _MAY_4).iso() == iso


@pytest.mark.parametrize(
    "text",
    [
        # a weekday kept as a standing rule or a habit is no one day
        "店里周二闭店。",
        "我在长沙开了家奶茶店，店里周二闭店。",
        "闭店日挪到周四了",
        "我每逢周二去游泳",
        "我周二都去游泳",
        "周二和周四都不营业",
        "the shop is closed on Tuesdays",
        "We play on Tuesday nights.",
        "The bins go out on a Tuesday.",
        "My day off is Tuesday.",
        "we meet every other Tuesday",
        # a weekend said as a habit, a working week with its hours, a working day said with 也
        "我周末一般在家",
        "我一般周末去健身房",
        "周末通常睡懒觉",
        "周一到周五早上八点上班",
        "周一至周五9点到18点营业",
        "我们公司周六也上班",
        # a number before 号 that is no day
        "坐3号线去",
        "住5号楼",
        "买两节5号电池",
    ],
)
def test_habits_and_numbers_are_no_dates(text: str) -> None:
    assert resolve_time_expressions(text, _MAY_4) == []


#: Saturday 5 December 2026.
_DEC_5 = datetime(2026, 12, 5, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # the end of a month is its last seven days, in Chinese as in English
        ("月底要交年度报告", "2026-12-25/2026-12-31"),
        ("这个月底搬家", "2026-12-25/2026-12-31"),
        ("下个月底去日本", "2027-01-25/2027-01-31"),
        ("上个月末发了奖金", "2026-11-24/2026-11-30"),
        ("by the end of the month", "2026-12-25/2026-12-31"),
        # the end of a year is its December
        ("年底前要把房子装修好", "2026-12-01/2026-12-31"),
        ("明年年底结婚", "2027-12-01/2027-12-31"),
        ("去年年末换了工作", "2025-12-01/2025-12-31"),
        ("2027年底毕业", "2027-12-01/2027-12-31"),
        ("I want to run a marathon by the end of the year.", "2026-12-01/2026-12-31"),
        ("We plan to move at the end of next year.", "2027-12-01/2027-12-31"),
    ],
)
def test_the_end_of_a_month_or_a_year(text: str, iso: str) -> None:
    assert only(text, _DEC_5).iso() == iso


@pytest.mark.parametrize("text", ["少年末路", "期末考试考完了", "这周末去爬山"])
def test_an_end_that_is_no_month_or_year_end(text: str) -> None:
    assert all(m.granularity != "period" for m in resolve_time_expressions(text, _DEC_5))


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # the nearest one, in the tense of its sentence; the year when named
        ("国庆节我们去了云南", "2026-10-01/2026-10-07"),
        ("我国庆去云南旅游了", "2026-10-01/2026-10-07"),
        ("明年国庆去新疆", "2027-10-01/2027-10-07"),
        ("十一长假去哪玩？", "2026-10-01/2026-10-07"),
        ("我打算五一回老家", "2027-05-01/2027-05-05"),
        ("去年五一去了青岛", "2025-05-01/2025-05-05"),
        ("春节前回家", "2027-02-05/2027-02-11"),
        ("今年春节我回了老家", "2026-02-16/2026-02-22"),
        # (this year's said late in it and not in the past: the one that ends it)
        ("今年过年回家吗", "2027-02-05/2027-02-11"),
        ("今年过年不回去了", "2027-02-05/2027-02-11"),
        ("今年除夕在哪过", "2027-02-05"),
        ("今年春节去哪玩了", "2026-02-16/2026-02-22"),
        ("除夕夜在爸妈家吃饺子", "2027-02-05"),
        ("2025年春节", "2025-01-28/2025-02-03"),
        ("2019年春节", "2019-02-04/2019-02-10"),
        ("1985年春节", "1985-01-01/1985-12-31"),  # before the lunar table (1990-2060): its year
        ("元旦放假三天", "2027-01-01"),
        ("圣诞节快乐", "2026-12-25"),
        ("I'll see my parents at Christmas.", "2026-12-25"),
        ("What did we do last Christmas?", "2025-12-25"),
        ("We're hosting next Thanksgiving.", "2027-11-25"),
        ("We hosted Thanksgiving at our place.", "2026-11-26"),
        ("New Year's Eve party at Dana's", "2026-12-31"),
        ("Valentine's Day dinner is booked.", "2027-02-14"),
        ("Halloween 2025 was fun", "2025-10-31"),
    ],
)
def test_a_holiday_is_the_days_it_falls_on(text: str, iso: str) -> None:
    assert only(text, _DEC_5).iso() == iso


@pytest.mark.parametrize(
    "text",
    ["王国庆是我同事", "约了李国庆吃饭", "五一广场见", "十一点见", "圣诞老人", "超过年龄了", "吃元宵", "每年春节都回家",
     "every Christmas we go skiing"],
)  # fmt: skip
def test_a_name_or_every_holiday_is_no_date(text: str) -> None:
    assert resolve_time_expressions(text, _DEC_5) == []


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # a fortnight is two weeks, half a month (半个月) fifteen days, as their numbered forms are read
        ("We met a fortnight ago.", "2026-11-16/2026-11-22"),
        ("I'm flying to Lisbon in a fortnight.", "2026-12-14/2026-12-20"),
        ("What did I spend over the past fortnight?", "2026-11-21/2026-12-05"),
        ("半个月前我去了成都", "2026-11-16/2026-11-22"),
        ("半个月后搬家", "2026-12-14/2026-12-20"),
        ("最近半个月我睡得不好", "2026-11-20/2026-12-05"),
    ],
)
def test_a_fortnight_and_half_a_month(text: str, iso: str) -> None:
    assert only(text, _DEC_5).iso() == iso


@pytest.mark.parametrize(
    "text",
    [
        "We changed plans, leaving next Saturday, November 14",
        "我们改了去潮汕 下周六出发 11月14号",
        "桂林最后去唔成 我哋改咗去潮汕食嘢 下个礼拜六出发 11月14号",
    ],
)
def test_a_day_named_twice_is_one_day_not_the_same_day_a_year_apart(text: str) -> None:
    """'November 14' beside a past verb took last year's; the text names the day as next Saturday too."""
    said = datetime(2026, 11, 6, 16, 40, tzinfo=UTC)
    assert mentioned_dates(text, said) == "2026-11-14"


# Monday 7 December 2026: the weekend just past is 5-6 December, the coming one 12-13 December.
_MON_DEC_7 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # told in the past tense on a weekday, the weekend is the one just past
        ("周末我们全家去爬了香山。", "2026-12-05/2026-12-06"),
        ("我周末跟朋友吃了火锅", "2026-12-05/2026-12-06"),
        ("这周末我回了趟老家", "2026-12-05/2026-12-06"),
        ("This weekend I went to my parents' place.", "2026-12-05/2026-12-06"),
        ("Over the weekend we drove to the coast.", "2026-12-05/2026-12-06"),
        ("I went to the beach at the weekend.", "2026-12-05/2026-12-06"),
        ("What did you do this weekend?", "2026-12-05/2026-12-06"),
        # ahead or planned, the coming one
        ("周末打算去爬山", "2026-12-12/2026-12-13"),
        ("周末要加班", "2026-12-12/2026-12-13"),
        ("This weekend I'm helping my brother move house.", "2026-12-12/2026-12-13"),
        ("Let's catch up over the weekend.", "2026-12-12/2026-12-13"),
        ("I'll paint the fence on the weekend.", "2026-12-12/2026-12-13"),
        ("上周末去了趟杭州", "2026-12-05/2026-12-06"),
        # the past of another verb, or a weekend from now on: not the one just past
        ("招了两个兼职大学生 周末来", "2026-12-12/2026-12-13"),
        ("我老婆换工作了 以后周末能一起出去了", "2026-12-12/2026-12-13"),
        ("我看了一个跑团 周末也有晨跑活动", "2026-12-12/2026-12-13"),
    ],
)
def test_a_weekend_told_in_the_past_is_the_one_just_past(text: str, iso: str) -> None:
    assert only(text, _MON_DEC_7).iso() == iso


@pytest.mark.parametrize(
    "text", ["I usually work on the weekend.", "We go to church on the weekend.", "I play golf on weekends."]
)
def test_a_weekend_said_as_a_habit_is_no_date(text: str) -> None:
    assert resolve_time_expressions(text, _MON_DEC_7) == []


# Wednesday 4 March 2026.
_MAR_4 = datetime(2026, 3, 4, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # a third of a month: days 1-10, 11-20, 21 to the end; "the end of March" its last seven days
        ("We're going to Japan in mid-April.", "2026-04-11/2026-04-20"),
        ("My sister's wedding is in late May.", "2026-05-21/2026-05-31"),
        ("late May we move", "2026-05-21/2026-05-31"),
        ("I'm starting my new job in early June.", "2026-06-01/2026-06-10"),
        ("We moved here in early March.", "2026-03-01/2026-03-10"),  # past: this March's, begun
        ("the middle of June", "2026-06-11/2026-06-20"),
        ("at the start of April", "2026-04-01/2026-04-10"),
        ("the end of March", "2026-03-25/2026-03-31"),
        ("mid-May 2027", "2027-05-11/2027-05-20"),
        ("early March next year", "2027-03-01/2027-03-10"),
        ("early next month", "2026-04-01/2026-04-10"),
        ("the beginning of next month", "2026-04-01/2026-04-10"),
        ("4月中旬要出差", "2026-04-11/2026-04-20"),
        ("三月初我去了日本", "2026-03-01/2026-03-10"),
        ("3月下旬", "2026-03-21/2026-03-31"),
        ("3月中要出差", "2026-03-11/2026-03-20"),
        ("去年10月下旬", "2025-10-21/2025-10-31"),
        ("2027年1月上旬", "2027-01-01/2027-01-10"),
        ("下个月初我要去上海出差", "2026-04-01/2026-04-10"),
        ("上个月中旬我去了医院", "2026-02-11/2026-02-20"),
        ("中旬我要去北京开会", "2026-03-11/2026-03-20"),
        ("月初我去了趟北京", "2026-03-01/2026-03-10"),
        # no part of a month: a lunar day, a word, "during this month", every month
        ("3月中国经济增长", "2026-03-01/2026-03-31"),
        ("十月初一", "2025-11-20"),  # a lunar day (初一): its day of the calendar, not early October
        ("正月初五回老家", "2026-02-21"),
        ("这个月中我去了三次健身房", "2026-03-01/2026-03-31"),
        ("late March 3rd", "2026-03-03"),
    ],
)
def test_early_mid_and_late_in_a_month(text: str, iso: str) -> None:
    assert only(text, _MAR_4).iso() == iso


@pytest.mark.parametrize("text", ["每月初交房租", "在岁月中成长", "I'm running late may I call you back?"])
def test_no_part_of_a_month(text: str) -> None:
    assert resolve_time_expressions(text, _MAR_4) == []


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # a numeric date in a sentence, its order read from its numbers as parse_datetime_loose reads it
        ("I moved here on 03/15/2024.", "2024-03-15"),
        ("I moved here on 15/03/2024.", "2024-03-15"),
        ("born 10-20-1990", "1990-10-20"),
        ("the lease started 20.10.2025", "2025-10-20"),
        ("My flight is on 3/15.", "2026-03-15"),
        ("We met on 15/3.", "2025-03-15"),  # the past: the latest one
        ("The report is due 4/20.", "2026-04-20"),
        # "a couple" as "a couple of"
        ("I'm moving in a couple weeks.", "2026-03-16/2026-03-22"),
        ("a couple days ago", "2026-03-02"),
    ],
)
def test_numeric_dates_and_a_couple_in_a_sentence(text: str, iso: str) -> None:
    assert only(text, _MAR_4).iso() == iso


@pytest.mark.parametrize(
    "text",
    [
        "I moved here on 03/04/2024.",  # either order: no date
        "We're open 24/7.",
        "I'm on 24/7 call.",
        "I rated it 7/10.",
        "Add 1/2 cup of sugar.",
        "version 1.15.2024.3",
        "the score was 3/4",
    ],
)
def test_no_numeric_date(text: str) -> None:
    assert resolve_time_expressions(text, _MAR_4) == []


# Monday 2 February 2026: next Wednesday is the 11th, this week's Friday the 6th.
_FEB_2 = datetime(2026, 2, 2, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "days"),
    [
        # a weekday said alone after another weekday ahead, in its sentence, is the first one after it
        ("下周三我要去上海出差，周五回来。", ["2026-02-11", "2026-02-13"]),
        ("下个礼拜二去北京，礼拜四回", ["2026-02-10", "2026-02-12"]),
        ("I fly out next Wednesday and come back Friday.", ["2026-02-11", "2026-02-13"]),
        ("next Tues I fly, back on Thu", ["2026-02-10", "2026-02-12"]),
        ("next Friday we leave, back Monday", ["2026-02-13", "2026-02-16"]),
        # another sentence, or a day that is no weekday, places nothing
        ("next Wednesday I fly out. Friday I have a call.", ["2026-02-11", "2026-02-06"]),
        ("the party is on the 20th, and I leave Friday", ["2026-02-20", "2026-02-06"]),
        ("下周三要交报告，这周五先开个会", ["2026-02-11", "2026-02-06"]),
        ("周三去上海，周五回来", ["2026-02-04", "2026-02-06"]),
        # a weekday earlier in the week is no return: that week's (a lesson moved to Sunday, Saturday taken)
        ("改到下周日下午了，因为下周六老师不在", ["2026-02-15", "2026-02-14"]),
        ("换成下周日上午了 周六要上辅修课", ["2026-02-15", "2026-02-14"]),
        ("下周五走，周一回来", ["2026-02-13", "2026-02-16"]),
    ],
)
def test_a_weekday_after_another_in_its_sentence_follows_it(text: str, days: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, _FEB_2)] == days


# Monday 16 February 2026.
_FEB_16 = datetime(2026, 2, 16, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # a day in digits typed without 日/号, and the Beijing 昨儿 / 今儿 / 明儿
        ("我3月15去杭州参加婚礼。", "2026-03-15"),
        ("2025年3月8", "2025-03-08"),
        ("昨儿跟老婆去看了场电影", "2026-02-15"),
        ("今儿真冷", "2026-02-16"),
        ("明儿个见", "2026-02-17"),
        # a number with its unit after a month is no day
        ("5月20公斤", "2026-05-01/2026-05-31"),
        ("去年3月12个人来过", "2025-03-01/2025-03-31"),
        ("8月3.5万", "2026-08-01/2026-08-31"),
        ("3月3小时", "2026-03-01/2026-03-31"),
    ],
)
def test_chinese_dates_as_typed_in_a_chat(text: str, iso: str) -> None:
    assert only(text, _FEB_16).iso() == iso


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # "this past Monday" was read as "Monday", the coming one; "this coming weekend" named no time
        ("This past Monday I had my interview at Stripe.", "2026-03-02"),
        ("the past Friday", "2026-02-27"),
        ("We're going camping this coming weekend.", "2026-03-07/2026-03-08"),
        ("the upcoming weekend", "2026-03-07/2026-03-08"),
        ("I'm busy the coming week.", "2026-03-09/2026-03-15"),
    ],
)
def test_this_past_and_this_coming(text: str, iso: str) -> None:
    assert only(text, _MAR_4).iso() == iso


def test_this_coming_weekend_said_on_a_weekend_is_the_next() -> None:
    assert (
        only("this coming weekend", datetime(2026, 3, 7, 10, 0, tzinfo=UTC)).iso() == "2026-03-14/2026-03-15"
    )


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # 是…的 tells what was done: the weekday is the one past, not the coming one
        ("我周一去的医院", "2026-03-02"),
        ("我是周一到的北京", "2026-03-02"),
        ("周五回来的", "2026-02-27"),
        # 的话 (if), 要去的 (to go), a possessive: as before
        ("周五去的话记得带伞", "2026-03-06"),
        ("我周五要去的地方很远", "2026-03-06"),
        ("我的周五", "2026-03-06"),
    ],
)
def test_what_was_done_told_with_de_is_past(text: str, iso: str) -> None:
    assert only(text, _MAR_4).iso() == iso


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # half a year, as six months
        ("半年前我换了工作", "2025-09-01/2025-09-30"),
        ("半年后毕业", "2026-09-01/2026-09-30"),
        ("最近半年一直在加班", "2025-09-04/2026-03-04"),
        ("Half a year ago I moved to Leeds.", "2025-09-01/2025-09-30"),
        ("We'll be done in half a year.", "2026-09-01/2026-09-30"),
    ],
)
def test_half_a_year(text: str, iso: str) -> None:
    assert only(text, _MAR_4).iso() == iso


def test_no_half_year_in_a_year_and_a_half() -> None:
    assert resolve_time_expressions("一年半前", _MAR_4) == []
