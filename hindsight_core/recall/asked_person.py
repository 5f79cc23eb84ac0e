"""The one of the user's people a question asks about, by role ("what should I get my mom?", "any gift ideas for my
mom?", 该给我妈买什么礼物): a record about another of them ("I need a birthday gift for my wife, she loves perfume",
老婆生日快到了，想给她买个礼物) shares the question's words of gifts and birthdays but not its person, and ranked above
the one that answers ("my mom is really into gardening, orchids especially", 我妈喜欢养花). Such a record, naming
another person by role and the asked one nowhere, ranks lower (``RecallConfig.other_person_penalty``).

A role is known by the people it may be, in either language (a "sister" is a 姐 or a 妹, 爱人 a wife or a husband), so
a record in the other language about the same person is theirs; a question naming two people asks about none.

    >>> mom = asked_person("what should I get my mom for her birthday?")
    >>> sorted(mom or ()), asked_person("我妈和我姐谁大") is None, asked_person("where do I live?") is None
    (['mother'], True, True)
    >>> names_another("The user said: I need a birthday gift for my wife, she loves perfume", mom)
    True
    >>> names_another("用户说：我妈喜欢养花，特别是兰花", mom), names_another("The user said: I love jazz", mom)
    (False, False)
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight_core.extraction.kin_slots import kin_meant
from hindsight_core.extraction.slot_names import as_the_user_asks
from hindsight_core.roles import ROLES_EN, ROLES_ZH
from hindsight_core.text import split_speaker, to_simplified

_I = re.IGNORECASE

# Who a role may be, by the words people name them with in English and Chinese (a word not here is itself)
_WHO: dict[str, str] = {
    "mother": "mom mum mother mama mommy mummy ma 妈 妈妈 老妈 母亲 我妈",
    "father": "dad father papa daddy pa 爸 爸爸 老爸 父亲 我爸 老豆 阿爸",
    "wife": "wife 老婆 妻子 媳妇 太太",
    "husband": "husband 老公 丈夫",
    "elder_sister": "姐 姐姐",
    "younger_sister": "妹 妹妹",
    "elder_brother": "哥 哥哥",
    "younger_brother": "弟 弟弟",
    "son": "son 儿子",
    "daughter": "daughter 女儿 闺女",
    "boyfriend": "boyfriend bf 男朋友 男友",
    "girlfriend": "girlfriend gf 女朋友 女友",
    "grandmother": "grandma grandmother granny nan gran 奶奶 外婆 姥姥 阿嬷 嫲嫲",
    "grandfather": "grandpa grandfather 爷爷 外公 姥爷 阿公",
    "grandson": "grandson 孙子 外孙",
    "granddaughter": "granddaughter 孙女 外孙女",
    "stepmother": "stepmom stepmum stepmother",
    "stepfather": "stepdad stepfather",
    # the family one married into: each another person than the relative whose word their name holds
    "mother_in_law": "mother-in-law 婆婆 岳母 丈母娘",
    "father_in_law": "father-in-law 公公 岳父 老丈人",
    "sister_in_law": "sister-in-law 嫂子 弟媳 小姑子",
    "brother_in_law": "brother-in-law 姐夫 妹夫 小叔子",
    "son_in_law": "son-in-law 女婿",
    "daughter_in_law": "daughter-in-law 儿媳 儿媳妇",
    "friend": "friend bestie 朋友 闺蜜",
    "colleague": "colleague coworker co-worker 同事",
    "boss": "boss manager 老板 领导 经理",
    "roommate": "roommate flatmate housemate 室友 舍友",
    "neighbour": "neighbour neighbor 邻居",
    "landlord": "landlord landlady 房东",
    "teacher": "teacher 老师",
    "doctor": "doctor 医生",
}
# the words that may be several of them
_SEVERAL: dict[str, tuple[str, ...]] = {
    "sister": ("elder_sister", "younger_sister"),
    "brother": ("elder_brother", "younger_brother"),
    "partner": ("wife", "husband", "boyfriend", "girlfriend"),
    "爱人": ("wife", "husband"),
    "对象": ("boyfriend", "girlfriend"),
    "fiance": ("boyfriend", "girlfriend"),
    "fiancee": ("boyfriend", "girlfriend"),
    "fiancé": ("boyfriend", "girlfriend"),
    "fiancée": ("boyfriend", "girlfriend"),
    "kid": ("son", "daughter"),
    "kids": ("son", "daughter"),
    "child": ("son", "daughter"),
    "children": ("son", "daughter"),
    "孩子": ("son", "daughter"),
    "parents": ("mother", "father"),
    "爸妈": ("mother", "father"),
    "父母": ("mother", "father"),
}
_TAGS: dict[str, frozenset[str]] = {
    word: frozenset((tag,)) for tag, words in _WHO.items() for word in words.split()
} | {word: frozenset(tags) for word, tags in _SEVERAL.items()}

_EN_WORDS = "|".join(
    sorted({*ROLES_EN.split("|"), *(w for w in _TAGS if w.isascii())}, key=len, reverse=True)
)
_ZH_WORDS = "|".join(
    sorted({*ROLES_ZH.split("|"), *(w for w in _TAGS if not w.isascii())}, key=len, reverse=True)
)
_ADJ = r"(?:(?:older|younger|little|big|baby|eldest|youngest|best|old|dear|lovely)\s+)?"
# one of the user's people named by role: "my mom", "our daughter"; 我妈, 给老婆, a role opening its clause (老婆生日)
_EN_MINE = re.compile(rf"\b(?:my|our)\s+{_ADJ}(?P<role>{_EN_WORDS})(?:s|'s|’s)?\b", _I)
_ZH_MINE = re.compile(
    rf"(?:(?:我们?的?|(?:给|跟|和|陪|帮)我?)(?P<role>{_ZH_WORDS}|[妈爸姐妹哥弟])"
    rf"|(?:^|(?<=[，,。！!？?；;\s]))(?P<opening>{_ZH_WORDS}))(?![们們])"
)
_READ = 200  # characters of a record read for whom it names (recall reads the pool's records on every query)


def _tags(word: str) -> frozenset[str]:
    lowered = word.lower()
    return _TAGS.get(lowered) or _TAGS.get(lowered.rstrip("s")) or frozenset((lowered,))


def _zh_tags(word: str, text: str) -> frozenset[str]:
    """:func:`_tags` of a Chinese ``word`` as ``text`` says it: 婆婆 is one's grandmother where ``text`` is written in
    Cantonese or says she raised the speaker (:func:`~hindsight_core.extraction.kin_slots.kin_meant`), else the
    husband's mother."""
    return _tags(kin_meant(word, text)) if word == "婆婆" else _tags(word)


def _named(text: str) -> list[frozenset[str]]:
    return [_zh_tags(m["role"] or m["opening"], text) for m in _ZH_MINE.finditer(text)] + [
        _tags(m["role"]) for m in _EN_MINE.finditer(text)
    ]


def asked_person(query: str) -> frozenset[str] | None:
    """Who of the user's people ``query`` asks about by role (the people the role may be), or None: it names none,
    or more than one."""
    named = set(_named(to_simplified(as_the_user_asks(query))))
    return next(iter(named)) if len(named) == 1 else None


@lru_cache(maxsize=8192)
def names_another(text: str, asked: frozenset[str]) -> bool:
    """Whether record ``text`` names one of the user's people by role who is not ``asked``, and names ``asked`` by
    no word of theirs (mom's in "for mom's birthday" too)."""
    start = split_speaker(text)[1]
    said = to_simplified(text[start : start + _READ])
    others = [tags for tags in _named(said) if tags.isdisjoint(asked)]
    return bool(others) and not _says(said, asked)


def names_person(text: str, asked: frozenset[str]) -> bool:
    """Whether record ``text`` names ``asked`` by a word of theirs ("my son", 我儿子, "the kids" for a son).

    >>> names_person("The user said: Leo is in 4th grade, my son loves it", frozenset({"son"}))
    True
    """
    start = split_speaker(text)[1]
    return _says(to_simplified(text[start : start + _READ]), asked)


@lru_cache(maxsize=256)
def _words_of(asked: frozenset[str]) -> tuple[list[str], re.Pattern[str] | None]:
    """The words that name ``asked``, and the words of others that hold one of them (姐夫 holds 姐, "sister-in-law"
    "sister"), which say none of ``asked``."""
    words = [word for word, tags in _TAGS.items() if not tags.isdisjoint(asked)] or list(asked)
    holding = sorted(
        (other for other, tags in _TAGS.items() if tags.isdisjoint(asked) and any(w in other for w in words)),
        key=len,
        reverse=True,
    )
    return words, re.compile("|".join(map(re.escape, holding)), _I) if holding else None


def _says(said: str, asked: frozenset[str]) -> bool:
    """Whether ``said`` says a word of ``asked`` (mom's in "for mom's birthday" too; not the sister of
    "sister-in-law", the 姐 of 姐夫; 婆婆 as ``said`` means it: :func:`_zh_tags`)."""
    if "婆婆" in said and _zh_tags("婆婆", said).isdisjoint(asked):
        said = said.replace("婆婆", " ")
    words, others = _words_of(asked)
    if others is not None:
        said = others.sub(" ", said)
    for word in words:
        if word.isascii():
            if re.search(rf"\b{re.escape(word)}(?:s|'s|’s)?\b", said, _I):
                return True
        elif word in said:
            return True
    return False


__all__ = ["asked_person", "names_another", "names_person"]
