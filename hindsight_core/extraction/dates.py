"""Time expressions in English and Chinese, resolved against a reference time.

Pure functions, used by extraction (dates mentioned in a step) and by recall (time filters in a query)::

    >>> from datetime import datetime, UTC
    >>> [m.start.date().isoformat() for m in resolve_time_expressions("昨天 and 8 May 2023",
    ...     datetime(2023, 5, 10, tzinfo=UTC))]
    ['2023-05-09', '2023-05-08']

Conventions: weeks start on Monday (ISO); ``end`` is exclusive; "last Friday" is the latest Friday before
the reference day, "next Friday" the Friday of next week, as 下周五 is (said on a Thursday: "next Friday" is
eight days away, "next Thursday" a week away, every weekday alike); "this Friday" (这周五, 本周五, and a bare
周五) is the first Friday on or after the reference day: the Friday of the current week while it is still
ahead (said on a Thursday it is tomorrow), the coming one once it has passed (said on a Saturday it is six days
away, not yesterday: people say "this Friday" on a weekend for the next one), and in the past tense ("I saw
her this Monday", 这周一我去了医院) the latest one on or before the reference day; "Friday this week" names the
week and is always the current week's; "this weekend" (周末, "over the weekend") is the current week's, in the past
tense the one just past (周末去爬山了 said on a Monday); "this coming Friday" is the first one after the reference day (a weekday said alone after another ahead in its sentence,
"next Wednesday ... back Friday", 下周三去，周五回来, the first one after that), "the
Friday after next" (下下周五) the one a week after next Friday, "Friday next week" / "next week Friday" next
Friday, "a week from Friday" a week after the coming one;
a numeric date is read in the order its numbers show ("03/15/2024", "15/03/2024", "on 3/15"; "03/04/2024", which
could be either, is none); a day or month without a year ("on December 28", "in March", "一月十号") is the nearest one to the
reference day (the one just past or the one ahead, whichever is closer); a day of the month alone ("on the 25th",
25号) is the next such day (today included); "early / mid / late March" (3月初, 3月中旬, 下个月初, 下旬) a third of
that month (days 1-10, 11-20, 21 to its end), "the end of March" its last seven days; a deadline ("by December", 12月前) is the one ahead. Each of these,
said in the past tense, is the latest one; in the future tense the first one ahead. The tense is that of the
verb governing the date in its clause, and a day something is moved to is ahead; a weekday said as a standing
rule (店里周二闭店, "on Tuesday nights") is no date (``tense``). Naive datetimes are taken as UTC.

The English rules are in :mod:`~hindsight_core.extraction.dates_en`, the Chinese ones in
:mod:`~hindsight_core.extraction.dates_zh`, the calendar they resolve against in
:mod:`~hindsight_core.extraction.date_calendar`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from hindsight_core.extraction.date_calendar import MOVED_BEFORE, Calendar, DateRule, Granularity
from hindsight_core.extraction.date_challenges import CHALLENGE_RULES
from hindsight_core.extraction.date_holiday_days import holiday_days_named
from hindsight_core.extraction.date_holidays import HOLIDAY_RULES
from hindsight_core.extraction.date_lunar import LUNAR_RULES
from hindsight_core.extraction.date_offsets import days_offset
from hindsight_core.extraction.date_short_days import SHORT_DAY_RULES
from hindsight_core.extraction.date_spans import SPAN_RULES
from hindsight_core.extraction.date_weekday_dated import WEEKDAY_DATED_RULES
from hindsight_core.extraction.date_weeks import WEEK_RULES
from hindsight_core.extraction.date_weeks_apart import weeks_named_apart
from hindsight_core.extraction.dates_en import (
    _FULL_WEEKDAYS,
    _MONTH_RE,
    _NO_NOUN_AFTER,
    _SHORT_WEEKDAYS,
    _WEEKDAY_RE,
    EN_RULES,
    month_and_day,
)
from hindsight_core.extraction.dates_zh import _CN_NUM_RE, CN_SPACED, CN_WEEK, ZH_RULES
from hindsight_core.extraction.screen import Screen
from hindsight_core.extraction.tense import tense_at, tense_of
from hindsight_core.models import ensure_aware
from hindsight_core.text import FOLDED_TO_ASCII, chinese_number, from_cantonese, to_simplified


@dataclass(frozen=True, slots=True)
class TimeMention:
    """One time expression found in a text.

    Attributes:
        text: The matched span as written.
        start: First instant of the interval it denotes.
        end: First instant after the interval (exclusive).
        granularity: ``day``, ``week``, ``weekend``, ``month``, ``year`` or ``period`` ("the past 3 days").
        span: ``(start, end)`` character offsets in the input.
        relative: True when the reference time was needed to resolve it ("yesterday", "May 8").
    """

    text: str
    start: datetime
    end: datetime
    granularity: Granularity
    span: tuple[int, int]
    relative: bool

    def iso(self) -> str:
        """``2023-05-08`` for a day, ``2023-05-01/2023-05-31`` (inclusive dates) for anything longer."""
        first = self.start.date()
        last = (self.end - timedelta(days=1)).date()
        return first.isoformat() if last <= first else f"{first.isoformat()}/{last.isoformat()}"


# -- public API -----------------------------------------------------------------------------------------


#: Every rule, English, Chinese, the holidays and the lunar dates, then the weeks named by a day or a month and the stretches said with
#: numbers, screened by the words it needs (the lists are complete at import).
_RULE_SCREEN: Screen[DateRule] = Screen(
    [
        *EN_RULES,
        *ZH_RULES,
        *HOLIDAY_RULES,
        *LUNAR_RULES,
        *WEEK_RULES,
        *SPAN_RULES,
        *WEEKDAY_DATED_RULES,
        *SHORT_DAY_RULES,
        *CHALLENGE_RULES,
    ],
    key=lambda rule: rule.pattern,
)


def resolve_time_expressions(text: str, reference: datetime) -> list[TimeMention]:
    """Find and resolve every time expression in ``text``, in order of appearance.

    Overlapping matches keep the longest ("the day before yesterday" over "yesterday", "上周五" over "上周"),
    and nothing inside an invalid date ("30 Feb 2023") is reported.

    Args:
        text: English and/or Chinese text.
        reference: The moment the text was written; relative expressions resolve against it.

    Returns:
        Non-overlapping mentions sorted by position; invalid dates ("30 Feb 2023") are skipped.
    """
    text = CN_SPACED.sub("", from_cantonese(to_simplified(text)))  # (听日 is 明天, spans kept)
    text = text.translate(FOLDED_TO_ASCII)  # "ſunday" is matched as Sunday, and read as it: one letter each
    ctx = Calendar(reference)
    found: list[TimeMention] = []
    rejected: list[tuple[int, int]] = []
    for rule in _RULE_SCREEN.candidates(text):
        for match in rule.pattern.finditer(text):
            try:
                resolved = rule.handler(match, ctx)
            except (ValueError, OverflowError):  # at the calendar's edge ("9999-12-31" + 1 day)
                resolved = None
            if resolved is None:
                rejected.append(match.span())
                continue
            start, end, granularity = resolved
            relative = rule.relative or not _has_year(match[0])  # "May 8" takes the reference year
            found.append(TimeMention(match[0], start, end, granularity, match.span(), relative))
    # "Feb 2023" inside an invalid "30 Feb 2023" is not a mention of February.
    found = [
        m
        for m in found
        if not any(a <= m.span[0] and m.span[1] <= b and (a, b) != m.span for a, b in rejected)
    ]
    found.sort(key=lambda m: (m.span[0], -(m.span[1] - m.span[0])))
    kept: list[TimeMention] = []
    for mention in found:
        if kept and mention.span[0] < kept[-1].span[1]:
            continue
        kept.append(mention)
    joined = _ranges_joined(
        text, ctx, _one_day_named_twice(_week_carried(text, ctx.today, _not_taken_back(text, kept)))
    )
    return holiday_days_named(text, ctx, weeks_named_apart(text, ctx.today, days_offset(text, joined)))


# A weekday said alone ("Friday", "on Fri", 周五), which a weekday named before it in its sentence can place.
_BARE_WEEKDAY = re.compile(
    rf"(?:on\s+|for\s+|by\s+|till\s+|until\s+)?(?:{_FULL_WEEKDAYS}|{_SHORT_WEEKDAYS})|{CN_WEEK}[一二三四五六日天1-7]",
    re.IGNORECASE,
)
_A_WEEKDAY = re.compile(rf"\b(?:{_WEEKDAY_RE})\b|{CN_WEEK}[一二三四五六日天1-7]", re.IGNORECASE)


# a return said right before the weekday ("back Monday", "home on Sunday") or after it (周一回来, 礼拜四回)
_ZH_RETURN_AFTER = re.compile(r"\s*(?:就|再)?(?:回来|回|返回|返程)")
_RETURN = re.compile(
    r"\b(?:back|return(?:ing)?|home|fly\s+back|flying\s+back)\b(?:\s+on)?\s*$|(?:回来|返回|返程)(?:是|在)?\s*$",
    re.I,
)


def _week_carried(text: str, today: date, mentions: list[TimeMention]) -> list[TimeMention]:
    """A weekday said alone after another weekday ahead in the same sentence is in that one's week, not this one:
    "flying out next Wednesday, back Friday", 下周三去上海出差，周五回来 (the Friday after, not this week's), 改到下周日了，
    因为下周六老师不在 (the Saturday before it); a return ("back Monday", 周一回来) is the first such weekday after it.

    >>> said = datetime(2026, 2, 2, tzinfo=UTC)  # a Monday
    >>> [m.iso() for m in resolve_time_expressions("下周三我要去上海出差，周五回来。", said)]
    ['2026-02-11', '2026-02-13']
    """
    out: list[TimeMention] = []
    for mention in mentions:
        before = out[-1] if out else None
        if (
            before is not None
            and before.granularity
            in ("day", "period")  # (a stretch of weekdays: "Thu-Sun in Austin, back Monday")
            and mention.granularity == "day"
            and before.start.date() > today
            and _A_WEEKDAY.search(before.text)
            and mention.start < before.start
            and _BARE_WEEKDAY.fullmatch(mention.text)
            and not re.search(r"[.!?。！？;；\n]", text[before.span[1] : mention.span[0]])
        ):
            if _RETURN.search(text[max(before.span[1], mention.span[0] - 12) : mention.span[0]]) or (
                _ZH_RETURN_AFTER.match(text, mention.span[1])
            ):  # a return ("back Monday", 周一回来): the first such weekday after
                shift = timedelta(weeks=(before.start - mention.start).days // 7 + 1)
            else:  # that one's week (改到下周日了，因为下周六老师不在; Wednesday, then Friday)
                days = (before.start - mention.start).days - (
                    before.start.weekday() - mention.start.weekday()
                )
                shift = timedelta(days=days)
            mention = TimeMention(
                mention.text, mention.start + shift, mention.end + shift, "day", mention.span, True
            )
        out.append(mention)
    return out


_MONTH_DAY = re.compile(rf"月|\b(?:{_MONTH_RE})\b|\d{{1,2}}/\d{{1,2}}", re.IGNORECASE)


def _one_day_named_twice(mentions: list[TimeMention]) -> list[TimeMention]:
    """A month and day without a year take theirs from the tense they are said in ("we changed plans": the
    past); where the text names the same day otherwise ("leaving next Saturday, November 14", 下个礼拜六出发
    11月14号), that is its year: one day, not the same day a year apart.

    >>> said = datetime(2026, 11, 6, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("We changed plans, leaving next Saturday, November 14", said)]
    ['2026-11-14']
    """
    fixed = [m for m in mentions if not (m.granularity == "day" and _yearless_month_day(m))]
    days = {(m.start.month, m.start.day): m.start.year for m in fixed if m.granularity == "day"}
    return [
        m
        for m in mentions
        if not (
            m.granularity == "day"
            and _yearless_month_day(m)
            and days.get((m.start.month, m.start.day), m.start.year) != m.start.year
        )
    ]


def _yearless_month_day(mention: TimeMention) -> bool:
    return not _has_year(mention.text) and _MONTH_DAY.search(mention.text) is not None


# What joins a range's first day to its last: "from the 3rd to the 9th", "Dec 3 - Dec 9", "Monday through
# Wednesday", 三号到九号, 12月3号至9号 ("between ... and ..." below).
# (not an em dash, which sets off a correction: "not Friday — Saturday")
_RANGE_JOIN = re.compile(r"\s*(?:-|–|~|～|to|till|til|until|through|thru|到|至)\s*", re.IGNORECASE)
_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)
# a range's last day said as a day of the month alone ("the 9th", 9号, 九号, "Dec 3-9", 3月3日-9日): in the first's month
_END_DAY = re.compile(
    rf"(?:(?:to|till|until|through|thru)\s+)?(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?|({_CN_NUM_RE})[日号]",
    re.IGNORECASE,
)
# a range's first day said as a day of the month alone ("from the 3rd", 三号, 20号; not "Dec 17")
_DAY_ALONE = re.compile(
    rf"(?:(?:on|by|until|till|before|after|from|since|to|for)\s+)?(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?|(?:{_CN_NUM_RE})[日号]",
    re.IGNORECASE,
)
_END_DAY_AFTER = re.compile(
    # ("Jan 3rd thru the 7th": "the" before a last day with its ending, no noun after it: not "to the 9th floor")
    rf"{_RANGE_JOIN.pattern}(?:the\s+(?=\d{{1,2}}(?:st|nd|rd|th)\b{_NO_NOUN_AFTER}))?"
    rf"(?:(\d{{1,2}})(?:st|nd|rd|th|日|号)?|({_CN_NUM_RE})[日号])"
    r"(?![\d:.,/]?\d|\s*(?:am|pm|a\.m|p\.m|h|hrs?|hours?|people|persons|guests|nights?|days?|%)\b|[:点时%])",
    re.IGNORECASE,
)


def _ranges_joined(text: str, ctx: Calendar, mentions: list[TimeMention]) -> list[TimeMention]:
    """A range of days is one mention, from its first day to its last: "from the 3rd to the 9th", "Dec 3-9",
    "between March 3 and March 9", "Monday to Wednesday", 三号到九号, 12月3号至9号, 3月3日-9日 (not two days
    a thing is moved between: "moved from Monday to Wednesday"; 三号改到九号 is joined by no range's word).
    A last day said alone is the first such day after the first (the 28th to the 3rd: the 3rd of the month
    after); said in the past, a range of days of the month alone is the latest one over.

    >>> said = datetime(2026, 12, 2, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("I'm in Berlin from the 3rd to the 9th", said)]
    ['2026-12-03/2026-12-09']
    >>> [m.iso() for m in resolve_time_expressions("我三号到九号在北京出差，12月20日-25日休假", said)]
    ['2026-12-03/2026-12-09', '2026-12-20/2026-12-25']
    """
    out: list[TimeMention] = []
    skip = False
    for first, following in zip(mentions, [*mentions[1:], None], strict=False):
        if skip:
            skip = False
            continue
        first = _start_said_before(text, ctx, first)
        joined = None
        if first.granularity == "day" and not MOVED_BEFORE.search(
            text, max(0, first.span[0] - 80), first.span[0]
        ):
            joined = _range_to(text, ctx, first, following)
        skip = joined is not None and joined[1]
        out.append(first if joined is None else joined[0])
    return out


def _range_to(
    text: str, ctx: Calendar, first: TimeMention, following: TimeMention | None
) -> tuple[TimeMention, bool] | None:
    """``first`` joined to the last day of its range (the next mention, or a day of the month said after it:
    "Dec 3-9"), and whether the next mention was taken; None when no range starts at ``first``."""
    end_day, end_at, taken = None, 0, False
    if following is not None and following.granularity == "day":
        lead = re.match(r"(?:to|till|until|through|thru)\s+", following.text, re.IGNORECASE)
        between = text[first.span[1] : following.span[0]] + (lead[0] if lead else "")
        if _RANGE_JOIN.fullmatch(between) or (
            re.fullmatch(r"\s*and\s*", between, re.IGNORECASE)
            and _BETWEEN.search(text, max(0, first.span[0] - 20), first.span[0])
        ):
            alone = _END_DAY.fullmatch(following.text)
            end_day = following.start.date() if alone is None else _day_after(first, alone)
            if (
                alone is None
                and end_day is not None
                and end_day <= first.start.date()
                and _BARE_WEEKDAY.fullmatch(following.text)
            ):
                # a weekday said alone is the first such after the first day ("Saturday to Wednesday"); in the past
                # the first day is the one before the last ("we were in Mexico from Saturday to Wednesday")
                weeks = timedelta(weeks=(first.start.date() - end_day).days // 7 + 1)
                if tense_at(text, first.span[0], following.span[1]) < 0:
                    first = TimeMention(
                        first.text, first.start - weeks, first.end - weeks, "day", first.span, True
                    )
                else:
                    end_day += weeks
            elif alone is None and end_day is not None and _BARE_WEEKDAY.fullmatch(first.text):
                # a weekday said alone before a weekday of a week named ("Thursday to Saturday next week"): in its week
                weeks = timedelta(weeks=max(0, (end_day - first.start.date()).days - 1) // 7)
                first = TimeMention(
                    first.text, first.start + weeks, first.end + weeks, "day", first.span, True
                )
            end_at, taken = following.span[1], True
    if (
        end_day is None
        and (after := _END_DAY_AFTER.match(text, first.span[1]))
        and _MONTH_DAY.search(first.text)
    ):
        end_day, end_at = _day_after(first, after), after.end()
    if end_day is None or end_day <= first.start.date() or (end_day - first.start.date()).days > 366:
        return None
    start_day = first.start.date()
    if _DAY_ALONE.fullmatch(first.text):  # days of the month alone (not "Dec 17-21"): which month's
        tense = tense_at(text, first.span[0], end_at)
        if tense < 0:
            # "I was in Rome from the 3rd to the 9th", said on the 5th: last month's
            while end_day > ctx.today:
                start_day, end_day = _month_before(start_day), _month_before(end_day)
        elif (
            tense == 0
            and start_day > ctx.today
            and _month_before(start_day) <= ctx.today <= _month_before(end_day)
        ):
            # 我一号到三号在家, said on the 2nd: this month's, going on
            start_day, end_day = _month_before(start_day), _month_before(end_day)
    span = (first.span[0], end_at)
    relative = first.relative or not _has_year(text[span[0] : span[1]])
    return TimeMention(text[span[0] : span[1]], ctx.at(start_day), ctx.at(end_day + timedelta(days=1)), "period",
                       span, relative), taken  # fmt: skip


# a range's first day said as a number before its last day, day first: "14-16 March", "from 14 to 16 March",
# 15-18号, 15到18号
_START_DAY_BEFORE = re.compile(
    r"(?:^|(?<=[^\w/.:,-]))(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|~|to|till|until|through|thru)\s*$"
    r"|(?<=[\u4e00-\u9fff])(\d{1,2})[号日]?\s*(?:-|–|~|～|到|至)\s*$",
    re.IGNORECASE,
)


# ... or as "the Nth" before a last day with its month, the month before it, too: "from the 20th to Jan 2", "the 28th
# through March 3"
_START_NTH_BEFORE = re.compile(
    r"\b(?:from\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\s*(?:-|–|to|till|until|through|thru)\s*$", re.IGNORECASE
)


def _start_said_before(text: str, ctx: Calendar, last: TimeMention) -> TimeMention:
    """``last`` ("16 March") with the first day of the range said before it ("14-16 March", "from the 20th to Jan 2")
    as one mention."""
    if last.granularity != "day":
        return last
    nth = _START_NTH_BEFORE.search(text, max(0, last.span[0] - 24), last.span[0])
    if nth is not None and not last.text[:1].isdigit():
        day, number = last.start.date(), int(nth[1])
        start_day = day.replace(day=number) if 1 <= number < day.day else None
        if start_day is None:  # the Nth of the month before ("the 20th to Jan 2")
            month_before = _month_before(day.replace(day=1))
            try:
                start_day = date(month_before.year, month_before.month, number)
            except ValueError:  # (the 31st of a 30-day month, a 0th)
                start_day = None
        if start_day is not None:
            span = (nth.start(), last.span[1])
            return TimeMention(
                text[span[0] : span[1]], ctx.at(start_day), last.end, "period", span, last.relative
            )
    before = _START_DAY_BEFORE.search(text, max(0, last.span[0] - 16), last.span[0])
    if before is None or not last.text[:1].isdigit():
        return last
    day, first = last.start.date(), int(before[1] or before[2])
    if not 1 <= first < day.day:
        return last
    span = (before.start(), last.span[1])
    start = ctx.at(day.replace(day=first))
    return TimeMention(text[span[0] : span[1]], start, last.end, "period", span, last.relative)


def _day_after(first: TimeMention, end: re.Match[str]) -> date | None:
    """The first day after ``first`` that is the day of the month ``end`` names (its month or the next)."""
    said = end[1] or end[2]
    number = int(said) if said.isdigit() else chinese_number(said)
    start = first.start.date()
    for shift in (0, 1):
        year, month = divmod(start.year * 12 + start.month - 1 + shift, 12)
        try:
            day = date(year, month + 1, number or 0)
        except ValueError:
            continue
        if day > start:
            return day
    return None


def _month_before(day: date) -> date:
    """The same day of the month before (its last day where it has none: 31 March -> 28 or 29 February)."""
    year, month = divmod(day.year * 12 + day.month - 2, 12)
    for last in (day.day, 30, 29, 28):
        try:
            return date(year, month + 1, last)
        except ValueError:
            continue
    raise ValueError(day)


# A date taken back for the next one: "bin day is tuesday. no wait sorry i meant thursday", "the 23rd, sorry,
# the 30th", "March 3, make that March 5".
_TAKEN_BACK = re.compile(
    r"^[^.!?。！？\n]{0,20}?[\s.,;:!—–-]*(?:no\s+wait|wait\s+no|sorry|oops|i\s+mean[t]?|make\s+(?:it|that)|"
    r"correction|actually|不对|说错了|应该是|更正)[^0-9]{0,25}$",
    re.IGNORECASE,
)


def _not_taken_back(text: str, mentions: list[TimeMention]) -> list[TimeMention]:
    return [
        mention
        for mention, following in zip(mentions, [*mentions[1:], None], strict=False)
        if following is None or not _TAKEN_BACK.match(text[mention.span[1] : following.span[0]])
    ]


_CLOCK = re.compile(
    r"(上午|早上|中午|下午|晚上)?\s*(\d{1,2})[:：](\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?", re.IGNORECASE
)


#: A numeric date with its year last, and nothing else: "10/20/2024", "20.10.2024", "5-3-2024".
_YEAR_LAST = re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})")


def _year_last(text: str) -> tuple[int, int, int] | None:
    """(year, month, day) of a numeric date written with its year last, in the order
    :func:`~hindsight_core.extraction.dates_en.month_and_day` reads
    ("10/20/2024", "20/10/2024"; "03/04/2024" is either, and no date). None when the text is no such date."""
    match = _YEAR_LAST.fullmatch(text.strip(" ,T"))
    order = None if match is None else month_and_day(int(match[1]), int(match[2]))
    return None if match is None or order is None else (int(match[3]), *order)


def parse_datetime_loose(value: str) -> datetime | None:
    """Parse a timestamp written by a person or a dataset; ``None`` when it holds no full date.

    Accepts ISO 8601 (``2023-05-08T13:56:00Z``, ``2023-05-08 13:56``, ``2023-05-08``), the LoCoMo session
    format (``1:56 pm on 8 May, 2023``), ``May 8, 2023 10:00``, ``2023年5月8日 下午1:56``, and a numeric date
    with its year last when its order shows (``10/20/2024`` month first, ``20/10/2024`` day first;
    ``03/04/2024``, which could be either, is refused). A date without a year is refused (it cannot be
    placed). The result is timezone-aware; no zone in the input means UTC.
    """
    text = value.strip()
    if not text:
        return None
    try:
        return ensure_aware(datetime.fromisoformat(text.replace("Z", "+00:00")))
    except ValueError:
        pass
    clock = _CLOCK.search(text)
    hour = minute = second = 0
    if clock:
        hour, minute, second = int(clock[2]), int(clock[3]), int(clock[4] or 0)
        meridiem = (clock[5] or "").lower().replace(".", "")
        if meridiem == "pm" or clock[1] in ("下午", "晚上") or (clock[1] == "中午" and hour < 11):
            hour = hour % 12 + 12
        elif meridiem == "am" and hour == 12:
            hour = 0
        text = text[: clock.start()] + " " + text[clock.end() :]
        if hour > 23 or minute > 59 or second > 59:
            return None
    numeric = _year_last(text)
    if numeric is not None:
        try:
            return datetime(*numeric, hour, minute, second, tzinfo=UTC)
        except ValueError:  # 31/02/2024
            return None
    days = [
        m
        for m in resolve_time_expressions(text, datetime(2000, 1, 1, tzinfo=UTC))
        if m.granularity == "day" and not m.relative
    ]
    if len(days) != 1:
        return None
    return days[0].start.replace(hour=hour, minute=minute, second=second)


def _has_year(span: str) -> bool:
    return bool(re.search(r"\d{4}|[〇零一二三四五六七八九]{4}年", span))


def mentioned_dates(text: str, said_at: datetime) -> str | None:
    """The dates ``text`` names, resolved against when it was said ("yesterday", "上周三", "3 March 2024"), as
    records keep them (``attributes["mentioned_dates"]``: ISO dates and ranges, comma-separated); None when
    it names none."""
    mentions = resolve_time_expressions(text, said_at)
    return ",".join(dict.fromkeys(m.iso() for m in mentions)) if mentions else None


__all__ = [
    "Granularity",
    "TimeMention",
    "mentioned_dates",
    "parse_datetime_loose",
    "resolve_time_expressions",
    "tense_of",
]
