"""The read path: recall paths, a hard cap of ``k`` hits, the context block (or an LLM's retelling of it),
and the recalled records handed to the reinforcer (written in the background, off this path)."""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from datetime import datetime

from hindsight_core.clock import in_zone
from hindsight_core.config import HindsightConfig
from hindsight_core.curation import Reinforcer
from hindsight_core.errors import ExtractionError
from hindsight_core.extraction.base import StructuredLLM
from hindsight_core.models import RecallHit, RecallResult, RecordFilter, utcnow
from hindsight_core.recall.about_memory import about_the_memory, asked_topic
from hindsight_core.recall.agenda import agenda_records, asks_agenda
from hindsight_core.recall.assistant_said import asks_what_assistant_said
from hindsight_core.recall.context import build_context
from hindsight_core.recall.past_asked import asks_of_the_past
from hindsight_core.recall.paths import RecallPaths
from hindsight_core.recall.profile import SCAN, profile_hits
from hindsight_core.recall.query import time_ranges
from hindsight_core.stores.protocols import GraphStore

logger = logging.getLogger("hindsight")


class RecordReader:
    """Turns a query and a filter into a :class:`RecallResult`."""

    def __init__(
        self,
        graph: GraphStore,
        paths: RecallPaths,
        reinforcer: Reinforcer,
        config: HindsightConfig,
        llm: StructuredLLM | None,
    ) -> None:
        self._graph = graph
        self._paths = paths
        self._reinforcer = reinforcer
        self._config = config
        self._llm = llm

    async def search(
        self,
        query: str,
        flt: RecordFilter,
        limit: int,
        now: datetime,
        exclude: Sequence[str] | None = None,
        *,
        conflicts: bool = True,
        once_per_turn: bool = True,
        everything_on: bool = False,
    ) -> tuple[list[RecallHit], dict[str, float]]:
        """The recall paths, with ``limit`` a hard cap (conflicts pulled in beside a hit count too, unless
        ``conflicts=False``: then only the ranked hits themselves); ``once_per_turn=False`` keeps a turn's clause
        below the turn that says it (forgetting by query takes every copy)."""
        hits, timings = await self._paths.search(
            query,
            flt,
            limit,
            now,
            self._config.lifecycle,
            exclude_sources=frozenset(exclude or ()),
            conflicts=conflicts,
            once_per_turn=once_per_turn,
            everything_on=everything_on,
        )
        return hits[:limit], timings

    async def recall(
        self,
        query: str,
        flt: RecordFilter,
        limit: int,
        *,
        reinforce: bool,
        exclude: Sequence[str] | None,
        narrative: bool,
        now: datetime | None = None,
    ) -> RecallResult:
        started = time.perf_counter()
        # the days a question asks about are the user's (hindsight_core.clock)
        now = in_zone(now or utcnow(), self._config.zone_of(flt.user_id))
        if "pending" not in flt.statuses and asks_what_assistant_said(query):
            # "what was that book you recommended?": the assistant's words are unconfirmed (pending), and the answer
            flt = flt.model_copy(update={"statuses": (*flt.statuses, "pending")})
        if "archived" not in flt.statuses and asks_of_the_past(query):
            # "did I go to Tokyo?" months after the flight, archived a grace after its day: the history too
            flt = flt.model_copy(update={"statuses": (*flt.statuses, "archived")})
        hits, timings = await self._hits(query, flt, limit, now, exclude)
        context = build_context(hits, self._config.recall.context_max_tokens, query, now)
        if narrative and context:
            context = await self._narrate(query, context, timings)
        timings["total"] = (time.perf_counter() - started) * 1000
        if reinforce and hits:
            self._reinforcer.note([h.record for h in hits], now)
        return RecallResult(query=query, hits=hits, context=context, timings_ms=timings)

    async def _hits(
        self, query: str, flt: RecordFilter, limit: int, now: datetime, exclude: Sequence[str] | None
    ) -> tuple[list[RecallHit], dict[str, float]]:
        started = time.perf_counter()
        if about_the_memory(query):
            # "What do you know about me?", 我上周跟你说了什么: the user's profile (of that time), not the memories
            # sharing the words "know" or "said"
            ranges = time_ranges(query, now)
            hits = await profile_hits(self._graph, flt, limit, now, ranges, frozenset(exclude or ()))
            return hits, {"profile": (time.perf_counter() - started) * 1000}
        topic = asked_topic(query)
        if topic is not None:
            # "What do you remember about my job?": what is said on the job, not what says "remember"
            return await self.search(topic, flt, limit, now, exclude, everything_on=True)
        ranges = time_ranges(query, now) if asks_agenda(query) else []
        if not ranges:
            return await self.search(query, flt, limit, now, exclude)
        # "Anything I should remember for today?": what the user said would happen then, before what shares its words
        dated, ended = await agenda_records(self._graph, flt, now, ranges, frozenset(exclude or ()), SCAN)
        hits, timings = await self.search(query, flt, limit, now, exclude)
        top = max((h.score for h in hits), default=0.0) + 1.0
        first = [
            RecallHit(record=r, score=top + (limit - n) * 0.01, paths={"agenda": n})
            for n, r in enumerate(dated[:limit], 1)
        ]
        shown = {r.id for r in dated}
        rest = [h for h in hits if h.record.id not in shown and h.record.id not in ended]
        # a schedule moved or stopped since ("Therapy moved to Wednesdays"): its old day's words find it, below the rest
        floor = min((h.score for h in rest or hits), default=0.0)
        last = [
            h.model_copy(update={"score": min(h.score, floor) - 0.01}) for h in hits if h.record.id in ended
        ]
        return [*first, *rest, *last][:limit], timings

    async def _narrate(self, query: str, context: str, timings: dict[str, float]) -> str:
        """The LLM's briefing of the memory block; the block itself without an LLM or when it fails."""
        if self._llm is None:
            logger.warning(
                "recall(narrative=True) needs an LLM (Hindsight(llm=...)); returning the memory block"
            )
            return context
        from hindsight_core.recall.narrative import narrate

        started = time.perf_counter()
        try:
            briefing = await narrate(
                self._llm, query, context, max_tokens=self._config.recall.context_max_tokens
            )
        except ExtractionError as exc:
            logger.warning("narrative reconstruction failed, returning the memory block: %s", exc)
            return context
        finally:
            timings["narrative"] = (time.perf_counter() - started) * 1000
        return briefing or context


__all__ = ["RecordReader"]
