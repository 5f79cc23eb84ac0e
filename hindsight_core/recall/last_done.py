"""When the user last did something ("when did I last call my mom?", "when was my last haircut?", 上次回老家是什么时候,
我最近一次看牙医是哪天): the answer is the newest time they said they did it. The records sharing the question's words
are as often a plan or a wish ("I should get a haircut next week", "thinking I should call my mom more often",
我打算下个月回老家, 这周末要给我妈打电话) or an older time it was done ("I called my mom tonight", a month before "called
mom again"), and they ranked first. Of the best few, the newest that says it done and shares the most of the
question's words ranks right above the best (:func:`lift_last_done`).

    >>> asks_last_done("when did I last call my mom?"), asks_last_done("上次回老家是什么时候")
    (True, True)
    >>> asks_last_done("what was my last job?"), asks_last_done("上次去健身房是周一"), asks_last_done("last week?")
    (False, False, False)
    >>> only_planned("The user said: I should get a haircut next week"), only_planned("用户说：这周末要给我妈打电话")
    (True, True)
    >>> only_planned("The user said: went to the dentist, need to go back in May"), only_planned("用户说：上周回了一趟老家")
    (False, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.text import has_cjk, keyword_terms, query_terms, root_terms, spoken_only, to_simplified

#: How many of the best are read for the newest time it was done
_HEAD = 5

_ASKS_EN = re.compile(
    r"\bwhen\s+(?:did|was|were|have|had)\s+(?:i|we)\s+last\b|\bwhen\s+(?:was|were)\s+(?:my|our|the)\s+"
    r"(?:last|latest|most\s+recent)\b|\b(?:the\s+)?last\s+time\s+(?:i|we)\b|\blast\s+(?:visit|time)\s*\??\s*$",
    re.IGNORECASE,
)
# 上次…是什么时候, 最近一次…是哪天 (not 上次去健身房是周一, which says it): the time asked, and 上次 just before it (read
# back from each time asked, so a long message is read once)
_WHEN_ZH = re.compile(r"什么时候|啥时候|哪天|哪一天|几号|几月|多久")
_LAST_ZH = re.compile(r"(?:上次|上一次|上回|最近一次)[^，。？！?!,.]{0,30}$")
# the words of the question's frame, not of what was done
_FRAME = frozenset(
    {"last", "time", "recent", "latest", "visit", "上次", "时候", "什么", "哪天", "一次", "最近"}
)

_PLANNED_EN = re.compile(
    r"\b(?:should|need\s+to|needs\s+to|have\s+to|gotta|going\s+to|gonna|will|plan(?:ning)?\s+to|want\s+to|wanna|"
    r"hope\s+to|thinking\s+(?:about|of)|tomorrow|soon|next\s+(?:week|month|year|time|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday))\b|'ll\b|\bhave\s+an?\s+(?:\w+\s+)?appointment\b",
    re.IGNORECASE,
)
_DONE_EN = re.compile(
    r"\b(?:went|got|had|did|called|took|saw|visited|ran|came|finally|just|yesterday|tonight|last\s+night|"
    r"this\s+morning)\b",
    re.IGNORECASE,
)
_PLANNED_ZH = re.compile(r"要|打算|计划|准备|想去|想|下周|下个月|明天|后天|这周末|改天|回头|得去|该去")
_DONE_ZH = re.compile(r"了|过|刚|昨天|前天|上周|上个月")


def asks_last_done(query: str) -> bool:
    """Whether ``query`` asks when the user last did something."""
    if _ASKS_EN.search(query) is not None:
        return True
    text = to_simplified(query)
    return any(_LAST_ZH.search(text, max(0, m.start() - 36), m.start()) for m in _WHEN_ZH.finditer(text))


def only_planned(text: str) -> bool:
    """Whether ``text`` says a thing only planned, wished or due (not done)."""
    said = to_simplified(spoken_only(text))
    if has_cjk(said):
        return _PLANNED_ZH.search(said) is not None and _DONE_ZH.search(said) is None
    return _PLANNED_EN.search(said) is not None and _DONE_EN.search(said) is None


def _topic(query: str) -> set[str]:
    """What ``query`` asks was done, as terms a record shares (its roots; CJK bigrams), the frame's words left out."""
    terms = set(query_terms(query)) if has_cjk(query) else root_terms(query)
    return {t for t in terms if t not in _FRAME and len(t) > 1}


def lift_last_done(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> str | None:
    """Asked when the user last did something (:func:`asks_last_done`): of the best ``_HEAD``, the records saying it
    done (not :func:`only_planned`, nor of the extractor's plans) that share the most of the question's words, the
    newest ranks right above the best. Returns the record lifted."""
    if not asks_last_done(query):
        return None
    head = best_ids(final, _HEAD)
    topic = _topic(query)
    if len(head) < 2 or not topic:
        return None
    shared: dict[str, int] = {}
    for rid in head:
        record = records[rid]
        if record.event_type == "plan" or only_planned(record.text):
            continue
        said = set(keyword_terms(record.text)) if has_cjk(record.text) else root_terms(record.text)
        if topic & said:
            shared[rid] = len(topic & said)
    if not shared:
        return None
    most = max(shared.values())
    newest = max((rid for rid, n in shared.items() if n == most), key=lambda rid: records[rid].occurred_at)
    if newest != head[0]:
        final[newest] = final[head[0]] * (1.0 + 1e-6)
        return newest
    return None


__all__ = ["asks_last_done", "lift_last_done", "only_planned"]
