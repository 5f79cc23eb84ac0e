"""Choosing backends from configuration: the one place that maps addresses to store classes."""

from __future__ import annotations

from pathlib import Path

from hindsight_core.embeddings.base import Embedder
from hindsight_core.stores.protocols import GraphStore, VectorStore


def build_graph_store(
    data_dir: Path,
    *,
    neo4j_uri: str | None = None,
    neo4j_user: str = "neo4j",
    neo4j_password: str = "",
    neo4j_database: str | None = None,
) -> GraphStore:
    """Neo4j when a URI is given, else the embedded SQLite store under ``data_dir``."""
    if neo4j_uri:
        from hindsight_core.stores.neo4j import Neo4jGraphStore

        return Neo4jGraphStore(neo4j_uri, user=neo4j_user, password=neo4j_password, database=neo4j_database)
    from hindsight_core.stores.sqlite import SqliteGraphStore

    return SqliteGraphStore(data_dir / "graph.db")


def build_vector_store(
    data_dir: Path, embedder: Embedder, *, chroma_url: str | None = None, collection: str | None = None
) -> VectorStore:
    """A Chroma server when a URL is given, else embedded Chroma under ``data_dir``."""
    from hindsight_core.stores.chroma import DEFAULT_COLLECTION, ChromaVectorStore

    name = collection or DEFAULT_COLLECTION
    if chroma_url:
        return ChromaVectorStore.server(chroma_url, embedder=embedder, collection=name)
    return ChromaVectorStore.embedded(data_dir / "chroma", embedder=embedder, collection=name)
