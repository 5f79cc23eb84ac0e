"""The store seam: the factory is the one place that builds stores, capabilities are an enum with typed
access, each backend owns its fix hint, and the in-memory reference backends run hindsight end to end."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import ConfigError, StoreLockedError, StoreUnavailableError
from hindsight_core.maintenance import diagnose
from hindsight_core.settings import HindsightSettings, engine_from_settings
from hindsight_core.stores import (
    Capability,
    EntityCatalog,
    InMemoryGraphStore,
    InMemoryVectorStore,
    StoreDescription,
    entity_catalog,
    supports,
)
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.factory import (
    GRAPH_BACKENDS,
    VECTOR_BACKENDS,
    StoreConfig,
    build_graph_store,
    build_vector_store,
    describe_stores,
)
from hindsight_core.stores.neo4j import Neo4jGraphStore
from hindsight_core.stores.sqlite import SqliteGraphStore


def test_the_factory_chooses_by_name_or_by_address(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    default = StoreConfig(tmp_path)
    graph = build_graph_store(default)
    assert isinstance(graph, SqliteGraphStore) and graph.path == tmp_path / "graph.db"
    vectors = build_vector_store(default, embedder)
    assert isinstance(vectors, ChromaVectorStore) and vectors.layout == "per_user"
    servers = StoreConfig(tmp_path, neo4j_uri="bolt://db:7687", chroma_url="http://vectors:8000")
    assert isinstance(build_graph_store(servers), Neo4jGraphStore)
    assert build_vector_store(servers, embedder).layout == "single_scope_key"  # type: ignore[attr-defined]
    memory = StoreConfig(
        tmp_path, graph_backend="memory", vector_backend="memory", neo4j_uri="bolt://db:7687"
    )
    assert isinstance(build_graph_store(memory), InMemoryGraphStore), "a named backend wins over an address"
    assert isinstance(build_vector_store(memory, embedder), InMemoryVectorStore)
    assert not list(tmp_path.iterdir()), "building a store does no I/O"


def test_the_factory_refuses_what_it_cannot_build(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="unknown graph backend 'postgres'.*memory, neo4j, sqlite"):
        build_graph_store(StoreConfig(tmp_path, graph_backend="postgres"))
    with pytest.raises(ConfigError, match="HINDSIGHT_VECTOR_BACKEND"):
        build_vector_store(StoreConfig(tmp_path, vector_backend="faiss"), HashEmbedder())
    with pytest.raises(ConfigError, match="needs HINDSIGHT_NEO4J_URI"):
        build_graph_store(StoreConfig(tmp_path, graph_backend="neo4j"))
    assert set(GRAPH_BACKENDS) == {"sqlite", "neo4j", "memory"}
    assert set(VECTOR_BACKENDS) == {"chroma", "memory"}


def test_describe_stores_names_each_backend_and_where_it_is(tmp_path: Path) -> None:
    assert describe_stores(StoreConfig(tmp_path)) == "embedded SQLite + embedded Chroma"
    servers = StoreConfig(
        tmp_path, neo4j_uri="bolt://db:7687", chroma_url="http://vectors:8000", chroma_collection="app_a"
    )
    assert (
        describe_stores(servers)
        == "Neo4j at bolt://db:7687 + Chroma server at http://vectors:8000 (collection app_a)"
    )
    memory = StoreConfig(tmp_path, graph_backend="memory", vector_backend="memory")
    assert describe_stores(memory) == "in-memory graph (lost on exit) + in-memory vectors (lost on exit)"


def test_settings_choose_the_backends(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HINDSIGHT_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    monkeypatch.setenv("HINDSIGHT_GRAPH_BACKEND", "memory")
    monkeypatch.setenv("HINDSIGHT_VECTOR_BACKEND", "memory")
    engine = engine_from_settings(HindsightSettings())
    assert isinstance(engine.graph, InMemoryGraphStore) and isinstance(engine.vectors, InMemoryVectorStore)
    monkeypatch.setenv("HINDSIGHT_GRAPH_BACKEND", "nope")
    with pytest.raises(ConfigError, match="unknown graph backend 'nope'"):
        engine_from_settings(HindsightSettings())


def test_capabilities_are_an_enum_with_typed_access() -> None:
    class Plain(InMemoryGraphStore):
        capabilities = frozenset()

    full, plain = InMemoryGraphStore(), Plain()
    assert supports(full, Capability.ENTITY_CATALOG) and not supports(plain, Capability.ENTITY_CATALOG)
    assert isinstance(entity_catalog(full), EntityCatalog)
    assert entity_catalog(plain) is None, "an undeclared capability is not reachable, whatever methods exist"
    assert Capability.MULTI_PROCESS in SqliteGraphStore("unused.db").capabilities
    embedder = HashEmbedder(64)
    assert Capability.MULTI_PROCESS in ChromaVectorStore.server("http://h:1", embedder=embedder).capabilities
    assert (
        Capability.MULTI_PROCESS not in ChromaVectorStore.embedded("unused", embedder=embedder).capabilities
    )


def test_each_backend_owns_its_fix_hint(tmp_path: Path) -> None:
    down = StoreUnavailableError("unreachable")
    assert "HINDSIGHT_NEO4J_URI" in Neo4jGraphStore("bolt://db:7687").fix_hint(down)
    assert "HINDSIGHT_DATA_DIR" in SqliteGraphStore(tmp_path / "graph.db").fix_hint(down)
    embedder = HashEmbedder(64)
    server = ChromaVectorStore.server("http://vectors:8000", embedder=embedder)
    assert "HINDSIGHT_CHROMA_URL" in server.fix_hint(down) and "vectors:8000" in server.fix_hint(down)
    embedded = ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder)
    locked = StoreLockedError("held by pid 1", backend="chroma")
    assert "Chroma server" in embedded.fix_hint(locked)
    assert "writable" in embedded.fix_hint(down)
    assert "setup()" in InMemoryGraphStore().fix_hint(down)


async def test_doctor_prints_the_hints_of_the_failing_store(tmp_path: Path) -> None:
    class BrokenSchema(InMemoryGraphStore):
        async def describe(self) -> StoreDescription:
            info = await super().describe()
            return replace(info, schema_ok=False, schema="missing the thing", fix="rebuild the thing")

    class Unreachable(InMemoryVectorStore):
        async def setup(self) -> None:
            raise StoreUnavailableError("the vector server is down", backend=self.name)

    embedder = HashEmbedder(64)
    vectors = Unreachable(embedder)
    engine = AsyncHindsight(tmp_path, embedder=embedder, graph_store=BrokenSchema(), vector_store=vectors)
    checks = {check.name: check for check in await diagnose(engine)}
    assert (checks["graph schema"].status, checks["graph schema"].fix) == ("FAIL", "rebuild the thing")
    assert checks["vector store"].status == "FAIL"
    assert checks["vector store"].fix == vectors.fix_hint(StoreUnavailableError("down"))
