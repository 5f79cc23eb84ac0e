"""A medication stopped by its class ("I stopped the statins", "I'm off my beta blockers", 我把降压药停了) ends the dose of
each medication of that class the user takes ("20mg atorvastatin", 氨氯地平每天一片): the class is read by the endings
its drugs' names share, in English and in Chinese (atorvastatin and 阿托伐他汀 are both statins).

A medication switched to ends the one it replaces: the one its words name left ("switched me from sertraline to
escitalopram 10mg", 把舍曲林换成了艾司西酞普兰), or, with none named, the one of its own narrow class taken before (two
SSRIs, two statins, two PPIs are not taken together: "my doctor switched me to escitalopram" after sertraline 50mg)."""

from __future__ import annotations

import re

# the narrow classes, by the endings their drugs' names share in English and in Chinese
_STATINS = ("statin", "他汀")
_SSRIS = ("oxetine", "traline", "pram", "oxamine", "舍曲林", "西汀", "西酞普兰", "沙明")
_PPIS = ("prazole", "拉唑")
_BETA_BLOCKERS = ("olol", "洛尔")
_ACE_INHIBITORS = ("pril", "普利")
_ARBS = ("sartan", "沙坦")
_DIHYDROPYRIDINES = ("dipine", "地平")
# ... and the broad ones, of several
_BLOOD_PRESSURE = (*_BETA_BLOCKERS, *_ACE_INHIBITORS, *_ARBS, *_DIHYDROPYRIDINES, "thiazide", "噻嗪")
_ANTIDEPRESSANTS = (*_SSRIS, "axine", "tyline", "文拉法辛")
_BLOOD_THINNERS = ("farin", "xaban", "parin", "gatran", "grel", "华法林", "沙班", "肝素", "格雷")

#: A class as the stop names it (its slot's words, singular) -> the endings of its drugs' names.
_CLASSES: dict[str, tuple[str, ...]] = {
    "statin": _STATINS,
    "他汀": _STATINS,
    "他汀类药": _STATINS,
    "beta_blocker": _BETA_BLOCKERS,
    "ace_inhibitor": _ACE_INHIBITORS,
    "blood_pressure": _BLOOD_PRESSURE,
    "降压药": _BLOOD_PRESSURE,
    "blood_thinner": _BLOOD_THINNERS,
    "抗凝药": _BLOOD_THINNERS,
    "ssri": _SSRIS,
    "antidepressant": _ANTIDEPRESSANTS,
    "抗抑郁药": _ANTIDEPRESSANTS,
    "ppi": _PPIS,
}

#: Classes whose drugs are taken one at a time: a new one of the class replaces the one before.
_ONE_AT_A_TIME = (_STATINS, _SSRIS, _PPIS, _BETA_BLOCKERS, _ACE_INHIBITORS, _ARBS, _DIHYDROPYRIDINES)
# how a switch names the medication left: "from sertraline to", "swapped lisinopril for", 把舍曲林换成
_LEFT = (
    r"(?:\bfrom\s+(?:my\s+|the\s+)?{drug}\s+(?:over\s+)?(?:to|onto)\b|\bswapp?\w*\s+(?:from\s+)?(?:my\s+|the\s+)?{drug}"
    r"\s+for\b|把{drug}(?:给)?(?:换成|改成|换为|改为))"
)


def replaces(new_slot: str, new_text: str, old_slot: str) -> bool:
    """Whether the dose slot ``new_slot`` of a record saying ``new_text`` is of a medication switched to in place of
    the one of ``old_slot``: named as the one left, or of the same narrow class.

    >>> replaces("dose_escitalopram", "switched me to escitalopram", "dose_sertraline")
    True
    >>> replaces("dose_insulin", "they moved me from metformin to insulin", "dose_metformin")
    True
    >>> replaces("dose_amlodipine", "I also take amlodipine 5mg", "dose_lisinopril")
    False
    """
    if not (new_slot.startswith("dose_") and old_slot.startswith("dose_")) or new_slot == old_slot:
        return False
    new, old = new_slot.removeprefix("dose_"), old_slot.removeprefix("dose_")
    if any(new.endswith(endings) and old.endswith(endings) for endings in _ONE_AT_A_TIME):
        return True
    drug = re.escape(old.replace("_", " "))
    return re.search(_LEFT.format(drug=drug), new_text, re.IGNORECASE) is not None


def of_stopped_class(stopped: str, taken: str) -> bool:
    """Whether the dose slot ``taken`` (``dose_atorvastatin``) is of a medication of the class the stopped slot
    ``stopped`` names (``dose_statins``).

    >>> of_stopped_class("dose_statins", "dose_atorvastatin"), of_stopped_class("dose_降压药", "dose_氨氯地平")
    (True, True)
    >>> of_stopped_class("dose_statins", "dose_sertraline"), of_stopped_class("dose_sertraline", "dose_atorvastatin")
    (False, False)
    """
    named = stopped.removeprefix("dose_").replace("-", "_")
    named = named[:-1] if named.endswith("s") and named[:-1] in _CLASSES else named
    endings = _CLASSES.get(named)
    drug = taken.removeprefix("dose_")
    return endings is not None and drug != stopped.removeprefix("dose_") and drug.endswith(endings)


__all__ = ["of_stopped_class", "replaces"]
