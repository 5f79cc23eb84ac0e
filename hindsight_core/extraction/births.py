"""The slot rules of a child born to the user, named: "we had a baby girl, her name is Lily", "I gave birth to a boy
named Leo", 我当妈妈了，是个女儿叫乐乐, 我生了个儿子，叫小宇, 我老婆生了，是个闺女，叫朵朵. The child is the user's
``daughter`` or ``son``, as "my daughter's name is Lily" is; a birth is one child more, so it supersedes no child said
before (:func:`born`, read by :mod:`~hindsight_core.lifecycle.merge`). Someone else's ("my sister had a baby girl named
Mia", 我姐生了个女儿叫朵朵), one to come ("we're having a girl, we'll call her Lily", 如果生女儿就叫乐乐) fill none.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import ZH_NAME_CALLED
from hindsight_core.text import CASED_LOWER, CASED_UPPER

_I = re.IGNORECASE
_EN_NAME = rf"(?P<value>(?-i:[{CASED_UPPER}][{CASED_LOWER}]+))\b"
# the user's household having a child: "we had", "we just welcomed", "I gave birth to"
_EN_BORN = (
    r"\b(?:we|i)\s+(?:just\s+|finally\s+|officially\s+)?(?:had|welcomed|gave\s+birth\s+to)\s+(?:a\s+|our\s+)?"
    r"(?:(?:baby|beautiful|healthy|little|sweet|tiny)\s+)*"
)
# ... then the name ("her name is Lily", "named Leo", "a girl, Lily")
_EN_NAMED = (
    r"\b[^.!?\n]{0,25}?(?:\b(?:named|called|(?:her|his)\s+name\s+is|(?:she|he)['’]s\s+called|(?:her|his)\s+name['’]s)\s+"
    r"|,\s+(?=[A-Z][a-z]+[.!]*\s*$))"
)
# the user's household having a child, in Chinese (我当妈妈了, 我生了, 我们家添了, 我老婆生了; not 我姐生了, 如果生)
_ZH_BORN = (
    r"(?<!如果)(?<!要是)我(?:们家?|老婆|媳妇|太太|爱人)?(?:刚刚?|昨天|前天|上周|上个月|终于|顺利|又|也)*"
    r"(?:生了|生啦|当妈妈了|当爸爸了|当妈了|当爸了|添了|升级当(?:妈|爸)了)[^。！？\n叫]{0,8}?"
)
_ZH_NAMED = r"[^。！？\n叫]{0,6}?叫"

BIRTH_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_EN_BORN + r"(?:girl|daughter)" + _EN_NAMED + _EN_NAME, _I), "daughter", "fact"),
    (re.compile(_EN_BORN + r"(?:boy|son)" + _EN_NAMED + _EN_NAME, _I), "son", "fact"),
    (re.compile(_ZH_BORN + r"(?:女儿|闺女|女孩|千金|小公主)" + _ZH_NAMED + ZH_NAME_CALLED), "daughter", "fact"),
    (re.compile(_ZH_BORN + r"(?:儿子|男孩|小王子)" + _ZH_NAMED + ZH_NAME_CALLED), "son", "fact"),
)  # fmt: skip

_BORN = re.compile(
    _EN_BORN
    + r"(?:girl|daughter|boy|son)\b|"
    + _ZH_BORN
    + r"(?:女儿|闺女|女孩|千金|小公主|儿子|男孩|小王子)",
    _I,
)


def born(text: str) -> bool:
    """Whether ``text`` (a speaker's own words) tells of a child born to them."""
    return _BORN.search(text) is not None


__all__ = ["BIRTH_RULES", "born"]
