"""Questions about what happened at a time gone ("What did I do last March?", "What happened in July?",
我去年三月做了什么): they name a time and nothing to search by, so every record of those days matched, and what the
user says every day ("finally some sun today", "gym again this morning", 今天又喝了一杯冰美式) ranked with, often above,
what happened only then (a sprained ankle, a check-up, a trip). A record said as a routine, its words said on other
days too (merged into it, or a copy of another day's in the pool), ranks below those said once.

    >>> asks_what_happened("What did I do last March?"), asks_what_happened("我去年三月做了什么")
    (True, True)
    >>> asks_what_happened("What did I eat last March?"), asks_what_happened("What did I do?")
    (False, False)
    >>> asks_what_happened("what happened in July"), asks_what_happened("上周发生了什么事"), asks_what_happened("上周做了什么菜")
    (True, True, False)
    >>> asks_what_happened("我上周六干嘛了"), asks_what_happened("周末做什么去了")
    (True, True)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.agenda import with_times_marked
from hindsight_core.recall.fusion import lower
from hindsight_core.recall.query import TimeRange, in_ranges, of_later_days

#: How much lower a routine record ranks for such a question (its score times one minus this).
ROUTINE_PENALTY = 0.5

_WHO = r"(?:i|we|the\s+user)"
_EN = re.compile(
    r"^(?:(?:hey|hi|so|ok|okay|and|please|remind\s+me|quick\s+question)\s*)*(?:"
    rf"what\s+(?:did|have|had)\s+{_WHO}\s+(?:do|done|get\s+up\s+to|got\s+up\s+to|been\s+up\s+to|been\s+doing)"
    rf"|what\s+(?:was|were)\s+{_WHO}\s+(?:up\s+to|doing)"
    r"|what\s+(?:happened|went\s+on|was\s+going\s+on)|anything\s+(?:interesting\s+|notable\s+|new\s+)?happen(?:ed)?"
    r")(?:\s+(?:in|on|during|over|at|around|back\s+in))?\s*(?:\bTIME\b\s*)+$"
)
_ZH = re.compile(
    r"^(?:请问|那|那么)?(?:我|我们|用户)?(?:TIME)+(?:我|我们|用户)?(?:都|主要)?"
    r"(?:(?:做了|干了|做过|干过|在做|在干)(?:些|点)?(?:什么|啥|哪些事情?)|(?:发生了|有)(?:什么|啥|哪些)(?:事|事情)"
    r"|干嘛(?:了|去了)|(?:做|干)(?:什么|啥)(?:了|去了))"
    r"(?:吗|呢|啊|呀)*$"
)


def asks_what_happened(query: str) -> bool:
    """Whether ``query`` asks what the user did or what happened at a time it names, and nothing else."""
    words = with_times_marked(query)
    return words is not None and (
        _EN.match(words) is not None or _ZH.match(words.replace(" ", "")) is not None
    )


def _said(record: MemoryRecord) -> str:
    return " ".join(record.text.casefold().split())


def routine_ids(records: Mapping[str, MemoryRecord]) -> set[str]:
    """The records said as a routine: restated (merged) or saying the same words as another of ``records``."""
    said = Counter(_said(r) for r in records.values())
    return {rid for rid, r in records.items() if r.occurrences > 1 or said[_said(r)] > 1}


def lower_routine(final: dict[str, float], records: Mapping[str, MemoryRecord]) -> None:
    """Asked what happened at a time (:func:`asks_what_happened`): the routine records rank lower."""
    lower(final, routine_ids({rid: records[rid] for rid in final}), ROUTINE_PENALTY)


def then_first(
    final: dict[str, float], records: Mapping[str, MemoryRecord], ranges: Sequence[TimeRange]
) -> None:
    """Asked what happened at a time (:func:`asks_what_happened`), the records of that time (said then, or naming
    its days: ``in_ranges``) rank above the others, in their order: "what happened last Tuesday?" is answered by
    "Dentist said I need a crown" said that Tuesday, not by "Lazy Sunday, watched two movies" nearer its words;
    and among them what was said then only of later days (a plan: :func:`of_later_days`) below the rest."""
    then = [rid for rid in final if in_ranges(records[rid], ranges)]
    # of those, what was said then of days after it ("I'm flying to Denver next Friday", 下周五我要飞成都) is a
    # plan, not what happened: the others rank above it
    happened = [rid for rid in then if not of_later_days(records[rid], ranges)]
    for lifted in (then, happened):
        if not lifted:
            return
        lift = max(final.values()) - min(final[rid] for rid in lifted) + 1.0
        for rid in lifted:
            final[rid] += lift


__all__ = ["ROUTINE_PENALTY", "asks_what_happened", "lower_routine", "routine_ids", "then_first"]
