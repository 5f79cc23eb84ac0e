"""Contradictions that are no change: two statements of the user that cannot both hold, neither said as replacing
the other. "I'm allergic to penicillin" in one conversation and "I have no drug allergies" in another: the user
forgot, or one was wrong; no newer value ends the older (an allergy is never ended by a blanket "none", the
record that keeps a patient from a drug). A birthday said as two dates, neither as a correction, the same. Both
stay current, linked (``conflicts_with``, and :data:`CONTRADICTS` in their metadata, which tells the link from a
supersession) so that recall brings them together and the context block flags them as a conflict to resolve.
Pure functions.

>>> denied_allergies("The user said: I have no drug allergies btw."), denied_allergies("用户说：我没有任何过敏")
('drug', 'any')
>>> denied_allergies("The user said: my son has no allergies"), denied_allergies("用户说：我对花生过敏")
(None, None)
"""

from __future__ import annotations

import re

from hindsight_core.extraction.corrections import corrected_text
from hindsight_core.lifecycle.copies import own_words
from hindsight_core.lifecycle.merge import slot
from hindsight_core.lifecycle.values import negated
from hindsight_core.models import MemoryRecord
from hindsight_core.text import normalize_entity, same_speaker, split_speaker, to_simplified

#: ``MemoryRecord.metadata`` key: the ids of the records this one contradicts (each one links back).
CONTRADICTS = "contradicts"

#: The words an allergy of the user is found by in the keyword index, in either language.
ALLERGY_WORDS = "allergic allergy allergies 过敏"

_I = re.IGNORECASE
_KIND_EN = r"(?:(?:drug|medication|medicine|medical|food|dietary)\s+|known\s+)?"
# the speaker denying any allergy: "I have no (known|drug|food) allergies", "I don't have any allergies", "I'm not
# allergic to anything" (or "to any medications"), "No allergies." / "no known drug allergies" opening a sentence,
# "allergies: none"; never someone else's ("my son has no allergies": the sentence must start with it or with I),
# never what allergies name ("no allergy meds left", "no allergy testing"), nor one with an exception ("no
# allergies except penicillin", which states that one)
_EN = re.compile(
    r"(?:^|[.!?;,]\s*|\b(?:and|but|also|btw|fyi|oh|so|honestly|actually|well|yeah|yes|nope|no|lol)\s*,?\s+)"
    r"(?:i(?:\s+have|\s+got|'ve\s+got|\s+have\s+got|'ve)\s+no\s+" + _KIND_EN + r"allerg(?:y|ies)"
    r"|i\s+(?:don'?t|do\s+not)\s+have\s+(?:any\s+)?" + _KIND_EN + r"allerg(?:y|ies)"
    r"|i(?:'m|\s+am)\s+not\s+allergic\s+to\s+(?:anything|any\s+(?:drugs?|meds|medications?|medicines?|"
    r"foods?|antibiotics))"
    r"|no\s+(?:known\s+)?" + _KIND_EN + r"allerg(?:y|ies)"
    r"|allergies\s*:\s*(?:none|nil|n/?a))\b"
    r"(?!\s+(?:meds?|medicines?|medications?|pills?|tablets?|spray|shots?|tests?|testing|season|relief|symptoms?|"
    r"to|for|is|are|was)\b)(?!\s*,?\s*(?:except|apart\s+from|other\s+than|besides|but\s+(?:for|to)\b))",
    _I,
)
# a record or a tool's reply listing none: {"allergies": "none"}, "drug_allergies": [], allergies=NKDA, "NKDA"
_LISTED = re.compile(
    r"\b(?:drug_?|food_?)?allerg(?:y|ies)[\"']?\s*[:=]\s*(?:[\"']?(?:none|nil|n/?a|nkda|no\s+known(?:\s+drug)?\s+"
    r"allergies)\b|\[\s*\]|null\b)|\bnkda\b",
    _I,
)
_KIND_ZH = r"(?:药物|药|食物)?"
# 我没有(任何|什么)?(药物|食物)?过敏, 我对什么都不过敏, 我不对任何药物过敏, 无过敏史, 没有过敏史; never 我儿子没有过敏
_ZH = re.compile(
    r"(?:^|[。！？；，,\s]|但是?|而且|其实|说实话|放心)"
    r"(?:我(?:也|都|并|从来)?(?:没有|没|无)(?:任何|什么|啥)?" + _KIND_ZH + r"过敏(?!原|药|反应)"
    r"|我(?:对)?(?:什么|啥|任何(?:药物|药|食物|东西)?)都?不过敏|我不对任何(?:药物|药|食物|东西)?过敏"
    r"|我?(?:无|没有)(?:已知)?" + _KIND_ZH + r"过敏史)"
    r"(?![，,\s]*除了)"
)
# what an allergen of each kind is said as: a denial of drug allergies leaves a food allergy alone, and one of food
# allergies a drug allergy; an allergen of neither list is contradicted by both (the safe side)
_DRUG = re.compile(
    r"cillin|mycin|cycline|floxacin|cef|ceph|sulfa|aspirin|ibuprofen|naproxen|nsaid|codeine|morphine|opioid|"
    r"antibiotic|anesthe|anaesthe|contrast|iodine|drug|medic|青霉素|头孢|霉素|沙星|磺胺|阿司匹林|布洛芬|药|抗生素|"
    r"麻醉|碘",
    _I,
)
_FOOD = re.compile(
    r"peanut|nut|shellfish|seafood|shrimp|prawn|crab|lobster|fish|egg|milk|dairy|lactose|gluten|wheat|soy|sesame|"
    r"strawberr|mango|kiwi|celery|mustard|pollen|dust|cat|dog|bee|wasp|mold|mould|grass|latex|花生|坚果|海鲜|虾|蟹|"
    r"鱼|鸡蛋|蛋|牛奶|奶|麸质|小麦|大豆|芝麻|芒果|草莓|猕猴桃|花粉|尘螨|螨|猫|狗|蜜蜂|霉菌",
    _I,
)


def denied_allergies(text: str, *, spoken: bool = True) -> str | None:
    """What kind of allergy the speaker of a record's ``text`` says they have none of: "drug", "food", or "any";
    None when the text denies none of theirs. Not ``spoken`` (a tool's result, whose "I" is its author's), only
    a listing of none is read: {"allergies": "none"}, NKDA.

    >>> denied_allergies('Tool get_chart returned: {"allergies": "none"}', spoken=False)
    'any'
    >>> denied_allergies("Tool read_email returned: Hi, I'm Josh. I have no allergies.", spoken=False) is None
    True
    """
    folded = text.casefold()
    if "allerg" not in folded and "nkda" not in folded and "过敏" not in text and "過敏" not in text:
        return None
    words = to_simplified(own_words(text)).strip()
    found = (_EN.search(words) or _ZH.search(words)) if spoken else None
    found = found or _LISTED.search(words)
    if found is None:
        return None
    said = found.group(0).casefold()
    if _FOOD_KIND.search(said):
        return "food"
    return "drug" if _DRUG_KIND.search(said) else "any"


# the kind a denial names: "no drug allergies", 没有药物过敏 (a food allergy may still be), "no food allergies"
_DRUG_KIND = re.compile(r"drug|medic|meds|antibiotic|nkda|药")
_FOOD_KIND = re.compile(r"food|dietary|食物")


def denial_of(record: MemoryRecord) -> str | None:
    """What kind of allergy ``record`` says its user has none of (:func:`denied_allergies`): in the user's own
    words ("I have no drug allergies") or a tool's record of them listing none ({"allergies": "none"}); never in
    someone else's first person a tool returned (an email's "I have no allergies", a forum post's 我没有任何过敏)."""
    return denied_allergies(record.text, spoken=record.source_kind == "user_stated")


def own_allergy(record: MemoryRecord) -> str | None:
    """The allergen of an allergy ``record`` states of its own speaker ("I'm allergic to penicillin",
    我对青霉素过敏), else None (another's allergy, one said no longer to hold)."""
    found = slot(record)
    if found is None or found[1] != "allergic_to" or negated(found[2]) is not None:
        return None
    speaker = split_speaker(record.text)[0]
    if found[0] not in ("user", normalize_entity(speaker or "user")):
        return None
    return str(record.attributes.get("value") or found[2])


def contradict(allergy: MemoryRecord, denial: MemoryRecord) -> bool:
    """Whether ``allergy`` (the speaker's own) and ``denial`` (of the same user and speaker, saying they have no
    allergy of its kind) cannot both hold."""
    allergen, kind = own_allergy(allergy), denial_of(denial)
    if allergen is None or kind is None or allergy.id == denial.id:
        return False
    if allergy.scope.user_id != denial.scope.user_id or not same_speaker(allergy.text, denial.text):
        return False
    if kind == "drug":
        return bool(_DRUG.search(allergen)) or not _FOOD.search(allergen)
    if kind == "food":
        return not _DRUG.search(allergen)
    return True


#: Slots one has a single value of for life: a second value is no change (a birthday does not move), it contradicts
#: the first, unless said as a correction ("sorry, I meant May 12", 更正一下，我生日其实是3月15号).
FIXED = frozenset({"birthday", "blood_type", "血型"})


def fixed_contradiction(new: MemoryRecord, old: MemoryRecord) -> bool:
    """Whether ``new`` and ``old``, two values of one slot (:func:`~hindsight_core.lifecycle.merge.conflicts`
    holds of them), give a slot of :data:`FIXED` two values with neither said as a correction: "My birthday is
    March 3", later "My birthday is May 12" (我生日是3月3号, 我的生日是五月十二号)."""
    a, b = slot(new), slot(old)
    return (
        a is not None
        and b is not None
        and a[1] == b[1]
        and a[1] in FIXED
        and negated(a[2]) is None
        and negated(b[2]) is None
        and not _corrects(new.text)
        and not _corrects(old.text)
    )


# a slip owned anywhere in the message, or the value said as what holds in fact: 我生日是三月四号，之前说错了,
# 我生日其实是4月1号, "Actually my birthday is May 12", "Sorry, my birthday is on March 4th", "my bad, it's May 12"
_SLIP = re.compile(
    r"(?:说|讲|写|打|记|搞|弄)错|不对|更正|纠正|其实|不好意思|抱歉|\b(?:sorry|oops|i\s+meant|my\s+(?:mistake|bad)|correction|i\s+was\s+wrong|"
    r"i\s+misspoke|typo|actually|wait)\b",
    _I,
)


def _corrects(text: str) -> bool:
    """Whether a record's ``text`` is said as correcting what was said before."""
    words = own_words(text)
    return corrected_text(words) is not None or _SLIP.search(to_simplified(words)) is not None


def linked(record: MemoryRecord, other_id: str) -> MemoryRecord:
    """``record`` contradicting ``other_id`` too (both lists, no repeats); nothing else changed, nothing ended."""
    said = [str(i) for i in record.metadata.get(CONTRADICTS) or []]
    return record.model_copy(
        update={
            "conflicts_with": list(dict.fromkeys([*record.conflicts_with, other_id])),
            "metadata": {**record.metadata, CONTRADICTS: list(dict.fromkeys([*said, other_id]))},
        }
    )


def contradicted_ids(record: MemoryRecord) -> list[str]:
    """The ids of the records ``record`` contradicts (not a value it replaced or that replaced it)."""
    said = {str(i) for i in record.metadata.get(CONTRADICTS) or []}
    # a partner forgotten for good is unlinked from ``conflicts_with``, not from the metadata
    return [i for i in record.conflicts_with if i in said]


def contradicted(record: MemoryRecord) -> bool:
    """Whether ``record`` is linked to one it contradicts (not to a value it replaced or that replaced it)."""
    return bool(contradicted_ids(record))


__all__ = [
    "ALLERGY_WORDS",
    "CONTRADICTS",
    "FIXED",
    "contradict",
    "contradicted",
    "contradicted_ids",
    "denial_of",
    "denied_allergies",
    "fixed_contradiction",
    "linked",
    "own_allergy",
]
