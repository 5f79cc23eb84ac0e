"""How far the user has come with something they keep reporting ("how much have I saved?", "how much weight have I
lost?", "how many books have I read this year?", 我存了多少钱, 我瘦了几斤): the answer is the newest report. Reports
of progress say no word of change ("I've saved $40k for the house so far", a month later "I've saved $52k now", then
"I have $60k saved for the house"; "I've lost 3kg so far" ... "lost 8kg total!"), so no restatement rule reads them,
and the oldest ranked first as often as the newest. Of the best few, when the best is itself such a report (a value
of the kind asked, sharing a word of the question), the newest report of the same speaker and subject ranks right
above it (:func:`lift_newest_progress`). A question asking of a time gone ("how many books did I read last year?",
我去年读了几本书, 上次跑了多少) asks for that time, not the newest.

    >>> asks_progress("how much have I saved?"), asks_progress("how many books have I read this year?")
    (True, True)
    >>> asks_progress("我存了多少钱"), asks_progress("我今年瘦了几斤？")
    (True, True)
    >>> asks_progress("how many books did I read last year?"), asks_progress("我去年读了几本书")
    (False, False)
    >>> asks_progress("how much is the rent?"), asks_progress("how many kids have I got?")
    (False, False)
    >>> asks_progress("王磊转 Rust 之前写了几年 Java？"), asks_progress("小王存了多少钱"), asks_progress("目前攒了多少？")
    (False, False, True)
    >>> asks_progress("how much do I still owe on my student loans?"), asks_progress("我房贷还剩多少")
    (True, True)
    >>> asks_progress("how much did I owe last year?"), asks_progress("他还欠多少")
    (False, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime

from hindsight_core.lifecycle.held_at import ended
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.restated import asked_kinds, holds_values
from hindsight_core.recall.subject import same_subject
from hindsight_core.text import (
    has_cjk,
    keyword_terms,
    query_terms,
    root_terms,
    same_speaker,
    spoken_only,
    to_simplified,
)

#: How many of the best are read for a newer report
_HEAD = 5

# "how much have I saved", "how many miles have we run", "how far have I got", "how much weight have I lost so
# far": asked in the present perfect of a thing done (not "have I got": what one has)
_ASKS_EN = re.compile(
    r"\bhow\s+(?:much|many|far)\b[^?.!]{0,40}?\b(?:have|'ve)\s+(?:i|we)\s+(?:\w+ly\s+)?"
    r"(?!got\b|had\b)(?:\w+ed|lost|read|run|done|made|paid(?:\s+off)?|written|spent|swum|ridden|grown|come)\b|"
    r"\bhow\s+(?:much|many)\b[^?.!]{0,40}?\bso\s+far\b|"
    # what is left of a debt or put by, reported as it runs down or up ("how much do I still owe on my student loans?",
    # "how much is left on my car loan", "how much do I have saved?")
    r"\bhow\s+much\b[^?.!]{0,40}?\b(?:do|does)\s+(?:i|we)\s+(?:still\s+)?(?:owe|have\s+(?:saved|left|put\s+(?:away|by)))\b|"
    r"\bhow\s+much\b[^?.!]{0,20}?\b(?:is|'s)\s+(?:still\s+)?left\s+(?:on|of|to\s+pay)\b",
    re.IGNORECASE,
)
# 我存了多少钱, 我今年瘦了几斤, 一共读了几本书, 目前攒了多少: the speaker's, or said of no one (not 王磊…写了几年, 他瘦了
# 几斤; nor 我去年…, 上次…, 之前: a time gone)
_ASKS_ZH = re.compile(
    r"(?:我们?[^，。？?！!他她它]{0,8}?|^(?:今年|这个月|这周|目前|现在|一共|总共|已经|到现在|到目前为止)*)"
    r"(?:(?:存|攒|瘦|减|胖|读|看|跑|走|骑|游|还|背|写|练|学|省|涨)(?:了|掉了)|还(?:剩|欠|差)(?:下)?)(?:多少|几)"
)
_GONE = re.compile(
    r"\b(?:did|was|were|last\s+(?:year|month|week|time)|yesterday|ago)\b|去年|前年|上个?月|上周|上星期|上次|那次|昨天|前天|当时|那时|之前|以前",
    re.IGNORECASE,
)
# a count said as a rank: "read my 20th book this year!", 第20本
_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b|第[\d一二三四五六七八九十百]+", re.IGNORECASE)
# the question's words that say how much, when or how far, not of what
_FRAME = frozenset(
    """how much many far have total so year years month months week weeks today now this 多少 一共 总共 目前 现在
    今年 这个 个月 这周""".split()
)


def asks_progress(query: str) -> bool:
    """Whether ``query`` asks how far the user has come with something, now."""
    text = to_simplified(query)
    return _GONE.search(text) is None and (_ASKS_EN.search(text) or _ASKS_ZH.search(text)) is not None


def _terms(text: str) -> set[str]:
    return set(keyword_terms(text)) if has_cjk(text) else root_terms(text)


def lift_newest_progress(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, at: datetime | None = None
) -> str | None:
    """Asked how far the user has come (:func:`asks_progress`): when the best of the best ``_HEAD`` reports it (holds
    a value of the kind asked and shares a word of the question), the newest such report of the same speaker and
    subject ranks right above it. Returns the record lifted."""
    if not asks_progress(query):
        return None
    head = best_ids(final, _HEAD)
    asked = set(query_terms(query)) if has_cjk(query) else root_terms(query)
    topic = {t for t in asked if t not in _FRAME and len(t) > 1}
    if len(head) < 2 or not topic:
        return None
    kinds = asked_kinds(query) or ("number", "money", "weight")

    def shared(record: MemoryRecord) -> int:
        """How many of the question's words ``record`` says, when it reports a value of the kind asked (else 0)."""
        said = spoken_only(record.text)
        held = holds_values(record.text, kinds) or ("number" in kinds and _ORDINAL.search(said) is not None)
        return len(topic & _terms(said)) if held and not ended(record, at) else 0

    best = records[head[0]]
    most = shared(best)
    if not most:
        return None
    # (as much of what is asked as the best says: "I saved $15 on groceries" is no report of the house fund)
    newer = [
        rid
        for rid in head[1:]
        if records[rid].occurred_at > best.occurred_at
        and records[rid].scope.user_id == best.scope.user_id
        and same_speaker(records[rid].text, best.text)
        and same_subject(records[rid].text, best.text)
        and shared(records[rid]) >= most
    ]
    if not newer:
        return None
    newest = max(newer, key=lambda rid: records[rid].occurred_at)
    final[newest] = final[head[0]] * (1.0 + 1e-6)
    return newest


__all__ = ["asks_progress", "lift_newest_progress"]
