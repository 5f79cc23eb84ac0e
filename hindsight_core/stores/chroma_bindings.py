"""Embedded Chroma with room left for the rest of the process's open files.

An embedded store keeps one collection per user, and Chroma keeps each collection's HNSW index open once it
has been read or written: four files per index, cached least-recently-used. chromadb sizes that cache at a
fifth of the process's open-file limit (four data files and a metadata file per index), which leaves no room
for anything else: under the common soft limit of 1,024, 300 users recalled held 772 files open, and a
process opening more files than that (its own, a framework's) failed with "unable to open database file"
(Chroma's own SQLite) or "Too many open files".
:func:`start_engine` starts the engine of a directory with the cache at half that, so cached indexes hold
at most 40% of the limit; an index evicted from the cache is read back from disk the next time its user is
recalled (milliseconds for a user's collection).

chromadb offers no setting for the cache's size; its engine for a directory is created once per process
and shared by every client of that path (``SharedSystemClient``), so starting it here, before the first
``PersistentClient`` of the path, is where the size can be given. chromadb internals: if they move, the
engine starts as chromadb would start it (the cache at its own size).
"""

from __future__ import annotations

import contextlib

from chromadb.api import ServerAPI
from chromadb.api.shared_system_client import SharedSystemClient
from chromadb.config import Settings, System
from chromadb.telemetry.product import ProductTelemetryClient

# Chroma's default when the limit cannot be read (an unlimited or unknown limit).
UNBOUNDED_CACHE = 65_536
MIN_CACHED_INDEXES = 8


def cached_index_capacity(chroma_capacity: int) -> int:
    """How many HNSW indexes to keep open, given chromadb's own choice (the open-file limit // 5)."""
    if chroma_capacity <= 0:
        return UNBOUNDED_CACHE
    return max(MIN_CACHED_INDEXES, chroma_capacity // 2)


def embedded_settings(path: str) -> Settings:
    """The settings of an embedded client of ``path``, as ``chromadb.PersistentClient`` completes them."""
    settings = Settings(anonymized_telemetry=False)
    settings.persist_directory = path
    settings.is_persistent = True
    return settings


def start_engine(settings: Settings) -> None:
    """Start chromadb's engine for an embedded directory with a bounded index cache, unless this process
    already runs one for it (then ``PersistentClient`` shares that one)."""
    systems = getattr(SharedSystemClient, "_identifier_to_system", None)
    lock = getattr(SharedSystemClient, "_refcount_lock", None)
    if not isinstance(systems, dict) or lock is None:
        return
    with lock:
        identifier = settings.persist_directory
        if identifier in systems:
            return
        system = System(settings)
        system.instance(ProductTelemetryClient)  # type: ignore[type-abstract]
        api = system.instance(ServerAPI)  # type: ignore[type-abstract]
        with contextlib.suppress(AttributeError):
            api.hnsw_cache_size = cached_index_capacity(int(api.hnsw_cache_size))  # type: ignore[attr-defined]
        system.start()
        systems[identifier] = system
