"""Hedges: the words that say a statement is a guess ("I think my manager is called Tom, not sure", 我老板好像叫王磊),
and the statement without them, from which its value is read as from a plain one.

    >>> [guessed(t) for t in ["I think my manager is called Tom, not sure", "我老板好像叫王磊", "My manager is Tom"]]
    [True, True, False]
    >>> [guessed(t) for t in ["maybe 200 a month", "一天大概150杯", "房子刚买两年 不可能搬的"]]
    [False, False, False]
    >>> [guessed(t) for t in ["I might be allergic to penicillin", "我怀疑我对海鲜过敏", "My birthday is in May"]]
    [True, True, False]
    >>> without_hedges("我老板好像叫王磊"), without_hedges("I think my manager is Tom").strip()
    ('我老板叫王磊', 'my manager is Tom')

An amount said with "maybe" or 大概 is an approximation, not a doubt ("maybe 200", 大概20万个chunk): no hedge. A
taste or an intent softened ("I think I prefer tea now") is the rule extractor's to tell apart (by event type).
"""

from __future__ import annotations

import re

# an amount follows: "maybe 200", "probably two", "perhaps $12,000", 大概一个月, 可能三千
_AMOUNT = (
    r"(?!\s*(?:about|around|like\s+)?[$£€¥]?\d|\s*(?:a\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|"
    r"twenty|thirty|forty|fifty|hundred|a\s+hundred|a\s+few|a\s+couple)\b)"
)
#: Words of doubt, English ones whole words (blanked for reading the value: spans stay valid), Chinese ones
#: inside the clause (removed: 我老板好像叫王磊 reads as 我老板叫王磊).
_EN_HEDGE = re.compile(
    r"(?<!\bthan\s)\b(?:i\s+think|i\s+guess|i\s+believe|i\s+suppose|i\s+suspect|(?:i\s+)?(?:have|got)\s+a\s+feeling(?=\s+(?:that|i|i'm|we|it|my)\b)|"
    r"probably|maybe|perhaps|possibly|iirc|"
    r"if\s+i\s+(?:remember|recall)\s+(?:right(?:ly)?|correctly)|"
    r"(?:i'm\s+|i\s+am\s+)?not\s+(?:100%\s+|entirely\s+|totally\s+|completely\s+|quite\s+)?(?:sure|certain))\b"
    + _AMOUNT,
    re.IGNORECASE,
)
#: A modal of doubt ("I might be allergic to penicillin", "my son may have a nut allergy", "it could be asthma"):
#: a guess, its words kept (the slot rules read "might be allergic to" as they read "am allergic to").
_EN_MODAL = re.compile(
    r"\b(?:might|may|could)\s+(?:also\s+|well\s+|actually\s+)?(?:be|have)\b" + _AMOUNT, re.IGNORECASE
)
_ZH_NUMBER = r"[\d一二两三四五六七八九十百千万几半]"
_ZH_HEDGE = re.compile(
    # (怀疑 is "suspect": 我怀疑我对海鲜过敏; 觉得 / 感觉 a doubt of one's own body: 我觉得我对猫过敏, 我感觉自己有点乳糖不耐受)
    rf"(?:怀疑(?:我|自己)?|(?:觉得|感觉)(?:我|自己)(?=(?:好像|可能|应该)?(?:对|有点|有些|得了|患))|"
    rf"好像|(?<![不有])可能(?!性)|也许|应该是|似乎|说不定|没准(?!备)|不(?:太|是很)?确定|如果我没记错(?:的话)?|"
    rf"没记错的话)(?!有?{_ZH_NUMBER})"
    # an estimate of an amount, its verb between (每天大概卖八十杯, 估计能考六百多分): no doubt
    rf"|(?:大概|估计)(?![\u4e00-\u9fff]{{0,2}}{_ZH_NUMBER})"
)


def guessed(text: str) -> bool:
    """Whether ``text`` says it is a guess (see the module docstring)."""
    return any(p.search(text) is not None for p in (_EN_HEDGE, _EN_MODAL, _ZH_HEDGE))


def without_hedges(text: str) -> str:
    """``text`` with its words of doubt left out, to read its value from as from a plain statement: English
    ones blanked, Chinese ones removed."""
    return unhedged(text)[0]


def unhedged(text: str) -> tuple[str, list[int]]:
    """:func:`without_hedges`, and where each of its characters is in ``text`` (a span found in the one is
    ``text[at[start] : at[end - 1] + 1]``)."""
    blanked = _EN_HEDGE.sub(lambda m: " " * len(m[0]), text)
    removed = {i for m in _ZH_HEDGE.finditer(blanked) for i in range(*m.span())}
    at = [i for i in range(len(blanked)) if i not in removed]
    return "".join(blanked[i] for i in at), at


__all__ = ["guessed", "unhedged", "without_hedges"]
