"""Stores written by an earlier hindsight, opened by this one: what they lack is said and mended.

The old layouts are made with this version's own files (what an earlier version's store holds is written or
taken out directly), so the tests need no old code.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight, Hindsight
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.maintenance import diagnose, index_report
from hindsight_core.models import ALL_STATUSES, MemoryRecord, RecordFilter, Scope
from hindsight_core.stores.protocols import SESSIONS_KEY, VectorItem


def test_records_an_earlier_version_wrote_without_token_vectors_are_said_and_given_them(
    tmp_path: Path, minilm
) -> None:
    """A store from before token vectors: its records cannot be judged by late interaction, so newer
    memories that match less ranked above them. Doctor says so and --repair writes them."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain(
            [
                {"role": "user", "content": "My sister Karen lives in Berlin.", "id": "m-1"},
                {"role": "user", "content": "I prefer PostgreSQL for transactional work.", "id": "m-2"},
            ],
            user_id="alice",
            session_id="s1",
        )
    with sqlite3.connect(tmp_path / "graph.db") as db:  # what a store of an earlier version holds
        db.execute("DELETE FROM record_tokens")
    with Hindsight(tmp_path, embedder=minilm) as hs:  # the upgraded store goes on being used
        hs.retain(
            [
                {"role": "user", "content": "My neighbour lives in Marseille.", "id": "n-1"},
                {"role": "user", "content": "My colleague Tom prefers MongoDB for analytics.", "id": "n-2"},
            ],
            user_id="alice",
            session_id="s2",
        )

    checks = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm)))
    (tokens,) = [c for c in checks if c.name == "token vectors"]
    assert tokens.status == "FAIL" and tokens.detail.startswith("2 records have no token vectors")
    assert tokens.fix is not None and "hindsight doctor --repair" in tokens.fix
    repaired = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm), repair=True))
    (tokens,) = [c for c in repaired if c.name == "token vectors"]
    assert tokens.status == "OK" and tokens.detail == "wrote the token vectors of 2 records"
    assert all(c.ok for c in asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm))))
    with Hindsight(tmp_path, embedder=minilm) as hs:
        assert hs.recall("where does my sister live?", user_id="alice").hits[0].record.text == (
            "The user said: My sister Karen lives in Berlin."
        )
        assert "PostgreSQL" in hs.recall("which database do I prefer?", user_id="alice").hits[0].record.text


def test_recall_for_a_user_with_no_memory_points_to_what_the_cli_once_stored_without_a_user(
    tmp_path: Path, env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hindsight ingest` without --user-id stored under the user "default" until --user-id was required:
    after the upgrade `recall --user-id alice` answered "(nothing recalled)" over a store full of her
    memories, with no word of where they are. (On the embedded stores: a test server's other users are not
    this folder's.)"""
    dialogues = tmp_path / "dialogues.jsonl"
    said = [{"role": "user", "content": "I prefer PostgreSQL for billing.", "id": "m-1"}]
    dialogues.write_text(json.dumps({"messages": said}) + "\n", encoding="utf-8")
    assert main(["ingest", str(dialogues), "--user-id", "default"]) == 0  # what an earlier ingest stored
    capsys.readouterr()

    assert main(["recall", "which database for billing?", "--user-id", "alice"]) == 0
    out, err = capsys.readouterr()
    assert "(nothing recalled)" in out
    assert "user 'alice' has no memories in this store" in err and "try --user-id default" in err
    assert main(["recall", "which database for billing?", "--user-id", "default"]) == 0
    out, err = capsys.readouterr()
    assert "PostgreSQL" in out and err == ""
    assert main(["recall", "what is my name?", "--user-id", "default"]) == 0  # no match, but memories
    assert capsys.readouterr().err == ""


def _said_before_slots(user: str, text: str, days: int, step: str, **fields: object) -> MemoryRecord:
    """A turn's record as a hindsight from before slots stored it: its text, no slot."""
    return MemoryRecord(
        text=text,
        scope=Scope(user_id=user, session_id=f"s{days}"),
        occurred_at=datetime.now(UTC) - timedelta(days=days),
        trace_id=f"trace-{days}",
        source_ids=[step],
        **fields,  # type: ignore[arg-type]
    )


def test_records_an_earlier_version_stored_without_slots_are_given_them_and_the_old_values_superseded(
    tmp_path: Path, minilm
) -> None:
    """A store from before slots: "I live in Lyon" stayed current and ranked first over a later "I moved to
    Paris", a new move superseded neither, and "forget my phone number" took one of the two numbers. Doctor
    says so; --repair reads each record's slot from its own text and links the values in time order, nothing
    deleted, no text changed, the forgotten left forgotten."""
    old = [
        _said_before_slots("alice", "The user said: I live in Lyon.", 40, "m-1"),
        _said_before_slots("alice", "The user said: My phone number is 555-0101.", 40, "m-2"),
        _said_before_slots(
            "alice",
            "The assistant said: So you live in Lyon now.",
            40,
            "m-3",
            source_kind="model_inferred",
            status="pending",
        ),
        _said_before_slots(
            "alice", "The user said: My phone number is 555-0000.", 39, "m-1", status="forgotten"
        ),
        _said_before_slots("alice", "The user said: I moved to Paris last month.", 20, "m-1"),
        _said_before_slots(
            "alice", "The user said: Sorry, I was wrong before: my phone number is 555-0199.", 10, "m-1"
        ),
        _said_before_slots("bob", "用户说：我住在北京。", 30, "m-1"),
        _said_before_slots("bob", "用户说：我搬到上海了。", 5, "m-1"),
    ]
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for record in old:
            hs.put_record(record)  # as an earlier version wrote them: no slot
        # an item put as it is (a key-value store's): it competes with nothing and reads back as it was put
        item = hs.put_record(MemoryRecord(text="I live in Rome.", scope=Scope(user_id="alice")))

    checks = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm)))
    (slots,) = [c for c in checks if c.name == "record slots"]
    assert slots.status == "FAIL" and slots.detail.startswith(
        "6 records have no slot though their text gives one"
    )
    assert slots.fix is not None and "hindsight doctor --repair" in slots.fix
    repaired = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm), repair=True))
    (slots,) = [c for c in repaired if c.name == "record slots"]
    assert slots.status == "OK" and slots.detail == (
        "read the slot of 6 records from their own text; 3 older values superseded (kept as history)"
    )
    again = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm), repair=True))
    assert [c.detail for c in again if c.name == "record slots"] == [
        "every record has the slot its text gives"
    ]

    with Hindsight(tmp_path, embedder=minilm) as hs:
        stored = {r.id: r for r in hs.list_records(user_id="alice", statuses=ALL_STATUSES)}
        assert {r.id: (r.text, r.scope) for r in stored.values()} == {
            r.id: (r.text, r.scope) for r in [*old, item] if r.scope.user_id == "alice"
        }
        lyon, phone, assistant, forgotten, paris, corrected = (stored[r.id] for r in old[:6])
        assert (lyon.superseded_by, lyon.valid_to) == (paris.id, paris.occurred_at)
        assert phone.superseded_by == corrected.id and paris.superseded_by is None
        assert assistant.attributes == {} and forgotten.attributes == {} and forgotten.status == "forgotten"
        assert stored[item.id] == item
        beijing = hs.get_record(old[6].id)
        assert beijing is not None and beijing.superseded_by == old[7].id

        assert hs.recall("where do I live?", user_id="alice").hits[0].record.id == paris.id
        hs.retain([{"role": "user", "content": "I moved to Berlin this week.", "id": "m-9"}], user_id="alice")
        top = hs.recall("where do I live?", user_id="alice").hits[0].record
        assert "Berlin" in top.text
        paris_after = hs.get_record(paris.id)
        assert paris_after is not None and paris_after.superseded_by == top.id

        hs.forget(query="Please forget my phone number", user_id="alice")
        statuses = {r.id: r.status for r in hs.list_records(user_id="alice", statuses=ALL_STATUSES)}
        assert statuses[phone.id] == statuses[corrected.id] == "forgotten"
        assert statuses[lyon.id] == statuses[paris.id] == "active"


def test_a_store_this_version_wrote_has_every_slot_its_text_gives(tmp_path: Path) -> None:
    """The check reports nothing on a store of this version's own: a clause's record ("I don't work at
    Initech anymore" of "..., I work at Globex now") holds the slot its turn gave it, not one read alone."""
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain(
            [
                {"role": "user", "content": "I work at Initech and I live in Leeds.", "id": "m-1"},
                {
                    "role": "user",
                    "content": "I don't work at Initech anymore, I work at Globex now",
                    "id": "m-2",
                },
                {"role": "user", "content": "我和婷婷分手了。现在的女朋友叫思思", "id": "m-3"},
                {
                    "role": "user",
                    "content": "I left Acme Legal. Work email is now mark@ostrowskilaw.com.",
                    "id": "m-4",
                },
                {"role": "assistant", "content": "Where do you live now?", "id": "m-5"},
                {"role": "user", "content": "Lisbon.", "id": "m-6"},
            ],
            user_id="alice",
        )
    checks = asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder())))
    assert [(c.status, c.detail) for c in checks if c.name == "record slots"] == [
        ("OK", "every record has the slot its text gives")
    ]


def test_a_record_said_in_two_sessions_before_the_sessions_list_is_found_from_both_once_opened(
    tmp_path: Path, minilm
) -> None:
    """A store from before a record kept the sessions it was said in (graph schema 2, vectors without their
    ``sessions`` list): the graph upgrade filled the record's sessions but its vector kept the old metadata, so
    doctor failed on index consistency and a vector search scoped to the second session missed it until
    `doctor --repair`. Opening the store updates the vectors of the records the upgrade filled (once)."""
    said = [{"role": "user", "content": "My passport number is K1234567.", "id": "m1"}]
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain(said, user_id="u", session_id="s1", occurred_at=datetime(2026, 1, 5, tzinfo=UTC))
        hs.retain(said, user_id="u", session_id="s2", occurred_at=datetime(2026, 1, 6, tzinfo=UTC))
        [record] = hs.list_records(user_id="u")

    async def write_as_before() -> None:  # the vector as an earlier version wrote it: no sessions list
        engine = AsyncHindsight(tmp_path, embedder=minilm)
        async with engine:
            [entry] = await engine.vectors.entries()
            assert entry.metadata[SESSIONS_KEY] == ["s2"]
            old = {k: v for k, v in entry.metadata.items() if k != SESSIONS_KEY}
            await engine.vectors.delete([entry.id])  # an upsert keeps the keys it does not name
            await engine.vectors.upsert(
                [VectorItem(entry.id, minilm.embed([record.text])[0], entry.document, old)]
            )
            [entry] = await engine.vectors.entries()
            assert SESSIONS_KEY not in entry.metadata, entry.metadata

    asyncio.run(write_as_before())
    with sqlite3.connect(tmp_path / "graph.db") as db:
        db.executescript(
            "DROP TABLE record_sessions; UPDATE meta SET value = '2' WHERE key = 'schema_version';"
        )

    async def opened() -> None:
        engine = AsyncHindsight(tmp_path, embedder=minilm)
        async with engine:
            assert (await index_report(engine.graph, engine.vectors)).wrong == []
            query = minilm.embed(["what is my passport number?"])[0]
            for session in ("s1", "s2"):
                hits = await engine.vectors.query(query, RecordFilter(user_id="u", session_id=session), 5)
                assert [record_id for record_id, _ in hits] == [record.id], session

    asyncio.run(opened())
    assert all(c.ok for c in asyncio.run(diagnose(AsyncHindsight(tmp_path, embedder=minilm))))
