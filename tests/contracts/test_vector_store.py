"""The VectorStore contract (packaged in hindsight_core.testing.contracts) against every vector backend."""

from hindsight_core.testing.contracts import VectorStoreContract


class TestVectorStore(VectorStoreContract):
    """Runs with ``vector_store_factory`` from conftest.py: chroma-embedded, chroma-server and memory."""
