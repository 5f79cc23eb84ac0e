"""The systems measured, each as ``search(user_id, query) -> None``, all embedding the query live with the SAME
embedder object (hindsight's offline MiniLM), so only what each system does around the embedding differs."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import chromadb
from chromadb.config import Settings

from hindsight_core.embeddings.base import Embedder
from hindsight_core.stores.chroma_embedding import HindsightEmbeddingFunction

Search = Callable[[str, str], Any]
K = 10


def bare_chroma(collection: Any) -> Search:
    """The user-filtered bare Chroma query: embed + ``collection.query(where={"user_id": ...})``."""
    return lambda user, query: collection.query(query_texts=[query], n_results=K, where={"user_id": user})


def open_baseline(folder: Path, embedder: Embedder) -> tuple[Any, Any]:
    client = chromadb.PersistentClient(str(folder), settings=Settings(anonymized_telemetry=False))
    ef = HindsightEmbeddingFunction(embedder)
    return client, client.get_collection("baseline", embedding_function=ef)  # type: ignore[arg-type]


def langchain_retriever(client: Any, embedder: Embedder) -> Search | None:
    try:
        from langchain_chroma import Chroma
        from langchain_core.embeddings import Embeddings
    except ImportError:
        return None

    class LCEmbeddings(Embeddings):
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return [v.tolist() for v in embedder.embed(list(texts))]

        def embed_query(self, text: str) -> list[float]:
            return embedder.embed([text])[0].tolist()

    store = Chroma(client=client, collection_name="baseline", embedding_function=LCEmbeddings())

    def search(user: str, query: str) -> Any:
        return store.as_retriever(search_kwargs={"k": K, "filter": {"user_id": user}}).invoke(query)

    return search


def llamaindex_retriever(collection: Any, embedder: Embedder) -> Search | None:
    try:
        from llama_index.core import VectorStoreIndex
        from llama_index.core.embeddings import BaseEmbedding
        from llama_index.core.vector_stores import MetadataFilter, MetadataFilters
        from llama_index.vector_stores.chroma import ChromaVectorStore
    except ImportError:
        return None

    class LIEmbedding(BaseEmbedding):
        def _get_query_embedding(self, query: str) -> list[float]:
            return embedder.embed([query])[0].tolist()

        def _get_text_embedding(self, text: str) -> list[float]:
            return embedder.embed([text])[0].tolist()

        async def _aget_query_embedding(self, query: str) -> list[float]:
            return self._get_query_embedding(query)

    index = VectorStoreIndex.from_vector_store(
        ChromaVectorStore(chroma_collection=collection), embed_model=LIEmbedding()
    )

    def search(user: str, query: str) -> Any:
        filters = MetadataFilters(filters=[MetadataFilter(key="user_id", value=user)])
        return index.as_retriever(similarity_top_k=K, filters=filters).retrieve(query)

    return search


def mem0_search(folder: Path, embedder: Embedder) -> Search | None:
    try:
        from mem0_setup import make_mem0
    except ImportError:
        return None
    memory = make_mem0(folder, embedder)
    return lambda user, query: memory.search(query, filters={"user_id": user}, limit=K)


def mem0_available() -> bool:
    try:
        import mem0  # noqa: F401
    except ImportError:
        return False
    return os.environ.get("HINDSIGHT_BENCH_NO_MEM0") is None
