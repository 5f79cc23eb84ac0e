"""Optional store features: what a backend may declare in ``capabilities``, and the methods each unlocks.

A store lists the features it has in ``capabilities: frozenset[Capability]``. Callers check that set (or use
the typed accessors below), never ``hasattr`` and never free strings. A capability either unlocks methods
(given as a protocol in :data:`CAPABILITY_PROTOCOLS`) or states a property of the backend that adds no
method. The contract suites (:mod:`hindsight_core.testing.contracts`) check every declared capability: a
store declaring one must implement its protocol and pass its tests.

To add a capability: a member here, its protocol (when it unlocks methods) in
:data:`CAPABILITY_PROTOCOLS`, a typed accessor if the engine calls it, and its contract tests (gated with
``needs(store, Capability.X)`` in the suite).

Example:
    >>> from hindsight_core.stores import InMemoryGraphStore
    >>> store = InMemoryGraphStore()
    >>> Capability.ENTITY_CATALOG in store.capabilities
    True
    >>> entity_catalog(store) is store
    True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

from hindsight_core.models import Entity, RecordFilter

if TYPE_CHECKING:
    from hindsight_core.stores.protocols import GraphStore, VectorStore
    from hindsight_core.stores.recall_context import ContextRequest, RecallContext


class Capability(StrEnum):
    """An optional feature of a store."""

    ENTITY_CATALOG = "entity_catalog"
    """Graph stores: entities are kept with a type and aliases (:class:`EntityCatalog`:
    ``upsert_entities``, ``list_entities``); ``entity_search`` and ``entity_counts`` then also find an
    entity by any of its aliases."""

    MULTI_PROCESS = "multi_process"
    """Several processes may open the same store at once (a server, or a file with its own locking). No
    method: without it, a second process opening the same store gets ``StoreLockedError``."""

    RECALL_CONTEXT = "recall_context"
    """Graph stores: recall's context stage (the pool's records, token vectors, session neighbours and the
    query tokens' document frequencies) is read in one call (:class:`RecallContextReader`:
    ``recall_context``). Without it recall makes the same reads through the protocol's own methods."""

    MATCHING_IDS = "matching_ids"
    """Graph stores: which of some record ids a filter lets through, without reading the records
    (:class:`IdMatcher`: ``matching_ids``). Without it :func:`~hindsight_core.stores.visibility.matching_ids`
    reads the records and checks the filter on them."""

    USER_WRITE_LOCK = "user_write_lock"
    """Graph stores shared by several processes: a write lock per user, held across processes
    (:class:`UserWriteLock`: ``user_write_lock``). The writer takes it inside its own in-process lock around
    every read-modify-write (dedup against stored neighbours, merges, supersession, forgets), so two
    processes writing for the same user take turns instead of the last write winning. Without it (one
    process per store: embedded SQLite holds a lock file, the in-memory store lives in one process) the
    in-process lock is enough."""

    DROP_USER = "drop_user"
    """Vector stores: a user's own storage (the embedded layout's collection per user) is removed when the user
    is erased (:class:`UserDropper`: ``drop_user``); the user's vectors are deleted before either way."""

    USER_NEAREST = "user_nearest"
    """Vector stores: the nearest of ONE user's vectors, whatever their other metadata, without reading that
    metadata (:class:`UserNearest`: ``nearest``). Recall then checks its filter on the graph store, the source
    of truth, in one id lookup. Measured on the embedded Chroma layout (10k memories, 50 users): reading 45
    candidates' metadata back cost 3.6 ms, the search itself 2.2 ms."""


@runtime_checkable
class UserDropper(Protocol):
    """The method :attr:`Capability.DROP_USER` unlocks on a vector store."""

    async def drop_user(self, user_id: str) -> None:
        """Remove what the store keeps for this user alone (nothing of another user); idempotent."""
        ...


@runtime_checkable
class EntityCatalog(Protocol):
    """The methods :attr:`Capability.ENTITY_CATALOG` unlocks on a graph store."""

    async def upsert_entities(self, entities: Sequence[Entity]) -> None:
        """Create or update entities, in ONE transaction: the display name is replaced, the type kept unless
        one is given, the aliases merged (normalised; an alias equal to the name is dropped). Raises
        ``UserError`` for a name that is empty once normalised; nothing is written then."""
        ...

    async def list_entities(self, user_id: str) -> list[Entity]:
        """The entities mentioned by this user's records (any status), ordered by name, with their display
        name, type and aliases."""
        ...


@runtime_checkable
class RecallContextReader(Protocol):
    """The method :attr:`Capability.RECALL_CONTEXT` unlocks on a graph store."""

    async def recall_context(self, request: ContextRequest) -> RecallContext:
        """The answer to ``request`` in one round trip, exactly what the protocol's own methods give (see
        :class:`~hindsight_core.stores.recall_context.ContextRequest`)."""
        ...


@runtime_checkable
class IdMatcher(Protocol):
    """The method :attr:`Capability.MATCHING_IDS` unlocks on a graph store."""

    async def matching_ids(self, record_ids: Sequence[str], flt: RecordFilter) -> set[str]:
        """The ids among ``record_ids`` of stored records that ``flt`` lets through (unknown ids left out)."""
        ...


@runtime_checkable
class UserNearest(Protocol):
    """The method :attr:`Capability.USER_NEAREST` unlocks on a vector store."""

    async def nearest(self, embedding: Sequence[float], user_id: str, n: int) -> list[tuple[str, float]]:
        """The ``n`` nearest of ``user_id``'s vectors as ``(record_id, cosine similarity)``, best first,
        whatever their status or other metadata (the caller checks its filter elsewhere); ``[]`` for a user
        with none."""
        ...


@runtime_checkable
class UserWriteLock(Protocol):
    """The method :attr:`Capability.USER_WRITE_LOCK` unlocks on a graph store."""

    def user_write_lock(self, user_ids: Iterable[str]) -> AbstractAsyncContextManager[None]:
        """Hold the write lock of these users (shared by every process on the store) for an ``async with``
        block; waits while another holds one, and raises ``StoreUnavailableError`` when it waited too long,
        or at the end of a block that lost the lock while it ran (what the block wrote is kept). No user ids:
        nothing is taken."""
        ...


#: The protocol of the methods each capability unlocks (absent: the capability adds no method).
CAPABILITY_PROTOCOLS: dict[Capability, type] = {
    Capability.ENTITY_CATALOG: EntityCatalog,
    Capability.RECALL_CONTEXT: RecallContextReader,
    Capability.MATCHING_IDS: IdMatcher,
    Capability.USER_NEAREST: UserNearest,
    Capability.DROP_USER: UserDropper,
    Capability.USER_WRITE_LOCK: UserWriteLock,
}


def supports(store: GraphStore | VectorStore, capability: Capability) -> bool:
    """Whether ``store`` declares ``capability``."""
    return capability in store.capabilities


def entity_catalog(store: GraphStore) -> EntityCatalog | None:
    """``store`` typed as an :class:`EntityCatalog` when it declares :attr:`Capability.ENTITY_CATALOG`."""
    return cast(EntityCatalog, store) if Capability.ENTITY_CATALOG in store.capabilities else None


def recall_context_reader(store: GraphStore) -> RecallContextReader | None:
    """``store`` typed as a :class:`RecallContextReader` when it declares :attr:`Capability.RECALL_CONTEXT`."""
    return cast(RecallContextReader, store) if Capability.RECALL_CONTEXT in store.capabilities else None


def user_dropper(store: VectorStore) -> UserDropper | None:
    """``store`` typed as a :class:`UserDropper` when it declares :attr:`Capability.DROP_USER`."""
    return cast(UserDropper, store) if Capability.DROP_USER in store.capabilities else None


def id_matcher(store: GraphStore) -> IdMatcher | None:
    """``store`` typed as an :class:`IdMatcher` when it declares :attr:`Capability.MATCHING_IDS`."""
    return cast(IdMatcher, store) if Capability.MATCHING_IDS in store.capabilities else None


def user_write_lock(store: GraphStore) -> UserWriteLock | None:
    """``store`` typed as a :class:`UserWriteLock` when it declares :attr:`Capability.USER_WRITE_LOCK`."""
    return cast(UserWriteLock, store) if Capability.USER_WRITE_LOCK in store.capabilities else None


def user_nearest(store: VectorStore) -> UserNearest | None:
    """``store`` typed as a :class:`UserNearest` when it declares :attr:`Capability.USER_NEAREST`."""
    return cast(UserNearest, store) if Capability.USER_NEAREST in store.capabilities else None


__all__ = [
    "CAPABILITY_PROTOCOLS",
    "Capability",
    "EntityCatalog",
    "IdMatcher",
    "RecallContextReader",
    "UserNearest",
    "UserDropper",
    "UserWriteLock",
    "entity_catalog",
    "id_matcher",
    "recall_context_reader",
    "supports",
    "user_dropper",
    "user_nearest",
    "user_write_lock",
]
