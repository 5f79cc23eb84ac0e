"""``hindsight doctor`` and ``hindsight reindex`` (``hindsight_core.maintenance``), embedded and in server mode."""

from __future__ import annotations

import asyncio
import os
import sqlite3
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import EmbeddingMismatchError
from hindsight_core.maintenance import Check, diagnose, reindex
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.neo4j import Neo4jGraphStore
from hindsight_core.stores.sqlite import SqliteGraphStore
from hindsight_core.testing.extractors import ScriptedExtractor
from tests.server.conftest import Backend, neo4j_env

FACTS = [
    "Alice prefers PostgreSQL for analytics",
    "Alice visited Kyoto in April",
    "Bob is learning the cello",
    "Alice fixed a bug in the billing job",
]


def by_name(checks: list[Check]) -> dict[str, Check]:
    return {check.name: check for check in checks}


async def fill(engine: AsyncHindsight, user_id: str) -> list[str]:
    async with engine:
        return [(await engine.remember(text, user_id=user_id)).id for text in FACTS]


async def test_reindex_moves_the_index_to_a_new_model(backend: Backend, user_id: str) -> None:
    ids = await fill(backend.engine(HashEmbedder(64)), user_id)

    with pytest.raises(EmbeddingMismatchError, match="hindsight reindex"):
        async with backend.engine(HashEmbedder(32)):
            pass

    engine = backend.engine(HashEmbedder(32))
    seen: list[tuple[int, int]] = []
    try:
        count = await reindex(engine, progress=lambda done, total: seen.append((done, total)))
        assert count >= len(FACTS)  # a shared Neo4j may hold other tests' records too
        assert seen[-1] == (count, count)
        assert await engine.vectors.existing_ids(ids) == set(ids)
        assert (await engine.vectors.describe()).embedding == ("hash-32", 32)
        hits = (await engine.recall("Which database does Alice prefer?", user_id=user_id)).hits
        assert hits and hits[0].record.text == FACTS[0]
    finally:
        await engine.aclose()

    checks = by_name(await diagnose(backend.engine(HashEmbedder(32))))
    assert checks["embedding model"].status == "OK"
    assert checks["embedding model"].detail.startswith("hash-32 (32 dimensions)")


async def test_doctor_reports_a_model_mismatch_with_the_fix(backend: Backend, user_id: str) -> None:
    await fill(backend.engine(HashEmbedder(64)), user_id)

    checks = by_name(await diagnose(backend.engine(HashEmbedder(32))))

    assert checks["graph store"].status == "OK"
    assert checks["vector store"].status == "OK"
    mismatch = checks["embedding model"]
    assert mismatch.status == "FAIL"
    assert "hash-64 (64 dimensions)" in mismatch.detail and "hash-32 (32 dimensions)" in mismatch.detail
    assert mismatch.fix is not None and "hindsight reindex" in mismatch.fix
    assert checks["index consistency"].status == "SKIP"


async def test_doctor_describes_each_store(backend: Backend, user_id: str) -> None:
    await fill(backend.engine(HashEmbedder(64)), user_id)

    checks = by_name(await diagnose(backend.engine(HashEmbedder(64))))

    for name in ("graph store", "graph schema", "vector store", "embedding model", "embedder"):
        assert checks[name].status == "OK", checks[name]
    if backend.mode == "server":
        assert checks["graph store"].detail.startswith("Neo4j ")
        assert checks["graph schema"].detail.endswith("constraints and indexes online")
        assert (
            checks["vector store"].detail.startswith("Chroma ")
            and "(server)" in checks["vector store"].detail
        )
        assert backend.collection in checks["vector store"].detail
    else:
        assert checks["graph store"].detail.startswith("SQLite ")
        assert "(embedded)" in checks["vector store"].detail
        assert checks["index consistency"].status == "OK"
        assert checks["index consistency"].detail.startswith(f"{len(FACTS)} records, {len(FACTS)} vectors")


def test_neo4j_schema_check_reads_every_statement_name() -> None:
    """A schema statement whose name the check cannot read would go unchecked."""
    from hindsight_core.stores import cypher
    from hindsight_core.stores.neo4j import _schema_names

    assert len(_schema_names()) == len(cypher.schema_statements())


async def test_repair_re_embeds_records_missing_a_vector(tmp_path: Path) -> None:
    engine = AsyncHindsight(tmp_path, embedder=HashEmbedder(64))
    async with engine:
        ids = [(await engine.remember(text, user_id="u1")).id for text in FACTS]
        await engine.vectors.delete(ids[:3])  # as if the process died between the two writes

    checks = by_name(await diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))
    broken = checks["index consistency"]
    assert broken.status == "FAIL"
    assert "4 records, 1 vectors; 3 records have no vector" in broken.detail
    assert broken.fix is not None and "hindsight doctor --repair" in broken.fix

    repaired = by_name(await diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64)), repair=True))
    assert repaired["index consistency"].status == "OK"
    assert "repaired 3 vectors" in repaired["index consistency"].detail

    again = await diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64)))
    assert all(check.status == "OK" for check in again), again


@pytest.mark.parametrize("doctor", [False, True], ids=["repair", "doctor-repair"])
async def test_a_repair_waits_for_another_process_writing_for_the_records_user(
    backend: Backend, user_id: str, doctor: bool
) -> None:
    """A repair rewrites vectors from the records it reads: it takes its turn on the write lock of their users,
    so it never writes back the vector of a record another process forgets or deletes meanwhile."""
    if backend.mode == "embedded":
        pytest.skip("one process per embedded store: the process's own lock is enough")
    async with backend.engine(HashEmbedder(64)) as engine:
        ids = [(await engine.remember(text, user_id=user_id)).id for text in FACTS[:2]]
        await engine.vectors.delete(ids[:1])  # as if the process died between the two writes
    engine = backend.engine(HashEmbedder(64))
    uri, user, password = neo4j_env()
    try:
        async with Neo4jGraphStore(uri, user=user, password=password) as other:
            async with other.user_write_lock([user_id]):  # another process writes for the user
                repairing = asyncio.create_task(diagnose(engine, repair=True) if doctor else engine.repair())
                await asyncio.sleep(1.0)
                assert not repairing.done(), "the repair went on while another process held the user's lock"
            await asyncio.wait_for(repairing, 60)
        async with backend.engine(HashEmbedder(64)) as again:
            assert await again.vectors.existing_ids(ids) == set(ids)
    finally:
        await engine.aclose()


async def test_doctor_flags_vectors_without_a_record_and_reindex_clears_them(tmp_path: Path) -> None:
    async with AsyncHindsight(tmp_path, embedder=HashEmbedder(64)) as engine:
        ids = [(await engine.remember(text, user_id="u1")).id for text in FACTS]
        await engine.graph.delete_records(ids[:1])  # a hard delete interrupted before the vector went

    orphans = by_name(await diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))[
        "index consistency"
    ]
    assert orphans.status == "FAIL" and "1 vectors have no record" in orphans.detail
    assert orphans.fix is not None and "hindsight doctor --repair" in orphans.fix

    engine = AsyncHindsight(tmp_path, embedder=HashEmbedder(64))
    try:
        assert await reindex(engine) == 3
        assert await engine.vectors.count() == 3
    finally:
        await engine.aclose()


async def test_doctor_reports_queued_extraction_windows(tmp_path: Path) -> None:
    async with AsyncHindsight(
        tmp_path, embedder=HashEmbedder(64), extractor=ScriptedExtractor(fail_times=1)
    ) as engine:
        result = await engine.retain([{"role": "user", "content": "I prefer PostgreSQL"}], user_id="u1")
        assert result.queued_windows == 1

    queue = by_name(await diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64))))["extraction queue"]
    assert queue.status == "FAIL"
    assert queue.detail.startswith("1 extraction windows failed") and "scripted outage" in queue.detail
    assert queue.fix is not None and "hindsight maintain" in queue.fix


async def test_doctor_names_an_unreachable_server_and_how_to_start_it(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    engine = AsyncHindsight(
        tmp_path,
        embedder=embedder,
        graph_store=Neo4jGraphStore("bolt://127.0.0.1:1", password="x"),
        vector_store=ChromaVectorStore.server("http://127.0.0.1:1", embedder=embedder),
    )
    checks = by_name(await diagnose(engine))

    for store, variable in (("graph store", "HINDSIGHT_NEO4J_URI"), ("vector store", "HINDSIGHT_CHROMA_URL")):
        assert checks[store].status == "FAIL"
        assert "127.0.0.1:1" in checks[store].detail
        assert checks[store].fix is not None and variable in checks[store].fix
        assert "scripts/services start" in checks[store].fix
    assert checks["graph schema"].status == checks["index consistency"].status == "SKIP"
    assert checks["embedder"].status == "OK"


async def test_sqlite_describe_reports_a_missing_index(tmp_path: Path) -> None:
    async with SqliteGraphStore(tmp_path / "graph.db") as store:
        assert (await store.describe()).schema_ok
        with sqlite3.connect(tmp_path / "graph.db") as conn:
            conn.execute("DROP INDEX records_task")
        info = await store.describe()
    assert not info.schema_ok and info.schema == "missing records_task"
    async with SqliteGraphStore(tmp_path / "graph.db") as store:  # setup() creates it again
        assert (await store.describe()).schema_ok


# ------------------------------------------------------------------------------------------------ CLI


@pytest.fixture
def embedded_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI reads HINDSIGHT_*: leave out server addresses exported by `scripts/services start`."""
    for name in list(os.environ):
        if name.startswith("HINDSIGHT_"):
            monkeypatch.delenv(name)


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


@pytest.mark.usefixtures("embedded_env")
def test_cli_doctor_exit_codes_and_reindex(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    asyncio.run(fill(AsyncHindsight(tmp_path, embedder=HashEmbedder(64)), "u1"))
    base = ["--data-dir", str(tmp_path), "--embedder", "hash"]  # HashEmbedder(): 256 dimensions

    code, out = run_cli(capsys, *base, "doctor")
    assert code == 1
    assert "embedding model" in out and "FAIL" in out
    assert "fix: run `hindsight reindex`" in out
    assert "1 failed: embedding model" in out

    code, out = run_cli(capsys, *base, "reindex")
    assert code == 0
    assert f"{len(FACTS)} records re-embedded with hash-256 (256 dimensions)" in out

    code, out = run_cli(capsys, *base, "doctor")
    assert code == 0, out
    assert "all checks passed" in out and "FAIL" not in out


@pytest.mark.usefixtures("embedded_env")
def test_cli_doctor_reports_bad_configuration(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "sentence-transformers")
    monkeypatch.delenv("HINDSIGHT_EMBEDDING_MODEL", raising=False)

    code, out = run_cli(capsys, "--data-dir", str(tmp_path), "doctor")

    assert code == 1
    assert "configuration" in out and "HINDSIGHT_EMBEDDING_MODEL" in out


def test_module_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import doctest
    import tempfile

    import hindsight_core.maintenance

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # the example's mkdtemp() store lands here
    result = doctest.testmod(hindsight_core.maintenance)
    assert result.attempted and not result.failed
