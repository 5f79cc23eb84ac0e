"""An English value told of a time of one's life gone: "when I was in college I moved to Boston", "I moved to Boston
years ago", "we moved to Austin when I was a kid", "I joined Google straight out of college". Said alone it may
still hold (one who moved to Boston years ago may live there yet); told after the value now, it is where one lived or
worked then (:func:`~hindsight_core.lifecycle.told_of_before.told_of_before`).

A value said to hold on from then ("I've lived in Boston since I was a kid", "I've loved jazz ever since college")
or now in its clause ("years ago I lived in Boston, now I live in Denver": Denver's clause) is no history.

    >>> told_of_a_time_gone("we moved to Austin when I was a kid", 12)
    True
    >>> told_of_a_time_gone("I've lived in Boston since I was a kid", 14), told_of_a_time_gone("I moved to Denver", 11)
    (False, False)
"""

from __future__ import annotations

import re

# a time of one's life gone, or years gone
_TIME_GONE = re.compile(
    r"\b(?:when\s+(?:i|we)\s+(?:was|were)\s+(?:(?:in|at)\s+(?:college|uni|university|school|high\s+school|grad\s+school|"
    r"my\s+(?:teens|twenties|thirties))|(?:a|an)\s+(?:kid|child|teen|teenager|student|undergrad|baby)|young|little|"
    r"(?:\d{1,2}|younger|growing\s+up))|"
    r"as\s+(?:a|an)\s+(?:kid|child|teen|teenager|undergrad)|growing\s+up|in\s+my\s+(?:teens|twenties|early\s+twenties)|"
    r"back\s+in\s+(?:college|school|high\s+school|uni|grad\s+school|the\s+day)|"
    r"(?:straight|fresh|right)\s+out\s+of\s+(?:college|school|uni|university|grad\s+school)|"
    r"(?:many|several|some|a\s+few|a\s+couple\s+of|two|three|four|five|six|seven|eight|nine|ten|\d+)?\s*"
    r"(?:years|decades)\s+ago|a\s+(?:long\s+time|decade|lifetime)\s+ago|ages\s+ago)\b",
    re.IGNORECASE,
)
# said to hold on from then, or now
_HOLDS_ON = re.compile(
    r"\b(?:since|ever\s+since|still|now|nowadays|currently|these\s+days|always|anymore|any\s+more)\b",
    re.IGNORECASE,
)
# where a clause ends: a sentence's end, a semicolon, ", but" / ", and" / ", now" / " but now"
_CLAUSE_END = re.compile(r"[.!?;\n]|,\s*(?:and|but|so|now)\b|\bbut\s+now\b", re.IGNORECASE)


def told_of_a_time_gone(text: str, at: int) -> bool:
    """Whether the English clause holding ``text[at]`` (a value's start) tells it of a time of one's life gone,
    saying nothing holding on from then or now."""
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    after = _CLAUSE_END.search(text, at)
    clause = text[start : after.start() if after else len(text)]
    return _TIME_GONE.search(clause) is not None and _HOLDS_ON.search(clause) is None


__all__ = ["told_of_a_time_gone"]
