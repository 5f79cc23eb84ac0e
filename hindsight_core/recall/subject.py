"""Whose fact a record states, against whose a question asks: "how much is my rent?" asks the user's own, and
"my partner Luis pays half the rent" states the partner's; "where am I headed on my getaway?" is not answered by
"my coworker Lenny is relocating to Toronto". A question about the speaker's own life, naming nobody else, ranks
the records whose subject is someone else a little lower (``RecallConfig.other_subject_penalty``): one of the user's
people named by role ("my sister", 我同事), by name ("Tom said he lives in Paris now", 老王说他要辞职了) or as "she" /
"he" going on about them ("She works at Airbus now"); not what someone said of the user ("my mum says I should eat
less bread", 医生让我少吃盐), which is the user's fact, told."""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight_core.extraction.clause_subjects import PEOPLE
from hindsight_core.extraction.common_words import is_common_word
from hindsight_core.extraction.slot_names import as_the_user_asks
from hindsight_core.roles import ZH_PEOPLE
from hindsight_core.text import CASED_LOWER, CASED_UPPER, split_speaker, to_simplified

_PEOPLE = PEOPLE
_ZH_PEOPLE = ZH_PEOPLE
# capitalised words that open a sentence without naming anyone
_NOT_NAMES = frozenset(
    """I The This That These Those It There Here We You My Our Your His Her Their He She They A An And But So Also
    Oh Btw Yes No Ok Okay Well Just Still Now Then Today Tomorrow Yesterday What When Where Who Why How If Since
    Because After Before Please Thanks Sorry Maybe Actually Anyway Last Next Every Everyone Everybody Someone
    Somebody Nobody Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April June
    July August September October November December""".split()
)
# a question about the speaker's own life: I, my, me; 我 — naming no one else
_OPENING = 120  # characters of a record read for its subject (recall reads the pool's records on every query)
_SELF = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|mine|myself)\b|我", re.IGNORECASE)
_NAMES_OTHER = re.compile(
    rf"\b(?:{_PEOPLE})s?\b|\b(?:he|she|they|his|her|their|him|them)\b|(?<=[{CASED_LOWER},] )[{CASED_UPPER}][{CASED_LOWER}]+|"
    rf"{_ZH_PEOPLE}|[他她]"
    # more of those one has, asked about by who they are to the user: 我丈夫, 用户的父亲, "my cat", "my ex"
    r"|丈夫|妻子|太太|父亲|母亲|老伴|前男友|前女友|前夫|前妻|孙子|孙女|外孙|公公|婆婆|岳父|岳母|教练|宠物|猫|狗"
    r"|(?i:\b(?:cat|cats|dog|dogs|puppy|kitten|pet|pets|baby|ex|fianc[ée]e?)\b)|宝宝"
    # a question asking who: its answer is someone else ("who plays drums in my band?" after "Kev quit, Sam's on drums")
    r"|(?i:\b(?:who|whom|whose)\b)|谁"
)
# (and a one-word sentence before it: "Great. My sister just moved to Leeds")
_OPENERS = r"(?:(?:so|oh|okay|ok|btw|fyi|also|well|anyway|random thing but|heads up|update|news)[,:!]?\s+|[a-z]+[.!]\s+)*"
# a statement whose subject is someone else: "my coworker Lenny is relocating", 我同事小李搬去 ("Rent is 1100 now":
# a capital opening a sentence is no name)
# (or a pet of theirs: "my dog weighs 30 pounds now" tells the dog's weight, 我家狗二十公斤, not the speaker's)
_PETS = (
    r"(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|bunny|rabbit|hamster|parrot)"
    r"(?!\s+(?:insurance|food|sitter|sitting|walker|store|shop|supplies|hair|allerg(?:y|ies)|friendly)\b)"
)
_OTHER_SUBJECT = re.compile(
    # ("my partner and I moved to Leeds" is the speaker's own)
    rf"^\W*{_OPENERS}(?:(?:my|our)\s+(?:{_PEOPLE}|{_PETS})|the\s+(?:kids|children|baby|twins|{_PETS}))(?:'s)?\b"
    r"(?![^.,;!?]{0,24}\b(?:and|&)\s+(?:i|me)\b)"
    rf"|^\W*(?:我的?|我们的?)?(?:{_ZH_PEOPLE})|^\W*(?:我的|我们的?|我家的?|家里的?)?(?:狗狗?|猫咪?|小狗|小猫)(?![和跟]我)",
    re.IGNORECASE,
)


# ... or a person the user names ("Tom said he lives in Paris now", "Sarah is vegetarian and she has two kids", "Tom
# lives in Rome"; not "Rent is 1100 now", "Python is great, I use it daily", "Tom and I moved"): a name, then a verb
# only a person's ("said", "lives in", "works at") or a "he" / "she" in the clause going on about them
_NAME_OPENING = re.compile(
    rf"^\W*{_OPENERS}(?P<name>(?-i:[{CASED_UPPER}][{CASED_LOWER}]+))(?:'s|’s)?\s+(?!(?:and|&)\s+(?:i|me)\b)"
    r"(?:(?:just|also|still|now|recently|finally|actually)\s+)?(?P<verb>[\w'’]+)(?P<rest>[^.,;!?\n]*)",
    re.IGNORECASE,
)
_PERSON_DOES = re.compile(
    r"(?:said|says|told|tells|thinks|thought|reckons|lives|lived|moved|quit|joined)\b|(?:works|worked)\s+(?:at|for|as|in)\b",
    re.IGNORECASE,
)
_THIRD_PERSON = re.compile(r"\b(?:he|she|he's|she's|he’s|she’s|his|her|him|himself|herself)\b", re.IGNORECASE)
# ... or one a "he" / "she" opens with (a turn going on about someone named before: "She works at Airbus now", 他住深圳)
_PRONOUN_OPENING = re.compile(
    rf"^\W*{_OPENERS}(?:he|she|he's|she's|he’s|she’s)\b|^\W*[他她](?![们們])", re.IGNORECASE
)
# ... or one called as a person in Chinese (老王说他要辞职了, 小李今年30岁; not 小时候, 老家): saying, or doing what a person does
_ZH_NICKNAME = re.compile(
    r"^\W*(?!小时|小心|小区|小说|小吃|小事|小学|小孩|小结|老是|老实|老家|老样|老地|老师|阿里|老板|老公|老婆|老妈|老爸)"
    r"[小老阿][\u4e00-\u9fff](?:说|告诉|觉得|认为|[^，。！？,.!?]{0,12}?[他她]|(?:现在|今年|也|还|已经|刚)?"
    r"(?:住|在[^，。！？,.!?]{1,10}(?:上班|工作)|今年|搬|跳槽|辞职|结婚|离婚|怀孕))"
)
# Someone else's words of the user ("my doctor says I should avoid gluten", "my wife thinks I'm allergic to cats",
# 医生让我少吃盐): a fact of the user's, told by another (not "Tom told me he's vegetarian", 老王告诉我他要辞职)
_SAID_OF_THE_USER = re.compile(
    r"\b(?:says?|said|told|tells|thinks?|thought|reckons?|wants?|wanted|asked|advised|recommended|suggested|warned|"
    r"reminded|insists?|insisted)\s+(?:me\s+)?(?:that\s+)?(?:i|i'm|i’m|i've|i'd|i'll|my)\b"
    r"|\b(?:told|tells|asked|advised|warned|reminded|wants|wanted|needs|urged|begged)\s+me\s+(?:to|not\s+to)\b"
    r"|(?:说|觉得|认为|让|叫|要|建议|提醒|嘱咐|劝|不让|要求|告诉)我(?![们們]|[^，。！？,.!?]{0,2}[他她])",
    re.IGNORECASE,
)


def asks_about_self(query: str) -> bool:
    """Whether ``query`` asks about the speaker's own life, naming nobody else.

    >>> asks_about_self("how much is my rent?"), asks_about_self("what does my sister do?")
    (True, False)
    >>> asks_about_self("我现在住哪"), asks_about_self("我妈住哪"), asks_about_self("who plays drums in my band?")
    (True, False, False)
    """
    text = to_simplified(as_the_user_asks(query))  # an agent's "How much is the user's rent?" too
    return _SELF.search(text) is not None and _NAMES_OTHER.search(text) is None


@lru_cache(maxsize=8192)
def about_someone_else(text: str) -> bool:
    """Whether a record states a fact of someone else: its subject is a relative, a friend, a named person.

    >>> about_someone_else("The user said: my partner Luis pays half the rent")
    True
    >>> about_someone_else("The user said: I pay 1,400 rent, my partner Luis pays half")
    False
    >>> about_someone_else("The user said: my partner Luis and I moved to Leeds")
    False
    >>> about_someone_else("用户说：我同事小李搬去深圳了"), about_someone_else("用户说：我搬去深圳了")
    (True, False)
    >>> about_someone_else("The user said: Tom said he lives in Paris now")
    True
    >>> about_someone_else("The user said: Python is great, I use it daily")
    False
    """
    said = _opening(text)
    if _about_a_relative(text) or _PRONOUN_OPENING.search(said) or _ZH_NICKNAME.search(said):
        return True
    named = _NAME_OPENING.search(said)
    return (
        named is not None
        and named["name"] not in _NOT_NAMES
        and not is_common_word(named["name"])
        and bool(_PERSON_DOES.match(named["verb"] + named["rest"]) or _THIRD_PERSON.search(named["rest"]))
    )


@lru_cache(maxsize=8192)
def _about_a_relative(text: str) -> bool:
    """Whether a record opens with one of the user's people named by role ("my sister", 我同事)."""
    return _OTHER_SUBJECT.search(_opening(text)) is not None


def said_of_the_user(text: str) -> bool:
    """Whether a record about someone else (:func:`about_someone_else`) tells what they said of the user: a fact of
    the user's, which a question about themselves asks for.

    >>> said_of_the_user("The user said: My doctor says I should avoid gluten.")
    True
    >>> said_of_the_user("The user said: Tom told me he's vegetarian."), said_of_the_user("用户说：医生让我少吃盐")
    (False, True)
    """
    return _SAID_OF_THE_USER.search(_opening(text)) is not None


def _opening(text: str) -> str:
    """The start of what a record says, its speaker's frame left out (the subject opens it; a long tool output is
    not read), in simplified characters."""
    start = split_speaker(text)[1]
    return to_simplified(text[start : start + _OPENING])


def same_subject(old: str, new: str) -> bool:
    """Whether ``new`` may state a change of what ``old`` holds, as far as whose fact it is: not when ``new`` is
    someone else's and ``old`` the speaker's own (a sister's move, "my sister just moved to Leeds, she lives in
    Chapel Allerton now", changes nothing of "Leeds, Headingley"); a newer statement naming no one continues an
    older one about someone ("钢琴课涨到三百二一节了" after "女儿的钢琴课一节课两百八").

    >>> same_subject("The user said: I live in Leeds", "The user said: Great. My sister lives in Chapel Allerton now")
    False
    >>> same_subject("The user said: my daughter's piano lesson is 280", "The user said: the lesson went up to 320")
    True

    Only one of the user's people named by role is someone else here: a person named by name is often what the
    user's own fact holds, and their news changes it ("Kev quit, Sam's on drums now" after "the drummer is Kev").
    """
    return _about_a_relative(old) or not _about_a_relative(new)
