"""The slot rule for how far along the speaker's pregnancy is, as people say it week by week: "I'm 20 weeks pregnant",
"I'm six months pregnant", "24 weeks along today!", "I'm now 30 weeks pregnant"; 我怀孕三个月了, 我现在怀孕20周了, 怀孕五个月了,
孕28周了. One slot, ``pregnancy``, its value the weeks or months said ("20 weeks", "3 months": 三个月 and "three
months" are one value), so a later statement supersedes the earlier one, which is kept as history, and "how far along
am I?" or 我怀孕几个月了 is answered by the newest. Someone else's ("my wife is 20 weeks pregnant", 我老婆怀孕三个月了),
a time gone ("when I was 20 weeks pregnant", 我怀孕三个月的时候) fill none.

    >>> [pregnancy_value(said) for said in ("20 weeks", "six months", "三个月", "20周", "28 wks")]
    ['20 weeks', '6 months', '3 months', '20 weeks', '28 weeks']
"""

from __future__ import annotations

import re

from hindsight_core.cjk import chinese_number

_I = re.IGNORECASE

_EN_COUNT = r"(?:\d{1,2}(?:\.5)?|one|two|three|four|five|six|seven|eight|nine|ten)"
_EN_VALUE = r"(?P<value>" + _EN_COUNT + r"(?:\s+and\s+a\s+half)?\s*(?:weeks?|wks?|months?))"
# not a time gone or a supposition: "when I was 20 weeks pregnant", "if I'm 30 weeks by then"
_EN_NOT_THEN = "".join(
    f"(?<!\\b{word}\\s)" for word in ("when", "if", "once", "until", "till", "before", "after")
)
_ZH_COUNT = r"(?:\d{1,2}|[一二两三四五六七八九十]{1,3})"
_ZH_VALUE = r"(?P<value>" + _ZH_COUNT + r"(?:个(?:多)?月|周|星期|个星期))"
# the speaker's (我, or none named at a clause's start), now: not 我老婆怀孕了, 等我怀孕三个月, 我怀孕三个月的时候
_ZH_WHOSE = (
    r"(?<!等)(?<!到)(?<!如果)(?<!要是)(?:我|^|(?<=[，,。！!？?；;\s]))(?:现在|目前|已经|都|也|才|刚刚?)*"
)

#: (pattern, attribute, event type), read with the measures (their value is taken as matched).
PREGNANCY_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm 20 weeks pregnant", "I am now six months pregnant", "I'm 24 weeks along" (not "I'm 6 months sober")
    (re.compile(_EN_NOT_THEN + r"\bi(?:'m|’m|\s+am)\s+(?:now\s+|officially\s+|already\s+|almost\s+|nearly\s+|just\s+over\s+|about\s+)*"
                + _EN_VALUE + r"\s+(?:pregnant|along)\b", _I), "pregnancy", "fact"),
    # the speaker left out at a clause's start: "24 weeks pregnant today", "officially 12 weeks along!"
    (re.compile(r"(?:^|(?<=[.!?;,:]))\s*(?:(?:officially|now|finally|already)\s+)?" + _EN_VALUE + r"\s+(?:pregnant|along)\b", _I),
     "pregnancy", "fact"),
    # 我怀孕三个月了, 我现在怀孕20周了, 怀孕五个月了, 我怀孕快七个月了 (not …的时候: then)
    (re.compile(_ZH_WHOSE + r"怀孕(?:已经|都|快|差不多|刚)?(?:满)?" + _ZH_VALUE + r"(?!的时候|时)"), "pregnancy", "fact"),
    # 孕28周了, 我现在孕20周
    (re.compile(_ZH_WHOSE + r"孕" + _ZH_VALUE + r"(?!的时候|时)"), "pregnancy", "fact"),
)  # fmt: skip

_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}


def pregnancy_value(said: str) -> str:
    """How far along, written one way: "six months" and 六个月 are "6 months", 20周 is "20 weeks"."""
    found = re.match(r"\s*(\d+(?:\.5)?|[a-z]+|[一二两三四五六七八九十]+)", said.lower())
    if found is None:
        return said.strip()
    count = _WORDS.get(found[1]) or chinese_number(found[1]) or found[1]
    half = " and a half" if "half" in said.lower() else ""
    unit = "months" if re.search(r"month|月", said, _I) else "weeks"
    return f"{count}{half} {unit}"


# a question of how far along the speaker is: "how far along am I?", "how many weeks pregnant am I now?", "how far
# along is my pregnancy?", 我怀孕几个月了, 我怀孕多久了, 我现在孕几周 (not "how far along is my wife?", 我老婆怀孕几个月了)
_ASKED = re.compile(
    r"\bhow\s+(?:far\s+along|many\s+(?:weeks|months)(?:\s+pregnant)?)\s+(?:am\s+i|is\s+my\s+pregnancy)\b"
    r"|(?:^|我)(?:现在|目前)?(?:怀孕|孕)(?:了|到)?(?:几|多少)(?:个)?(?:月|周|星期)|(?:^|我)(?:现在|目前)?怀孕(?:了|有)?多久",
    _I,
)


def asks_pregnancy(question: str) -> bool:
    """Whether ``question`` asks how far along the speaker's pregnancy is.

    >>> asks_pregnancy("how far along am I?"), asks_pregnancy("我怀孕几个月了"), asks_pregnancy("how far along is Mia?")
    (True, True, False)
    """
    return _ASKED.search(question) is not None


__all__ = ["PREGNANCY_RULES", "asks_pregnancy", "pregnancy_value"]
