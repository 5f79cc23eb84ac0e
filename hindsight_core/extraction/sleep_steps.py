"""How long one usually sleeps and how many steps one usually walks, as people tell them in passing: "I sleep about
6 hours a night", "I only get like 5 hrs of sleep", "I've been sleeping 4-5 hours a night", "I've been averaging 8k
steps", "I walk about 10k steps a day", the speaker left out ("only getting like 4 hrs of sleep lately"). Each is one slot (``sleep_hours``, ``daily_steps``), so a newer measure
replaces the older, and a question of one's own ("how much do I sleep?", "how many steps do I average?") asks it.

A goal is another slot ("I'm aiming for 10k steps a day": ``step_goal``, :mod:`~.step_goals`); one night or one day
("I slept 4 hours last night", "I walked 12,000 steps today"), someone else's ("my husband sleeps 9 hours a night"), a
need, a wish or a supposition ("I need 8 hours of sleep", "if I sleep 6 hours I'm a zombie") fill none.

    >>> [(a, p.search(s)["value"]) for s in ("I sleep about 6 hours a night", "I've been averaging 8k steps")
    ...  for p, a, _ in SLEEP_STEPS_RULES if p.search(s)]
    [('sleep_hours', '6 hours'), ('daily_steps', '8k')]
    >>> asked_sleep_or_steps("how much do I sleep?"), asked_sleep_or_steps("how many steps does my wife walk?")
    ('sleep_hours', None)
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# not said of a supposition or a time: "if I sleep 6 hours", "when I get 5 hours of sleep"
_NOT_SUPPOSED = r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bwhenever\s)(?<!\bunless\s)(?<!\bonce\s)"
_OFTEN = r"(?:(?:usually|normally|typically|generally|only|just|probably|now|still|mostly|honestly|barely|rarely|really)\s+)*"
_ROUGHLY = r"(?:(?:only|about|around|like|roughly|maybe|barely|at\s+most|at\s+best|less\s+than|under|over|max|~)\s*)*"
_WORD_NUMBER = r"three|four|five|six|seven|eight|nine|ten"
_HOURS = (
    rf"(?P<value>(?:\d{{1,2}}(?:\.\d)?|{_WORD_NUMBER})(?:\s*(?:-|–|to|or)\s*(?:\d{{1,2}}(?:\.\d)?|{_WORD_NUMBER}))?"
    r"(?:\s+and\s+a\s+half)?\s*(?:hours?|hrs?|h)\b)"
)
# what makes hours slept one's usual: "a night", "per night", "on average", "most nights", "these days"
_USUAL = (
    r"(?:a|per|each|every|most)\s+nights?|a\s+day|per\s+day|nightly|on\s+average|on\s+a\s+good\s+night|these\s+days|"
    r"lately|recently|at\s+night"
)
# the speaker, said ("I", "I've been", "I'm") or left out at a sentence's start ("only getting like 4 hrs of sleep
# lately", "been averaging 8k steps"); not a saying of anyone's ("getting 6 hours of sleep is hard")
_SPEAKER = r"(?:\bi(?:['’]ve\s+been|\s+have\s+been|['’]m|\s+am)?\s+|(?:^|(?<=[.!?]\s)|(?<=[.!?]))\s*(?:been\s+|ugh,?\s+|lol,?\s+)?)"
_NOT_SAID_OF_ALL = r"(?!\s+(?:is|was|would|will|should|can|could|helps?|makes?|seems?|sounds?)\b)"
_STEPS = r"(?P<value>\d{1,2}(?:[,.]?\d{3}|\s?k)|\d{3,5})\s+steps\b"
_DAILY = r"(?:a|per|each|every)\s+day|daily|on\s+average|most\s+days|these\s+days|lately"

SLEEP_STEPS_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I sleep about 6 hours a night", "I've been sleeping like 4 hrs a night", "I usually sleep 7 hours"
    (re.compile(_NOT_SUPPOSED + r"\bi(?:['’]ve\s+been|\s+have\s+been|['’]m|\s+am)?\s+" + _OFTEN + r"(?:sleep|sleeping)\s+" + _ROUGHLY
                + _HOURS + rf"(?=\s*(?:$|[,.;:!?)]|(?:{_USUAL})\b|(?:and|but|so|max|tops|lol)\b))", _I), "sleep_hours", "fact"),
    # "I get like 5 hours of sleep a night", "I'm only getting 4-5 hrs of sleep", "I average 6.5 hours of sleep"
    (re.compile(_NOT_SUPPOSED + _SPEAKER + _OFTEN
                + r"(?:get|getting|average|averaging)\s+" + _ROUGHLY + _HOURS + r"\s+(?:of\s+)?sleep\b(?!\s+(?:last|yesterday|tonight)\b)"
                + r"(?:\s+(?:a|per|each|every|most)\s+nights?\b)?+(?:\s+(?:lately|recently|these\s+days)\b)?+" + _NOT_SAID_OF_ALL,
                _I), "sleep_hours", "fact"),
    # "I've been averaging 8k steps", "I average about 6,000 steps a day", "I walk like 10k steps a day"
    (re.compile(_NOT_SUPPOSED + _SPEAKER + _OFTEN + r"(?:average|averaging)\s+" + _ROUGHLY + _STEPS
                + rf"(?:\s+(?:{_DAILY})\b)?+" + _NOT_SAID_OF_ALL, _I), "daily_steps", "fact"),
    (re.compile(_NOT_SUPPOSED + _SPEAKER + _OFTEN
                + r"(?:walk|walking|do|doing|get|getting|hit|hitting|log|logging|clock|clocking)\s+" + _ROUGHLY + _STEPS
                + rf"\s+(?:in\s+)?(?:{_DAILY})\b" + _NOT_SAID_OF_ALL, _I), "daily_steps", "fact"),
)  # fmt: skip

# a question of one's own sleep or steps: "how much do I sleep?", "how many hours of sleep am I getting?", "how long
# do I usually sleep?", "how many steps do I average?" (not "how many steps does my wife walk?", "how much did I sleep
# last night?": one night)
_SLEEP_ASKED = re.compile(
    r"\bhow\s+(?:much|many\s+hours|long)(?:\s+of)?(?:\s+sleep)?\s+(?:do|am|have)\s+i\s+(?:been\s+)?"
    r"(?:usually\s+|normally\s+|typically\s+|actually\s+|really\s+)?(?:sleep|sleeping|get|getting)\b"
    r"|\bhow\s+much\s+sleep\s+(?:do|am|have)\s+i\b",
    _I,
)
_STEPS_ASKED = re.compile(
    r"\bhow\s+many\s+steps\s+(?:do|am|have)\s+i\b(?!\s+(?:need|have\s+to|want|aim|try))"
    r"|\bmy\s+(?:average\s+|usual\s+|daily\s+)?(?:step\s+count|steps\s+(?:a|per)\s+day)\b",
    _I,
)


def asked_sleep_or_steps(question: str) -> str | None:
    """The slot a question of one's own usual sleep or steps asks (``sleep_hours``, ``daily_steps``), or None."""
    if _SLEEP_ASKED.search(question):
        return "sleep_hours"
    return "daily_steps" if _STEPS_ASKED.search(question) else None


__all__ = ["SLEEP_STEPS_RULES", "asked_sleep_or_steps"]
