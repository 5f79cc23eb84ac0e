"""LlamaIndex ``HindsightMemory``'s saved form: the fields ``from_dict`` rebuilds it from (what ``to_dict`` wrote,
its chat store as a dict), and its chat store written as one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from llama_index.core.storage.chat_store import BaseChatStore, SimpleChatStore


def memory_fields(data: Mapping[str, Any], overrides: Mapping[str, Any]) -> dict[str, Any]:
    """The fields a memory is rebuilt from: ``data`` (``to_dict()``'s) with ``overrides`` over it, its chat
    store loaded from its dict."""
    from llama_index.core.storage.chat_store.loading import load_chat_store

    fields = {**data, **overrides}
    fields.pop("class_name", None)
    if isinstance(fields.get("chat_store"), dict):
        fields["chat_store"] = load_chat_store(fields["chat_store"])
    return fields


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
