"""The slot rules for the ages of one's children told together, as parents say it: "my kids are 5 and 8", "my two
boys are 3 and 6", "our girls are 2, 5 and 9 now", "I have two kids, 5 and 8", "I've got 3 kids aged 4, 7 and 10";
and twins, who share one age: "the twins just turned 4", "my twin girls are 6".

Each is the slot ``ages`` of the group (``children``, ``sons``, ``daughters``; ``age`` of ``twins``), never the
speaker's, so that "my kids are 6 and 9 now" a year on supersedes "my kids are 5 and 8". An age they will be or were
("when my kids are 5 and 8"), another measure ("my kids are 5 and 8 minutes away", "the twins are 4 weeks old") and
other numbers ("my kids scored 5 and 8", "my kids are in grades 5 and 8") fill none.

    >>> [(m["owner"], m["value"]) for p, _, _ in CHILDREN_AGE_RULES if (m := p.search("my kids are 5 and 8"))]
    [('kids', '5 and 8')]
    >>> [m["value"] for p, _, _ in CHILDREN_AGE_RULES if (m := p.search("the twins just turned 4!"))]
    ['4']
    >>> [m for p, _, _ in CHILDREN_AGE_RULES if (m := p.search("my kids are 5 and 8 minutes away"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.ages import EN_AGE_ENDS, EN_TURNED_ENDS, EN_YEARS_OLD

_I = re.IGNORECASE

#: The words for one's children as a group and the subject each is stored under ("my kids", "my children": one).
CHILDREN_GROUPS = {
    **dict.fromkeys(("kids", "children", "kiddos", "little ones"), "children"),
    **dict.fromkeys(("boys", "sons"), "sons"),
    **dict.fromkeys(("girls", "daughters"), "daughters"),
    "twins": "twins",
}
# a child's age in figures (1-19)
_AGE = r"(?:1\d|[1-9])"
# two ages or more: "5 and 8", "2, 5 and 9", "3 & 6", "4, 7, and 10"
_AGES = rf"(?P<value>{_AGE}(?:\s*,\s*{_AGE})*\s*,?\s*(?:and|&)\s+{_AGE})"
_HOW_MANY = r"(?:(?:two|three|four|five|2|3|4|5)\s+)?"
_NOW = r"(?:(?:now|just|already|actually|finally)\s+)?"
# not an age they will be or were: "when my kids are 5 and 8", "by the time my boys are 10 and 12"
_NOT_THEN = r"(?<!\bwhen\s)(?<!\bif\s)(?<!\bonce\s)(?<!\buntil\s)(?<!\btime\s)(?<!\bbefore\s)(?<!\bafter\s)"
_GROUP = r"(?P<owner>kids|children|kiddos|little\s+ones|boys|sons|girls|daughters)"
# the ages said, then a clause's end or years old (not "5 and 8 minutes away", "5 and 8 hours a night")
_ENDS = rf"(?:{EN_YEARS_OLD}|{EN_AGE_ENDS})"

#: (pattern, attribute, event type): the ages of one's children, the group the rule's ``owner``.
CHILDREN_AGE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "my kids are 5 and 8", "our two boys are 3 and 6 now", "my children are aged 4, 7 and 10"
    (re.compile(_NOT_THEN + r"\b(?:my|our)\s+" + _HOW_MANY + _GROUP + r"\s+(?:are|['’]re)\s+" + _NOW
                + r"(?:aged\s+)?" + _AGES + _ENDS, _I), "ages", "fact"),
    # "I have two kids, 5 and 8", "I've got 3 kids aged 4, 7 and 10", "we have two girls (2 and 5)"
    (re.compile(r"\b(?:i|we)\s*(?:have|['’]ve\s+got|['’]ve|have\s+got)\s+" + _HOW_MANY + _GROUP
                + r"\s*(?:,\s*|\(\s*|\s+(?:aged|ages)\s+|\s+who\s+are\s+)" + _AGES
                + rf"(?:\s*\)|{_ENDS})", _I), "ages", "fact"),
    # "the twins just turned 4", "my twin girls are 6", "our twins are 3 years old" (not "4 weeks old")
    (re.compile(_NOT_THEN + r"\b(?:my|our|the)\s+(?P<owner>twins|twin\s+(?:boys|girls|sons|daughters))\s+(?:are|['’]re)\s+"
                + _NOW + rf"(?P<value>{_AGE})" + _ENDS, _I), "age", "fact"),
    (re.compile(r"\b(?:my|our|the)\s+(?P<owner>twins|twin\s+(?:boys|girls|sons|daughters))\s+(?:have\s+)?" + _NOW
                + rf"turned\s+(?P<value>{_AGE})" + EN_TURNED_ENDS, _I), "age", "fact"),
)  # fmt: skip


def children_group(said: str) -> str | None:
    """The subject one's children told as a group are stored under ("kids" -> "children", "twin girls" -> "twins"),
    None for a word that names no group.

    >>> children_group("kids"), children_group("Little Ones"), children_group("twin girls"), children_group("sister")
    ('children', 'children', 'twins', None)
    """
    words = " ".join(said.lower().split())
    return "twins" if words.startswith("twin") else CHILDREN_GROUPS.get(words)


__all__ = ["CHILDREN_AGE_RULES", "CHILDREN_GROUPS", "children_group"]
