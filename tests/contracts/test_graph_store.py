"""The GraphStore contract (packaged in hindsight_core.testing.contracts) against every graph backend."""

from hindsight_core.testing.contracts import GraphStoreContract


class TestGraphStore(GraphStoreContract):
    """Runs with ``graph_store_factory`` from conftest.py: sqlite, neo4j and memory."""
