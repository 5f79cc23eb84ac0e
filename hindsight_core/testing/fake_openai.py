"""A real OpenAI-compatible HTTP server on 127.0.0.1 that answers from a script, for offline tests.

Point any OpenAI client (hindsight's, the ``openai`` SDK, LangChain's ``ChatOpenAI``) at ``server.base_url``::

    with FakeOpenAIServer(chat=['{"facts": []}', FakeError(500), "not json"]) as server:
        llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url)
        ...
        assert server.chat_requests[0].body["temperature"] == 0

Chat replies are taken from the script in order: a string is the assistant's message content (valid JSON or
not), a dict or list is sent as its JSON text, ``FakeError``/``(status, body)`` is an HTTP error, a callable
receives the request body and returns one of those. An exhausted script answers 500 with
``x-should-retry: false``, so a test that makes one call too many fails fast and says why. Embeddings are
deterministic unit vectors derived from the text unless the embeddings script says otherwise. Every request is
recorded.
"""

from __future__ import annotations

import base64
import hashlib
import json
import math
import random
import struct
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass(frozen=True, slots=True)
class FakeError:
    """An HTTP error reply. ``body`` defaults to an OpenAI-style error object with ``message``."""

    status_code: int
    body: Any = None
    message: str = "scripted error"
    headers: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class FakeReply:
    """A chat reply with control over ``finish_reason`` (``length`` simulates a truncated answer)."""

    content: str | None
    finish_reason: str = "stop"
    refusal: str | None = None


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    """One request the server received."""

    method: str
    path: str
    headers: dict[str, str]
    """Header names in lower case."""
    body: Any
    """The parsed JSON body (``None`` for a GET, the raw text when it was not JSON)."""


ScriptItem = (
    str | Mapping[str, Any] | list[Any] | FakeReply | FakeError | tuple[int, Any] | Callable[[Any], Any]
)


def hash_embedding(text: str, dimension: int) -> list[float]:
    """The deterministic unit vector the fake returns for ``text`` (same text, same vector)."""
    seed = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
    rng = random.Random(seed)
    vector = [rng.gauss(0.0, 1.0) for _ in range(dimension)]
    norm = math.sqrt(sum(v * v for v in vector)) or 1.0
    return [v / norm for v in vector]


class FakeOpenAIServer:
    """A scripted OpenAI-compatible server (``POST /v1/chat/completions``, ``/v1/embeddings``, ``GET /v1/models``).

    Args:
        chat: Replies to chat completion requests, in order (see the module docstring).
        embeddings: Replies to embedding requests: ``FakeError``/``(status, body)``, a list of vectors, or a
            callable taking the request body; when empty, deterministic vectors of ``embedding_dim``.
        embedding_dim: Size of the default embeddings.
        retry_after_ms: ``retry-after-ms`` header sent with scripted errors, so SDK retries do not sleep
            (``None`` leaves the client's own backoff).

    Example:
        ``with FakeOpenAIServer(chat=['{"answer": 42}']) as server: ...``
    """

    def __init__(
        self,
        chat: Iterable[ScriptItem] = (),
        *,
        embeddings: Iterable[ScriptItem] = (),
        embedding_dim: int = 16,
        retry_after_ms: int | None = 1,
    ) -> None:
        self._chat: deque[ScriptItem] = deque(chat)
        self._embeddings: deque[ScriptItem] = deque(embeddings)
        self.embedding_dim = embedding_dim
        self.retry_after_ms = retry_after_ms
        self.requests: list[RecordedRequest] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ------------------------------------------------------------------------------------

    def start(self) -> FakeOpenAIServer:
        """Bind a free port on 127.0.0.1 and serve on a daemon thread."""
        if self._server is not None:
            return self
        server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        server.daemon_threads = True
        self._server = server
        # A short poll interval keeps close() (which waits for one poll) fast in test teardown.
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop serving and release the port."""
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = self._thread = None

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1``, for ``base_url=`` of any OpenAI client."""
        if self._server is None:
            raise RuntimeError("FakeOpenAIServer is not running: use it as a context manager or call start()")
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    # -- script ---------------------------------------------------------------------------------------

    def add_chat(self, *items: ScriptItem) -> None:
        """Queue more chat replies."""
        with self._lock:
            self._chat.extend(items)

    def add_embeddings(self, *items: ScriptItem) -> None:
        """Queue more embedding replies."""
        with self._lock:
            self._embeddings.extend(items)

    @property
    def pending_chat(self) -> int:
        """Chat replies not yet served."""
        with self._lock:
            return len(self._chat)

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        """The chat completion requests received so far."""
        with self._lock:
            return [r for r in self.requests if r.path.endswith("/chat/completions")]

    @property
    def embedding_requests(self) -> list[RecordedRequest]:
        """The embedding requests received so far."""
        with self._lock:
            return [r for r in self.requests if r.path.endswith("/embeddings")]

    # -- replies (called from the handler threads) ----------------------------------------------------

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def _next(self, queue: deque[ScriptItem]) -> ScriptItem | None:
        with self._lock:
            return queue.popleft() if queue else None

    def _chat_reply(self, body: Any) -> tuple[int, dict[str, str], Any]:
        item = self._next(self._chat)
        if item is None:
            return _error(500, "FakeOpenAIServer: no scripted chat reply left", {"x-should-retry": "false"})
        if callable(item):
            item = item(body)
        if isinstance(item, FakeError | tuple):
            return self._scripted_error(item)
        reply = item if isinstance(item, FakeReply) else FakeReply(_content_of(item))
        model = body.get("model", "fake-model") if isinstance(body, Mapping) else "fake-model"
        prompt_chars = len(json.dumps(body.get("messages", []))) if isinstance(body, Mapping) else 0
        completion_chars = len(reply.content or "")
        return 200, {}, {
            "id": f"chatcmpl-fake-{len(self.requests)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": reply.content, "refusal": reply.refusal},
                    "finish_reason": reply.finish_reason,
                    "logprobs": None,
                }
            ],
            "usage": {
                "prompt_tokens": prompt_chars // 4,
                "completion_tokens": completion_chars // 4,
                "total_tokens": (prompt_chars + completion_chars) // 4,
            },
        }  # fmt: skip

    def _embedding_reply(self, body: Any) -> tuple[int, dict[str, str], Any]:
        if not isinstance(body, Mapping) or "input" not in body:
            return _error(400, "embeddings need an 'input'")
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        texts = [t if isinstance(t, str) else json.dumps(t) for t in texts]
        item = self._next(self._embeddings)
        if callable(item):
            item = item(body)
        if isinstance(item, FakeError | tuple):
            return self._scripted_error(item)
        dimension = int(body.get("dimensions") or self.embedding_dim)
        vectors = item if isinstance(item, list) else [hash_embedding(t, dimension) for t in texts]
        base64_format = body.get("encoding_format") == "base64"
        data = [
            {
                "object": "embedding",
                "index": index,
                "embedding": base64.b64encode(struct.pack(f"<{len(v)}f", *v)).decode()
                if base64_format
                else v,
            }
            for index, v in enumerate(vectors)
        ]
        tokens = sum(len(t) for t in texts) // 4
        usage = {"prompt_tokens": tokens, "total_tokens": tokens}
        return 200, {}, {"object": "list", "data": data, "model": body.get("model", "fake"), "usage": usage}

    def _scripted_error(self, item: FakeError | tuple[int, Any]) -> tuple[int, dict[str, str], Any]:
        error = item if isinstance(item, FakeError) else FakeError(item[0], item[1])
        headers = dict(error.headers)
        if self.retry_after_ms is not None:
            headers.setdefault("retry-after-ms", str(self.retry_after_ms))
        if error.body is not None:
            return error.status_code, headers, error.body
        return _error(error.status_code, error.message, headers)


def _content_of(item: Any) -> str:
    return item if isinstance(item, str) else json.dumps(item, ensure_ascii=False)


def _error(
    status: int, message: str, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], Any]:
    body = {"error": {"message": message, "type": "fake_error", "param": None, "code": str(status)}}
    return status, headers or {}, body


def _lower(headers: Any) -> dict[str, str]:
    return {name.lower(): value for name, value in headers.items()}


def _handler_for(fake: FakeOpenAIServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's signature
            """Silent: tests read ``requests`` instead."""

        def _send(self, status: int, headers: Mapping[str, str], payload: Any) -> None:
            raw = payload.encode() if isinstance(payload, str) else json.dumps(payload).encode()
            self.send_response(status)
            content_type = "text/plain" if isinstance(payload, str) else "application/json"
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(raw)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(raw)

        def do_GET(self) -> None:  # noqa: N802 - the stdlib's name
            fake._record(RecordedRequest("GET", self.path, _lower(self.headers), None))
            if self.path.rstrip("/").endswith("/models"):
                model = {"id": "fake-model", "object": "model", "created": 0, "owned_by": "hindsight"}
                self._send(200, {}, {"object": "list", "data": [model]})
            else:
                self._send(*_error(404, f"FakeOpenAIServer has no route GET {self.path}"))

        def do_POST(self) -> None:  # noqa: N802 - the stdlib's name
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length).decode("utf-8", errors="replace")
            try:
                body: Any = json.loads(raw) if raw else None
            except ValueError:
                body = raw
            fake._record(RecordedRequest("POST", self.path, _lower(self.headers), body))
            if isinstance(body, Mapping) and body.get("stream"):
                self._send(*_error(400, "FakeOpenAIServer does not stream; send stream=false"))
            elif self.path.endswith("/chat/completions"):
                self._send(*fake._chat_reply(body))
            elif self.path.endswith("/embeddings"):
                self._send(*fake._embedding_reply(body))
            else:
                self._send(*_error(404, f"FakeOpenAIServer has no route POST {self.path}"))

    return Handler


__all__ = ["FakeError", "FakeOpenAIServer", "FakeReply", "RecordedRequest", "ScriptItem", "hash_embedding"]
