"""Short day names as people type them in a chat, read where the English rules read none: a lowercase "sat" or
"sun" ending a clause that names what happens then ("bday party sat", "brunch w/ mom sun", "the game is sat", "picnic
sun if it doesn't rain"), and
two short days joined after such an event ("doubles Sat and Sun", "tennis sat & sun"), each a day.

"sat" and "sun" are words too: after a pronoun or an article ("we sat", "the kids sat", "in the sun") they name no day,
and a clause naming no event before them ("the cat sat") none either. A timetable or a habit ("closed sat & sun",
"I usually play doubles sat and sun") is every week's, no one day.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)  # a Monday
    >>> [m.iso() for m in resolve_time_expressions("bday party sat", said)]
    ['2026-12-12']
    >>> [m.iso() for m in resolve_time_expressions("doubles Sat and Sun", said)]
    ['2026-12-12', '2026-12-13']
    >>> resolve_time_expressions("the cat sat", said)
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.date_calendar import Calendar, DateRule, Resolved, registrar, said_tense
from hindsight_core.extraction.dates_en import weekday_number
from hindsight_core.extraction.tense import habitual_at

#: The rules of short day names, read with the English date rules.
SHORT_DAY_RULES: list[DateRule] = []
_rule = registrar(SHORT_DAY_RULES)

_SHORT = "mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun"
# what happens on a day, said before it in its clause
_EVENT = re.compile(
    r"\b(?:party|bday|b-day|birthday|brunch|lunch|dinner|drinks|bbq|barbecue|cookout|potluck|picnic|game|match|gig|"
    r"concert|show|wedding|shower|reunion|funeral|appt|appointment|dentist|doctor|dr|vet|haircut|checkup|check-up|"
    r"physio|massage|nails|interview|exam|test|meeting|date|playdate|sleepover|movie|movies|hike|race|marathon|5k|10k|"
    r"tournament|doubles|singles|golf|tennis|soccer|footy|recital|rehearsal|flight|trip|church|mass|service|meet|"
    r"mani|pedi|manicure|pedicure|spa|facial|tryouts?|"
    r"babysitting|babysitter|move|moving|delivery|surgery|scan|ultrasound|class|lesson|practice)\b",
    re.IGNORECASE,
)
# a timetable's or a habit's words before the days ("closed sat & sun", "usually", "every")
_HOURS = re.compile(
    r"\b(?:closed|open|opens|closes|hours|shifts?|works?|working|every|usually|always|normally|often|sometimes)\b",
    re.IGNORECASE,
)
# (each written both ways: the lowercase rule reads case as written)
_NOT_AFTER = "".join(
    rf"(?<!\b{said}\s)"
    for word in ("i", "we", "he", "she", "they", "you", "u", "it", "the", "a", "just", "in", "kids")
    for said in dict.fromkeys((word, word.capitalize()))
)
_JOINED = r"\s*(?:and|&|\+)\s*"


def _clause_head(text: str, start: int) -> str:
    """The words before ``start`` in its clause (back to a sentence's end, or 60 characters)."""
    head = text[max(0, start - 60) : start]
    return re.split(r"[.!?;\n]", head)[-1]


# what may follow the day in its clause: its end, a condition, a part of the day or who with ("picnic sun if it doesn't
# rain", "brunch sun morning", "bbq sat at 4", "mani pedi sat w/ Jess")
_DAY_ENDS = r"(?=\s*(?:[.!?,;)]|$|w/|(?:if|unless|then|with|morning|afternoon|evening|night|at\s+\d|\d{1,2}\s*(?:am|pm))\b))"


@_rule(rf"{_NOT_AFTER}\b(sat|sun){_DAY_ENDS}", relative=True, flags=0)
def _lowercase_day_ending(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "bday party sat": a lowercase "sat" or "sun" ending a clause that names an event before it."""
    head = _clause_head(m.string, m.start())
    if not _EVENT.search(head) or _HOURS.search(head) or habitual_at(m.string, *m.span()):
        return None
    return ctx.bare_weekday(weekday_number(m[1]), said_tense(m))


# the second of two joined days, after the first: "Sat and Sun", "sat & sun", "Sat+Sun"
_AFTER_A_DAY = "|".join(
    rf"(?<=\b{day}{joined})"
    for day in _SHORT.split("|")
    for joined in (r"\sand\s", r"\s&\s", "&", r"\s\+\s", r"\+")
)


@_rule(
    rf"{_NOT_AFTER}\b(?P<first>{_SHORT})(?={_JOINED}(?:{_SHORT})\b(?![-']))|(?:{_AFTER_A_DAY})(?P<second>{_SHORT})\b(?![-'])",
    relative=True,
)
def _joined_days(m: re.Match[str], ctx: Calendar) -> Resolved | None:
    """ "doubles Sat and Sun": each short day of two joined after an event named in their clause (the first not after
    a pronoun: "we sat and sun-bathed"; "sat, sun and mon are busy" names no event, no day)."""
    start = m.start()
    if m["second"]:
        first = re.search(rf"{_NOT_AFTER}\b(?:{_SHORT}){_JOINED}$", m.string[:start], re.IGNORECASE)
        if first is None:
            return None
        start = first.start()
    head = _clause_head(m.string, start)
    if not _EVENT.search(head) or _HOURS.search(head) or habitual_at(m.string, start, m.end()):
        return None
    return ctx.bare_weekday(weekday_number(m["first"] or m["second"]), said_tense(m))


__all__ = ["SHORT_DAY_RULES"]
