"""What grade or school one's child is in, said again as they move up over the years ("my son Leo is in third grade",
a year on "Leo is in 4th grade now"; 我儿子叫小宇，上三年级 then 小宇升四年级了; 我女儿叫朵朵，上幼儿园大班 then 朵朵上小学了，
一年级): asked "what grade is my son in?", 我儿子上几年级 or 我女儿在哪上学, the older statement, which says the role the
question asks, ranked above the newer one calling the child by name. Of the best few, the newest record saying a
grade or a school of the person asked (by the role asked, or by a name a record of the pool gives them beside it:
:func:`~hindsight_core.recall.named_people.everyone_for_roles`) ranks right above the best. A question of a time gone
("what grade was my son in last year?", 我儿子去年上几年级) asks for that time.

    >>> asks_school_year("what grade is my son in?"), asks_school_year("我女儿上几年级"), asks_school_year("我女儿在哪上学")
    (True, True, True)
    >>> asks_school_year("what grade was my son in last year?"), asks_school_year("how old is my son?")
    (False, False)
    >>> says_school_year("Leo is in 4th grade now"), says_school_year("朵朵上小学了，一年级"), says_school_year("Leo loves Lego")
    (True, True, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime

from hindsight_core.lifecycle.held_at import ended
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.asked_person import asked_person, names_another, names_person
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.named_people import everyone_for_roles, name_said
from hindsight_core.text import spoken_only, to_simplified

#: How many of the best are read for a newer grade or school
_HEAD = 6

# "what grade is my son in?", 我女儿上几年级; which school: "which school does Leo go to?", 我女儿在哪上学
_ASKS_GRADE = re.compile(r"\b(?:what|which)\s+(?:grade|year\s+group)\b|几年级|哪个年级|哪个班", re.IGNORECASE)
_ASKS_SCHOOL = re.compile(
    r"\b(?:what|which)\s+(?:school|kindergarten|preschool|daycare)\b|"
    r"\bwhere\s+(?:does|do|is)\b[^?.!]{0,30}?\b(?:go\s+to\s+school|in\s+school|study)\b|"
    r"(?:哪个|哪所|哪家|什么)(?:学校|小学|中学|幼儿园)|在哪(?:里|儿)?(?:上学|读书|念书|上幼儿园)",
    re.IGNORECASE,
)
_GONE = re.compile(
    r"\b(?:was|were|did|last\s+year|ago|used\s+to)\b|去年|前年|以前|之前|那时|当时|小时候", re.IGNORECASE
)
_ORDINALS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
# a level of school: "kindergarten", "middle school"; 幼儿园, 小学, 初中 (not "school" alone: "my son hates school")
_LEVELS = (
    r"\b(?:kindergarten|preschool|pre-?k|nursery|daycare|(?:elementary|primary|middle|junior\s+high|high|secondary)\s+school)\b|"
    r"幼儿园|学前班|小学|初中|高中|中学"
)
# a school: a level, or one named ("Roosevelt Elementary", "Lincoln Academy"); 实验小学
_SAYS_SCHOOL = re.compile(
    _LEVELS + r"|\b(?-i:[A-Z][a-z]+\s+(?:Elementary|Academy|School|Primary|Middle|High))\b", re.IGNORECASE
)
# a grade: "4th grade", "first grade", "grade 5", "year 5", or a level; 一年级, 大班, 初二
_SAYS = re.compile(
    rf"\b(?:\d{{1,2}}(?:st|nd|rd|th)|{_ORDINALS})\s+grade\b|\bgrade\s+\d{{1,2}}\b|\byear\s+\d{{1,2}}\b|"
    rf"[一二三四五六七八九\d]年级|[大中小]班|初[一二三]|高[一二三]|{_LEVELS}",
    re.IGNORECASE,
)


def asks_school_year(query: str) -> bool:
    """Whether ``query`` asks what grade or school someone is in now."""
    text = to_simplified(query)
    return (_ASKS_GRADE.search(text) or _ASKS_SCHOOL.search(text)) is not None and _GONE.search(text) is None


def says_school_year(text: str, *, school: bool = False) -> bool:
    """Whether ``text`` says a grade or a school (a year of school, a kindergarten, 一年级, 小学); a school only with
    ``school`` ("which school does my son go to?": not "Leo is in 4th grade now")."""
    return (_SAYS_SCHOOL if school else _SAYS).search(to_simplified(text)) is not None


def lift_newest_school_year(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, at: datetime | None = None
) -> str | None:
    """Asked what grade or school the person ``query`` names by role is in (:func:`asks_school_year`), the newest of
    the best ``_HEAD`` records saying a grade or a school of theirs (a school where one is asked) ranks right above
    the best. Returns it."""
    if not final or not asks_school_year(query) or (person := asked_person(query)) is None:
        return None
    school = _ASKS_SCHOOL.search(to_simplified(query)) is not None
    head = best_ids(final, _HEAD)
    names = [
        name for _, given in everyone_for_roles(final, records, query, _HEAD, frozenset()) for name in given
    ]

    def theirs(record: MemoryRecord) -> bool:
        said = spoken_only(record.text)
        if (
            not says_school_year(said, school=school)
            or ended(record, at)
            or names_another(record.text, person)
        ):
            return False
        return names_person(record.text, person) or any(name_said(name, said) for name in names)

    held = [rid for rid in head if theirs(records[rid])]
    if not held:
        return None
    newest = max(held, key=lambda rid: records[rid].occurred_at)
    if newest != head[0]:
        final[newest] = final[head[0]] * (1.0 + 1e-6)
    return newest


__all__ = ["asks_school_year", "lift_newest_school_year", "says_school_year"]
