"""Erasing a user (GDPR): nothing of theirs stays in any file of the embedded store, other users untouched;
and a hard forget leaves nothing in Chroma's own files (its log, free pages) once the store closes."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import sqlite3
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hindsight_core import AsyncHindsight, Hindsight
from hindsight_core.capture import trace_from_turns
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.journal import TraceJournal
from hindsight_core.models import ALL_STATUSES, Scope, Trace, TraceStep
from hindsight_core.stores import chroma, chroma_collections
from tests.core.journal_helpers import files_holding


def _fill(hs: Hindsight) -> None:
    hs.retain(
        [
            {"role": "user", "content": "My passport is X9921337 and I live in Porto.", "id": "m1"},
            {"role": "user", "content": "lol", "id": "m2"},  # forms no memory: only the journal has it
            {"role": "assistant", "content": "Noted, Porto it is.", "id": "a1"},
        ],
        user_id="jane-roe-7",
        session_id="sess-jane-41",
        goal="Update Jane's travel profile",
    )
    hs.remember("Jane's HIV test came back positive", user_id="jane-roe-7")
    hs.retain(
        [{"role": "user", "content": "I live in Lisbon, passport K1234567.", "id": "b1"}], user_id="bob"
    )


def test_an_erased_user_leaves_nothing_but_tombstone_ids_and_other_users_keep_everything(
    tmp_path: Path,
) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _fill(hs)
        erased = hs.forget_user("jane-roe-7")
        # m1 and its passport clause (a statement of its own beside the home), the assistant's echo, the HIV test
        assert erased == {"records": 4, "traces": 1}
        assert hs.list_records(user_id="jane-roe-7", statuses=ALL_STATUSES) == []
        assert hs.recall("passport", user_id="jane-roe-7").hits == []
        assert [r.text for r in hs.list_records(user_id="bob")] == [
            "The user said: I live in Lisbon, passport K1234567."
        ]
        assert hs.forget_user("jane-roe-7") == {"records": 0, "traces": 0}  # idempotent
    for needle in [b"X9921337", b"Porto", b"HIV", b"lol", b"travel profile", b"sess-jane-41"]:
        assert files_holding(tmp_path, needle) == [], needle
    # the graph store's tombstones keep the user's id (other processes sharing the store blank their own
    # copies by them), never a hash of what was said
    assert files_holding(tmp_path, b"jane-roe-7") == ["graph.db"]
    said = ["My passport is X9921337 and I live in Porto.", "lol", "Noted, Porto it is.",
            "Jane's HIV test came back positive"]  # fmt: skip
    with sqlite3.connect(tmp_path / "graph.db") as db:
        hashes = {row[0] for row in db.execute("SELECT content_hash FROM forgotten_sources")}
    assert not hashes & {hashlib.sha256(text.encode()).hexdigest() for text in said}
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        assert "Lisbon" in hs.recall("where do I live", user_id="bob").hits[0].record.text


def test_a_hard_forget_leaves_nothing_in_chromas_files(tmp_path: Path) -> None:
    """Chroma keeps a deleted vector's metadata in its log and in free pages of its SQLite file: a store
    that hard-deleted has Chroma vacuum its directory when it closes."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _fill(hs)
        [record] = [r for r in hs.list_records(user_id="jane-roe-7") if "HIV" in r.text]
        hs.forget(record.id, hard=True)
        hs.retain(
            [{"role": "user", "content": "I like tea.", "id": "j9"}], user_id="jane-roe-7", session_id="s2"
        )
    assert not (tmp_path / "chroma" / ".hindsight-vacuum").exists()
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        assert hs.recall("tea", user_id="jane-roe-7").hits  # the store works after the vacuum
        assert all("HIV" not in r.text for r in hs.list_records(user_id="jane-roe-7", statuses=ALL_STATUSES))
    # Chroma's log keeps its rows until its index is persisted: the deleted record's say nothing any more
    with sqlite3.connect(tmp_path / "chroma" / "chroma.sqlite3") as db:
        rows = list(db.execute("SELECT vector, metadata FROM embeddings_queue WHERE id = ?", (record.id,)))
    assert rows and all(metadata == "{}" for _, metadata in rows)
    assert all(vector is None or vector.strip(b"\x00") == b"\x80?" for vector, _ in rows)
    assert (
        files_holding(tmp_path, b"sha256:" + hashlib.sha256(record.text.encode()).hexdigest().encode()) == []
    )


def test_the_cli_erases_a_user(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    for var in (
        "HINDSIGHT_NEO4J_URI",
        "HINDSIGHT_CHROMA_URL",
        "HINDSIGHT_LLM_PROVIDER",
    ):  # the embedded store
        monkeypatch.delenv(var, raising=False)
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:  # the CLI's hash embedder
        _fill(hs)
    assert main(["erase-user", "--user-id", "jane-roe-7", "--data-dir", str(tmp_path)]) == 2  # needs --yes
    assert "--yes" in capsys.readouterr().err
    assert main(["erase-user", "--user-id", "jane-roe-7", "--yes", "--data-dir", str(tmp_path)]) == 0
    assert "erased user jane-roe-7: 4 memories, 1 trace" in capsys.readouterr().out
    assert files_holding(tmp_path, b"X9921337") == []


def _exported(tmp_path: Path, name: str) -> str:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:  # the app's next start
        hs.export_jsonl(tmp_path / name)
    return (tmp_path / name).read_text(encoding="utf-8")


def test_an_erased_user_stays_erased_across_a_reopen_and_others_keep_their_tombstones(tmp_path: Path) -> None:
    """The next process that opens the store reads the graph store's tombstones it has not seen: the erasure's
    own were learnt back into the journal, and every export carried them, a hash and the user's id."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _fill(hs)
        hs.forget(query="passport", user_id="jane-roe-7", hard=True)  # an ordinary hard forget first
        hs.retain([{"role": "user", "content": "我的护照号是E12345678。", "id": "m-1"}], user_id="li-wei")
        hs.forget(query="护照号", user_id="li-wei", hard=True)  # another user's: stays forgotten
        hs.forget_user("jane-roe-7")
    assert "jane-roe-7" not in _exported(tmp_path, "first.jsonl")
    assert files_holding(tmp_path, b"jane-roe-7") == ["graph.db"]
    exported = _exported(tmp_path, "second.jsonl")  # a reflection, a second reopen: still nothing
    assert "jane-roe-7" not in exported and '"user_id": "li-wei"' in exported
    assert files_holding(tmp_path, b"jane-roe-7") == ["graph.db"]
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        again = hs.retain(
            [{"role": "user", "content": "我的护照号是E12345678。", "id": "m-1"}], user_id="li-wei"
        )
        assert again.added == []


def test_the_cli_erasure_stays_across_a_reopen(tmp_path: Path, env: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        _fill(hs)
    assert main(["erase-user", "--user-id", "jane-roe-7", "--yes", "--data-dir", str(tmp_path)]) == 0
    assert main(["export", str(tmp_path / "all.jsonl"), "--data-dir", str(tmp_path)]) == 0
    assert "jane-roe-7" not in (tmp_path / "all.jsonl").read_text(encoding="utf-8")
    assert files_holding(tmp_path, b"jane-roe-7") == ["graph.db"]


def _induced_from_three_chats(hs: Hindsight, user: str) -> None:
    for day in range(3):
        hs.retain(
            [{"role": "user", "content": "I live in Berlin", "id": "m-1"}],
            user_id=user,
            session_id=f"chat-{day}",
            occurred_at=datetime(2024, 3, 1 + day, tzinfo=UTC),
        )
    assert [r.text for r in hs.induce(user_id=user)] == ["The user lives in Berlin"]


def test_an_erased_users_old_export_comes_back_whole(tmp_path: Path) -> None:
    """An export taken before the erasure is the user's own data brought back on purpose: the episodes come
    back with what was induced from them (the erasure's own redaction marks once left the episodes out, and
    the induced record came back resting on nothing)."""
    with Hindsight(tmp_path / "store", embedder=HashEmbedder(64)) as hs:
        _induced_from_three_chats(hs, "alice")
        hs.export_jsonl(tmp_path / "alice.jsonl", user_id="alice")
        hs.forget_user("alice")
        assert hs.import_jsonl(tmp_path / "alice.jsonl") == 2
        records = {r.kind: r for r in hs.list_records(user_id="alice")}
        assert sorted(records) == ["episodic", "semantic"]
        assert records["semantic"].supporting_ids == [records["episodic"].id]


def test_an_import_leaves_out_what_was_induced_from_hard_forgotten_episodes(tmp_path: Path) -> None:
    """A backup taken before a hard forget of an episode: the episode stays out, and so does the semantic record
    the forget took with it (it rests on that episode alone)."""
    with Hindsight(tmp_path / "store", embedder=HashEmbedder(64)) as hs:
        _induced_from_three_chats(hs, "alice")
        hs.export_jsonl(tmp_path / "alice.jsonl", user_id="alice")
        [episode] = [r for r in hs.list_records(user_id="alice") if r.kind == "episodic"]
        hs.forget(episode.id, hard=True, user_id="alice")
        assert hs.list_records(user_id="alice", statuses=ALL_STATUSES) == []
        assert hs.import_jsonl(tmp_path / "alice.jsonl") == 0
        assert hs.list_records(user_id="alice", statuses=ALL_STATUSES) == []


def test_a_turn_captured_before_an_erasure_and_reflected_after_it_stays_erased(tmp_path: Path) -> None:
    # An adapter journals a turn at once and reflects on it later, on its worker thread: an erasure in between
    # deletes the journaled turn, and the worker's reflection must not journal it back and store it again.
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        trace = trace_from_turns(
            [{"role": "user", "content": "My passport is X9921337 and I live in Porto.", "id": "m1"}],
            Scope(user_id="jane-roe-7", session_id="s1"),
        )
        hs.journal_trace(trace)  # what save_context does before it returns
        hs.forget_user("jane-roe-7")
        late = hs.reflect(trace)  # the background reflection, after the erasure
        assert late.added == []
        assert hs.list_records(user_id="jane-roe-7", statuses=ALL_STATUSES) == []
        assert hs.get_trace(trace.trace_id) is None
        # what the user says after the erasure, in the same conversation, is stored (only that)
        grown = trace.model_copy(
            update={
                "steps": [*trace.steps, TraceStep(step_id="m2", type="user_input", content="I prefer tea.")]
            }
        )
        hs.reflect(grown)
        texts = [r.text for r in hs.list_records(user_id="jane-roe-7")]
        assert texts and all("tea" in t and "Porto" not in t for t in texts)
        assert [s.step_id for s in hs.get_trace(trace.trace_id).steps] == ["m2"]


def _one_turn(user: str) -> Trace:
    return trace_from_turns(
        [{"role": "user", "content": f"My locker code is QX-{user}.", "id": "m1"}],
        Scope(user_id=user, session_id=f"s-{user}"),
    )


def test_the_erasures_a_long_lived_journal_keeps_from_coming_back_are_bounded(tmp_path: Path) -> None:
    # The journal kept the step ids of every trace erased in this process, for the life of the process (to keep a
    # copy captured before the erasure from bringing it back): a server erasing users grew without bound. It
    # keeps a bounded number of step ids now: the latest erasures, and those whose copies are still being sent.
    journal = TraceJournal(tmp_path / "journal.db", erased_steps_kept=3)
    try:
        turns = {user: _one_turn(user) for user in ("u0", "u1", "u2", "u3", "u4")}
        for user in ("u0", "u1", "u2"):
            journal.queue_trace(turns[user], 8, 2)
            assert journal.erase_user(user) == 1
        assert journal.queue_trace(turns["u0"], 8, 2) == []  # a copy sent again: still erased, and kept
        for user in ("u3", "u4"):
            journal.queue_trace(turns[user], 8, 2)
            journal.erase_user(user)
        # u1 and u2 were erased longest ago and not sent since: let go; the others stay erased
        assert journal.queue_trace(turns["u1"], 8, 2) == [(0, 1)]
        assert journal.get_trace(turns["u1"].trace_id) is not None
        for user in ("u0", "u3", "u4"):
            assert journal.queue_trace(turns[user], 8, 2) == [], user
            assert journal.get_trace(turns[user].trace_id) is None
    finally:
        journal.close()


def test_a_recall_racing_an_erasure_answers_and_the_user_is_served_after_it(
    tmp_path: Path, monkeypatch
) -> None:
    # A recall of the user looked up their vector collection while the erasure was dropping it: it cached the
    # collection being dropped, and every later write and recall of that user hit a dropped collection.
    real_drop = chroma_collections.drop_collection
    dropping, go = threading.Event(), threading.Event()

    def drop_when_told(client: object, name: str) -> None:
        dropping.set()
        assert go.wait(30), "the test never let the drop go on"
        real_drop(client, name)  # type: ignore[arg-type]

    monkeypatch.setattr(chroma_collections, "drop_collection", drop_when_told)
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs, ThreadPoolExecutor(2) as pool:
        hs.remember("My locker code is QX-4417.", user_id="jane")
        erasing = pool.submit(hs.forget_user, "jane")
        assert dropping.wait(30)  # her records are forgotten; her collection is being dropped
        recalled = pool.submit(hs.recall, "locker code", user_id="jane")
        with contextlib.suppress(FutureTimeout):
            recalled.result(timeout=2)  # a recall meanwhile (it may wait for the drop)
        go.set()
        assert erasing.result(timeout=30)["records"] == 1
        assert recalled.result(timeout=30).hits == []
        hs.remember("My locker code is 9020.", user_id="jane")  # she comes back
        assert [h.record.text for h in hs.recall("locker code", user_id="jane").hits] == [
            "My locker code is 9020."
        ]
        assert hs.repair() == 0  # her new memory has its vector


def test_a_recall_searching_a_collection_the_erasure_drops_under_it_answers_nothing(
    tmp_path: Path, monkeypatch
) -> None:
    # The recall had the user's collection in hand when the erasure dropped it: Chroma's "collection does not
    # exist" reached the caller as a store failure ("Chroma ... failed"), as if the store were damaged.
    real_nearest = chroma.nearest_user
    searching, erased = threading.Event(), threading.Event()

    def nearest_after_the_erasure(*args: object, **kwargs: object) -> object:
        if not searching.is_set():  # the racing recall's search: it waits for the erasure
            searching.set()
            assert erased.wait(30), "the test never erased the user"
        return real_nearest(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(chroma, "nearest_user", nearest_after_the_erasure)
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs, ThreadPoolExecutor(1) as pool:
        hs.remember("My locker code is QX-4417.", user_id="jane")
        recalled = pool.submit(hs.recall, "locker code", user_id="jane")
        assert searching.wait(30)
        assert hs.forget_user("jane")["records"] == 1
        erased.set()
        assert recalled.result(timeout=30).hits == []


class _HeldErasure:
    """Holds an erasure at a call of one of the engine's stores (``name``, an async method, patched on the
    instance) until :attr:`go` is set; :attr:`held` is set once it is there. Held before the first call, or,
    with ``after``, after the first call whose result and arguments ``after`` accepts; once."""

    def __init__(self, owner: object, name: str, *, after: Callable[..., bool] | None = None) -> None:
        self.held, self.go = asyncio.Event(), asyncio.Event()
        real = getattr(owner, name)

        async def wait() -> None:
            self.held.set()
            await asyncio.wait_for(self.go.wait(), 30)

        async def hold(*args: object, **kwargs: object) -> object:
            if after is None and not self.held.is_set():
                await wait()
            out = await real(*args, **kwargs)
            if after is not None and not self.held.is_set() and after(out, *args, **kwargs):
                await wait()
            return out

        setattr(owner, name, hold)


async def _racing(
    hs: AsyncHindsight, erasure: _HeldErasure, *writes: Awaitable[Any], ready: asyncio.Event | None = None
) -> list[Any]:
    """Erase jane while ``writes`` of hers run: started once the erasure is held (and, with ``ready``, once it
    is set), given up to two seconds to finish (they did, racing it; they wait for it now), then the erasure
    goes on; their results."""
    erasing = asyncio.create_task(hs.forget_user("jane"))
    await asyncio.wait_for(erasure.held.wait(), 30)
    tasks = [asyncio.ensure_future(w) for w in writes]
    if ready is not None:
        await asyncio.wait_for(ready.wait(), 30)
    await asyncio.wait(tasks, timeout=2)
    erasure.go.set()
    await asyncio.wait_for(erasing, 30)
    return [await asyncio.wait_for(t, 30) for t in tasks]


async def test_a_retain_journaled_while_an_erasure_runs_is_erased_with_the_user(
    tmp_path: Path, monkeypatch
) -> None:
    # The retain stored its records after the erasure's last listing of them: the erasure deleted its trace and
    # dropped the collection its vectors were in, and its records stayed in the graph store, its text in graph.db.
    async with AsyncHindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        await hs.remember("My locker code is QX-4417.", user_id="jane")
        listed = _HeldErasure(
            hs.graph, "list_records", after=lambda found, flt, **_: not found and flt.user_id == "jane"
        )
        journaled, enqueue = asyncio.Event(), hs.reflector.enqueue

        async def enqueue_and_tell(trace: Trace) -> int:
            queued = await enqueue(trace)
            journaled.set()
            return queued

        monkeypatch.setattr(hs.reflector, "enqueue", enqueue_and_tell)
        [retained] = await _racing(
            hs,
            listed,
            hs.retain([{"role": "user", "content": "My passport is Z7654321.", "id": "m9"}], user_id="jane"),
            ready=journaled,  # after the erasure's listing, before it erases the journal
        )
        assert retained.added == []  # journaled before the erasure deleted her traces: erased with them
        assert await hs.list_records(user_id="jane", statuses=ALL_STATUSES) == []
        await hs.retain([{"role": "user", "content": "I prefer green tea.", "id": "m1"}], user_id="jane")
        assert [h.record.text for h in (await hs.recall("green tea", user_id="jane")).hits] == [
            "The user said: I prefer green tea."
        ]
        assert await hs.repair() == 0
    for needle in [b"Z7654321", b"QX-4417"]:
        assert files_holding(tmp_path, needle) == [], needle


async def test_a_write_landing_after_an_erasure_is_stored_new_with_its_vectors(tmp_path: Path) -> None:
    # A retain and a remember stored while the erasure was about to drop the user's collection: their vectors
    # went into it and were dropped with it: records without a vector, never found by meaning (and the vector
    # directory still listed them, so repair did not see it).
    async with AsyncHindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        await hs.remember("My locker code is QX-4417.", user_id="jane")
        dropping = _HeldErasure(hs.vectors, "drop_user")
        retained, remembered = await _racing(
            hs,
            dropping,
            hs.retain([{"role": "user", "content": "I prefer green tea.", "id": "m1"}], user_id="jane"),
            hs.remember("My bike is a red Brompton.", user_id="jane"),
        )
        assert [r.text for r in retained.added] == ["The user said: I prefer green tea."]
        assert remembered.text == "My bike is a red Brompton."
        stored = await hs.list_records(user_id="jane", statuses=ALL_STATUSES)
        assert sorted(r.text for r in stored) == [
            "My bike is a red Brompton.",
            "The user said: I prefer green tea.",
        ]
        # each has its vector, in her new collection (read from Chroma itself)
        assert sorted(e.id for e in await hs.vectors.entries()) == sorted(r.id for r in stored)
        assert await hs.repair() == 0
    assert files_holding(tmp_path, b"QX-4417") == []
