"""Cues: which kind of event a message states, and the slot it fills when that is cheap to read.

    >>> strongest_event_type("We decided to use PostgreSQL, the bug is fixed")
    'decision'
    >>> find_attributes("我习惯用 PostgreSQL")
    [AttributeMatch(attribute='preferred_database', value='PostgreSQL', event_type='preference')]

English and Chinese. The event types, strongest first: decision > preference > solution > problem > plan >
fact. Attributes are first-person statements only ("I prefer X", "我在X工作"); they feed conflict detection
(same subject and attribute, another value).

A message's type is read here (:func:`event_type_of`); the cue patterns are in :mod:`~.event_cues`, the slots in
:mod:`~.attributes`, sentences and questions in :mod:`~.questions`, each imported from here too.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.attributes import AttributeMatch, find_attributes
from hindsight_core.extraction.conditions import lasting_condition
from hindsight_core.extraction.event_cues import EVENT_PRIORITY, CueMatch, find_cues, strongest_event_type
from hindsight_core.extraction.questions import SENTENCE, is_question, sentences, statements
from hindsight_core.text import to_simplified

_I = re.IGNORECASE


# a clause: up to a punctuation mark, or to "and" / "but" / "so" opening another ("... next week and she's
# allergic to peanuts", "I'm 61 and plan to retire at 65")
_CLAUSE = re.compile(r"(?:[^,;，；、.!?。！？\s]|(?!\s(?:and|but|so)\s)[^\S\n])+", _I)
# A diagnosis or an injury, which outlasts the treatment planned beside it ("I was diagnosed with hypothyroidism,
# starting levothyroxine next week", "I tore my ACL skiing, surgery next month", 我骨折了，下周拆石膏)
_HEALTH_STATE = (
    r"\bdiagnosed\s+(?:with|as)\b|\bi(?:'ve|\s+have)?\s+(?:just\s+|also\s+)?(?:tore|torn|broke|broken|sprained|fractured|"
    r"dislocated|ruptured|herniated|slipped)\s+(?:my|a)\b|诊断(?:出|为|是)|确诊|查出(?:来)?(?:我)?(?:有|是)|骨折|扭伤|脱臼|"
    r"(?:韧带|半月板|跟腱|肌肉|肌腱)(?:撕裂|断裂|拉伤|断了|裂了)"
)
# A clause with no cue of its own that still says what holds: a state now ("back on iphone, a 15 now"), a
# relative's life ("my brother just moved to Toronto"), what someone is ("she is dentist"). Read only beside a
# plan or a problem, to keep the message from expiring with them.
_LASTING_STATE = re.compile(
    r"\bnow\s*$|\bthese\s+days\b|\bnowadays\b|\bback\s+on\b|"
    r"\bmy\s+\w+(?:\s+\w+)?\s+(?:just\s+|recently\s+|finally\s+|also\s+|now\s+)?(?:moved|lives|works|started|"
    r"joined|got|married|retired|is|are|was|has)\b|"
    r"\b(?:she|he|they)(?:'s|\s+is|\s+are)\s+(?:a\s+|an\s+)?(?!going\b|gonna\b|about\b|planning\b|not\b|coming\b)\w+|"
    # what one has, and an age ("We've also got a cat, Mango, ginger, 11 years old, he's got kidney issues")
    r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:also\s+|still\s+)?got\s+(?:a|an|two|three|four|\d+)\s+(?:\w+\s+)?(?:cat|dog|puppy|kitten|pet|"
    r"rabbit|parrot|horse|tortoise|hamster|son|daughter|kid|baby|boy|girl|car|van|house|flat|cottage|garden|allotment)s?\b|\b\d{1,3}\s+years?\s+old\b|"
    + _HEALTH_STATE,
    _I,
)
#: Types whose records expire (a plan, a problem): a message holding one beside a lasting statement is typed
#: by the lasting one, so the blood type said with "I'm flying to Madrid next month" does not expire with it.
_PASSING = ("problem", "plan")
_CHAT_BREAK = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF]+|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")


def event_type_of(text: str) -> str | None:
    """The event type of a message: its strongest cue; but when that is a plan or a problem and one of its
    clauses states something lasting (its own strongest cue a decision, preference, solution or fact, or a
    slot), that lasting type ("I moved to Lisbon, my blood type is A negative, and I'm flying to Madrid next
    month" is a fact).

    >>> event_type_of("I'm flying to Madrid next month"), event_type_of("My blood type is A-, I fly on Monday")
    ('plan', 'fact')
    """
    strongest = strongest_event_type(text)
    if strongest == "problem" and lasting_condition(text):
        return "fact"  # "I can't do dairy", 我有颈椎问题: a restriction or a condition that lasts, no TTL
    if strongest not in _PASSING:
        return strongest
    # chat often parts its clauses with an emoji or a space, not a comma (订婚了💍 明年三月办婚礼)
    parts = _CHAT_BREAK.split(to_simplified(text))
    typed = [(c, strongest_event_type(c)) for p in parts for c in _CLAUSE.findall(p)]
    lasting = [t for _, t in typed if t is not None and t not in _PASSING]
    if not lasting and any(t is None and _LASTING_STATE.search(c) for c, t in typed):
        lasting = ["fact"]
    if lasting:
        return min(lasting, key=EVENT_PRIORITY.index)
    # (a slot that lasts: not an appointment's day, "my checkup got pushed to next month" a plan still)
    return (
        "fact"
        if any(not m.attribute.startswith("appointment_") for m in find_attributes(text))
        else strongest
    )


def states_health(text: str) -> bool:
    """Whether ``text`` tells of a diagnosis or an injury ("I tore my ACL skiing", 我确诊了甲减), which no appointment
    booked beside it ends.

    >>> states_health("I tore my ACL skiing, surgery next month"), states_health("I broke the news to my boss")
    (True, False)
    """
    return _HEALTH_RE.search(to_simplified(text)) is not None


_HEALTH_RE = re.compile(_HEALTH_STATE, _I)


def states_lasting_beside(text: str, passing: re.Pattern[str]) -> bool:
    """Whether a clause of ``text`` that ``passing`` does not match states something lasting, as
    :func:`event_type_of` reads one beside a plan: its own strongest cue a decision, preference, solution or fact,
    or a slot ("I'm a runner" of "I'm a runner and training for the Berlin marathon in September")."""
    parts = _CHAT_BREAK.split(to_simplified(text))
    clauses = [c for p in parts for c in _CLAUSE.findall(p) if passing.search(c) is None]
    typed = [(c, strongest_event_type(c)) for c in clauses]
    return any(
        t not in (None, *_PASSING) or (t is None and _LASTING_STATE.search(c)) or find_attributes(c)
        for c, t in typed
    )


__all__ = [
    "EVENT_PRIORITY",
    "SENTENCE",
    "AttributeMatch",
    "CueMatch",
    "event_type_of",
    "find_attributes",
    "find_cues",
    "is_question",
    "sentences",
    "states_health",
    "states_lasting_beside",
    "statements",
    "strongest_event_type",
]
