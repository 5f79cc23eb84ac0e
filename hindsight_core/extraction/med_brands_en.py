"""Medicines English speakers name by their brand (Lexapro, Zoloft, Wellbutrin, Ozempic, Synthroid), which no drug's
ending (-traline, -pram, -statin) tells: a stop ("I stopped taking lexapro last month", "I came off Zoloft") or a
medication taken with no dose ("I'm on Wellbutrin now") is read for them as it is for the generic name
(:mod:`~.measures`, :mod:`~.med_taken`), so a brand stopped ends its dose. As :mod:`~.med_brands_zh` does for Chinese.

    >>> import re
    >>> [bool(re.fullmatch(EN_MED_BRANDS, w, re.I)) for w in ("lexapro", "Zoloft", "ozempic", "coffee")]
    [True, True, True, False]
"""

from __future__ import annotations

#: The brands, as an alternation (whole words: each is matched as a drug's stem is, after ``[a-z-]*``).
EN_MED_BRANDS = (
    r"lexapro|zoloft|prozac|paxil|celexa|wellbutrin|effexor|cymbalta|pristiq|trintellix|abilify|seroquel|lamictal|"
    r"xanax|klonopin|ativan|valium|adderall|ritalin|concerta|vyvanse|strattera|ozempic|wegovy|mounjaro|zepbound|"
    r"jardiance|farxiga|januvia|synthroid|levoxyl|lipitor|crestor|zocor|eliquis|xarelto|plavix|coumadin|norvasc|"
    r"toprol|lopressor|zyrtec|claritin|allegra|singulair|flonase|nexium|prilosec|zantac|pepcid|humira|accutane|"
    r"spironolactone|yaz|yasmin|sprintec|nuvaring|keppra|topamax|imitrex|ambien|lunesta|trazodone|suboxone|naltrexone"
)

__all__ = ["EN_MED_BRANDS"]
