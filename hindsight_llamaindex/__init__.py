"""LlamaIndex adapter for hindsight: memory module, memory block, trace capture, tools, extraction LLM.

Install from a checkout with ``pip install -e ".[llamaindex]"``.
"""

from __future__ import annotations

try:
    import llama_index.core  # noqa: F401
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from hindsight_core.errors import MissingDependencyError

    raise MissingDependencyError("llama-index-core", "llamaindex") from exc

from hindsight_llamaindex._engines import close_engines
from hindsight_llamaindex.instrumentation import HindsightInstrumentation
from hindsight_llamaindex.llm import LlamaIndexStructuredLLM
from hindsight_llamaindex.memory import HindsightMemory
from hindsight_llamaindex.memory_block import HindsightMemoryBlock, HindsightRetainingMemory
from hindsight_llamaindex.tools import HindsightToolSpec

__all__ = [
    "HindsightInstrumentation",
    "HindsightMemory",
    "HindsightMemoryBlock",
    "HindsightRetainingMemory",
    "HindsightToolSpec",
    "LlamaIndexStructuredLLM",
    "close_engines",
]
