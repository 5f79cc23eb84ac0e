"""A diet taken up as it begins, or given up by how long it lasted, as people say it in a chat: "I'm going
vegetarian", "I'm trying to go vegan this month", "going vegan from today" (the speaker left out), and "vegetarian
thing lasted 3 weeks lol", "my vegan phase didn't last", "the pescatarian experiment ended". Before, "I'm going
vegetarian" filled no diet ("I went vegetarian" did) and a diet that only "lasted" stayed current.

A diet for a day or a week ("going vegan for a week"), one only wished, supposed or asked ("if I'm going vegan ...",
"should I go vegetarian?"), someone else's ("my sister is going vegan") or a talk about it ("going vegan talk") fills
none; "the vegan place lasted a year" is a restaurant, no diet.

    >>> [(a, p.search(s)["value"]) for s in ("I'm going vegetarian", "vegetarian thing lasted 3 weeks lol")
    ...  for p, a, _ in DIET_TOLD_RULES if p.search(s)]
    [('diet', 'vegetarian'), ('!diet', 'vegetarian')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.diet_left_out import OPENING

_I = re.IGNORECASE

_DIET = r"(?:fully\s+|full\s+)?(?P<value>vegan|vegetarian|pescatarian)\b"
# begun now or for long: not "for a day", "for the weekend", not a talk about it, not asked
_FOR_LONG = (
    r"(?!\s+for\s+(?:a|one|the|this)\s+(?:day|week|weekend|meal|night|dinner)\b)"
    r"(?!\s+(?:talk|posts?|videos?|recipes?|place|restaurant|option)\b)(?![^.!\n]*\?)"
)
# the speaker (never after a supposition: "if I'm going vegan", "when I'm trying to go vegetarian")
_SPEAKER = r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)\bi(?:['’]m|\s+am)\s+(?:now\s+|officially\s+|finally\s+|seriously\s+)?"
# a diet's try that ended: "lasted 3 weeks", "didn't last", "is over", "ended", "died"
_ENDED = (
    r"\s+(?:thing|phase|diet|experiment|streak|kick|era)\s+(?:only\s+|just\s+|barely\s+)?"
    r"(?:lasted|didn['’]?t\s+last|did\s+not\s+last|(?:is|was)\s+(?:over|done)|ended|died|fizzled)\b"
)

DIET_TOLD_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm going vegetarian", "I'm trying to go vegan this month", "I am officially going pescatarian"
    (re.compile(_SPEAKER + r"(?:going|trying\s+to\s+(?:go|be|eat))\s+" + _DIET + _FOR_LONG, _I), "diet", "fact"),
    # the speaker left out: "going vegan from today", "trying to go vegetarian this month"
    (re.compile(OPENING + r"(?:going|trying\s+to\s+(?:go|be))\s+" + _DIET + _FOR_LONG, _I), "diet", "fact"),
    # its end by how long it lasted: "vegetarian thing lasted 3 weeks lol", "my vegan phase didn't last"
    (re.compile(r"(?:" + OPENING + r"(?:the\s+|my\s+)?|\b(?:the|my)\s+)(?P<value>vegan|vegetarian|pescatarian)" + _ENDED, _I),
     "!diet", "fact"),
)  # fmt: skip

__all__ = ["DIET_TOLD_RULES"]
