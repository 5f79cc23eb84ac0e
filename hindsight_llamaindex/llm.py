"""The user's LlamaIndex LLM as hindsight's extraction LLM (the ``StructuredLLM`` protocol)."""

from __future__ import annotations

from typing import Any, TypeVar

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.llms.llm import LLM
from llama_index.core.prompts import ChatPromptTemplate
from pydantic import BaseModel

from hindsight_core.capture.keywords import checked_keywords
from hindsight_core.errors import ExtractionError, UserError
from hindsight_llamaindex._capture import suppress_capture

M = TypeVar("M", bound=BaseModel)


class LlamaIndexStructuredLLM:
    """Wraps a LlamaIndex ``LLM`` so that hindsight extracts memories with it.

    Uses the LLM's own ``astructured_predict`` (function calling where the model supports it, JSON
    parsing otherwise). Any failure becomes an :class:`~hindsight_core.errors.ExtractionError`, so the
    window stays queued for ``retry_pending``. Its calls are hidden from :class:`HindsightInstrumentation`.

    Example:
        >>> import tempfile
        >>> from llama_index.core.llms import MockLLM
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> llm = LlamaIndexStructuredLLM(MockLLM())  # your LlamaIndex LLM, e.g. OpenAI(model="gpt-4o-mini")
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder(), llm=llm)
        >>> type(hs.engine.extractor).__name__
        'LLMExtractor'
        >>> hs.close()
    """

    @checked_keywords
    def __init__(self, llm: LLM, *, llm_kwargs: dict[str, Any] | None = None) -> None:
        if not isinstance(llm, LLM):
            raise UserError(
                f"LlamaIndexStructuredLLM takes a llama_index.core.llms.LLM, not {type(llm).__name__}"
            )
        self.llm = llm
        self.llm_kwargs = dict(llm_kwargs or {})
        model = getattr(llm.metadata, "model_name", None) or llm.class_name()
        self.model_id = f"llamaindex:{model}"

    async def complete_structured(self, messages: list[dict[str, Any]], schema: type[M]) -> M:
        """Ask the LLM for a ``schema`` instance given chat ``messages`` (``{"role", "content"}`` dicts)."""
        chat = [ChatMessage(role=m.get("role", "user"), content=str(m.get("content", ""))) for m in messages]
        prompt = ChatPromptTemplate(message_templates=chat)
        with suppress_capture():
            try:
                result = await self.llm.astructured_predict(
                    schema, prompt, llm_kwargs=self.llm_kwargs or None
                )
            except ExtractionError:
                raise
            except Exception as exc:  # any provider or parsing failure: the window stays queued
                raise ExtractionError(
                    f"{self.model_id} did not return a valid {schema.__name__} "
                    f"({type(exc).__name__}: {exc}); the window stays queued, retry with retry_pending()",
                    status_code=_status_code(exc),
                    body=_body(exc),
                ) from exc
        if not isinstance(result, schema):
            raise ExtractionError(
                f"{self.model_id} returned {type(result).__name__}, expected {schema.__name__}; "
                "the window stays queued, retry with retry_pending()"
            )
        return result


def _status_code(exc: BaseException) -> int | None:
    """The HTTP status of a provider error, when the SDK exposes one."""
    code = getattr(exc, "status_code", None)
    if code is None:
        code = getattr(getattr(exc, "response", None), "status_code", None)
    return code if isinstance(code, int) else None


def _body(exc: BaseException) -> str | None:
    body = getattr(exc, "body", None)
    return None if body is None else str(body)[:2000]
