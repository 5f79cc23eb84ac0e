"""Store protocols and backends. Backends are imported lazily by name, so a missing server driver
never breaks ``import hindsight_core``."""

from hindsight_core.stores.protocols import (
    GraphStore,
    StoreDescription,
    VectorEntry,
    VectorItem,
    VectorStore,
    vector_metadata,
)

__all__ = ["GraphStore", "StoreDescription", "VectorEntry", "VectorItem", "VectorStore", "vector_metadata"]
