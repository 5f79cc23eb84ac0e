"""The retrieval paths run together, then fused on scores, rescored in context and reranked.

1. Paths, concurrently: keyword (BM25; also inside the time range the query names), vector (the query's
   sentence vector and token vectors from one forward pass; on a vector store that finds a user's nearest
   vectors without reading their metadata, ``Capability.USER_NEAREST``, the filter is checked on the graph
   store in one id lookup), and optionally entity graph and recency.
2. Fusion (``RecallConfig.fusion``): calibrated score fusion, or weighted RRF; the best ``rerank_pool``
   candidates form the pool.
3. Context: session neighbours of the pool join it; late interaction (MaxSim over stored token vectors,
   no model pass over the candidates) and a user reranker add their calibrated scores; the speaker and the
   time range a query names add a boost; each record gets a share of its best neighbour's score and of its
   session's best score; recency / confidence / strength / entity overlap nudge the result.
4. The top ``k``, each hit's conflicting records beside it, counted within ``k``.

This module runs the paths, fuses them and ranks the hits. The context stage's rescoring is in
:mod:`~hindsight_core.recall.rescore`; which records a recall may return in
:mod:`~hindsight_core.recall.recallable`; the lifts of a slot's current or past value in
:mod:`~hindsight_core.recall.slot_lifts` (beside the other lifts: ``dated``, ``displaced``, ``followup``,
``restated``, ``tool_kind``), run by what a question asks of time in :mod:`~hindsight_core.recall.asked_when`;
the conflicts placed beside a hit in :mod:`~hindsight_core.recall.conflicts`.

Scripts: the vector path and late interaction are skipped for a query whose script the embedder does not
cover (the bundled MiniLM is English-only: a Chinese query runs on BM25 over CJK bigrams and characters), and vector hits
on records in a script it does not cover are dropped.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import TypeVar

from hindsight_core.config import LifecycleConfig, RecallConfig
from hindsight_core.language import embedder_covers
from hindsight_core.models import MemoryRecord, RecallHit, RecordFilter
from hindsight_core.recall import fusion, ties
from hindsight_core.recall import late_interaction as li
from hindsight_core.recall.aliases import aliases_for_names
from hindsight_core.recall.answered import lift_asked_answer
from hindsight_core.recall.asked_when import lift_values_before, lift_values_now
from hindsight_core.recall.assistant_said import lift_assistant_reply
from hindsight_core.recall.before_named import lift_before_named
from hindsight_core.recall.body_state import lift_newest_state
from hindsight_core.recall.chosen_reply import lift_chosen_reply
from hindsight_core.recall.conflicts import with_conflicts
from hindsight_core.recall.dated import lift_dated
from hindsight_core.recall.feelings_asked import lift_newest_feeling
from hindsight_core.recall.followup import lift_opened, lift_typed_followup
from hindsight_core.recall.kind_search import drop_holding_none, kind_search_words, lift_holding_kind
from hindsight_core.recall.last_done import lift_last_done
from hindsight_core.recall.lowered import lower_off_answers
from hindsight_core.recall.name_asked import lift_name_said
from hindsight_core.recall.named_people import NAMED_FETCH, bring_named, names_for_roles
from hindsight_core.recall.named_things import names_for_things
from hindsight_core.recall.newer_change import lift_newer_change
from hindsight_core.recall.pet_facts import lift_said_by_name
from hindsight_core.recall.progress import lift_newest_progress
from hindsight_core.recall.query import (
    TimeRange,
    asked_time,
    entity_candidates,
    keyword_query,
    time_ranges,
)
from hindsight_core.recall.reasons import lift_reason
from hindsight_core.recall.recallable import recallable
from hindsight_core.recall.rerank import Reranker
from hindsight_core.recall.rescore import rescore
from hindsight_core.recall.same_turn import one_per_text, one_per_turn
from hindsight_core.recall.school_years import lift_newest_school_year
from hindsight_core.recall.second_hop import lift_second_hop
from hindsight_core.recall.slot_lifts import (
    asked_terms,
)
from hindsight_core.recall.task_needs import NEEDS_FETCH, bring_needs, task_needs
from hindsight_core.recall.tasks_left import lower_not_to_do
from hindsight_core.recall.token_index import TokenIndex
from hindsight_core.recall.tool_kind import lift_tool_kind
from hindsight_core.recall.topic_words import area_words, lift_on_topic, on_topic_only, topic_people
from hindsight_core.recall.who_is import lift_introduction
from hindsight_core.stores.capabilities import user_nearest
from hindsight_core.stores.protocols import GraphStore, VectorStore
from hindsight_core.stores.recall_context import ContextRequest, RecallContext, read_recall_context
from hindsight_core.stores.visibility import matching_ids
from hindsight_core.text import identifiers, keyword_terms

T = TypeVar("T")
#: The vector path asks a store with ``Capability.USER_NEAREST`` for k + max(this, k / 2) of the user's vectors.
_OVERFETCH_MIN = 10


#: Paths that find memories whatever words a query shares with them: where one ran, nothing fills the hits.
_FILLED_BY_PATHS = frozenset({"vector", "recency", "in_range"})
#: Of the pool's best, how many are read for someone named beside a role the query asks about
_NAMED_HEAD = 5
#: How far below the last match, and each other, the newest records filling a recall are scored.
_FILL_STEP = 0.01

#: An identifier this long, named by the query as written, ranks the records holding it first.
_EXACT_CODE_CHARS = 6


@dataclass
class _Candidates:
    """What the paths found: per path ``id -> score``, and the query's token vectors."""

    scores: dict[str, dict[str, float]] = field(default_factory=dict)
    query_tokens: li.QueryTokens | None = None
    exhausted: set[str] = field(default_factory=set)
    """Paths that returned fewer candidates than asked: they found all they match (see fusion.calibrate)."""
    ranges: list[TimeRange] = field(default_factory=list)
    """The time ranges the query names (read once: the time path searches them, rescoring boosts them)."""
    names: list[str] = field(default_factory=list)
    """The query's entity candidates (when the graph path or the entity-overlap nudge needs them)."""
    when: int = 0
    """What the query asks of time (:func:`asked_time`, read once): +1 the value now, -1 the one before."""


class RecallPaths:
    """Runs the paths over the stores, fuses them and scores the pool in context."""

    def __init__(
        self,
        graph: GraphStore,
        vectors: VectorStore,
        tokens: TokenIndex,
        cfg: RecallConfig,
        *,
        reranker: Reranker | None = None,
    ) -> None:
        self._graph = graph
        self._vectors = vectors
        self._tokens = tokens
        self._cfg = cfg
        self._reranker = reranker

    # -- paths -----------------------------------------------------------------------------------------

    async def _timed(self, name: str, coro: Awaitable[T], timings: dict[str, float]) -> T:
        started = time.perf_counter()
        try:
            return await coro
        finally:
            timings[name] = (time.perf_counter() - started) * 1000

    async def _vector(self, query: str, flt: RecordFilter, out: _Candidates) -> dict[str, float]:
        embedding, query_tokens = await asyncio.to_thread(self._tokens.encode_query, query)
        if self._cfg.rerank and self._cfg.rerank_weight > 0 and query_tokens is not None:
            out.query_tokens = query_tokens
        if self._cfg.vector_weight <= 0:
            return {}
        vector, k = embedding[0].tolist(), self._cfg.candidates_per_path
        nearest = user_nearest(self._vectors)
        if nearest is not None:
            # The user's nearest vectors without their metadata, then the filter checked on the graph store
            # (the source of truth) in one id lookup; the filtered vector query only when too few pass.
            wanted = k + max(_OVERFETCH_MIN, k // 2)
            pairs = await nearest.nearest(vector, flt.user_id, wanted)
            allowed = await matching_ids(self._graph, [i for i, _ in pairs], flt)
            kept = [(i, s) for i, s in pairs if i in allowed]
            if len(kept) >= k or len(pairs) < wanted:
                return dict(kept[:k])
        return dict(await self._vectors.query(vector, flt, k))

    async def _keyword(self, query: str, flt: RecordFilter) -> dict[str, float]:
        return dict(await self._graph.keyword_search(query, flt, self._cfg.candidates_per_path))

    async def _entities(self, names: Sequence[str], flt: RecordFilter) -> dict[str, float]:
        """Records linked to the query's specific entities.

        An entity that a large share of the user's memories mention (their own name, a speaker) is a hub:
        like a stopword it says nothing about what the query is after, and its neighbourhood is most of
        the graph, so it is left out of this path (BM25 and vectors still see the word).
        """
        if not names:
            return {}
        counts, total = await asyncio.gather(
            self._graph.entity_counts(names, flt), self._graph.count_records(flt)
        )
        if not counts:
            return {}
        ceiling = max(self._cfg.graph_hub_min_count, self._cfg.graph_hub_fraction * total)
        specific = [name for name, count in counts.items() if count <= ceiling]
        if not specific:
            return {}
        found = await self._graph.entity_search(
            specific, flt, hops=self._cfg.graph_hops, k=self._cfg.candidates_per_path
        )
        return dict(found)

    async def _recency(self, flt: RecordFilter) -> dict[str, float]:
        records = await self._graph.list_records(flt, limit=self._cfg.recency_candidates, newest_first=True)
        return {r.id: r.occurred_at.timestamp() for r in records}

    async def _run_paths(
        self, query: str, flt: RecordFilter, now: datetime, timings: dict[str, float], also: str = ""
    ) -> _Candidates:
        cfg = self._cfg
        out = _Candidates()
        covered = embedder_covers(self._tokens.embedder, query)
        with_tokens = covered and cfg.rerank and cfg.rerank_weight > 0 and self._tokens.enabled
        started: dict[str, asyncio.Future[dict[str, float]]] = {}
        if covered and (cfg.vector_weight > 0 or with_tokens):
            # The vector path (query embedding, then the vector search) is the longest: it is handed to its
            # worker thread before the query is read for dates and names (the loop waits on it meanwhile).
            started["vector"] = asyncio.ensure_future(
                self._timed("vector", self._vector(query, flt, out), timings)
            )
            await asyncio.sleep(0)
        out.ranges = time_ranges(query, now) if cfg.time_match_weight > 0 else []
        out.when = asked_time(query) if cfg.asked_time_weight > 0 else 0
        jobs: dict[str, Awaitable[dict[str, float]]] = {}
        in_range = self._in_range(out.ranges, flt)
        if cfg.keyword_weight > 0:
            # "用户的妻子做什么工作？" finds "我老婆在超市当收银员" by the words its role is said in, 我老婆叫啥 "My wife is Emma"
            said = keyword_query(query)
            jobs["keyword"] = self._keyword(said, flt)
            if also:  # "my health" by "doctor", 过敏 too: only the hits saying one of them are kept (below)
                jobs["area"] = self._keyword(also, flt)
            if in_range is not None:
                jobs["time"] = self._keyword(said, in_range)
        kind_words = kind_search_words(query) if "vector" not in started and cfg.keyword_weight > 0 else ""
        if kind_words:
            # Without a vector path a question sharing no word with its answer (狗现在多重 / 馒头减到12公斤了) finds
            # it by the words its kind of value is said in; only the hits holding such a value are kept (below).
            jobs["kind"] = self._keyword(kind_words, flt)
        if in_range is not None and "vector" not in started:
            # Without a vector path (a script the embedder does not cover) nothing but words finds a memory,
            # and "最近三天有什么新鲜事？" names only a time: the records of that time are candidates themselves.
            jobs["in_range"] = self._recency(in_range)
        if cfg.graph_weight > 0 or cfg.entity_overlap_boost > 0:
            out.names = entity_candidates(query)
        if cfg.graph_weight > 0:
            jobs["graph"] = self._entities(out.names, flt)
        if cfg.recency_weight > 0:
            jobs["recency"] = self._recency(flt)
        started.update(
            {name: asyncio.ensure_future(self._timed(name, job, timings)) for name, job in jobs.items()}
        )
        results = await asyncio.gather(*started.values())
        out.scores = dict(zip(started, results, strict=True))
        out.exhausted = {p for p, s in out.scores.items() if len(s) < cfg.candidates_per_path}
        # The time path is keyword search inside the range: same index, same scale, one keyword list.
        time_hits = out.scores.pop("time", {})
        if time_hits:
            out.scores["keyword"] = {**time_hits, **out.scores.get("keyword", {})}
        if "in_range" in out.scores:  # found or not: calibrated as 1 / 0
            out.scores["in_range"] = dict.fromkeys(out.scores["in_range"], 1.0)
        return out

    @staticmethod
    def _in_range(ranges: Sequence[TimeRange], flt: RecordFilter) -> RecordFilter | None:
        """``flt`` narrowed to the span of the ranges the query names (None: none, or outside ``flt``)."""
        if not ranges:
            return None
        since = min(r.start for r in ranges)
        since = max(since, flt.since) if flt.since else since
        until = max(r.end for r in ranges)
        until = min(until, flt.until) if flt.until else until
        return flt.model_copy(update={"since": since, "until": until}) if since <= until else None

    async def _pool_context(
        self, pool_ids: list[str], flt: RecordFilter, found: _Candidates
    ) -> RecallContext:
        """The pool's records and token vectors, the session neighbours of its best (with theirs), and the
        user's document frequencies of the query's tokens: one store call (measured: reading the frequencies
        beside the vector search instead, or the keyword hits' records while the vector path runs, is slower
        on both backends: the extra calls compete for the same two cores)."""
        cfg = self._cfg
        with_tokens = found.query_tokens is not None and self._tokens.enabled
        neighbours = cfg.neighbour_window > 0 and cfg.neighbour_weight > 0
        return await read_recall_context(
            self._graph,
            ContextRequest(
                record_ids=pool_ids,
                flt=flt,
                neighbours_for=pool_ids[: cfg.neighbour_pool] if neighbours else (),
                window=cfg.neighbour_window,
                with_tokens=with_tokens,
                token_ids=found.query_tokens.ids.tolist() if found.query_tokens is not None else None,
            ),
        )

    # -- search ----------------------------------------------------------------------------------------

    async def search(
        self,
        query: str,
        flt: RecordFilter,
        limit: int,
        now: datetime,
        lifecycle: LifecycleConfig,
        *,
        exclude_sources: frozenset[str] = frozenset(),
        conflicts: bool = True,
        once_per_turn: bool = True,
        everything_on: bool = False,
    ) -> tuple[list[RecallHit], dict[str, float]]:
        """The best ``limit`` hits, each with its conflicting records beside it within ``limit`` (or
        without them: ``conflicts=False``, what forgetting by query ranks), a clause below the turn that says it
        left out (or kept: ``once_per_turn=False``, so that a forget by query finds each copy).

        ``everything_on``: ``query`` is a topic the user asks for everything on ("my health", 我孩子,
        :func:`~hindsight_core.recall.about_memory.asked_topic`): a life area is searched by the words its
        memories say too, the records calling by name each person the best introduce by a role it names ("my kids":
        "son", "daughter") are placed next to them (not the first person's only), and the records on the topic rank
        above the rest (:mod:`~hindsight_core.recall.topic_words`)."""
        cfg = self._cfg
        timings: dict[str, float] = {}
        also = area_words(query) if everything_on else ""
        found = await self._run_paths(query, flt, now, timings, also)
        weights = {
            "keyword": cfg.keyword_weight,
            "vector": cfg.vector_weight,
            "graph": cfg.graph_weight,
            "recency": cfg.recency_weight,
            "in_range": cfg.time_match_weight,
            "kind": cfg.keyword_weight,
            "area": cfg.keyword_weight,
        }
        started = time.perf_counter()
        if cfg.fusion == "rrf":
            fused = fusion.rrf_scores(found.scores, weights, cfg.rrf_k)
        else:
            fused = fusion.fuse_scores(found.scores, weights, cfg.normalization, exhausted=found.exhausted)
        pool_ids = await ties.cut_pool(fused, cfg.rerank_pool, [cfg.neighbour_pool], self._graph.get_records)
        context = await self._pool_context(pool_ids, flt, found)
        records, neighbours = fusion.in_pool_order(context.records, fused), context.neighbours
        stored_tokens = self._tokens.decode(context.token_vectors)
        visible = {rid: r for rid, r in records.items() if recallable(r, flt, now, exclude_sources)}
        if "kind" in found.scores:  # found by the words of a weight or an age alone: kept where it holds one
            others = fusion.union_except(found.scores, "kind")
            drop_holding_none(visible, [rid for rid in found.scores["kind"] if rid not in others], query)
        if "area" in found.scores:  # found by a character of 过敏 (敏) or of 住院 (住): no hit of the area
            found.scores["area"] = on_topic_only(found.scores["area"], visible, query)
        # The vector path runs only for a query the embedder reads; its hits on records it reads less well (a
        # Chinese turn, a code-switched one) still carry what an English question asks of them: kept (measured on
        # five unseen Chinese sets: English questions R@1 0.385 -> 0.615, 0.333 -> 0.533, 0.17 -> 0.22 and R@5
        # 0.49 -> 0.66; Chinese questions, which run no vector path, unchanged).
        candidates = list(visible)
        if cfg.fusion == "rrf":
            fused = fusion.rrf_scores(found.scores, weights, cfg.rrf_k)
            scores = {rid: fused.get(rid, 0.0) for rid in candidates}
        else:
            scores = fusion.fuse_scores(found.scores, weights, cfg.normalization, candidates, found.exhausted)
        await rescore(
            query,
            scores,
            visible,
            neighbours,
            stored_tokens,
            context.frequencies,
            cfg,
            query_tokens=found.query_tokens,
            ranges=found.ranges,
            when=found.when,
            reranker=self._reranker,
        )
        timings["context"] = (time.perf_counter() - started) * 1000
        query_entities: frozenset[str] = frozenset()
        keys: dict[str, frozenset[str]] = {}
        if cfg.entity_overlap_boost > 0 and visible:
            asked = set(found.names)
            keys = {rid: fusion.pool_entity_keys(r) for rid, r in visible.items()}
            query_entities = frozenset(k for found_keys in keys.values() for k in found_keys if k in asked)
        low = min(scores.values(), default=0.0)
        final = {
            rid: fusion.nudge(
                s - low + 1.0,
                visible[rid],
                now=now,
                query_entities=query_entities,
                recall_cfg=cfg,
                lifecycle_cfg=lifecycle,
                record_entities=keys.get(rid),
            )
            for rid, s in scores.items()
        }
        lower_off_answers(final, visible, query, cfg, found.ranges, now)
        # "what is my sister doing now?": "Mia got the job at that architecture firm" next to "my sister Mia ..."
        people = (
            topic_people(final, visible, query, _NAMED_HEAD)
            if everything_on
            else [
                names_for_roles(final, visible, query, _NAMED_HEAD),
                names_for_things(final, visible, query, _NAMED_HEAD),
                # "where does Elizabeth work?": "Lizzie just got a job at Pfizer" by "Elizabeth, we call her Lizzie"
                aliases_for_names(final, visible, query, _NAMED_HEAD),
            ]
        )
        read = partial(self._read_recallable, flt=flt, now=now, exclude_sources=exclude_sources)
        by_name = partial(self._graph.keyword_search, flt=flt, k=NAMED_FETCH)
        for introduced, names in people:
            if introduced is not None:
                await bring_named(final, visible, query, introduced, names, by_name, read, found.when > 0)
        # "What does my boss's wife do?": "Dave's wife Priya is a surgeon" above "My boss Dave is strict"
        lift_second_hop(final, visible, query)
        # "what is my dog allergic to?": "Biscuit is allergic to chicken" above "we adopted a puppy, her name is Biscuit"
        lift_said_by_name(final, visible, query, now)
        # "How many people is the user hosting?": "Nine (answering the assistant: How many people ...?)" above the
        # turn of its session that brought Thanksgiving up
        lift_asked_answer(final, visible, query)
        # "how much did I pay for the bike?": "It cost £800" right after "I finally bought the road bike"
        lift_typed_followup(final, visible, neighbours, query)
        # "Why did I quit my job?": "The commute was killing me" (answering "what happened?") above "So I left Globex"
        lift_reason(final, visible, neighbours, query)
        lift_holding_kind(final, visible, query)
        # "When does the cruise leave?": "booked the cruise ... leaving 14 June"
        lift_dated(final, visible, query)
        # "Which database should we use?": "I prefer PostgreSQL", not "I'm starting a new service"
        lift_tool_kind(final, visible, query)
        terms = asked_terms(query)  # what a superseded record was matched for (its slot or another clause)
        if found.when < 0:
            lift_values_before(final, visible, query, now)
        else:
            await lift_values_now(final, visible, query, terms, found.ranges, now, read)
        # "What chair did I have before the Steelcase?": "a $90 amazon chair" above "got a used steelcase leap"
        lift_before_named(final, visible, query)
        # "What hardware does my homelab run on now?": "got a Minisforum MS-01 ..." right after "upgraded the
        # homelab!", once the lifts above have placed the best
        lift_opened(final, visible, neighbours, query)
        # "Which apartment did the user choose?": "Astoria it is" above "I'm trying to compare two apartment offers"
        lift_chosen_reply(final, visible, query)
        lift_assistant_reply(final, visible, query)  # "the book you recommended?": its reply first
        # "用户的猫叫什么名字": "它叫汤圆 是只橘猫" above "讲一只橘猫找月亮的故事"
        lift_name_said(final, visible, query)
        # "who's Liz?": "Elizabeth, everyone calls her Liz, is my manager"
        lift_introduction(final, visible, query)
        # "when did I last get a haircut?": "got a haircut today" above "I should get a haircut next week"
        lift_last_done(final, visible, query)
        lift_newest_progress(
            final, visible, query, now
        )  # "how much have I saved?": the newest report of it first
        # "what grade is my son in?": "Leo is in 4th grade now" above "my son Leo is in 3rd grade"
        lift_newest_school_year(final, visible, query, now)
        lift_newest_state(
            final, visible, query, now
        )  # "how's my knee?": "knee's much better" above the injury
        if found.when > 0:
            # "How does the user commute these days?": "I'm taking the bus most days now" (a month later) above
            # "commuting by bike, 6 miles each way"
            lift_newer_change(final, visible, query)
        # "book a table for Friday": "I'm allergic to shellfish" right below the best, which the request shares no
        # word with
        needs = task_needs(query)
        search = partial(self._graph.keyword_search, flt=flt, k=NEEDS_FETCH)
        placed = await bring_needs(needs, final, visible, search, read, now) if needs else []
        lift_newest_feeling(
            final, visible, query, now
        )  # "how am I feeling?": "much better now" above the low
        # "what do I still need to do?": not "no need to remind me anymore, I did it" (its words), whatever lifted it
        lower_not_to_do(final, visible, query)
        ranks = {
            path: {rid: rank for rank, rid in enumerate(ties.by_score(s, visible), start=1)}
            for path, s in found.scores.items()
        }
        if placed:
            ranks["needs"] = {rid: n for n, rid in enumerate(placed, start=1)}
        # A long code the query names as written ("Z2500000Q", an order number) ranks the records holding it
        # first: the scores added around it (a session of look-alikes, their neighbours) must not bury the one
        # record that is the answer.
        exact = (
            {c for c in identifiers(query) if len(c) >= _EXACT_CODE_CHARS} if cfg.identifier_weight else set()
        )
        holding = {rid for rid in final if exact and exact <= set(keyword_terms(visible[rid].text))}
        if holding and len(holding) < len(final):  # lifted above the rest: scores stay in rank order
            lift = max(final.values()) - min(final[rid] for rid in holding) + 1.0
            final.update({rid: final[rid] + lift for rid in holding})
        if everything_on:  # "what have I told you about my health?": the records on it first
            lift_on_topic(final, visible, query, [name for _, names in people for name in names])
        # a turn's clause said again in its own record below the turn's: once
        ranked = fusion.ranked_ids(final, visible, before=found.when < 0)
        if once_per_turn:
            ranked = one_per_turn(ranked, visible, now)
            if not found.ranges:  # "gym again this morning" said each day: once, unless a time is asked
                ranked = one_per_text(ranked, visible, now)
        if len(ranked) < limit and not _FILLED_BY_PATHS & found.scores.keys():
            # Without a vector path nothing but words finds a memory: a question sharing none with its answer
            # (我现在多重？ / 今天称了68.5) found nothing at all, while the user's newest are likely what "now" asks
            # for. They fill what words leave (read only then), below every match and out of its scoring (their
            # 现在 is no answer to 我目前住哪).
            recent = await self._graph.list_records(flt, limit=cfg.recency_candidates, newest_first=True)
            newest = [r for r in recent if r.id not in final and recallable(r, flt, now, exclude_sources)]
            if once_per_turn and not found.ranges:
                shown = {rid: visible[rid] for rid in ranked} | {r.id: r for r in newest}
                newest = [
                    shown[rid]
                    for rid in one_per_text([*ranked, *(r.id for r in newest)], shown, now)[len(ranked) :]
                ]
            newest = newest[: limit - len(ranked)]
            floor = min(final.values(), default=1.0)
            for n, record in enumerate(newest, start=1):
                visible[record.id], final[record.id] = record, floor - n * _FILL_STEP
                ranked.append(record.id)
            ranks["newest"] = {r.id: n for n, r in enumerate(newest, start=1)}

        def hit(rid: str) -> RecallHit:
            paths = {p: r[rid] for p, r in ranks.items() if rid in r} or {"neighbour": 1}
            return RecallHit(record=visible[rid], score=final[rid], paths=paths)

        if not conflicts:
            return [hit(rid) for rid in ranked[:limit]], timings
        return await with_conflicts(
            self._graph, ranked, hit, flt, limit, before=found.when < 0, asked=terms, at=now
        ), timings

    async def _read_recallable(
        self, ids: list[str], flt: RecordFilter, now: datetime, exclude_sources: frozenset[str]
    ) -> list[MemoryRecord]:
        """The records ``ids`` that recall may return, read in one store call (none made for no ids): records
        outside the pool that a lift brings in."""
        if not ids:
            return []
        return [r for r in await self._graph.get_records(ids) if recallable(r, flt, now, exclude_sources)]
