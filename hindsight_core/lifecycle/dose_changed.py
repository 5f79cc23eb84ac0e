"""A dose changed with no medicine named: 医生给我加到了75微克, 又给我调成62.5微克, 减到半片了, "doc upped it to 75mcg",
"she lowered me to 10 mg". No slot rule reads it (it names no medicine), so "what dose of 优甲乐 do I take now?" was
answered by the first dose told (the only one a slot held). The speaker's own records tell which: where exactly one
medication is current (its ``dose_`` slot), the words give it the new dose (``dose_优甲乐`` = "75微克"), and the writer
supersedes the old one as it does any change. With none current, or several (which one changed is not said), it is
left as it was; so is a change asked, wished or supposed (能不能加到100微克, 要不要减到半片, "should I go up to 20mg?")
or someone else's (我爸加到两片了, "my dad's dose went up to 10mg").

    >>> [dose_said(t) for t in ("医生给我加到了75微克", "又给我调成62.5微克，心慌好多了", "减到半片了",
    ...                         "doc upped it to 75mcg", "能不能加到100微克", "我爸加到两片了", "should I go up to 20mg?")]
    ['75微克', '62.5微克', '半片', '75mcg', None, None, None]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.reported import said_for_real
from hindsight_core.lifecycle.kept import of_the_speaker, own_slot_records
from hindsight_core.lifecycle.merge import slot
from hindsight_core.lifecycle.values import negated
from hindsight_core.models import MemoryRecord
from hindsight_core.roles import ROLES_EN, ZH_PEOPLE
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import spoken_only, to_simplified

_ZH_UNIT = r"(?:微克|毫克|mg|mcg|μg|ug|iu|单位|片|粒|颗)"
_EN_UNIT = r"(?:mg|mcg|µg|μg|ug|ml|iu|units?|milligrams?|micrograms?|tablets?|pills?)\b"
# the change and the dose it is now: 加到了75微克, 调成62.5微克, 减到半片
_ZH_CHANGED = re.compile(
    r"(?:加到|加量到|加至|调成|调到|调整到|调整为|调为|改成|改为|改到|减到|减量到|减至|降到|降至|升到|换成)了?\s*"
    rf"(?P<value>(?:\d+(?:\.\d+)?|[一二两三四五六七八九十半]+)\s*{_ZH_UNIT})",
    re.IGNORECASE,
)
# "upped it to 75mcg", "bumped me up to 20 mg", "lowered me to 10mg", "went up to 2 tablets", "I'm down to 5mg now"
_EN_CHANGED = re.compile(
    r"\b(?:upped|raised|increased|bumped|lowered|reduced|dropped|cut|decreased|changed|switched|moved|went|gone|"
    r"i'?m|am|now)\s+(?:it\s+|me\s+|my\s+dose\s+)?(?:back\s+)?(?:up\s+|down\s+)?to\s+"
    rf"(?P<value>\d+(?:\.\d+)?\s*{_EN_UNIT})",
    re.IGNORECASE,
)
# asked, wished, supposed: 能不能加到, 要不要减到, 想, 如果, "should I", "can I", "if"
_ZH_NOT_DONE = re.compile(r"吗|么|[?？]|能不能|要不要|可不可以|是不是|想|打算|如果|要是|假如|会不会")
_EN_NOT_DONE = re.compile(
    r"\?|\b(?:should|could|can|would|might|if|maybe|whether|wants?\s+to|want\s+me)\b", re.I
)
_CLAUSE = re.compile(r"[，,。.！!；;？?\n]")
# someone else's dose (我爸加到两片了, 她加到两片了), not the doctor changing the speaker's (她给我加到了75微克)
_ZH_OTHER = re.compile(rf"(?:{ZH_PEOPLE})|[他她](?!给我|帮我|让我|把我|说)")
# ("my dad's dose went up to 10mg", "she's down to 5mg"; not "she upped it to 30mg": the doctor, of the speaker's)
_EN_OTHER = re.compile(
    rf"\b(?:my|his|her|our)\s+(?:{ROLES_EN})(?:'s)?\b|\b(?:he|she|they)(?:'s|'re|\s+is|\s+are|\s+was)\b", re.I
)


def dose_said(text: str) -> str | None:
    """The dose ``text`` (a speaker's own words) says their medication is changed to, naming none; ``None`` when it
    says none, or one asked, wished, supposed or someone else's."""
    simple = to_simplified(text)
    for pattern, not_done, other in (
        (_ZH_CHANGED, _ZH_NOT_DONE, _ZH_OTHER),
        (_EN_CHANGED, _EN_NOT_DONE, _EN_OTHER),
    ):
        for found in pattern.finditer(simple):
            start = max((m.end() for m in _CLAUSE.finditer(simple, 0, found.start())), default=0)
            end = next((m.start() for m in _CLAUSE.finditer(simple, found.end())), len(simple))
            clause = simple[start:end]
            if not_done.search(clause) or other.search(simple[start : found.start()]):
                continue
            return re.sub(r"\s+", "", found.group("value"))
    return None


async def current_doses(record: MemoryRecord, graph: GraphStore) -> set[tuple[str, str, str]]:
    """The (subject, attribute, value) of each medication ``record``'s speaker takes now (a current ``dose_`` slot of
    their own, not one ended), as stored before ``record``."""
    return {
        (found[0], found[1], found[2])
        for stored in await own_slot_records(record, "dose", graph, prefix=True)
        if stored.valid_to is None
        and (found := slot(stored)) is not None
        and negated(found[2]) is None
        and of_the_speaker(stored, found[0])
    }


async def doses_changed(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that says its speaker's dose changed naming no medicine, given the slot of their one
    current medication with the new dose (left as they were where none or several are current)."""
    out = []
    for candidate in candidates:
        if candidate.source_kind == "user_stated" and slot(candidate) is None:
            value = dose_said(said_for_real(spoken_only(candidate.text)))
            current = await current_doses(candidate, graph) if value is not None else set()
            if value is not None and len({attribute for _, attribute, _ in current}) == 1:
                subject, attribute, _ = min(current)
                changed = {"subject": subject, "attribute": attribute, "value": value}
                candidate = candidate.model_copy(update={"attributes": {**candidate.attributes, **changed}})
        out.append(candidate)
    return out


__all__ = ["current_doses", "dose_said", "doses_changed"]
