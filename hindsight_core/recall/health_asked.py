"""Asked about the user's own health (their medication, allergies, what they eat or must not, a condition, what they
train for), someone else's record on it ranks below the user's own: "what meds am I on?" is not answered by "my dad is
on metformin", "am I allergic to anything?" by "my son is allergic to peanuts", 我有什么病 by 我爸有糖尿病. Recall's
small penalty on another's record (``RecallConfig.other_subject_penalty``) left those first where they shared more
words with the question. Run by :func:`~hindsight_core.recall.lowered.lower_off_answers`.

    >>> asked_health("What meds am I on?"), asked_health("我对什么过敏"), asked_health("what does my son take?")
    ('medication', 'allergy', None)
    >>> asked_health("What should I not eat?"), asked_health("我有什么病"), asked_health("what's the weather like?")
    ('diet', 'condition', None)
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.extraction.conditions import lasting_condition
from hindsight_core.extraction.measures import MEDICATION_NAME
from hindsight_core.lifecycle.merge import slot
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.subject import about_someone_else, asks_about_self, said_of_the_user
from hindsight_core.text import spoken_only, to_simplified

_I = re.IGNORECASE

# (the area, what asks about it, what a record on it says); the first area a question asks about is the one read
_AREAS: tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...] = (
    (
        "allergy",
        re.compile(r"\ballerg(?:ic|y|ies)\b|过敏", _I),
        re.compile(r"\ballerg(?:ic|y|ies)\b|过敏", _I),
    ),
    (
        "medication",
        re.compile(
            r"\b(?:meds|medications?|medicines?|pills|prescriptions?|doses?|dosage)\b"
            r"|\bwhat\s+(?:do|should)\s+i\s+take\b"
            r"|药|剂量",
            _I,
        ),
        re.compile(r"\b(?:meds|medications?|medicines?|pills|prescri\w*|tablets?)\b|药", _I),
    ),
    (
        "diet",
        re.compile(
            r"\b(?:diet|vegetarian|vegan|pescatarian|keto|foods?)\b|\b(?:can|should|do)\s+i\s+(?:not\s+)?eat\b"
            r"|\bshould\s+i\s+avoid\b|\bcan'?t\s+i\s+eat\b|吃素|素食|忌口|(?:能|可以|不能|该)吃|吃什么|饮食",
            _I,
        ),
        re.compile(
            r"\b(?:vegetarian|vegan|pescatarian|keto|paleo|intoleran\w*|allerg\w*|gluten|dairy|lactose|meat|fish)\b"
            r"|\bdon'?t\s+eat\b|吃素|素食|吃肉|不耐|过敏|忌口|生酮|断食|不吃",
            _I,
        ),
    ),
    (
        "condition",
        re.compile(
            r"\b(?:conditions?|diagnos\w*|illness(?:es)?|diseases?|health\s+(?:problems?|issues?))\b"
            r"|什么病|哪些病|健康问题|病史|疾病|确诊",
            _I,
        ),
        re.compile(r"\bdiagnosed\b|确诊|查出", _I),
    ),
    (
        "training",
        re.compile(r"\btraining\s+for\b|\b(?:marathon|race|triathlon)\b|备赛|训练|比赛|马拉松|半马|全马", _I),
        re.compile(r"\btraining\s+for\b|\b(?:marathon|race|triathlon)\b|备赛|训练|比赛|马拉松|半马|全马", _I),
    ),
)
_ABOUT = {area: said for area, _, said in _AREAS}
# the slots a record on an area holds
_SLOTS = {
    "allergy": ("allergic_to",),
    "medication": ("dose_",),
    "diet": ("diet", "diet_plan", "intolerance", "allergic_to"),
    "condition": (),
    "training": ("preparing_for",),
}


def asked_health(query: str) -> str | None:
    """The area of the user's own health ``query`` asks about (see :data:`_AREAS`), or None: it asks about none, or
    about someone else's ("what does my son take?")."""
    text = to_simplified(query)
    if not asks_about_self(text):
        return None
    found = next((area for area, asks, _ in _AREAS if asks.search(text)), None)
    # ("am I still on sertraline?", 我还在吃舍曲林吗: a medication named)
    return found or ("medication" if MEDICATION_NAME.search(text) else None)


def on_area(record: MemoryRecord, area: str) -> bool:
    """Whether ``record`` says something of ``area``: it holds one of its slots, or says its words."""
    held = slot(record)
    if held is not None and any(
        held[1] == s or (s.endswith("_") and held[1].startswith(s)) for s in _SLOTS[area]
    ):
        return True
    said = to_simplified(spoken_only(record.text))
    if area == "medication" and MEDICATION_NAME.search(said):
        return True
    if area == "condition" and lasting_condition(said):
        return True
    return _ABOUT[area].search(said) is not None


def medicines_first(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked which medicine one takes (:func:`asked_health` reads "medication": 我吃什么药, "what meds am I on?"), the
    records of a medicine taken rank first: the records ranking at or above the lowest of them that tell
    none (我吃素, 我喜欢吃火锅, an allergy to a drug: they share 吃 or a drug's name with the question) rank right
    below it, in their order (``final``: scores, changed in place). Where none is held, nothing moves."""
    if not final or asked_health(query) != "medication":
        return
    # (whoever takes it: another's medicine below the user's is lower_others_health's)
    taken = {
        rid for rid in final if on_area(records[rid], "medication") and not on_area(records[rid], "allergy")
    }
    if not taken:
        return
    lowest = min(final[rid] for rid in taken)
    above = sorted(
        (rid for rid in final if rid not in taken and final[rid] >= lowest), key=lambda rid: -final[rid]
    )
    for n, rid in enumerate(above, start=1):
        final[rid] = lowest * (1.0 - n * 1e-6)


def lower_others_health(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked about the user's own health (:func:`asked_health`), a record about someone else ranking at or above the
    user's best record on it ranks right below it (``final``: scores, changed in place)."""
    area = asked_health(query) if final else None
    if area is None:
        return
    theirs = {rid for rid in final if about_someone_else(t := records[rid].text) and not said_of_the_user(t)}
    mine = [final[rid] for rid in final if rid not in theirs and on_area(records[rid], area)]
    if not mine:
        return
    best = max(mine)
    above = sorted((rid for rid in theirs if final[rid] >= best), key=lambda rid: -final[rid])
    for n, rid in enumerate(above, start=1):  # (in their order)
        final[rid] = best * (1.0 - n * 1e-6)


__all__ = ["asked_health", "lower_others_health", "medicines_first", "on_area"]
