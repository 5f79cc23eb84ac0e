"""``HindsightStore``: a LangGraph ``BaseStore`` on hindsight, used by ``create_agent`` tools and graph nodes."""

from __future__ import annotations

import asyncio
import operator
from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated, Any, TypedDict

import pytest
from langchain.agents import create_agent
from langchain.tools import ToolRuntime
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from langgraph.store.base import GetOp, PutOp, SearchOp

import hindsight_langchain.store as store_module
from hindsight_core import Hindsight
from hindsight_core.errors import UserError
from hindsight_core.models import ALL_STATUSES, MemoryRecord, Scope, utcnow
from hindsight_langchain import HindsightStore
from hindsight_langchain._store_items import item_id
from tests.langchain.conftest import scripted_model, tool_call

ALICE = ("memories", "alice")
BOB = ("memories", "bob")


@pytest.fixture
def store(engine: Hindsight) -> HindsightStore:
    return HindsightStore(engine=engine)


def _records(engine: Hindsight, user_id: str) -> list[MemoryRecord]:
    return engine.list_records(user_id=user_id, statuses=ALL_STATUSES)


# -- key-value semantics ------------------------------------------------------------------------------------


def test_get_returns_exactly_what_put_stored(store: HindsightStore) -> None:
    value = {
        "content": "Alice prefers PostgreSQL for new services",
        "nested": {"n": 3, "ratio": 0.25, "ok": True, "none": None, "list": [1, "二", {"x": []}]},
        "中文": "她喜欢喝茶",
    }
    store.put(ALICE, "db", value)
    item = store.get(ALICE, "db")
    assert item is not None
    assert item.value == value
    assert (item.namespace, item.key) == (ALICE, "db")
    assert item.created_at == item.updated_at
    assert store.get(ALICE, "missing") is None
    assert store.get(BOB, "db") is None  # the same key under another user's namespace is another item


def test_put_replaces_the_key_and_two_keys_are_never_merged(store: HindsightStore, engine: Hindsight) -> None:
    same = {"content": "Alice prefers PostgreSQL for new services"}
    store.put(ALICE, "k1", same)
    store.put(ALICE, "k2", same)  # an identical value under another key: a second item, not a duplicate
    first = store.get(ALICE, "k1")
    assert first is not None
    store.put(ALICE, "k1", {"content": "Alice moved to MySQL"})

    assert store.get(ALICE, "k1").value == {"content": "Alice moved to MySQL"}  # type: ignore[union-attr]
    assert store.get(ALICE, "k2").value == same  # type: ignore[union-attr]
    replaced = store.get(ALICE, "k1")
    assert replaced is not None and replaced.created_at == first.created_at
    assert replaced.updated_at > first.updated_at
    records = _records(engine, "alice")
    assert sorted(r.text for r in records) == sorted(["Alice moved to MySQL", same["content"]])
    assert all(r.occurrences == 1 for r in records)
    # the replaced text is what recall finds now; the old one is gone from every path
    hits = store.search(ALICE, query="MySQL")
    assert [h.key for h in hits][:1] == ["k1"]
    assert not any(
        "PostgreSQL" in r.record.text and r.record.id == item_id(ALICE, "k1")
        for r in engine.recall("PostgreSQL", user_id="alice").hits
    )


def test_delete_removes_the_item_everywhere(store: HindsightStore, engine: Hindsight) -> None:
    store.put(ALICE, "db", {"content": "Alice prefers PostgreSQL"})
    store.put(ALICE, "editor", {"content": "Alice uses vim"})
    store.delete(ALICE, "db")
    assert store.get(ALICE, "db") is None
    assert [r.text for r in _records(engine, "alice")] == ["Alice uses vim"]  # hard: no forgotten copy
    assert [i.key for i in store.search(ALICE, query="PostgreSQL")] == ["editor"]  # ranked, not matched
    store.delete(ALICE, "never-put")  # deleting a missing key is a no-op


def test_search_ranks_by_hybrid_recall_within_the_prefix_and_user(store: HindsightStore) -> None:
    store.put(ALICE + ("work",), "db", {"content": "Alice prefers PostgreSQL for billing", "kind": "pref"})
    store.put(ALICE + ("work",), "ci", {"content": "Alice runs CI on GitHub Actions", "kind": "tool"})
    store.put(ALICE + ("home",), "tea", {"content": "Alice drinks green tea", "kind": "pref"})
    store.put(BOB, "db", {"content": "Bob prefers PostgreSQL for billing", "kind": "pref"})

    hits = store.search(ALICE, query="which database for billing, PostgreSQL?")
    assert hits[0].key == "db" and hits[0].namespace == ALICE + ("work",)
    assert hits[0].score is not None and hits[0].score > 0
    assert {h.namespace[1] for h in hits} == {"alice"}  # never another user's item
    assert {h.key for h in store.search(ALICE + ("home",), query="PostgreSQL billing")} <= {"tea"}
    bob = store.search(BOB, query="PostgreSQL")
    assert [(h.namespace, h.key) for h in bob] == [(BOB, "db")]

    prefs = store.search(ALICE, query="what does Alice prefer?", filter={"kind": "pref"})
    assert {h.key for h in prefs} == {"db", "tea"}
    assert store.search(ALICE, query="prefer", filter={"kind": {"$ne": "pref"}}, limit=10)[0].key == "ci"


def test_search_without_query_lists_newest_first_with_filter_limit_and_offset(store: HindsightStore) -> None:
    for n in range(5):
        store.put(ALICE, f"note-{n}", {"text": f"note number {n}", "n": n})
    listed = store.search(ALICE, limit=10)
    assert [i.key for i in listed] == [f"note-{n}" for n in (4, 3, 2, 1, 0)]
    assert all(i.score is None for i in listed)
    assert [i.key for i in store.search(ALICE, limit=2, offset=1)] == ["note-3", "note-2"]
    assert [i.key for i in store.search(ALICE, filter={"n": {"$gte": 3}})] == ["note-4", "note-3"]
    assert [i.key for i in store.search(ALICE, filter={"n": 1})] == ["note-1"]
    with pytest.raises(UserError, match="unknown filter operator"):
        store.search(ALICE, filter={"n": {"$in": [1]}})


def test_unindexed_items_are_read_and_listed_but_never_found_by_query(
    store: HindsightStore, engine: Hindsight
) -> None:
    store.put(ALICE, "secret", {"content": "Alice's locker code is 4711"}, index=False)
    store.put(ALICE, "public", {"content": "Alice's locker is number 12"})
    assert store.get(ALICE, "secret").value == {"content": "Alice's locker code is 4711"}  # type: ignore[union-attr]
    assert {i.key for i in store.search(ALICE)} == {"secret", "public"}
    assert [i.key for i in store.search(ALICE, query="locker code 4711")] == ["public"]
    stored = {r.id: r for r in _records(engine, "alice")}
    assert "4711" not in stored[item_id(ALICE, "secret")].text  # the value was not embedded or indexed
    # nor found through the engine (its key stands in for a text: "secret" must not reach a prompt)
    assert [h.record.id for h in engine.recall("secret locker", user_id="alice").hits] == [
        item_id(ALICE, "public")
    ]


def test_index_fields_choose_the_searched_text(engine: Hindsight) -> None:
    store = HindsightStore(engine=engine, index_fields=["title"])
    store.put(ALICE, "a", {"title": "Deployment checklist", "body": "kubernetes helm rollout"})
    store.put(ALICE, "b", {"title": "Groceries", "body": "deployment of apples"}, index=["body"])
    assert engine.get_record(item_id(ALICE, "a")).text == "Deployment checklist"  # type: ignore[union-attr]
    assert engine.get_record(item_id(ALICE, "b")).text == "deployment of apples"  # type: ignore[union-attr]
    assert store.search(ALICE, query="Deployment checklist")[0].key == "a"
    assert store.search(ALICE, query="apples")[0].key == "b"


def test_ttl_expires_items_and_reads_refresh_it(
    store: HindsightStore, engine: Hindsight, monkeypatch: pytest.MonkeyPatch
) -> None:
    start = utcnow()
    clock = {"now": start}
    monkeypatch.setattr(store_module, "utcnow", lambda: clock["now"])
    store.put(ALICE, "short", {"content": "Alice is in room 4 today"}, ttl=10)
    store.put(ALICE, "kept", {"content": "Alice is in room 4 forever"})
    store.put(ALICE, "fresh", {"content": "Alice parks on level 2 today"}, ttl=10)
    record = engine.get_record(item_id(ALICE, "short"))
    assert record is not None and record.expires_at == start + timedelta(minutes=10)
    assert record.ttl_days == pytest.approx(10 / 1440)

    clock["now"] = start + timedelta(minutes=8)
    assert store.get(ALICE, "fresh") is not None  # refresh_ttl defaults to true: 10 more minutes from now
    assert store.get(ALICE, "short", refresh_ttl=False) is not None

    clock["now"] = start + timedelta(minutes=12)
    assert store.get(ALICE, "short") is None
    assert store.get(ALICE, "fresh") is not None
    assert {i.key for i in store.search(ALICE)} == {"kept", "fresh"}
    assert "short" not in {i.key for i in store.search(ALICE, query="Alice room 4 today")}
    # hindsight's own lifecycle sees the same expiry: maintain archives the expired item
    assert engine.maintain(user_id="alice", now=clock["now"])["archived"] == 1
    assert engine.get_record(item_id(ALICE, "short")).status == "archived"  # type: ignore[union-attr]


def test_default_ttl_from_the_ttl_config(engine: Hindsight) -> None:
    store = HindsightStore(engine=engine, ttl={"default_ttl": 60, "refresh_on_read": False})
    store.put(ALICE, "k", {"content": "temporary"})
    record = engine.get_record(item_id(ALICE, "k"))
    assert record is not None and record.expires_at is not None
    before = record.expires_at
    store.get(ALICE, "k")
    assert engine.get_record(item_id(ALICE, "k")).expires_at == before  # type: ignore[union-attr]


@pytest.mark.parametrize("ttl", [float("nan"), float("inf"), 0, -5, True, "10", 1e12])
def test_an_unusable_ttl_is_refused_naming_ttl_and_its_unit(store: HindsightStore, ttl: Any) -> None:
    with pytest.raises(UserError, match=r"ttl is in minutes and must be a positive finite number.*or None"):
        store.put(ALICE, "k", {"content": "x"}, ttl=ttl)
    assert store.get(ALICE, "k") is None


def test_an_unusable_default_ttl_is_refused_when_the_store_is_built(engine: Hindsight) -> None:
    with pytest.raises(UserError, match=r"ttl\['default_ttl'\] is in minutes"):
        HindsightStore(engine=engine, ttl={"default_ttl": float("nan")})
    with pytest.raises(UserError, match="ttl takes a TTLConfig dict"):
        HindsightStore(engine=engine, ttl=60)  # type: ignore[arg-type]


def test_search_refuses_a_query_or_limit_of_the_wrong_type(store: HindsightStore) -> None:
    with pytest.raises(UserError, match="search query must be a str or None, got int"):
        store.search(ALICE, query=5)  # type: ignore[arg-type]
    with pytest.raises(UserError, match="search limit must be an int >= 0"):
        store.search(ALICE, limit="3")  # type: ignore[arg-type]


@pytest.mark.parametrize("flt", ["kind=pref", ["kind", "pref"], 5])
def test_search_refuses_a_filter_that_is_no_dict(store: HindsightStore, flt: object) -> None:
    """It raised an AttributeError ("'str' object has no attribute 'items'") from the filter's matching."""
    with pytest.raises(
        UserError, match=r"search filter must be a dict of value fields like \{'kind': 'pref'\}"
    ):
        store.search(ALICE, query="tea", filter=flt)  # type: ignore[arg-type]


def test_list_namespaces_stays_inside_one_user(store: HindsightStore) -> None:
    store.put(ALICE + ("work",), "a", {"v": 1})
    store.put(ALICE + ("work", "db"), "b", {"v": 2})
    store.put(ALICE + ("home",), "c", {"v": 3})
    store.put(BOB + ("work",), "d", {"v": 4})
    assert store.list_namespaces(prefix=ALICE) == [
        ALICE + ("home",),
        ALICE + ("work",),
        ALICE + ("work", "db"),
    ]
    assert store.list_namespaces(prefix=ALICE, max_depth=3) == [ALICE + ("home",), ALICE + ("work",)]
    assert store.list_namespaces(prefix=ALICE, suffix=("db",)) == [ALICE + ("work", "db")]
    assert store.list_namespaces(prefix=ALICE, limit=1, offset=1) == [ALICE + ("work",)]
    with pytest.raises(UserError, match="never lists across users"):
        store.list_namespaces(prefix=("memories",))


def test_namespaces_map_to_scopes_and_need_a_user(engine: Hindsight) -> None:
    store = HindsightStore(engine=engine, user_position=0, session_position=2)
    store.put(("carol", "notes", "s-1"), "k", {"content": "Carol's flight leaves at 9"})
    record = engine.get_record(item_id(("carol", "notes", "s-1"), "k"))
    assert record is not None
    assert record.scope == Scope(user_id="carol", agent_id="langgraph-store", session_id="s-1")
    # the item is a hindsight memory of that user: plain recall finds it too
    assert engine.recall("When does Carol's flight leave?", user_id="carol").hits[0].record.id == record.id
    with pytest.raises(UserError, match="no user id at position 1"):
        HindsightStore(engine=engine).put(("memories",), "k", {"v": 1})
    with pytest.raises(UserError, match="must be JSON"):
        store.put(("carol", "notes"), "k", {"when": object()})
    with pytest.raises(UserError, match="pass engine="):
        HindsightStore()


def test_put_record_never_replaces_another_users_record(engine: Hindsight) -> None:
    mine = engine.remember("Alice likes jazz", user_id="alice")
    theirs = mine.model_copy(update={"scope": Scope(user_id="mallory"), "text": "overwritten"})
    with pytest.raises(UserError, match="another user"):
        engine.put_record(theirs)
    assert engine.get_record(mine.id).text == "Alice likes jazz"  # type: ignore[union-attr]


async def test_async_twins_and_batch(store: HindsightStore) -> None:
    await store.aput(ALICE, "db", {"content": "Alice prefers PostgreSQL"})
    item = await store.aget(ALICE, "db")
    assert item is not None and item.value == {"content": "Alice prefers PostgreSQL"}
    assert [i.key for i in await store.asearch(ALICE, query="PostgreSQL")] == ["db"]
    assert await store.alist_namespaces(prefix=ALICE) == [ALICE]
    results = await store.abatch(
        [
            PutOp(ALICE, "editor", {"content": "Alice uses vim"}),
            GetOp(ALICE, "editor"),
            SearchOp(ALICE, None, limit=10),
            PutOp(ALICE, "editor", None),
            GetOp(ALICE, "editor"),
        ]
    )
    assert results[0] is None and results[1].value == {"content": "Alice uses vim"}  # type: ignore[union-attr]
    assert {i.key for i in results[2]} == {"db", "editor"}  # type: ignore[union-attr]
    assert results[4] is None
    await store.adelete(ALICE, "db")
    assert await store.aget(ALICE, "db") is None
    # the sync API also works inside a running event loop (Jupyter, an async server)
    store.put(ALICE, "sync", {"content": "from a running loop"})
    assert store.get(ALICE, "sync") is not None


# -- LangGraph: create_agent tools and graph nodes -------------------------------------------------------------


@dataclass
class Ctx:
    user_id: str


@tool
def save_memory(text: str, runtime: ToolRuntime[Ctx]) -> str:
    """Save a fact about the user."""
    assert runtime.store is not None
    key = f"m{len(runtime.store.search(('memories', runtime.context.user_id), limit=100))}"
    runtime.store.put(("memories", runtime.context.user_id), key, {"content": text})
    return f"saved {key}"


@tool
def search_memories(query: str, runtime: ToolRuntime[Ctx]) -> str:
    """Search what is known about the user."""
    assert runtime.store is not None
    items = runtime.store.search(("memories", runtime.context.user_id), query=query, limit=3)
    return "\n".join(item.value["content"] for item in items) or "nothing"


def test_create_agent_memories_cross_threads_per_user_without_leaks(store: HindsightStore) -> None:
    model = scripted_model(
        tool_call("save_memory", "a1", text="Alice's favourite database is PostgreSQL"),
        AIMessage("Saved."),
        tool_call("save_memory", "b1", text="Bob's favourite database is MySQL"),
        AIMessage("Saved."),
        tool_call("search_memories", "a2", query="favourite database"),
        AIMessage("PostgreSQL."),
        tool_call("search_memories", "b2", query="favourite database"),
        AIMessage("MySQL."),
    )
    agent = create_agent(
        model, [save_memory, search_memories], store=store, checkpointer=InMemorySaver(), context_schema=Ctx
    )

    def run(user: str, thread: str, text: str) -> list[Any]:
        out = agent.invoke(
            {"messages": [("user", text)]},
            config={"configurable": {"thread_id": thread}},
            context=Ctx(user_id=user),
        )
        return list(out["messages"])

    run("alice", "alice-1", "Remember my favourite database")
    run("bob", "bob-1", "Remember my favourite database")
    alice_later = run("alice", "alice-2", "What is my favourite database?")  # a new thread: no messages
    bob_later = run("bob", "bob-2", "What is my favourite database?")

    assert len(alice_later) == 4  # the second thread starts empty: the memory came from the store
    alice_found = next(m for m in alice_later if isinstance(m, ToolMessage)).text
    bob_found = next(m for m in bob_later if isinstance(m, ToolMessage)).text
    assert "PostgreSQL" in alice_found and "MySQL" not in alice_found
    assert "MySQL" in bob_found and "PostgreSQL" not in bob_found


class NoteState(TypedDict):
    note: str
    found: Annotated[list[str], operator.add]


def _write_node(state: NoteState, runtime: Runtime[Ctx]) -> dict[str, Any]:
    assert runtime.store is not None
    if state["note"]:
        runtime.store.put(
            ("memories", runtime.context.user_id), f"n{abs(hash(state['note']))}", {"content": state["note"]}
        )
    return {}


def _read_node(state: NoteState, runtime: Runtime[Ctx]) -> dict[str, Any]:
    assert runtime.store is not None
    items = runtime.store.search(("memories", runtime.context.user_id), query="where is the meeting?")
    return {"found": [item.value["content"] for item in items]}


async def _aread_node(state: NoteState, runtime: Runtime[Ctx]) -> dict[str, Any]:
    assert runtime.store is not None
    items = await runtime.store.asearch(("memories", runtime.context.user_id), query="where is the meeting?")
    return {"found": [item.value["content"] for item in items]}


def _graph(store: HindsightStore, read: Any) -> Any:
    builder = StateGraph(NoteState, context_schema=Ctx)
    builder.add_node("write", _write_node)
    builder.add_node("read", read)
    builder.add_edge(START, "write")
    builder.add_edge("write", "read")
    builder.add_edge("read", END)
    return builder.compile(store=store, checkpointer=InMemorySaver())


def test_state_graph_nodes_read_and_write_the_store_across_threads(store: HindsightStore) -> None:
    graph = _graph(store, _aread_node)

    def invoke(user: str, thread: str, note: str) -> list[str]:
        out = asyncio.run(
            graph.ainvoke(
                {"note": note, "found": []},
                config={"configurable": {"thread_id": thread}},
                context=Ctx(user_id=user),
            )
        )
        return list(out["found"])

    invoke("alice", "t1", "The meeting with Alice is in room Orion")
    invoke("bob", "t2", "The meeting with Bob is in room Vega")
    alice = invoke("alice", "t3", "")
    bob = invoke("bob", "t4", "")
    assert alice == ["The meeting with Alice is in room Orion"]
    assert bob == ["The meeting with Bob is in room Vega"]
    # a sync graph with a sync node: the same items
    sync_out = _graph(store, _read_node).invoke(
        {"note": "", "found": []}, config={"configurable": {"thread_id": "t5"}}, context=Ctx(user_id="alice")
    )
    assert sync_out["found"] == alice
