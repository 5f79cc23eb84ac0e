"""Streamable HTTP: uvicorn on a free 127.0.0.1 port, the official client, bearer auth, /health."""

from __future__ import annotations

import asyncio
import re
import signal
import socket
import subprocess
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import httpx2
import pytest
import uvicorn
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.mcp import build_http_app
from tests.mcp.helpers import PYTHON, REPO_ROOT, TOOL_NAMES, error_text, server_env
from tests.mcp.scenario import store_recall_forget_roundtrip

TOKEN = "test-token-5f1c9a"
ALICE_TOKEN = "alice-token-" + "a" * 32  # bound to one user (HINDSIGHT_MCP_USER_TOKENS)
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"},
    },
}
MCP_HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


@dataclass
class RunningServer:
    base_url: str

    @property
    def mcp_url(self) -> str:
        return f"{self.base_url}/mcp"


def _serve_in_thread(
    data_dir: Path, token: str | None, user_tokens: dict[str, str] | None = None
) -> Iterator[RunningServer]:
    """Run the app under uvicorn on its own loop: the engine is created, used and closed on that loop."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))  # bound before the server starts: no free-port race
    port = sock.getsockname()[1]
    started = threading.Event()
    holder: dict[str, uvicorn.Server] = {}
    failure: list[BaseException] = []

    async def main() -> None:
        async with AsyncHindsight(data_dir=data_dir, embedder=HashEmbedder(64)) as engine:
            app = build_http_app(
                engine, token, host="127.0.0.1", log_level="WARNING", user_tokens=user_tokens
            )
            server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
            holder["server"] = server
            serve = asyncio.create_task(server.serve(sockets=[sock]))
            while not server.started and not serve.done():
                await asyncio.sleep(0.02)
            started.set()
            await serve

    def run() -> None:
        try:
            asyncio.run(main())
        except BaseException as exc:  # surfaced to the test below
            failure.append(exc)
        finally:
            started.set()

    thread = threading.Thread(target=run, name="mcp-uvicorn", daemon=True)
    thread.start()
    assert started.wait(60), "the MCP HTTP server did not start within 60 s"
    if failure:
        raise failure[0]
    try:
        yield RunningServer(base_url=f"http://127.0.0.1:{port}")
    finally:
        holder["server"].should_exit = True
        thread.join(30)
        sock.close()
        assert not thread.is_alive(), "the MCP HTTP server did not stop"
        assert not failure, f"the MCP HTTP server failed: {failure[0]!r}"


@pytest.fixture(scope="module")
def http_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningServer]:
    yield from _serve_in_thread(tmp_path_factory.mktemp("mcp-http"), TOKEN, {ALICE_TOKEN: "tenant-alice"})


@pytest.fixture(scope="module")
def open_http_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningServer]:
    yield from _serve_in_thread(tmp_path_factory.mktemp("mcp-http-open"), None)


def _session(url: str, token: str | None) -> tuple[httpx2.AsyncClient, object]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    http_client = httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(30, read=60))
    return http_client, streamable_http_client(url, http_client=http_client)


async def test_roundtrip_with_token(http_server: RunningServer) -> None:
    http_client, transport = _session(http_server.mcp_url, TOKEN)
    async with http_client, transport as (read, write), ClientSession(read, write) as session:  # type: ignore[attr-defined]
        await session.initialize()
        await store_recall_forget_roundtrip(session, user_id="http-alice")


async def test_a_user_bound_token_acts_for_its_user_only(http_server: RunningServer) -> None:
    """A tenant's token (HINDSIGHT_MCP_USER_TOKENS) reads and writes its user's memories; a call naming
    another user (a prompt injection telling the model to) is refused, whatever the tool; the shared token
    is the operator's and reaches every user."""
    http_client, transport = _session(http_server.mcp_url, TOKEN)
    async with http_client, transport as (read, write), ClientSession(read, write) as session:  # type: ignore[attr-defined]
        await session.initialize()
        stored = await session.call_tool(
            "store_memory", {"text": "Bob's PIN is 4417", "user_id": "tenant-bob"}
        )
        assert not stored.is_error
    http_client, transport = _session(http_server.mcp_url, ALICE_TOKEN)
    async with http_client, transport as (read, write), ClientSession(read, write) as session:  # type: ignore[attr-defined]
        await session.initialize()
        own = await session.call_tool("store_memory", {"text": "Alice likes tea", "user_id": "tenant-alice"})
        assert not own.is_error
        for tool, args in [
            ("recall_memory", {"query": "PIN", "user_id": "tenant-bob"}),
            ("forget_memory", {"query": "PIN", "user_id": "tenant-bob", "hard": True}),
            ("store_memory", {"text": "Bob owes Alice 100", "user_id": "tenant-bob"}),
            ("reflect_trace", {"user_id": "tenant-bob", "steps": [{"type": "user_input", "content": "hi"}]}),
        ]:
            refused = await session.call_tool(tool, args)
            assert refused.is_error and "bound to one user" in error_text(refused), tool
        mine = await session.call_tool("recall_memory", {"query": "tea", "user_id": "tenant-alice"})
        assert "Alice likes tea" in mine.content[0].text  # type: ignore[union-attr]
    http_client, transport = _session(http_server.mcp_url, TOKEN)
    async with http_client, transport as (read, write), ClientSession(read, write) as session:  # type: ignore[attr-defined]
        await session.initialize()
        kept = await session.call_tool("recall_memory", {"query": "PIN", "user_id": "tenant-bob"})
        assert "4417" in kept.content[0].text  # type: ignore[union-attr]


async def test_malformed_argument_over_http(http_server: RunningServer) -> None:
    http_client, transport = _session(http_server.mcp_url, TOKEN)
    async with http_client, transport as (read, write), ClientSession(read, write) as session:  # type: ignore[attr-defined]
        await session.initialize()
        result = await session.call_tool("recall_memory", {"query": "x", "user_id": "a", "k": "many"})
        assert re.search(r"\bk\b", error_text(result))
        # The server survives a bad call.
        assert len((await session.list_tools()).tools) == 4


def test_health_needs_no_token(http_server: RunningServer) -> None:
    response = httpx.get(f"{http_server.base_url}/health", timeout=10)
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


@pytest.mark.parametrize(
    "authorization", [None, "Bearer wrong-token", f"Basic {TOKEN}", "Bearer", f"Bearer {TOKEN}x"]
)
def test_mcp_without_the_token_is_refused(http_server: RunningServer, authorization: str | None) -> None:
    headers = dict(MCP_HEADERS)
    if authorization is not None:
        headers["authorization"] = authorization
    response = httpx.post(http_server.mcp_url, json=INITIALIZE, headers=headers, timeout=10)
    assert response.status_code == 401
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert "HINDSIGHT_MCP_TOKEN" in response.json()["error_description"]


def test_mcp_with_the_token_is_accepted(http_server: RunningServer) -> None:
    headers = {**MCP_HEADERS, "authorization": f"bearer {TOKEN}"}
    response = httpx.post(http_server.mcp_url, json=INITIALIZE, headers=headers, timeout=10)
    assert response.status_code == 200


async def test_client_without_token_fails(http_server: RunningServer) -> None:
    http_client, transport = _session(http_server.mcp_url, None)
    with pytest.raises(BaseExceptionGroup) as caught:
        async with http_client, transport as (read, write), ClientSession(read, write) as session:  # type: ignore[attr-defined]
            await asyncio.wait_for(session.initialize(), timeout=30)
    assert caught.group_contains(MCPError, depth=None)


async def test_loopback_server_without_token_serves(open_http_server: RunningServer) -> None:
    http_client, transport = _session(open_http_server.mcp_url, None)
    async with http_client, transport as (read, write), ClientSession(read, write) as session:  # type: ignore[attr-defined]
        await session.initialize()
        await store_recall_forget_roundtrip(session, user_id="open-alice")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_module_entry_point_serves_http_until_terminated(tmp_path: Path) -> None:
    """``python -m hindsight_core.mcp --transport http``: settings from the environment, clean shutdown."""
    port = _free_port()
    data_dir = tmp_path / "memory"
    process = subprocess.Popen(
        [PYTHON, "-m", "hindsight_core.mcp", "--transport", "http", "--port", str(port)],
        env=server_env(data_dir, HINDSIGHT_MCP_TOKEN=TOKEN),
        cwd=REPO_ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    base_url = f"http://127.0.0.1:{port}"
    try:
        async with httpx.AsyncClient(timeout=5) as probe:
            for _ in range(300):
                if process.poll() is not None:
                    break
                try:
                    if (await probe.get(f"{base_url}/health")).status_code == 200:
                        break
                except httpx.TransportError:
                    pass  # not listening yet
                await asyncio.sleep(0.1)
        assert process.poll() is None, f"the server exited: {process.communicate()[1][-2000:]}"
        assert (
            httpx.post(f"{base_url}/mcp", json=INITIALIZE, headers=MCP_HEADERS, timeout=10).status_code == 401
        )

        http_client, transport = _session(f"{base_url}/mcp", TOKEN)
        async with http_client, transport as (read, write), ClientSession(read, write) as session:  # type: ignore[attr-defined]
            await session.initialize()
            listed = await session.list_tools()
            assert {tool.name for tool in listed.tools} == TOOL_NAMES
    finally:
        process.send_signal(signal.SIGINT)
        try:
            _, stderr = process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            _, stderr = process.communicate()
    assert process.returncode in (0, 130), stderr[-2000:]
    assert data_dir.is_dir(), "the server must use HINDSIGHT_DATA_DIR"
