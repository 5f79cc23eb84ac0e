"""The English date rules: month and weekday names, numbers said in words, and one rule per way a date is
said in English ("8 May 2023", "last Friday", "two weeks ago", "the end of the month"), each resolved against
the reference time's :class:`~hindsight_core.extraction.date_calendar.Calendar`; the conventions they follow are
:mod:`~hindsight_core.extraction.dates`'s, which screens them with the Chinese ones and the holidays."""

from __future__ import annotations

import re
from datetime import timedelta

from hindsight_core.extraction.date_calendar import (
    Calendar,
    DateRule,
    MonthPart,
    Resolved,
    registrar,
    said_tense,
)
from hindsight_core.extraction.dates_zh import CN_WEEK, CN_WEEKDAYS
from hindsight_core.extraction.day_verbs import said_as_verb
from hindsight_core.extraction.tense import habitual_at, moved_to_at

_MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        ("january", "jan"),
        ("february", "feb"),
        ("march", "mar"),
        ("april", "apr"),
        ("may",),
        ("june", "jun"),
        ("july", "jul"),
        ("august", "aug"),
        ("september", "sept", "sep"),
        ("october", "oct"),
        ("november", "nov"),
        ("december", "dec"),
    ),
    start=1,
):
    for _name in _names:
        _MONTHS[_name] = _number
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
#: An English month's name or short name, as a regex alternation (longest first).
MONTH_NAMES = _MONTH_RE


def month_number(name: str) -> int:
    """The number of the month ``name`` names ("Dec", "december": 12), as :data:`MONTH_NAMES` matches it."""
    return _MONTHS[name.lower()]


_WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2, "weds": 2,
    "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4,
    "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
}  # fmt: skip
_WEEKDAY_RE = "|".join(sorted(_WEEKDAYS, key=len, reverse=True))
#: A weekday's name or short name ("Fri", "thurs"), as a regex alternation (longest first).
WEEKDAY_NAMES = _WEEKDAY_RE


def weekday_number(name: str) -> int:
    """The weekday ``name`` names ("Fri", "friday": 4; Monday 0), as :data:`WEEKDAY_NAMES` matches it."""
    return _WEEKDAYS[name.lower()]


_FULL_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"

_EN_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "couple of": 2, "a couple": 2,
}  # fmt: skip
_EN_NUM_RE = r"\d{1,3}|" + "|".join(sorted(_EN_NUMBERS, key=len, reverse=True))


def _en_number(token: str) -> int:
    token = re.sub(r"\s+", " ", token.strip().lower())
    return int(token) if token.isdigit() else _EN_NUMBERS[token]


# -- rules ----------------------------------------------------------------------------------------------

#: The English rules, in the order written (the Chinese ones, :data:`~hindsight_core.extraction.dates_zh.ZH_RULES`, follow).
EN_RULES: list[DateRule] = []
_rule = registrar(EN_RULES)

_UNIT_EN = r"(day|week|month|year)s?"
_EN_UNITS = {"day": "day", "week": "week", "month": "month", "year": "year"}


@_rule(r"\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)", relative=False)
def _iso_date(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.date(int(m[1]), int(m[2]), int(m[3]))


def month_and_day(first: int, second: int) -> tuple[int, int] | None:
    """(month, day) of a numeric date's first two numbers, its order read from them: month/day when the second is
    over 12 ("10/20", as in the US), day/month when the first is ("20/10", as in most of Europe); when both could
    be the month ("03/04") only if both readings are one day ("05/05"): a wrong date would misplace the fact, no
    date leaves it at the time it was said."""
    if second > 12 or first == second:
        return first, second
    if first > 12:
        return second, first
    return None


# "I moved here on 15/03/2024", "born 10-20-1990": a year written last (not inside a longer run: 1.15.2024.3)
@_rule(r"(?<![\d./-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d./-]\d)", relative=False)
def _year_last_date(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    order = month_and_day(int(m[1]), int(m[3]))
    return None if order is None else ctx.date(int(m[4]), *order)


# "my flight is on 3/15", "due by 15/3", "flying 12/20, back 12/28": a month and a day without a year, beside a word
# saying it is a day (not a fraction, a score or "24/7")
@_rule(
    r"\b(?:on|by|until|till|before|after|from|since|due|for|"
    # a journey's day: "flying 12/20, back 12/28", "leaving 12/20", "I'm out 12/20"
    r"back|leav(?:e|ing)|fly(?:ing)?|flight|arriv(?:e|ing)|return(?:ing)?|depart(?:ing)?|land(?:ing)?|out|away)"
    r"\s+(?!24/7\b)(\d{1,2})/(\d{1,2})\b(?![/.-]?\d)",
    relative=True,
)
def _month_day_numeric(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    order = month_and_day(int(m[1]), int(m[2]))
    if order is None:
        return None
    month, day = order
    return ctx.date(ctx.nearest_year(month, day, said_tense(m)), month, day)


_WHICH_YEAR = {"last": -1, "this": 0, "next": 1}


def _year_of(m: re.Match[str], ctx: Calendar, month: int, day: int) -> int:
    """The year of a day and month: the one written, "next year" / "last year" after it ("12 June next
    year"), or the likeliest by tense."""
    if m["year"]:
        return int(m["year"])
    if m["which"]:
        return ctx.today.year + _WHICH_YEAR[m["which"].lower()]
    return ctx.nearest_year(month, day, said_tense(m))


_YEAR_AFTER = r"(?:,?\s*(?P<year>\d{4})\b|\s+(?P<which>next|last|this)\s+year\b)?"


@_rule(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+({_MONTH_RE})\b\.?{_YEAR_AFTER}", relative=False)
def _day_month_year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    month, day = _MONTHS[m[2].lower()], int(m[1])
    return ctx.date(_year_of(m, ctx, month, day), month, day)


@_rule(rf"\b({_MONTH_RE})\b\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?!\d)\b{_YEAR_AFTER}", relative=False)
def _month_day_year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    month, day = _MONTHS[m[1].lower()], int(m[2])
    return ctx.date(_year_of(m, ctx, month, day), month, day)


@_rule(rf"\b({_MONTH_RE})\b\.?,?\s+(\d{{4}})\b", relative=False)
def _month_year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.month(int(m[2]), _MONTHS[m[1].lower()])


#: A name going on after a month's ("March Street", "May Lane") or one's own ("May's place"): the word is a name
_NAMED_AFTER = re.compile(r"\s+[A-Z]|['’]s\b")


@_rule(rf"\b(in|during|last|this|next|by|before|until|till|to)\s+({_MONTH_RE})\b(?!\s*\d)", relative=True)
def _named_month(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "in March" (the nearest, in the tense of its sentence), "last/next March", "by December" (a deadline:
    the one ahead, this month included, unless said in the past tense), "pushed to April" (the month something
    is moved to, ahead; not "I talked to May")."""
    month, which, year = _MONTHS[m[2].lower()], m[1].lower(), ctx.today.year
    if which == "to" and (not moved_to_at(m.string, *m.span()) or _NAMED_AFTER.match(m.string, m.end())):
        return None
    if which in ("in", "during", "to"):
        year = ctx.nearest_year(month, 15, said_tense(m))
    elif which in ("by", "before", "until", "till"):
        year = ctx.nearest_year(month, 28, said_tense(m))
    elif which == "last" and month >= ctx.today.month:
        year -= 1
    elif which == "next" and month <= ctx.today.month:
        year += 1
    return ctx.month(year, month)


_MONTH_PARTS: dict[str, MonthPart] = {
    "early": "early", "beginning": "early", "start": "early", "mid": "mid", "middle": "mid", "late": "late",
}  # fmt: skip


@_rule(
    r"\b(?:(early|mid|late)[-\s]+|(?:the\s+)?(beginning|start|middle|end)\s+of\s+)"
    # ("late May 3rd" is a day; "I'm running late may I call?" no month)
    rf"(?:({_MONTH_RE})\b\.?(?!\s*\d{{1,2}}(?:st|nd|rd|th)?\b)(?!(?<=may)\s+(?:i|we|you)\s+(?!move|moved|went|go|left|start)\w)"
    rf"{_YEAR_AFTER}|(?P<rel>next|last|this)\s+month\b)",
    relative=False,
)
def _month_part(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "early June", "mid-April", "late May 2027", "the beginning of next month": a third of that month (days 1-10,
    11-20, 21 to its end); "the end of March" its last seven days, as "the end of the month" is."""
    word = (m[1] or m[2]).lower()
    if m[3] is None:  # "early next month"; "the end of next month" is ``_end_of_month``'s
        if word == "end":
            return None
        return ctx.month_part(*ctx.month_away(_WHICH_MONTH[m["rel"].lower()]), _MONTH_PARTS[word])
    month = _MONTHS[m[3].lower()]
    part: MonthPart = "late" if word == "end" else _MONTH_PARTS[word]
    if m["year"]:
        year = int(m["year"])
    elif m["which"]:
        year = ctx.today.year + _WHICH_YEAR[m["which"].lower()]
    else:
        year = ctx.part_year(month, part, said_tense(m))
    return ctx.month_end(year, month) if word == "end" else ctx.month_part(year, month, part)


@_rule(r"\b(?:in|during|since|year)\s+((?:1[89]|20|21)\d{2})\b(?![-/.]\d)", relative=False)
def _year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.year(int(m[1]))


_YEAR_RE = r"((?:1[89]|20|21)\d{2})"


# a span of years, its first to its last whole: "from 2018 to 2021", "2018-2021", "lived there 2018 to 2021", "between
# 2018 and 2021" (a later year after the first; not "2018 and 2021", two years)
@_rule(
    rf"\bbetween\s+{_YEAR_RE}\s+and\s+{_YEAR_RE}\b(?![-/.]\d)"
    rf"|(?<![\d/.-]){_YEAR_RE}\s*(?:-|–|to|till|until|through|thru)\s*{_YEAR_RE}\b(?![-/.]\d)",
    relative=False,
)
def _years(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    first, last = (int(m[1]), int(m[2])) if m[1] else (int(m[3]), int(m[4]))
    begun, ended = ctx.year(first), ctx.year(last)
    if begun is None or ended is None or not first < last <= first + 100:
        return None
    return begun[0], ended[1], "period"


_DAY_WORDS = {
    "today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
    "yesterday": -1, "last night": -1, "tomorrow": 1, "the day before yesterday": -2,
    "the day after tomorrow": 2, "tmrw": 1, "tmr": 1, "tmw": 1, "tmrw night": 1,
}  # fmt: skip


@_rule(r"\b(" + "|".join(sorted(_DAY_WORDS, key=len, reverse=True)) + r")\b", relative=True)
def _day_word(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.shifted("day", _DAY_WORDS[re.sub(r"\s+", " ", m[1].lower())])


#: Chat spellings of the units ("next wknd", "last wk").
_UNIT_SPELLINGS = {
    "wk": "week",
    "wks": "week",
    "wknd": "weekend",
    "wkend": "weekend",
    "yr": "year",
    "mo": "month",
}


#: What makes "the last week" the final one of a whole ("the last week of school", "my last year of college"; not
#: "last week of course")
_OF_A_WHOLE = re.compile(r"\s+of\b(?!\s+course\b)", re.IGNORECASE)


# (and "next 周末": the weekend said in Chinese)
@_rule(
    r"\b(last|this|next|earlier this|this past|the past|(?:this|the) (?:coming|upcoming))\s+"
    r"(?:(week|month|year|weekend|wknd|wkend|wk|yr|mo)\b|周末)",
    relative=True,
)
def _this_unit(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    which, unit = " ".join(m[1].lower().split()), (m[2] or "weekend").lower()
    if which == "last" and _OF_A_WHOLE.match(m.string, m.end()):
        return None  # "the last week of school", "my last year of college": the final one, no date
    unit = _UNIT_SPELLINGS.get(unit, unit)
    offset = {"last": -1, "next": 1, "this past": -1, "the past": -1}.get(which, 0)
    if which.endswith(
        "coming"
    ):  # "this coming weekend": the first one ahead ("the coming week": the next one)
        if unit != "weekend":
            return ctx.shifted(unit, 1)
        return ctx.weekend(ctx.today + timedelta(weeks=ctx.today.weekday() >= 5))
    if unit == "weekend":
        if which in ("this past", "the past"):  # the latest weekend that has begun
            return ctx.this_weekend(-1)
        if which == "this":
            return ctx.this_weekend(said_tense(m))
        return ctx.weekend(ctx.today + timedelta(weeks=offset))
    if which == "the past":  # "the past week" = the last 7 days, not the previous calendar week
        return None
    return ctx.shifted(unit, offset)


@_rule(r"\b(over|on|at|during)\s+the\s+(?:weekend|wknd|wkend)\b(?!s)", relative=True)
def _the_weekend(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "over the weekend", "at the weekend", "on the weekend": this weekend, or the one just past in the past tense
    ("we went to the beach over the weekend", said on a Monday). "On the weekend" said in the present names none:
    a habit ("I work on the weekend")."""
    tense = said_tense(m)
    if habitual_at(m.string, *m.span()) or (tense == 0 and m[1].lower() != "over"):
        return None
    return ctx.this_weekend(tense)


@_rule(r"\b(?:half\s+a\s+year\s+ago|in\s+half\s+a\s+year|half\s+a\s+year\s+from\s+now)\b", relative=True)
def _half_year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "half a year ago" / "in half a year": the month six months away, as "six months ago" is."""
    return ctx.shifted("month", -6 if m[0].lower().endswith("ago") else 6)


@_rule(rf"\b({_EN_NUM_RE})\s+{_UNIT_EN}\s+ago\b", relative=True)
def _ago(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.shifted(_EN_UNITS[m[2].lower()], -_en_number(m[1]))


# "in one day" is within a single day ("4 seasons in one day", "did it all in one day"), not tomorrow
@_rule(
    rf"\bin\s+(?!one\s+day\b)({_EN_NUM_RE})\s+{_UNIT_EN}\b|\b({_EN_NUM_RE})\s+{_UNIT_EN}\s+from\s+now\b",
    relative=True,
)
def _later(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    number, unit = (m[1], m[2]) if m[1] else (m[3], m[4])
    return ctx.shifted(_EN_UNITS[unit.lower()], _en_number(number))


@_rule(rf"\b(?:in\s+)?(?:the\s+)?(?:past|last)\s+({_EN_NUM_RE})\s+{_UNIT_EN}\b", relative=True)
def _past_n(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.period_back(_EN_UNITS[m[2].lower()], _en_number(m[1]))


@_rule(
    r"\b(?:(a|one)\s+fortnight\s+ago|in\s+a\s+fortnight|a\s+fortnight\s+from\s+now|"
    r"(?:in\s+|over\s+|during\s+)?the\s+(?:past|last)\s+fortnight)\b",
    relative=True,
)
def _fortnight(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "a fortnight ago" / "in a fortnight" as "two weeks ago" / "in two weeks"; "the past fortnight" the
    last 14 days."""
    said = m[0].lower()
    if "past" in said or "last" in said:
        return ctx.period_back("week", 2)
    return ctx.shifted("week", -2 if said.endswith("ago") else 2)


@_rule(r"\b(?:in\s+|over\s+|during\s+)?the\s+(?:past|last)\s+(week|month|year)\b", relative=True)
def _past_unit(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    if re.search(r"\blast\b", m[0], re.IGNORECASE) and _OF_A_WHOLE.match(m.string, m.end()):
        return None  # "the last week of school": the final one, not the past seven days
    return ctx.period_back(m[1].lower(), 1)


# (or a Chinese weekday in English: "next 周五", "last 禮拜三", as a bilingual user writes it)
@_rule(
    rf"\b(last|this|next|(?:this|the)\s+(?:coming|upcoming|past))\s+(?:({_WEEKDAY_RE})\b|{CN_WEEK}([一二三四五六日天1-7]))"
    # (not "the last Friday of the month": a month's last Friday, no day "last Friday" names)
    r"(?!\s+of\s+(?:each|every|the|this|next|last)\s+month\b)",
    relative=True,
)
def _weekday(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    which = m[1].lower()
    if which.endswith("past"):  # "this past Monday": the latest one before today, as "last Monday"
        which = "last"
    weekday = _WEEKDAYS[m[2].lower()] if m[2] else CN_WEEKDAYS[m[3]]
    return ctx.weekday_relative(weekday, "coming" if "coming" in which else which, said_tense(m))


# The words before a day that is a name or a repeat ("Black Friday", "every Friday"; ``_NOT_A_DAY``), as a
# lookbehind: "Black Friday next week" leaves "next week" a week.
_NOT_A_NAMED_DAY = "".join(
    rf"(?<!{word}\s)"
    for word in "every each black good cyber blue super easter palm ash holy maundy giving".split()
)
# A week named beside a weekday: "last/this/next week", "the week after next", "the week before last".
_NAMED_WEEK = r"(?:(last|this|next)\s+week|the\s+week\s+(after\s+next|before\s+last))\b"
_WEEK_SHIFT = {"last": -1, "this": 0, "next": 1}


def _week_shift(which: str | None, further: str | None) -> int:
    if further:
        return 2 if further.lower().startswith("after") else -2
    return _WEEK_SHIFT[(which or "this").lower()]


@_rule(r"\bthe\s+(week|weekend)\s+(after\s+next|before\s+last)\b", relative=True)
def _week_after_next(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "the week after next" (下下周), "the week before last" (上上周), and their weekends (下下周末, 上上周末)."""
    if m[1].lower() == "weekend":
        return ctx.weekend(ctx.today + timedelta(weeks=_week_shift(None, m[2])))
    return ctx.shifted("week", _week_shift(None, m[2]))


@_rule(
    rf"\b(?:on\s+)?(?:the\s+)?{_NOT_A_NAMED_DAY}({_FULL_WEEKDAYS})\s+(?:of\s+)?{_NAMED_WEEK}"
    rf"|\b(?:(?P<w>last|this|next)\s+week|the\s+week\s+(?P<f>after\s+next|before\s+last))(?:'s)?\s+"
    rf"(?:on\s+)?(?P<d>{_FULL_WEEKDAYS})\b",
    relative=True,
)
def _weekday_of_week(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "Friday next week", "on Friday of last week", "next week Friday", "the week after next on Monday": that
    weekday of that week, one day (not the coming Friday beside a whole week)."""
    if m["d"]:
        return ctx.in_week(_WEEKDAYS[m["d"].lower()], _week_shift(m["w"], m["f"]))
    return ctx.in_week(_WEEKDAYS[m[1].lower()], _week_shift(m[2], m[3]))


@_rule(rf"\bthe\s+({_FULL_WEEKDAYS})\s+(after\s+next|before\s+last)\b", relative=True)
def _weekday_after_next(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "the Friday after next": a week after next Friday (下下周五); "the Friday before last": a week before
    last Friday."""
    weekday = _WEEKDAYS[m[1].lower()]
    if m[2].lower().startswith("after"):
        return ctx.in_week(weekday, 2)
    start, _, _ = ctx.weekday_relative(weekday, "last")
    return ctx.day(start.date() - timedelta(weeks=1))


@_rule(
    rf"\b({_EN_NUM_RE})\s+weeks?\s+(?:from|after|on)\s+(?:(this|next|(?:this|the)\s+(?:coming|upcoming))\s+)?"
    rf"({_FULL_WEEKDAYS}|today|tomorrow)\b(?!'s)",
    relative=True,
)
def _weeks_from_day(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "a week from Friday", "two weeks from this Friday", "a week on Friday", "a week from tomorrow": that
    many weeks after the day named (a bare weekday is the coming one, or the last one in the past tense)."""
    day, which = m[3].lower(), (m[2] or "").lower()
    if day in ("today", "tomorrow"):
        base = ctx.today + timedelta(days=day == "tomorrow")
    elif which:
        which = "coming" if "coming" in which else which
        base = ctx.weekday_relative(_WEEKDAYS[day], which, said_tense(m))[0].date()
    else:
        base = ctx.bare_weekday(_WEEKDAYS[day], said_tense(m))[0].date()
    return ctx.day(base + timedelta(weeks=_en_number(m[1])))


_WHICH_MONTH = {"this": 0, "next": 1, "last": -1}
# A day that is a name, not a date ("Black Friday", "Good Friday"), or that repeats ("every Friday").
_NOT_A_DAY = re.compile(
    r"(?:every|each|black|good|cyber|blue|super|easter|palm|ash|holy|maundy|giving)\s+$", re.I
)


@_rule(rf"\b(?:on\s+)?({_FULL_WEEKDAYS})\b(?!s\b|'s\b)", relative=True)
def _bare_weekday(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "on Friday", "anything Friday?": the coming one (today included), the last one in the past tense."""
    if _NOT_A_DAY.search(m.string[max(0, m.start() - 12) : m.start()]) or habitual_at(m.string, *m.span()):
        return None  # a name, or a habit ("on Tuesday nights", "my day off is Tuesday"): no one day
    return ctx.bare_weekday(_WEEKDAYS[m[1].lower()], said_tense(m))


_SHORT_WEEKDAYS = "mon|tue|tues|weds|wed|thu|thur|thurs|fri|sat|sun"
# who does what "sat" and "sun" say as verbs, before them ("I sat", "we sun")
_NOT_A_SUBJECT = r"(?<!\bi\s)(?<!\bwe\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\byou\s)(?<!\bjust\s)"
# what may follow the hour after "sat at 2" (not "sat at 2 different tables", "at 3 tables": a count of them)
_AFTER_AN_HOUR = re.compile(
    r"\s*(?:$|[^\w\s]|(?:am|pm|a\.m|p\.m|o'?clock|ish|then|and|or|but|with|w|for|if|is|works?|ok|okay|pls|please|sharp|"
    r"instead|maybe|at|in|to|til|till|until|so|lol|haha|still|fine|good|cool|sounds|latest|the|my|our|i|we|you)\b)",
    re.IGNORECASE,
)
# a timetable's words before a short weekday ending its clause ("the shop is closed Mon", "gym Mon")
_HOURS_SAID = re.compile(
    r"\b(?:closed|open|opens|closes|shifts?|class(?:es)?|gym|practice|lessons?|works?|working|office|every|usually)\b",
    re.IGNORECASE,
)


@_rule(
    rf"\b(?:on|for|this|by|till|until)\s+({_SHORT_WEEKDAYS})\b(?![-'])"
    # (not one sitting or sunning, nor the sun: "I sat at 2", "we sun at 10", "out in the sun at 2")
    rf"|{_NOT_A_SUBJECT}(?<!\bthe\s)\b({_SHORT_WEEKDAYS})\s+(?:at\s+\d{{1,2}}|\d{{1,2}}(?::\d\d)?\s*(?:am|pm))"
    # a part of the day or a journey after it: "Fri night flight", "Sat morning we leave", "red-eye Fri night"
    # (not "I sat night after night")
    rf"|{_NOT_A_SUBJECT}\b({_SHORT_WEEKDAYS})(?=\s+(?:night|morning|afternoon|evening|flight|red[-\s]?eye|train)\b(?!\s+after\b))"
    # ending a clause after what is done then: "picking up my sister from the airport Sat", "dentist Thu." (Sat and Sun
    # written as names: not "we sat.", nor "the Sun")
    r"|(?<=[a-z]\s)(?<!\bi\s)(?<!\bwe\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\byou\s)(?<!\bthe\s)"
    r"\b((?-i:Sat|Sun|SAT|SUN)|mon|tue|tues|weds|wed|thu|thur|thurs|fri)(?=\s*(?:[.!?,;]|$))"
    # a farewell's day, ending it or before a time: "see you Sun", "see u sat", "cya fri", "see you sat at 7" (not "I saw
    # you sat there", "see you sat on the bench", "see you mon ami")
    r"|(?:(?<=\bsee\syou\s)|(?<=\bsee\su\s)|(?<=\bsee\sya\s)|(?<=\bc\su\s)|(?<=\bcya\s)|(?<=\bcatch\syou\s)"
    r"|(?<=\bcatch\su\s)|(?<=\bcatch\sya\s))"
    rf"({_SHORT_WEEKDAYS})\b(?![-'])(?=\s*(?:$|[.!?,;:)]|(?:at\s+)?\d|(?:night|morning|afternoon|evening|then|lol|x+)\b))",
    relative=True,
)
def _short_weekday(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "for Sat 8pm", "on Wed at 2": a weekday written short, as a day only beside a preposition or a time ("I
    sat 8 hours" names no Saturday); "this Fri" as "this Friday"."""
    weekday = _WEEKDAYS[(m[1] or m[2] or m[3] or m[4] or m[5]).lower()]
    if m[2] and m[2].lower() in ("sat", "sun") and not _AFTER_AN_HOUR.match(m.string, m.end()):
        return None  # "the kids sat at 2 tables": a count, no hour
    if (m[2] or m[4]) and said_as_verb(m.string, m.start(2) if m[2] else m.start(4)):
        return None  # "the dog sat at 6", "the couple wed at 3pm": a verb after its subject
    if m[4] and _HOURS_SAID.search(m.string[max(0, m.start() - 40) : m.start()]):
        return None  # a timetable's day ("the shop is closed Mon", "gym Mon"): every week's
    if habitual_at(m.string, *m.span()):
        return None  # a habit or one's hours ("Gym hours are Mon-Fri 6am to 10pm"): no one day
    if m[0][:4].lower() == "this":
        return ctx.this_weekday(weekday, said_tense(m))
    return ctx.bare_weekday(weekday, said_tense(m))


# a journey's word before a day of the month: "I fly out the 18th and come back the 27th", "leave the 27th"
_JOURNEY_WORDS = (
    r"back|out|leav(?:e|es|ing)|arriv(?:e|es|ing)|land(?:s|ing)?|return(?:s|ing)?|depart(?:s|ing)?|fl(?:y|ies|ying)"
    r"|com(?:e|es|ing)"
)


# What may follow a day of the month said alone ("on the 25th at 3", "on the 5th floor" is none), and a range's
# last day after its first ("from the 3rd to the 9th"; "from the 5th to the 9th floor" none).
_AFTER_A_DAY = (
    r"at|is|was|has|had|have|will|would|should|and|or|but|then|instead|please|if|when|so|the|i|we|you|they|my|our"
    r"|for|with|because|since|in(?!\s+a\s+row)"
)
_NO_NOUN_AFTER = rf"(?!\s*(?!(?:{_AFTER_A_DAY})\b)[A-Za-z])"


@_rule(
    rf"\b(?:on|by|until|till|before|after|from|since|to|for|{_JOURNEY_WORDS})\s+the\s+(\d{{1,2}})(?:st|nd|rd|th)\b"
    rf"(?!\s*(?!(?:{_AFTER_A_DAY})\b|(?:to|till|until|through|thru)\s+the\s+\d{{1,2}}(?:st|nd|rd|th)\b{_NO_NOUN_AFTER})"
    r"[A-Za-z])"
    r"|\bthe\s+(\d{1,2})(?:st|nd|rd|th)\s+of\s+(this|next|last)\s+month\b",
    relative=True,
)
def _day_of_month(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "on the 20th", "moved to the 25th", "your table on the 15th is booked" (not "on the 5th floor"): the next
    such day (today included), the latest one in the past tense ("we met on the 25th"); "the 3rd of next month";
    "from the 3rd to the 9th" (a range's first day, which ``dates`` joins to its last)."""
    if m[2]:
        return ctx.date(*ctx.month_away(_WHICH_MONTH[m[3].lower()]), int(m[2]))
    day = int(m[1])
    return ctx.day_of_month(day, said_tense(m))


# a day of the month opening a clause of a journey: "the 20th we fly to Tokyo", "so the 3rd I leave", "the 20th is when we
# fly" (not "the 20th floor", "the 3rd we lost")
@_rule(
    r"(?:^|(?<=[,.;:!?])|(?<=[,.;:!?]\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bthen\s))the\s+(\d{1,2})(?:st|nd|rd|th)\b(?=,?\s+(?:is\s+when\s+)?"
    r"(?:i|we|they|he|she|you)(?:'re|'m|'ll|\s+will|\s+are|\s+am)?\s+(?:fly|flying|leave|leaving|land|landing|arrive|"
    r"arriving|depart|departing|head|heading|drive|driving|move|moving|check\s+in|come\s+back|get\s+back|go|going)\b)",
    relative=True,
)
def _day_opening_a_journey(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    return ctx.day_of_month(int(m[1]), said_tense(m))


@_rule(r"\b(?:the\s+)?end\s+of\s+(?:the\s+)?(this\s+|next\s+|last\s+)?month\b", relative=True)
def _end_of_month(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "by the end of the month": its last seven days."""
    which = (m[1] or "this").strip().lower()
    return ctx.month_end(*ctx.month_away(_WHICH_MONTH[which]))


@_rule(r"\b(?:the\s+)?end\s+of\s+(?:the\s+)?(this\s+|next\s+|last\s+)?year\b", relative=True)
def _end_of_year(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "by the end of the year", "at the end of next year" (年底): that year's December."""
    return ctx.month(ctx.today.year + _WHICH_YEAR[(m[1] or "this").strip().lower()], 12)


__all__ = ["EN_RULES", "MONTH_NAMES", "WEEKDAY_NAMES", "month_and_day", "month_number", "weekday_number"]
