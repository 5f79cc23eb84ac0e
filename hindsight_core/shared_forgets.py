"""Hard forgets seen by every process that shares the stores.

A hard forget blanks the forgotten steps in the trace journal of the process that runs it, but in server
mode each worker keeps a journal of its own (a data directory per worker): the steps another worker
journaled would keep their text there, and be extracted again if that worker reflected on them or received
them again. So the forgetting process also leaves a tombstone per step in the graph store
(:class:`~hindsight_core.stores.protocols.ForgottenSource`: user, trace, step, and the content's hash where it
knew the content), and every process applies the tombstones it has not seen to its own journal when it opens
and before it extracts anything: the steps are blanked there, and the same step sent again later (by id and
content) is blanked on arrival. A process that blanks a step whose content the forgetting process never saw
publishes that content's hash, so the others recognise the step when it is sent to them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence, Set

from hindsight_core.journal import TraceJournal
from hindsight_core.journal_redaction import RECORD_STEP_PREFIX, ForgottenStep, content_hash
from hindsight_core.models import MemoryRecord
from hindsight_core.stores.protocols import ForgottenSource, GraphStore

#: Tombstones read per graph store call.
PAGE = 500


def record_step(record_id: str) -> str:
    """The step id a hard-forgotten record's own tombstone names it by (beside those of the steps it came from)."""
    return f"{RECORD_STEP_PREFIX}{record_id}"


class SharedForgets:
    """Publishes this process's hard forgets and applies everyone's to this process's journal."""

    def __init__(self, graph: GraphStore, journal: TraceJournal) -> None:
        self._graph = graph
        self._journal = journal
        self._lock = asyncio.Lock()

    def rebind(self) -> None:
        """A new event loop took the engine over (the lock belonged to the old one)."""
        self._lock = asyncio.Lock()

    async def forget(
        self, user_id: str, steps: Mapping[str, Sequence[str]], values: Mapping[str, Set[str]]
    ) -> None:
        """Blank these steps (trace id -> step ids) of ``user_id`` here, and the steps of those traces that hold
        one of the trace's ``values``, after leaving their tombstones for every other process (first: a crash
        in between leaves the forget unacknowledged, and repeated)."""
        blank: list[tuple[str, list[str]]] = []
        tombstones: list[ForgottenSource] = []
        for trace_id, step_ids in steps.items():
            found = await asyncio.to_thread(
                self._journal.steps_to_blank, trace_id, step_ids, values.get(trace_id, set())
            )
            tombstones += [ForgottenSource(user_id, trace_id, s, h) for s, h in sorted(found.items())]
            blank.append((trace_id, sorted(found)))
        await self._graph.add_forgotten_sources(tombstones)
        for trace_id, wanted in blank:
            await asyncio.to_thread(self._journal.redact_steps, trace_id, wanted)

    async def forget_records(self, records: Sequence[MemoryRecord]) -> None:
        """Tombstones of hard-forgotten records by their id (``record_step``): an import of a backup taken
        before the forget leaves a record that came from no step (``remember``, ``store_memory``) out, and a
        turn that stored one through a memory tool (its call and its "Stored memory <id>: ..." result hold the
        text) is blanked, journaled already or later, here and in every process sharing the graph store."""
        stones = [
            # the hash of the tombstone's own name, not of the text: a tombstone says nothing of what was said
            ForgottenSource(r.scope.user_id, "", record_step(r.id), content_hash(record_step(r.id)))
            for r in records
        ]
        if not stones:
            return
        await self._graph.add_forgotten_sources(stones)
        await asyncio.to_thread(
            self._journal.add_forgotten_steps,
            [ForgottenStep(s.user_id, s.step_id, s.content_hash) for s in stones],
        )
        await self._redact_reports(stones)

    async def _redact_reports(self, stones: Sequence[ForgottenSource]) -> int:
        """Blank the journaled tool steps that report storing these records (their tombstones stored first)."""
        by_user: dict[str, list[str]] = {}
        for stone in stones:
            if stone.step_id.startswith(RECORD_STEP_PREFIX):
                by_user.setdefault(stone.user_id, []).append(stone.step_id[len(RECORD_STEP_PREFIX) :])
        blanked = 0
        for user_id, record_ids in by_user.items():
            blanked += await asyncio.to_thread(self._journal.redact_reports, user_id, record_ids)
        return blanked

    async def apply(self) -> int:
        """Apply the tombstones this journal has not seen yet; returns how many journaled steps were blanked."""
        async with self._lock:
            seen = await asyncio.to_thread(self._journal.shared_forgets_seen)
            blanked = 0
            while batch := await self._graph.forgotten_sources(seen, PAGE):
                blanked += await self._apply_batch([item for _, item in batch])
                seen = batch[-1][0]
                await asyncio.to_thread(self._journal.set_shared_forgets_seen, seen)
            return blanked

    async def _apply_batch(self, items: Sequence[ForgottenSource]) -> int:
        known = [ForgottenStep(i.user_id, i.step_id, i.content_hash) for i in items if i.content_hash]
        await asyncio.to_thread(self._journal.add_forgotten_steps, known)
        by_trace: dict[tuple[str, str], set[str]] = {}
        for item in items:
            if item.trace_id:  # an imported tombstone names no trace: known by id and content only
                by_trace.setdefault((item.user_id, item.trace_id), set()).add(item.step_id)
        blanked = 0
        learnt: list[ForgottenSource] = []
        for (user_id, trace_id), step_ids in by_trace.items():
            owner = await asyncio.to_thread(self._journal.trace_user, trace_id)
            if owner is not None and owner != user_id:
                continue  # another user's trace under the same id: not the one the tombstone names
            wanted = sorted(step_ids)
            hashes = await asyncio.to_thread(self._journal.steps_to_blank, trace_id, wanted)
            learnt += [ForgottenSource(user_id, trace_id, s, h) for s, h in hashes.items() if h]
            blanked += await asyncio.to_thread(self._journal.redact_steps, trace_id, wanted)
        await self._graph.add_forgotten_sources(learnt)
        return blanked + await self._redact_reports(items)
