"""A request naming the name of someone or something of the speaker's ("forget my dog's name", "what my boss is
called", 请忘掉我的狗的名字, 忘了我家狗叫什么吧, 我老板的名字): what it asks for is the one named's name, the value
of its slot (``dog``, ``boss``) or, where no slot holds it, a record saying what that one is called ("My boss is
called Martin Hale", 我妹妹叫小芳). Never the one's other facts: "my dog's vet is called Dr. Hale", 我的狗有20公斤,
and another pet's name stay.

    >>> name_owner("my dog's name"), name_owner("我家狗叫什么"), name_owner("my dog's vet")
    ('dog', '狗', None)
    >>> says_name_of("狗", "用户说：我的狗叫旺财"), says_name_of("狗", "我的狗的兽医叫李医生")
    (True, False)
"""

from __future__ import annotations

import re

from hindsight_core.text import has_cjk, to_simplified

_I = re.IGNORECASE

# which of its names: "my dog's new name", "my boss's full name"
_EN_WHICH = r"(?:(?:new|old|current|previous|former|real|full|first|middle|last|given|pet)\s+)?"
# the one named, the speaker's: "my dog's name", "our cat's name", "my best friend's name", "what my boss is called"
_EN_NAME_OF = re.compile(
    r"\b(?:my|our)\s+(?P<owner>[a-z]+(?:\s+[a-z]+)?)['’]s?\s+" + _EN_WHICH + r"names?\b(?!['’]s)"
    r"|\bwhat\s+(?:my|our)\s+(?P<called>[a-z]+(?:\s+[a-z]+)?)\s+(?:is|was|['’]s)\s+(?:called|named)\b",
    _I,
)
# ... in Chinese: 我的狗的名字, 我狗的名字, 我家狗叫什么, 我们家那只猫叫啥名字, 我老板的名字 (one to four characters, never
# 的: 我的名字 is the speaker's own name, a slot of its own, and so are 我的英文名字, 我的小名, 我的网名)
_ZH_NAME_OF = re.compile(
    r"我(?:们)?(?:家)?(?:的)?(?:那只|这只|那条|这条|那个|这个)?"
    r"(?![叫是姓])(?!(?:英文|中文|日文|外文|英|中|真实|真|全|小|网|用户|曾用|法定|艺|笔|乳|花|别)(?:的)?名)"
    r"(?P<owner>(?:(?!的)[\u4e00-\u9fff]){1,4}?)"
    r"(?:的)?(?:(?:新|旧|现在的|以前的)?名字|(?:现在)?叫(?:什么|啥|甚么)(?:名字)?)"
)


def name_owner(what: str) -> str | None:
    """Whose name a request names ("my dog's name" -> ``dog``, 忘了我家狗叫什么吧 -> ``狗``, "my boss's name" ->
    ``boss``), or None (a request for something else: "my dog's weight", 我的名字)."""
    found = _EN_NAME_OF.search(what)
    if found is not None:
        return " ".join((found["owner"] or found["called"]).lower().split())
    found = _ZH_NAME_OF.search(to_simplified(what))
    return found["owner"] if found is not None else None


# What says a name after the one named, in Chinese: 狗叫旺财, 狗的名字是旺财, 老板姓王, 狗的名字改成了豆豆, 猫，叫咪咪 (never
# 狗叫得很凶, 叫个不停); before it: 给猫改名叫豆豆, 把狗的名字改成了豆豆
_ZH_CALLED_AFTER = (
    r"(?:(?:的)?(?:名字|名)(?:现在|也|就|原来)?(?:叫|是)|(?:现在|也|就|原来)?(?:叫|姓)(?!得|声|个不停|起来)"
    r"|(?:的)?名字(?:改|换)|[，,]\s*(?:它|他|她)?叫)"
)
_ZH_RENAMED = r"(?:的名字)?(?:改名|取名|起名|改成|换了)"
# ... in English: "dog's name", "dog's new name", "dog is called", "dog named"; before it: "renamed the dog",
# "named our dog", "the name of my dog"
_EN_CALLED_AFTER = (
    r"(?:['’]s\s+"
    + _EN_WHICH
    + r"name\b|\s+(?:(?:is|was)\s+|['’]s\s+)?(?:now\s+|also\s+)?(?:called|named)\b)"
)
_EN_CALLED_BEFORE = r"\b(?:renamed|named|name\s+of)\s+(?:the|our|my)\s+"


def says_name_of(owner: str, text: str) -> bool:
    """Whether ``text`` says what ``owner`` (:func:`name_owner`'s) is called: "My dog is called Rex", "my dog's
    name is Rex", "we have a dog named Rex", "I renamed the dog Rex", 我的狗叫旺财, 狗狗现在叫豆豆, 我养了一只猫，叫咪咪,
    我老板姓王; never the name of something of its ("my dog's vet is called Dr. Hale", 我的狗的兽医叫李医生)."""
    said = to_simplified(text)
    if has_cjk(owner):
        one = re.escape(owner) + r"(?:咪|仔)?"  # 猫咪 for 猫 (狗狗: the second 狗 is the one named)
        pattern = one + _ZH_CALLED_AFTER + r"|(?:给|把)(?:我(?:们)?(?:家)?(?:的)?)?" + one + _ZH_RENAMED
        return re.search(pattern, said) is not None
    one = r"\s+".join(re.escape(word) for word in owner.split()) + r"(?:s|es)?"
    pattern = r"\b" + one + _EN_CALLED_AFTER + "|" + _EN_CALLED_BEFORE + one + r"\b"
    return re.search(pattern, said, _I) is not None


__all__ = ["name_owner", "says_name_of"]
