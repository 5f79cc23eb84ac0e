"""A list of the medications one takes, typed or pasted under a line saying they are one's own ("my meds now:\\n-
metformin 1000mg twice daily\\n- lisinopril 10mg", a markdown table of them, 我现在吃的药：\\n- 二甲双胍 每次1000mg):
each item with a dose is read as the speaker's, as "I'm on metformin 1000mg" / 我吃二甲双胍 每次1000mg is, so a dose
changed in the list supersedes the one said before; so is a list said in one line ("My meds: metformin 500mg,
lisinopril 10mg", "I take metformin 500mg and lisinopril 10mg daily", 我现在吃二甲双胍500mg和阿托伐他汀20mg), which
kept only its first dose. Someone else's list ("my mom's meds:") or items without a dose
(a shopping list) are left as they are.

    >>> own_med_list("my meds now:\\n- metformin 1000mg twice daily\\n- lisinopril 10mg")
    "my meds now:\\nI'm on metformin 1000mg twice daily\\nI'm on lisinopril 10mg"
    >>> own_med_list("I take metformin 500mg and lisinopril 10mg daily")
    "I'm on metformin 500mg\\nI'm on lisinopril 10mg daily"
    >>> own_med_list("| Medication | Dose |\\n|---|---|\\n| Metformin | 500mg |")  # whose?
    '| Medication | Dose |\\n|---|---|\\n| Metformin | 500mg |'
"""

from __future__ import annotations

import re

from hindsight_core.extraction.med_names_listed import named_apart
from hindsight_core.text import has_cjk

# What says the list is the speaker's medications: "my meds:", "my current medications (updated Dec):", "meds I'm on:",
# "I'm currently taking:", 我现在吃的药：, 我的用药 (not "my mom's meds", 我妈吃的药, "my pills for the trip")
_MEDS = r"(?:meds|medications?|medicines?|prescriptions?|pills|supplements|vitamins)"
_HEADER = re.compile(
    rf"^[ \t]*+(?:(?:here(?:'s|’s|\s+is|\s+are)\s+)?(?:my|our)\s+(?:current\s+|daily\s+|regular\s+|new\s+|updated\s+)*{_MEDS}"
    rf"(?:[ \t]+(?:list|now|right\s+now|currently|these\s+days|today|at\s+the\s+moment))?"
    rf"|{_MEDS}\s+i(?:'m|’m|\s+am)\s+(?:currently\s+|now\s+)?on|{_MEDS}\s+i\s+(?:currently\s+|now\s+)?take"
    r"|i(?:'m|’m|\s+am)\s+(?:currently\s+|now\s+)?(?:on|taking))"
    r"(?:[ \t]*\([^)\n]{0,30}\))?[ \t]*[:：]?[ \t]*$"
    r"|^[ \t]*+我(?:现在|目前|最近|每天|平时|长期)*(?:在)?(?:吃|服用|用)的(?:药|药物)(?:有)?[ \t]*[:：]?[ \t]*$"
    r"|^[ \t]*+我的(?:用药|药物|药单|药)(?:清单|列表)?[ \t]*[:：]?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# a word every such line holds, looked for first (a long message of no list is passed over in one scan)
_HEADER_WORD = re.compile(
    r"med|prescri|pill|supplement|vitamin|\b(?:on|off|taking|take|stopped|quit|dropped)\b|药|吃|服用|停",
    re.IGNORECASE,
)
# An item of the list: a bullet's or a number's line, a table's row, or a line of its own
_BULLET = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+")
_RULE_ROW = re.compile(r"^[ \t]*\|?[ \t]*:?-{2,}")
# A dose: an amount and its unit (500mg, 10 mg, 1000 IU, 每次1000mg, 一片, 两粒)
_DOSE = re.compile(
    r"\d+(?:\.\d+)?\s*(?:mg|mcg|µg|μg|ml|iu|units?|毫克|微克|毫升|片|粒|颗|支)(?![a-z])|[一两二三四五六七八九十半]+(?:片|粒|颗|支)",
    re.IGNORECASE,
)
# a line of its own names the medication first, its dose soon after ("Metformin 500mg BID"; not "The doctor said
# 10mg is low")
_NAMED_FIRST = re.compile(r"[^\W\d_][^\W\d_'’ -]*(?:[ -][^\W\d_]+){0,2}[ \t]*(?:每次|每天|一次)?[ \t]*\d")


def _item(line: str) -> str | None:
    """The medication and its dose a line of the list names ("metformin 500mg", "二甲双胍 每次1000mg"), or None."""
    if _RULE_ROW.match(line):
        return None
    if line.strip().startswith("|"):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        said = " ".join(cell for cell in cells if cell)
    else:
        said = _BULLET.sub("", line).strip()
        said = re.sub(
            r"^([^:：\d]{2,40}?)\s*[:：]\s*", r"\1 ", said
        )  # "metformin: 500mg" -> "metformin 500mg"
        if not _BULLET.match(line) and not _NAMED_FIRST.match(said):
            return None
    if not said or _DOSE.search(said) is None or not re.match(r"[^\W\d_]", said):
        return None
    return said


# A list said in one line: "My meds: metformin 500mg, lisinopril 10mg", "I take metformin 500mg and lisinopril 10mg
# daily", "I'm on metformin 500mg twice a day plus atorvastatin 20mg at night", 我现在吃二甲双胍500mg和阿托伐他汀20mg
_INLINE = re.compile(
    rf"^(?P<head>[ \t]*(?:(?:here(?:'s|’s|\s+is|\s+are)\s+)?(?:my|our)\s+(?:current\s+|daily\s+|regular\s+|new\s+)*{_MEDS}"
    r"(?:\s+(?:now|right\s+now|currently|these\s+days|today|at\s+the\s+moment))?\s*[:：]"
    r"|i(?:'m|’m|\s+am)\s+(?:currently\s+|now\s+|still\s+)?(?:on|taking)|i\s+(?:currently\s+|now\s+|still\s+)?take"
    r"|我(?:现在|目前|最近|每天|平时|长期)*(?:在)?(?:吃|服用)(?:的药(?:有)?[:：]?)?))"
    r"[ \t]*(?P<items>[^\n]+)$",
    re.IGNORECASE,
)
_BETWEEN_ITEMS = re.compile(
    r"\s*(?:[,;，；、]\s*(?:and\s+|plus\s+)?|\s(?:and|plus)\s|和|还有|以及)\s*", re.IGNORECASE
)


def _inline_items(line: str) -> list[str] | None:
    """The medications with their doses a line lists after saying they are the speaker's, when there are two or
    more and each names its medication, then its dose ("metformin 500mg"); else None (one is read as said)."""
    said = _INLINE.match(line)
    if said is None or _DOSE.search(said["items"]) is None:
        return None
    items = [item.strip(" .。!！") for item in _BETWEEN_ITEMS.split(said["items"])]
    if len(items) < 2 or not all(_NAMED_FIRST.match(item) and _DOSE.search(item) for item in items):
        return None
    return items


def own_med_list(text: str) -> str:
    """``text`` with each item of a list of the speaker's own medications read as theirs (see the module)."""
    if _HEADER_WORD.search(text) is None:
        return text
    text = "\n".join(_each_apart(line) for line in text.split("\n"))
    if "\n" not in text or _HEADER.search(text) is None:
        return text
    out: list[str] = []
    reading = False
    for line in text.split("\n"):
        if _HEADER.search(line):
            reading = True
            out.append(line)
            continue
        if not line.strip():
            reading = False
        said = _item(line) if reading else None
        if said is None and not _BULLET.match(line) and not line.strip().startswith("|"):
            reading = False  # the list ends at a line that is none of its items
        if said is not None:
            line = f"我吃{said}" if has_cjk(said[0]) else f"I'm on {said}"
        out.append(line)
    return "\n".join(out)


def _each_apart(line: str) -> str:
    """``line`` as one line per medication when it lists the speaker's in one ("I take metformin 500mg and
    lisinopril 10mg" -> "I'm on metformin 500mg" and "I'm on lisinopril 10mg"), else as it is."""
    items = _inline_items(line)
    if items is None:
        return named_apart(line) or line  # named with no dose: "I take fish oil and vitamin D every morning"
    return "\n".join(f"我吃{item}" if has_cjk(item[0]) else f"I'm on {item}" for item in items)


__all__ = ["own_med_list"]
