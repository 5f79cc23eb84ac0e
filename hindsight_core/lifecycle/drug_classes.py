"""A medication stopped by its class ("I stopped the statins", "I'm off my beta blockers", 我把降压药停了) ends the dose of
each medication of that class the user takes ("20mg atorvastatin", 氨氯地平每天一片): the class is read by the endings
its drugs' names share, in English and in Chinese (atorvastatin and 阿托伐他汀 are both statins)."""

from __future__ import annotations

_BLOOD_PRESSURE = ("olol", "pril", "sartan", "dipine", "thiazide", "洛尔", "普利", "沙坦", "地平", "噻嗪")
_ANTIDEPRESSANTS = ("oxetine", "traline", "pram", "舍曲林", "氟西汀", "西酞普兰", "帕罗西汀")
_BLOOD_THINNERS = ("farin", "xaban", "parin", "gatran", "grel", "华法林", "沙班", "肝素", "格雷")

#: A class as the stop names it (its slot's words, singular) -> the endings of its drugs' names.
_CLASSES: dict[str, tuple[str, ...]] = {
    "statin": ("statin", "他汀"),
    "他汀": ("statin", "他汀"),
    "他汀类药": ("statin", "他汀"),
    "beta_blocker": ("olol", "洛尔"),
    "ace_inhibitor": ("pril", "普利"),
    "blood_pressure": _BLOOD_PRESSURE,
    "降压药": _BLOOD_PRESSURE,
    "blood_thinner": _BLOOD_THINNERS,
    "抗凝药": _BLOOD_THINNERS,
    "ssri": _ANTIDEPRESSANTS,
    "antidepressant": (*_ANTIDEPRESSANTS, "axine", "tyline", "文拉法辛"),
    "抗抑郁药": (*_ANTIDEPRESSANTS, "axine", "tyline", "文拉法辛"),
    "ppi": ("prazole", "拉唑"),
}


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


__all__ = ["of_stopped_class"]
