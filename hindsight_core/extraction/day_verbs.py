"""A short weekday that is a verb after its subject: "the dog sat at 6", "our guests sat at 8pm", "grandma sat at 4pm
with us", "the couple wed at 3pm" name no Saturday or Wednesday, as "I sat at 6" names none. The subject is a noun
after a determiner or a possessive ("the dog", "my two cats", "Jake's dog") or one of the family ("grandma"), written
lowercase, as a day's abbreviation often is too; what happens on a day is named so as well ("the meeting wed at 2pm",
"the bbq sat at 4"), so an event's noun before it keeps the day.

    >>> [said_as_verb(s, s.index(day)) for s, day in (("the dog sat at 6", "sat"), ("the meeting wed at 2pm", "wed"),
    ...  ("bbq sat at 4", "sat"), ("the couple wed at 3pm", "wed"))]
    [True, False, False, True]
"""

from __future__ import annotations

import re

# what is done or held on a day, named before it ("the party sat at 8", "my lesson sat at 10")
_EVENTS = (
    r"meeting|meetup|call|party|dinner|lunch|brunch|breakfast|bbq|barbecue|picnic|game|match|show|concert|gig|"
    r"appointment|appt|class|lesson|session|practice|rehearsal|shift|flight|train|interview|date|wedding|service|"
    r"event|tournament|race|recital|checkup|visit|trip|drinks|coffee|movie|hike|run|ride|tour|exam|test|deadline|"
    r"launch|review|demo|standup|sync|workshop|webinar|training|swim|meet|market|fair|festival|sale|"
    r"club|thing|plan|reservation|booking|slot|pickup|drop[-\s]?off|delivery|install|inspection|surgery|scan|mri|ultrasound|"
    r"haircut|cut|trim|massage|facial|mani|pedi|cleaning|playdate|sleepover|tee\s+time"
    # (or the verb after the subject: "the plumber comes wed at 9", "my sister is free sat at 2")
    r"|comes?|arrives?|starts?|begins?|opens?|ends?|leaves?|lands?|is|are|happens?|works?|due|back|free|off|here|there"
)
# a subject opens its clause (not an object: "pick up the kids sat at 3", "meet at the usual spot sat at 8")
_OPENS = r"(?:^|(?<=[.!?,;:])\s*|\b(?:and|but|so|then|when|while|because|cause|cuz|lol|haha)\s+)"
_SUBJECT = re.compile(
    r"(?:"
    + _OPENS
    + r"(?:the|my|our|his|her|their|your|its|a|an|this|that|these|those|[a-z]+['’]s)\s+(?:[a-z]+\s+){0,2}"
    rf"(?!(?:{_EVENTS})s?\s+$)[a-z]+"
    r"|"
    + _OPENS
    + r"(?:grandma|grandpa|granny|nana|mom|mum|dad|mommy|daddy|auntie|aunt|uncle|everyone|everybody|nobody|someone)"
    r"|" + _OPENS + r"(?:two|three|four|both|all)\s+of\s+(?:us|them|you))\s+$",
    re.IGNORECASE,
)
_VERBS = frozenset(("sat", "sun", "wed"))


def said_as_verb(text: str, start: int) -> bool:
    """Whether the short weekday at ``start`` of ``text`` is a verb after its subject (see the module)."""
    word = text[start : start + 3]
    if word.lower() not in _VERBS or word[0].isupper():
        return False
    return _SUBJECT.search(text[max(0, start - 64) : start]) is not None


__all__ = ["said_as_verb"]
