"""Someone of the user's asked to be forgotten by who they are ("forget everything about my sister", "forget what I
said about my ex", 前男友的事别记了) is also the name the user gave them: "My ex is called Jordan" goes, and so does
"Jordan still texts me", which never says "ex". A request naming a thing of theirs ("my sister's phone number")
names no one; a name is read only where a record gives it to that one ("My sister Emma lives in York", "My ex,
Sam, is a nurse", 我前男友叫阿杰, 我的前任是个渣男，叫王磊), never from a place or another person said beside them.

    >>> person_asked("everything about my sister"), person_asked("关于前任的一切"), person_asked("my sister's number")
    ('sister', '前任', None)
    >>> names_given("sister", "The user said: My sister Emma lives in York.", ["Emma", "York"])
    ['Emma']
    >>> names_given("前任", "用户说：我前男友叫阿杰。", ["阿杰"])
    ['阿杰']
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.request_terms import asked_terms
from hindsight_core.text import has_cjk, to_simplified

_I = re.IGNORECASE

# The words one names a person (or a pet) of one's own by, in English
_EN_PEOPLE = frozenset(
    """mum mom mother mommy mummy dad father daddy sister sis brother bro wife husband spouse partner girlfriend
    boyfriend fiance fiancee son daughter kid child baby grandma grandmother granny nan nana grandpa grandfather
    grandad granddad aunt auntie uncle cousin niece nephew boss manager friend bestie colleague coworker roommate
    flatmate housemate neighbour neighbor therapist doctor landlord landlady tenant dog cat puppy kitten ex""".split()
)
# ... an ex by what they were ("my ex" is the ex-boyfriend Marco)
_EN_EX = r"ex(?:[\s-]+(?:boyfriend|girlfriend|wife|husband|partner|fiancee?|bf|gf))?"
# ... in Chinese (an ex, 前任, by whichever word: 前男友, 前女友, 前妻, 前夫)
_ZH_PEOPLE = frozenset(
    """妈妈 妈 母亲 老妈 爸爸 爸 父亲 老爸 姐姐 姐 妹妹 妹 哥哥 哥 弟弟 弟 老婆 老公 妻子 丈夫 儿子 女儿 男朋友 女朋友
    男友 女友 对象 老板 领导 上司 同事 朋友 闺蜜 室友 舍友 邻居 房东 爷爷 奶奶 外公 外婆 狗 猫 前任 前男友 前女友
    前男朋友 前女朋友 前妻 前夫""".split()
)
_ZH_EX = "前(?:男朋友|女朋友|男友|女友|妻|夫|任)"
# What only says "about" or "the matter of" around the one asked about: 关于前任的一切, 前男友的事, 前男友相关的
_ZH_ABOUT = re.compile(
    r"^(?:我(?:说|讲)(?:过)?的)?(?:关于|有关|关于我)?(?:我的|我)?|(?:的)?(?:一切|所有|全部|事情?|东西|资料|信息)$"
    r"|(?:相关|有关)的?$"
)


def person_asked(what: str) -> str | None:
    """The one of the user's a request to forget names by who they are, as the request says it ("everything about
    my sister" -> ``sister``, "what I said about my ex" -> ``ex``, 关于前任的一切 -> ``前任``), or None when it names
    something else (a thing of theirs: "my sister's phone number", a name, a topic)."""
    if has_cjk(what):
        said = to_simplified(what).strip()
        for _ in range(2):
            said = _ZH_ABOUT.sub("", said).strip()
        return said if said in _ZH_PEOPLE else None
    if not re.search(r"\b(?:my|our)\b", what, _I) or re.search(r"\w['’]s\b|s['’](?!\w)", what):
        return None  # another's ("Bob's ex"), or a thing of theirs ("my sister's car")
    terms = asked_terms(what)
    if len(terms) == 1 and (term := next(iter(terms))) in _EN_PEOPLE:
        return term
    if "ex" in terms and len(terms) == 2 and re.fullmatch(_EN_EX, " ".join(sorted(terms, key=len)), _I):
        return "ex"  # "my ex-boyfriend"
    return None


def says_person(person: str, text: str) -> bool:
    """Whether ``text`` says the user's ``person`` by a word for them ("my ex-boyfriend" for ``ex``, 前男友 for
    ``前任``)."""
    who = _said_as(person)
    return re.search(who if has_cjk(person) else rf"\b{who}\b", to_simplified(text), _I) is not None


def _said_as(person: str) -> str:
    """A pattern of the words a record may call ``person`` by (an ex by any word for one)."""
    if person == "ex":
        return _EN_EX
    if person in ("前任", "前男友", "前女友", "前男朋友", "前女朋友", "前妻", "前夫"):
        return _ZH_EX
    return re.escape(person)


def names_given(person: str, text: str, entities: Sequence[str]) -> list[str]:
    """Of ``entities`` (a record's), the names ``text`` gives the user's ``person`` (:func:`person_asked`): right
    after it ("my sister Emma", "my ex is called Jordan", "my ex, Sam,", 我前男友叫阿杰, 前任是个渣男，叫王磊) or
    saying it ("Emma is my sister", 阿杰是我前男友)."""
    said = to_simplified(text)
    who = _said_as(person)
    out: list[str] = []
    for entity in entities:
        name = re.escape(to_simplified(entity))
        if has_cjk(person):
            given = (
                rf"{who}(?:的名字)?(?:叫|是|名叫|就是)?{name}|{who}[^。！？!?\n]{{0,12}}?(?:叫|名叫){name}"
                rf"|{name}是我(?:的)?{who}"
            )
        else:
            given = (
                rf"\b(?:my|our)\s+{who}(?:['’]s\s+name\s+is|\s+(?:is|was)\s+(?:called|named)|\s+(?:called|named))?"
                rf"[\s,:(-]+{name}\b|\b{name}\s*(?:,|\(|\s+(?:is|was))\s*(?:my|our)\s+{who}\b"
            )
        if entity not in out and re.search(given, said, _I):
            out.append(entity)
    return out


__all__ = ["names_given", "person_asked", "says_person"]
