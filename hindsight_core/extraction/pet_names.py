"""The slot rules for a pet's name: said as what the pet is called ("My dog is called Max", "my cat's name is
Luna", "we have a dog named Rex", 我的狗叫旺财, 我家猫咪叫咪咪), as a pet had or got and its name ("we adopted a puppy,
her name is Biscuit", 我家有一只猫叫咪咪, 我们刚领养了一只小狗，叫饼干), and as a new name ("We renamed the cat to Mochi", "we
changed our dog's name to Rex", "the dog's name is now Rex", 我们把狗的名字改成了豆豆, 给猫改名叫豆豆了, 狗狗现在叫豆豆).

A pet has one name at a time, so the new name supersedes the old under the same slot (``dog``, ``cat``, ``pet``;
a puppy is the dog, 狗狗 the dog, 猫咪 the cat). Read only as the speaker's pet: "my" / "our" / 我家 introduces it, and
a name without them ("the dog's name is Rex", 狗叫旺财) is one only as a change (renamed, "now", 改名, 现在): a story's
dog or a neighbour's is no pet of the user's. A value must be a name (capitalised in English, not a bark in Chinese:
我家狗叫得很凶, 叫个不停).
"""

from __future__ import annotations

import re

from hindsight_core.extraction.pet_breeds import EN_BREEDS, ZH_BREEDS
from hindsight_core.extraction.slot_patterns import _EN_VALUE, _I, ZH_NAME_CALLED

# the pet, by the words that name it ("puppy" is the dog: :data:`~hindsight_core.extraction.slot_patterns.EN_SLOT_NAMES`)
# (or by its breed: "my corgi", "a golden retriever", :mod:`~.pet_breeds`)
_EN_PET = r"(?P<slot>dog|cat|puppy|kitten|pet|" + EN_BREEDS + r")(?![\w-])"
# ... in Chinese, by slot (not in ``ZH_SLOTS``: 我的狗是金毛 says the breed, and would replace the dog's name)
_ZH_PETS = {"dog": "狗狗|小狗|狗子|狗", "cat": "猫咪|猫猫|小猫|猫", "pet": "宠物|毛孩子|毛孩"}
#: The pet's slot by each Chinese word for it (狗狗 -> ``dog``): the words a record of the slot is indexed with
ZH_PET_SLOTS = {word: slot for slot, words in _ZH_PETS.items() for word in words.split("|")}
#: ... and by its breed too (金毛 -> ``dog``): what a request for its name names (我狗的名字, 我家金毛叫什么)
ZH_PET_WORDS = {
    **ZH_PET_SLOTS,
    **{word: pet for pet, words in ZH_BREEDS.items() for word in words.split("|")},
}
# the words the rules read a pet by (我家金毛叫豆豆)
_ZH_PET_SAID = {slot: "|".join(w for w, s in ZH_PET_WORDS.items() if s == slot) for slot in _ZH_PETS}
# the speaker's pet, or a pet of the speaker's household (我家的猫, 我们家狗狗), that one (那只), the other (另一只)
_ZH_MINE = r"我(?:们)?(?:家)?(?:的)?(?:那只|这只|那条|这条|另(?:外)?一[只条])?"
# the speaker's household having or getting a pet ("we have", "I've got", "we adopted", "we just got", "we rescued")
_EN_GOT = (
    r"\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|\s+own|(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+)?"
    r"(?:adopted|got|rescued|brought\s+home|took\s+in))\s+"
)
# what kind of one it is, before the word for the pet: "a rescue dog", "a new puppy", "a little black kitten"
_EN_KIND_OF = (
    r"(?:(?:new|little|tiny|rescue|baby|black|white|ginger|orange|grey|gray|tabby|stray|sweet)\s+){0,2}"
)
# when or where from, between the pet and its name (never another word: "a dog walker, her name is Anna" is no dog)
_EN_WHEN_GOT = (
    r"(?:\s+(?:today|yesterday|recently|last\s+(?:week|weekend|month|night)|this\s+(?:week|weekend|morning|month)|"
    r"from\s+(?:the|a)\s+(?:shelter|rescue|breeder|pound)))?(?![\w'-])"
)
# a clause's start, where the speaker is often left out of a change (狗狗现在叫豆豆, 猫改名了，叫豆豆)
_ZH_CLAUSE = r"(?:^|(?<=[，,。！!；;\s]))"
# renamed, the name said: 的名字改成了, 改名叫, 改了名字, 换了个名字 (a clause may sit between: 换了个名字，叫豆豆); never
# 改成 / 换成 alone (把猫粮换成了狗粮 is no name)
_ZH_RENAMED = (
    r"(?:(?:的)?名字(?:改|换)(?:成|为)了?|改名(?:字)?(?:叫|成|为)?了?|(?:改|换)了?(?:个|一个)?(?:新)?名字(?:叫|成|为)?)"
    r"[，,]?\s*(?:叫)?"
)


def _zh_rules(slot: str, pet: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The Chinese rules for the name of the pet ``slot`` said as ``pet`` (狗狗|小狗|狗)."""
    pet = f"(?:{pet})"
    return (
        # 我的狗叫旺财, 我家猫咪叫咪咪, 我们家狗狗名字叫豆豆, 我家的猫的名字是咪咪 (not 我朋友的狗, 我家狗叫得很凶)
        (re.compile(_ZH_MINE + pet + r"(?:的名字|名字)?(?:现在|也)?叫" + ZH_NAME_CALLED), slot, "fact"),
        (re.compile(_ZH_MINE + pet + r"(?:的名字|名字)(?:现在|也)?是" + ZH_NAME_CALLED), slot, "fact"),
        # a pet had or got and named: 我养了一只猫，叫咪咪, 我家有一只猫叫咪咪, 家里有只狗叫旺财, 我们刚领养了一只小狗，叫饼干
        (re.compile(r"(?:我(?:们)?(?:家)?|" + _ZH_CLAUSE + r"家里)(?:最近|刚刚?|新|也|还)?(?:养了|养着|有|有了|领养了|收养了|捡了)"
                    r"(?:一只|只|一条|条)" + pet + r"[，,]?\s*(?:它)?(?:叫|名字叫)" + ZH_NAME_CALLED), slot, "fact"),
        # a new name: 我们把狗的名字改成了豆豆, 给猫改名叫豆豆了, 把狗狗换了个名字，叫豆豆
        (re.compile(r"(?:我(?:们)?|" + _ZH_CLAUSE + r")(?:已经|刚刚?|最近)?(?:把|给)(?:我(?:们)?(?:家)?(?:的)?|家里的?)?"
                    r"(?:那只|这只|那条|这条)?" + pet + _ZH_RENAMED + ZH_NAME_CALLED), slot, "fact"),
        # ... said of the pet, the speaker often left out: 狗狗现在叫豆豆, 猫改名叫豆豆了, 狗的名字改成豆豆了
        (re.compile(r"(?:" + _ZH_MINE + r"|" + _ZH_CLAUSE + r")" + pet + r"(?:(?:的)?名字现在(?:是|叫)|现在叫|" + _ZH_RENAMED
                    + r")" + ZH_NAME_CALLED), slot, "fact"),
    )  # fmt: skip


# a pet the household got ("we adopted a puppy", "we just got a kitten", 我们刚领养了一只小狗, 又养了一只猫) or has besides
# (我还有一只猫, 我家另一只猫): another pet
_NEW_PET = re.compile(
    r"\b(?:i|we)(?:(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+)?(?:adopted|rescued|brought\s+home|took\s+in)"
    r"|(?:(?:'ve|\s+have)\s+just|\s+just|\s+finally|\s+recently)?\s+got)\s+(?:a|an|another)\s+"
    + _EN_KIND_OF
    + _EN_PET
    + r"\b|(?:(?:领养|收养|捡|抱回|新养|刚养|刚刚养|又养|最近养)了?|还(?:养了|养着|有))(?:一只|只|一条|条)(?:"
    + "|".join(ZH_PET_WORDS)
    + r")|另(?:外)?一[只条](?:"
    + "|".join(ZH_PET_WORDS)
    + ")",
    _I,
)


def new_pet(text: str) -> bool:
    """Whether ``text`` tells of a pet the household got ("we adopted a puppy, her name is Biscuit", 我们刚领养了一只小狗，
    叫饼干): another pet, whose name is no new name of one it has ("We have a dog named Milo" stays).

    >>> new_pet("we adopted a puppy, her name is Biscuit"), new_pet("I've got a cat called Mochi"), new_pet("我又养了一只猫")
    (True, False, True)
    """
    return _NEW_PET.search(text) is not None


PET_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "My dog is called Max", "our cat's name is Luna", "my puppy's called Biscuit", "My dog is named Rex now"
    (re.compile(r"\b(?:my|our)\s+" + _EN_PET + r"(?:['’]s\s+name\s+is|\s+is\s+(?:called|named)|['’]s\s+(?:called|named))\s+"
                r"(?:now\s+)?" + _EN_VALUE, _I), "{slot}", "fact"),
    # "We have a dog named Rex", "I've got a cat called Mochi", "we adopted a rescue dog named Bear" (not "another dog",
    # "two cats": one more pet)
    (re.compile(_EN_GOT + r"a\s+" + _EN_KIND_OF + _EN_PET + r"\s+(?:named|called)\s+" + _EN_VALUE, _I), "{slot}", "fact"),
    # a pet got, then its name: "we adopted a puppy, her name is Biscuit", "We got a kitten last week!! His name's Pepper"
    (re.compile(_EN_GOT + r"a\s+" + _EN_KIND_OF + _EN_PET + _EN_WHEN_GOT + r"\s*[,.!]*\s+(?:and\s+)?(?:his|her|its)\s+"
                r"name(?:['’]s|\s+is)\s+" + _EN_VALUE, _I), "{slot}", "fact"),
    # a new name: "We renamed the cat to Mochi", "I renamed our dog Rex", "we changed the cat's name to Mochi"
    (re.compile(r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?renamed\s+(?:the|our|my)\s+" + _EN_PET
                + r"\s+(?:to\s+)?" + _EN_VALUE, _I), "{slot}", "fact"),
    (re.compile(r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?changed\s+(?:the|our|my)\s+" + _EN_PET
                + r"['’]s\s+name\s+to\s+" + _EN_VALUE, _I), "{slot}", "fact"),
    # "The dog's name is now Rex", "the cat is called Mochi now": "the" with "now" only (a story's dog has a name too)
    (re.compile(r"\bthe\s+" + _EN_PET + r"(?:['’]s\s+name\s+is|\s+is\s+(?:called|named)|['’]s\s+(?:called|named))\s+now\s+"
                + _EN_VALUE, _I), "{slot}", "fact"),
    (re.compile(r"\bthe\s+" + _EN_PET + r"(?:['’]s\s+name\s+is|\s+is\s+(?:called|named)|['’]s\s+(?:called|named))\s+"
                + _EN_VALUE + r"(?=\s+now\b)", _I), "{slot}", "fact"),
    *(rule for slot, pet in _ZH_PET_SAID.items() for rule in _zh_rules(slot, pet)),
)  # fmt: skip


__all__ = ["PET_RULES", "ZH_PET_SLOTS", "ZH_PET_WORDS", "new_pet"]
