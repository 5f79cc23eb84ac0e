"""The server graph store: Neo4j over Bolt with the official async driver.

The Cypher is built by pure functions in :mod:`hindsight_core.stores.cypher` (user data only in parameters);
this module owns the driver, transactions and the mapping of driver errors to
:class:`~hindsight_core.errors.StoreError`, done once, here, at the boundary.

Start a local server for development with ``eval "$(scripts/services start)"``; it prints the
``HINDSIGHT_NEO4J_*`` variables to use.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any

from hindsight_core.errors import ConfigError, HindsightError, StoreError, StoreUnavailableError, UserError
from hindsight_core.models import Entity, MemoryRecord, RecordFilter, Relation
from hindsight_core.stores import cypher
from hindsight_core.stores.capabilities import Capability
from hindsight_core.stores.cypher import Query
from hindsight_core.stores.lifecycle import AsyncWith
from hindsight_core.stores.protocols import (
    MAX_HOPS,
    ForgottenSource,
    StoreDescription,
    TokenVectorsItem,
    check_limit,
)
from hindsight_core.stores.recall_context import ContextRequest, RecallContext
from hindsight_core.stores.record_json import dump_record, load_record
from hindsight_core.stores.sqlite_query import KEYWORD_TEXT_META, KEYWORD_TEXT_VERSION, index_text
from hindsight_core.stores.sqlite_schema import owner_token
from hindsight_core.text import normalize_entity

try:
    import neo4j
    from neo4j import exceptions as neo4j_errors
except ImportError as exc:  # pragma: no cover - neo4j is a core dependency
    from hindsight_core.errors import MissingDependencyError

    raise MissingDependencyError("neo4j", "all") from exc

logger = logging.getLogger("hindsight")

_START_HINT = (
    'For a local server run `eval "$(scripts/services start)"`, which prints the HINDSIGHT_NEO4J_* values.'
)
#: Tries of one read when the driver says its failure is retryable (a cluster leader change, a lost session).
_READ_ATTEMPTS = 3


class Neo4jGraphStore(AsyncWith):
    """The server :class:`~hindsight_core.stores.protocols.GraphStore`: Neo4j 5 or newer over Bolt.

    Range indexes back the recall filters, a fulltext index (Lucene BM25, English stemming, CJK bigrams)
    backs keyword search, and graph expansion is a Cypher variable-length walk over ``RELATED`` edges.
    Many processes may share one server.

    Example:
        >>> import asyncio, os
        >>> from hindsight_core.models import MemoryRecord, RecordFilter, Scope
        >>> async def demo() -> int:
        ...     store = Neo4jGraphStore(os.environ["HINDSIGHT_NEO4J_URI"],
        ...                             password=os.environ["HINDSIGHT_NEO4J_PASSWORD"])
        ...     async with store:
        ...         record = MemoryRecord(text="The user prefers PostgreSQL", scope=Scope(user_id="u1"))
        ...         await store.upsert_records([record])
        ...         return len(await store.keyword_search("postgresql", RecordFilter(user_id="u1"), k=5))
        >>> asyncio.run(demo())  # doctest: +SKIP
        1
    """

    name = "neo4j"
    capabilities: frozenset[Capability] = frozenset(
        {
            Capability.ENTITY_CATALOG,
            Capability.MATCHING_IDS,
            Capability.MULTI_PROCESS,
            Capability.RECALL_CONTEXT,
        }
    )

    def __init__(
        self, uri: str, *, user: str = "neo4j", password: str = "", database: str | None = None
    ) -> None:
        self._uri = uri
        self._user = user
        self._password = password
        self._database = database
        self._driver: neo4j.AsyncDriver | None = None
        self._schema_ready = False
        self._setup_lock = asyncio.Lock()

    def __repr__(self) -> str:
        return f"Neo4jGraphStore({self._uri!r}, user={self._user!r}, database={self._database!r})"

    @property
    def uri(self) -> str:
        return self._uri

    # -- lifecycle -------------------------------------------------------------------------------------

    async def setup(self) -> None:
        """Connect, check the credentials, and create constraints and indexes if missing. Idempotent."""
        async with self._setup_lock:
            await self._setup()

    async def _setup(self) -> None:
        if self._driver is None:
            try:
                auth = (self._user, self._password) if self._password else None
                # The server's notifications are about hindsight's own queries ("the property `owner` does
                # not exist" on a new database): noise in every user's log, not something they can act on.
                driver = neo4j.AsyncGraphDatabase.driver(
                    self._uri, auth=auth, notifications_min_severity=neo4j.NotificationMinimumSeverity.OFF
                )
            except (ValueError, neo4j_errors.ConfigurationError) as exc:
                raise ConfigError(
                    f"invalid Neo4j URI {self._uri!r}: {exc}. Use bolt://HOST:7687 or neo4j://HOST:7687 "
                    "(neo4j+s:// for TLS)."
                ) from exc
            try:
                # Fail fast with a clear error: queries would retry an unreachable server for 30s.
                async with self._boundary("connect"):
                    await driver.verify_connectivity()
            except BaseException:
                await driver.close()
                raise
            self._driver = driver
        if self._schema_ready:
            return
        version = await self._server_version()
        if cypher.too_old(version):
            low = ".".join(map(str, cypher.MIN_SERVER_VERSION))
            raise ConfigError(
                f"Neo4j {version} at {self._uri} is too old: hindsight needs Neo4j {low} or later (5.26 LTS, or "
                "any 2025.x/2026.x release). Upgrade the server, or leave HINDSIGHT_NEO4J_URI unset to use the "
                "embedded SQLite graph store."
            )
        async with self._boundary("create the schema"):
            await self._migrate_fulltext()
            for statement in cypher.schema_statements():
                await self._run_write(statement, {})
            await self._run_write(*cypher.await_indexes_query())
            # once per database: counts at zero left by earlier versions (they name a forgotten record's tokens)
            if not await self._read("read metadata", cypher.get_meta_query(_PRUNED)):
                await self._run_write(*cypher.prune_token_counts_query())
                await self._run_write(*cypher.set_meta_query(_PRUNED, "1"))
            await self._refresh_keyword_text()
        self._schema_ready = True

    async def _refresh_keyword_text(self) -> None:
        """Rewrite every record's ``search_text`` when it was written by another version of
        :func:`~hindsight_core.stores.sqlite_query.index_text` (once per database, in pages; the fulltext
        index follows the nodes)."""
        rows = await self._read("read metadata", cypher.get_meta_query(KEYWORD_TEXT_META))
        if rows and rows[0]["value"] == KEYWORD_TEXT_VERSION:
            return
        after, count = "", 0
        while True:
            page = await self._read("read records", cypher.records_page_query(after, 1000))
            if not page:
                break
            pairs = [(row["id"], index_text(load_record(row["json"]))) for row in page]
            await self._run_write(*cypher.set_search_text_query(pairs))
            after, count = page[-1]["id"], count + len(page)
        await self._run_write(*cypher.set_meta_query(KEYWORD_TEXT_META, KEYWORD_TEXT_VERSION))
        if count:
            logger.info("hindsight: the keyword text of %d records was rewritten (%s)", count, self._uri)

    async def _migrate_fulltext(self) -> None:
        """A keyword index made before the owner token (``search_text`` only) is dropped, every record gets its
        ``owner`` property, and ``schema_statements`` then creates the index anew (Neo4j fills it from the
        stored nodes). Idempotent; nothing is done when the index already covers ``owner``."""
        rows = await self._read("read the keyword index", cypher.fulltext_properties_query())
        if not rows or "owner" in (rows[0]["properties"] or []):
            return
        await self._run_write(*cypher.drop_fulltext_query())
        users = [row["user_id"] for row in await self._read("list users", cypher.users_without_owner_query())]
        for start in range(0, len(users), 100):
            chunk = users[start : start + 100]
            await self._run_write(*cypher.set_owner_query([(user, owner_token(user)) for user in chunk]))

    async def close(self) -> None:
        """Close the driver. Idempotent; ``setup()`` may connect again."""
        driver, self._driver = self._driver, None
        self._schema_ready = False
        if driver is not None:
            await driver.close()

    def fix_hint(self, error: HindsightError) -> str:
        """What to do when this store fails: start the server, check its address and credentials."""
        return (
            f'start Neo4j at {self._uri} (a local one: `eval "$(scripts/services start)"`) and check '
            "HINDSIGHT_NEO4J_URI, HINDSIGHT_NEO4J_USER and HINDSIGHT_NEO4J_PASSWORD"
        )

    # -- writes ----------------------------------------------------------------------------------------

    async def upsert_records(
        self, records: Sequence[MemoryRecord], relations: Sequence[Relation] = ()
    ) -> None:
        """Insert or replace records with their mentions, co-mention links and relations, in one transaction.

        Raises ``UserError`` for a record that cannot be serialised, a relation with an empty entity name or
        naming a record that is neither in the batch nor stored; nothing is written then.
        """
        if not records and not relations:
            return
        data = [dump_record(record) for record in records]
        for relation in relations:
            if not normalize_entity(relation.source) or not normalize_entity(relation.target):
                raise UserError(
                    f"relation {relation.source!r} -> {relation.target!r} has an empty entity name"
                )
        batch_ids = [record.id for record in records]
        outside = sorted({rel.record_id for rel in relations} - set(batch_ids))

        async def work(tx: neo4j.AsyncManagedTransaction) -> None:
            if outside:
                stored = {row["id"] for row in await _rows(tx, cypher.existing_records_query(outside))}
                missing = [record_id for record_id in outside if record_id not in stored]
                if missing:
                    raise UserError(
                        f"relations name record(s) {', '.join(missing)}, neither in this batch nor stored: "
                        "upsert the records together with their relations"
                    )
            if records:
                previous = [row["name"] for row in await _rows(tx, cypher.linked_entities_query(batch_ids))]
                await _rows(tx, cypher.clear_links_query(batch_ids))
                await _rows(tx, cypher.write_records_query(records, data))
            else:
                previous = []
            if relations:
                await _rows(tx, cypher.write_relations_query(relations))
            if previous:
                await _rows(tx, cypher.delete_orphan_entities_query(previous))

        await self._write_transaction("upsert records", work)

    async def update_state(self, records: Sequence[MemoryRecord]) -> None:
        """New lifecycle state for stored records; mentions, links and the fulltext entry stay as they are."""
        if not records:
            return
        query = cypher.update_state_query(records, [dump_record(record) for record in records])

        async def work(tx: neo4j.AsyncManagedTransaction) -> None:
            await _rows(tx, query)

        await self._write_transaction("update record state", work)

    async def upsert_entities(self, entities: Sequence[Entity]) -> None:
        """Create or update entities: display name replaced, type kept unless given, aliases merged.

        Unlocked by ``Capability.ENTITY_CATALOG``. Aliases make :meth:`entity_search` find an entity by
        another name ("postgres" -> "postgresql").
        """
        keys = [normalize_entity(entity.name) for entity in entities]
        for entity, key in zip(entities, keys, strict=True):
            if not key:
                raise UserError(f"entity name {entity.name!r} is empty once normalised")

        async def work(tx: neo4j.AsyncManagedTransaction) -> None:
            stored = {
                row["name"]: row["aliases"] or []
                for row in await _rows(tx, cypher.read_entity_aliases_query(keys))
            }
            for entity, key in zip(entities, keys, strict=True):
                merged: dict[str, str] = {}
                for alias in [*stored.get(key, []), *entity.aliases]:
                    alias_key = normalize_entity(alias)
                    if alias_key and alias_key != key:
                        merged.setdefault(alias_key, alias.strip())
                stored[key] = list(merged.values())
                await _rows(tx, cypher.write_entity_query(entity, stored[key]))

        await self._write_transaction("upsert entities", work)

    async def delete_records(self, record_ids: Sequence[str]) -> int:
        """Hard delete records with their mentions, relations and keyword entries. Returns how many existed.

        Entities no longer linked to anything (and not curated with a type or aliases) go too.
        """
        ids = list(dict.fromkeys(record_ids))
        if not ids:
            return 0
        deleted = 0

        async def work(tx: neo4j.AsyncManagedTransaction) -> None:
            nonlocal deleted
            await _rows(tx, cypher.release_token_vectors_query(ids))
            linked = [row["name"] for row in await _rows(tx, cypher.linked_entities_query(ids))]
            (row,) = await _rows(tx, cypher.delete_records_query(ids))
            deleted = int(row["deleted"])
            if linked:
                await _rows(tx, cypher.delete_orphan_entities_query(linked))

        await self._write_transaction("delete records", work)
        return deleted

    async def set_meta(self, key: str, value: str) -> None:
        async with self._boundary("write metadata"):
            await self._run_write(*cypher.set_meta_query(key, value))

    # -- reads -----------------------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        rows = await self._read("read metadata", cypher.get_meta_query(key))
        return None if not rows else str(rows[0]["value"])

    async def get_records(self, record_ids: Sequence[str]) -> list[MemoryRecord]:
        """The records with these ids, in the order asked; unknown ids are left out."""
        if not record_ids:
            return []
        rows = await self._read("read records", cypher.get_records_query(record_ids))
        found = {row["id"]: row["json"] for row in rows}
        return [load_record(found[record_id]) for record_id in record_ids if record_id in found]

    async def list_records(
        self,
        flt: RecordFilter,
        *,
        limit: int | None = None,
        offset: int = 0,
        newest_first: bool = False,
    ) -> list[MemoryRecord]:
        """Records matching the filter ordered by occurred_at, then recorded_at, then id."""
        query = cypher.list_records_query(flt, limit=limit, offset=offset, newest_first=newest_first)
        return [load_record(row["json"]) for row in await self._read("list records", query)]

    async def matching_ids(self, record_ids: Sequence[str], flt: RecordFilter) -> set[str]:
        """The ids among ``record_ids`` of stored records ``flt`` lets through
        (:class:`~hindsight_core.stores.capabilities.IdMatcher`)."""
        if not record_ids:
            return set()
        rows = await self._read("match record ids", cypher.matching_ids_query(record_ids, flt))
        return {row["id"] for row in rows}

    async def count_records(self, flt: RecordFilter | None = None) -> int:
        """How many records match; ``None`` counts every record of every scope."""
        rows = await self._read("count records", cypher.count_records_query(flt))
        return int(rows[0]["n"])

    async def all_record_ids(self) -> list[str]:
        return [row["id"] for row in await self._read("list record ids", cypher.all_record_ids_query())]

    async def keyword_search(self, query: str, flt: RecordFilter, k: int) -> list[tuple[str, float]]:
        """BM25 over the record text and entity names (English stemmed, CJK as bigrams), best first."""
        built = cypher.keyword_search_query(query, flt, k)
        if built is None:
            return []
        rows = await self._read("search keywords", built)
        return [(row["id"], float(row["score"])) for row in rows]

    async def entity_search(
        self, entities: Sequence[str], flt: RecordFilter, *, hops: int = 1, k: int = 50
    ) -> list[tuple[str, float]]:
        """Records linked to these entities (by name or alias) or their neighbours up to ``hops`` away.

        Score: the sum over matched query entities of ``1 / (1 + hop)``, hop 0 being a direct mention.
        Relations are followed only through records the filter may see.
        """
        try:
            built = cypher.entity_search_query(entities, flt, hops, k)
        except ValueError as exc:
            raise UserError(f"hops must be between 0 and {MAX_HOPS}, got {hops!r}") from exc
        if built is None:
            return []
        rows = await self._read("search entities", built)
        return [(row["id"], float(row["score"])) for row in rows]

    async def entity_counts(self, entities: Sequence[str], flt: RecordFilter) -> dict[str, int]:
        """How many records visible to ``flt`` mention each entity (by name or alias) directly."""
        built = cypher.entity_counts_query(entities, flt)
        if built is None:
            return {}
        rows = await self._read("count entity mentions", built)
        return {row["origin"]: int(row["n"]) for row in rows if row["n"]}

    async def list_entities(self, user_id: str) -> list[Entity]:
        """Entities mentioned by this user's records (any status), by name."""
        rows = await self._read("list entities", cypher.list_entities_query(user_id))
        return [
            Entity(
                name=row["name"],
                display_name=row["display_name"] or row["name"],
                type=row["type"],
                aliases=list(row["aliases"]),
            )
            for row in rows
        ]

    # -- recall support: token vectors and session order ------------------------------------------------

    async def put_token_vectors(self, items: Sequence[TokenVectorsItem]) -> None:
        """Replace the token vectors of stored records (others ignored) and keep the per-user counts."""
        if not items:
            return
        rows: list[dict[str, Any]] = [
            {
                "record_id": item.record_id,
                "user_id": item.user_id,
                "ids": sorted({int(t) for t in item.token_ids}),
                "data": bytes(item.data),
            }
            for item in items
        ]

        async def work(tx: neo4j.AsyncManagedTransaction) -> None:
            await _rows(tx, cypher.release_token_vectors_query([item.record_id for item in items]))
            await _rows(tx, cypher.write_token_vectors_query(rows))

        await self._write_transaction("store token vectors", work)

    async def get_token_vectors(self, record_ids: Sequence[str]) -> dict[str, bytes]:
        if not record_ids:
            return {}
        rows = await self._read("read token vectors", cypher.get_token_vectors_query(record_ids))
        return {row["id"]: bytes(row["data"]) for row in rows}

    async def token_document_frequencies(
        self, user_id: str, token_ids: Sequence[int]
    ) -> tuple[dict[int, int], int]:
        query = cypher.token_document_frequencies_query(user_id, token_ids)
        counts = {
            int(row["token"]): int(row["df"]) for row in await self._read("read token frequencies", query)
        }
        total = counts.pop(-1, 0)
        return counts, total

    async def session_neighbours(
        self, record_ids: Sequence[str], flt: RecordFilter, window: int = 1
    ) -> dict[str, list[str]]:
        if not record_ids or window < 1:
            return {}
        query = cypher.session_neighbours_query(record_ids, flt, window)
        rows = await self._read("read session neighbours", query)
        return {row["id"]: [*reversed(row["before"]), *row["after"]] for row in rows}

    # -- hard forgets' shared tombstones ---------------------------------------------------------------

    async def add_forgotten_sources(self, items: Sequence[ForgottenSource]) -> None:
        if not items:
            return

        async def work(tx: neo4j.AsyncManagedTransaction) -> None:
            fresh = {row["key"] for row in await _rows(tx, cypher.merge_forgotten_sources_query(items))}
            # numbered in the order given
            created = [k for k in dict.fromkeys(cypher.forgotten_key(i) for i in items) if k in fresh]
            if not created:
                return
            (row,) = await _rows(tx, cypher.reserve_numbers_query(len(created)))
            first = int(row["value"]) - len(created) + 1
            pairs = [(key, first + n) for n, key in enumerate(created)]
            await _rows(tx, cypher.number_forgotten_sources_query(pairs))

        await self._write_transaction("store forgotten sources", work)

    async def forgotten_sources(self, after: int, limit: int) -> list[tuple[int, ForgottenSource]]:
        check_limit(limit)
        rows = await self._read("read forgotten sources", cypher.forgotten_sources_query(after, limit))
        return [
            (int(r["seq"]), ForgottenSource(r["user_id"], r["trace_id"], r["step_id"], r["content_hash"]))
            for r in rows
        ]

    # -- recall support: the context stage's reads in one call (capability "recall_context") -----------

    async def recall_context(self, request: ContextRequest) -> RecallContext:
        """Everything recall's context stage reads about its pool, in one Cypher query (see
        :class:`~hindsight_core.stores.recall_context.ContextRequest`)."""
        query = cypher.recall_context_query(
            request.record_ids,
            sorted(request.known),
            request.neighbours_for,
            request.flt,
            request.window,
            request.with_tokens,
            request.token_ids,
        )
        (row,) = await self._read("read the recall context", query)
        out = RecallContext(
            neighbours={near["id"]: [*reversed(near["before"]), *near["after"]] for near in row["near"]}
        )
        for found in row["records"]:
            out.records[found["id"]] = load_record(found["json"])
            if found["data"] is not None:
                out.token_vectors[found["id"]] = bytes(found["data"])
        if request.token_ids is not None:
            counts = {int(token): int(df) for token, df in row["df"]}
            out.frequencies = ({t: df for t, df in counts.items() if t != -1}, counts.get(-1, 0))
        return out

    async def _server_version(self, *, edition: bool = False) -> str:
        """The server's version ("2026.08.1"), with its edition when asked ("2026.08.1 community")."""
        rows = await self._read("read the server version", cypher.server_version_query())
        kernel = next((row for row in rows if row["name"] == "Neo4j Kernel"), rows[0] if rows else None)
        if kernel is None:
            return "unknown"
        return f"{kernel['versions'][0]} {kernel['edition']}" if edition else str(kernel["versions"][0])

    async def describe(self) -> StoreDescription:
        """The server version (``dbms.components()``) and whether every hindsight index is online."""
        version = f"Neo4j {await self._server_version(edition=True)}"
        indexes = await self._read("list indexes", ("SHOW INDEXES YIELD name, state RETURN name, state", {}))
        constraints = await self._read("list constraints", ("SHOW CONSTRAINTS YIELD name RETURN name", {}))
        states = {row["name"]: row["state"] for row in indexes}
        found = set(states) | {row["name"] for row in constraints}
        expected = _schema_names()
        missing = sorted(expected - found)
        failed = sorted(name for name in expected & set(states) if states[name] != "ONLINE")
        problems = [f"missing {', '.join(missing)}"] if missing else []
        problems += [f"not online: {', '.join(f'{n} ({states[n]})' for n in failed)}"] if failed else []
        return StoreDescription(
            backend=self.name,
            location=self._uri + (f" (database {self._database})" if self._database else ""),
            version=version,
            schema_ok=not problems,
            schema="; ".join(problems) or f"{len(expected)} constraints and indexes online",
            fix="setup creates missing constraints and indexes on start: drop the failed ones (`DROP INDEX "
            "<name>`), check that the user may manage indexes, and run `hindsight doctor` again"
            if problems
            else None,
        )

    # -- driver plumbing -------------------------------------------------------------------------------

    def _require_driver(self) -> neo4j.AsyncDriver:
        if self._driver is None:
            raise StoreUnavailableError(
                f"the Neo4j graph store for {self._uri} is not connected: await store.setup() first "
                "(or use `async with`)",
                backend=self.name,
            )
        return self._driver

    async def _read(self, action: str, query: Query) -> list[dict[str, Any]]:
        """One read in an auto-commit transaction: RUN and PULL in one round trip, where ``execute_query``'s
        managed transaction adds BEGIN and COMMIT (measured: ``RETURN 1`` 1.7 ms against 2.6-3.2 ms; server
        mode recall 1.60x -> 1.53x the bare query). Reads share ``execute_query``'s bookmark manager, so in a
        cluster they still see this driver's writes; a retryable failure is retried, as the driver does for
        managed transactions."""
        text, params = query
        async with self._boundary(action):
            driver = self._require_driver()
            for attempt in range(_READ_ATTEMPTS):
                try:
                    async with driver.session(
                        database=self._database,
                        default_access_mode=neo4j.READ_ACCESS,
                        bookmark_manager=driver.execute_query_bookmark_manager,
                    ) as session:
                        # The driver asks for a LiteralString: Cypher text here comes only from the query
                        # builders, every value passed in ``params``; mypy reads LiteralString as str.
                        result = await session.run(text, params)
                        records = [record async for record in result]
                    break
                except (neo4j_errors.Neo4jError, neo4j_errors.DriverError) as exc:
                    if attempt + 1 == _READ_ATTEMPTS or not exc.is_retryable():
                        raise
                    await asyncio.sleep(0.05 * 2**attempt)
        # dict(record.items()), not record.data(): data() walks every value recursively and treats bytes
        # as a sequence, one isinstance chain per byte (a 40-record pool of token vectors: ~100k bytes,
        # hundreds of ms). The queries return scalars, lists and maps only, so there is nothing to convert.
        return [dict(record.items()) for record in records]  # type: ignore[no-untyped-call]

    async def _run_write(self, text: str, params: dict[str, Any]) -> None:
        await self._require_driver().execute_query(
            text, params, database_=self._database, routing_=neo4j.RoutingControl.WRITE
        )

    async def _write_transaction(
        self, action: str, work: Callable[[neo4j.AsyncManagedTransaction], Awaitable[None]]
    ) -> None:
        """Run ``work`` in one write transaction (retried by the driver on transient errors)."""
        async with self._boundary(action):
            driver = self._require_driver()
            async with driver.session(database=self._database) as session:
                await session.execute_write(work)

    @asynccontextmanager
    async def _boundary(self, action: str) -> AsyncIterator[None]:
        """The one place driver errors become hindsight errors, each saying what to check."""
        try:
            yield
        except (neo4j_errors.AuthError, neo4j_errors.AuthConfigurationError) as exc:
            raise StoreUnavailableError(
                f"Neo4j at {self._uri} refused the credentials of user {self._user!r} while trying to "
                f"{action} ({exc.message or exc}). Check HINDSIGHT_NEO4J_USER and HINDSIGHT_NEO4J_PASSWORD. "
                + _START_HINT,
                backend=self.name,
            ) from exc
        except (neo4j_errors.ServiceUnavailable, neo4j_errors.SessionExpired) as exc:
            raise StoreUnavailableError(
                f"cannot reach Neo4j at {self._uri} to {action} ({exc}). Check that the server is running "
                "and that HINDSIGHT_NEO4J_URI names its Bolt address. " + _START_HINT,
                backend=self.name,
            ) from exc
        except neo4j_errors.ClientError as exc:
            if exc.code and "DatabaseNotFound" in exc.code:
                raise StoreUnavailableError(
                    f"Neo4j at {self._uri} has no database {self._database!r} ({exc.message}). Create it, "
                    "or leave the database unset to use the server's default database.",
                    backend=self.name,
                ) from exc
            if exc.code and "AuthenticationRateLimit" in exc.code:
                raise StoreUnavailableError(
                    f"Neo4j at {self._uri} refused user {self._user!r}: too many wrong passwords in a row "
                    f"({exc.message}). Check HINDSIGHT_NEO4J_PASSWORD, wait a few seconds and retry. "
                    + _START_HINT,
                    backend=self.name,
                ) from exc
            if exc.code and ".Security." in exc.code:
                raise StoreUnavailableError(
                    f"Neo4j user {self._user!r} may not {action} at {self._uri} ({exc.message}). Grant it "
                    "read and write access (and index management for setup()).",
                    backend=self.name,
                ) from exc
            raise StoreError(
                f"Neo4j rejected the request to {action}: {exc.code}: {exc.message}", backend=self.name
            ) from exc
        except neo4j_errors.Neo4jError as exc:
            raise StoreError(
                f"Neo4j failed to {action}: {exc.code}: {exc.message}. Check the server log.",
                backend=self.name,
            ) from exc
        except neo4j_errors.DriverError as exc:
            raise StoreUnavailableError(
                f"the Neo4j driver failed to {action} at {self._uri}: {exc}. " + _START_HINT,
                backend=self.name,
            ) from exc


# -- helpers ---------------------------------------------------------------------------------------------


async def _rows(tx: neo4j.AsyncManagedTransaction, query: Query) -> list[dict[str, Any]]:
    text, params = query
    result = await tx.run(text, params)
    return [dict(record.items()) async for record in result]  # type: ignore[no-untyped-call]


#: The ``Meta`` key set once the zero token counts of earlier versions are deleted.
_PRUNED = "token_counts_pruned"

_SCHEMA_NAME = re.compile(r"^CREATE (?:FULLTEXT )?(?:CONSTRAINT|INDEX) (\w+) IF NOT EXISTS")


def _schema_names() -> set[str]:
    """The constraint and index names :func:`cypher.schema_statements` creates."""
    return {m.group(1) for s in cypher.schema_statements() if (m := _SCHEMA_NAME.match(s))}


__all__ = ["Neo4jGraphStore"]
