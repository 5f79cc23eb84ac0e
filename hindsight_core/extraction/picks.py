"""A pick by its place among the options the other party's turn before listed: "let's go with the second one",
"option 2", "the last one", 就第一个吧, 第二家吧 after "Here are three options: 1. MacBook Air M3 2. ThinkPad X1
Carbon 3. Dell XPS 13" or 推荐三家：1. 外婆家 2. 新白鹿 3. 绿茶.

The reply names no option, so alone it says nothing of what was chosen ("which of the three laptops did we pick?"
found "The user said: let's go with the second one"). It is stored with the item it picks, as a pick by name is
stored with the sentence that offered it (:func:`~hindsight_core.extraction.turns.offer_before`).

    >>> place_picked("let's go with the second one"), place_picked("就第一个吧"), place_picked("#3 please")
    (2, 1, 3)
    >>> place_picked("the last one sounds best"), place_picked("最后那家吧")
    (-1, -1)
    >>> place_picked("first, let me ask my wife"), place_picked("I have 2 kids"), place_picked("what's the second one?")
    (None, None, None)
"""

from __future__ import annotations

import re

from hindsight_core.extraction.cues import is_question, sentences
from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.enumerations import listed_items
from hindsight_core.extraction.turns import other_turn_before, own_words
from hindsight_core.models import TraceStep
from hindsight_core.text import as_matched, chinese_number, has_cjk, to_simplified

_EN_ORDINALS = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
    "sixth": 6, "6th": 6, "last": -1,
}  # fmt: skip
# what names an option after its place ("the second one", "the 2nd option", "the last place", 第二家, 第一个)
_EN_THING = r"(?:one|option|choice|pick|item|suggestion|idea|place|spot|plan|route|model|recipe|book|hotel|restaurant)s?"
_EN = re.compile(
    rf"\b(?:(?:the\s+)?(?P<ord>first|second|third|fourth|fifth|sixth|last|1st|2nd|3rd|4th|5th|6th)\s+{_EN_THING}\b"
    # the place alone, ending what is said of it ("I'll take the first", "the 2nd pls"; not "the first two steps")
    r"|the\s+(?P<ord2>first|second|third|fourth|fifth|sixth|last|1st|2nd|3rd|4th|5th|6th)"
    r"(?=\s*(?:[.,!;]|$)|\s+(?:please|pls|plz|then|sounds|looks|seems|works|is|for\s+me)\b)"
    r"|(?:option|number|no\.|choice|#)\s*(?P<num>\d{1,2})\b)",
    re.IGNORECASE,
)
_ZH_CLASSIFIER = r"[个家款种本条项套部台辆间所首只双件位张份道杯趟班]"
# (a classifier said: 第一次, 第二天 and 第三年 count times, not options)
_ZH = re.compile(
    rf"第(?P<num>[一二三四五六七八九十\d]{{1,2}}){_ZH_CLASSIFIER}|最后(?:一|那|这)(?:一)?{_ZH_CLASSIFIER}"
    # (选2, 就2吧; not a count or a time: 要2个, 定2点)
    rf"|(?:选|要|就|用|定)(?P<digit>\d{{1,2}})(?!\d|[.:：点号月日岁块元万千百%]|{_ZH_CLASSIFIER})"
)
# a reply that is the number alone ("2", "#2.", "2!", "3 pls")
_BARE = re.compile(
    r"^\s*#?(?P<num>\d{1,2})\s*(?:please|pls|plz|then|thanks|吧|号)?\s*[.!。！]?\s*$", re.IGNORECASE
)
_ASKS_AMOUNT = re.compile(r"\bhow\s+(?:many|much|long|old|often)\b|多少|几[个位口岁点天次]", re.IGNORECASE)
# a short reply: a pick and a word or two around it ("ok let's go with the second one then")
_MAX_WORDS = 10
_MAX_CJK = 16


def place_picked(reply: str) -> int | None:
    """The place (1 the first, -1 the last) a short reply picks an option by, None when it picks none by place."""
    said = to_simplified(reply).strip()
    if not said or is_question(said):
        return None
    if has_cjk(said):
        if len(said) > _MAX_CJK:
            return None
        found = _ZH.search(said)
        if found is None:
            return None
        said_number = found["num"] or found["digit"]
        if said_number:
            return int(said_number) if said_number.isdigit() else chinese_number(said_number)
        return -1
    bare = _BARE.match(said)
    if bare is not None:
        return int(bare["num"])
    if len(said.split()) > _MAX_WORDS:
        return None
    found = _EN.search(said)
    if found is None:
        return None
    if found["num"]:
        return int(found["num"])
    return _EN_ORDINALS[as_matched(found["ord"] or found["ord2"])]


# where an item's name ends: its price or details after it ("ThinkPad X1 Carbon ($1,450)", "外婆家（西湖店）",
# "**Kobo Clara** - cheaper, ...")
_NAME_END = re.compile(r"\s*(?:[(（:：，,;；、]|\s[-–—]\s|[–—])")


def option_name(item: str) -> str:
    """The name an item of a list opens with, without its details or markdown emphasis.

    >>> option_name("ThinkPad X1 Carbon ($1,450)"), option_name("外婆家（西湖店）"), option_name("**Kobo Clara** - cheaper")
    ('ThinkPad X1 Carbon', '外婆家', 'Kobo Clara')
    """
    plain = item.replace("**", "").replace("__", "").strip()
    return _NAME_END.split(plain, maxsplit=1)[0].strip().rstrip("。.!！") or plain


def item_picked(steps: list[TraceStep], index: int) -> tuple[TraceStep, str] | None:
    """The other party's turn just before ``steps[index]`` and the item of its list the reply picks by its place
    (see the module docstring); None when the reply picks by no place or the turn lists no such item."""
    place = place_picked(own_words(steps[index]))
    if place is None:
        return None
    other = other_turn_before(steps, index)
    if other is None:
        return None
    offered = own_words(other)
    if _BARE.match(own_words(steps[index])) and _ASKS_AMOUNT.search(to_simplified(offered)):
        return None  # "3" to "1. ... 2. ... How many people will come?" answers the question
    items = listed_items(offered)
    if not 1 <= abs(place) <= len(items) or len(items) < 2:
        return None
    item = items[place - 1 if place > 0 else place]
    return other, (sentences(item) or [item])[0]  # (the last item's sentence, not the question after it)


# Taking what the turn before offered without naming it: "I'll get that one", "let's try it", "that one then", 就它了,
# 就这家吧, 那就这么办 (not "I'll think about it": a decision put off)
_EN_ACCEPT = re.compile(
    r"\b(?:i'll|i\s+will|i'm\s+(?:gonna|going\s+to)|gonna|let's|we'll)\s+(?:definitely\s+|probably\s+)?"
    r"(?:get|buy|try|take|read|watch|book|order|use|go\s+with|pick\s+up|grab|check\s+out)\s+"
    r"(?:it|that(?:\s+one)?|this(?:\s+one)?|them|those)\b(?!\s+(?:later|over|out\s+of))"
    r"|^\W*(?:ok(?:ay)?|yes|yeah|sure|great|perfect)?\W*(?:that|this)\s+one(?:\s+(?:it\s+is|then|please|pls))?\W*$",
    re.IGNORECASE,
)
_ZH_ACCEPT = re.compile(
    r"就(?:它|这个|那个|这[家款本部种台辆间位首]|那[家款本部种台辆间位首]|这么(?:办|定|定了)|按你说的)(?:了|吧|啦|呗)?"
    r"|(?:买|试试?|订|去|看|读|用)(?:它|这个|那个|这家|那家|这款|那款|这本|那本)(?:吧|了|呗)?"
)


# A short reply that picks something by name with a verb of choosing ("Let's do the Dell", "I'll go with the ThinkPad
# then", "ok we'll take the Marriott"): read with the turn before, as a bare name is (what was offered)
_EN_PICK = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|great|perfect|alright|hmm+|cool|nice)\W+)*"
    r"(?:let['’]?s|i['’]ll|i\s+will|we['’]ll|we\s+will|i['’]m\s+(?:gonna|going\s+to)|gonna)\s+(?:just\s+)?"
    r"(?:go\s+with|do|get|take|try|pick|choose|book|order|buy)\s+(?:the\s+)?(?!it\b|that\b|this\b|them\b|one\b)\w",
    re.IGNORECASE,
)


def picks_by_name(reply: str) -> bool:
    """Whether a short reply picks something by name with a verb of choosing ("Let's do the Dell")."""
    return len(reply.split()) <= _MAX_WORDS and _EN_PICK.match(reply) is not None


def offer_taken(steps: list[TraceStep], index: int) -> tuple[TraceStep, str] | None:
    """The other party's turn just before ``steps[index]`` and its first sentence that says something, when the
    short reply takes what it offered without naming it ("You might enjoy 'Project Hail Mary' by Andy Weir." /
    "Sounds great, I'll get that one!"; 你可以试试瑜伽。/ 好，就它了): alone the reply says nothing of what was taken.
    None when the turn lists several options ("that one" of three is not known) or says nothing but questions."""
    said = to_simplified(own_words(steps[index])).strip()
    if not said or is_question(said):
        return None
    if has_cjk(said):
        if len(said) > _MAX_CJK or not _ZH_ACCEPT.search(said):
            return None
    elif len(said.split()) > _MAX_WORDS or not _EN_ACCEPT.search(said):
        return None
    other = other_turn_before(steps, index)
    if other is None or len(listed_items(own_words(other))) >= 2:
        return None
    offered = [s for s in sentences(own_words(other)) if not is_question(s) and not is_low_information(s)]
    return (other, offered[0]) if offered else None


__all__ = ["item_picked", "offer_taken", "option_name", "picks_by_name", "place_picked"]
