"""``LangChainStructuredLLM``: the user's own LangChain chat model as hindsight's extraction LLM."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.runnables import Runnable, RunnableConfig
from pydantic import BaseModel, ValidationError

from hindsight_core.capture.keywords import checked_keywords
from hindsight_core.errors import ExtractionError, UserError
from hindsight_langchain._common import INTERNAL_TAG

M = TypeVar("M", bound=BaseModel)

_ROLES: dict[str, type[BaseMessage]] = {
    "system": SystemMessage,
    "user": HumanMessage,
    "human": HumanMessage,
    "assistant": AIMessage,
    "ai": AIMessage,
}


class LangChainStructuredLLM:
    """Implements hindsight's ``StructuredLLM`` with any chat model that supports ``with_structured_output``.

    Pass it as ``Hindsight(..., llm=LangChainStructuredLLM(chat_model))`` and the LLM extractor uses it.
    Calls are tagged ``hindsight:internal`` so that a ``HindsightCallbackHandler`` attached to the model
    does not record hindsight's own extraction as a new trace. Any failure (the provider, a reply that does
    not fit the schema) is raised as ``ExtractionError``: the engine keeps the window queued for retry.

    Example:
        >>> import tempfile
        >>> from hindsight_core import Hindsight
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
        >>> chat_model = GenericFakeChatModel(messages=iter([]))  # e.g. ChatOpenAI(model="gpt-4o-mini", temperature=0)
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder(), llm=LangChainStructuredLLM(chat_model))
        >>> type(hs.engine.extractor).__name__
        'LLMExtractor'
        >>> hs.close()
    """

    @checked_keywords
    def __init__(
        self,
        chat_model: BaseChatModel,
        *,
        model_id: str | None = None,
        structured_output_kwargs: Mapping[str, Any] | None = None,
    ) -> None:
        """Args:
        chat_model: The LangChain chat model to extract with (temperature 0 recommended).
        model_id: Name recorded with extraction results (default: ``langchain:<model name>``).
        structured_output_kwargs: Extra arguments for ``with_structured_output`` (e.g. ``method="json_schema"``).
        """
        if not isinstance(chat_model, BaseChatModel):
            raise UserError(
                f"LangChainStructuredLLM needs a LangChain chat model (BaseChatModel), got {type(chat_model).__name__}"
            )
        self.chat_model = chat_model
        self.model_id = model_id or f"langchain:{_model_name(chat_model)}"
        self._kwargs = dict(structured_output_kwargs or {})
        self._runnables: dict[type[BaseModel], Runnable[Any, Any]] = {}
        self._lock = threading.Lock()

    async def complete_structured(self, messages: list[dict[str, Any]], schema: type[M]) -> M:
        """Ask the chat model for a reply parsed into ``schema``."""
        prompt = to_messages(messages)
        runnable = self._structured(schema)
        config: RunnableConfig = {"tags": [INTERNAL_TAG], "run_name": "hindsight_extraction"}
        try:
            reply = await runnable.ainvoke(prompt, config=config)
        except ExtractionError:
            raise
        except Exception as exc:  # provider errors come in every shape: map them all at this boundary
            raise ExtractionError(
                f"{self.model_id} failed to produce a {schema.__name__}: {type(exc).__name__}: {exc}",
                status_code=_status_code(exc),
            ) from exc
        return _coerce(reply, schema, self.model_id)

    def _structured(self, schema: type[M]) -> Runnable[Any, Any]:
        with self._lock:
            runnable = self._runnables.get(schema)
            if runnable is None:
                try:
                    runnable = self.chat_model.with_structured_output(schema, **self._kwargs)
                except NotImplementedError as exc:
                    raise ExtractionError(
                        f"{self.model_id} does not support structured output (with_structured_output); "
                        "use a chat model with tool calling or JSON mode as hindsight's extraction LLM"
                    ) from exc
                self._runnables[schema] = runnable
            return runnable


def to_messages(messages: Sequence[Mapping[str, Any]]) -> list[BaseMessage]:
    """hindsight's ``{"role", "content"}`` prompt messages as LangChain messages."""
    out: list[BaseMessage] = []
    for message in messages:
        role = str(message.get("role", "user"))
        cls = _ROLES.get(role)
        if cls is None:
            raise UserError(f"unsupported prompt role {role!r}; use system, user or assistant")
        out.append(cls(content=message.get("content", "")))
    return out


def _coerce(reply: Any, schema: type[M], model_id: str) -> M:
    if isinstance(reply, schema):
        return reply
    try:
        if isinstance(reply, BaseModel):
            return schema.model_validate(reply.model_dump())
        if isinstance(reply, Mapping):
            return schema.model_validate(dict(reply))
        if isinstance(reply, str):
            return schema.model_validate_json(reply)
    except ValidationError as exc:
        raise ExtractionError(
            f"{model_id} replied with data that does not fit {schema.__name__}: {exc}", body=str(reply)[:2000]
        ) from exc
    raise ExtractionError(
        f"{model_id} returned {type(reply).__name__} instead of a {schema.__name__}", body=str(reply)[:2000]
    )


def _model_name(chat_model: BaseChatModel) -> str:
    for attr in ("model_name", "model", "model_id", "deployment_name"):
        value = getattr(chat_model, attr, None)
        if isinstance(value, str) and value:
            return value
    return type(chat_model).__name__


def _status_code(exc: BaseException) -> int | None:
    code = getattr(exc, "status_code", None)
    return code if isinstance(code, int) else None
