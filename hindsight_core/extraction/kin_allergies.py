"""A relative's or a partner's allergy and intolerance, theirs: "my son is allergic to peanuts", "my daughter has a
severe egg allergy", "my wife is lactose intolerant", 我儿子对鸡蛋过敏, 我女儿吃花生会过敏, 我老公海鲜过敏; and its end
("my son isn't allergic to eggs anymore", "my daughter outgrew her milk allergy", 我儿子对鸡蛋不过敏了).

Before, only the speaker's own filled ``allergic_to`` ("I'm allergic to peanuts"): a child's allergy, what a parent
most needs an assistant to keep, was a record with no slot, so "what is my son allergic to?" had no slot to answer
from and "he outgrew it" ended nothing. The slot is the relative's (the rule's ``owner``, as their home and their
job are: :mod:`~.kin_slots`), never the speaker's.

    >>> rules = kin_allergy_rules(r"\\bmy\\s+(?P<owner>son|daughter)\\b", "我(?P<owner>儿子|女儿)")
    >>> [(m["owner"], m["value"]) for t in ("my son is allergic to peanuts", "我儿子对鸡蛋过敏")
    ...  for p, _, _ in rules if (m := p.search(t))]
    [('son', 'peanuts'), ('儿子', '鸡蛋')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.allergy_jokes import NOT_AN_ALLERGEN, ZH_ALLERGEN, ZH_ALLERGEN_WORD
from hindsight_core.extraction.intolerances import _EN_OF, _HOW, _NOT_AN_ALLERGEN, _ZH_INTOLERANT_TO
from hindsight_core.extraction.slot_patterns import _EN_VALUE, _I

# how much, said before "allergic": "severely allergic", "a bit allergic"
_EN_HOW = (
    r"(?:(?:also|now|still|actually|apparently)\s+)?(?:(?:very|really|quite|severely|mildly|slightly|highly|extremely|"
    r"deathly|super|a\s+bit|a\s+little)\s+)?"
)
_EN_IS = r"(?:\s+(?:is|has\s+(?:always\s+)?been)\s+|['’]s\s+)"
_EN_HAS = r"(?:\s+(?:has|has\s+got)\s+|['’]s\s+got\s+)"
_EN_IS_NOT = r"(?:\s+(?:is\s+not|isn['’]t|is\s+no\s+longer)\s+|['’]s\s+(?:not|no\s+longer)\s+)"
# ... in Chinese, before 过敏 (我儿子对鸡蛋有点过敏, 我女儿从小对花生严重过敏)
_ZH_HOW = r"(?:也|都|还|一直|从小|现在|有点|有些|特别|非常|很|挺|比较|严重|轻微|好像|会|就)*"
_ZH_SINCE = r"(?:其实|也|从小|一直|现在|好像|本来)*"


def kin_allergy_rules(en_whose: str, zh_who: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The rules of an allergy and an intolerance of the person ``en_whose`` / ``zh_who`` name (their ``owner``
    group; ``en_whose`` ends with the word, before "is" or "'s", ``zh_who`` where the verb starts)."""
    return (
        # "my son is allergic to peanuts", "my wife's severely allergic to cats" (not "... allergic to Mondays lol")
        (re.compile(en_whose + _EN_IS + _EN_HOW + r"allergic\s+to\s+" + NOT_AN_ALLERGEN + _EN_VALUE, _I),
         "allergic_to", "fact"),
        # "my daughter has a severe egg allergy", "my husband has a shellfish allergy" (not "has bad allergies")
        (re.compile(en_whose + _EN_HAS + r"(?:also\s+|still\s+)?(?:an?\s+)?" + _HOW + _NOT_AN_ALLERGEN
                    + r"(?P<value>[a-z]{3,}(?:\s+(?!allerg)[a-z]{3,})?)\s+allerg(?:y|ies)\b", _I), "allergic_to", "fact"),
        # "my wife is lactose intolerant", "my son is intolerant to gluten"
        (re.compile(en_whose + _EN_IS + _EN_HOW + r"(?P<value>" + _EN_OF + r"[- ]intolerant)\b", _I), "intolerance", "fact"),
        # its end: "my son isn't allergic to eggs anymore", "my daughter outgrew her milk allergy"
        (re.compile(en_whose + _EN_IS_NOT + _EN_HOW + r"allergic\s+to\s+" + _EN_VALUE, _I), "!allergic_to", "fact"),
        (re.compile(en_whose + r"\s+(?:has\s+)?outgr(?:ew|own)\s+(?:his|her|their)\s+(?P<value>[a-z]{3,})\s+allerg(?:y|ies)\b", _I),
         "!allergic_to", "fact"),
        # 我儿子对鸡蛋过敏, 我女儿从小对花生严重过敏 (not 我儿子对数学过敏: no allergen)
        (re.compile(zh_who + _ZH_SINCE + r"对(?P<value>" + ZH_ALLERGEN + r")" + _ZH_HOW + r"过敏(?![吗么嘛])"),
         "allergic_to", "fact"),
        # 我女儿吃花生会过敏, 我老公海鲜过敏, 我儿子一碰猫毛就过敏
        (re.compile(zh_who + _ZH_SINCE + r"一?(?:吃|喝|碰|摸|接触|闻)?(?:了|到)?(?P<value>" + ZH_ALLERGEN_WORD + r")"
                    + _ZH_HOW + r"过敏(?![吗么嘛])"), "allergic_to", "fact"),
        # 我老婆乳糖不耐受, 我儿子对麸质不耐受
        (re.compile(zh_who + _ZH_SINCE + r"(?:对|有|是)?" + _ZH_INTOLERANT_TO + r"(?![吗么嘛])"), "intolerance", "fact"),
        # its end: 我儿子对鸡蛋不过敏了, 我女儿现在对牛奶不再过敏
        (re.compile(zh_who + _ZH_SINCE + r"对(?P<value>" + ZH_ALLERGEN + r")(?:已经|现在)?(?:不再|不)过敏"),
         "!allergic_to", "fact"),
    )  # fmt: skip


__all__ = ["kin_allergy_rules"]
