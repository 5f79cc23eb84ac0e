"""Personal values written in words: an e-mail address, a street address, a car plate, a full name given as a
name, a date of birth. Each names one person or thing however it is phrased around it, as an IBAN or a phone
number does, so a hard forget takes every copy holding it (the assistant's "I'll send it to zed.k@example.org"
goes with "my email is zed.k@example.org"). :func:`~hindsight_core.text.distinctive_values` reads them.

A name and a date are only such a value where the text gives them as one ("my daughter's name is Zoe
Marchetti", "born on 14 February 1988"): "New York" or a meeting's date name nothing of the user's, and
records that merely share them are not copies. Where the value already stands, any mention of it is one
(:func:`held_personal_values`: "Zoe Marchetti is a lovely name!" holds the name).
"""

from __future__ import annotations

import re

from hindsight_core.letters import CASED_LETTER, CASED_LOWER, CASED_UPPER, as_matched

_MONTHS = {
    m[:3].lower(): i
    for i, m in enumerate(
        "January February March April May June July August September October November December".split(), 1
    )
}
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
_YEAR = r"(?:1[89]|20)\d\d"
_FULL_DATE = re.compile(
    rf"\b(?P<d1>{_DAY})\s+(?:of\s+)?(?P<m1>{_MONTH}),?\s+(?P<y1>{_YEAR})\b"  # 14 February 1988
    rf"|\b(?P<m2>{_MONTH})\s+(?P<d2>{_DAY}),?\s+(?P<y2>{_YEAR})\b"  # February 14, 1988
    rf"|\b(?P<y3>{_YEAR})-(?P<m3>0?[1-9]|1[0-2])-(?P<d3>[0-3]?\d)\b"  # 1988-02-14
    rf"|\b(?P<a4>[0-3]?\d)[/.](?P<b4>[0-3]?\d)[/.](?P<y4>{_YEAR})\b"  # 14/02/1988, as written
    rf"|(?P<y5>{_YEAR})\s*年\s*(?P<m5>[01]?\d)\s*月\s*(?P<d5>[0-3]?\d)\s*[日号]",  # 1988年2月14日
    re.IGNORECASE,
)
# what gives a date as the day one was born
_BIRTH = re.compile(r"\b(?:born|birth|birthday|dob|d\.o\.b)\b|出生|生日|生于", re.IGNORECASE)
_BIRTH_REACH = 40  # characters between the word and the date

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+", re.ASCII)

_SUFFIXES = {
    "street": "st", "road": "rd", "avenue": "ave", "lane": "ln", "drive": "dr", "boulevard": "blvd",
    "court": "ct", "place": "pl", "square": "sq", "highway": "hwy", "terrace": "terrace", "close": "close",
    "crescent": "crescent", "way": "way", "parkway": "pkwy",
}  # fmt: skip
_SUFFIX = "|".join([*_SUFFIXES, *{v for v in _SUFFIXES.values()}])
# "12 Elm St", "221B Baker Street", "9 Mill Lane", "4 Łąkowa Road": a house number, a capitalised street name (in
# letters of any script with case), its kind
_STREET = re.compile(
    rf"\b(\d{{1,5}}[A-Za-z]?)\s+((?:[{CASED_LETTER}][\w'’-]*\s+){{1,3}}?)({_SUFFIX})\b\.?", re.IGNORECASE
)
_ZH_STREET = re.compile(r"[\u4e00-\u9fff]{2}(?:路|街|大道|巷|弄|胡同)\d+[号號]")

# "CJK 4471", "BA-117": letters in capitals and a number apart, not a unit, a currency or a time zone
_PLATE = re.compile(r"\b([A-Z]{2,4})[ -](\d{3,5})\b")
_NOT_PLATES = frozenset(
    "AM PM UTC GMT EST EDT PST PDT CET CEST BST USD EUR GBP RMB CNY JPY AUD CAD CHF INR HKD SGD KM KG MB GB "
    "TB KB MG ML CM MM HZ MHZ GHZ KW KWH MPH KPH".split()
)

# "my daughter's name is Zoe Marchetti", "she's called Zoë Müller", "named José García": two capitalised words or
# more (in letters of any script with case: an ASCII-only class cut "José García" to nothing), given as a name ("I
# called Dr Smith" is a phone call); 我女儿叫林小雨, 名字是林小雨, the name ending its clause (我叫车去机场 names no one)
_NAME = rf"[{CASED_UPPER}][{CASED_LOWER}'’-]+"
_NAME_GIVEN = re.compile(
    rf"\b(?:name\s+is|name's|named|(?:is|are|was|were|'s|be)\s+called)\s+((?:{_NAME})(?:\s+{_NAME})+)"
)
_ZH_NAME_GIVEN = re.compile(
    r"(?:名字是|名字叫|名叫|叫做|(?<=[儿子婆公夫妻我])叫)([\u4e00-\u9fff]{2,3})(?=$|[\s，。！？,.!?；;、])"
)


def full_dates(text: str) -> set[str]:
    """Every full date ``text`` writes (day, month and year), as ``YYYY-MM-DD``; a date in figures with
    slashes as written (``14/02/1988`` -> ``1988-14-02``: which is the month is not known).

    >>> sorted(full_dates("born on 14 February 1988, moved on March 3rd, 2001 and 1999年5月1日"))
    ['1988-02-14', '1999-05-01', '2001-03-03']
    """
    out: set[str] = set()
    for m in _FULL_DATE.finditer(text):
        g = m.groupdict()
        if g["y1"] or g["y2"]:
            month = _MONTHS[as_matched((g["m1"] or g["m2"])[:3])]
            day = int(re.sub(r"\D", "", g["d1"] or g["d2"]))
            out.add(f"{g['y1'] or g['y2']}-{month:02d}-{day:02d}")
        elif g["y3"]:
            out.add(f"{g['y3']}-{int(g['m3']):02d}-{int(g['d3']):02d}")
        elif g["y4"]:
            out.add(f"{g['y4']}-{int(g['a4']):02d}-{int(g['b4']):02d}")
        else:
            out.add(f"{g['y5']}-{int(g['m5']):02d}-{int(g['d5']):02d}")
    return out


def _birth_dates(text: str) -> set[str]:
    """The full dates ``text`` gives as a day someone was born (a birth word near them)."""
    births = [m.span() for m in _BIRTH.finditer(text)]
    if not births:
        return set()
    return {
        next(iter(full_dates(m.group(0))))
        for m in _FULL_DATE.finditer(text)
        if any(m.start() - _BIRTH_REACH <= end and start <= m.end() + _BIRTH_REACH for start, end in births)
    }


def _streets(text: str) -> set[str]:
    out = {
        f"{number.lower()} {' '.join(name.lower().split())} {_SUFFIXES.get(kind.lower(), kind.lower())}"
        for number, name, kind in _STREET.findall(text)
        if name.strip()[:1].isupper()
    }
    return out | set(_ZH_STREET.findall(text))


def held_personal_values(text: str) -> set[str]:
    """The personal values ``text`` holds as they stand, given as such or not: e-mail addresses, street
    addresses, plates and every full date (lower case; a street's kind abbreviated).

    >>> sorted(held_personal_values("Mail zed.k@example.org about 221B Baker Street, plate CJK 4471, 1 May 2020"))
    ['2020-05-01', '221b baker st', 'cjk 4471', 'zed.k@example.org']
    >>> held_personal_values("a 10 AM call, USD 500, from 9 to 5")
    set()
    """
    out = {m.group(0).lower().rstrip(".") for m in _EMAIL.finditer(text)}
    out |= {f"{a.lower()} {b}" for a, b in _PLATE.findall(text) if a not in _NOT_PLATES}
    return out | _streets(text) | full_dates(text)


def personal_values(text: str) -> set[str]:
    """The personal values ``text`` gives: those it holds but for dates (a full date only where it is given as
    a birth date), and a full name given as a name (lower case, single spaces).

    >>> sorted(personal_values("My daughter's name is Zoe Marchetti, born on 14 February 1988."))
    ['1988-02-14', 'zoe marchetti']
    >>> personal_values("My boss is called José García"), personal_values("Her name is Zoë Müller")
    ({'josé garcía'}, {'zoë müller'})
    >>> personal_values("I flew to New York on 3 March 2024."), personal_values("I called Dr Smith, 我叫车去机场")
    (set(), set())
    """
    out = (held_personal_values(text) - full_dates(text)) | _birth_dates(text)
    out |= {" ".join(name.lower().split()) for name in _NAME_GIVEN.findall(text)}
    return out | set(_ZH_NAME_GIVEN.findall(text))
