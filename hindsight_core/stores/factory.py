"""Choosing backends from configuration: the ONE place that maps a configuration to store classes.

Each backend is one entry of :data:`GRAPH_BACKENDS` or :data:`VECTOR_BACKENDS`: how to build it (lazily: a
server driver is imported only when its backend is chosen) and how to describe it in one line. A
:class:`StoreConfig` names the backends (``HINDSIGHT_GRAPH_BACKEND``, ``HINDSIGHT_VECTOR_BACKEND``) or leaves
the choice to the addresses it holds: Neo4j when a Neo4j URI is set, else SQLite; Chroma (on a server when a
URL is set, else embedded). The engine and ``engine_from_settings`` build their default stores here only.

Example:
    >>> from pathlib import Path
    >>> from hindsight_core.embeddings import HashEmbedder
    >>> config = StoreConfig(Path("data"), graph_backend="memory", vector_backend="memory")
    >>> type(build_graph_store(config)).__name__, type(build_vector_store(config, HashEmbedder())).__name__
    ('InMemoryGraphStore', 'InMemoryVectorStore')
    >>> describe_stores(StoreConfig(Path("data"), neo4j_uri="bolt://db:7687"))
    'Neo4j at bolt://db:7687 + embedded Chroma'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import ConfigError
from hindsight_core.stores.memory_graph import InMemoryGraphStore
from hindsight_core.stores.memory_vector import InMemoryVectorStore
from hindsight_core.stores.protocols import GraphStore, VectorStore

B = TypeVar("B")


@dataclass(frozen=True, slots=True)
class StoreConfig:
    """Which backends to use and where they live (what the ``HINDSIGHT_*`` store variables say)."""

    data_dir: Path
    """Holds the embedded stores (``graph.db``, ``chroma/``) and, in every mode, the trace journal."""
    graph_backend: str | None = None
    """A name in :data:`GRAPH_BACKENDS`; ``None``: "neo4j" when ``neo4j_uri`` is set, else "sqlite"."""
    vector_backend: str | None = None
    """A name in :data:`VECTOR_BACKENDS`; ``None``: "chroma"."""
    neo4j_uri: str | None = None
    neo4j_user: str = "neo4j"
    neo4j_password: str = field(default="", repr=False)
    neo4j_database: str | None = None
    chroma_url: str | None = None
    """A Chroma server; ``None``: embedded Chroma under ``data_dir``."""
    chroma_collection: str | None = None
    """The Chroma collection; ``None``: the store's default ("hindsight_records")."""

    @property
    def graph(self) -> str:
        """The graph backend this configuration chooses."""
        return self.graph_backend or ("neo4j" if self.neo4j_uri else "sqlite")

    @property
    def vectors(self) -> str:
        """The vector backend this configuration chooses."""
        return self.vector_backend or "chroma"


@dataclass(frozen=True, slots=True)
class GraphBackend:
    build: Callable[[StoreConfig], GraphStore]
    describe: Callable[[StoreConfig], str]


@dataclass(frozen=True, slots=True)
class VectorBackend:
    build: Callable[[StoreConfig, Embedder], VectorStore]
    describe: Callable[[StoreConfig], str]


def _sqlite(config: StoreConfig) -> GraphStore:
    from hindsight_core.stores.sqlite import SqliteGraphStore

    return SqliteGraphStore(config.data_dir / "graph.db")


def _neo4j(config: StoreConfig) -> GraphStore:
    if not config.neo4j_uri:
        raise ConfigError("the neo4j graph backend needs HINDSIGHT_NEO4J_URI (e.g. bolt://127.0.0.1:7687)")
    from hindsight_core.stores.neo4j import Neo4jGraphStore

    return Neo4jGraphStore(
        config.neo4j_uri,
        user=config.neo4j_user,
        password=config.neo4j_password,
        database=config.neo4j_database,
        data_dir=config.data_dir,
    )


def _chroma(config: StoreConfig, embedder: Embedder) -> VectorStore:
    from hindsight_core.stores.chroma import DEFAULT_COLLECTION, ChromaVectorStore

    name = config.chroma_collection or DEFAULT_COLLECTION
    if config.chroma_url:
        return ChromaVectorStore.server(config.chroma_url, embedder=embedder, collection=name)
    return ChromaVectorStore.embedded(config.data_dir / "chroma", embedder=embedder, collection=name)


def _describe_chroma(config: StoreConfig) -> str:
    where = f"Chroma server at {config.chroma_url}" if config.chroma_url else "embedded Chroma"
    return where + (f" (collection {config.chroma_collection})" if config.chroma_collection else "")


GRAPH_BACKENDS: dict[str, GraphBackend] = {
    "sqlite": GraphBackend(_sqlite, lambda config: "embedded SQLite"),
    "neo4j": GraphBackend(_neo4j, lambda config: f"Neo4j at {config.neo4j_uri}"),
    "memory": GraphBackend(
        lambda config: InMemoryGraphStore(), lambda config: "in-memory graph (lost on exit)"
    ),
}

VECTOR_BACKENDS: dict[str, VectorBackend] = {
    "chroma": VectorBackend(_chroma, _describe_chroma),
    "memory": VectorBackend(
        lambda config, embedder: InMemoryVectorStore(embedder),
        lambda config: "in-memory vectors (lost on exit)",
    ),
}


def _chosen(backends: Mapping[str, B], name: str, kind: str) -> B:
    found = backends.get(name)
    if found is None:
        raise ConfigError(
            f"unknown {kind} backend {name!r} (HINDSIGHT_{kind.upper()}_BACKEND): choose one of "
            f"{', '.join(sorted(backends))}"
        )
    return found


def build_graph_store(config: StoreConfig) -> GraphStore:
    """The graph store ``config`` chooses, not opened (constructors do no I/O)."""
    return _chosen(GRAPH_BACKENDS, config.graph, "graph").build(config)


def build_vector_store(config: StoreConfig, embedder: Embedder) -> VectorStore:
    """The vector store ``config`` chooses for ``embedder``'s vectors, not opened."""
    return _chosen(VECTOR_BACKENDS, config.vectors, "vector").build(config, embedder)


def describe_stores(config: StoreConfig) -> str:
    """One line on the stores ``config`` chooses and where they live (``hindsight doctor`` prints it)."""
    graph = _chosen(GRAPH_BACKENDS, config.graph, "graph").describe(config)
    return f"{graph} + {_chosen(VECTOR_BACKENDS, config.vectors, 'vector').describe(config)}"


__all__ = [
    "GRAPH_BACKENDS",
    "VECTOR_BACKENDS",
    "GraphBackend",
    "StoreConfig",
    "VectorBackend",
    "build_graph_store",
    "build_vector_store",
    "describe_stores",
]
