"""Whose thing, and which kind of it, a forget asks about: a record about another owner or another kind of the
same thing is not what "forget my sister's phone number" means, however many words it shares with it.

A forget by query matched "My brother's phone number is 555-0101." for "forget my sister's phone number" (the
words phone and number in common) and deleted it, "my dentist appointment" for "forget my vet appointment", and
"Bob's locker is 9911" for "Alice's locker". The phrase a word heads says which one is meant: its owner ("my",
"my sister's", "Bob's", 我妹妹的) and the words right before it ("vet", "dentist"). A record contradicts the
query when every place it says the word gives it another owner or other such words, and it never says the
query's: "my sister's number is 556 and my brother's is 555" still holds the sister's.

What is unknown never contradicts: a name and a relative may be one person ("Tom's birthday", "my brother's
birthday"), the user may be the name ("Alice's locker", "my locker"), a phrase with no owner or no such words
("the appointment is on Monday") is any of them, and time and order words (new, old, next) are no other kind.
"""

from __future__ import annotations

import re

from hindsight_core.text import has_cjk

# Relations one names a person (or pet) by; a word of a family with its generic ("partner" may be the wife)
_KIN = {
    **dict.fromkeys(("mum", "mom", "mother", "mommy", "mummy", "mam", "ma"), "mother"),
    **dict.fromkeys(("dad", "father", "daddy", "papa", "pa"), "father"),
    **dict.fromkeys(("sister", "sis"), "sister"),
    **dict.fromkeys(("brother", "bro"), "brother"),
    **dict.fromkeys(
        ("wife", "husband", "spouse", "partner", "girlfriend", "boyfriend", "fiance", "fiancee"), ""
    ),
    **dict.fromkeys(("son", "daughter", "kid", "child", "baby"), ""),
    **dict.fromkeys(("grandma", "grandmother", "granny", "nan", "nana"), "grandmother"),
    **dict.fromkeys(("grandpa", "grandfather", "grandad", "granddad"), "grandfather"),
    **dict.fromkeys(("aunt", "auntie", "uncle", "cousin", "niece", "nephew", "boss", "manager"), ""),
    **dict.fromkeys(("friend", "colleague", "coworker", "roommate", "flatmate", "neighbour", "neighbor"), ""),
    **dict.fromkeys(("dog", "cat", "puppy", "kitten"), ""),
}
_GENERIC = {"partner", "spouse", "kid", "child", "baby", "parent", "sibling", "pet"}
_ZH_KIN = {
    "哥哥": "哥", "哥": "哥", "弟弟": "弟", "弟": "弟", "姐姐": "姐", "姐": "姐", "妹妹": "妹", "妹": "妹",
    "妈妈": "妈", "妈": "妈", "母亲": "妈", "老妈": "妈", "爸爸": "爸", "爸": "爸", "父亲": "爸", "老爸": "爸",
    "老婆": "老婆", "老公": "老公", "妻子": "老婆", "丈夫": "老公", "儿子": "儿子", "女儿": "女儿",
    "男朋友": "男朋友", "女朋友": "女朋友", "老板": "老板", "同事": "同事", "朋友": "朋友", "室友": "室友",
    "爷爷": "爷爷", "奶奶": "奶奶", "外公": "外公", "外婆": "外婆", "狗": "狗", "猫": "猫",
}  # fmt: skip
# a word saying when or which one, never what kind: "my new address", "my next appointment"
_NEUTRAL = frozenset(
    "new old current previous former next last first second latest upcoming recent future usual regular main "
    "only own other same favourite favorite best big small little good great".split()
)
_DETERMINERS = frozenset("the a an this that these those his her their your its".split())
_SELF = frozenset(("my", "our"))
_STOP = frozenset(
    "is are was were be been am do does did have has had to of in on at for with and or but not no so about "
    "from by as it i we you he she they me us them what when where which who how forget delete remove erase "
    "please that's".split()
)
_WORD = re.compile(r"[^\W\d_]+(?:['’][a-z]+)?|\d\S*")
_ZH_OWNER = re.compile(
    "(?:(?P<kin>" + "|".join(sorted(_ZH_KIN, key=len, reverse=True)) + r")|(?P<self>我们?))的?$"
)

Owner = str | None  # "self", a relation's canonical word, a name's word (lower case); None: not said


def _owner_word(token: str) -> str:
    word = re.sub(r"['’]s$", "", token).lower()
    return "self" if word in _SELF else word


def _phrases(text: str) -> dict[str, list[tuple[Owner, frozenset[str]]]]:
    """Each word of ``text`` -> for each place it is said, its phrase's owner and the words right before it:
    "my brother's phone number" -> number: ("brother", {"phone"}), phone: ("brother", {})."""
    tokens = _WORD.findall(text)
    out: dict[str, list[tuple[Owner, frozenset[str]]]] = {}
    for i, token in enumerate(tokens):
        word = token.lower()
        if not word.isalpha() or word in _STOP or word in _DETERMINERS or word in _SELF:
            continue
        owner: Owner = None
        before: list[str] = []
        for j in range(i - 1, max(i - 4, -1), -1):
            prior = tokens[j]
            low = prior.lower()
            if re.search(r"['’]s$", prior):  # "Bob's", "my sister's"
                owner = _owner_word(prior)
                break
            if low in _SELF:
                owner = "self"
                break
            if low in _DETERMINERS:
                break
            if not low.isalpha() or low in _STOP:
                before = []  # no phrase: "forget that I booked appointment"
                break
            before.append(low)
        else:
            before = []
        out.setdefault(word, []).append((owner, frozenset(before) - _NEUTRAL))
    return out


def _kin(word: str) -> str | None:
    return _KIN.get(word) or (word if word in _KIN else None)


def _clash(asked: Owner, said: Owner) -> bool:
    """Whether two owners are surely different: the user and a relation, two relations, two names. A name and
    a relation, or the user and a name, may be one."""
    if asked is None or said is None or asked == said:
        return False
    if "self" in (asked, said):
        other = said if asked == "self" else asked
        return other in _KIN or other in _ZH_KIN
    a, b = _kin(asked), _kin(said)
    if (a is None) != (b is None):
        return False  # "Tom's" and "my brother's"
    if a is not None and b is not None:
        return a != b and not ({asked, said} & _GENERIC)
    return True


def _zh_owners(text: str, thing: str) -> list[Owner]:
    """The owner said right before each place ``thing`` is said in Chinese text (我妹妹的电话 -> 妹)."""
    out: list[Owner] = []
    for match in re.finditer(re.escape(thing), text):
        owner = _ZH_OWNER.search(text[max(0, match.start() - 5) : match.start()])
        out.append(None if owner is None else _ZH_KIN[owner["kin"]] if owner["kin"] else "self")
    return out


# 我妹妹的电话号码 (the sister's), 我的电话号码 (the user's own)
_ZH_ASKED = re.compile(
    "(?:我们?的?)?(?P<kin>"
    + "|".join(sorted(_ZH_KIN, key=len, reverse=True))
    + r")的(?P<thing>[\u4e00-\u9fff]{2})"
    r"|我们?的(?P<own>[\u4e00-\u9fff]{2})"
)


def other_owner_or_kind(query: str, record_words: str) -> bool:
    """Whether ``record_words`` (a record's own words) speak of another owner's or another kind's thing than
    the one ``query`` names, everywhere they say it.

    >>> other_owner_or_kind("forget my sister's phone number", "My brother's phone number is 555-0101.")
    True
    >>> other_owner_or_kind("forget my vet appointment", "My dentist appointment is on Monday at 3pm.")
    True
    >>> other_owner_or_kind("Alice's locker", "Bob's locker is 9911")
    True
    >>> other_owner_or_kind("忘掉我妹妹的电话号码", "我哥的电话号码是13800138000")
    True
    >>> other_owner_or_kind("forget my phone number", "My mobile phone number is 555-0101.")
    False
    >>> other_owner_or_kind("forget my brother's birthday", "My brother Tom's birthday is May 3.")
    False
    >>> other_owner_or_kind("forget my vet appointment", "The appointment is on Friday.")
    False
    """
    if has_cjk(query):
        for match in _ZH_ASKED.finditer(query):
            asked: Owner = _ZH_KIN[match["kin"]] if match["kin"] else "self"
            owners = _zh_owners(record_words, match["thing"] or match["own"])
            held = match["kin"] is not None and any(
                k in record_words for k, v in _ZH_KIN.items() if v == asked
            )
            if owners and not held and all(_clash(asked, o) for o in owners):
                return True
    said = _phrases(record_words)
    held_words = {_owner_word(token) for token in _WORD.findall(record_words)}
    for word, places in _phrases(query).items():
        theirs = said.get(word)
        if not theirs:
            continue
        for owner, before in places:
            owned = (
                owner is not None
                and owner != "self"
                and (owner in held_words or _kin_held(owner, held_words))
            )
            kind = bool(before) and not (before & held_words)
            if all(
                (not owned and _clash(owner, their_owner)) or (kind and bool(their_before))
                for their_owner, their_before in theirs
            ):
                return True
    return False


def _kin_held(owner: str, words: set[str]) -> bool:
    family = _kin(owner)
    return family is not None and family != "" and any(_kin(w) == family for w in words)


__all__ = ["other_owner_or_kind"]
