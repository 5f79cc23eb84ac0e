"""Appointments: records of a scheduled, one-off event (a meeting, an appointment, a booking, a flight, an exam,
a deadline; what a calendar or booking tool returned) on a day that is not past when it is said. Once that day
and a grace period after it (``LifecycleConfig.appointment_grace_days``) are over, the record is no longer
current: "I have a meeting with Priya next Tuesday" is not the next meeting two years later.

The days come from ``attributes["mentioned_dates"]``, resolved by extraction against when the text was said;
nothing here reads dates from the text. What recurs ("every Tuesday", 每周二), what names no event (a
birthday, a contract's end) and what also holds a lasting value (an allergy said in the same breath) is no
appointment; neither is a past one ("I met Priya last Tuesday", or "I had a meeting with Priya today")."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import UTC, date, datetime, time, timedelta

from hindsight_core.config import LifecycleConfig
from hindsight_core.extraction.dates import tense_of
from hindsight_core.text import to_simplified

#: Words naming a scheduled, one-off event, or its arrangement ("Book a sync", 约了, 订了...的票).
_EVENT = re.compile(
    r"\b(?:meetings?|meet-?ups?|appointments?|appts?|bookings?|booked|reservations?|reserved|flights?|"
    r"interviews?|exams?|examination|calls?|deadlines?|party|parties|syncs?|sync-ups?|conference|webinar|"
    r"check-?ups?|concert|dinner|lunch|brunch|events?|schedul(?:e|ed|ing)|rescheduled?|"
    # who one goes to see, and a deadline: "dentist on the 9th", "haircut tmrw", "due" (not a trip: "I plan to fly to Lisbon")
    r"dentist|doctor|gp|vet|haircut|massage|physio|surgery|due)\b"
    r"|\bbook\s+(?:a|an|the|my|our|me|us|him|her|them|it|this|that)\b"
    r"|会议|开会|(?:电话|视频|线上)会|会面|见面|面谈|预约|约了|约好|面试|考试|笔试|航班|机票|车票|门票|的票|订了|预订|"
    r"预定|聚会|派对|约会|截止|挂号|复诊|看牙|看医生|演唱会|音乐会|飞往|起飞|有个会|开个会|个会|剪头|理发|手术",
    re.IGNORECASE,
)
#: Tools whose results are bookings: ``calendar_create``, ``book_table``, ``createEvent``, ``reserve_room``.
_BOOKING_TOOL = frozenset(
    {"calendar", "calendars", "book", "booking", "bookings", "reserve", "reservation", "reservations",
     "schedule", "scheduler", "appointment", "appointments", "meeting", "meetings", "event", "events",
     "flight", "flights", "invite"}
)  # fmt: skip
#: What recurs: the next one is always ahead, so no day ends it.
_RECURRING = re.compile(
    r"\b(?:every|each\s+(?:day|week|month|year|morning|evening|night|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday)|daily|nightly|weekly|bi-?weekly|fortnightly|monthly|bi-?monthly|quarterly|yearly|"
    r"annually|annual|recurring|recurrence|recurs?|repeats?|repeating|rrule|regular|usual|standing|"
    r"stand-?ups?|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends)\b"
    r"|每(?:个)?(?:周|星期|礼拜|天|日|月|年|晚|早|隔|两周|季度)|周周|天天|月月|年年|定期|例会|例行|工作日",
    re.IGNORECASE,
)


def last_named_day(attributes: Mapping[str, str]) -> date | None:
    """The last day the dates a record names reach (``mentioned_dates``: "2026-03-10", or a range's last day,
    "2026-03-09/2026-03-15"); None when it names none."""
    days = []
    for item in attributes.get("mentioned_dates", "").split(","):
        last = item.strip().partition("/")[2] or item.strip()
        try:
            days.append(datetime.fromisoformat(last).date())
        except ValueError:
            continue
    return max(days, default=None)


# What outlasts the day it names: a birthday, an anniversary, a date of birth ("my daughter's birthday is May 20,
# we're throwing her a party this year" keeps the birthday).
_LASTING = re.compile(
    r"\b(?:birthday|anniversary|date\s+of\s+birth|dob)(?:'s|\s+is|\s+was|\s+falls|\s+on)\b|\bborn\s+(?:on|in)\b|"
    r"(?:生日|纪念日|诞辰)(?:是|在|为)|出生于|出生在|(?<!\d)\d{1,2}月\d{1,2}[日号]?(?:是|系)?[^，。]{0,6}生日",
    re.IGNORECASE,
)


def states_lasting_date(text: str) -> bool:
    """Whether ``text`` states a date that comes back every year or never changes ("my mom's birthday is July
    8", 老婆生日是11月2号, "born on 4 Feb 2019"): whatever it plans beside it, the record is no plan that ends."""
    return _LASTING.search(to_simplified(text)) is not None


def is_appointment(text: str, attributes: Mapping[str, str]) -> bool:
    """Whether a record tells of a scheduled, one-off event: its text names one (or it is a booking tool's
    result), nothing in it recurs, and it holds no value of the speaker's (a slot: "I'm allergic to
    penicillin, and I have a doctor appointment on March 10" keeps the allergy, which outlasts the visit)."""
    if attributes.get("attribute") and attributes.get("subject") != "tool":
        return False
    tool = attributes.get("tool_name", "")
    words = re.split(r"[^a-z]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", tool).lower())
    simple = to_simplified(text)
    named = _EVENT.search(simple) is not None or not _BOOKING_TOOL.isdisjoint(words)
    return named and _RECURRING.search(simple) is None and not states_lasting_date(simple)


def appointment_expiry(
    text: str, attributes: Mapping[str, str], said_at: datetime, cfg: LifecycleConfig
) -> datetime | None:
    """When a record of an appointment stops being current: ``cfg.appointment_grace_days`` after the last day
    it names ends. None when it is no appointment, names no day, or only days before the one it was said (a
    day it was said on counts unless told in the past tense: "I had a meeting with Priya today")."""
    grace = cfg.appointment_grace_days
    day = last_named_day(attributes)
    if grace is None or day is None or not is_appointment(text, attributes):
        return None
    said = said_at.date()
    if day < said or (day == said and tense_of(text) < 0):
        return None
    return datetime.combine(day + timedelta(days=1), time(), tzinfo=said_at.tzinfo or UTC) + timedelta(
        days=grace
    )
