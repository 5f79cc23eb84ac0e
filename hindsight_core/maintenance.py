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
    ['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'OK']
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from hindsight_core.engine import AsyncHindsight
from hindsight_core.errors import EmbeddingMismatchError, HindsightError, StoreError, StoreLockedError
from hindsight_core.stores.protocols import GraphStore, VectorItem, VectorStore, vector_metadata

CheckStatus = Literal["OK", "FAIL", "SKIP"]

_REINDEX_BATCH = 256

_STORE_FIXES: dict[str, str] = {
    "neo4j": 'start Neo4j (a local one: `eval "$(scripts/services start)"`) and check HINDSIGHT_NEO4J_URI, '
    "HINDSIGHT_NEO4J_USER and HINDSIGHT_NEO4J_PASSWORD",
    "chroma": "start the Chroma server (`chroma run --path <dir> --port 8000`, or `scripts/services start`) "
    "and check HINDSIGHT_CHROMA_URL",
    "sqlite": "check that the data directory (HINDSIGHT_DATA_DIR or --data-dir) exists and is writable",
}
_LOCKED_FIX = (
    "close the other process using this data directory, or share the data through a Chroma server "
    "(set HINDSIGHT_CHROMA_URL; see `scripts/services start`)"
)


@dataclass(frozen=True, slots=True)
class Check:
    """One line of ``hindsight doctor``: what was checked, the outcome, and how to fix a failure."""

    name: str
    status: CheckStatus
    detail: str
    fix: str | None = None

    @property
    def ok(self) -> bool:
        """False only for a failure (a skipped check follows a failure reported elsewhere)."""
        return self.status != "FAIL"


async def diagnose(engine: AsyncHindsight, *, repair: bool = False) -> list[Check]:
    """Check the engine's stores, embedder and extraction queue; with ``repair`` re-embed missing vectors.

    The stores are opened one by one (not through ``engine.setup()``, which repairs on its own), so one
    store being down or an embedding-model mismatch is reported rather than raised. The engine is closed
    when this returns.
    """
    checks: list[Check] = []
    try:
        graph_ok = await _check_graph(engine.graph, checks)
        vectors_ok = await _check_vectors(engine, checks)
        embedder_ok = await _check_embedder(engine, checks)
        if graph_ok and vectors_ok:
            await _check_index(engine, checks, repair=repair and embedder_ok)
        else:
            checks.append(Check("index consistency", "SKIP", "needs both stores open, with the same model"))
        await _check_queue(engine, checks)
    finally:
        await engine.vectors.close()
        await engine.graph.close()
        await engine.aclose()
    return checks


async def reindex(engine: AsyncHindsight, *, progress: Callable[[int, int], None] | None = None) -> int:
    """Rebuild the vector index with the engine's embedder from the graph store; returns how many records.

    Drops and recreates the collection (also one built with another model, which ``setup()`` refuses), then
    re-embeds every record. ``progress(done, total)`` is called after each batch. Stop other processes
    writing to the same stores first. The engine is open (set up) when this returns.
    """
    await engine.graph.setup()
    await engine.vectors.reset()
    ids = await engine.graph.all_record_ids()
    done = 0
    if progress is not None:
        progress(0, len(ids))
    for start in range(0, len(ids), _REINDEX_BATCH):
        records = await engine.graph.get_records(ids[start : start + _REINDEX_BATCH])
        # the same forward pass gives recall's late-interaction token vectors (rewritten for the new model)
        tokens = engine._writer.tokens
        vectors, blobs = await asyncio.to_thread(tokens.encode, [r.text for r in records])
        await engine.vectors.upsert(
            [
                VectorItem(r.id, v.tolist(), r.text, vector_metadata(r))
                for r, v in zip(records, vectors, strict=True)
            ]
        )
        await tokens.store(records, blobs)
        done += len(records)
        if progress is not None:
            progress(done, len(ids))
    # Opens the engine; its repair() also embeds records written by others while this ran.
    await engine.setup()
    return done


# ------------------------------------------------------------------------------------------------ checks


async def _check_graph(graph: GraphStore, checks: list[Check]) -> bool:
    try:
        await graph.setup()
        info = await graph.describe()
    except HindsightError as exc:
        checks.append(Check("graph store", "FAIL", str(exc), _store_fix(exc, graph.name)))
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
            else "setup creates missing tables and indexes on start: drop the failed ones (Neo4j: "
            "`DROP INDEX <name>`), check the user may manage indexes, and run `hindsight doctor` again",
        )
    )
    return info.schema_ok


async def _check_vectors(engine: AsyncHindsight, checks: list[Check]) -> bool:
    configured = f"{engine.embedder.model_id} ({engine.embedder.dimension} dimensions)"
    try:
        await engine.vectors.setup()
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
        checks.append(Check("vector store", "FAIL", str(exc), _store_fix(exc, engine.vectors.name)))
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


async def _check_index(engine: AsyncHindsight, checks: list[Check], *, repair: bool) -> None:
    records = await engine.graph.count_records(None)
    vectors = await engine.vectors.count()
    missing = await _missing_ids(engine.graph, engine.vectors)
    repaired = 0
    if missing and repair:
        try:
            await engine.setup()  # setup() runs engine.repair(): every record missing a vector is re-embedded
        except HindsightError as exc:
            checks.append(Check("index consistency", "FAIL", f"repair failed: {exc}", "fix the error, retry"))
            return
        records, vectors = await engine.graph.count_records(None), await engine.vectors.count()
        still = await _missing_ids(engine.graph, engine.vectors)
        repaired, missing = len(missing) - len(still), still
    orphans = vectors - (records - len(missing))
    detail = f"{records} records, {vectors} vectors"
    if repaired:
        detail += f"; re-embedded {repaired} records that had no vector"
    if missing:
        checks.append(
            Check(
                "index consistency",
                "FAIL",
                f"{detail}; {len(missing)} records have no vector (a write interrupted between the stores)",
                "run `hindsight doctor --repair` to re-embed them (opening the engine also does)",
            )
        )
    elif orphans > 0:
        checks.append(
            Check(
                "index consistency",
                "FAIL",
                f"{detail}; {orphans} vectors have no record (an interrupted hard delete, or another app "
                "sharing the collection)",
                "run `hindsight reindex` to rebuild the index from the graph store, or give each app its "
                "own collection (HINDSIGHT_CHROMA_COLLECTION)",
            )
        )
    else:
        checks.append(Check("index consistency", "OK", f"{detail}; every record has a vector"))


async def _check_queue(engine: AsyncHindsight, checks: list[Check]) -> None:
    try:
        await asyncio.to_thread(engine.journal.open)
        queued = await asyncio.to_thread(engine.journal.count_queued)
        first = await asyncio.to_thread(engine.journal.queued, 1)
    except StoreError as exc:
        checks.append(Check("extraction queue", "FAIL", str(exc), _STORE_FIXES["sqlite"]))
        return
    if not queued:
        checks.append(Check("extraction queue", "OK", "no extraction window waiting for a retry"))
        return
    error = first[0].last_error if first else None
    checks.append(
        Check(
            "extraction queue",
            "FAIL",
            f"{queued} extraction windows queued after failing"
            + (f" (last error: {error})" if error else ""),
            "run `hindsight maintain --user-id <user>`: it retries every queued window (the LLM must be "
            "reachable); the traces are kept in the journal meanwhile",
        )
    )


async def _missing_ids(graph: GraphStore, vectors: VectorStore) -> list[str]:
    ids = await graph.all_record_ids()
    missing: list[str] = []
    for start in range(0, len(ids), 1000):
        chunk: Sequence[str] = ids[start : start + 1000]
        have = await vectors.existing_ids(chunk)
        missing.extend(i for i in chunk if i not in have)
    return missing


def _store_fix(exc: HindsightError, backend: str) -> str:
    if isinstance(exc, StoreLockedError):
        return _LOCKED_FIX
    name = exc.backend if isinstance(exc, StoreError) and exc.backend else backend
    return _STORE_FIXES.get(name, "see the error message")


__all__ = ["Check", "CheckStatus", "diagnose", "reindex"]
