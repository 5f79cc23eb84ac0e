"""Questions about what a day holds: "Anything I should remember for today?", "What's on tomorrow?", 我今天有什么安排.

They name a time and nothing to search by: their words ("remember", "on", 安排) find whatever shares them ("lol
nothing much"), while the answer is what the user said would happen on those days, often weeks before ("I have a
dentist appointment next Monday", 下周一下午三点我要去看牙医), whose dates the extractor resolved when it was said
(``mentioned_dates``), or what they said comes back on that weekday ("Every Tuesday I have piano", 每周四去游泳). Those
records come first, the nearest day first, then the ordinary recall for the question.

    >>> asks_agenda("Anything I should remember for today?"), asks_agenda("我明天有什么安排？")
    (True, True)
    >>> asks_agenda("What did I eat today?"), asks_agenda("Anything I should remember?")
    (False, False)

An agent calling the memory tools asks it of "the user" ("What is on the user's agenda today?", 用户今天有什么安排).
So is where the user is or goes then ("where am I going in December?", 我圣诞节在哪), not where something else is:

    >>> asks_agenda("where will I be for Christmas?"), asks_agenda("国庆我要去哪里"), asks_agenda("明天在哪开会")
    (True, True, False)
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta

from hindsight_core.extraction.date_lunar import on_lunar_days
from hindsight_core.lifecycle import held_at
from hindsight_core.lifecycle.appointments import states_lasting_date
from hindsight_core.lifecycle.task_ends import task_end
from hindsight_core.models import MemoryRecord, RecordFilter
from hindsight_core.recall.called_off_trips import (
    calls_off_a_trip,
    the_one_trip,
    trips_called_off,
    trips_moved,
)
from hindsight_core.recall.query import TimeRange, named_days
from hindsight_core.recall.recallable import recallable
from hindsight_core.recall.schedule_changes import schedule_changes
from hindsight_core.recall.supposed_days import supposed_only
from hindsight_core.recall.weekly import (
    in_month_week,
    monthly_dates,
    monthly_days,
    on_month_dates,
    weekly_days,
)
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import from_cantonese, has_cjk, spoken_only, to_simplified

# The one whose day it is: the speaker, or "the user" as an agent calling the memory tools names them.
_WHO = r"(?:i|we|the\s+user)"
_WHOSE = r"(?:my|our|the\s+user's)"
_EN = re.compile(
    r"^(?:(?:hey|hi|so|ok|okay|and|please|yes|yeah|sure|no|nope|alright|quick\s+question)\s*(?:,\s*)?)*(?:"
    rf"(?:is\s+there\s+)?anything\s+(?:{_WHO}\s+(?:should|needs?\s+to|ha(?:ve|s)\s+to|must)|to)\s+"
    r"(?:remember|know|keep\s+in\s+mind|be\s+aware\s+of|do|prepare)"
    r"|(?:what(?:'?s|\s+is)|(?:is\s+there\s+)?anything)\s+"
    r"(?:on|happening|planned|scheduled|coming\s+up|going\s+on)"
    rf"|what(?:'?s|\s+is)\s+on\s+{_WHOSE}\s+(?:schedule|agenda|calendar)"
    rf"|what\s+(?:do|does|have|has)\s+{_WHO}\s+(?:got\s+|have\s+)?(?:on|planned|scheduled|to\s+do)?"
    rf"|(?:do|does)\s+{_WHO}\s+have\s+anything(?:\s+(?:on|planned|scheduled))?"
    rf"|what(?:'s|\s+is|\s+are)\s+{_WHOSE}\s+(?:schedule|agenda|plans?|calendar)"
    r"|what\s+(?:am\s+i|is\s+the\s+user)\s+doing|any\s+plans"
    # whether one works or is free then: "am I working this weekend?", "do I work Saturday?", "am I free Friday?"
    rf"|(?:am|are|is)\s+{_WHO}\s+(?:working|free|busy|off|on\s+call)|(?:do|does)\s+{_WHO}\s+(?:work|have\s+work)"
    # what is to be done then: "what do I need to do this week?", "what's due Friday?", "anything due tomorrow?",
    # "what deadlines do I have this week?", "what's on my to-do list today?", "what's left to do this week?"
    rf"|what\s+(?:do|does)\s+{_WHO}\s+(?:still\s+)?(?:need|have|got)\s+to\s+(?:do|get\s+done|finish)"
    r"|(?:what(?:'?s|\s+is|\s+are)|(?:is|are)\s+(?:there\s+)?anything)\s+(?:still\s+)?(?:due|left(?:\s+to\s+do)?|"
    rf"on\s+{_WHOSE}\s+(?:to\s+do\s+)?list)"
    rf"|anything\s+(?:still\s+)?due|what\s+(?:deadlines|tasks|to\s+dos)\s+(?:do|does)\s+{_WHO}\s+have"
    # where the user is or goes then: "where am I going in December?", "where will I be for Christmas?"
    rf"|where\s+(?:am|are|is|was|were|will|did|do)\s+{_WHO}(?:\s+be)?"
    r"(?:\s+(?:going|go|headed|heading|flying|fly|travell?ing|travel|off\s+to|staying|stay))?"
    r")(?:\s+(?:for|on|by|over|during|at))?\s*(?:\bTIME\b\s*)+(?:again)?$"
)
_ZH = re.compile(
    r"^(?:好的|好|嗯|哦|行|对|请问|那|那么)*(?:我|我们|用户)?(?:TIME)+(?:我|我们|用户)?"
    r"(?:有(?:什么|啥|哪些)(?:安排|计划|事|事情|要做的|要注意的|需要注意的|要记住的|要记得的|要交的|要截止的|截止的|到期的|"
    r"待办(?:事项)?|任务|deadline|ddl)"
    r"|(?:要|得|该)(?:做|干)(?:什么|啥)|的(?:安排|计划|日程)(?:是什么)?|有(?:安排|计划|事)|(?:要|该)注意(?:什么|啥)"
    # where the user is or goes then: 我圣诞节在哪, 国庆我要去哪里, 我下个月去哪出差, 去年国庆我去了哪
    r"|(?:要|会|打算|准备|计划)?(?:去了|去|在|飞)(?:哪里|哪儿|哪|什么地方)(?:玩|旅游|旅行|度假|出差|过)?)"
    r"(?:吗|么|呢|啊|呀|吧|了)*$"
)


_ON = re.compile(r"on\s+")


def with_times_marked(query: str) -> str | None:
    """``query``'s words (lower case, simplified, no punctuation) with each time it names said as ``TIME``, for a
    pattern reading what is asked of a time ("what's on TIME", "TIME我有什么安排"); None when it names none."""
    from hindsight_core.extraction.dates import resolve_time_expressions

    text = from_cantonese(to_simplified(unicodedata.normalize("NFKC", query))).replace("’", "'").lower()
    mentions = resolve_time_expressions(text, ANY_DAY)
    if not mentions:
        return None
    for mention in reversed(mentions):
        start, end = mention.span
        # the time's own "on" ("on Saturday", "on the 15th") stays the question's: "what's on TIME"
        start = on.end() if (on := _ON.match(text, start, end)) else start
        text = text[:start] + " TIME " + text[end:]
    return " ".join(re.sub(r"[^\w'\s]+", " ", text).split())


def asks_agenda(query: str) -> bool:
    """Whether ``query`` asks what a time it names holds, and nothing else."""
    words = with_times_marked(query)
    return words is not None and (
        _EN.match(words) is not None or _ZH.match(words.replace(" ", "")) is not None
    )


#: The longest time asked (in days) that what comes back each week is on the agenda of: a day, a weekend, a week.
_WEEKLY_SPAN = 7
#: The longest time asked (in days) that a birthday or an anniversary is on the agenda of, whatever its year: a month.
_YEARLY_SPAN = 31
#: The longest stretch of days a memory names ("in Berlin from the 3rd to the 9th", 三号到九号在北京出差, "next week")
#: that is on the agenda of each of its days, not only of a time asked that holds it whole.
_STAY_SPAN = 14


def about_the_days(
    records: Sequence[MemoryRecord],
    ranges: Sequence[TimeRange],
    today: date | None = None,
    now: datetime | None = None,
) -> tuple[list[MemoryRecord], set[str]]:
    """The records naming a day inside ``ranges`` (a span wider than the range asked, "this year", is not about
    it; a stretch of up to two weeks is about each of its days: "what's on Saturday?" in the middle of a stay),
    or, asked about a week or less, saying something comes back on one of its weekdays ("Every Tuesday I have
    piano", 每周四去游泳: ``weekly_days``; "the first Monday of each month", 每月最后一个周五: ``monthly_days``; "on the
    15th of every month", 每个月15号: ``monthly_dates``), and
    asked about a month or less, a birthday or an anniversary on its day of any year ("my anniversary is March 12"
    said in 2026, asked on 12 March 2028), the nearest day from ``today`` on first (a record whose days are all gone,
    "this week" asked on a Thursday, after those ahead), then the newest said; and the ids of what came
    back each week or month and was moved or stopped since (``schedule_changes``), on none of its old days.
    Whether a value still holds is read on the time asked (never before ``now``, the time of the question; any end
    without it: :func:`_over`): the team lunch every Friday at the job the user leaves next month is on this Friday's
    agenda, not on one after the new job starts."""
    asked = [(r.start.date(), (r.end - timedelta(microseconds=1)).date()) for r in ranges]
    asked_days = [a + timedelta(days=n) for a, b in asked for n in range((b - a).days + 1)]
    weekly = asked_days if len(asked_days) <= _WEEKLY_SPAN else []
    # what came back each week or month, moved or stopped since ("Therapy moved to Wednesdays", 孩子不学钢琴了): not
    # on its old days; the day it moved to is on every week's agenda, said bare as it often is (钢琴课改到周日了)
    each_week = (
        {r.id: (weekly_days(r.text), monthly_days(r.text), monthly_dates(r.text)) for r in records}
        if weekly
        else {}
    )
    recurring = [r for r in records if any(each_week.get(r.id, ()))]
    ended, moved = schedule_changes(recurring, records) if recurring else ({}, {})
    # what no longer holds: a task done, called off or moved since (a trip too, named by its place: _trips_off) ("I finally renewed my passport", 护照办好了, "the
    # deadline got pushed to the 20th"), a value changed: on none of its days
    # (not a plan another plan of another day was said beside: "I have a doctor appointment next Wednesday too" holds
    # the Monday one that its slot replaced)
    by_id = {r.id: r for r in records}
    ended.update(
        (r.id, r.superseded_by or r.id)
        for r in records
        if _over(r, ranges, now) and not _held_beside(r, by_id.get(r.superseded_by or ""))
    )
    trips_off = _trips_off(records)
    ended.update(trips_off)
    found: dict[str, tuple[tuple[bool, date], MemoryRecord]] = {}
    # how many days the stretch a record names over the time asked holds: on one day, a plan of that day before a stay
    # that holds it ("NYE party at Sam's" before "on vacation Dec 21 - Jan 1" for "what am I doing on NYE?")
    widths: dict[str, int] = {}
    for record in records:
        if record.id in ended:
            continue
        weekdays, monthly, month_dates = each_week.get(record.id, (frozenset(), frozenset(), frozenset()))
        named = named_days(record)  # read once: the spans, the width and the yearly days all look at them
        spans = [
            (max(f, a), min(last, b))
            for f, last in named
            for a, b in asked
            if (a <= f and last <= b) or ((last - f).days < _STAY_SPAN and f <= b and a <= last)
        ]
        days, stays = [first for first, _ in spans], [last for _, last in spans]
        widths[record.id] = min(
            ((last - f).days for f, last in named for a, b in asked if f <= b and a <= last),
            default=0,
        )
        if weekdays := weekdays | moved.get(record.id, frozenset()):
            days += [day for day in weekly if day.weekday() in weekdays]
        # "the first Monday of each month", 每月最后一个周五
        if monthly:
            days += [
                day for day in weekly if any(day.weekday() == w and in_month_week(day, n) for n, w in monthly)
            ]
        # "I get paid on the 15th and the last day of the month", 每个月15号发工资
        if month_dates:
            days += [day for day in weekly if on_month_dates(day, month_dates)]
        # a birthday, an anniversary ("my anniversary is March 12", 老婆生日是11月2号): that day of every year
        if len(asked_days) <= _YEARLY_SPAN and states_lasting_date(record.text):
            yearly = {(first.month, first.day) for first, last in named if first == last}
            days += [day for day in asked_days if (day.month, day.day) in yearly]
            # on the lunar calendar (我妈农历生日是八月十五): that lunar day's calendar day of each year
            days += on_lunar_days(record.text, asked_days)
        # ("if I had to move next week I'd panic", 要是下周要搬家我就崩溃了: no day of a plan)
        if days and not supposed_only(record.text):
            found[record.id] = (_first_day(days, stays, today), record)
    # a trip called off on those days: what called it off is on them ("行程取消了" for 我圣诞节有什么安排), not the trip
    notices = set()
    for trip, called_off in trips_off.items():
        spans = [
            (max(f, a), min(last, b))
            for f, last in named_days(by_id[trip])
            for a, b in asked
            if f <= b and a <= last
        ]
        said = spoken_only(by_id[called_off].text)
        if not (next(trips_called_off(said), None) or calls_off_a_trip(said)):
            continue  # (a trip moved names its new days: on theirs)
        if spans and called_off not in found and called_off not in ended:
            first = _first_day([f for f, _ in spans], [last for _, last in spans], today)
            found[called_off] = (first, by_id[called_off])
            notices.add(called_off)
    on_days = [
        r
        for _, r in sorted(
            found.values(),
            # (a trip's calling off after the plans that remain)
            key=lambda p: (
                p[1].id in notices,
                p[0][0],
                p[0][1],
                widths.get(p[1].id, 0),
                -p[1].occurred_at.timestamp(),
                p[1].id,
            ),
        )
    ]
    return on_days, set(ended)


def _over(record: MemoryRecord, ranges: Sequence[TimeRange], now: datetime | None) -> bool:
    """Whether ``record``'s value holds on none of the times ``ranges`` asks (:mod:`~hindsight_core.lifecycle.held_at`):
    ended by their start (or by ``now``, when they are gone: an end told since counts), or told to start after their
    end; with no ``now``, any end, as stored."""
    if now is None or not ranges:
        return held_at.ended(record, None)
    start, end = min(r.start for r in ranges), max(r.end for r in ranges)
    return held_at.ended(record, max(start, now)) or held_at.not_started(record, end)


# a plan said as one more: "I have a doctor appointment next Wednesday too", "also", "another", "as well", 还有一个, 也约了
_ONE_MORE = re.compile(
    r"\b(?:too|also|another|as\s+well|one\s+more|a\s+second|in\s+addition)\b|还有|另外|也(?:约|有|要|订)|又(?:约|订)了",
    re.IGNORECASE,
)


def _held_beside(old: MemoryRecord, new: MemoryRecord | None) -> bool:
    """Whether ``old``, superseded by ``new``, is a plan that still holds: ``new`` is a plan of other days said as one
    more (:data:`_ONE_MORE`), ending no task (not "the dentist moved to Thursday too")."""
    if (
        new is None
        or not named_days(old)
        or not named_days(new)
        or set(named_days(old)) & set(named_days(new))
    ):
        return False
    said = spoken_only(new.text)
    return _ONE_MORE.search(said) is not None and task_end(said) is None


def _trips_off(records: Sequence[MemoryRecord]) -> dict[str, str]:
    """The ids of the dated records of a trip called off or moved since, named by its place ("Bali trip is Dec
    20-28" after "we pushed the Bali trip to March", 12月20号到28号去三亚 after 三亚的行程取消了), or by none when it is
    the one trip coming ("flight got cancelled", 机票退了: :func:`the_one_trip`), each to the id of the record that ended
    it: on none of its old days."""
    off: dict[str, str] = {}
    days = {r.id: named_days(r) for r in records}  # read once: each later record looks at every earlier one
    for new in records:
        said = spoken_only(new.text)
        for place in {*trips_called_off(said), *trips_moved(said)}:
            named = re.compile(
                re.escape(place) if has_cjk(place) else rf"\b{re.escape(place)}\b", re.IGNORECASE
            )
            off.update(
                (old.id, new.id)
                for old in records
                if old.occurred_at < new.occurred_at and days[old.id] and named.search(spoken_only(old.text))
            )
        if calls_off_a_trip(
            said
        ):  # "flight got cancelled", 行程取消了: the one trip coming then, when only one is
            ahead = [
                old
                for old in records
                if old.occurred_at < new.occurred_at
                and old.id not in off
                and days[old.id]
                and min(first for first, _ in days[old.id]) >= new.occurred_at.date()
            ]
            trips = the_one_trip([(spoken_only(old.text), days[old.id]) for old in ahead])
            off.update((ahead[n].id, new.id) for n in trips)
    return off


def _first_day(days: Sequence[date], stays: Sequence[date], today: date | None) -> tuple[bool, date]:
    """Where a record's ``days`` (and the last days of its stretches, ``stays``) place it on the agenda: the first
    of them from ``today`` on (today itself for a stretch under way); a record whose days are all gone ("this week"
    asked on a Thursday, a dinner on Monday) after every one ahead, by its first day."""
    if today is None:
        return False, min(days)
    ahead = [day for day in days if day >= today]
    if ahead:
        return False, min(ahead)
    if any(last >= today for last in stays):
        return False, today
    return True, min(days)


async def agenda_records(
    graph: GraphStore,
    flt: RecordFilter,
    now: datetime,
    ranges: Sequence[TimeRange],
    exclude_sources: frozenset[str],
    scan: int,
) -> tuple[list[MemoryRecord], set[str]]:
    """The user's recallable memories said before the end of ``ranges`` (the newest ``scan``) naming their days, and
    the ids of their schedules moved or stopped since (:func:`about_the_days`)."""
    until = max(r.end for r in ranges)
    narrowed = flt.model_copy(update={"until": min(until, flt.until) if flt.until else until})
    records = await graph.list_records(narrowed, limit=scan, newest_first=True)
    today = now.astimezone(ranges[0].start.tzinfo).date() if ranges else None
    return about_the_days(
        [r for r in records if recallable(r, flt, now, exclude_sources)], ranges, today, now
    )


# only the spans of the times named are read: any Monday of a year the lunar holidays are known in (春节, 除夕)
ANY_DAY = datetime(2026, 1, 5, tzinfo=UTC)

__all__ = ["ANY_DAY", "about_the_days", "agenda_records", "asks_agenda", "named_days", "with_times_marked"]
