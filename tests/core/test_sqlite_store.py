"""SQLite-specific behaviour of SqliteGraphStore: files, WAL, crash safety, errors, FTS escaping, processes.

The backend-agnostic behaviour is covered by tests/contracts/test_graph_store.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import subprocess
import sys
import textwrap
import threading
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from hindsight_core.errors import StoreError, StoreUnavailableError, UserError
from hindsight_core.lifecycle.conversations import SOURCE_CONVERSATIONS
from hindsight_core.models import MemoryRecord, RecordFilter, Relation, Scope
from hindsight_core.stores.protocols import TokenVectorsItem
from hindsight_core.stores.sqlite import SqliteGraphStore
from hindsight_core.stores.sqlite_query import (
    KEYWORD_TEXT_VERSION,
    filter_clause,
    fts_match_expression,
    fts_quote,
    index_text,
)
from hindsight_core.stores.sqlite_schema import SCHEMA_VERSION
from tests.conftest import REPO_ROOT
from tests.core.journal_helpers import files_holding

T0 = datetime(2026, 3, 1, tzinfo=UTC)
ALICE = RecordFilter(user_id="alice")


def make(text: str, user: str = "alice", **fields: Any) -> MemoryRecord:
    fields.setdefault("occurred_at", T0)
    return MemoryRecord(text=text, scope=Scope(user_id=user), **fields)


def ids(hits: list[tuple[str, float]]) -> list[str]:
    return [record_id for record_id, _ in hits]


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteGraphStore]:
    async with SqliteGraphStore(tmp_path / "graph.db") as opened:
        yield opened


# -- files and lifecycle ---------------------------------------------------------------------------------


async def test_hard_delete_leaves_no_token_count_naming_what_was_forgotten(tmp_path: Path) -> None:
    path = tmp_path / "graph.db"
    keep, gone = make("keep"), make("gone")
    async with SqliteGraphStore(path) as store:
        await store.upsert_records([keep, gone])
        await store.put_token_vectors(
            [
                TokenVectorsItem(keep.id, "alice", [11, 12], b"k"),
                TokenVectorsItem(gone.id, "alice", [12, 4242], b"g"),
            ]
        )
        await store.delete_records([gone.id])

    def counts() -> dict[int, int]:
        with sqlite3.connect(path) as conn:
            return dict(conn.execute("SELECT token, df FROM token_df WHERE user_id = 'alice'").fetchall())

    assert counts() == {11: 1, 12: 1, -1: 1}  # 4242 only the forgotten record held
    async with SqliteGraphStore(path) as store:
        await store.delete_records([keep.id])
    assert counts() == {}


async def test_zero_token_counts_of_earlier_versions_are_deleted_on_open(tmp_path: Path) -> None:
    path = tmp_path / "graph.db"
    async with SqliteGraphStore(path) as store:
        await store.upsert_records([make("x")])
    with sqlite3.connect(path) as conn:  # what an earlier version left: counts at zero, no pruning done yet
        conn.execute("DELETE FROM meta WHERE key = 'token_counts_pruned'")
        conn.execute("INSERT INTO token_df (user_id, token, df) VALUES ('alice', 4242, 0), ('alice', 7, 2)")
    async with SqliteGraphStore(path) as store:
        assert await store.token_document_frequencies("alice", [7, 4242]) == ({7: 2}, 0)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT token FROM token_df").fetchall() == [(7,)]


async def test_a_keyword_index_of_an_earlier_version_is_rebuilt_on_open(tmp_path: Path) -> None:
    path = tmp_path / "graph.db"
    tea = make("王伟喜欢喝乌龙茶")
    async with SqliteGraphStore(path) as store:
        await store.upsert_records([tea, make("周末一起去看电影吧")])
    with sqlite3.connect(path) as conn:  # what version 1 indexed: bigrams only, no version mark
        conn.execute("DELETE FROM meta WHERE key = 'keyword_text_version'")
        conn.execute(
            "UPDATE records_fts SET body = '王伟 伟喜 喜欢 欢喝 喝乌 乌龙 龙茶' WHERE body LIKE '王伟%'"
        )
    async with SqliteGraphStore(path) as store:
        assert ids(await store.keyword_search("他喝什么茶", ALICE, 10))[:1] == [tea.id]
        assert await store.get_records([tea.id]) == [tea]
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'keyword_text_version'").fetchone() == (
            KEYWORD_TEXT_VERSION,
        )


async def test_constructor_does_no_io_and_setup_creates_folders(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "graph.db"
    store = SqliteGraphStore(str(path))
    assert not path.parent.exists()

    await store.setup()
    try:
        assert path.is_file()
        assert store.path == path
        assert await store.get_meta("schema_version") == str(SCHEMA_VERSION)
    finally:
        await store.close()
        await store.close()


async def test_uses_write_ahead_logging(store: SqliteGraphStore) -> None:
    with sqlite3.connect(store.path) as other:
        assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert Path(f"{store.path}-wal").exists()


async def test_calls_before_setup_or_after_close_say_what_to_do(tmp_path: Path) -> None:
    store = SqliteGraphStore(tmp_path / "graph.db")
    with pytest.raises(StoreUnavailableError, match=r"setup\(\)"):
        await store.count_records()
    await store.setup()
    await store.close()
    with pytest.raises(StoreUnavailableError, match=r"setup\(\)"):
        await store.get_meta("x")


async def test_a_second_store_object_on_the_same_path_sees_the_data(tmp_path: Path) -> None:
    path = tmp_path / "graph.db"
    record = make("Shared between two store objects", entities=["sharing"])
    async with SqliteGraphStore(path) as first, SqliteGraphStore(path) as second:
        await first.upsert_records([record])
        assert await second.get_records([record.id]) == [record]
        assert ids(await second.keyword_search("shared objects", ALICE, 5)) == [record.id]
        await second.delete_records([record.id])
        assert await first.count_records() == 0
    async with SqliteGraphStore(path) as reopened:
        assert await reopened.get_meta("schema_version") == str(SCHEMA_VERSION)


async def test_close_then_setup_reopens(tmp_path: Path) -> None:
    store = SqliteGraphStore(tmp_path / "graph.db")
    record = make("Kept across close and setup")
    await store.setup()
    await store.upsert_records([record])
    await store.close()
    await store.setup()
    try:
        assert await store.get_records([record.id]) == [record]
    finally:
        await store.close()


# -- errors ----------------------------------------------------------------------------------------------


async def test_a_file_that_is_not_sqlite_gives_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "graph.db"
    path.write_bytes(b"this is a text file, not a database\n" * 200)

    with pytest.raises(StoreUnavailableError, match="not a valid SQLite database") as info:
        await SqliteGraphStore(path).setup()
    assert str(path) in str(info.value)
    assert info.value.backend == "sqlite"


async def test_a_folder_that_cannot_be_created_gives_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")

    with pytest.raises(StoreUnavailableError, match="cannot create the folder"):
        await SqliteGraphStore(blocker / "graph.db").setup()


async def test_a_path_that_is_a_folder_gives_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StoreUnavailableError, match="writable"):
        await SqliteGraphStore(tmp_path).setup()


async def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "graph.db"
    async with SqliteGraphStore(path) as store:
        await store.set_meta("schema_version", str(SCHEMA_VERSION + 1))

    with pytest.raises(StoreUnavailableError, match="Upgrade hindsight-memory"):
        await SqliteGraphStore(path).setup()


async def test_hops_out_of_range_is_a_user_error(store: SqliteGraphStore) -> None:
    with pytest.raises(UserError, match="hops"):
        await store.entity_search(["x"], ALICE, hops=-1)
    assert await store.entity_search(["x"], ALICE, k=0) == []
    assert await store.keyword_search("x", ALICE, 0) == []


# -- crash safety ----------------------------------------------------------------------------------------


async def _assert_only(store: SqliteGraphStore, old: MemoryRecord, *absent: MemoryRecord) -> None:
    assert await store.count_records() == 1
    assert await store.get_records([old.id, *(record.id for record in absent)]) == [old]
    assert ids(await store.keyword_search("original", ALICE, 5)) == [old.id]
    assert ids(await store.entity_search(["origin"], ALICE)) == [old.id]


async def test_a_record_that_fails_serialisation_rolls_back_the_batch(store: SqliteGraphStore) -> None:
    old = make("The original record", entities=["origin"])
    await store.upsert_records([old])
    replacement = old.model_copy(update={"text": "A replacement"})
    fresh = make("A fresh record")
    broken = make("Cannot be serialised", metadata={"handle": object()})

    with pytest.raises(UserError, match="not JSON-serialisable"):
        await store.upsert_records([replacement, fresh, broken])

    await _assert_only(store, old, fresh, broken)


async def test_a_relation_to_an_unknown_record_rolls_back_the_batch(store: SqliteGraphStore) -> None:
    old = make("The original record", entities=["origin"])
    await store.upsert_records([old])
    fresh = make("A fresh record", entities=["fresh"])

    with pytest.raises(UserError, match="neither in this batch nor stored"):
        await store.upsert_records([fresh], [Relation(source="a", target="b", record_id="ghost")])

    await _assert_only(store, old, fresh)


async def test_a_database_error_mid_write_rolls_back_and_is_mapped(store: SqliteGraphStore) -> None:
    old = make("The original record", entities=["origin"])
    await store.upsert_records([old])
    with sqlite3.connect(store.path) as raw:  # fault injection: fail on the second record's mention
        raw.execute(
            "CREATE TRIGGER fail_on_boom BEFORE INSERT ON mentions WHEN NEW.entity = 'boom' "
            "BEGIN SELECT RAISE(ABORT, 'injected failure'); END"
        )
    first = make("Written before the failure", entities=["fine"])
    second = make("Fails on its mention", entities=["boom"])

    with pytest.raises(StoreError, match="injected failure") as info:
        await store.upsert_records([first, second])

    assert info.value.__cause__ is not None and isinstance(info.value.__cause__, sqlite3.Error)
    await _assert_only(store, old, first, second)
    await store.upsert_records([first])  # the store is still usable
    assert await store.count_records() == 2


# -- keyword index ---------------------------------------------------------------------------------------


async def test_fts_syntax_in_queries_is_always_escaped(store: SqliteGraphStore) -> None:
    record = make('Deploy "blue" NEAR-term (phase two): title* AND owner^2 {cfg} col:value -x +y')
    await store.upsert_records([record])
    queries = [
        '"',
        '""',
        'blue"',
        "(phase",
        "two)",
        "title*",
        "*",
        "NEAR",
        "NEAR(blue term, 2)",
        "AND",
        "OR blue",
        "NOT blue",
        "col:value",
        "body:deploy",
        "^deploy",
        "owner^2",
        "{cfg}",
        "-x +y",
        "blue' OR '1'='1",
        "'); DROP TABLE records; --",
        "\x00blue",
    ]
    for query in queries:
        hits = await store.keyword_search(query, ALICE, 10)
        assert ids(hits) in ([], [record.id]), query
    found = [
        "NEAR",
        "(phase",
        "title*",
        "col:value",
        "NEAR(blue term, 2)",
        "{cfg}",
        "deploy'); DROP TABLE x; --",
    ]
    for query in found:
        assert ids(await store.keyword_search(query, ALICE, 10)) == [record.id], query
    assert await store.count_records() == 1


def test_match_expressions_quote_every_term() -> None:
    assert fts_quote('say "hi"') == '"say ""hi"""'
    assert fts_match_expression('NEAR(ab cd) OR "ef*"') == '"near" OR "ab" OR "cd" OR "ef"'
    assert fts_match_expression("what is my preference") == '"preference"'
    # Chinese content characters too: a one-character word shares no bigram with the same word elsewhere
    assert fts_match_expression("你习惯") == '"你习" OR "习惯" OR "习" OR "惯"'
    assert fts_match_expression("the a of") is None


def test_index_text_splits_cjk_and_keeps_entities_and_dates() -> None:
    record = make("用户用 PostgreSQL", entities=["数据库", "Ops Team"])
    # the date it happened, as words, so "in March 2026" matches
    assert index_text(record) == "用户 户用 postgresql 数据 据库 数 据 库 ops team 1 march 2026"
    mentions = record.model_copy(
        update={"attributes": {"mentioned_dates": "2026-02-27,2026-01-01/2026-01-31"}}
    )
    assert index_text(mentions).endswith("1 march 2026 27 february 2026 january 2026")


async def test_japanese_and_korean_keyword_search(store: SqliteGraphStore) -> None:
    japanese = make("ユーザーは東京でラーメンを食べるのが好きです")
    korean = make("사용자는 커피보다 녹차를 좋아한다")
    await store.upsert_records([japanese, korean])

    assert ids(await store.keyword_search("東京のラーメン", ALICE, 5)) == [japanese.id]
    assert ids(await store.keyword_search("녹차 좋아해요", ALICE, 5)) == [korean.id]


async def test_entity_names_are_keyword_searchable(store: SqliteGraphStore) -> None:
    record = make("The user picked it for the new service", entities=["CockroachDB"])
    await store.upsert_records([record])
    assert ids(await store.keyword_search("cockroachdb", ALICE, 5)) == [record.id]


# -- entity graph --------------------------------------------------------------------------------


async def test_co_mentions_link_without_explicit_relations(store: SqliteGraphStore) -> None:
    a = make("Ada works on the Rust port", entities=["Ada", "Rust port"])
    b = make("The Rust port targets WASM", entities=["Rust port", "WASM"])
    await store.upsert_records([a, b])

    hits = await store.entity_search(["wasm"], ALICE, hops=1)

    assert hits == [(b.id, 1.0), (a.id, 0.5)]


# -- concurrency -----------------------------------------------------------------------------------------


async def test_threads_share_one_store(store: SqliteGraphStore) -> None:
    errors: list[BaseException] = []

    def worker(n: int) -> None:
        async def write() -> None:
            for i in range(20):
                record = make(f"thread {n} record {i}")
                await store.upsert_records([record])
                assert await store.get_records([record.id]) == [record]

        try:
            asyncio.run(write())
        except BaseException as exc:  # collected and re-raised in the test thread
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert errors == []
    assert await store.count_records() == 80


_WRITER = textwrap.dedent(
    """
    import asyncio, sys
    from datetime import UTC, datetime
    from hindsight_core.models import MemoryRecord, Scope
    from hindsight_core.stores.sqlite import SqliteGraphStore

    async def main(path: str, count: int) -> None:
        async with SqliteGraphStore(path) as store:
            for i in range(count):
                record = MemoryRecord(text=f"child process record {i}", entities=["child", f"c{i}"],
                                      scope=Scope(user_id="child"), occurred_at=datetime(2026, 1, 1, tzinfo=UTC))
                await store.upsert_records([record])

    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
    """
)


async def test_a_second_process_can_write_at_the_same_time(store: SqliteGraphStore) -> None:
    count = 300
    child = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(store.path), str(count)],
        cwd=REPO_ROOT,
        stderr=subprocess.PIPE,
        text=True,
    )
    written = 0
    while child.poll() is None or written < 20:
        await store.upsert_records(
            [
                make(
                    f"parent record {written}",
                    entities=["parent", "child"],
                    occurred_at=T0 + timedelta(seconds=written),
                )
            ]
        )
        written += 1
    _, stderr = child.communicate(timeout=60)

    assert child.returncode == 0, stderr
    assert await store.count_records(RecordFilter(user_id="child")) == count
    assert await store.count_records(ALICE) == written
    assert len(ids(await store.keyword_search("child process", RecordFilter(user_id="child"), 500))) == count
    with sqlite3.connect(store.path) as raw:  # the writes really interleaved
        first, last = raw.execute("SELECT MIN(seq), MAX(seq) FROM records WHERE user_id = 'child'").fetchone()
        between = raw.execute(
            "SELECT COUNT(*) FROM records WHERE user_id = 'alice' AND seq BETWEEN ? AND ?", (first, last)
        ).fetchone()[0]
    assert between > 0


# -- performance design (numbers: docs/benchmarks.md) ----------------------------------------------------


async def test_store_calls_run_off_the_event_loop_thread(store: SqliteGraphStore) -> None:
    """A slow statement must not block the loop: the vector path of the same recall runs meanwhile."""
    loop_thread = threading.get_ident()
    seen: list[int] = []
    await store.upsert_records([make("Alice likes tea")])

    def probe(conn: sqlite3.Connection) -> int:
        seen.append(threading.get_ident())
        return int(conn.execute("SELECT COUNT(*) FROM records").fetchone()[0])

    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    await asyncio.sleep(0)
    assert await store._read("probe", probe) == 1
    await store.keyword_search("tea", ALICE, 5)
    task.cancel()
    assert seen and loop_thread not in seen
    assert ticks > 0


async def test_keyword_search_matches_inside_the_users_rows_only(store: SqliteGraphStore) -> None:
    await store.upsert_records([make("Bob's tea is green", user="bob") for _ in range(30)])
    mine = make("Alice drinks black tea")
    await store.upsert_records([mine])
    assert ids(await store.keyword_search("tea", ALICE, 50)) == [mine.id]
    assert len(await store.keyword_search("tea", RecordFilter(user_id="bob"), 50)) == 30


async def test_a_schema_1_file_is_migrated_and_keeps_its_keyword_index(tmp_path: Path) -> None:
    """A graph.db written by schema 1 (no owner column in the keyword index) opens, is migrated once, and
    keyword search still finds every record, for its owner only."""
    path = tmp_path / "graph.db"
    records = [
        make("Alice prefers PostgreSQL", entities=["PostgreSQL"]),
        make("Bob prefers MySQL", user="bob"),
    ]
    async with SqliteGraphStore(path) as store:
        await store.upsert_records(records)
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        CREATE VIRTUAL TABLE old_fts USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2');
        INSERT INTO old_fts (rowid, body) SELECT rowid, body FROM records_fts;
        DROP TABLE records_fts;
        ALTER TABLE old_fts RENAME TO records_fts;
        UPDATE meta SET value = '1' WHERE key = 'schema_version';
        """
    )
    conn.close()
    async with SqliteGraphStore(path) as store:
        assert await store.get_meta("schema_version") == str(SCHEMA_VERSION)
        assert ids(await store.keyword_search("postgresql prefers", ALICE, 5)) == [records[0].id]
        assert ids(await store.keyword_search("prefers", RecordFilter(user_id="bob"), 5)) == [records[1].id]
        assert (await store.describe()).schema_ok


async def test_a_schema_2_file_is_migrated_and_finds_a_merged_record_from_each_session(
    tmp_path: Path,
) -> None:
    """A graph.db written by schema 2 (no ``record_sessions``): on open, a record said in two sessions (merged)
    is found from either, a record of one session only from its own, and nothing else changes."""
    path = tmp_path / "graph.db"
    heard = {SOURCE_CONVERSATIONS: ["session:s1@2026-01-05", "session:s2@2026-01-06"]}
    in_s1 = Scope(user_id="alice", session_id="s1")
    merged = make("Alice prefers PostgreSQL", metadata=heard).model_copy(update={"scope": in_s1})
    single = make("Alice drinks tea").model_copy(update={"scope": in_s1})
    async with SqliteGraphStore(path) as store:
        await store.upsert_records([merged, single])
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        DROP TABLE record_sessions;
        UPDATE meta SET value = '2' WHERE key = 'schema_version';
        """
    )
    conn.close()
    async with SqliteGraphStore(path) as store:
        assert await store.get_meta("schema_version") == str(SCHEMA_VERSION)
        in_s2 = RecordFilter(user_id="alice", session_id="s2")
        in_s1 = RecordFilter(user_id="alice", session_id="s1")
        assert [r.id for r in await store.list_records(in_s2)] == [merged.id]
        assert {r.id for r in await store.list_records(in_s1)} == {merged.id, single.id}
        assert await store.get_records([merged.id, single.id]) == [merged, single]
        assert (await store.describe()).schema_ok
        # the merged record's vector lacks its sessions until the engine says it has them; then never again
        assert await store.upgraded_record_ids() == [merged.id]
        await store.vectors_upgraded()
    async with SqliteGraphStore(path) as store:
        assert await store.upgraded_record_ids() is None


def test_a_session_filter_seeks_the_session_instead_of_scanning_the_user(tmp_path: Path) -> None:
    """A session-scoped read takes the session's own rows by (user, session) and the records said again in it by
    id, never every record of the user by (user, status): at 20k records of one user that scan was 2-7 ms a
    listing or count, against 0.1-0.5 ms."""

    async def create() -> None:
        async with SqliteGraphStore(tmp_path / "graph.db"):
            pass

    asyncio.run(create())
    where, params = filter_clause(RecordFilter(user_id="alice", session_id="s2"), "r")
    with contextlib.closing(sqlite3.connect(tmp_path / "graph.db")) as conn:
        for sql in (
            f"SELECT r.data FROM records r WHERE {where} ORDER BY r.occurred_at DESC LIMIT 50",
            f"SELECT COUNT(*) FROM records r WHERE {where}",
        ):
            plan = " / ".join(row[3] for row in conn.execute(f"EXPLAIN QUERY PLAN {sql}", params))
            assert "MULTI-INDEX OR" in plan and "records_user_session" in plan, plan
            assert "records_user_status" not in plan, plan


async def test_no_store_call_hands_a_live_cursor_out_of_its_worker_thread(
    store: SqliteGraphStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cursor returned from a worker thread's connection keeps its statement in progress until it is freed;
    that connection's next COMMIT then fails ("SQL statements in progress"), which CI saw after the PRAGMA of
    the purge that follows a hard delete."""
    handed_out: list[str] = []
    in_thread = store._in_thread

    def watched(action: str, work: Any, write: bool) -> Any:
        out = in_thread(action, work, write)
        if isinstance(out, sqlite3.Cursor):
            handed_out.append(action)
        return out

    monkeypatch.setattr(store, "_in_thread", watched)
    records = [make(f"note {i}") for i in range(3)]
    await store.upsert_records(records)
    assert await store.delete_records([records[0].id]) == 1
    assert await store.delete_records([]) == 0
    await store.set_meta("k", "v")
    assert await store.get_meta("k") == "v"
    assert handed_out == []


async def test_entities_an_earlier_versions_hard_delete_left_are_deleted_on_open(tmp_path: Path) -> None:
    """Before hard deletes took the entities only their records named, a forgotten passport number stayed
    in graph.db as an entity of no record ("x1234567"); the file is cleared of them once, when opened."""
    path = tmp_path / "graph.db"
    home = make("I live in Porto", entities=["Porto"])
    async with SqliteGraphStore(path) as store:
        await store.upsert_records([home], [Relation(source="Alice", target="Acme", record_id=home.id)])
    # what an earlier version's hard delete left, no pruning done yet (the connection closed, as that version's)
    with contextlib.closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("DELETE FROM meta WHERE key = 'orphan_entities_pruned'")
        conn.execute("INSERT INTO entities (name, display_name) VALUES ('x1234567', 'X1234567')")
        conn.execute("INSERT INTO entities (name, display_name, type) VALUES ('kevin', 'Kevin', 'person')")
    assert files_holding(tmp_path, b"X1234567"), "the left entity is in the store's files before the open"
    async with SqliteGraphStore(path) as store:
        assert await store.get_records([home.id]) == [home]
    with contextlib.closing(sqlite3.connect(path)) as conn:
        names = {row[0] for row in conn.execute("SELECT name FROM entities")}
    assert names == {"porto", "alice", "acme", "kevin"}  # named by a record or a relation, or declared
    assert b"X1234567" not in path.read_bytes()
    assert files_holding(tmp_path, b"X1234567") == []  # nor in the write-ahead log beside it
