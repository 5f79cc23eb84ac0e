"""Store protocols and backends.

The server and embedded backends (``sqlite``, ``neo4j``, ``chroma``) are imported lazily by name, so a missing
server driver never breaks ``import hindsight_core``; the in-memory reference backends, plain Python, are
exported here. :mod:`hindsight_core.stores.factory` builds the configured ones.
"""

from hindsight_core.stores.capabilities import Capability, EntityCatalog, entity_catalog, supports
from hindsight_core.stores.memory_graph import InMemoryGraphStore
from hindsight_core.stores.memory_vector import InMemoryVectorStore
from hindsight_core.stores.protocols import (
    ForgottenSource,
    GraphStore,
    StoreDescription,
    TokenVectorsItem,
    VectorEntry,
    VectorItem,
    VectorStore,
    metadata_matches,
    vector_metadata,
)

__all__ = [
    "Capability",
    "EntityCatalog",
    "GraphStore",
    "InMemoryGraphStore",
    "InMemoryVectorStore",
    "StoreDescription",
    "ForgottenSource",
    "TokenVectorsItem",
    "VectorEntry",
    "VectorItem",
    "VectorStore",
    "entity_catalog",
    "metadata_matches",
    "supports",
    "vector_metadata",
]
