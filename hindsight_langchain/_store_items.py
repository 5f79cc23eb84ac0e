"""How a LangGraph store item lives in hindsight, and back: pure functions, no I/O.

An item ``(namespace, key, value)`` is one :class:`~hindsight_core.MemoryRecord`:

- its id is derived from the namespace and the key (:func:`item_id`), so a ``put`` of the same key replaces
  the same record and two keys are never merged;
- its scope: ``user_id`` = the namespace label at the store's ``user_position``, ``agent_id`` = the store's
  ``agent_id`` (``"langgraph-store"``: the items of a store, apart from the memories hindsight extracted from
  conversations), ``session_id`` = the label at ``session_position`` when one is set;
- its text (embedded, BM25-indexed, shown by recall) is the text of the indexed fields of the value;
- the exact value, namespace, key, timestamps and TTL are kept in ``metadata["langgraph_store"]``: ``get``
  reads the value from there, never from the text.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from langgraph.store.base import Item, MatchCondition, SearchItem
from langgraph.store.base.embed import get_text_at_path

from hindsight_core.config import MAX_TTL_DAYS
from hindsight_core.errors import UserError
from hindsight_core.extraction.entities import entity_names
from hindsight_core.ingest import UNSEARCHABLE
from hindsight_core.models import MemoryRecord, Scope

META_KEY = "langgraph_store"
"""The record metadata key that holds an item (namespace, key, value, timestamps, TTL)."""
EVENT_TYPE = "memory"
"""The event type of store items: extraction never merges a conversation's fact into one (dedup needs the same
event type), and a recall can tell them apart."""
_ID_NAMESPACE = uuid.UUID("6f1c0b55-3f55-4c4f-9a6a-2f0c6f5a7e11")
_OPERATORS = ("$eq", "$ne", "$gt", "$gte", "$lt", "$lte")


def item_id(namespace: Sequence[str], key: str) -> str:
    """The record id of an item: the same namespace and key always give the same id.

    >>> item_id(("memories", "alice"), "k1") == item_id(["memories", "alice"], "k1")
    True
    >>> item_id(("memories", "alice"), "k1") == item_id(("memories", "bob"), "k1")
    False
    """
    return str(uuid.uuid5(_ID_NAMESPACE, json.dumps([list(namespace), key], ensure_ascii=False)))


MAX_TTL_MINUTES = MAX_TTL_DAYS * 1440.0


def ttl_minutes(ttl: object, *, name: str = "ttl") -> float | None:
    """A ``put``'s TTL in minutes, checked: a positive finite number up to 100 years, or ``None`` (no TTL).

    >>> ttl_minutes(10), ttl_minutes(None)
    (10.0, None)
    """
    if ttl is None:
        return None
    if isinstance(ttl, bool) or not isinstance(ttl, int | float) or not 0 < ttl <= MAX_TTL_MINUTES:
        raise UserError(  # NaN fails the range test too; a bool is no number of minutes
            f"{name} is in minutes and must be a positive finite number at most {MAX_TTL_MINUTES:g} "
            f"({MAX_TTL_DAYS:g} days), or None for no TTL; got {ttl!r}"
        )
    return float(ttl)


def json_value(value: Mapping[str, Any]) -> dict[str, Any]:
    """The value as JSON stores it (what ``get`` returns); a clear error for what JSON cannot hold."""
    if not isinstance(value, Mapping):
        raise UserError(f"a store value must be a dict, got {type(value).__name__}")
    try:
        loaded = json.loads(json.dumps(dict(value), ensure_ascii=False, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise UserError(
            f"a store value must be JSON (dicts, lists, strings, numbers, booleans, None): {exc}"
        ) from exc
    return dict(loaded)


def index_text(value: Mapping[str, Any], fields: Sequence[str] | None) -> str:
    """The text a value is searched by: the text at each field path (LangGraph's path syntax; ``"$"`` is the
    whole value as JSON), or, with no fields, every string, number and boolean in the value.

    >>> index_text({"content": "Alice prefers tea", "tags": ["drinks"], "n": 2}, None)
    'Alice prefers tea\\ndrinks\\n2'
    >>> index_text({"content": "Alice prefers tea", "tags": ["drinks"]}, ["content"])
    'Alice prefers tea'
    """
    if fields is None:
        parts = list(_leaves(value))
    else:
        parts = [text for path in fields for text in get_text_at_path(dict(value), path)]
    return "\n".join(part for part in parts if part.strip())


def _leaves(value: Any) -> list[str]:
    if isinstance(value, Mapping):
        return [text for item in value.values() for text in _leaves(item)]
    if isinstance(value, list | tuple):
        return [text for item in value for text in _leaves(item)]
    if isinstance(value, str):
        return [value]
    if isinstance(value, bool | int | float):
        return [json.dumps(value)]
    return []


def item_record(
    *,
    namespace: tuple[str, ...],
    key: str,
    value: dict[str, Any],
    scope: Scope,
    text: str,
    now: datetime,
    created_at: datetime | None,
    ttl_minutes: float | None,
) -> MemoryRecord:
    """The record that stores an item; ``text`` empty means "not indexed" (the key stands in, unsearchable)."""
    meta = {
        "namespace": list(namespace),
        "key": key,
        "value": value,
        "created_at": (created_at or now).isoformat(),
        "updated_at": now.isoformat(),
        "indexed": bool(text),
        "ttl_minutes": ttl_minutes,
    }
    return MemoryRecord(
        id=item_id(namespace, key),
        kind="episodic",
        event_type=EVENT_TYPE,
        text=text or key,
        entities=entity_names(text) if text else [],
        scope=scope,
        occurred_at=now,
        recorded_at=now,
        valid_from=now,
        source_kind="user_stated",
        confidence=1.0,
        ttl_days=None if ttl_minutes is None else ttl_minutes / 1440.0,
        expires_at=None if ttl_minutes is None else now + timedelta(minutes=ttl_minutes),
        metadata={META_KEY: meta, UNSEARCHABLE: True} if not text else {META_KEY: meta},
    )


def stored_meta(record: MemoryRecord | None, now: datetime) -> dict[str, Any] | None:
    """The item a record holds, or ``None`` when it holds none, is forgotten or has expired."""
    if record is None or record.status == "forgotten":
        return None
    meta = record.metadata.get(META_KEY)
    if not isinstance(meta, dict):
        return None
    if record.expires_at is not None and record.expires_at <= now:
        return None
    return meta


def refreshed(record: MemoryRecord, now: datetime) -> MemoryRecord | None:
    """The record with its TTL restarted from ``now``; ``None`` when it has no TTL."""
    meta = record.metadata.get(META_KEY) or {}
    minutes = meta.get("ttl_minutes")
    if minutes is None:
        return None
    return record.model_copy(update={"expires_at": now + timedelta(minutes=float(minutes))})


def to_item(meta: Mapping[str, Any]) -> Item:
    return Item(
        value=dict(meta["value"]),
        key=str(meta["key"]),
        namespace=tuple(meta["namespace"]),
        created_at=datetime.fromisoformat(meta["created_at"]),
        updated_at=datetime.fromisoformat(meta["updated_at"]),
    )


def to_search_item(meta: Mapping[str, Any], score: float | None) -> SearchItem:
    return SearchItem(
        namespace=tuple(meta["namespace"]),
        key=str(meta["key"]),
        value=dict(meta["value"]),
        created_at=datetime.fromisoformat(meta["created_at"]),
        updated_at=datetime.fromisoformat(meta["updated_at"]),
        score=score,
    )


def in_prefix(meta: Mapping[str, Any], prefix: Sequence[str]) -> bool:
    namespace = meta["namespace"]
    return list(namespace[: len(prefix)]) == list(prefix)


def matches(value: Mapping[str, Any], flt: Mapping[str, Any] | None) -> bool:
    """LangGraph's filter on value fields: equality (nested dicts and lists compared as JSON) or the
    operators ``$eq``, ``$ne``, ``$gt``, ``$gte``, ``$lt``, ``$lte``.

    >>> matches({"kind": "pref", "score": 3}, {"kind": "pref", "score": {"$gte": 2}})
    True
    >>> matches({"kind": "pref"}, {"kind": {"$ne": "pref"}})
    False
    """
    return all(_compare(value.get(field), wanted) for field, wanted in (flt or {}).items())


def _compare(actual: Any, wanted: Any) -> bool:
    if isinstance(wanted, Mapping):
        if any(str(k).startswith("$") for k in wanted):
            return all(_operator(actual, op, operand) for op, operand in wanted.items())
        return isinstance(actual, Mapping) and all(_compare(actual.get(k), v) for k, v in wanted.items())
    if isinstance(wanted, list | tuple):
        return (
            isinstance(actual, list | tuple)
            and len(actual) == len(wanted)
            and all(_compare(a, w) for a, w in zip(actual, wanted, strict=True))
        )
    return bool(actual == wanted)


def _operator(actual: Any, op: str, operand: Any) -> bool:
    if op == "$eq":
        return bool(actual == operand)
    if op == "$ne":
        return bool(actual != operand)
    if op not in _OPERATORS:
        raise UserError(f"unknown filter operator {op!r}: use one of {', '.join(_OPERATORS)}")
    try:
        a, b = float(actual), float(operand)
    except (TypeError, ValueError):
        return False  # a missing or non-numeric field is not greater or smaller than anything
    return {"$gt": a > b, "$gte": a >= b, "$lt": a < b, "$lte": a <= b}[op]


def namespace_matches(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    """A ``list_namespaces`` condition: a prefix or suffix, ``"*"`` matching any one label."""
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    if condition.match_type == "prefix":
        pairs = zip(namespace, path, strict=False)
    elif condition.match_type == "suffix":
        pairs = zip(reversed(namespace), reversed(path), strict=False)
    else:
        raise UserError(f"unknown namespace match type {condition.match_type!r}: use 'prefix' or 'suffix'")
    return all(p == "*" or n == p for n, p in pairs)


__all__ = [
    "EVENT_TYPE",
    "META_KEY",
    "in_prefix",
    "index_text",
    "item_id",
    "item_record",
    "json_value",
    "matches",
    "namespace_matches",
    "refreshed",
    "stored_meta",
    "to_item",
    "to_search_item",
]
