"""Recall's context stage: the fused scores of the pool rescored in context (in place), by late interaction
(MaxSim over stored token vectors), a user reranker, the identifiers, speaker and time range a query names, what
it asks of time, the neighbours' and the session's best scores. Run by
:class:`~hindsight_core.recall.paths.RecallPaths`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence

from hindsight_core.config import RecallConfig
from hindsight_core.models import MemoryRecord
from hindsight_core.recall import fusion
from hindsight_core.recall import late_interaction as li
from hindsight_core.recall.assistant_said import asks_what_assistant_said, said_by_assistant
from hindsight_core.recall.query import TimeRange, in_ranges, names_speaker
from hindsight_core.recall.rerank import Reranker
from hindsight_core.text import identifiers, keyword_terms, split_speaker

logger = logging.getLogger("hindsight")


async def rescore(
    query: str,
    scores: dict[str, float],
    records: dict[str, MemoryRecord],
    neighbours: dict[str, list[str]],
    stored_tokens: dict[str, li.StoredTokens],
    frequencies: tuple[dict[int, int], int] | None,
    cfg: RecallConfig,
    *,
    query_tokens: li.QueryTokens | None,
    ranges: Sequence[TimeRange],
    when: int,
    reranker: Reranker | None,
) -> None:
    """Late interaction, a user reranker, speaker and time boosts, neighbours and sessions (in place)."""
    speaker_of = {rid: split_speaker(records[rid].text)[0] for rid in scores}
    named = {speaker: names_speaker(speaker, query) for speaker in set(speaker_of.values())}
    if query_tokens is not None:
        # "what does the user feed the dog now?": "user" names whose records to look in (the speaker boost
        # below), not what was said; as a token it matched "assistant" in "(answering the assistant: ...)" and
        # a name in the turns addressing its bearer ("hey Caroline!"). Measured on the ten development sets:
        # 96 questions up, 45 down (R@1 1,253 -> 1,262 of 2,050, MRR +0.006); the blind numbers set R@1 0.680 ->
        # 0.700, the blind Chinese one unchanged (0.520); LoCoMo dev R@10 0.809 -> 0.812, MRR@10 0.624 -> 0.626;
        # the tests' held-out English conversation R@5 0.623 -> 0.635.
        query_tokens = query_tokens.without(_speaker_words(s for s, said in named.items() if said))
    if query_tokens is not None and frequencies is not None and stored_tokens and cfg.rerank_weight > 0:
        df, total = frequencies
        weights = li.idf_weights(query_tokens.ids, df, total, cfg.rerank_idf_power)
        ids = [rid for rid in scores if rid in stored_tokens]
        values = li.maxsim(query_tokens, weights, [stored_tokens[rid] for rid in ids])
        fusion.add_stage(
            scores,
            {rid: v for rid, v in zip(ids, values, strict=True) if v is not None},
            cfg.rerank_weight,
            unscored="neutral",  # no token vectors (another script, an older store): not judged
        )
    if reranker is not None and cfg.reranker_weight > 0 and scores:
        top = sorted(scores, key=lambda rid: -scores[rid])[: cfg.reranker_pool]
        try:
            given = await reranker.score(query, [records[rid].text for rid in top])
        except Exception as exc:  # a user's reranker must never fail recall: log and go on without it
            logger.warning("reranker %s failed, recall goes on without it: %s", reranker.name, exc)
        else:
            fusion.add_stage(scores, dict(zip(top, given, strict=True)), cfg.reranker_weight)
    codes = identifiers(query) if cfg.identifier_weight > 0 else set()
    # "what was that book you recommended?" names the assistant as its speaker: its words first
    asked_of_assistant = cfg.speaker_weight > 0 and asks_what_assistant_said(query)
    for rid in scores:
        record = records[rid]
        if codes and codes & set(keyword_terms(record.text)):
            scores[rid] += cfg.identifier_weight
        if cfg.speaker_weight > 0 and (
            named[speaker_of[rid]] or (asked_of_assistant and said_by_assistant(record))
        ):
            scores[rid] += cfg.speaker_weight
        if ranges and in_ranges(record, ranges):
            scores[rid] += cfg.time_match_weight
    if when:
        # "now": the newer of the pool's matches first; "before": the older (a change the extractor did
        # not read as a slot has no supersession to say which value is current)
        order = sorted(scores, key=lambda rid: records[rid].occurred_at)
        span = max(1, len(order) - 1)
        for position, rid in enumerate(order):
            newness = position / span
            scores[rid] += cfg.asked_time_weight * (newness if when > 0 else 1.0 - newness)
    if neighbours and cfg.neighbour_weight > 0:
        scores.update(fusion.propagate(scores, neighbours, cfg.neighbour_weight))
    if cfg.session_weight > 0:
        session_of = {rid: records[rid].scope.session_id for rid in scores}
        scores.update(fusion.session_boost(scores, session_of, cfg.session_weight))


def _speaker_words(speakers: Iterable[str | None]) -> frozenset[str]:
    """The lower-cased words of the speakers' names ("The user" -> the, user)."""
    return frozenset(word for speaker in speakers if speaker for word in re.findall(r"\w+", speaker.lower()))
