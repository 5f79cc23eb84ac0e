"""An allergy or an intolerance said by its noun, and one found not to hold: "I have a peanut allergy", "I've got a
shellfish allergy", 我有花粉过敏; "I'm gluten intolerant", "I'm intolerant to lactose", "I have a lactose intolerance",
我乳糖不耐受, 我对麸质不耐受; "I'm not gluten intolerant after all", 我其实不是乳糖不耐受.

An allergy fills ``allergic_to`` with its allergen, as "I'm allergic to peanuts" does; an intolerance fills
``intolerance`` (what it is of: "gluten intolerant" and "intolerant to gluten" are one value to
:func:`~hindsight_core.lifecycle.values.value_key`, as 乳糖不耐 and 乳糖不耐受 are), beside a diet (a vegetarian may be lactose
intolerant). Both hold several values at once. One asked about ("do I have a nut allergy?"), under a condition ("if
I have a nut allergy"), denied as a whole ("I have no allergies", "I have bad allergies": no allergen), or someone
else's ("my son has a peanut allergy", 我儿子乳糖不耐受) fills none.

    >>> [(a, p.search(s)["value"]) for s in ("I have a peanut allergy", "我对乳糖不耐受")
    ...  for p, a, _ in INTOLERANCE_RULES if p.search(s)]
    [('allergic_to', 'peanut'), ('intolerance', '乳糖不耐受')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.allergy_jokes import ZH_ALLERGEN_WORD
from hindsight_core.extraction.slot_patterns import _ZH_GOES_ON

_I = re.IGNORECASE

# not under a condition, nor asked: "if I have ...", "do I have ...", "whether I'm ..."
_NOT_IF = r"(?<!\bif\s)(?<!\bdo\s)(?<!\bwhen\s)(?<!\bwhether\s)(?<!\bmaybe\s)"
# what is said before "allergy" and names no allergen: "bad allergies", "no allergies", "a food allergy"
_NOT_AN_ALLERGEN = (
    r"(?!(?:no|any|some|bad|terrible|awful|horrible|seasonal|severe|serious|mild|slight|food|drug|medication|known|"
    r"skin|weird|real|major|minor|new|the|my|an?|allergy|allergies)\b)"
)
_HOW = r"(?:(?:really\s+|very\s+)?(?:severe|serious|mild|slight|bad|terrible|life[- ]threatening|deadly)\s+)?"
# what one may be intolerant to
_EN_OF = r"(?:lactose|gluten|wheat|dairy|fructose|histamine|soy|egg|caffeine|alcohol|fodmaps?)"
_ZH_INTOLERANT_TO = r"(?P<value>(?:乳糖|麸质|小麦|牛奶|乳制品|果糖|组胺|酒精|咖啡因|大豆|鸡蛋)不耐(?:受|症)?)"

INTOLERANCE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I have a peanut allergy", "I've got a severe shellfish allergy", "I have a cat allergy" (one or two words)
    (re.compile(_NOT_IF + r"\bi(?:\s+have|['’]ve\s+got|\s+have\s+got|\s+got)\s+(?:also\s+|still\s+)?(?:an?\s+)?" + _HOW
                + _NOT_AN_ALLERGEN + r"(?P<value>[a-z]{3,}(?:\s+(?!allerg)[a-z]{3,})?)\s+allerg(?:y|ies)\b", _I), "allergic_to", "fact"),
    # 我有花粉过敏, 我有青霉素过敏 (not 我有点过敏, 我有过敏吗)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)我(?:也|还|一直|从小|其实)*有(?P<value>" + ZH_ALLERGEN_WORD + r")过敏(?![吗么嘛原史])"),
     "allergic_to", "fact"),
    # an intolerance one has: "I'm gluten intolerant", "I'm intolerant to lactose", "I have a lactose intolerance",
    # "I've got gluten intolerance"
    (re.compile(_NOT_IF + r"\bi(?:['’]m|\s+am|['’]ve\s+been|\s+have\s+been|\s+became|['’]ve\s+become)\s+(?:now\s+|also\s+|a\s+bit\s+|slightly\s+|mildly\s+|very\s+)?"
                r"(?P<value>" + _EN_OF + r"[- ]intolerant)\b", _I), "intolerance", "fact"),
    (re.compile(_NOT_IF + r"\bi(?:['’]m|\s+am)\s+(?:now\s+|also\s+|a\s+bit\s+|slightly\s+|mildly\s+|very\s+)?intolerant\s+(?:to|of)\s+"
                r"(?P<value>" + _EN_OF + r")\b", _I), "intolerance", "fact"),
    (re.compile(_NOT_IF + r"\bi(?:\s+have|['’]ve\s+got|\s+have\s+got)\s+(?:also\s+|a\s+|an\s+|mild\s+|severe\s+|a\s+mild\s+|a\s+severe\s+)*"
                r"(?P<value>" + _EN_OF + r"\s+intolerance)\b", _I), "intolerance", "fact"),
    # 我乳糖不耐受, 我对麸质不耐受, 我有乳糖不耐症, 我其实是乳糖不耐 (not 我儿子乳糖不耐受, 我是不是乳糖不耐受)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)我(?:也|还|一直|从小|其实|好像|现在)*(?:对|有|是)?" + _ZH_INTOLERANT_TO + r"(?![吗么嘛])"),
     "intolerance", "fact"),
    # ... in a clause going on from the speaker's, its subject left out: 我不能喝牛奶，乳糖不耐 (not 我儿子不能喝牛奶，乳糖不耐:
    # the clause is the son's, :func:`~.slot_patterns.speaker_goes_on`)
    (re.compile(_ZH_GOES_ON + r"(?:而且|还|也|因为|其实|有点|天生)*(?:是|有)?" + _ZH_INTOLERANT_TO + r"(?![吗么嘛])"),
     "intolerance", "fact"),
    # found not to hold: "I'm not gluten intolerant after all", "I'm no longer lactose intolerant", 我其实不是乳糖不耐受
    (re.compile(r"\bi(?:['’]m|\s+am)\s+(?:not|no\s+longer)\s+(?:actually\s+|really\s+)?(?P<value>" + _EN_OF + r"[- ]intolerant)\b", _I),
     "!intolerance", "fact"),
    (re.compile(r"我(?:其实|根本|并|现在|已经)*(?:不是|不再|没有)" + _ZH_INTOLERANT_TO), "!intolerance", "fact"),
)  # fmt: skip

__all__ = ["INTOLERANCE_RULES"]
