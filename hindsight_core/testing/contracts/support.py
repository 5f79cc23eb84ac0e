"""What the contract suites share: the store fixtures built from the factory a backend provides, the records
they write, and the gate for optional features."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

import pytest
import pytest_asyncio

from hindsight_core.embeddings.base import Embedder
from hindsight_core.embeddings.hashing import HashEmbedder
from hindsight_core.errors import StoreUnavailableError
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.stores.capabilities import CAPABILITY_PROTOCOLS, Capability
from hindsight_core.stores.protocols import GraphStore, StoreDescription, VectorStore

#: Builds a new graph store, not opened, over empty storage.
GraphStoreFactory = Callable[[], GraphStore]
#: Builds a new vector store for the embedder, not opened, over an empty index.
VectorStoreFactory = Callable[[Embedder], VectorStore]

S = TypeVar("S", GraphStore, VectorStore)

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def needs(store: S, capability: Capability) -> S:
    """``store``, or a skip when it does not declare ``capability`` (for the tests of optional features)."""
    if capability not in store.capabilities:
        pytest.skip(f"{store.name} does not declare {capability.value}")
    return store


class WithoutCapability:
    """``store`` as a backend without ``capability`` looks: not declared, and the methods it unlocks hidden.
    The names of the other methods called through it are kept in ``calls``."""

    def __init__(self, store: GraphStore | VectorStore, capability: Capability) -> None:
        self._store = store
        self._hidden = {name for name in dir(CAPABILITY_PROTOCOLS[capability]) if not name.startswith("_")}
        self.name = store.name
        self.capabilities = store.capabilities - {capability}
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        if name in self._hidden:
            raise AttributeError(name)
        self.calls.append(name)
        return getattr(self._store, name)


def native_or_fallback(store: S, capability: Capability, native: bool) -> Any:
    """The store itself (skipped unless it declares ``capability``), or the same store without it: what the
    fallback of a capability's helper runs against."""
    return needs(store, capability) if native else WithoutCapability(store, capability)


class GraphStoreFixtures:
    """``graph_store``: an open store from the backend's ``graph_store_factory``, closed after the test."""

    pytestmark = pytest.mark.asyncio  # the tests are coroutines, in pytest-asyncio's strict mode too

    @pytest_asyncio.fixture
    async def graph_store(self, graph_store_factory: GraphStoreFactory) -> AsyncIterator[GraphStore]:
        store = graph_store_factory()
        await store.setup()
        try:
            yield store
        finally:
            await store.close()


class VectorStoreFixtures:
    """``vector_store``: an open store from the backend's ``vector_store_factory`` for ``embedder``."""

    pytestmark = pytest.mark.asyncio

    @pytest.fixture
    def embedder(self) -> HashEmbedder:
        return HashEmbedder(64)

    @pytest_asyncio.fixture
    async def vector_store(
        self, vector_store_factory: VectorStoreFactory, embedder: HashEmbedder
    ) -> AsyncIterator[VectorStore]:
        store = vector_store_factory(embedder)
        await store.setup()
        try:
            yield store
        finally:
            await store.close()


async def check_self_description(store: S, protocol: type) -> StoreDescription:
    """``store`` implements ``protocol`` and the protocol of every capability it declares, describes itself
    (its description is returned) and gives a fix hint."""
    assert isinstance(store, protocol)
    assert isinstance(store.name, str) and store.name
    assert isinstance(store.capabilities, frozenset)
    for capability in store.capabilities:
        assert isinstance(capability, Capability), capability
        unlocked = CAPABILITY_PROTOCOLS.get(capability)
        assert unlocked is None or isinstance(store, unlocked), capability
    info = await store.describe()
    assert isinstance(info, StoreDescription)
    assert info.backend == store.name and info.schema_ok, info
    assert info.location and info.version and info.schema
    hint = store.fix_hint(StoreUnavailableError("unreachable", backend=store.name))
    assert isinstance(hint, str) and hint.strip()
    return info


async def check_open_close_cycle(store: S, count: Callable[[S], Awaitable[int]]) -> None:
    """A store never opened, or closed, raises ``StoreUnavailableError`` naming ``setup()``; ``close()`` is
    idempotent and ``setup()`` opens the store again. ``count`` reads the (empty) store."""
    with pytest.raises(StoreUnavailableError, match=r"setup\(\)"):
        await count(store)
    await store.setup()
    await store.close()
    await store.close()
    with pytest.raises(StoreUnavailableError, match=r"setup\(\)"):
        await count(store)
    await store.setup()
    try:
        assert await count(store) == 0
    finally:
        await store.close()


def make(user: str = "alice", text: str = "a fact", *, minutes: int = 0, **fields: Any) -> MemoryRecord:
    """A record of ``user`` dated ``minutes`` after :data:`T0`; scope fields and any others as keywords."""
    scope = Scope(
        user_id=user,
        agent_id=fields.pop("agent_id", None),
        session_id=fields.pop("session_id", None),
        task_id=fields.pop("task_id", None),
    )
    fields.setdefault("occurred_at", T0 + timedelta(minutes=minutes))
    fields.setdefault("recorded_at", T0 + timedelta(minutes=minutes))
    return MemoryRecord(text=text, scope=scope, **fields)


def ids(hits: list[tuple[str, float]]) -> list[str]:
    return [record_id for record_id, _ in hits]


def record_ids(records: list[MemoryRecord]) -> list[str]:
    return [record.id for record in records]
