"""hindsight: memory for LLM agents, formed in hindsight.

>>> import tempfile
>>> from hindsight_core import Hindsight
>>> hs = Hindsight(data_dir=tempfile.mkdtemp())  # embedded defaults: offline, no server
>>> _ = hs.retain([{"role": "user", "content": "I prefer PostgreSQL.", "name": "Alice"}], user_id="alice")
>>> hs.recall("which database?", user_id="alice").hits[0].record.text
'Alice said: I prefer PostgreSQL.'
>>> hs.close()
"""

from hindsight_core.capture import FlushResult, StepMeta, TraceSession
from hindsight_core.config import (
    HindsightConfig,
    LifecycleConfig,
    LimitsConfig,
    RecallConfig,
    ReflectionConfig,
)
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

__version__ = "0.1.0"

__all__ = [
    "AsyncHindsight",
    "ConfigError",
    "CrossEncoderReranker",
    "EmbeddingError",
    "EmbeddingMismatchError",
    "Entity",
    "ExtractionError",
    "FlushResult",
    "Hindsight",
    "HindsightConfig",
    "HindsightError",
    "LLMReranker",
    "LifecycleConfig",
    "LimitsConfig",
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
    "StepMeta",
    "StoreError",
    "StoreLockedError",
    "StoreUnavailableError",
    "Trace",
    "TraceSession",
    "TraceStep",
    "UserError",
    "__version__",
]
