"""Optional rerankers users bring: a cross-encoder or an LLM scoring (query, memory) pairs.

The engine takes one as ``AsyncHindsight(..., reranker=...)``. Recall asks it to score the best
``RecallConfig.reranker_pool`` candidates after fusion and late interaction; its scores are calibrated per
query and added with ``RecallConfig.reranker_weight``. A reranker that fails is logged and skipped: recall
never fails because of it.

    >>> import asyncio
    >>> class Lengthy:
    ...     name = "lengthy"
    ...     async def score(self, query, texts):
    ...         return [float(len(t)) for t in texts]
    >>> asyncio.run(Lengthy().score("q", ["a", "bbb"]))
    [1.0, 3.0]
"""

from __future__ import annotations

import asyncio
import importlib.util
import threading
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from hindsight_core.errors import ConfigError, MissingDependencyError
from hindsight_core.extraction.base import StructuredLLM


@runtime_checkable
class Reranker(Protocol):
    """Scores how well each text answers the query; higher is better, any scale (recall calibrates)."""

    name: str

    async def score(self, query: str, texts: Sequence[str]) -> list[float]:
        """One score per text, in order. Raise to be skipped for this query."""
        ...


class CrossEncoderReranker:
    """A sentence-transformers ``CrossEncoder`` (the ``st`` extra), e.g. ``"cross-encoder/ms-marco-MiniLM-L-6-v2"``.

    The model loads on first use, from a hub name or a local folder (offline: it must be in the cache).

    Example:
        >>> reranker = CrossEncoderReranker("cross-encoder/ms-marco-MiniLM-L-6-v2")  # doctest: +SKIP
        >>> hs = Hindsight("./memory", reranker=reranker)  # doctest: +SKIP
    """

    def __init__(self, model_name: str, *, device: str | None = None, batch_size: int = 32) -> None:
        if not model_name:
            raise ConfigError("model_name must name a cross-encoder model or a local model folder")
        if importlib.util.find_spec("sentence_transformers") is None:
            raise MissingDependencyError("sentence-transformers", "st")
        self.name = f"cross-encoder:{model_name}"
        self._model_name = model_name
        self._device = device
        self._batch_size = batch_size
        self._lock = threading.Lock()
        self._model: Any = None

    async def score(self, query: str, texts: Sequence[str]) -> list[float]:
        return await asyncio.to_thread(self._score, query, list(texts))

    def _score(self, query: str, texts: list[str]) -> list[float]:
        with self._lock:
            if self._model is None:
                from sentence_transformers import CrossEncoder

                self._model = CrossEncoder(self._model_name, device=self._device)
        scores = self._model.predict([(query, t) for t in texts], batch_size=self._batch_size)
        return [float(s) for s in scores]


class _Relevance(BaseModel):
    model_config = ConfigDict(extra="forbid")

    scores: list[int] = Field(description="One relevance score from 0 to 10 per memory, in the order given.")


_SYSTEM = (
    "You judge which memories help answer a question. For each numbered memory give a relevance score "
    "from 0 (useless) to 10 (answers it, or is needed to answer it), in the order given. Score every memory."
)


class LLMReranker:
    """Asks an LLM (any ``StructuredLLM``, e.g. ``OpenAIStructuredLLM``) to score the candidates in one call.

    Example (an OpenAI-compatible server scripted offline; use your own model name and ``base_url``):
        >>> import json, tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> from hindsight_core.llm import OpenAIStructuredLLM
        >>> from hindsight_core.testing import FakeOpenAIServer
        >>> with FakeOpenAIServer() as server:
        ...     llm = OpenAIStructuredLLM("gpt-4o-mini", base_url=server.base_url, api_key="sk-test")
        ...     with Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder(), reranker=LLMReranker(llm)) as hs:
        ...         _ = hs.remember("The receipts are in the blue notebook", user_id="u")
        ...         server.add_chat(json.dumps({"scores": [10]}))
        ...         hs.recall("where are the receipts?", user_id="u").hits[0].record.text
        'The receipts are in the blue notebook'
    """

    def __init__(self, llm: StructuredLLM, *, max_chars: int = 500) -> None:
        self.name = "llm"
        self._llm = llm
        self._max_chars = max_chars

    async def score(self, query: str, texts: Sequence[str]) -> list[float]:
        listing = "\n".join(f"{i}. {t[: self._max_chars]}" for i, t in enumerate(texts, start=1))
        messages = [
            {"role": "system", "content": _SYSTEM},
            {"role": "user", "content": f"Question: {query}\n\nMemories:\n{listing}"},
        ]
        result = await self._llm.complete_structured(messages, _Relevance)
        if len(result.scores) != len(texts):
            raise ValueError(f"the LLM scored {len(result.scores)} memories, expected {len(texts)}")
        return [float(s) for s in result.scores]
