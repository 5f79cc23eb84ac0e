"""Chroma connection plumbing: where a store points (a directory or a server), the one-process lock on an
embedded directory, and opening (embedded or server) and closing clients. The store itself is
:mod:`hindsight_core.stores.chroma`.

Chroma's ``PersistentClient`` is safe for ONE process per path (two writer processes silently corrupt its
HNSW index), so an embedded store takes a lock file in the directory at ``setup()`` and holds it until
``close()``; a second process gets :class:`StoreLockedError` pointing to server mode. Inside one process,
stores on the same path SHARE it safely: Chroma keeps one engine per path per process (reference-counted),
and hindsight keeps one lock per path, released when the last store closes.
"""

from __future__ import annotations

import contextlib
import shutil
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar
from urllib.parse import urlsplit

import chromadb
import httpx
from chromadb.api import ClientAPI
from chromadb.api.client import Client
from chromadb.config import DEFAULT_DATABASE, DEFAULT_TENANT, APIVersion, Settings
from chromadb.errors import ChromaError, NotFoundError
from filelock import FileLock, Timeout

from hindsight_core.errors import ConfigError, StoreLockedError, StoreUnavailableError
from hindsight_core.stores import chroma_bindings as bindings
from hindsight_core.stores.chroma_vacuum import vacuum_if_marked
from hindsight_core.stores.hnsw_files import scrub_store

T = TypeVar("T")

DEFAULT_PORT = 8000
LOCK_FILE_NAME = "hindsight.lock"
BACKEND = "chroma"

# ----------------------------------------------------------------------------------------------- targets


@dataclass(frozen=True, slots=True)
class EmbeddedTarget:
    path: Path

    def describe(self) -> str:
        return str(self.path)


@dataclass(frozen=True, slots=True)
class ServerTarget:
    host: str
    port: int
    ssl: bool
    headers: dict[str, str] = field(default_factory=dict)
    tenant: str = DEFAULT_TENANT
    database: str = DEFAULT_DATABASE

    @property
    def address(self) -> str:
        """The host as a URL writes it: an IPv6 address in brackets ("[::1]"), else "http://::1:8000" reads
        as host "", port ":1:8000" (chromadb builds its URL from the host it is given, as this does)."""
        return f"[{self.host}]" if ":" in self.host else self.host

    @property
    def url(self) -> str:
        return f"{'https' if self.ssl else 'http'}://{self.address}:{self.port}"

    def describe(self) -> str:
        return self.url


def parse_server_address(url_or_host: str, port: int | None, ssl: bool) -> tuple[str, int, bool]:
    """Host, port and ssl from ``"http://127.0.0.1:8000"``, ``"https://chroma.example"``, ``"host:port"`` or
    ``"host"`` (without a scheme: ``ssl`` says which, and the port defaults to 8000)."""
    text = url_or_host.strip()
    if not text:
        raise ConfigError("the Chroma server address is empty; pass e.g. 'http://127.0.0.1:8000'")
    # "host" or "host:port" without a scheme (HINDSIGHT_CHROMA_URL=127.0.0.1:8000) is read as http, or https
    # when ssl=True; the port was taken for part of the host name ("http://127.0.0.1:8000:8000").
    bare = "://" not in text
    parts = urlsplit(f"{'https' if ssl else 'http'}://{text}" if bare else text)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"cannot read the Chroma server URL {url_or_host!r}; use http://host:port")
    if parts.path not in ("", "/") or parts.query:
        raise ConfigError(f"the Chroma server URL {url_or_host!r} has a path; pass only scheme://host:port")
    use_ssl = parts.scheme == "https"
    try:
        url_port = parts.port
    except ValueError as exc:
        raise ConfigError(
            f"cannot read the port of the Chroma server URL {url_or_host!r} ({exc}); use http://host:port"
        ) from exc
    if port is not None and url_port is not None and port != url_port:
        raise ConfigError(f"the Chroma URL {url_or_host!r} says port {url_port} but port={port} was passed")
    resolved = port if port is not None else url_port
    if resolved is None:
        resolved = 443 if use_ssl and not bare else DEFAULT_PORT
    return parts.hostname, resolved, use_ssl


# ------------------------------------------------------------------------------------ one lock per path


@dataclass(slots=True)
class _PathLease:
    lock: FileLock
    holders: int = 0


_LEASES: dict[Path, _PathLease] = {}
_LEASES_GUARD = threading.Lock()


def acquire_path(path: Path) -> None:
    """Take this process's share of the lock on ``path``; the file lock is taken by the first holder."""
    with _LEASES_GUARD:
        lease = _LEASES.get(path)
        if lease is None:
            lock_file = path / LOCK_FILE_NAME
            # thread_local=False: setup() and close() run on different worker threads.
            lock = FileLock(lock_file, thread_local=False)
            try:
                lock.acquire(timeout=0)
            except Timeout:
                raise StoreLockedError(
                    f"The Chroma store at {path} is already open in another process{_owner(path)} (lock file "
                    f"{lock_file}); nothing was opened or written here. Embedded Chroma supports one process "
                    "per path: two writers corrupt its index",
                    fix="An MCP server (`hindsight mcp`, started by your MCP client) holds it while it runs: "
                    "close that process (or the client), or share the data through a Chroma server: start a "
                    "Chroma server (`chroma run --path <a new folder> --port 8000`), set "
                    "HINDSIGHT_CHROMA_URL=http://127.0.0.1:8000 (in Python: ChromaVectorStore.server(...)) and "
                    "run `hindsight reindex` once: a server keeps its vectors in another layout, so it starts "
                    "empty until then.",
                    backend=BACKEND,
                    path=str(path),
                ) from None
            except OSError as exc:  # (Timeout is one too) a read-only folder, a folder named as the lock file
                raise _unlockable(path, lock_file, exc) from None
            # Only now, holding the lock, is the directory this process's to mend: a process that hard-deleted
            # and stopped before its close left it to vacuum, one that stopped without closing left its HNSW
            # files as written.
            vacuum_if_marked(path)
            scrub_store(path)
            _write_owner(path)
            lease = _LEASES[path] = _PathLease(lock)
        lease.holders += 1


def _unlockable(path: Path, lock_file: Path, exc: OSError) -> StoreUnavailableError:
    """The error for a lock file that cannot be written (a read-only data directory, a folder in its place)."""
    if lock_file.is_dir():
        fix = f"{lock_file} is a folder where the lock file goes: move it out of the way (no part of the store)."
    else:
        fix = (
            "Open it where the data directory is writable: hindsight locks the store even to read it, so that no "
            "other process writes meanwhile. For a read-only copy, the CLI's read commands (`hindsight recall`, "
            "`export`, `stats`, `doctor`) open a temporary copy by themselves; in Python, copy the folder first."
        )
    return StoreUnavailableError(
        f"The Chroma store at {path} cannot be opened: its lock file {lock_file} cannot be written "
        f"({exc.strerror or exc}); nothing was opened or written here",
        fix=fix,
        backend=BACKEND,
    )


OWNER_FILE_NAME = "hindsight.owner"


def _write_owner(path: Path) -> None:
    """Say which process holds the lock (its id and command), for the error another process gets."""
    import os
    import sys

    command = (
        " ".join(Path(sys.argv[0]).name.split() + sys.argv[1:3]) if sys.argv and sys.argv[0] else "python"
    )
    with contextlib.suppress(OSError):  # only a courtesy for the error message
        (path / OWNER_FILE_NAME).write_text(f"{os.getpid()} {command}\n", encoding="utf-8")


def _owner(path: Path) -> str:
    """`` (pid 1234: hindsight mcp)`` from the owner file, or ``""`` when it cannot be read."""
    try:
        pid, _, command = (path / OWNER_FILE_NAME).read_text(encoding="utf-8").strip().partition(" ")
    except OSError:
        return ""
    return f" (pid {pid}: {command})" if pid.isdigit() else ""


def release_path(path: Path) -> None:
    with _LEASES_GUARD:
        lease = _LEASES.get(path)
        if lease is None:
            return
        lease.holders -= 1
        if lease.holders <= 0:
            del _LEASES[path]
            try:
                scrub_store(path)  # no client of this process has it open: zero what holds no index data
                vacuum_if_marked(path)  # after hard deletes: nothing deleted stays in the files
                with contextlib.suppress(OSError):
                    (path / OWNER_FILE_NAME).unlink(missing_ok=True)
            finally:
                lease.lock.release()


# ------------------------------------------------------------------------------------- damaged files


class DamagedStoreError(StoreUnavailableError):
    """An embedded Chroma directory whose files Chroma's engine cannot read (``fix_hint`` says how to
    rebuild it)."""


def is_engine_panic(exc: BaseException) -> bool:
    """Whether ``exc`` is a panic of Chroma's Rust engine (a malformed ``chroma.sqlite3`` makes it panic on
    open). pyo3 raises it as ``PanicException``, which no module exports and which derives from
    ``BaseException``: no ``except Exception`` stops it, so every command (``hindsight doctor`` too) ended
    in a Rust traceback."""
    return type(exc).__name__ == "PanicException"


def damaged(path: Path, exc: BaseException) -> DamagedStoreError:
    """The error for an embedded directory Chroma cannot read: the vectors are rebuilt from the graph store
    (the source of truth), so the way out is to save the memories, then ``hindsight reindex`` (which sets the
    damaged directory aside, :func:`set_aside`)."""
    reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
    return DamagedStoreError(
        f"the Chroma store at {path} cannot be read, its files are damaged (Chroma's engine failed: {reason})",
        fix="The memories are in the graph store, and the vector index is rebuilt from it: save them first "
        "with `hindsight export FILE` (it reads the graph store alone), then run `hindsight reindex`: it "
        f"moves {path.name} aside to {path.name}{DAMAGED_SUFFIX}<date> (kept, not deleted) and rebuilds the "
        "index in a new one.",
        backend=BACKEND,
    )


#: What a damaged embedded directory is renamed to, after its own name and before the time it was moved.
DAMAGED_SUFFIX = ".damaged-"


def set_aside(path: Path) -> Path:
    """Rename the damaged embedded directory ``path`` beside itself (``chroma.damaged-20261205-093000``), so
    that a new one can be created in its place; returns where it went. Nothing in it is deleted: a user may
    still want what a tool can recover from it. Raises :class:`StoreUnavailableError` when it cannot be moved."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}{DAMAGED_SUFFIX}{stamp}")
    tries = 1
    while aside.exists():  # a second rebuild in the same second
        tries += 1
        aside = path.with_name(f"{path.name}{DAMAGED_SUFFIX}{stamp}-{tries}")
    try:
        path.rename(aside)
    except OSError as exc:
        raise StoreUnavailableError(
            f"the Chroma store at {path} is damaged and cannot be moved aside to {aside}: "
            f"{exc.strerror or exc}",
            fix=f"Move {path} away yourself (rename it), then run `hindsight reindex` again.",
            backend=BACKEND,
        ) from exc
    return aside


#: What Chroma's SQLite says of a file that is not a database (a damaged header) or a malformed one.
_DAMAGED_FILE = ("(code: 26)", "(code: 11)", "file is not a database", "disk image is malformed")


#: Free space under which a failed embedded write is put down to a full disk.
LOW_DISK_BYTES = 16 * 1024 * 1024


def full_disk_note(path: Path) -> str:
    """What to add to a failed embedded write's error when the disk holding ``path`` is (nearly) full: Chroma
    then reports only its own symptom ("Error in compaction: Failed to apply logs to the metadata segment"),
    which says neither why nor what to do. ``""`` when there is room, or the space cannot be read."""
    try:
        free = shutil.disk_usage(path).free
    except OSError:
        return ""
    if free >= LOW_DISK_BYTES:
        return ""
    return (
        f". The disk holding {path} is full ({free // 1024} KiB free): free some space, then run it again "
        "(what was written before is kept; the next open finishes an interrupted write)"
    )


# ------------------------------------------------------------------------------------------- clients


def _start_server_hint(port: int) -> str:
    return f"`chroma run --path <data dir> --port {port}` (or `scripts/services start`)"


def open_client(target: EmbeddedTarget | ServerTarget) -> ClientAPI:
    """A Chroma client for the target; connection problems become :class:`StoreUnavailableError`."""
    settings = Settings(anonymized_telemetry=False)
    if isinstance(target, EmbeddedTarget):
        embedded = bindings.embedded_settings(str(target.path))
        try:
            bindings.start_engine(embedded)
            return chromadb.PersistentClient(path=str(target.path), settings=embedded)
        except (ChromaError, ValueError, OSError) as exc:
            if any(words in str(exc) for words in _DAMAGED_FILE):
                raise damaged(target.path, exc) from exc
            raise StoreUnavailableError(
                f"cannot open the Chroma store at {target.path}: {exc}", backend=BACKEND
            ) from exc
        except BaseException as exc:
            if is_engine_panic(exc):
                raise damaged(target.path, exc) from None
            raise
    try:
        return chromadb.HttpClient(
            host=target.address,
            port=target.port,
            ssl=target.ssl,
            headers=target.headers or None,
            settings=settings,
            tenant=target.tenant,
            database=target.database,
        )
    except httpx.HTTPError as exc:
        raise unavailable(target, exc) from exc
    except ValueError as exc:
        if "Could not connect to a Chroma server" in str(exc):
            raise unavailable(target, exc) from exc
        answer = _not_chroma(target)
        if answer is not None:
            raise StoreUnavailableError(
                f"the server at {target.url} does not look like a Chroma server ({answer})",
                fix="Check the host and port of HINDSIGHT_CHROMA_URL (another service may listen there; "
                f"Chroma's default port is {DEFAULT_PORT}), or start Chroma there with "
                f"{_start_server_hint(target.port)}.",
                backend=BACKEND,
            ) from exc
        raise StoreUnavailableError(
            f"the Chroma server at {target.url} refused tenant {target.tenant!r} / database "
            f"{target.database!r}: {exc}",
            backend=BACKEND,
        ) from exc
    except ChromaError as exc:
        raise StoreUnavailableError(
            f"the Chroma server at {target.url} refused the connection: {type(exc).__name__}: {exc}",
            backend=BACKEND,
        ) from exc


def _not_chroma(target: ServerTarget) -> str | None:
    """What the server said to Chroma's heartbeat, when that is not Chroma's answer (a web server answering
    404 or a page to everything: chromadb reports its page as the error, which read as a refused tenant);
    None when it answered as Chroma does, or could not be asked (the error chromadb gave stands)."""
    api = APIVersion.V2.value  # the path HttpClient talks to (Settings.chroma_server_api_default_path)
    try:
        with httpx.Client(timeout=5.0, headers=target.headers or None) as http:
            response = http.get(f"{target.url}{api}/heartbeat")
    except (httpx.HTTPError, httpx.InvalidURL):
        return None
    if response.status_code != httpx.codes.OK:
        return f"GET {api}/heartbeat answered HTTP {response.status_code}"
    try:
        beat = response.json()
    except ValueError:
        beat = None
    if isinstance(beat, dict) and "nanosecond heartbeat" in beat:
        return None
    return f"GET {api}/heartbeat answered no Chroma heartbeat"


def connect(target: EmbeddedTarget | ServerTarget) -> ClientAPI:
    """A client for the target. Embedded: the directory is created and this process's share of its lock
    taken first (given back if the client cannot open)."""
    if isinstance(target, EmbeddedTarget):
        try:
            target.path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailableError(
                f"cannot create the Chroma directory {target.path}: {exc}", backend=BACKEND
            ) from exc
        acquire_path(target.path)
    try:
        return open_client(target)
    except BaseException:
        if isinstance(target, EmbeddedTarget):
            release_path(target.path)
        raise


def disconnect(target: EmbeddedTarget | ServerTarget, client: ClientAPI) -> None:
    """Close a client from :func:`connect` and give back an embedded target's share of its lock."""
    try:
        close_client(client)
    finally:
        if isinstance(target, EmbeddedTarget):
            release_path(target.path)


def unavailable(target: EmbeddedTarget | ServerTarget, exc: BaseException) -> StoreUnavailableError:
    """The error for a Chroma store that cannot be reached, with how to start or point to it."""
    if isinstance(target, ServerTarget):
        return StoreUnavailableError(
            f"cannot reach the Chroma server at {target.url} ({exc})",
            fix=f"Start it with {_start_server_hint(target.port)}, or check HINDSIGHT_CHROMA_URL.",
            backend=BACKEND,
        )
    return StoreUnavailableError(f"the Chroma store at {target.describe()} failed: {exc}", backend=BACKEND)


# ---------------------------------------------------------------------------------------------- helpers


def cosine_similarity(distance: float) -> float:
    """Chroma's cosine distance is ``1 - cos``; float rounding can step just outside [-1, 1]."""
    return min(1.0, max(-1.0, 1.0 - distance))


def close_client(client: ClientAPI) -> None:
    """Close a Chroma client, and the httpx sessions of an ``HttpClient``.

    chromadb 1.5's ``Client.close()`` releases its shared system (for ``PersistentClient``: the engine of
    that path, once no other client in this process uses it), but the sync HTTP transport never closes its
    ``httpx.Client``, leaking one socket per client (and one for its admin client). Embedded clients have
    no session; the attribute lookups are defensive because these are chromadb internals.
    """
    if isinstance(client, Client):
        client.close()
    for owner in (client, getattr(client, "_admin_client", None)):
        session = getattr(getattr(owner, "_server", None), "_session", None)
        if isinstance(session, httpx.Client):
            session.close()


def drop_collection(client: ClientAPI, name: str) -> None:
    with contextlib.suppress(NotFoundError):
        client.delete_collection(name)


def batches(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]
