"""A Chinese question's single characters matched inside another word of a record count less: 班 of 我几点上班 is in
航班 and 班车 too, 车 of 我开什么车 in 车厘子, 球 of 我打什么球 in 地球. The keyword index holds each content character
of a record beside its bigrams (so that a one-character word, 猫 or 车, is found in 我养了一只猫 and 我的车是特斯拉),
and BM25 weighs such a character as it weighs a word; where a record shares with the question nothing but one
character, only inside a word of the record the question does not say (航班, 车厘子), it is lowered (two characters
are the words around what is asked: 打什么球 of 我每周六去打羽毛球). A record saying
the character as a word of its own (一只猫, 我的车是, 买了房) or sharing a word with the question keeps its score.

    >>> inside_other_words("班", "下周三的航班是早上七点的", {"上班"}), inside_other_words("车", "我的车是白色的", set())
    (True, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall import fusion
from hindsight_core.text import has_cjk, keyword_terms, query_terms, to_simplified

#: How much lower a record sharing with the question only characters inside its other words ranks (its score times
#: one minus this)
CHARACTERS_APART_PENALTY = 0.5

# what a character said as a word of its own stands beside: particles, pronouns, the copula, a measure word, a
# number (一只猫, 我的车是, 两条金鱼, 猫叫咪咪), punctuation or the text's edge
_APART = frozenset(
    "的了是我你他她它们这那个只辆条台部张本件位头匹些吗呢吧啊呀哦嘛啦在和跟与或也都就很太又还不没有叫给把被让"
    "一二两三四五六七八九十几每"
)


# a noun's suffix, shared by words of one kind (孩子 and 儿子, 女儿 and 儿): no other word, as it matches
_SUFFIXES = frozenset("子儿头")


def _han(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def inside_other_words(
    char: str, text: str, asked: set[str], gaps: tuple[bool, bool] = (False, False)
) -> bool:
    """Whether each time ``text`` (simplified) says ``char`` it is inside a word of two characters that ``asked`` (the
    question's bigrams) does not hold: a character beside it that is no particle, pronoun or measure word. ``gaps``:
    whether the question asks what is before and after ``char`` (什么车, 卖什么): a character there is what it asks
    (二手的车, 卖腊肉), not another word.

        >>> inside_other_words("卖", "我在网上卖腊肉", set(), (False, True)), inside_other_words("车", "车厘子很贵", set(), (True, False))
        (False, True)
    """
    found = False
    for at, ch in enumerate(text):
        if ch != char:
            continue
        found = True
        if (gaps[0] and at and _han(text[at - 1])) or (gaps[1] and _han(text[at + 1 : at + 2] or " ")):
            return False  # what the question asks, said beside it
        words = [
            text[i : i + 2]
            for i, beside in ((at - 1, text[at - 1] if at else ""), (at, text[at + 1 : at + 2]))
            if beside and _han(beside) and beside not in _APART
        ]
        if not words or any(word in asked for word in words):
            return False  # a word of its own here, or the question's word
    return found


# what a question asks beside a word (开什么车, 卖什么, 哪个班)
_ASKED = re.compile(r"什么|啥|哪|几|多少|谁|怎么")


def _gaps(char: str, query: str) -> tuple[bool, bool]:
    """Whether ``query`` asks what is said before ``char`` and what after it."""
    before = after = False
    for at, ch in enumerate(query):
        if ch == char:
            before = before or any(m.end() == at for m in _ASKED.finditer(query, max(0, at - 2), at))
            after = after or _ASKED.match(query, at + 1) is not None
    return before, after


def lower_characters_apart(final: dict[str, float], visible: Mapping[str, MemoryRecord], query: str) -> None:
    """Lower the records of ``final`` (scores, in place; ``visible`` their records) that share with the Chinese
    ``query`` only single characters, each inside another word of the record (:func:`inside_other_words`)."""
    if not has_cjk(query):
        return
    terms = set(query_terms(query))
    asked = {term for term in terms if len(term) == 2 and all(map(_han, term))}
    said = to_simplified(query)
    apart = []
    for rid in final:
        text = to_simplified(visible[rid].text)
        shared = terms.intersection(keyword_terms(text, unigrams=True))
        # (one character alone: two the question says are its words around what it asks, 打什么球 of 打羽毛球)
        if len(shared) == 1 and all(
            len(term) == 1
            and _han(term)
            and term not in _SUFFIXES
            and inside_other_words(term, text, asked, _gaps(term, said))
            for term in shared
        ):
            apart.append(rid)
    fusion.lower(final, apart, CHARACTERS_APART_PENALTY)


__all__ = ["CHARACTERS_APART_PENALTY", "inside_other_words", "lower_characters_apart"]
