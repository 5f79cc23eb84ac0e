"""A pet the user has lost: "Milo passed away last week", "our dog Milo died", "we had to put Luna down", 我的猫去年走了,
我家狗旺财去世了; or has given away or keeps no more: "we gave our cat away", "we rehomed Milo", 我们家猫送人了,
我现在不养猫了. The record that named the pet ("We have a dog named Milo", 我家猫叫咪咪: the ``dog`` / ``cat`` slot)
holds no more: the loss supersedes it, and leaves every other pet current (a second dog, Biscuit, is still the
user's). The pet is known by its name, or by its kind where the user has one of it: "our dog died" after two dogs
says which one of them.

    >>> lost("Milo passed away last week."), lost("我的猫去年走了"), lost("my dog almost died")
    (Loss(kind=None, name='Milo', every=False), Loss(kind='cat', name=None, every=False), None)
    >>> lost("弟弟走了"), lost("我弟弟出差走了")
    (Loss(kind=None, name='弟弟', every=False), None)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from hindsight_core.extraction.pet_names import ZH_PET_SLOTS
from hindsight_core.extraction.reported import said_for_real
from hindsight_core.lifecycle.values import value_key
from hindsight_core.roles import ROLES_ZH
from hindsight_core.text import spoken_only, to_simplified


class Loss(NamedTuple):
    """The pet lost: its slot (``dog``, ``cat``, ``pet``) where said, and its name where said."""

    kind: str | None
    name: str | None
    every: bool = False
    """Every pet of the kind, as one kept no more says (我现在不养猫了: neither of two cats, nor their count)."""


_I = re.IGNORECASE
# the pet by the words that name it (a puppy is the dog, a kitten the cat)
_EN_KINDS = {"dog": "dog", "puppy": "dog", "pup": "dog", "doggo": "dog", "cat": "cat", "kitten": "cat", "kitty": "cat",
             "pet": "pet"}  # fmt: skip
_EN_PET = r"(?P<kind>" + "|".join(_EN_KINDS) + r")"
# a name: one word, capitalised ("He", "It" and "She" name nobody)
_EN_NAME = r"(?P<name>(?-i:(?!(?:He|She|It|They|We|I|The|My|Our)\b)[A-Z])[\w'-]+)"
_MINE = r"\b(?:my|our)\s+(?:(?:old|sweet|beloved|poor|little|dear|baby|family)\s+)*"
# died, in the words people say it with (never "almost died", "nearly died": the word must follow)
_EN_DIED = (
    r"(?:just\s+|sadly\s+|finally\s+|unfortunately\s+)?(?:passed\s+away|passed\s+on|died|passed(?=\s*(?:$|[.,;!]|\s+"
    r"(?:last|yesterday|this|on|in|over)\b))|(?:was|had\s+to\s+be)\s+put\s+(?:down|to\s+sleep)|crossed\s+the\s+rainbow\s+bridge|"
    r"is\s+no\s+longer\s+with\s+us)"
)
_EN_PUT_DOWN = (
    r"(?:lost|had\s+to\s+put\s+down|had\s+to\s+euthani[sz]e|said\s+goodbye\s+to|buried"
    # given away: "we gave away our cat", "we had to rehome our dog"
    r"|gave\s+away|(?:had\s+to\s+)?give\s+away|rehomed|(?:had\s+to\s+)?rehome)"
)
_EN = [
    re.compile(p, _I)
    for p in (
        # "our dog Milo died", "My cat passed away", "my old dog, Milo, was put down" (not "if my cat died")
        r"(?<!\bif\s)(?<!\bwhen\s)" + _MINE + _EN_PET + r"\b(?:,?\s+" + _EN_NAME
        + r",?)?\s+" + _EN_DIED,
        # "we lost our cat Luna", "we had to put our dog down", "I said goodbye to my kitten"
        r"\b(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|sadly\s+|finally\s+)?" + _EN_PUT_DOWN + r"\s+" + _MINE.removeprefix(r"\b")
        + _EN_PET + r"\b(?:,?\s+" + _EN_NAME + r")?",
        r"\b(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|sadly\s+|finally\s+)?had\s+to\s+put\s+" + _MINE.removeprefix(r"\b")
        + _EN_PET + r"\s+(?:down|to\s+sleep)",
        # "we gave our cat away", "I had to give my dog Milo away" (not "I gave my dog a bath")
        r"\b(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|sadly\s+|finally\s+)?(?:gave|had\s+to\s+give)\s+" + _MINE.removeprefix(r"\b")
        + _EN_PET + r"\b(?:,?\s+" + _EN_NAME + r",?)?\s+away\b",
    )
]  # fmt: skip
# a pet's name said alone, at the start of a sentence, case as written ("Milo passed away last week", "we lost Milo")
_EN_NAMED = [
    re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))" + _EN_NAME + r"\s+(?-i:" + _EN_DIED + r")"),
    re.compile(
        r"(?i:\b(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|sadly\s+|finally\s+)?(?:lost|had\s+to\s+put\s+down|buried|rehomed|"
        r"(?:had\s+to\s+)?rehome))\s+"
        + _EN_NAME
        + r"(?=\s*(?:$|[.,;!]|\s+(?:last|yesterday|this|today|on|in)\b))"
    ),
]
_ZH_PET = r"(?P<kind>" + "|".join(sorted(ZH_PET_SLOTS, key=len, reverse=True)) + r")"
# (two at most: 去年冬天, 昨天晚上, 上个月底)
_ZH_WHEN = (
    r"(?:去年|前年|今年|上个月|上周|上星期|前几天|前阵子|昨天|前天|今天|早上|刚刚?|最近|年初|年底|月初|月底|底|这周|这个月"
    r"|春天|夏天|秋天|冬天|晚上|夜里|半夜|凌晨|昨晚|今早){0,2}"
)
# the speaker, and when (我们上个月, 我现在), before what they did (not 如果我…: a supposition)
_ZH_SELF = (
    r"(?<!如果)(?<!要是)(?<!假如)我(?:们)?(?:家)?(?:已经|现在|最近|也|刚刚?|上个月|上周|去年|前几天|前阵子)*"
)
# 走了 of dying, not of walking or going somewhere (咪咪走了两步, 走了一圈, 走了好久才回来, 走了好远), nor asked (小明走了吗,
# 咪咪走了没): said last, or
# before what one feels or what came after (我家猫咪走了 好难过, 咪咪走了之后…)
_ZH_GONE = r"走了(?![一两二三四五六七八九十几半多\d]|好(?!难过|伤心|难受|舍不得)|很|[步圈趟遍路回进出到过着段吗么没嘛])"
_ZH_DIED = (
    r"(?:已经|也)?(?:"
    + _ZH_GONE
    + r"|去世了|过世了|死了|没了|病逝了|老死了|离开了我们|离开我们了|去了喵星|去了汪星|去喵星了|"
    r"去汪星了|(?:去)?当(?:小)?天使了|去(?:了)?天堂了?|上天堂了"
    # given away: 送人了, 送走了, 送给我表姐了
    r"|(?:被)?送(?:人|走|给别人|给[\u4e00-\u9fff]{1,5}?)了)"
)
# who opens a clause and is no pet: a person by role or kin (老公, 老板, 同事), guests, everyone, children, one on a trip
_ZH_NOT_A_PET = r"(?!" + ROLES_ZH + r"|客人|大家|他们|她们|人家|别人|孩子|小孩|[^，,。！!？?；;\s]{0,3}出差)"
# kept no more: 我现在不养猫了, 我们家已经不再养狗了 (every pet of the kind)
_ZH_KEPT_NO_MORE = re.compile(_ZH_SELF + r"不(?:再)?养" + _ZH_PET + r"了")
_ZH = [
    # 我的猫去年走了, 我家狗旺财去世了, 我们家那只猫咪昨天没了 (not 我朋友的猫, 他的狗)
    re.compile(r"我(?:们)?(?:家)?(?:的)?(?:那只|这只|那条|这条)?" + _ZH_PET + r"(?P<name>[\u4e00-\u9fff]{2,3})??" + _ZH_WHEN
               + _ZH_DIED),
    # given away with 把, or kept no more: 我把猫送人了, 我们把狗狗送走了, 我现在不养猫了 (not 我朋友把猫送人了, 如果我不养猫了)
    re.compile(_ZH_SELF + r"把(?:家里的?|我的|我们家的?)?(?:那只|这只|那条|这条)?" + _ZH_PET
               + r"(?P<name>[\u4e00-\u9fff]{2,3})??" + _ZH_DIED),
    _ZH_KEPT_NO_MORE,
    # a name alone at a clause's start: 旺财去年走了
    # (and after 我把: 我把咪咪送人了, or 我家: 我家咪咪前天走了; never 我 nor 把 in the name: 我妈把猫送人了 names none)
    # (no person: 老公出差走了, 客人都走了, 老板走了, 同事都走了)
    re.compile(r"(?:^|(?<=[，,。！!？?；;\s]))(?:" + _ZH_SELF + r"把|我(?:们)?家(?:的)?)?" + _ZH_NOT_A_PET
               + r"(?P<name>(?:(?![我把都也刚又还先就们])[\u4e00-\u9fffA-Za-z]){2,4}?)"
               + _ZH_WHEN + _ZH_DIED),
    # a name that is a kin word, as pets are called (我家狗叫弟弟, 猫叫妹妹): 弟弟走了, 我家妹妹去世了 name the pet, and end
    # only a pet of that name (:func:`names_the_lost`); 我弟弟出差走了 is the brother's going
    re.compile(r"(?:^|(?<=[，,。！!？?；;\s]))(?:我(?:们)?家(?:的)?)?(?P<name>弟弟|妹妹|哥哥|姐姐|宝宝|宝贝)" + _ZH_WHEN + _ZH_DIED),
]  # fmt: skip


def lost(text: str) -> Loss | None:
    """The pet ``text`` (a record's text, its speaker frame left out) says the user has lost, else None."""
    said = to_simplified(said_for_real(spoken_only(text)))  # not a pet lost in a dream or a story
    for pattern in _EN:
        if (found := pattern.search(said)) is not None:
            return Loss(_EN_KINDS[found["kind"].lower()], found.groupdict().get("name"))
    for pattern in _EN_NAMED:
        if (found := pattern.search(said)) is not None:
            return Loss(None, found["name"])
    for pattern in _ZH:
        if (found := pattern.search(said)) is not None:
            kind = found.groupdict().get("kind")
            return Loss(
                ZH_PET_SLOTS[kind] if kind else None,
                found.groupdict().get("name"),
                pattern is _ZH_KEPT_NO_MORE,
            )
    return None


#: The slots a pet's name is held in (:mod:`~hindsight_core.extraction.pet_names`).
PET_SLOTS = frozenset({"dog", "cat", "pet"})


def names_the_lost(loss: Loss, attribute: str, value: str) -> bool:
    """Whether the user's slot ``attribute`` = ``value`` is the pet ``loss`` names: its name (and kind, where said),
    or, with no name said, its kind (the caller checks the user has one pet of it, unless ``every`` one is lost, their
    count too)."""
    if loss.every and loss.kind is not None and attribute == f"{loss.kind}s_count":
        return True  # 我现在不养猫了 after 我养了两只猫: no cats now
    if attribute not in PET_SLOTS:
        return False
    if loss.kind is not None and loss.kind != attribute and "pet" not in (loss.kind, attribute):
        return False
    return value_key(value) == value_key(loss.name) if loss.name else loss.kind is not None


__all__ = ["PET_SLOTS", "Loss", "lost", "names_the_lost"]
