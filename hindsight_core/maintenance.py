"""Health checks and index rebuilds: what ``hindsight doctor`` and ``hindsight reindex`` run.

The graph store is the source of truth and the vector index is derived from it, so the index can always be
repaired (records missing a vector are re-embedded) or rebuilt with another embedding model (the collection
is dropped, recreated and every record re-embedded). Both work on any backend through the store protocols.

Example:
    >>> import asyncio, tempfile
    >>> from hindsight_core import AsyncHindsight
    >>> from hindsight_core.embeddings import HashEmbedder
    >>> async def main() -> list[str]:
    ...     return [c.status for c in await diagnose(AsyncHindsight(tempfile.mkdtemp(), embedder=HashEmbedder()))]
    >>> asyncio.run(main())
    ['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK']
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from hindsight_core.errors import (
    EmbeddingError,
    EmbeddingMismatchError,
    HindsightError,
    StoreError,
    StoreLockedError,
)
from hindsight_core.language import embedder_covers
from hindsight_core.lifecycle.reslot import fill_slots, missing_slots
from hindsight_core.llm.health import check_llm
from hindsight_core.mode_moves import other_mode
from hindsight_core.models import ALL_STATUSES, RecordFilter
from hindsight_core.state_check import check_states
from hindsight_core.stores.protocols import (
    GraphStore,
    VectorEntry,
    VectorStore,
    vector_metadata,
)
from hindsight_core.transfer import unopened_vectors
from hindsight_core.writer import content_fingerprint

logger = logging.getLogger("hindsight")

if TYPE_CHECKING:
    from hindsight_core.engine import AsyncHindsight

CheckStatus = Literal["OK", "WARN", "FAIL", "SKIP"]

_REINDEX_BATCH = 256
_SCAN_BATCH = 1000


@dataclass(frozen=True, slots=True)
class Check:
    """One line of ``hindsight doctor``: what was checked, the outcome, and how to fix a failure."""

    name: str
    status: CheckStatus
    detail: str
    fix: str | None = None

    @property
    def ok(self) -> bool:
        """False only for a failure (a skipped check follows a failure reported elsewhere; a warning says what
        the setup may hide, while it works)."""
        return self.status != "FAIL"


async def diagnose(engine: AsyncHindsight, *, repair: bool = False) -> list[Check]:
    """Check the engine's stores, embedder, index, records' slots, extraction queue and LLM (one call of one
    token, only when the engine has an LLM); with ``repair`` fix the index and the slots.

    The stores are opened one by one (not through ``engine.setup()``, which also resumes queued windows),
    so one store being down or an embedding-model mismatch is reported rather than raised. The index check
    compares every record with its vector (present, status, metadata, content); ``repair`` rewrites or
    deletes every vector it finds wrong. The engine is closed when this returns.
    """
    checks: list[Check] = []
    try:
        # The vector store first: an embedded one takes the directory's lock, and a store another process
        # holds is reported with nothing else opened (no file of that process's store created or written).
        opened = await _opened(engine.vectors.setup)
        if isinstance(opened, StoreLockedError):
            checks.append(_failed("vector store", opened, engine.vectors.fix_hint))
            checks.append(
                Check("other checks", "SKIP", "nothing else is opened while another process holds it")
            )
            return checks
        graph_ok = await _check_graph(engine.graph, checks)
        vectors_ok = await _check_vectors(engine, checks, opened)
        embedder_ok = await _check_embedder(engine, checks)
        journal_ok = await _check_journal(engine, checks)
        if graph_ok and vectors_ok and journal_ok:
            await _check_index(engine, checks, repair=repair and embedder_ok)
            await _check_token_vectors(engine, checks, repair=repair and embedder_ok)
            await _check_slots(engine, checks, repair=repair)
            checks.append(Check("record state", *await check_states(engine, repair=repair)))
        else:
            checks.append(Check("index consistency", "SKIP", "needs both stores and the journal open"))
        if journal_ok:
            await _check_queue(engine, checks)
        if engine.llm is not None:
            ok, detail, fix = await check_llm(engine.llm)
            checks.append(Check("LLM", "OK" if ok else "FAIL", detail, fix))
        if found := other_mode(engine.data_dir, engine.graph):
            checks.append(Check("data directory", "WARN", *found))
    finally:
        await engine.vectors.close()
        await engine.graph.close()
        await engine.aclose()
    return checks


async def reindex(engine: AsyncHindsight, *, progress: Callable[[int, int], None] | None = None) -> int:
    """Rebuild the vector index with the engine's embedder from the graph store; returns how many records.

    Embeds one record first (an embedder that fails leaves the index as it was), then drops and recreates the
    collection (also one built with another model, which ``setup()`` refuses) and re-embeds every record; an
    embedder failing part-way raises an ``EmbeddingError`` that says how to finish. ``progress(done, total)`` is
    called after each batch. Stop other processes writing to the same stores first. The engine is open (set up)
    when this returns.
    """
    # First an embedded store's lock: a store another process holds fails here, nothing opened. One built
    # with another model, or one that cannot be opened (damaged files: set aside), opens only through the
    # reset below, which rebuilds it (or says again why it cannot).
    with contextlib.suppress(EmbeddingMismatchError):
        await unopened_vectors(engine.vectors)
    await engine.graph.setup()
    ids = await engine.graph.all_record_ids()
    # The embedder embeds one record before the index is dropped: an endpoint down, a key or a model name
    # refused leaves the index as it was (dropped first, it was left stamped with a model that had embedded
    # nothing, and the original embedder was refused too).
    await engine.writer.embed([r.text for r in await engine.graph.get_records(ids[:1])])
    await engine.vectors.reset()
    done = 0
    if progress is not None:
        progress(0, len(ids))
    try:
        for start in range(0, len(ids), _REINDEX_BATCH):
            records = await engine.graph.get_records(ids[start : start + _REINDEX_BATCH])
            await engine.writer.write_vectors(records)  # vectors and, from the same pass, token vectors
            done += len(records)
            if progress is not None:
                progress(done, len(ids))
    except EmbeddingError as exc:
        raise EmbeddingError(
            f"{exc} The vector index is rebuilt with {engine.embedder.model_id} for {done} of {len(ids)} "
            "records (the others are kept in the graph store): run `hindsight reindex` again once the embedder "
            "works to finish it, or run it with the previous embedder to go back"
        ) from exc
    await engine.setup()
    return done


@dataclass(frozen=True, slots=True)
class IndexReport:
    """How the vector index disagrees with the graph store (the source of truth)."""

    records: int
    vectors: int
    missing: list[str] = field(default_factory=list)
    """Records without a vector."""
    orphans: list[str] = field(default_factory=list)
    """Vectors without a record (an interrupted hard delete, or another app sharing the collection)."""
    stale_status: list[str] = field(default_factory=list)
    """Vectors whose status differs from the record's (an interrupted forget or archive)."""
    stale_metadata: list[str] = field(default_factory=list)
    """Vectors whose other filter metadata (scope, kind, type, time) differs."""
    stale_content: list[str] = field(default_factory=list)
    """Vectors built from another text than the record's."""

    @property
    def wrong(self) -> list[str]:
        return [*self.missing, *self.orphans, *self.stale_status, *self.stale_metadata, *self.stale_content]

    def describe(self) -> str:
        parts = [
            f"{len(ids)} {what}"
            for ids, what in (
                (self.missing, "records have no vector"),
                (self.orphans, "vectors have no record"),
                (self.stale_status, "vectors carry another status than their record"),
                (self.stale_metadata, "vectors carry other filter metadata than their record"),
                (self.stale_content, "vectors were built from another text than their record's"),
            )
            if ids
        ]
        return "; ".join(parts)


async def index_report(graph: GraphStore, vectors: VectorStore) -> IndexReport:
    """Compare every record of the graph store with its vector, and every vector with its record."""
    entries: dict[str, VectorEntry] = {}
    offset = 0
    while True:
        page = await vectors.entries(offset=offset, limit=_SCAN_BATCH)
        entries.update((e.id, e) for e in page)
        if len(page) < _SCAN_BATCH:
            break
        offset += len(page)
    ids = await graph.all_record_ids()
    report = IndexReport(records=len(ids), vectors=len(entries))
    known = set(ids)
    report.orphans.extend(i for i in entries if i not in known)
    report.missing.extend(i for i in ids if i not in entries)
    present = [i for i in ids if i in entries]
    for start in range(0, len(present), _SCAN_BATCH):
        for record in await graph.get_records(present[start : start + _SCAN_BATCH]):
            entry = entries[record.id]
            expected = vector_metadata(record)
            if entry.metadata.get("status") != expected["status"]:
                report.stale_status.append(record.id)
            elif not _same_metadata(expected, entry.metadata):
                report.stale_metadata.append(record.id)
            elif entry.document not in (content_fingerprint(record.text), record.text):
                report.stale_content.append(record.id)
    return report


async def missing_vector_ids(graph: GraphStore, vectors: VectorStore) -> list[str]:
    """The ids of records that have no vector."""
    ids = await graph.all_record_ids()
    missing: list[str] = []
    for start in range(0, len(ids), _SCAN_BATCH):
        chunk: Sequence[str] = ids[start : start + _SCAN_BATCH]
        have = await vectors.existing_ids(chunk)
        missing.extend(i for i in chunk if i not in have)
    return missing


def _same_metadata(expected: dict[str, object], stored: dict[str, object]) -> bool:
    for key, value in expected.items():
        got = stored.get(key)
        if isinstance(value, float) and isinstance(got, (int, float)):
            if not math.isclose(value, float(got), rel_tol=0, abs_tol=1e-3):
                return False
        elif got != value:
            return False
    return True


async def repair_missing(engine: AsyncHindsight) -> int:
    """Re-embed every record of an open engine that has no vector; returns how many."""
    missing = await missing_vector_ids(engine.graph, engine.vectors)
    await engine.writer.resync(missing)
    return len(missing)


async def engine_stats(engine: AsyncHindsight, *, user_id: str | None = None) -> dict[str, Any]:
    """What ``hindsight stats`` prints, for an open engine."""
    queue = await asyncio.to_thread(engine.journal.queue_counts)
    out: dict[str, Any] = {
        "data_dir": str(engine.data_dir),
        "graph_store": engine.graph.name,
        "vector_store": engine.vectors.name,
        "embedder": engine.embedder.model_id,
        "extractor": engine.extractor.name,
        "records_total": await engine.graph.count_records(None),
        "vectors_total": await engine.vectors.count(),
        "traces": await asyncio.to_thread(engine.journal.count_traces),
        "queued_windows": queue.total,
        "failed_windows": queue.failed,
        "held_traces": await asyncio.to_thread(engine.journal.count_held),
    }
    if user_id is not None:
        by_status = {
            status: await engine.graph.count_records(RecordFilter(user_id=user_id, statuses=(status,)))
            for status in ALL_STATUSES
        }
        out["user"] = {"user_id": user_id, "records": by_status}
    return out


# ------------------------------------------------------------------------------------------------ checks


def _failed(name: str, exc: HindsightError, fix_hint: Callable[[HindsightError], str]) -> Check:
    """A failed check saying what happened and what to do, each once: an error that knows its fix
    (``StoreError.fix``) gives it, apart from what happened; for another the store's ``fix_hint`` says it."""
    if isinstance(exc, StoreError) and exc.fix:
        return Check(name, "FAIL", exc.what, exc.fix)
    return Check(name, "FAIL", str(exc), fix_hint(exc))


async def _check_graph(graph: GraphStore, checks: list[Check]) -> bool:
    try:
        await graph.setup()
        info = await graph.describe()
    except HindsightError as exc:
        checks.append(_failed("graph store", exc, graph.fix_hint))
        checks.append(Check("graph schema", "SKIP", "needs the graph store"))
        return False
    checks.append(Check("graph store", "OK", f"{info.version} at {info.location}"))
    checks.append(
        Check(
            "graph schema",
            "OK" if info.schema_ok else "FAIL",
            info.schema,
            None
            if info.schema_ok
            else info.fix or "setup creates what is missing on start: run `hindsight doctor` again",
        )
    )
    return info.schema_ok


async def _opened(setup: Callable[[], Awaitable[None]]) -> HindsightError | None:
    """Open a store: ``None``, or the error it failed with (reported by its check)."""
    try:
        await setup()
    except HindsightError as exc:
        return exc
    return None


async def _check_vectors(engine: AsyncHindsight, checks: list[Check], opened: HindsightError | None) -> bool:
    """The vector store's lines, ``opened`` the error its setup failed with (``None``: it is open)."""
    configured = f"{engine.embedder.model_id} ({engine.embedder.dimension} dimensions)"
    try:
        if opened is not None:
            raise opened
        info = await engine.vectors.describe()
    except EmbeddingMismatchError as exc:
        checks.append(Check("vector store", "OK", "reachable; its index was built with another model"))
        checks.append(
            Check(
                "embedding model",
                "FAIL",
                f"index built with {exc.stored}, configured {exc.configured}",
                "run `hindsight reindex` to rebuild the index with the configured model from the graph "
                f"store, or configure the model the index was built with ({exc.stored})",
            )
        )
        return False
    except HindsightError as exc:
        checks.append(_failed("vector store", exc, engine.vectors.fix_hint))
        checks.append(Check("embedding model", "SKIP", "needs the vector store"))
        return False
    checks.append(Check("vector store", "OK", f"{info.version} at {info.location}"))
    recorded = (
        "nothing" if info.embedding is None else f"{info.embedding[0]} ({info.embedding[1]} dimensions)"
    )
    if info.embedding != (engine.embedder.model_id, engine.embedder.dimension):
        checks.append(
            Check(
                "embedding model",
                "FAIL",
                f"index records {recorded}, configured {configured}",
                "run `hindsight reindex` to rebuild the index with the configured model",
            )
        )
        return False
    checks.append(Check("embedding model", "OK", f"{recorded}, as configured"))
    return True


async def _check_embedder(engine: AsyncHindsight, checks: list[Check]) -> bool:
    embedder = engine.embedder
    try:
        vectors = await asyncio.to_thread(embedder.embed, ["hindsight doctor"])
    except HindsightError as exc:
        checks.append(
            Check(
                "embedder",
                "FAIL",
                f"{embedder.model_id}: {exc}",
                "check HINDSIGHT_EMBEDDER / HINDSIGHT_EMBEDDING_MODEL (and the API key and base URL of a "
                "remote model)",
            )
        )
        return False
    if vectors.shape != (1, embedder.dimension):
        checks.append(
            Check(
                "embedder",
                "FAIL",
                f"{embedder.model_id} returned shape {vectors.shape}, declares {embedder.dimension} dimensions",
                "set HINDSIGHT_EMBEDDING_DIMENSION to the size the model returns, then `hindsight reindex`",
            )
        )
        return False
    checks.append(Check("embedder", "OK", f"{embedder.model_id} embeds {embedder.dimension} dimensions"))
    return True


async def _check_journal(engine: AsyncHindsight, checks: list[Check]) -> bool:
    try:
        await asyncio.to_thread(engine.journal.open)
    except StoreError as exc:
        checks.append(_failed("trace journal", exc, engine.journal.fix_hint))
        return False
    return True


async def _check_index(engine: AsyncHindsight, checks: list[Check], *, repair: bool) -> None:
    interrupted = len(await asyncio.to_thread(engine.journal.dirty_ids))
    try:
        report = await index_report(engine.graph, engine.vectors)
    except StoreError as exc:  # a store that opened but cannot be read through (damaged pages)
        checks.append(_failed("index consistency", exc, engine.vectors.fix_hint))
        return
    if report.records == 0 and report.orphans:
        # An empty graph beside a full index is a lost graph file far more often than N stray vectors: never
        # "repaired" by deleting the index (the only copy of what the vectors know is then gone).
        checks.append(
            Check(
                "index consistency",
                "FAIL",
                f"the graph store holds no record but the vector index holds {len(report.orphans)} vectors",
                "the graph file (the source of truth) may be missing or replaced: restore it from a backup or "
                "an export (`hindsight import`); --repair does not delete the vectors of an empty graph (if "
                "the store really is empty, `hindsight reindex` rebuilds the index from it)",
            )
        )
        return
    fixed = 0
    if repair and (interrupted or report.wrong):
        try:
            await engine.writer.recover()
            await engine.writer.resync(report.wrong)
        except HindsightError as exc:
            checks.append(Check("index consistency", "FAIL", f"repair failed: {exc}", "fix the error, retry"))
            return
        before = len(report.wrong)
        report = await index_report(engine.graph, engine.vectors)
        interrupted = len(await asyncio.to_thread(engine.journal.dirty_ids))
        fixed = before - len(report.wrong)
    detail = f"{report.records} records, {report.vectors} vectors"
    if fixed:
        detail += f"; repaired {fixed} vectors"
    problems = report.describe()
    pending = set(await asyncio.to_thread(engine.journal.dirty_ids)) if interrupted else set()
    if interrupted and set(report.wrong) <= pending:
        # a crash between the stores' writes, and nothing else: announced in the outbox, which the next
        # open of hindsight (or --repair now) finishes; recall already checks statuses on the graph store
        checks.append(
            Check(
                "index consistency",
                "OK",
                f"{detail}; {interrupted} writes a crash interrupted are pending"
                + (f" ({problems})" if problems else "")
                + ": the next open finishes them (`hindsight doctor --repair` does it now)",
            )
        )
        return
    if interrupted:
        problems = "; ".join(filter(None, [f"{interrupted} writes were interrupted", problems]))
    if problems:
        checks.append(
            Check(
                "index consistency",
                "FAIL",
                f"{detail}; {problems}",
                "run `hindsight doctor --repair`: it rewrites every wrong vector from the graph store (the "
                "source of truth) and deletes vectors that have no record (if another app shares the "
                "collection, give each its own: HINDSIGHT_CHROMA_COLLECTION)",
            )
        )
    else:
        checks.append(Check("index consistency", "OK", f"{detail}; every vector matches its record"))


async def records_without_token_vectors(engine: AsyncHindsight) -> list[str]:
    """The records that have no token vectors though the embedder gives them for their text: written by a
    hindsight from before token vectors. Late interaction cannot judge them, so recall ranks them below
    newer memories that match the question less well ("My neighbour lives in Marseille" above "My sister
    Karen lives in Berlin" for "where does my sister live?")."""
    tokens = engine.writer.tokens
    if not tokens.enabled:
        return []
    ids = await engine.graph.all_record_ids()
    missing: list[str] = []
    for start in range(0, len(ids), _SCAN_BATCH):
        chunk = ids[start : start + _SCAN_BATCH]
        have = await engine.graph.get_token_vectors(chunk)
        lacking = [record_id for record_id in chunk if record_id not in have]
        if lacking:
            records = await engine.graph.get_records(lacking)
            missing.extend(r.id for r in records if embedder_covers(tokens.embedder, r.text))
    return missing


async def _check_token_vectors(engine: AsyncHindsight, checks: list[Check], *, repair: bool) -> None:
    if not engine.writer.tokens.enabled:
        return
    missing = await records_without_token_vectors(engine)
    if missing and repair:
        try:
            await engine.writer.resync(missing)  # vectors and, from the same pass, token vectors
        except HindsightError as exc:
            checks.append(Check("token vectors", "FAIL", f"repair failed: {exc}", "fix the error, retry"))
            return
        checks.append(Check("token vectors", "OK", f"wrote the token vectors of {len(missing)} records"))
    elif missing:
        checks.append(
            Check(
                "token vectors",
                "FAIL",
                f"{len(missing)} records have no token vectors (written by an earlier hindsight): recall ranks "
                "them below newer memories",
                "run `hindsight doctor --repair` (or `hindsight reindex`): it writes them from the graph store",
            )
        )
    else:
        checks.append(Check("token vectors", "OK", "every record the embedder covers has its token vectors"))


async def _check_slots(engine: AsyncHindsight, checks: list[Check], *, repair: bool) -> None:
    found = await missing_slots(engine.graph)
    if found and repair:
        try:
            filled, superseded = await fill_slots(engine.writer, engine.graph, found)
        except HindsightError as exc:
            checks.append(Check("record slots", "FAIL", f"repair failed: {exc}", "fix the error, retry"))
            return
        checks.append(
            Check(
                "record slots",
                "OK",
                f"read the slot of {filled} records from their own text; {superseded} older values superseded "
                "(kept as history)",
            )
        )
    elif found:
        checks.append(
            Check(
                "record slots",
                "FAIL",
                f"{len(found)} records have no slot though their text gives one (written by an earlier "
                "hindsight): a later value does not supersede them and a forget of the slot misses them",
                "run `hindsight doctor --repair`: it reads each one's slot from its own text and supersedes "
                "the older values (kept as history, nothing deleted)",
            )
        )
    else:
        checks.append(Check("record slots", "OK", "every record has the slot its text gives"))


async def _check_queue(engine: AsyncHindsight, checks: list[Check]) -> None:
    try:
        counts = await asyncio.to_thread(engine.journal.queue_counts)
        error = await asyncio.to_thread(engine.journal.last_failure)
    except StoreError as exc:
        checks.append(_failed("extraction queue", exc, engine.journal.fix_hint))
        return
    if counts.failed:
        checks.append(
            Check(
                "extraction queue",
                "FAIL",
                f"{counts.failed} extraction windows failed and wait for a retry"
                + (f" (last error: {error})" if error else "")
                + (f"; {counts.waiting} more not tried yet" if counts.waiting else ""),
                "check the extractor's LLM (base URL, key, model), then run `hindsight maintain --user-id "
                "<user>`: it retries every queued window; the traces are kept in the journal meanwhile",
            )
        )
    elif counts.waiting:
        checks.append(
            Check(
                "extraction queue",
                "OK",
                f"{counts.waiting} windows journaled, not reflected yet (a process stopped first): the next "
                "engine to open extracts them in the background (`hindsight maintain` does it now)",
            )
        )
    else:
        checks.append(Check("extraction queue", "OK", "no extraction window waiting"))


__all__ = ["Check", "CheckStatus", "IndexReport", "diagnose", "index_report", "reindex"]
