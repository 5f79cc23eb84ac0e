"""hindsight: memory for LLM agents, formed in hindsight.

>>> from hindsight_core import Hindsight
>>> hs = Hindsight(data_dir="./.hindsight")  # doctest: +SKIP
"""

from hindsight_core.config import HindsightConfig, LifecycleConfig, RecallConfig, ReflectionConfig
from hindsight_core.engine import AsyncHindsight
from hindsight_core.errors import (
    ConfigError,
    EmbeddingError,
    EmbeddingMismatchError,
    ExtractionError,
    HindsightError,
    MissingDependencyError,
    StoreError,
    StoreLockedError,
    StoreUnavailableError,
    UserError,
)
from hindsight_core.models import (
    Entity,
    MemoryRecord,
    RecallHit,
    RecallResult,
    RecordFilter,
    Relation,
    RetainResult,
    Scope,
    Trace,
    TraceStep,
)
from hindsight_core.recall.rerank import CrossEncoderReranker, LLMReranker, Reranker
from hindsight_core.sync import Hindsight
from hindsight_core.tracing import TraceRecorder

__version__ = "0.1.0"

__all__ = [
    "AsyncHindsight",
    "ConfigError",
    "CrossEncoderReranker",
    "EmbeddingError",
    "EmbeddingMismatchError",
    "Entity",
    "ExtractionError",
    "Hindsight",
    "HindsightConfig",
    "HindsightError",
    "LLMReranker",
    "LifecycleConfig",
    "MemoryRecord",
    "MissingDependencyError",
    "RecallConfig",
    "RecallHit",
    "RecallResult",
    "RecordFilter",
    "ReflectionConfig",
    "Relation",
    "Reranker",
    "RetainResult",
    "Scope",
    "StoreError",
    "StoreLockedError",
    "StoreUnavailableError",
    "Trace",
    "TraceRecorder",
    "TraceStep",
    "UserError",
    "__version__",
]
