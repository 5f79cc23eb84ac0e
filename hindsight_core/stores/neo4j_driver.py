"""Neo4j driver plumbing for the server graph store: opening a driver, one read in an auto-commit transaction
(retried when the driver calls its failure retryable), a write outside a transaction function, the rows of a
query in a managed transaction, and the one place driver errors become hindsight errors, each saying what to
check. The store itself is :mod:`hindsight_core.stores.neo4j`.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from hindsight_core.errors import ConfigError, StoreError, StoreUnavailableError
from hindsight_core.stores.cypher import Query

try:
    import neo4j
    from neo4j import exceptions as neo4j_errors
except ImportError as exc:  # pragma: no cover - neo4j is a core dependency
    from hindsight_core.errors import MissingDependencyError

    raise MissingDependencyError("neo4j", "all") from exc

_START_HINT = (
    'For a local server run `eval "$(scripts/services start)"`, which prints the HINDSIGHT_NEO4J_* values.'
)
#: Tries of one read when the driver says its failure is retryable (a cluster leader change, a lost session).
_READ_ATTEMPTS = 3


def open_driver(uri: str, user: str, password: str) -> neo4j.AsyncDriver:
    """A driver for ``uri`` (not connected yet); ``ConfigError`` for a URI the driver cannot read, or one over
    HTTP: the driver's Query API support (a preview) fails on a Bolt port with a ``KeyError`` traceback."""
    scheme = uri.strip().partition("://")[0].lower() if "://" in uri else ""
    if scheme in ("http", "https"):
        raise ConfigError(
            f"the Neo4j URI {uri!r} is an HTTP address (Neo4j Browser's or the HTTP API's); hindsight talks "
            "to Neo4j over Bolt: use bolt://HOST:7687 or neo4j://HOST:7687 (neo4j+s:// for TLS)."
        )
    try:
        auth = (user, password) if password else None
        # The server's notifications are about hindsight's own queries ("the property `owner` does
        # not exist" on a new database): noise in every user's log, not something they can act on.
        return neo4j.AsyncGraphDatabase.driver(
            uri, auth=auth, notifications_min_severity=neo4j.NotificationMinimumSeverity.OFF
        )
    except (ValueError, neo4j_errors.ConfigurationError) as exc:
        raise ConfigError(
            f"invalid Neo4j URI {uri!r}: {exc}. Use bolt://HOST:7687 or neo4j://HOST:7687 "
            "(neo4j+s:// for TLS)."
        ) from exc


async def read(driver: neo4j.AsyncDriver, database: str | None, query: Query) -> list[dict[str, Any]]:
    """One read in an auto-commit transaction: RUN and PULL in one round trip, where ``execute_query``'s
    managed transaction adds BEGIN and COMMIT (measured: ``RETURN 1`` 1.7 ms against 2.6-3.2 ms; server
    mode recall 1.60x -> 1.53x the bare query). Reads share ``execute_query``'s bookmark manager, so in a
    cluster they still see this driver's writes; a retryable failure is retried, as the driver does for
    managed transactions."""
    text, params = query
    for attempt in range(_READ_ATTEMPTS):
        try:
            async with driver.session(
                database=database,
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


async def write_rows(
    driver: neo4j.AsyncDriver, database: str | None, text: str, params: dict[str, Any]
) -> list[dict[str, Any]]:
    """One write through ``execute_query`` (its own managed transaction, routed to the leader); its rows."""
    result = await driver.execute_query(text, params, database_=database, routing_=neo4j.RoutingControl.WRITE)
    return [dict(record.items()) for record in result.records]  # type: ignore[no-untyped-call]


async def rows(tx: neo4j.AsyncManagedTransaction, query: Query) -> list[dict[str, Any]]:
    """The rows of ``query`` run in the managed transaction ``tx``."""
    text, params = query
    result = await tx.run(text, params)
    return [dict(record.items()) async for record in result]  # type: ignore[no-untyped-call]


@asynccontextmanager
async def error_boundary(
    action: str, *, uri: str, user: str, database: str | None, backend: str
) -> AsyncIterator[None]:
    """The one place driver errors become hindsight errors, each saying what to check."""
    try:
        yield
    except (neo4j_errors.AuthError, neo4j_errors.AuthConfigurationError) as exc:
        raise StoreUnavailableError(
            f"Neo4j at {uri} refused the credentials of user {user!r} while trying to "
            f"{action} ({exc.message or exc})",
            fix="Check HINDSIGHT_NEO4J_USER and HINDSIGHT_NEO4J_PASSWORD. " + _START_HINT,
            backend=backend,
        ) from exc
    except (neo4j_errors.ServiceUnavailable, neo4j_errors.SessionExpired) as exc:
        raise StoreUnavailableError(
            f"cannot reach Neo4j at {uri} to {action} ({exc})",
            fix="Check that the server is running and that HINDSIGHT_NEO4J_URI names its Bolt address. "
            + _START_HINT,
            backend=backend,
        ) from exc
    except neo4j_errors.ClientError as exc:
        if exc.code and "DatabaseNotFound" in exc.code:
            raise StoreUnavailableError(
                f"Neo4j at {uri} has no database {database!r} ({exc.message})",
                fix="Create it, or leave the database unset to use the server's default database.",
                backend=backend,
            ) from exc
        if exc.code and "AuthenticationRateLimit" in exc.code:
            raise StoreUnavailableError(
                f"Neo4j at {uri} refused user {user!r}: too many wrong passwords in a row ({exc.message})",
                fix="Check HINDSIGHT_NEO4J_PASSWORD, wait a few seconds and retry. " + _START_HINT,
                backend=backend,
            ) from exc
        if exc.code and ".Security." in exc.code:
            raise StoreUnavailableError(
                f"Neo4j user {user!r} may not {action} at {uri} ({exc.message})",
                fix="Grant it read and write access (and index management for setup()).",
                backend=backend,
            ) from exc
        raise StoreError(
            f"Neo4j rejected the request to {action}: {exc.code}: {exc.message}", backend=backend
        ) from exc
    except neo4j_errors.Neo4jError as exc:
        raise StoreError(
            f"Neo4j failed to {action}: {exc.code}: {exc.message}",
            fix="Check the server log.",
            backend=backend,
        ) from exc
    except neo4j_errors.DriverError as exc:
        raise StoreUnavailableError(
            f"the Neo4j driver failed to {action} at {uri}: {exc}",
            fix=_START_HINT,
            backend=backend,
        ) from exc
