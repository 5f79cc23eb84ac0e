"""The Neo4j graph store's schema at setup: constraints and indexes created if missing, and what earlier
versions left migrated once per database (a keyword index without the owner token, zero token counts,
keyword text written by another version of :func:`~hindsight_core.stores.sqlite_query.index_text`).

The functions run through the store's own read and write (``read(action, query)``,
``write(text, params)``), inside its error boundary. The store itself is :mod:`hindsight_core.stores.neo4j`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from hindsight_core.lifecycle.conversations import other_sessions
from hindsight_core.stores import cypher
from hindsight_core.stores.cypher import Query
from hindsight_core.stores.record_json import load_record
from hindsight_core.stores.sqlite_query import KEYWORD_TEXT_META, KEYWORD_TEXT_VERSION, index_text
from hindsight_core.stores.sqlite_schema import owner_token

logger = logging.getLogger("hindsight")

#: The store's read: one query, named by what it does for error messages.
Read = Callable[[str, Query], Awaitable[list[dict[str, Any]]]]
#: The store's write: one statement with its parameters.
Write = Callable[[str, dict[str, Any]], Awaitable[None]]

#: The ``Meta`` key set once the zero token counts of earlier versions are deleted.
_PRUNED = "token_counts_pruned"
#: The ``Meta`` key set once every record said in several sessions has its ``sessions`` property.
_SESSIONS = "record_sessions_filled"
#: The ``Meta`` key at "1" while the vectors of the records :func:`_fill_sessions` filled lack their sessions.
_VECTORS_PENDING = "record_sessions_vectors_pending"


async def create_schema(read: Read, write: Write, uri: str) -> None:
    """Constraints and indexes created if missing, and earlier versions' leftovers migrated. Idempotent."""
    await _migrate_fulltext(read, write)
    for statement in cypher.schema_statements():
        await write(statement, {})
    await write(*cypher.await_indexes_query())
    # once per database: counts at zero left by earlier versions (they name a forgotten record's tokens)
    if not await read("read metadata", cypher.get_meta_query(_PRUNED)):
        await write(*cypher.prune_token_counts_query())
        await write(*cypher.set_meta_query(_PRUNED, "1"))
    await _refresh_keyword_text(read, write, uri)
    await _fill_sessions(read, write)


async def _refresh_keyword_text(read: Read, write: Write, uri: str) -> None:
    """Rewrite every record's ``search_text`` when it was written by another version of
    :func:`~hindsight_core.stores.sqlite_query.index_text` (once per database, in pages; the fulltext
    index follows the nodes)."""
    rows = await read("read metadata", cypher.get_meta_query(KEYWORD_TEXT_META))
    if rows and rows[0]["value"] == KEYWORD_TEXT_VERSION:
        return
    after, count = "", 0
    while True:
        page = await read("read records", cypher.records_page_query(after, 1000))
        if not page:
            break
        pairs = [(row["id"], index_text(load_record(row["json"]))) for row in page]
        await write(*cypher.set_search_text_query(pairs))
        after, count = page[-1]["id"], count + len(page)
    await write(*cypher.set_meta_query(KEYWORD_TEXT_META, KEYWORD_TEXT_VERSION))
    if count:
        logger.info("hindsight: the keyword text of %d records was rewritten (%s)", count, uri)


async def _fill_sessions(read: Read, write: Write) -> None:
    """Once per database: every record said again in other sessions than its own gets its ``sessions``
    property (written by every version since), from its conversations, in pages; nothing else changes."""
    if await read("read metadata", cypher.get_meta_query(_SESSIONS)):
        return
    after = ""
    filled = False
    while True:
        page = await read("read records", cypher.records_page_query(after, 1000))
        if not page:
            break
        pairs = [(row["id"], other_sessions(load_record(row["json"]))) for row in page]
        if said_again := [(record_id, sessions) for record_id, sessions in pairs if sessions]:
            await write(*cypher.set_sessions_query(said_again))
            filled = True
        after = page[-1]["id"]
    if filled:  # their vectors get the sessions list when the engine opens (see upgraded_record_ids)
        await write(*cypher.set_meta_query(_VECTORS_PENDING, "1"))
    await write(*cypher.set_meta_query(_SESSIONS, "1"))


async def upgraded_record_ids(read: Read) -> list[str] | None:
    """The records :func:`_fill_sessions` gave their ``sessions`` while their vectors lack them; ``None``
    once :func:`vectors_upgraded` said they have them (one lookup)."""
    rows = await read("read metadata", cypher.get_meta_query(_VECTORS_PENDING))
    if not rows or rows[0]["value"] != "1":
        return None
    return [
        row["id"]
        for row in await read("list records said in several sessions", cypher.said_again_ids_query())
    ]


async def vectors_upgraded(write: Write) -> None:
    await write(*cypher.set_meta_query(_VECTORS_PENDING, "0"))


async def _migrate_fulltext(read: Read, write: Write) -> None:
    """A keyword index made before the owner token (``search_text`` only) is dropped, every record gets its
    ``owner`` property, and ``schema_statements`` then creates the index anew (Neo4j fills it from the
    stored nodes). Idempotent; nothing is done when the index already covers ``owner``."""
    rows = await read("read the keyword index", cypher.fulltext_properties_query())
    if not rows or "owner" in (rows[0]["properties"] or []):
        return
    await write(*cypher.drop_fulltext_query())
    users = [row["user_id"] for row in await read("list users", cypher.users_without_owner_query())]
    for start in range(0, len(users), 100):
        chunk = users[start : start + 100]
        await write(*cypher.set_owner_query([(user, owner_token(user)) for user in chunk]))
