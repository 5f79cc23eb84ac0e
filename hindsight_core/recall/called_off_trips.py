"""A trip called off, named by where it goes: "the Lisbon trip is off", "had to cancel our Lisbon trip", "we're not
going to Lisbon anymore", 成都那趟出差黄了, 取消了成都的出差, 成都的行程取消了. The plan it calls off ("we're going to Lisbon
for our anniversary in May", 下个月去成都出差) names the place, not the trip, so what is given up is the place
(:func:`~hindsight_core.recall.displaced.displaced_terms` reads it): "are we still going to Lisbon?", 我还去成都吗
put the plan above the word that ended it.

A trip of someone else's ("my sister cancelled her Lisbon trip") gives up nothing of the speaker's own; neither does a
trip called off and named by no place ("the trip is off"), nor a thing switched off ("the heating is off")."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from datetime import date

from hindsight_core.text import CASED_UPPER

# what names a trip after its place: "the Lisbon trip", "our Tokyo flights", "the Rome plans", "my Paris vacation"
_EN_TRIP = r"(?:trip|trips|vacation|holiday|getaway|flights?|plans?|visit|honeymoon|weekend)"
# where it goes: one or two capitalised words ("Lisbon", "New York"), the first of a sentence's too
_EN_PLACE = (
    r"(?!(?:the|our|my|your|his|her|their|this|that|a|an|next|last)\b)"
    rf"((?-i:[{CASED_UPPER}])[\w'-]+(?: (?-i:[{CASED_UPPER}])[\w'-]+)?)"
)
# the speaker's (or nobody's: "the"), not someone else's ("her Lisbon trip", "Tom's Lisbon trip")
_EN_OWN = r"(?:the |our |my )"
# where a clause opens: "the Lisbon trip is off", "so the Rome trip fell through"
_EN_OPENS = r"(?:^|[.,;:!?] ?|\b(?:so|and|but|because|update) )"
_EN_NAMED_TRIP = _EN_OPENS + _EN_OWN + "?" + _EN_PLACE + " " + _EN_TRIP
_EN = [
    re.compile(p, re.IGNORECASE)
    for p in (
        # "had to cancel our Lisbon trip", "we cancelled the Lisbon trip", "scrapped the Rome plans", "called off
        # our Paris vacation"
        r"\b(?:(?:i|we)(?:'ve| have)? )?(?:(?:had|have|need|needed|going) to |just |finally )?"
        r"(?:cancel(?:led|ed|ling|ing)?|scrap(?:ped|ping)?|call(?:ed|ing)? off|ditch(?:ed|ing)?|drop(?:ped|ping)?|"
        r"scratch(?:ed)?) " + _EN_OWN + _EN_PLACE + " " + _EN_TRIP + r"\b",
        # "the Lisbon trip is off", "our Tokyo flights got cancelled", "the Rome plans fell through"
        _EN_NAMED_TRIP + r"(?:'s| is| are| was| were| got| has been| have been) ?"
        # (not "off to a great start", "off the charts")
        r"(?:off(?!\s+(?:to|the|on)\b)|cancell?ed|scrapped|called off|not happening)\b",
        _EN_NAMED_TRIP
        + r" (?:fell through|didn'?t happen|won'?t happen|isn'?t happening|is not happening)\b",
        # "we're not going to Lisbon anymore", "I'm not flying to Denver after all", "we're no longer going to Rome."
        r"\b(?:i'?m|i am|we'?re|we are) (?:not|no longer) (?:going|flying|heading|travell?ing) to "
        + _EN_PLACE
        + r"\b(?=[^.!?\n]{0,30}\b(?:anymore|any more|after all)\b|\s*(?:$|[.;!]))",
    )
]
# what names a trip in Chinese after its place: 成都那趟出差, 成都的行程, 去云南的旅行, 东京的机票
_ZH_TRIP = r"(?:的|那趟|这趟|那次|这次)?(?:出差|行程|旅行|旅游|之行|机票|航班|飞机|计划)"
_ZH_PLACE = r"(?:去|飞|到)?(?![我你他她它咱这那们的])([\u4e00-\u9fff]{2,4}?)"
_ZH_OFF = r"(?:取消了|取消啦|黄了|泡汤了|不去了|去不成了|没去成|算了)"
_ZH = [
    re.compile(p)
    for p in (
        # 成都那趟出差黄了, 成都的行程取消了, 去云南的旅行泡汤了
        r"(?:^|[，,。！!？?；;：:\s]|我们|我)" + _ZH_PLACE + _ZH_TRIP + r"(?:也|又|就|都)?(?:被)?" + _ZH_OFF,
        # 取消了成都的出差, 把去东京的机票退了
        r"(?:取消了|退了)" + _ZH_PLACE + _ZH_TRIP,
        r"把" + _ZH_PLACE + _ZH_TRIP + r"(?:取消|退)(?:掉)?了",
        # 我们不去成都了, 不飞东京了
        r"不(?:去|飞)(?![我你他她它咱这那们的])((?:(?!了)[\u4e00-\u9fff]){2,4}?)了",
    )
]
# a cheap test first: recall reads the pool's best records on every query
_TRIGGER = re.compile(
    r"cancel|scrap|called off|call off|calling off|ditch|drop|scratch| off\b|fell through|happen|"
    r"取消|黄了|泡汤|不去|不飞|去不成|没去成|算了|退了|退掉|\bnot\b|no longer",
    re.IGNORECASE,
)


# a trip moved to other days, named by its place: "we pushed the Bali trip to March", "our Tokyo flight got moved",
# 三亚的行程推迟到下个月, 成都的航班改签到明天了, 把去云南的旅行改到五一
_MOVED = (
    r"(?:push(?:ed)?|mov(?:ed|e)|postpon(?:ed|e)|reschedul(?:ed|e)|bump(?:ed)?|delay(?:ed)?|shift(?:ed)?)"
)
_EN_MOVED = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\b" + _MOVED + r" (?:back )?" + _EN_OWN + _EN_PLACE + " " + _EN_TRIP + r"\b",
        _EN_NAMED_TRIP + r"(?:'s| is| are| was| were| got| has been| have been)? ?" + _MOVED + r"\b",
    )
]
_ZH_MOVED_TO = r"(?:改签|改期|推迟|延期|延后|推后|改到|推到|延到|挪到|提前)"
_ZH_MOVED = [
    re.compile(p)
    for p in (
        r"(?:^|[，,。！!？?；;：:\s]|我们|我)(?!把)"
        + _ZH_PLACE
        + _ZH_TRIP
        + r"(?:也|又|就|都)?(?:被)?"
        + _ZH_MOVED_TO,
        r"把" + _ZH_PLACE + _ZH_TRIP + _ZH_MOVED_TO,
    )
]
_MOVED_TRIGGER = re.compile(r"push|mov|postpon|reschedul|bump|delay|shift|改|推|延|挪|提前", re.IGNORECASE)


def trips_moved(text: str) -> Iterator[str]:
    """The places of the speaker's trips ``text`` moves to other days.

    >>> list(trips_moved("ugh we pushed the Bali trip to March")), list(trips_moved("成都的航班改签到明天了"))
    (['Bali'], ['成都'])
    >>> list(trips_moved("I moved the couch")), list(trips_moved("my sister pushed her Rome trip"))
    ([], [])
    """
    if not _MOVED_TRIGGER.search(text):
        return
    for pattern in (*_EN_MOVED, *_ZH_MOVED):
        for match in pattern.finditer(text):
            yield match.group(1)


def trips_called_off(text: str) -> Iterator[str]:
    """The places of the speaker's trips ``text`` calls off.

    >>> list(trips_called_off("had to cancel our Lisbon trip, my mom is sick"))
    ['Lisbon']
    >>> list(trips_called_off("成都那趟出差黄了")), list(trips_called_off("the heating is off"))
    (['成都'], [])
    """
    if not _TRIGGER.search(text):
        return
    for pattern in _EN:
        for match in pattern.finditer(text):
            yield match.group(1)
    for pattern in _ZH:
        for match in pattern.finditer(text):
            yield match.group(1)


# -- a trip called off and named by no place ---------------------------------------------------------------

# the speaker's journey named by its kind: "the flight", "our trip", "my vacation", 行程, 机票, 航班, 出差
_EN_ANY_TRIP = r"(?:flights?|trip|vacation|holiday|getaway|travel\s+plans|honeymoon)"
_EN_OFF_UNNAMED = re.compile(
    # "the flight got cancelled", "our trip's off", "ugh, flight got cancelled", "the trip fell through"
    r"(?:\b(?:my|our|the)\s+|(?:^|[.,;:!?]\s*|\b(?:so|and|but|ugh|welp|well|update)\b[,:]?\s*))"
    + _EN_ANY_TRIP
    + r"(?:'s|\s+(?:is|was|got|has\s+been|have\s+been|were|are|just\s+got))?\s*"
    r"(?:off(?!\s+(?:to|the|on)\b)|cancell?ed|scrapped|called\s+off|not\s+happening|fell\s+through)\b"
    # "I had to cancel the trip", "we cancelled our flights", "we called off the vacation"
    r"|\b(?:i|we)(?:'ve|\s+have)?\s+(?:had\s+to\s+|have\s+to\s+|just\s+|finally\s+)?"
    r"(?:cancel(?:led|ed)?|scrap(?:ped)?|call(?:ed)?\s+off)\s+(?:my|our|the)\s+" + _EN_ANY_TRIP + r"\b",
    re.IGNORECASE,
)
_ZH_ANY_TRIP = r"(?:行程|旅行|旅游|机票|航班|出差|飞机票|度假|旅行计划|出行计划)"
_ZH_OFF_UNNAMED = re.compile(
    # 行程取消了, 机票退了, 航班也被取消了, 出差黄了, 把机票退了, 取消了行程
    r"(?:^|[，,。！!；;：:\s]|我们?的?|这次的?|那次的?|这趟|那趟)"
    + _ZH_ANY_TRIP
    + r"(?:也|又|就|都|已经)*(?:被)?(?:取消了|取消啦|黄了|泡汤了|退了|退掉了|去不成了)"
    r"|把" + _ZH_ANY_TRIP + r"(?:给)?(?:取消|退)(?:掉)?了|(?:取消了|退了)(?:行程|航班|机票|出差)"
)
# what makes it no trip called off: a question, a supposition, a fear, someone else's ("my sister's flight got cancelled")
_NOT_CALLED_OFF = re.compile(
    r"[?？]|吗|\b(?:if|in\s+case|what\s+if|might|may|could|hope|hopefully|afraid|worried|unless|whether)\b"
    r"|如果|要是|万一|可能|担心|怕|希望|会不会|是不是|[他她]们?的|\b(?:her|his|their|[A-Z][a-z]+'s)\s+"
    + _EN_ANY_TRIP,
    re.IGNORECASE,
)


def calls_off_a_trip(text: str) -> bool:
    """Whether ``text`` calls off the speaker's trip naming no place ("flight got cancelled", "the trip's off",
    行程取消了, 机票退了); a trip named by its place is :func:`trips_called_off`'s.

    >>> calls_off_a_trip("ugh, flight got cancelled"), calls_off_a_trip("机票退了"), calls_off_a_trip("行程取消了")
    (True, True, True)
    >>> calls_off_a_trip("what if the flight gets cancelled?"), calls_off_a_trip("my sister's flight got cancelled")
    (False, False)
    >>> calls_off_a_trip("the meeting got cancelled"), calls_off_a_trip("the Lisbon trip is off")
    (False, False)
    """
    if not _TRIGGER.search(text) or next(trips_called_off(text), None) is not None:
        return False
    for sentence in re.split(r"(?<=[.!?。！？；;\n])", text):
        if (
            _EN_OFF_UNNAMED.search(sentence) or _ZH_OFF_UNNAMED.search(sentence)
        ) and not _NOT_CALLED_OFF.search(sentence):
            return True
    return False


# what tells of a journey: a flight, a trip, a place flown or gone to, 去三亚玩, 出差, 机票
_A_TRIP = re.compile(
    r"\b(?:fl(?:y|ying|ight|ights|ies)|trip|travel\w*|vacation|holiday|getaway|red-?eye|honeymoon|road\s+trip|"
    r"(?:going|heading|headed|off)\s+to\s+[A-Z])\b"
    r"|出差|旅行|旅游|机票|航班|飞机|行程|度假|自驾|去[\u4e00-\u9fff]{2,4}?(?:玩|旅游|旅行|度假|出差|看|探亲)|飞[\u4e00-\u9fff]{2}"
)


def the_one_trip(plans: Sequence[tuple[str, list[tuple[date, date]]]]) -> list[int]:
    """Which of ``plans`` (each its text and the days it names, all ahead) are the one trip coming, when only one
    is: those telling of a journey, if all their days meet (the flight and the hotel of one stay); none when two
    trips of other days are coming (a cancellation naming none calls off neither).

    >>> days = [(date(2026, 12, 20), date(2026, 12, 20))]
    >>> the_one_trip([("I fly to Denver on Dec 20", days), ("dinner with Sam on Dec 20", days)])
    [0]
    >>> the_one_trip([("圣诞节去三亚玩", days), ("元旦飞成都", [(date(2027, 1, 1), date(2027, 1, 1))])])
    []
    """
    trips = [n for n, (text, _) in enumerate(plans) if _A_TRIP.search(text)]
    spans = [span for n in trips for span in plans[n][1]]
    first_last = min((last for _, last in spans), default=None)
    if first_last is None or any(first > first_last for first, _ in spans):
        return []
    return trips


__all__ = ["calls_off_a_trip", "the_one_trip", "trips_called_off", "trips_moved"]
