"""Asked who someone the user named is ("who's Liz?", "remind me who Marco is", 小陈是谁, 老张是谁啊): the record that
introduces them answers, saying who they are to the user ("Elizabeth, everyone calls her Liz, is my manager", "my
manager Liz is great", "Marco is my personal trainer", 我大学室友小陈现在在杭州当老师, 老张是我们部门的经理), not a
later one calling them by name ("Liz is leaving the company next month", 小陈下个月结婚), which shares as many words
with the question and is newer. Among the best few, the first that introduces them ranks right above the best, when
the best does not."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.aliases import aliases
from hindsight_core.recall.fusion import lift_above_best
from hindsight_core.recall.named_people import NAME, NOT_NAMES, name_said, own_words, people_named
from hindsight_core.roles import ROLES_ZH
from hindsight_core.text import has_cjk, to_simplified

# "who's Liz?", "who is Dr. Patel again?", "who was Marco", "remind me who Liz is", "do you know who Tom Hardy was"
_WHO_EN = re.compile(
    rf"\bwho(?:['’]s|\s+is|\s+was)\s+(?P<name>{NAME}(?:\s+{NAME})?)\s*(?:again\s*)?[?？.!]*\s*$"
    rf"|\bwho\s+(?P<named>{NAME}(?:\s+{NAME})?)\s+(?:is|was)\b(?:\s+again)?\s*[?？.!]*\s*$"
)
# 小陈是谁, 老张是谁啊, 王芳是哪位, Kevin是谁来着, 谁是小陈 (a name opening the question: not 用户的老板是谁, a role)
_WHO_ZH = re.compile(
    r"^\W*(?:你知道|还记得)?(?P<name>[\u4e00-\u9fff]{2,3}|[A-Za-z]+)是(?:谁|哪位)"
    r"|^\W*谁是(?P<named>[\u4e00-\u9fff]{2,3}|[A-Za-z]+)[？?啊呀呢吗]*\s*$"
)
# no name: a pronoun, a pointing word, a role (我老板是谁 is asked by role)
_NOT_ZH_NAMES = re.compile(rf"^(?:[我你他她它这那谁]|用户|(?:{ROLES_ZH})$)")
# said of someone right after their name, what introduces them: "Marco is my trainer", "Liz is a nurse", "Sam, our
# nanny", 老张是我们部门的经理, 小陈是一名护士 (not "Liz is leaving", 小陈是昨天到的)
_INTRODUCED_AFTER = (
    r"\s*,?\s+(?:is|was|['’]s)\s+(?:my|our|a|an)\b|\s*,\s+(?:my|our)\s|是(?:我|一个|一名|一位)"
)


def asked_who(query: str) -> str | None:
    """The name of the one ``query`` asks who they are, or None.

    >>> asked_who("who's Liz?"), asked_who("remind me who Marco is"), asked_who("小陈是谁啊")
    ('Liz', 'Marco', '小陈')
    >>> asked_who("who is my boss?"), asked_who("用户的老板是谁"), asked_who("Who is going to the party?")
    (None, None, None)
    """
    m = _WHO_EN.search(query.strip())
    if m is not None:
        name = m["name"] or m["named"]
        return None if name.split()[0] in NOT_NAMES else name
    m = _WHO_ZH.search(to_simplified(query.strip()))
    if m is not None:
        name = m["name"] or m["named"]
        return None if _NOT_ZH_NAMES.search(name) else name
    return None


def introduces(record: MemoryRecord, name: str) -> bool:
    """Whether ``record`` says who ``name`` is: beside a role ("my manager Liz", 我大学室友小陈; a surname asked for the
    full name said: "Dr. Patel" for Patel), right after the name ("Marco is my personal trainer", 老张是我们部门的经理), or
    as the other name of someone it names ("Elizabeth, we all call her Lizzie": :mod:`~.aliases`).

    >>> from hindsight_core.models import Scope
    >>> said = lambda text: MemoryRecord(text=f"The user said: {text}", scope=Scope(user_id="u"))
    >>> introduces(said("Elizabeth, everyone calls her Liz, is my manager"), "Liz")
    True
    >>> introduces(said("Liz is leaving the company next month"), "Liz")
    False
    """
    if any(name == n or name in n.split() for _, n in people_named(record)):
        return True
    if any(name in pair for pair in aliases(record.text)):
        return True  # "My sister Elizabeth, we all call her Lizzie, ..." for "who is Lizzie?"
    words = to_simplified(own_words(record.text))
    if has_cjk(name) and re.search(f"(?:{ROLES_ZH}){re.escape(name)}", words):
        return True  # 我大学室友小陈现在…: the role right before the name, however the name ends
    return any(re.match(_INTRODUCED_AFTER, words[m.end() :], re.IGNORECASE) for m in name_said(name, words))


#: How many of the best are read for the record introducing the one asked about
_HEAD = 5


def lift_introduction(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked who someone is (:func:`asked_who`), the first of the best ``_HEAD`` that introduces them
    (:func:`introduces`) ranks right above the best, when the best does not."""
    name = asked_who(query)
    if name is None:
        return

    def answers(rid: str) -> bool:
        return introduces(records[rid], name)

    lift_above_best(final, _HEAD, answers, answers)


__all__ = ["asked_who", "introduces", "lift_introduction"]
