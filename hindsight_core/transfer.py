"""Export and import: what ``hindsight export`` and ``hindsight import`` run, and writing one record exactly.

An export is every record (any status) as JSON lines, then the tombstones of the messages hard forgets
blanked, so that a store imported from it keeps blanking them. An import writes the records with their ids
(twice changes nothing), never undoes a forget, a change of value or a restatement, and checks its links; it can
read an export from the graph store alone when the vector store cannot be opened (damaged files: the memories
must come out before a rebuild).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from hindsight_core.config import LimitsConfig
from hindsight_core.errors import (
    EmbeddingError,
    StoreError,
    StoreLockedError,
    StoreUnavailableError,
    UserError,
)
from hindsight_core.import_file import FORGOTTEN_STEP, read_export
from hindsight_core.journal import TraceJournal
from hindsight_core.journal_redaction import ForgottenStep
from hindsight_core.lifecycle.induction import reevaluate
from hindsight_core.lifecycle.merge import source_traces
from hindsight_core.models import ALL_STATUSES, MemoryRecord, RecordFilter, utcnow
from hindsight_core.shared_forgets import record_step
from hindsight_core.stores.protocols import ForgottenSource, GraphStore, VectorStore
from hindsight_core.writer import RecordWriter

logger = logging.getLogger("hindsight")

if TYPE_CHECKING:
    from hindsight_core.engine import AsyncHindsight

#: Records written per batch by an import.
_BATCH = 256


async def export_records(
    graph: GraphStore,
    target: Path,
    *,
    user_id: str | None = None,
    forgotten: Sequence[ForgottenStep] = (),
) -> int:
    """Write records (every status) as JSON lines, atomically, then the ``forgotten`` steps' tombstones (so a
    store imported from the file keeps blanking them when they are sent again); returns how many records."""
    if user_id is not None:
        records = await graph.list_records(RecordFilter(user_id=user_id, statuses=ALL_STATUSES))
    else:
        ids = await graph.all_record_ids()
        records = []
        for start in range(0, len(ids), 500):
            records.extend(await graph.get_records(ids[start : start + 500]))
    try:
        if target.is_symlink() or (target.exists() and not target.is_file()):
            # a pipe, a device or a link: written in place (replacing it by a file would break what it is)
            _write_lines(target, records, forgotten)
            return len(records)
        tmp = target.with_name(target.name + ".tmp")
        try:
            _write_lines(tmp, records, forgotten)
            tmp.replace(target)
        except BaseException:
            tmp.unlink(missing_ok=True)  # a failed export leaves nothing behind
            raise
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise UserError(
            f"cannot write the export to {target}: {reason}. Choose a writable path with free space "
            "(its folder must exist)"
        ) from exc
    return len(records)


async def unopened_vectors(vectors: VectorStore) -> StoreUnavailableError | None:
    """Open the vector store: ``None``, or the error it cannot be opened with (damaged files, a server down)
    where what is stored can still be read from the graph store alone. A store another process holds is
    raised (``StoreLockedError``): that process writes the graph store too."""
    try:
        await vectors.setup()
    except StoreLockedError:
        raise
    except StoreUnavailableError as exc:
        return exc
    return None


async def export_from_graph(
    engine: AsyncHindsight, target: Path, *, user_id: str | None, unopened: StoreUnavailableError
) -> int:
    """:func:`export_records` from the graph store and the journal alone, for an engine whose vector store
    cannot be opened (``unopened``): an export holds no vector, and the memories must come out of a store whose
    index is damaged before it is rebuilt. Said in a warning; the graph store is closed again when this returns."""
    logger.warning(
        "hindsight: the vector store cannot be opened (%s); the records are exported from the graph store, which "
        "holds them all (an export carries no vectors)",
        unopened.what,
    )
    await engine.graph.setup()
    try:
        await asyncio.to_thread(engine.journal.open)
        forgotten = await asyncio.to_thread(engine.journal.forgotten_steps, user_id)
        return await export_records(engine.graph, target, user_id=user_id, forgotten=forgotten)
    finally:
        await engine.graph.close()


def _write_lines(path: Path, records: Sequence[MemoryRecord], forgotten: Sequence[ForgottenStep]) -> None:
    with path.open("w", encoding="utf-8") as fh:
        for record in records:
            fh.write(record.model_dump_json() + "\n")
        for step in forgotten:
            row = {"user_id": step.user_id, "step_id": step.step_id, "content_hash": step.content_hash}
            fh.write(json.dumps({FORGOTTEN_STEP: row}, ensure_ascii=False) + "\n")


async def import_records(
    writer: RecordWriter,
    graph: GraphStore,
    source: Path,
    limits: LimitsConfig | None = None,
    journal: TraceJournal | None = None,
    *,
    min_support: int = 3,
) -> int:
    """Write the records of an export (ids kept: importing twice changes nothing), and its forgotten steps'
    tombstones into ``journal`` and the graph store (for every process sharing it); returns how many records.
    The file is checked whole before anything is written; the records are then written a batch at a time, so
    a failure (or a crash) midway leaves the first batches: the error says so, and the same import run again
    completes it (:data:`IMPORT_AGAIN`).
    A semantic record whose episodes are left out (hard-forgotten here) is re-evaluated on the support left
    (``min_support``), as the forget did."""
    records, forgotten = await asyncio.to_thread(read_export, source, limits)
    seen: dict[str, int] = {}
    for line, record in enumerate(records, start=1):
        if record.id in seen:
            raise UserError(
                f"{source}: record {record.id} appears twice (records {seen[record.id]} and {line}); an export "
                "holds each record once. Nothing was imported"
            )
        seen[record.id] = line
    async with writer.locked({r.scope.user_id for r in records}):
        await _no_supersession_cycle(records, seen, graph, source)
        stored = {r.id: r for r in await graph.get_records(list(seen))}
        taken = [r.id for r in records if r.id in stored and stored[r.id].scope.user_id != r.scope.user_id]
        if taken:
            raise UserError(
                f"{source}: {len(taken)} record(s) (first {taken[0]}) belong to another user in this store and "
                "are never replaced by an import. Nothing was imported"
            )
        records = await _linked_successors(records, graph, source)
        if journal is not None:
            await asyncio.to_thread(journal.add_forgotten_steps, forgotten)
            records = await _not_forgotten(records, stored, journal)
            records = await _supported(records, seen, graph, min_support)
        records = _not_older(records, stored)
        # every process sharing the store learns them (no trace: the step is known by its id and content)
        await graph.add_forgotten_sources(
            [ForgottenSource(f.user_id, "", f.step_id, f.content_hash) for f in forgotten]
        )
        done = 0
        try:
            for start in range(0, len(records), _BATCH):
                batch = records[start : start + _BATCH]
                await writer.upsert(batch)
                done += len(batch)
        except StoreError as exc:
            raise StoreError(
                f"{source}: the import stopped after {done} of {len(records)} records: {exc.what}",
                fix=(f"{exc.fix} " if exc.fix else "") + IMPORT_AGAIN,
                backend=exc.backend,
            ) from exc
        except EmbeddingError as exc:
            raise EmbeddingError(
                f"{source}: the import stopped after {done} of {len(records)} records: {exc}. {IMPORT_AGAIN}"
            ) from exc
    return len(records)


#: What to do about an import that stopped midway (an error, an interruption, a crash).
IMPORT_AGAIN = (
    "The records written so far are kept: run the same import again (after fixing the cause), and it completes "
    "this one exactly (the ids are kept, so nothing is imported twice)."
)


async def _linked_successors(
    records: list[MemoryRecord], graph: GraphStore, source: Path
) -> list[MemoryRecord]:
    """Each ``superseded_by`` of an import checked against the file and the store. One naming a record
    neither holds (a hand-edited line, a partial export) is dropped with a warning rather than failing the
    file: the record is kept, not shown "superseded on ?" by nothing (its ``valid_to``, when it has one, still
    dates it as history, as when a successor is forgotten). A superseded record without ``valid_to`` gets
    its successor's date, as a supersession gives it."""
    named = {r.superseded_by for r in records if r.superseded_by is not None}
    if not named:
        return records
    dates = {r.id: r.occurred_at for r in records}
    dates |= {r.id: r.occurred_at for r in await graph.get_records(sorted(named - set(dates)))}
    linked: list[MemoryRecord] = []
    for record in records:
        successor = record.superseded_by
        if successor is not None and successor not in dates:
            logger.warning(
                "import: %s: record %s is superseded_by %s, which is neither in the file nor in this store; "
                "imported without that link (add the superseding record to the file to keep it)",
                source,
                record.id,
                successor,
            )
            record = record.model_copy(update={"superseded_by": None})
        elif successor is not None and record.valid_to is None:
            record = record.model_copy(update={"valid_to": dates[successor]})
        linked.append(record)
    return linked


async def _no_supersession_cycle(
    records: list[MemoryRecord], position: Mapping[str, int], graph: GraphStore, source: Path
) -> None:
    """Refuse a file whose ``superseded_by`` links close a cycle (A superseded by B, B by A), in the file or
    through the records this store holds: a chain of values ends in the current one, and a cycle leaves none,
    every record of it history that recall never answers with."""
    successor: dict[str, str | None] = {r.id: r.superseded_by for r in records}
    wanted = {s for s in successor.values() if s is not None and s not in successor}
    while wanted:  # the stored part of each chain, a link at a time (a chain is short)
        found = {r.id: r.superseded_by for r in await graph.get_records(sorted(wanted))}
        successor |= {i: found.get(i) for i in wanted}
        wanted = {s for s in found.values() if s is not None and s not in successor}
    ends: set[str] = set()  # records whose chain is known to end
    for record in records:
        chain: list[str] = []
        at: str | None = record.id
        while at is not None and at not in ends and at not in chain:
            chain.append(at)
            at = successor.get(at)
        if at is None or at in ends:
            ends.update(chain)
            continue
        cycle = chain[chain.index(at) :]
        in_file = [i for i in cycle if i in position]
        stored = [i for i in cycle if i not in position]
        lines = sorted(position[i] for i in in_file)
        named = ", ".join(map(str, lines[:-1])) + f" and {lines[-1]}" if len(lines) > 1 else str(lines[0])
        what = (
            f"records {named} supersede each other in a cycle"
            if not stored
            else f"record{'s' if len(lines) > 1 else ''} {named} ({', '.join(in_file)}) and the stored records "
            f"{', '.join(sorted(stored))} would supersede each other in a cycle"
        )
        raise UserError(
            f"{source}: {what} ({' -> '.join([*cycle, cycle[0]])}): a chain of superseded values ends in the "
            "current one; fix the superseded_by of one of them. Nothing was imported"
        )


async def _not_forgotten(
    records: list[MemoryRecord], stored: dict[str, MemoryRecord], journal: TraceJournal
) -> list[MemoryRecord]:
    """An import (a backup taken before a forget) never undoes one: a record that came from a step a hard
    forget blanked is left out, and a record this store soft-forgot stays forgotten."""
    sources = {r.id: _source_steps(r) for r in records}
    blanked = await asyncio.to_thread(journal.forgotten_steps_among, [s for v in sources.values() for s in v])
    kept: list[MemoryRecord] = []
    for record in records:
        if blanked.intersection(sources[record.id]):
            logger.info("import: record %s came from a hard-forgotten message; left out", record.id)
            continue
        before = stored.get(record.id)
        if before is not None and before.status == "forgotten" and record.status != "forgotten":
            record = record.model_copy(update={"status": "forgotten", "metadata": before.metadata})
        kept.append(record)
    return kept


def _not_older(records: list[MemoryRecord], stored: dict[str, MemoryRecord]) -> list[MemoryRecord]:
    """An import (a migration run again once the app wrote to the new store, a backup restored over a live one)
    never takes a record back to an older state of it: one the store has since seen superseded while the file's
    copy is current, or said again more often than the file's copy counts (its occurrences, sessions and sources
    grown), is left as stored; the file's copy would make the old value current again beside the new one and
    lose where the statement was said since."""
    kept: list[MemoryRecord] = []
    for record in records:
        before = stored.get(record.id)
        if before is not None and _older(record, before):
            logger.info("import: record %s is stored in a later state than the file's; kept", record.id)
            continue
        kept.append(record)
    return kept


def _older(record: MemoryRecord, stored: MemoryRecord) -> bool:
    """Whether ``record`` is an older state of ``stored`` (same status, and superseded or said again since)."""
    if record.status != stored.status:
        return False
    superseded = stored.superseded_by is not None and record.superseded_by is None
    return superseded or stored.occurrences > record.occurrences


async def _supported(
    records: list[MemoryRecord], in_file: Mapping[str, int], graph: GraphStore, min_support: int
) -> list[MemoryRecord]:
    """The semantic records of an import re-evaluated where some of their episodes were left out (a hard forget
    blanked them, :func:`_not_forgotten`): what was induced rests on its episodes, and goes with them when the
    support left is not enough, as it went when they were forgotten (else the backup restored "The user lives
    in Berlin" with none of what it was learnt from). Where nothing was left out (a store whose user was
    erased: :meth:`~hindsight_core.forgetting.ForgetRequests.forget_user` keeps no mark of what they said), the
    file comes back whole, episodes and what was induced from them: the user's own data, brought back on
    purpose."""
    kept = {r.id: r for r in records}
    left_out = {i for i in in_file if i not in kept}
    derived = [r for r in records if r.kind == "semantic" and left_out.intersection(r.supporting_ids)]
    if not derived:
        return records
    wanted = sorted({i for r in derived for i in r.supporting_ids if i not in left_out and i not in kept})
    stored = {r.id: r for r in await graph.get_records(wanted)} if wanted else {}
    now = utcnow()
    changed: dict[str, MemoryRecord | None] = {}
    for semantic in derived:
        support = [
            found
            for i in semantic.supporting_ids
            if i not in left_out and (found := kept.get(i) or stored.get(i)) is not None
        ]
        changed[semantic.id] = reevaluate(semantic, support, min_support=min_support, now=now)
        if changed[semantic.id] is None:
            logger.info("import: record %s was induced from hard-forgotten records; left out", semantic.id)
    return [r for r in (changed.get(r.id, r) for r in records) if r is not None]


def _source_steps(record: MemoryRecord) -> list[tuple[str, str, str]]:
    """(user, trace id, step id) of each step a record came from (trace "" for a remembered one), and the
    record itself by its id, as its hard forget's tombstone names it: a fresh store restored from an export
    knows a message with an app's short id ("u1", "m-1") by no tombstone (that id may name another chat's
    message), but a record hard-forgotten is known by its own id whatever its messages' ids."""
    user = record.scope.user_id
    traces = source_traces(record) or {"": list(record.source_ids)}
    steps = [(user, trace_id, step) for trace_id, steps in traces.items() for step in steps]
    return [*steps, (user, "", record_step(record.id))]


async def put_exact(writer: RecordWriter, graph: GraphStore, record: MemoryRecord) -> None:
    """Store ``record`` exactly as given (no dedup, no conflict links), replacing the stored record with its
    id: only its state and metadata when text and entities are unchanged (vector and keyword entry kept).
    A stored record of another user is never replaced (``UserError``)."""
    async with writer.locked([record.scope.user_id]):
        found = await graph.get_records([record.id])
        if found and found[0].scope.user_id != record.scope.user_id:
            raise UserError(f"record {record.id} belongs to another user; it was not replaced")
        if found and (found[0].text, found[0].entities) == (record.text, record.entities):
            await writer.update_state([record], previous={record.id: found[0]})
        else:
            await writer.upsert([record])
