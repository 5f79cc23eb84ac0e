"""Chroma-specific behaviour: the path lock, reopening, model mismatch, errors, server addresses.

The registered embedding function is tested in test_chroma_embedding_function.py, the layouts and their
queries in test_chroma_layout.py; the behaviour every vector store shares in tests/contracts/test_vector_store.py.
"""

from __future__ import annotations

import http.server
import json
import os
import socket
import subprocess
import sys
import textwrap
import threading
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.embeddings.base import Embedder
from hindsight_core.errors import (
    ConfigError,
    EmbeddingMismatchError,
    StoreLockedError,
    StoreUnavailableError,
    UserError,
)
from hindsight_core.models import RecordFilter
from hindsight_core.stores import VectorItem
from hindsight_core.stores.chroma import LOCK_FILE_NAME, ChromaVectorStore
from tests.conftest import REPO_ROOT, require_server
from tests.core.chroma_helpers import RenamedEmbedder, item

# --------------------------------------------------------------------------------------- the path lock

_PROBE = textwrap.dedent(
    """
    import asyncio, json, sys
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.errors import StoreLockedError
    from hindsight_core.stores.chroma import ChromaVectorStore

    async def probe(path):
        store = ChromaVectorStore.embedded(path, embedder=HashEmbedder(64))
        try:
            await store.setup()
        except StoreLockedError as exc:
            return {"opened": False, "error": type(exc).__name__, "message": str(exc), "path": exc.path}
        try:
            return {"opened": True, "count": await store.count()}
        finally:
            await store.close()

    for line in sys.stdin:
        print(json.dumps(asyncio.run(probe(line.strip()))), flush=True)
    """
)


class OtherProcess:
    """A second Python process that tries to open an embedded store each time it is asked."""

    def __init__(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
        self._proc = subprocess.Popen(
            [sys.executable, "-c", _PROBE],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=REPO_ROOT,
        )

    def try_open(self, path: Path) -> dict[str, object]:
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.write(f"{path}\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise AssertionError(
                f"the probe process died: {self._proc.stderr.read() if self._proc.stderr else ''}"
            )
        return json.loads(line)

    def close(self) -> None:
        if self._proc.stdin is not None:
            self._proc.stdin.close()
        self._proc.wait(timeout=30)
        for stream in (self._proc.stdout, self._proc.stderr):
            if stream is not None:
                stream.close()


@pytest.fixture
def other_process() -> Iterator[OtherProcess]:
    proc = OtherProcess()
    try:
        yield proc
    finally:
        proc.close()


async def test_second_process_is_refused_until_the_last_store_closes(
    tmp_path: Path, other_process: OtherProcess
) -> None:
    path = tmp_path / "chroma"
    embedder = HashEmbedder(64)
    first = ChromaVectorStore.embedded(path, embedder=embedder)
    await first.setup()
    await first.upsert([item("Alice prefers PostgreSQL", embedder)])
    # Within one process a second store on the same path shares it (one Chroma engine, one lock).
    second = ChromaVectorStore.embedded(tmp_path / "other" / ".." / "chroma", embedder=embedder)
    await second.setup()
    assert await second.count() == 1

    refused = other_process.try_open(path)
    assert refused["opened"] is False
    assert refused["error"] == "StoreLockedError"
    assert refused["path"] == str(path)
    message = str(refused["message"])
    assert str(path) in message
    assert "chroma run" in message and "HINDSIGHT_CHROMA_URL" in message
    assert f"(pid {os.getpid()}: " in message  # which process holds it
    assert (path / LOCK_FILE_NAME).exists()

    await first.close()
    assert other_process.try_open(path)["opened"] is False, "the second store still holds the path"

    await second.close()
    assert other_process.try_open(path) == {"opened": True, "count": 1}


async def test_this_process_is_refused_while_another_holds_the_path(tmp_path: Path) -> None:
    path = tmp_path / "chroma"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                """
                import asyncio, sys
                from hindsight_core.embeddings import HashEmbedder
                from hindsight_core.stores.chroma import ChromaVectorStore

                async def main():
                    store = ChromaVectorStore.embedded(sys.argv[1], embedder=HashEmbedder(64))
                    await store.setup()
                    print("open", flush=True)
                    sys.stdin.readline()
                    await store.close()

                asyncio.run(main())
                """
            ),
            str(path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
    )
    assert holder.stdin is not None and holder.stdout is not None
    try:
        assert holder.stdout.readline().strip() == "open"
        store = ChromaVectorStore.embedded(path, embedder=HashEmbedder(64))
        with pytest.raises(StoreLockedError, match="another process") as info:
            await store.setup()
        assert info.value.path == str(path)
        assert isinstance(info.value, StoreUnavailableError)
        # A refused setup leaves nothing open: once the holder exits, the same object opens.
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.wait(timeout=30) == 0
        await store.setup()
        assert await store.count() == 0
        await store.close()
    finally:
        holder.stdin.close()
        holder.stdout.close()
        if holder.poll() is None:
            holder.kill()
            holder.wait()


# ------------------------------------------------------------------------- reopening, model mismatch


async def test_reopening_after_close_sees_the_data(tmp_path: Path) -> None:
    embedder = HashEmbedder(64)
    items = [item(text, embedder) for text in ("Alice prefers PostgreSQL", "Alice plans a trip to Lisbon")]
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=embedder) as store:
        await store.upsert(items)

    reopened = ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64))
    await reopened.setup()
    try:
        assert await reopened.count() == 2
        hits = await reopened.query(items[1].embedding, RecordFilter(user_id="alice"), 1)
        assert hits[0][0] == items[1].id
        assert await reopened.existing_ids([i.id for i in items]) == {i.id for i in items}
    finally:
        await reopened.close()
    # The same object can be opened again after close.
    await reopened.setup()
    assert await reopened.count() == 2
    await reopened.close()


@pytest.fixture(params=["embedded", pytest.param("server", marks=pytest.mark.chroma_server)])
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[Embedder], ChromaVectorStore]:
    """Builds stores on ONE location (path or server collection) with the embedder given."""
    collection = f"test_{uuid.uuid4().hex[:12]}"
    if request.param == "embedded":
        return lambda embedder: ChromaVectorStore.embedded(
            tmp_path / "chroma", embedder=embedder, collection=collection
        )
    url = require_server("HINDSIGHT_CHROMA_URL", "Chroma server")
    return lambda embedder: ChromaVectorStore.server(url, embedder=embedder, collection=collection)


@pytest.mark.parametrize(
    ("other", "stored_text"),
    [(HashEmbedder(32), "hash-64 (64 dimensions)"), (RenamedEmbedder("minilm-l6-v2", 64), "hash-64")],
    ids=["other-dimension", "other-model"],
)
async def test_another_model_is_refused(
    make_store: Callable[[Embedder], ChromaVectorStore], other: Embedder, stored_text: str
) -> None:
    async with make_store(HashEmbedder(64)) as store:
        await store.upsert([item("Alice prefers PostgreSQL", HashEmbedder(64))])

    mismatched = make_store(other)
    with pytest.raises(EmbeddingMismatchError) as info:
        await mismatched.setup()
    message = str(info.value)
    assert "hindsight reindex" in message and "original model" in message
    assert stored_text in message and other.model_id in message
    assert info.value.stored == "hash-64 (64 dimensions)"
    assert other.model_id in info.value.configured

    # The refused setup released everything: the original model still opens the data.
    async with make_store(HashEmbedder(64)) as store:
        assert await store.count() == 1


async def test_wrong_vector_dimension_is_refused(tmp_path: Path) -> None:
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64)) as store:
        wrong = item("Alice prefers PostgreSQL", HashEmbedder(32))
        with pytest.raises(EmbeddingMismatchError, match="32 dimensions"):
            await store.upsert([wrong])
        with pytest.raises(EmbeddingMismatchError, match="32 dimensions"):
            await store.query(wrong.embedding, RecordFilter(user_id="alice"), 5)
        assert await store.count() == 0


async def test_items_without_user_id_are_refused(tmp_path: Path) -> None:
    async with ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64)) as store:
        unscoped = VectorItem("x", HashEmbedder(64).embed(["text"])[0].tolist(), "text", {"status": "active"})
        with pytest.raises(UserError, match="user_id"):
            await store.upsert([unscoped])


async def test_calls_before_setup_say_what_to_do(tmp_path: Path) -> None:
    store = ChromaVectorStore.embedded(tmp_path / "chroma", embedder=HashEmbedder(64))
    with pytest.raises(StoreUnavailableError, match=r"setup\(\)"):
        await store.count()


def test_constructors_do_no_io(tmp_path: Path) -> None:
    ChromaVectorStore.embedded(tmp_path / "not-yet", embedder=HashEmbedder(64))
    ChromaVectorStore.server("http://127.0.0.1:1", embedder=HashEmbedder(64))
    assert not (tmp_path / "not-yet").exists()


# ---------------------------------------------------------------------------------------- server mode


def _closed_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_unreachable_server_says_which_url_and_how_to_start_it() -> None:
    port = _closed_port()
    store = ChromaVectorStore.server(f"http://127.0.0.1:{port}", embedder=HashEmbedder(64))

    with pytest.raises(StoreUnavailableError) as info:
        await store.setup()

    message = str(info.value)
    assert f"http://127.0.0.1:{port}" in message
    assert "chroma run --path" in message and "scripts/services start" in message
    assert f"--port {port}`" in message  # the port it was pointed at (it said 8000 whatever the URL)
    assert info.value.backend == "chroma"


class _NotChroma(http.server.BaseHTTPRequestHandler):
    """A web server that is not Chroma: a 404 page for every request, or (``page``) a 200 page."""

    page = False

    def do_GET(self) -> None:
        if not self.page:
            self.send_error(404)
            return
        body = b"<html><body>Welcome</body></html>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_POST = do_GET

    def log_message(self, *args: object) -> None:
        pass


class _PageEverywhere(_NotChroma):
    page = True


@pytest.mark.parametrize(
    ("handler", "answer"),
    [(_NotChroma, "answered HTTP 404"), (_PageEverywhere, "answered no Chroma heartbeat")],
    ids=["404", "a-page"],
)
async def test_a_server_that_is_not_chroma_is_named_as_such(
    handler: type[http.server.BaseHTTPRequestHandler], answer: str
) -> None:
    """Another service on the port: said so, with what to check, not as a tenant Chroma refused (nor with
    the service's HTML page in the message)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    try:
        store = ChromaVectorStore.server(f"http://127.0.0.1:{port}", embedder=HashEmbedder(64))
        with pytest.raises(StoreUnavailableError) as info:
            await store.setup()
    finally:
        server.shutdown()
        server.server_close()
    message = str(info.value)
    assert f"the server at http://127.0.0.1:{port} does not look like a Chroma server" in message
    assert answer in message and "HINDSIGHT_CHROMA_URL" in message
    assert "tenant" not in message and "<html" not in message.lower()


class _IPv6Server(http.server.ThreadingHTTPServer):
    address_family = socket.AF_INET6


async def test_an_ipv6_address_reaches_its_server() -> None:
    """HINDSIGHT_CHROMA_URL=[::1]:port reaches the server listening on [::1] (a stand-in that is not Chroma,
    which is what the error then says): chromadb is given the host as a URL writes it."""
    try:
        server = _IPv6Server(("::1", 0), _NotChroma)
    except OSError:
        pytest.skip("no IPv6 loopback here")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    try:
        store = ChromaVectorStore.server(f"[::1]:{port}", embedder=HashEmbedder(64))
        with pytest.raises(StoreUnavailableError) as info:
            await store.setup()
    finally:
        server.shutdown()
        server.server_close()
    assert f"the server at http://[::1]:{port} does not look like a Chroma server" in str(info.value)


@pytest.mark.parametrize(
    ("address", "kwargs", "location"),
    [
        ("http://127.0.0.1:8000", {}, "http://127.0.0.1:8000"),
        ("http://localhost", {}, "http://localhost:8000"),
        ("https://chroma.example.com", {}, "https://chroma.example.com:443"),
        ("chroma.internal", {"port": 9000}, "http://chroma.internal:9000"),
        ("chroma.internal", {"ssl": True}, "https://chroma.internal:8000"),
        ("http://10.0.0.5:8000/", {"port": 8000}, "http://10.0.0.5:8000"),
        ("127.0.0.1:9000", {}, "http://127.0.0.1:9000"),
        ("chroma.internal:9000", {"ssl": True}, "https://chroma.internal:9000"),
        # an IPv6 address keeps its brackets in the URL ("http://::1:8000" names no server)
        ("[::1]:9000", {}, "http://[::1]:9000"),
        ("http://[::1]:8000", {}, "http://[::1]:8000"),
        ("[::1]", {}, "http://[::1]:8000"),
        ("https://[2001:db8::5]", {}, "https://[2001:db8::5]:443"),
    ],
)
def test_server_addresses(address: str, kwargs: dict[str, object], location: str) -> None:
    store = ChromaVectorStore.server(address, embedder=HashEmbedder(64), **kwargs)  # type: ignore[arg-type]
    assert store.location == location
    assert "multi_process" in store.capabilities


@pytest.mark.parametrize(
    ("address", "kwargs", "match"),
    [
        ("http://127.0.0.1:8000", {"port": 9000}, "port"),
        ("http://127.0.0.1:8000/chroma", {}, "path"),
        ("ftp://127.0.0.1", {}, "cannot read"),
        ("  ", {}, "empty"),
        ("127.0.0.1:80x", {}, "port"),
        ("127.0.0.1:8000", {"port": 9000}, "port"),
    ],
)
def test_bad_server_addresses(address: str, kwargs: dict[str, object], match: str) -> None:
    with pytest.raises(ConfigError, match=match):
        ChromaVectorStore.server(address, embedder=HashEmbedder(64), **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["ab", "-leading", "trailing-", "has space", "a/b"])
def test_bad_collection_names(tmp_path: Path, name: str) -> None:
    with pytest.raises(ConfigError, match="collection name"):
        ChromaVectorStore.embedded(tmp_path, embedder=HashEmbedder(64), collection=name)
