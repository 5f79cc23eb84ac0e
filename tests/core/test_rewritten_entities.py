"""A record written again with other entities (a correction, a merge, ``put_record``) leaves none of its old
ones behind in the graph: an entity no record names any more goes with the rewrite, so a hard forget of the
record leaves the old name in no file (it stayed in graph.db as an entity of no record, which no later delete
took). An entity another record still names, or one declared with a type or aliases, stays."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import Entity, MemoryRecord, Relation, Scope
from hindsight_core.stores import InMemoryGraphStore
from hindsight_core.stores.sqlite import SqliteGraphStore
from tests.core.journal_helpers import files_holding


def test_a_hard_forget_after_a_rewrite_leaves_the_old_name_in_no_file(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        said = MemoryRecord(
            text="My dentist is Dr Quillfeather", entities=["Quillfeather"], scope=Scope(user_id="u")
        )
        hs.put_record(said)
        hs.put_record(
            said.model_copy(update={"text": "My dentist is Dr Brightwater", "entities": ["Brightwater"]})
        )
        hs.wait_background()
        # both names were written (the scan below can see them) before the hard forget
        assert files_holding(tmp_path, b"uillfeather") and files_holding(tmp_path, b"rightwater")
        assert hs.forget(said.id, user_id="u", hard=True) == [said.id]
    assert files_holding(tmp_path, b"uillfeather") == []
    assert files_holding(tmp_path, b"rightwater") == []


async def test_the_sqlite_store_keeps_only_entities_something_names(tmp_path: Path) -> None:
    path = tmp_path / "graph.db"
    record = MemoryRecord(
        text="Alice met Kevin at Acme", entities=["Alice", "Kevin"], scope=Scope(user_id="u")
    )
    other = MemoryRecord(text="Bob knows Kevin", entities=["Kevin"], scope=Scope(user_id="v"))
    async with SqliteGraphStore(path) as store:
        await store.upsert_records(
            [record, other], [Relation(source="Alice", target="Acme", record_id=record.id)]
        )
        await store.upsert_entities([Entity(name="Alice", display_name="Alice", type="person")])
        # rewritten with no relation and other entities: Acme (its relation's only) goes; Kevin (another user's
        # record names him) and Alice (declared) stay
        await store.upsert_records([record.model_copy(update={"entities": ["Zoe"]})])
        with sqlite3.connect(path) as conn:
            names = {row[0] for row in conn.execute("SELECT name FROM entities")}
        assert names == {"alice", "kevin", "zoe"}
        # a relation written in the same batch keeps its entity
        await store.upsert_records(
            [record.model_copy(update={"entities": []})],
            [Relation(source="Zoe", target="Acme", record_id=record.id)],
        )
        with sqlite3.connect(path) as conn:
            names = {row[0] for row in conn.execute("SELECT name FROM entities")}
        assert names == {"alice", "kevin", "zoe", "acme"}


async def test_the_memory_store_keeps_only_entities_something_names() -> None:
    record = MemoryRecord(text="Alice met Kevin", entities=["Alice", "Kevin"], scope=Scope(user_id="u"))
    other = MemoryRecord(text="Bob knows Kevin", entities=["Kevin"], scope=Scope(user_id="v"))
    async with InMemoryGraphStore() as store:
        await store.upsert_records(
            [record, other], [Relation(source="Alice", target="Acme", record_id=record.id)]
        )
        assert "3 entities" in (await store.describe()).schema
        await store.upsert_records([record.model_copy(update={"entities": ["Zoe"]})])
        assert "2 entities" in (await store.describe()).schema  # Kevin and Zoe
        await store.delete_records([record.id, other.id])
        assert "0 entities" in (await store.describe()).schema


async def test_a_batch_rewriting_several_records_leaves_none_of_their_old_names(tmp_path: Path) -> None:
    """The names each record's stored version alone said go with a batch rewriting many at once, and so do those
    of a version the same batch writes and then writes again."""
    path = tmp_path / "graph.db"
    first = MemoryRecord(text="Alice met Kevin", entities=["Alice", "Kevin"], scope=Scope(user_id="u"))
    second = MemoryRecord(text="Bob knows Kevin", entities=["Bob", "Kevin"], scope=Scope(user_id="v"))
    async with SqliteGraphStore(path) as store:
        await store.upsert_records(
            [first, second], [Relation(source="Bob", target="Acme", record_id=second.id)]
        )
        await store.upsert_records(
            [
                first.model_copy(update={"entities": ["Zoe"]}),
                second.model_copy(update={"entities": ["Yan"]}),
                first.model_copy(update={"entities": ["Xia"]}),
            ]
        )
        with sqlite3.connect(path) as conn:
            names = {row[0] for row in conn.execute("SELECT name FROM entities")}
        assert names == {"xia", "yan"}
