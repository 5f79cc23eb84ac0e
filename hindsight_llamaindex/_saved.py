"""LlamaIndex ``HindsightMemory``'s saved form: the fields ``from_dict`` rebuilds it from (what ``to_dict`` wrote,
its chat store as a dict), and its chat store written as one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from llama_index.core.llms.llm import LLM
from llama_index.core.storage.chat_store import BaseChatStore, SimpleChatStore

from hindsight_core.errors import UserError


def memory_fields(data: object, overrides: Mapping[str, Any]) -> dict[str, Any]:
    """The fields a memory is rebuilt from: ``data`` (``to_dict()``'s) with ``overrides`` over it, its chat
    store loaded from its dict; anything else is a ``UserError`` saying what ``from_dict`` takes."""
    if not isinstance(data, Mapping):
        hint = ": for a JSON string, use HindsightMemory.from_json" if isinstance(data, str | bytes) else ""
        raise UserError(
            f"HindsightMemory.from_dict takes the dict to_dict() returned, not "
            f"{'None' if data is None else 'a ' + type(data).__name__}{hint}"
        )
    fields = {**data, **overrides}
    fields.pop("class_name", None)
    if "user_id" not in fields:
        raise UserError(
            "HindsightMemory.from_dict: the dict has no 'user_id'; pass what to_dict() returned (or user_id=...)"
        )
    if isinstance(fields.get("chat_store"), Mapping):
        fields["chat_store"] = chat_store_of(fields["chat_store"], "HindsightMemory.from_dict")
    return fields


def chat_store_of(value: object, owner: str) -> BaseChatStore:
    """A memory's chat store: one given, or loaded from the dict ``to_dict()`` wrote of it (its
    ``class_name`` one LlamaIndex knows); ``None`` is a new ``SimpleChatStore``."""
    from llama_index.core.storage.chat_store.loading import load_chat_store

    if value is None:
        return SimpleChatStore()
    if isinstance(value, BaseChatStore):
        return value
    if not isinstance(value, Mapping):
        raise UserError(
            f"{owner}: chat_store= takes a llama_index chat store (SimpleChatStore(), a RedisChatStore, ...) or "
            f"the dict to_dict() wrote of one, not {type(value).__name__}"
        )
    if "class_name" not in value:
        raise UserError(
            f"{owner}: chat_store: the dict has no 'class_name' naming its kind (\"SimpleChatStore\"); pass the "
            "dict to_dict() wrote of a chat store, or the store itself"
        )
    try:
        return load_chat_store(dict(value))
    except (ValueError, TypeError) as exc:
        raise UserError(f"{owner}: chat_store: {exc}; pass a chat store LlamaIndex knows") from None


def token_limit_of(llm: object, token_limit: int | None) -> int | None:
    """``from_defaults``'s token budget: the one given, else 75% of ``llm``'s context window (``None``: no
    llm, the memory's default)."""
    if token_limit is not None or llm is None:
        return token_limit
    if not isinstance(llm, LLM):
        raise UserError(
            "HindsightMemory.from_defaults: llm= takes a llama_index LLM (to size token_limit by its context "
            f"window), not {type(llm).__name__}; pass the LLM object, or token_limit=..."
        )
    return int(llm.metadata.context_window * 0.75)


def chat_store_dict(chat_store: BaseChatStore) -> dict[str, Any]:
    """A chat store as a dict ``load_chat_store`` reads: ``SimpleChatStore.model_dump()`` fails under pydantic
    2.14 (its ChatMessage wrap-serializer), so its messages are dumped one by one."""
    if isinstance(chat_store, SimpleChatStore):
        data: dict[str, Any] = {
            "store": {
                key: [m.model_dump(mode="json") for m in messages]
                for key, messages in chat_store.store.items()
            }
        }
    else:
        data = chat_store.model_dump()
    data["class_name"] = chat_store.class_name()
    return data
