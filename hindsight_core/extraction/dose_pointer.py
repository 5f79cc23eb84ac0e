"""A dose changed with the medication left out, said after the user named the one they take: "I'm on sertraline
50mg" ... "my psychiatrist raised it to 100mg last week"; 我在吃二甲双胍，一次500毫克 ... 医生给我加到1000毫克了. The
medication is the one the speaker's turns just before name with a dose (none, or two: nothing is read), and the
change fills its dose slot as "raised my sertraline to 100mg" would, so the old dose becomes history."""

from __future__ import annotations

import re
from dataclasses import replace

from hindsight_core.extraction import turns
from hindsight_core.extraction.attributes import find_attributes
from hindsight_core.extraction.measures import MEDICATION_NAME
from hindsight_core.extraction.slot_patterns import AttributeMatch
from hindsight_core.models import TraceStep

# "raised it to 100mg", "they upped the dose to 75 mg", "cut it back to 25mg" (the amount follows)
_EN_IT = re.compile(
    r"\b(?:increas|rais|upp|bump|reduc|lower|cut|drop|halv|doubl|chang|adjust)\w*\s+"
    r"(?P<it>it|that|the\s+dos(?:e|age)|my\s+dos(?:e|age))(?=\s+(?:up\s+|down\s+|back\s+)?to\s+\d)",
    re.IGNORECASE,
)
# 医生给我加到1000毫克了, 剂量减到25毫克, 又加量到两片 (the amount follows; 把它加到…)
_ZH_IT = re.compile(
    r"(?:给我|帮我|把它|把剂量|把药量|剂量|药量)(?:又|已经|现在)?(?P<verb>[加减增降调改](?:量)?(?:到|成|为))"
    r"(?=了?\s*[\d一二两三四五六七八九十半])"
)
_REACH = 4  # the speaker's turns back the medication is looked for in


def dose_changed(steps: list[TraceStep], index: int, stated: str) -> list[AttributeMatch]:
    """The dose slot ``stated`` (what step ``index`` says) changes with the medication left out, read against the one
    medication the speaker's turns before name with a dose; none when it names none, or two."""
    found = _EN_IT.search(stated)
    zh = None if found is not None else _ZH_IT.search(stated)
    if found is None and zh is None:
        return []
    drug = _one_medication_before(steps, index)
    if drug is None:
        return []
    if found is not None:  # "raised it to" -> "raised my sertraline to"
        at, end, said = found.start("it"), found.end("it"), f"my {drug}"
    else:
        assert zh is not None
        at = end = zh.start("verb")  # 给我加到 -> 给我二甲双胍加到
        said = drug
    rewritten = stated[:at] + said + stated[end:]
    shift = len(rewritten) - len(stated)
    wanted = "dose_" + drug.lower().replace(" ", "_")
    return [
        replace(m, span=(min(m.span[0], at), max(at + 1, min(len(stated), m.span[1] - shift))))
        for m in find_attributes(rewritten)
        if m.attribute == wanted and m.owner is None
    ]


def _one_medication_before(steps: list[TraceStep], index: int) -> str | None:
    """The medication the speaker of step ``index`` named with a dose in their last turns, as they named it; None
    when they named none or more than one."""
    step = steps[index]
    seen = 0
    for before in range(index - 1, -1, -1):
        other = steps[before]
        if other.type != step.type or turns.party(other) != turns.party(step):
            continue
        seen += 1
        if seen > _REACH:
            return None
        words = turns.own_words(other)
        doses = {
            m.attribute
            for m in find_attributes(words)
            if m.attribute.startswith("dose_") and m.owner is None and not m.value.startswith("not ")
        }
        # (a turn naming two may hold one dose: "I take sertraline 50mg and lisinopril 10mg")
        if len(doses) > 1 or (doses and len({m[0].lower() for m in MEDICATION_NAME.finditer(words)}) > 1):
            return None
        if doses:
            return doses.pop().removeprefix("dose_").replace("_", " ")
    return None


__all__ = ["dose_changed"]
