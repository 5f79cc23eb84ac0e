"""``HindsightStore``: a LangGraph ``BaseStore`` backed by hindsight (``create_agent(store=...)``,
``graph.compile(store=...)``, LangMem).

Namespaces map to hindsight scopes (see ``hindsight_langchain._store_items`` for the full mapping): the
label at ``user_position`` (default 1, as in LangMem's ``("memories", "{user_id}")``) is the hindsight
``user_id``, so every item belongs to one user and no operation crosses users; the label at
``session_position`` (optional) is the ``session_id``. Items are hindsight records of the store's
``agent_id``: the agent's memory middleware and ``hs.recall`` find them too.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    validate_op_namespace,
)

from hindsight_core import Hindsight, MemoryRecord
from hindsight_core.capture import EngineHolder, checked_keywords
from hindsight_core.errors import UserError
from hindsight_core.models import HISTORY, Scope, utcnow
from hindsight_langchain._common import resolve_engine
from hindsight_langchain._store_items import (
    in_prefix,
    index_text,
    item_id,
    item_record,
    json_value,
    matches,
    namespace_matches,
    refreshed,
    stored_meta,
    to_item,
    to_search_item,
    ttl_minutes,
)

T = TypeVar("T")

DEFAULT_AGENT_ID = "langgraph-store"
_PAGE = 500
_MAX_RECALL = 1000


class HindsightStore(EngineHolder, BaseStore):
    """A LangGraph key-value store whose items are hindsight memories, searched by hybrid recall.

    - ``put`` of a key replaces that key's item (an exact upsert: never merged with another key by
      similarity); ``get`` returns exactly the value that was put (JSON values); ``delete`` removes it from
      every store (a hard forget).
    - ``search(prefix, query=...)`` ranks the items under ``prefix`` by hindsight's hybrid recall (BM25 and
      vectors fused, reranked in context; see the README's Recall section); without a query it lists them, most recently updated first. ``filter``
      compares value fields (``{"kind": "pref"}``, ``{"score": {"$gte": 2}}``); ``limit`` and ``offset``
      page the result. Items put with ``index=False`` are returned by ``get`` and by listing, never by a
      query.
    - TTL (minutes, ``put(..., ttl=...)`` or ``ttl={"default_ttl": ...}``) becomes the record's
      ``expires_at``: an expired item is never returned, and ``hs.maintain`` archives it. Reads refresh it
      when ``refresh_ttl`` (default: ``ttl["refresh_on_read"]``, true).
    - ``list_namespaces`` needs a prefix condition that names the user: hindsight never lists across users.

    Args:
        engine: The shared engine (or ``data_dir=`` to open the embedded default here).
        user_position: Which namespace label is the user id (default 1: ``("memories", user_id)``).
        session_position: Which label, if any, is the hindsight ``session_id``.
        agent_id: The hindsight ``agent_id`` of the items (keeps the store's items apart in search).
        index_fields: The value fields to search by (LangGraph's path syntax, ``"$"`` = the whole value as
            JSON); default: every string, number and boolean in the value. ``put(..., index=[...])`` overrides
            it per item.
        ttl: LangGraph's ``TTLConfig`` (``default_ttl`` minutes, ``refresh_on_read``).

    Example:
        >>> import tempfile
        >>> from hindsight_core.embeddings import HashEmbedder
        >>> hs = Hindsight(tempfile.mkdtemp(), embedder=HashEmbedder())
        >>> store = HindsightStore(engine=hs)
        >>> store.put(("memories", "alice"), "db", {"content": "Alice prefers PostgreSQL"})
        >>> store.get(("memories", "alice"), "db").value
        {'content': 'Alice prefers PostgreSQL'}
        >>> [item.key for item in store.search(("memories", "alice"), query="which database?")]
        ['db']
        >>> store.search(("memories", "bob"), query="which database?")
        []
        >>> hs.close()
    """

    supports_ttl = True

    @checked_keywords
    def __init__(
        self,
        *,
        engine: Hindsight | None = None,
        data_dir: str | Path | None = None,
        user_position: int = 1,
        session_position: int | None = None,
        agent_id: str = DEFAULT_AGENT_ID,
        index_fields: Sequence[str] | None = None,
        ttl: TTLConfig | None = None,
    ) -> None:
        owner = type(self).__name__
        if not isinstance(user_position, int) or user_position < 0:
            raise UserError(f"{owner}: user_position must be a namespace index >= 0, got {user_position!r}")
        if session_position is not None and (
            not isinstance(session_position, int) or session_position < 0 or session_position == user_position
        ):
            raise UserError(f"{owner}: session_position must be an index >= 0 other than user_position")
        if not isinstance(agent_id, str) or not agent_id.strip():
            raise UserError(f"{owner}: agent_id must be a non-empty string")
        if isinstance(index_fields, str):
            raise UserError(f"{owner}: index_fields takes a list of field paths, e.g. ['content']")
        if ttl is not None:
            if not isinstance(ttl, Mapping):
                raise UserError(
                    f"{owner}: ttl takes a TTLConfig dict, e.g. {{'default_ttl': 60}}, got {ttl!r}"
                )
            ttl_minutes(ttl.get("default_ttl"), name=f"{owner}: ttl['default_ttl']")
        self._engine, self._owns_engine = resolve_engine(engine, data_dir, owner=owner)
        self.user_position = user_position
        self.session_position = session_position
        self.agent_id = agent_id
        self.index_fields = list(index_fields) if index_fields is not None else None
        self.ttl_config = ttl

    def close(self) -> None:
        """Close the engine when this store opened it (``data_dir=``)."""
        if self._owns_engine:
            self._engine.close()

    # -- BaseStore ------------------------------------------------------------------------------------------

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run the operations in order (a sync call: works inside a running event loop too)."""
        return _blocking(self.abatch(ops))

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run the operations in order."""
        results: list[Result] = []
        for op in ops:
            validate_op_namespace(op)
            if isinstance(op, GetOp):
                results.append(await self._get(op))
            elif isinstance(op, PutOp):
                await self._put(op)
                results.append(None)
            elif isinstance(op, SearchOp):
                results.append(await self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(await self._list_namespaces(op))
            else:
                raise UserError(f"HindsightStore cannot run a {type(op).__name__}")
        return results

    # -- operations -----------------------------------------------------------------------------------------

    async def _get(self, op: GetOp) -> Item | None:
        scope = self._scope(op.namespace, "get")
        now = utcnow()
        record = await self._engine.aio.get_record(item_id(op.namespace, op.key))
        if record is None or record.scope.user_id != scope.user_id:
            return None
        meta = stored_meta(record, now)
        if meta is None or tuple(meta["namespace"]) != op.namespace or meta["key"] != op.key:
            return None
        if op.refresh_ttl:
            await self._refresh([record], now)
        return to_item(meta)

    async def _put(self, op: PutOp) -> None:
        scope = self._scope(op.namespace, "put")
        if not isinstance(op.key, str) or not op.key:
            raise UserError("a store key must be a non-empty string")
        record_id = item_id(op.namespace, op.key)
        if op.value is None:
            await self._engine.aio.forget(record_id, user_id=scope.user_id, hard=True)
            return
        value = json_value(op.value)
        minutes = ttl_minutes(op.ttl)
        if op.index is False:
            text = ""
        else:
            if isinstance(op.index, str):
                raise UserError("index= takes a list of field paths (e.g. ['content']), None or False")
            text = index_text(value, op.index if op.index is not None else self.index_fields)
        now = utcnow()
        existing = await self._engine.aio.get_record(record_id)
        created = None
        old = stored_meta(existing, now)
        if existing is not None and existing.scope.user_id == scope.user_id and old is not None:
            created = datetime.fromisoformat(old["created_at"])
        record = item_record(
            namespace=op.namespace,
            key=op.key,
            value=value,
            scope=scope,
            text=text,
            now=now,
            created_at=created,
            ttl_minutes=minutes,
        )
        await self._engine.aio.put_record(record)

    async def _search(self, op: SearchOp) -> list[SearchItem]:
        scope = self._scope(op.namespace_prefix, "search")
        for name, number in (("limit", op.limit), ("offset", op.offset)):
            if not isinstance(number, int) or isinstance(number, bool) or number < 0:
                raise UserError(f"search {name} must be an int >= 0, got {number!r}")
        if op.query is not None and not isinstance(op.query, str):
            raise UserError(
                f"search query must be a str or None, got {type(op.query).__name__} {op.query!r:.80}"
            )
        if op.filter is not None and not isinstance(op.filter, Mapping):
            raise UserError(
                "search filter must be a dict of value fields like {'kind': 'pref'} (or None), got "
                f"{type(op.filter).__name__} {op.filter!r:.80}"
            )
        now = utcnow()
        prefix = op.namespace_prefix
        if op.query is not None and op.query.strip():
            found = await self._query(op.query, scope, prefix, op.filter, op.offset + op.limit, now)
        else:
            records = [
                (r, m)
                for r, m in await self._listed(scope, now)
                if in_prefix(m, prefix) and matches(m["value"], op.filter)
            ]
            records.sort(key=lambda pair: pair[1]["updated_at"], reverse=True)
            found = [(r, m, None) for r, m in records]
        page = found[op.offset : op.offset + op.limit]
        if op.refresh_ttl:
            await self._refresh([r for r, _, _ in page], now)
        return [to_search_item(meta, score) for _, meta, score in page]

    async def _query(
        self,
        query: str,
        scope: Scope,
        prefix: tuple[str, ...],
        flt: dict[str, Any] | None,
        wanted: int,
        now: datetime,
    ) -> list[tuple[MemoryRecord, dict[str, Any], float | None]]:
        """Hybrid recall over the user's store items, asking for more until ``wanted`` pass the filters."""
        k = min(max(wanted * 3, 20), _MAX_RECALL)
        while True:
            result = await self._engine.aio.recall(
                query, user_id=scope.user_id, agent_id=self.agent_id, session_id=scope.session_id, k=k
            )
            found: list[tuple[MemoryRecord, dict[str, Any], float | None]] = []
            for hit in result.hits:
                meta = stored_meta(hit.record, now)
                if meta and meta.get("indexed") and in_prefix(meta, prefix) and matches(meta["value"], flt):
                    found.append((hit.record, meta, hit.score))
            if len(found) >= wanted or len(result.hits) < k or k >= _MAX_RECALL:
                return found
            k = min(k * 4, _MAX_RECALL)

    async def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions = op.match_conditions or ()
        user = next(
            (
                c.path[self.user_position]
                for c in conditions
                if c.match_type == "prefix"
                and len(c.path) > self.user_position
                and c.path[self.user_position] != "*"
            ),
            None,
        )
        if user is None:
            raise UserError(
                "HindsightStore.list_namespaces needs the user: pass prefix=(..., user_id, ...) with the user "
                f"id at position {self.user_position} (hindsight never lists across users)"
            )
        namespaces: set[tuple[str, ...]] = set()
        for _, meta in await self._listed(Scope(user_id=user), utcnow()):
            namespace = tuple(meta["namespace"])
            if all(namespace_matches(c, namespace) for c in conditions):
                namespaces.add(namespace[: op.max_depth] if op.max_depth is not None else namespace)
        return sorted(namespaces)[op.offset : op.offset + op.limit]

    # -- helpers --------------------------------------------------------------------------------------------

    def _scope(self, namespace: tuple[str, ...], action: str) -> Scope:
        """The hindsight scope of a namespace (or search prefix): the user at ``user_position``."""
        if len(namespace) <= self.user_position or not str(namespace[self.user_position]).strip():
            raise UserError(
                f"HindsightStore.{action}: namespace {namespace!r} has no user id at position "
                f"{self.user_position}; use e.g. ('memories', user_id), or set user_position= to where "
                "your namespaces hold the user"
            )
        session = None
        if self.session_position is not None and len(namespace) > self.session_position:
            session = namespace[self.session_position]
        return Scope(user_id=namespace[self.user_position], agent_id=self.agent_id, session_id=session)

    async def _listed(self, scope: Scope, now: datetime) -> list[tuple[MemoryRecord, dict[str, Any]]]:
        """Every live item of the user (and session, when the scope names one)."""
        out: list[tuple[MemoryRecord, dict[str, Any]]] = []
        offset = 0
        while True:
            page = await self._engine.aio.list_records(
                user_id=scope.user_id,
                agent_id=self.agent_id,
                session_id=scope.session_id,
                statuses=HISTORY,
                limit=_PAGE,
                offset=offset,
            )
            out += [(r, m) for r in page if (m := stored_meta(r, now)) is not None]
            if len(page) < _PAGE:
                return out
            offset += _PAGE

    async def _refresh(self, records: Sequence[MemoryRecord], now: datetime) -> None:
        """Restart the TTL of items read with ``refresh_ttl``."""
        for record in records:
            renewed = refreshed(record, now)
            if renewed is not None:
                await self._engine.aio.put_record(renewed)


def _blocking(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to the end from sync code, also when this thread already runs an event loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="hindsight-store") as pool:
        return pool.submit(asyncio.run, coro).result()


__all__ = ["DEFAULT_AGENT_ID", "HindsightStore"]
