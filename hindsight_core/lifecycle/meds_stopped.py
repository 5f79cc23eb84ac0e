"""A medication stopped with none named: 我停药了, 药停了, 我把药停了, 医生让我停药了, 我不吃药了. No slot rule reads it (it
names no medicine), so "我在吃什么药" still answered the one taken. The speaker's own records tell which: where exactly
one medication is current (its ``dose_`` slot), the words end it (``dose_优甲乐`` = "not 优甲乐"), and the writer
supersedes it as it does any change. With none current, or several (which one stopped is not said), it is left as it
was; so is a stop wished, planned or asked (我想停药, 能不能停药, 我停药了吗), someone else's (我爸停药了) or of a
single day (今天忘吃药了).

    >>> [meds_stopped_said(t) for t in ("我停药了", "药已经停了", "医生让我停药了", "我想停药", "我爸停药了", "我停药了吗")]
    [True, True, True, False, False, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.reported import said_for_real
from hindsight_core.lifecycle.dose_changed import current_doses
from hindsight_core.lifecycle.merge import slot
from hindsight_core.lifecycle.values import negation
from hindsight_core.models import MemoryRecord
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import spoken_only, to_simplified

# the speaker (or a sentence opening without one), when, and the stop: 停药了, 药停了, 把药停了, 不吃药了, 医生让我停药了
_ZH_STOPPED = re.compile(
    r"(?:(?<!如果)(?<!要是)(?<!假如)(?<!等)我|^|(?<=[，,。！!；;\s])|(?:医生|大夫)(?:已经|说)?(?:让|叫|同意)我)"
    r"(?:已经|终于|也|上周|上个月|前几天|最近|现在|这周)*"
    r"(?:停药了|(?:把)?药(?:已经)?停(?:了|掉了)|不(?:用|再)?吃药了|断药了)"
    r"(?![吗么嘛?？])"
)


def meds_stopped_said(text: str) -> bool:
    """Whether ``text`` (a speaker's own words) says they stopped their medication, naming none."""
    return _ZH_STOPPED.search(to_simplified(text)) is not None


async def meds_stopped(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that says its speaker stopped their medication naming none, given the slot of their one
    current medication with "not" before it (left as they were where none or several are current)."""
    out = []
    for candidate in candidates:
        if (
            candidate.source_kind == "user_stated"
            and slot(candidate) is None
            and meds_stopped_said(said_for_real(spoken_only(candidate.text)))
        ):
            current = await current_doses(candidate, graph)
            if len({attribute for _, attribute, _ in current}) == 1:
                subject, attribute, value = min(current)
                ended = {"subject": subject, "attribute": attribute, "value": negation(value)}
                candidate = candidate.model_copy(update={"attributes": {**candidate.attributes, **ended}})
        out.append(candidate)
    return out


__all__ = ["meds_stopped", "meds_stopped_said"]
