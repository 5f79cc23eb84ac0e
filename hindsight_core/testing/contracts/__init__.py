"""The store contract suites, for any backend's own tests: the ones hindsight runs against SQLite, Neo4j,
Chroma and the in-memory stores. Needs pytest and pytest-asyncio (``pip install -e ".[dev]"`` in a checkout).

Subclass a suite in a test module and give it ONE fixture: a factory that builds a new store, not opened,
over empty storage (a fresh file, database or collection per call of the fixture). The suite opens, uses and
closes the stores itself::

    import pytest
    from hindsight_core.testing.contracts import GraphStoreContract, VectorStoreContract

    class TestMyGraphStore(GraphStoreContract):
        @pytest.fixture
        def graph_store_factory(self, tmp_path):
            return lambda: MyGraphStore(tmp_path / "graph.db")

    class TestMyVectorStore(VectorStoreContract):
        @pytest.fixture
        def vector_store_factory(self, tmp_path):
            return lambda embedder: MyVectorStore(tmp_path / "vectors", embedder=embedder)

The fixture may also live in a ``conftest.py`` (parametrized over several backends, as hindsight's own
tests/contracts do); then the test class body is just ``pass``. Tests of an optional feature run only for a
store that declares its :class:`~hindsight_core.stores.capabilities.Capability`. The factory of a store shared
by processes (``Capability.USER_WRITE_LOCK``) is called twice in one test: the second store, on the same
storage, stands for a second process.

To extend a suite (a new protocol method, a new capability): add the test to the suite class here, gated with
``needs(store, Capability.X)`` when the feature is optional; every backend's test run then picks it up.
"""

from hindsight_core.testing.contracts.graph import GraphStoreContract
from hindsight_core.testing.contracts.support import GraphStoreFactory, VectorStoreFactory, needs
from hindsight_core.testing.contracts.vector import VectorStoreContract

__all__ = ["GraphStoreContract", "GraphStoreFactory", "VectorStoreContract", "VectorStoreFactory", "needs"]
