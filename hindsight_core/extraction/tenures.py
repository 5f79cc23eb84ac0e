"""An employer the user has been at for a while, said without "work": "I've been at Google for 3 years", "been at
Stripe since 2021, still love it", "I've been with the NHS for 12 years". It fills ``works_at``, as "I've been working
at Google for 3 years" does; before, none filled a slot. How long stays in the record's text.

Only the user's, now (not "I was at Google for 3 years", "my wife has been at Google"), an organisation by its name
(not "at home", "at it"), for years or months or since a year or a month (not "at Heathrow for two hours": a stay),
and no school ("I've been at Leeds Uni for 2 years", "at Stanford for two years doing my PhD": studied there).

    >>> [m["value"] for p, _, _ in TENURE_RULES if (m := p.search("I've been at Google for 3 years"))]
    ['Google']
    >>> [m["value"] for p, _, _ in TENURE_RULES if (m := p.search("I've been at Heathrow for two hours"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.dates_en import MONTH_NAMES
from hindsight_core.extraction.slot_patterns import EN_SPEAKER
from hindsight_core.text import CASED_UPPER

_I = re.IGNORECASE

# the user, or a sentence opening with them left out ("been at Stripe since 2021")
_SPEAKER = (
    r"(?:"
    + EN_SPEAKER
    + r"(?:['’]ve|\s+have)\s+|(?:^|(?<=[.!?])|(?<=[.!?]\s))\s*(?:(?:so|and|but|btw|well|fyi|also)[\s,]+)*)"
    r"(?:now\s+|actually\s+|still\s+|just\s+)?been\s+"
)
_WORD = rf"(?-i:[{CASED_UPPER}0-9][\w&.'’-]*)"
# an organisation by its name ("Google", "Goldman Sachs", "the NHS", "the BBC"), never a school
_ORGANISATION = (
    r"(?:at|with\s+the(?=\s+(?-i:[A-Z]{2,})))\s+(?:the\s+)?"
    r"(?P<value>" + _WORD + r"(?:\s+(?:&\s+)?" + _WORD + r"){0,3})"
    r"(?<!University)(?<!College)(?<!School)(?<!Uni)(?<!Institute)(?<!Academy)"
)
_NUMBER = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a\s+few|a\s+couple\s+of|several|many)"
# how long: for years or months, since a year or a month, or years now
_HOW_LONG = (
    r"(?=,?\s+(?:for\s+(?:about\s+|around\s+|almost\s+|nearly\s+|over\s+|like\s+|just\s+over\s+|just\s+under\s+)?"
    + _NUMBER
    + r"(?:\s+and\s+a\s+half)?\s+(?:years?|yrs?|months?|mos)\b|for\s+(?:years|ages|a\s+decade|decades|a\s+while\s+now)\b|"
    r"since\s+(?:\d{4}|(?:"
    + MONTH_NAMES
    + r")\b|last\s+(?:year|summer|spring|autumn|fall|winter)|uni|college|graduating|"
    r"i\s+graduated|the\s+start)|" + _NUMBER + r"\s+(?:years?|months?)\s+now\b))"
)

# not a school said by what is done there ("I've been at Stanford for two years doing my PhD")
_NOT_STUDIED = (
    r"(?![^.!?\n]*\b(?:phd|ph\.d|degree|studying|student|masters|master['’]s|course|undergrad|semester|lectures|thesis|"
    r"dissertation|studies|classes)\b)"
)

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
TENURE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_SPEAKER + _ORGANISATION + _HOW_LONG + _NOT_STUDIED, _I), "works_at", "fact"),
)

__all__ = ["TENURE_RULES"]
