"""A trip called off, named by where it goes: "the Lisbon trip is off", "had to cancel our Lisbon trip", "we're not
going to Lisbon anymore", 成都那趟出差黄了, 取消了成都的出差, 成都的行程取消了. The plan it calls off ("we're going to Lisbon
for our anniversary in May", 下个月去成都出差) names the place, not the trip, so what is given up is the place
(:func:`~hindsight_core.recall.displaced.displaced_terms` reads it): "are we still going to Lisbon?", 我还去成都吗
put the plan above the word that ended it.

A trip of someone else's ("my sister cancelled her Lisbon trip") gives up nothing of the speaker's own; neither does a
trip called off and named by no place ("the trip is off"), nor a thing switched off ("the heating is off")."""

from __future__ import annotations

import re
from collections.abc import Iterator

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
        r"(?:off|cancell?ed|scrapped|called off|not happening)\b",
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


__all__ = ["trips_called_off", "trips_moved"]
