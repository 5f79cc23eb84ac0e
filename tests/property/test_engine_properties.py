"""Property: retain / remember / recall / forget / trace with any arguments answer or raise a documented
``HindsightError``, and never change a stored record of another user."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from hindsight_core import Hindsight, HindsightError, MemoryRecord, RecallResult, RetainResult
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import ALL_STATUSES
from tests.property.strategies import (
    VICTIM,
    dates,
    ids,
    junk,
    kwargs_of,
    maybe,
    messages,
    mostly,
    numbers,
    text,
    users,
)


class Memory:
    """One engine for the module, with the victim's memories and a way to tell they are untouched."""

    def __init__(self, hs: Hindsight) -> None:
        self.hs = hs
        hs.remember("Victim prefers PostgreSQL for billing", user_id=VICTIM, entities=["PostgreSQL"])
        hs.remember("Victim's staging server is called orion", user_id=VICTIM, ttl_days=30)
        hs.retain(
            [{"role": "user", "content": "I live in Lyon and work as a nurse.", "id": "v-1"}],
            user_id=VICTIM,
            occurred_at=datetime(2026, 3, 2, tzinfo=UTC),
        )
        self.victim = self.snapshot()
        assert len(self.victim) >= 3
        self.victim_ids = [r["id"] for r in self.victim]

    def snapshot(self) -> list[dict[str, Any]]:
        self.hs.wait_background()
        records = self.hs.list_records(user_id=VICTIM, statuses=ALL_STATUSES)
        return sorted((r.model_dump() for r in records), key=lambda r: r["id"])

    def call(self, fn: Callable[..., Any], /, **kwargs: Any) -> Any:
        """``fn(**kwargs)``: its answer, or ``None`` for a ``HindsightError`` (anything else fails the
        property); the victim's records are the same afterwards."""
        try:
            result = fn(**kwargs)
        except HindsightError as exc:
            assert str(exc).strip(), "an error says what went wrong"
            event(f"{fn.__name__}: {type(exc).__name__}")
            result = None
        else:
            event(f"{fn.__name__}: answered")
        assert self.snapshot() == self.victim, f"{fn.__name__}({kwargs!r}) changed another user's memories"
        return result


@pytest.fixture(scope="module")
def memory(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    hs = Hindsight(tmp_path_factory.mktemp("property"), embedder=HashEmbedder(64))
    try:
        yield Memory(hs)
    finally:
        hs.close()


scope = {"agent_id": maybe, "session_id": maybe}


@given(
    text=mostly(text, junk),
    user_id=users,
    extra=kwargs_of(
        **scope,
        event_type=mostly(st.one_of(st.sampled_from(["fact", "plan", "preference"]), ids), junk),
        entities=mostly(st.lists(ids, max_size=5), junk),
        attributes=mostly(st.dictionaries(ids, text, max_size=3), junk),
        ttl_days=mostly(numbers, junk),
        occurred_at=mostly(dates, junk),
        source_ids=mostly(st.lists(ids, max_size=3), junk),
        source_kind=mostly(st.sampled_from(["user_stated", "tool_returned", "rumour"]), junk),
        confidence=mostly(numbers, junk),
    ),
)
def test_remember(memory: Memory, text: Any, user_id: Any, extra: dict[str, Any]) -> None:
    record = memory.call(memory.hs.remember, text=text, user_id=user_id, **extra)
    assert record is None or (isinstance(record, MemoryRecord) and record.scope.user_id == user_id)


@given(
    messages=messages,
    user_id=users,
    extra=kwargs_of(
        **scope,
        task_id=maybe,
        occurred_at=mostly(dates, junk),
        goal=mostly(text, junk),
        trace_id=maybe,
    ),
)
def test_retain(memory: Memory, messages: Any, user_id: Any, extra: dict[str, Any]) -> None:
    if extra.get("trace_id") is not None:
        extra["trace_id"] = (
            f"fuzz-{extra['trace_id']}" if isinstance(extra["trace_id"], str) else extra["trace_id"]
        )
    result = memory.call(memory.hs.retain, messages=messages, user_id=user_id, **extra)
    assert result is None or isinstance(result, RetainResult)
    if result is not None:
        assert all(r.scope.user_id == user_id for r in [*result.added, *result.merged])


@given(
    query=mostly(text, junk),
    user_id=users,
    extra=kwargs_of(
        **scope,
        k=mostly(numbers, junk),
        event_types=mostly(st.lists(ids, max_size=3), junk),
        since=mostly(dates, junk),
        until=mostly(dates, junk),
        include_pending=junk,
        reinforce=junk,
        exclude_sources=mostly(st.lists(ids, max_size=3), junk),
        narrative=junk,
    ),
)
def test_recall(memory: Memory, query: Any, user_id: Any, extra: dict[str, Any]) -> None:
    result = memory.call(memory.hs.recall, query=query, user_id=user_id, **extra)
    assert result is None or isinstance(result, RecallResult)
    if result is not None:
        assert all(hit.record.scope.user_id == user_id for hit in result.hits), "recall never crosses users"


@given(data=st.data(), user_id=users, extra=kwargs_of(hard=junk, limit=mostly(numbers, junk)))
def test_forget(memory: Memory, data: st.DataObject, user_id: Any, extra: dict[str, Any]) -> None:
    # A forget that names a user never touches another user's record, even given its id.
    target = data.draw(
        st.one_of(
            st.fixed_dictionaries(
                {"record_id": mostly(st.one_of(st.sampled_from(memory.victim_ids), ids), junk)}
            ),
            st.fixed_dictionaries({"query": mostly(text, junk)}),
            st.fixed_dictionaries({"record_id": st.sampled_from(memory.victim_ids), "query": text}),
        )
    )
    if user_id is None:
        user_id = "alice"
    result = memory.call(memory.hs.forget, user_id=user_id, **target, **extra)
    assert result is None or isinstance(result, list)


step = st.fixed_dictionaries(
    {
        "type": mostly(st.sampled_from(["user_input", "model_output", "tool_call", "tool_result"]), junk),
        "content": mostly(text, junk),
    },
    optional={
        "step_id": maybe,
        "name": maybe,
        "timestamp": mostly(dates, junk),
        "metadata": st.one_of(
            st.none(), st.fixed_dictionaries({}, optional={"tool_call_id": ids, "error": text})
        ),
    },
)


@given(
    user_id=users,
    extra=kwargs_of(**scope, task_id=maybe, goal=mostly(text, junk)),
    steps=st.lists(step, max_size=5),
)
def test_trace(memory: Memory, user_id: Any, extra: dict[str, Any], steps: list[dict[str, Any]]) -> None:
    session = memory.call(memory.hs.trace, user_id=user_id, **extra)
    if session is None:
        return
    for item in steps:
        memory.call(session.add_step, **item)
    if len(session):
        result = memory.call(memory.hs.reflect, trace=session.trace)
        assert result is None or isinstance(result, RetainResult)
