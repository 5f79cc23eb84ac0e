"""Month-long challenges as dates: "dry January", "sober October", "Veganuary", "Stoptober", "Movember", "no-spend
November", "plastic free July". Each names its month: the one it is in while it lasts, otherwise the next one (a
plan: "doing dry January" said in December) or, told as past, the last one ("dry january was brutal" said in
February); "this / next / last year" after it names the year. A dry month of weather ("it was a dry July", "the dry
July weather") is no challenge.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("doing dry January", said)]
    ['2027-01-01/2027-01-31']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense

#: The rules of month-long challenges, read with the English date rules.
CHALLENGE_RULES: list[DateRule] = []
_rule = registrar(CHALLENGE_RULES)

_MONTH_OF = {
    "dry january": 1, "dryuary": 1, "veganuary": 1, "dry july": 7, "plastic free july": 7, "plastic-free july": 7,
    "sober september": 9, "sober october": 10, "sober oct": 10, "stoptober": 10, "movember": 11,
    "no shave november": 11, "no-shave november": 11, "no spend november": 11, "no-spend november": 11,
    "nanowrimo": 11,
}  # fmt: skip
_NAMES = "|".join(re.escape(name).replace(r"\ ", r"\s+") for name in sorted(_MONTH_OF, key=len, reverse=True))
_YEARS = {"last": -1, "this": 0, "next": 1}
# a dry month of weather: "a dry July", "a really dry January", "the dry July weather"
_WEATHER_BEFORE = re.compile(
    r"\b(?:a|an|such\s+a)\s+(?:very\s+|really\s+|pretty\s+|super\s+|so\s+)?$", re.IGNORECASE
)
_WEATHER_AFTER = re.compile(
    r"\s+(?:weather|summer|winter|spell|heat|season|month|for\s+the\s+farmers)\b", re.IGNORECASE
)


@_rule(rf"\b({_NAMES})\b(?:\s+(last|this|next)\s+year\b)?", relative=True)
def _challenge(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    name = re.sub(r"\s+", " ", m[1].lower())
    if name.startswith("dry ") and (
        _WEATHER_BEFORE.search(m.string[max(0, m.start() - 20) : m.start()])
        or _WEATHER_AFTER.match(m.string, m.end())
    ):
        return None
    month, today = _MONTH_OF[name], ctx.today
    if m[2]:
        year = today.year + _YEARS[m[2].lower()]
    elif month == today.month:
        year = today.year
    elif said_tense(m) < 0:
        year = today.year if month < today.month else today.year - 1
    else:
        year = today.year if month > today.month else today.year + 1
    return ctx.month(year, month)


__all__ = ["CHALLENGE_RULES"]
