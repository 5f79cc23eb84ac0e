"""The Neo4j per-user write lock when a writer crashed: its restarted process replays its journal under the
users' lock (never racing a live writer for them), and takes over the lock its own crashed predecessor held
at once, where that process provably ended, instead of waiting out the lease (two minutes). A holder it cannot
prove ended (one still running, or of another data directory or host) is waited for as before.

On a real server (``eval "$(scripts/services start)"``); the crashed writer is a real process killed mid-write.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import StoreUnavailableError
from hindsight_core.models import ALL_STATUSES, RecordFilter
from hindsight_core.stores.factory import StoreConfig, build_graph_store
from hindsight_core.stores.neo4j import Neo4jGraphStore
from hindsight_core.stores.neo4j_locks import LockTimes
from tests.conftest import neo4j_env
from tests.core.test_neo4j_write_lock import run

pytestmark = pytest.mark.neo4j

#: What the crashed writer does: write a memory, and die between the graph write and the vector write
#: (holding the user's lock, the record's id in its journal's outbox). ``lease`` is its lock's lease.
_CRASHING_WRITER = textwrap.dedent(
    """
    import asyncio, os, sys
    from pathlib import Path
    from hindsight_core import AsyncHindsight
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.stores.factory import StoreConfig, build_graph_store
    from hindsight_core.stores.neo4j_locks import LockTimes

    data, user, text, lease = Path(sys.argv[1]), sys.argv[2], sys.argv[3], float(sys.argv[4])

    async def main():
        graph = build_graph_store(
            StoreConfig(
                data,
                neo4j_uri=os.environ["HINDSIGHT_NEO4J_URI"],
                neo4j_user=os.environ.get("HINDSIGHT_NEO4J_USER", "neo4j"),
                neo4j_password=os.environ.get("HINDSIGHT_NEO4J_PASSWORD", ""),
            )
        )
        graph._lock_times = LockTimes(lease_s=lease)
        engine = AsyncHindsight(data, embedder=HashEmbedder(64), graph_store=graph)
        await engine.setup()

        async def crash(items):
            os._exit(3)

        engine.vectors.upsert = crash
        await engine.remember(text, user_id=user)

    asyncio.run(main())
    """
)


def crash_while_writing(data: Path, user: str, text: str, *, lease_s: float = 120.0) -> None:
    out = subprocess.run(
        [sys.executable, "-c", _CRASHING_WRITER, str(data), user, text, str(lease_s)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode == 3, out.stdout + out.stderr


def store(data: Path | None, times: LockTimes | None = None) -> Neo4jGraphStore:
    """A store as the factory builds it for the data directory ``data`` (None: a store given no directory)."""
    uri, user, password = neo4j_env()
    if data is None:
        return Neo4jGraphStore(uri, user=user, password=password, lock_times=times)
    built = build_graph_store(StoreConfig(data, neo4j_uri=uri, neo4j_user=user, neo4j_password=password))
    assert isinstance(built, Neo4jGraphStore)
    if times is not None:
        built._lock_times = times
    return built


async def holder(user: str) -> str | None:
    (row,) = await run("MATCH (l:HindsightWriteLock {user_id: $u}) RETURN l.holder AS holder", u=user)
    return row["holder"]


@pytest.fixture
async def user() -> AsyncIterator[str]:
    neo4j_env()  # skips without the test server, before a crashing writer is started
    user_id = f"recovery-{uuid.uuid4().hex}"
    yield user_id
    await run("MATCH (l:HindsightWriteLock {user_id: $u}) DELETE l", u=user_id)
    async with store(None) as graph:  # the records the crashed writers wrote
        records = await graph.list_records(RecordFilter(user_id=user_id, statuses=ALL_STATUSES))
        await graph.delete_records([r.id for r in records])


async def test_the_restarted_writer_replays_its_journal_under_the_users_lock(
    tmp_path: Path, user: str
) -> None:
    """The journal replay on open ran without the users' lock, racing a live writer for the same user; it
    waits for that writer now. The lock the crashed writer left (lease: two minutes) is taken over at once
    by a store of the same data directory, which waited all of it before."""
    crash_while_writing(tmp_path, user, "Alice keeps bees on the roof")
    assert await holder(user) is not None, "the crashed writer's lock is left held"

    other = store(tmp_path)  # another live writer on this data directory
    await other.setup()
    engine = AsyncHindsight(tmp_path, embedder=HashEmbedder(64), graph_store=store(tmp_path))
    try:
        held = other.user_write_lock([user])
        await asyncio.wait_for(held.__aenter__(), 20)  # the crashed holder's lease is not waited out
        try:
            opening = asyncio.create_task(engine.setup())
            await asyncio.sleep(1.5)
            assert not opening.done(), "the journal replay went on while another writer held the user's lock"
        finally:
            await held.__aexit__(None, None, None)
        await asyncio.wait_for(opening, 30)
        hits = (await engine.recall("bees on the roof", user_id=user)).hits
        assert [h.record.text for h in hits] == ["Alice keeps bees on the roof"], (
            "the replay wrote its vector"
        )
    finally:
        await engine.aclose()
        await other.close()


async def test_the_restarted_writer_takes_over_its_crashed_predecessors_lock(
    tmp_path: Path, user: str
) -> None:
    crash_while_writing(tmp_path, user, "Alice keeps bees on the roof")
    engine = AsyncHindsight(tmp_path, embedder=HashEmbedder(64), graph_store=store(tmp_path))
    try:
        await asyncio.wait_for(engine.setup(), 20)  # not the two minutes of the crashed writer's lease
        assert (await engine.recall("bees on the roof", user_id=user)).hits
        assert await holder(user) is None, "the replay released the lock it took over"
        assert not list((tmp_path / "neo4j-writers").glob("*.lock"))[1:], "only the open store's file is left"
    finally:
        await engine.aclose()
    assert not list((tmp_path / "neo4j-writers").glob("*.lock")), "a closed store leaves no file"


async def test_a_live_holder_of_the_same_data_directory_is_not_taken_over(tmp_path: Path, user: str) -> None:
    times = LockTimes(lease_s=30.0, wait_s=2.0)
    first, second = store(tmp_path, times), store(tmp_path, times)
    await first.setup()
    await second.setup()
    try:
        async with first.user_write_lock([user]):
            with pytest.raises(StoreUnavailableError, match="did not release it"):
                async with second.user_write_lock([user]):
                    pytest.fail("took over the lock of a store that is still open")
    finally:
        await first.close()
        await second.close()


@pytest.mark.parametrize("waiter_dir", ["another", None], ids=["another-data-dir", "no-data-dir"])
async def test_a_crashed_holder_it_cannot_prove_ended_is_waited_for(
    tmp_path: Path, user: str, waiter_dir: str | None
) -> None:
    """A crashed writer of another data directory (another host), or a waiter given no data directory: the
    lease is waited out, as before."""
    crash_while_writing(tmp_path / "crashed", user, "Alice keeps bees on the roof", lease_s=30.0)
    waiter = store(tmp_path / waiter_dir if waiter_dir else None, LockTimes(lease_s=30.0, wait_s=2.0))
    await waiter.setup()
    try:
        with pytest.raises(StoreUnavailableError, match="did not release it"):
            async with waiter.user_write_lock([user]):
                pytest.fail("took over the lock of a holder it cannot prove ended")
    finally:
        await waiter.close()


async def test_a_token_file_outside_the_folder_is_never_judged(tmp_path: Path, user: str) -> None:
    """A holder name is read from the server: one that is not a token names no file (no path is built from
    it)."""
    outside = tmp_path / "victim.lock"
    outside.write_text("")
    name = "../victim"
    await run(
        "MERGE (l:HindsightWriteLock {user_id: $u}) SET l.holder = $h, l.until = timestamp() + 30000",
        u=user,
        h=name,
    )
    waiter = store(tmp_path / "data", LockTimes(lease_s=30.0, wait_s=1.0))
    await waiter.setup()
    try:
        with pytest.raises(StoreUnavailableError):
            async with waiter.user_write_lock([user]):
                pytest.fail("took over a holder named by a path")
    finally:
        await waiter.close()
    assert outside.exists() and os.listdir(tmp_path / "data" / "neo4j-writers") == []
