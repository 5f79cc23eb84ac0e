"""Appointments: records of a scheduled, one-off event (a meeting, an appointment, a booking, a flight, an exam,
a repair or an install at home, a deadline, a race or a wedding one prepares for; what a calendar or booking tool returned; a journey nothing else ends) on a day that is not past
when it is said. Once that day and a grace period after it (``LifecycleConfig.appointment_grace_days``) are
over, the record is no longer current: "I have a meeting with Priya next Tuesday" is not the next meeting two
years later, "I'm flying to Oslo on Friday" not the next trip.

The days come from ``attributes["mentioned_dates"]``, resolved by extraction against when the text was said;
nothing here reads dates from the text. What recurs ("every Tuesday", 每周二), what names no event (a
birthday, a contract's end) and what also holds a lasting value (an allergy said in the same breath) is no
appointment; neither is a past one ("I met Priya last Tuesday", or "I had a meeting with Priya today")."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import UTC, date, datetime, time, timedelta

from hindsight_core.config import LifecycleConfig
from hindsight_core.extraction.cues import states_health, states_lasting_beside
from hindsight_core.extraction.dates import tense_of
from hindsight_core.text import to_simplified

#: Words naming a scheduled, one-off event, or its arrangement ("Book a sync", 约了, 订了...的票).
_EVENT = re.compile(
    r"\b(?:meetings?|meet-?ups?|appointments?|appts?|bookings?|booked|reservations?|reserved|flights?|"
    r"interviews?|exams?|examination|calls?|deadlines?|party|parties|syncs?|sync-ups?|conference|webinar|"
    r"check-?ups?|concert|dinner|lunch|brunch|events?|schedul(?:e|ed|ing)|rescheduled?|"
    # who one goes to see, and a deadline: "dentist on the 9th", "haircut tmrw", "due" (a trip is a journey's, below)
    r"dentist|doctor|gp|vet|haircut|massage|physio|surgery|due|"
    # who comes to the home on a day: "repair guy comes Thursday", "the plumber is coming Friday", "the cable guy"
    r"plumbers?|electricians?|technicians?|handym[ae]n|repairm[ae]n|repair\s+(?:guy|person|people|crew|visit)|"
    r"exterminators?|locksmiths?|installers?|inspectors?|inspection|movers|"
    r"(?:cable|internet|wifi|gas|boiler|heating|hvac|ac|a/c|fridge|washer|dishwasher|appliance|pest|alarm)\s+guy)\b"
    r"|\bbook\s+(?:a|an|the|my|our|me|us|him|her|them|it|this|that)\b"
    r"|会议|开会|(?:电话|视频|线上)会|会面|见面|面谈|预约|约了|约好|面试|考试|笔试|航班|机票|车票|门票|的票|订了|预订|"
    r"预定|聚会|派对|约会|截止|挂号|复诊|看牙|看医生|演唱会|音乐会|飞往|起飞|有个会|开个会|个会|剪头|理发|手术|"
    # who one goes to see, as "dentist", "vet" above: 牙医改到下周二, 带狗看兽医, 去医院体检
    r"牙医|牙科|兽医|体检|洗牙|补牙|拔牙|"
    # who comes to the home on a day, as "plumber" above: 维修师傅周四上门, 师傅明天来修, 周六装宽带
    r"上门|维修|修理工|来修|(?:装|安装)(?:宽带|空调|热水器|燃气|网络)|开锁|换锁",
    re.IGNORECASE,
)
#: An event one trains, studies or prepares for: "training for the Berlin marathon in September", "my sister's
#: wedding is on June 6", "studying for the LSAT in June", 备考, 准备9月的马拉松比赛. Over with its day, as an exam
#: is; but said beside something that lasts ("I'm a runner and training for ...", "We got engaged! The wedding is
#: on October 17") it is the lasting part's record, which does not end with the day.
_PREPARED_FOR = re.compile(
    r"\b(?:(?:half[\s-]?)?marathons?|triathlons?|ironman|races?|[1-9]\d?k\s+(?:run|race)|tournaments?|competitions?|"
    r"championships?|recitals?|auditions?|weddings?(?!\s+(?:anniversary|ring|band|dress|photos?|vows))|graduation|"
    r"finals|(?:training|preparing|prepping|studying|revising|cramming|practi[cs]ing|getting\s+ready)\s+for)\b"
    r"|\b(?-i:GRE|GMAT|LSAT|MCAT|IELTS|TOEFL|JLPT|HSK|GCSEs?|A-levels?)\b"
    r"|备考|备赛|马拉松|半马|全马|比赛|赛事|竞赛|婚礼|婚宴|毕业典礼|演出|答辩|考研|高考|中考|国考|省考|雅思|托福|法考",
    re.IGNORECASE,
)
#: A journey on a day, the traveller's own: "I'm flying to Oslo on Friday", "my train to Leeds is on the 12th",
#: "heading home for the holidays on the 20th", 我周五飞上海, 下周去北京出差. A verb of travel needs where it
#: goes ("fly to", "train to"; not "time flies", "I train every day", "trains are late") or a trip's noun.
_TRAVEL = re.compile(
    r"\b(?:fly|flies|flying)\s+(?:out|back|home|to|into|from|in\s+from)\b"
    r"|\b(?:trains?|bus|coach|ferry|drive|driving|travel(?:l?ing)?|sail(?:ing)?|cycling|road\s+trip)\s+"
    r"(?:up\s+|down\s+|over\s+|back\s+)?(?:to|from)\b(?!\s+(?:work|school|the\s+office|class|the\s+gym)\b)"
    r"|\b(?:take|taking|catch|catching|get|getting|on)\s+(?:the|a|an|my|our)\s+(?:\w+\s+)?(?:train|ferry|bus|coach)\b"
    r"|\b(?:heading|head|leaving|leave|departing|depart)\s+(?:out\s+|off\s+|back\s+)?(?:for|to|home)\b"
    r"|\btrips?\s+to\b|\b(?:road|business|day|weekend|ski|camping|work)\s+trip\b|\bcruise\b|\bvacation\b"
    r"|\bon\s+holiday\b|\bholiday\s+(?:to|in)\b"
    r"|(?<![起腾纷])飞(?:去|到|往|回)?(?=[\u4e00-\u9fff])(?!快|速|奔|跃|行|舞|镖|盘|船|机场|了)"
    r"|(?:坐|乘|搭)(?:飞机|火车|高铁|动车|大巴|船|轮渡)|出差|旅行|旅游|自驾",
    re.IGNORECASE,
)
#: A journey that is the way to a lasting change ("flying to Oslo on Friday to move there for good", 周五飞上海，
#: 以后就定居那边了): the record tells of the move, which the flight does not end.
_SETTLING = re.compile(
    r"\b(?:mov(?:e|es|ed|ing)\s+(?:to|there|here|in|back)|relocat\w*|emigrat\w*|for\s+good|settle\s+(?:down|there)"
    r"|permanently)\b|搬家|搬到|搬去|移民|定居|长住",
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
# we're throwing her a party this year" keeps the birthday), said with its day first too ("Next Tuesday is my wife's
# birthday", "it's mom's birthday next week", 下周是我妈生日, 我妈下周过生日, 下周三是我们结婚纪念日); not a party or a gift
# for it ("my birthday party is on Saturday", 下周要去参加朋友的生日派对), nor celebrating someone's (给儿子过生日).
_NOT_THE_DAY_EN = (
    r"(?!\s+(?:party|parties|dinner|lunch|drinks|bash|celebration|gift|present|card|cake|trip)\b)"
)
_NOT_THE_DAY_ZH = r"(?!派对|聚会|礼物|蛋糕|宴|会|趴|餐|饭)"
_LASTING = re.compile(
    r"\b(?:birthday|anniversary|date\s+of\s+birth|dob)(?:'s|\s+is|\s+was|\s+falls|\s+on)\b|\bborn\s+(?:on|in)\b|"
    rf"(?<!\bwhen\s)(?<!\bwhat\s)\b(?:is|['’]s|was)\s+(?:my|our|his|her|their|[a-z]+['’]s)\s+(?:[a-z]+['’]s\s+|wedding\s+)?"
    rf"(?:birthday|anniversary|bday)\b"
    rf"{_NOT_THE_DAY_EN}|"
    r"(?:生日|纪念日|诞辰)(?:是|在|为)|出生于|出生在|(?<!\d)\d{1,2}月\d{1,2}[日号]?(?:是|系)?[^，。]{0,6}生日|"
    rf"(?<=[天周期拜月号日末一二三四五六])(?:是|系)(?:我|我们|咱们|他|她|[\u4e00-\u9fff]{{1,3}}?)的?(?:结婚)?(?:生日|纪念日)"
    rf"{_NOT_THE_DAY_ZH}|"
    rf"(?:^|[，。！？,.!?\s])[^，。！？,.!?\s给帮替陪去参不没]{{0,8}}过(?:个)?生日{_NOT_THE_DAY_ZH}",
    re.IGNORECASE,
)


def states_lasting_date(text: str) -> bool:
    """Whether ``text`` states a date that comes back every year or never changes ("my mom's birthday is July
    8", 老婆生日是11月2号, "born on 4 Feb 2019", "Next Tuesday is my wife's birthday", 我妈下周过生日): whatever it
    plans beside it, the record is no plan that ends."""
    return _LASTING.search(to_simplified(text)) is not None


def is_appointment(text: str, attributes: Mapping[str, str]) -> bool:
    """Whether a record tells of a scheduled, one-off event: its text names one (or it is a booking tool's
    result), nothing in it recurs, and it holds no value of the speaker's but the appointment's day (a slot: "I'm allergic to
    penicillin, and I have a doctor appointment on March 10" keeps the allergy, which outlasts the visit), nor a diagnosis
    or an injury ("I tore my ACL skiing, surgery next month")."""
    slot = attributes.get("attribute", "")
    if (
        slot
        and attributes.get("subject") != "tool"
        and not slot.startswith(("appointment_", "preparing_for"))
    ):
        return False  # an appointment's day, or an event trained for, is the slot of one that ends
    if states_health(text):
        return False  # "I tore my ACL skiing, surgery next month": the injury outlasts the surgery
    tool = attributes.get("tool_name", "")
    words = re.split(r"[^a-z]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", tool).lower())
    simple = to_simplified(text)
    # an appointment's slot (the extractor read one: 牙医改到下周二) is one, whatever words it is said in
    named = (
        slot.startswith("appointment_")
        or _EVENT.search(simple) is not None
        or not _BOOKING_TOOL.isdisjoint(words)
        or (
            _PREPARED_FOR.search(simple) is not None
            and not states_lasting_beside(simple, _PREPARED_FOR)
            # of a day or a month ("in September", 6月13号), not a year ("今年高考", "next year")
            and _within_a_month(attributes)
        )
    )
    # (a flight read as an appointment's slot that is the way to a move: "I'm flying to Oslo on Friday to move there
    # for good" tells of the move, which the flight does not end)
    return (
        named and _is_one_off(simple) and not (slot.startswith("appointment_") and _SETTLING.search(simple))
    )


def _within_a_month(attributes: Mapping[str, str]) -> bool:
    """Whether the last day a record names is of a date or a range of at most a month."""
    last = last_named_day(attributes)
    for item in attributes.get("mentioned_dates", "").split(","):
        first, _, end = item.strip().partition("/")
        try:
            start, stop = datetime.fromisoformat(first).date(), datetime.fromisoformat(end or first).date()
        except ValueError:
            continue
        if stop == last:
            return (stop - start).days <= 31
    return False


def is_journey(text: str, attributes: Mapping[str, str]) -> bool:
    """Whether a record tells of a journey of the speaker's ("I'm flying to Oslo on Friday", "my train to Leeds
    is on the 12th", 我周五飞上海, 下周去北京出差) that is no move ("flying to Oslo on Friday to move there for
    good", 以后就定居那边了: the move outlasts the flight), nothing in it recurs and it holds no value."""
    if attributes.get("attribute"):
        return False
    simple = to_simplified(text)
    return _TRAVEL.search(simple) is not None and _SETTLING.search(simple) is None and _is_one_off(simple)


def _is_one_off(simple: str) -> bool:
    return _RECURRING.search(simple) is None and not states_lasting_date(simple)


def appointment_expiry(
    text: str, attributes: Mapping[str, str], said_at: datetime, cfg: LifecycleConfig
) -> datetime | None:
    """When a record of an appointment stops being current: ``cfg.appointment_grace_days`` after the last day
    it names ends. None when it is no appointment, names no day, or only days before the one it was said (a
    day it was said on counts unless told in the past tense: "I had a meeting with Priya today")."""
    return _after_its_day(text, attributes, said_at, cfg) if is_appointment(text, attributes) else None


def journey_expiry(
    text: str, attributes: Mapping[str, str], said_at: datetime, cfg: LifecycleConfig
) -> datetime | None:
    """When a record of a journey on a day not past stops being current, as an appointment's. Only for a record
    nothing else ends: a plan to travel ("I plan to fly to Lisbon on March 14") keeps its plan's longer life,
    counted from that day (the trip goes on after it), where "I'm flying to Oslo on Friday", told as a fact,
    stayed current for ever."""
    return _after_its_day(text, attributes, said_at, cfg) if is_journey(text, attributes) else None


def _after_its_day(
    text: str, attributes: Mapping[str, str], said_at: datetime, cfg: LifecycleConfig
) -> datetime | None:
    grace = cfg.appointment_grace_days
    day = last_named_day(attributes)
    if grace is None or day is None:
        return None
    said = said_at.date()
    if day < said or (day == said and tense_of(text) < 0):
        return None
    return datetime.combine(day + timedelta(days=1), time(), tzinfo=said_at.tzinfo or UTC) + timedelta(
        days=grace
    )
