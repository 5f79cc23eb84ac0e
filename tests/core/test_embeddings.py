"""Embedders: the shipped MiniLM model against the fp32 export, OpenAI against a local fake server,
sentence-transformers through a stand-in module, and the registry."""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import sys
import threading
import types
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from hindsight_core.embeddings import (
    Embedder,
    HashEmbedder,
    OnnxMiniLMEmbedder,
    OpenAIEmbedder,
    SentenceTransformerEmbedder,
    embedder_from_model_id,
)
from hindsight_core.errors import ConfigError, EmbeddingError, MissingDependencyError, UserError

MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2"
LONG_TEXT = " ".join(
    f"On day {i} Tomasz took the night train to Kraków, then sketched the old bridge with his cousin Ada."
    for i in range(40)
)  # far past 256 word pieces: exercises truncation and heavy padding of short neighbours


@pytest.fixture(scope="module")
def minilm() -> OnnxMiniLMEmbedder:
    return OnnxMiniLMEmbedder()


DATA = Path(__file__).resolve().parent.parent / "data"


def cosine(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(axis=-1) / (np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1))


# --- OnnxMiniLMEmbedder ----------------------------------------------------------------------------------


def test_minilm_vectors_are_384_float32_unit_rows(minilm: OnnxMiniLMEmbedder) -> None:
    vectors = minilm.embed(["The user prefers PostgreSQL.", "", "她上周搬到了柏林。", LONG_TEXT])
    assert isinstance(minilm, Embedder)
    assert (minilm.model_id, minilm.dimension) == (MINILM_ID, 384)
    assert vectors.shape == (4, 384) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert minilm.embed([]).shape == (0, 384)


def test_minilm_padding_does_not_change_a_vector(minilm: OnnxMiniLMEmbedder) -> None:
    short = "I adopted a puppy last month."
    alone = minilm.embed([short])[0]
    padded = OnnxMiniLMEmbedder(batch_size=8).embed([LONG_TEXT, short, LONG_TEXT + " again"])[1]
    assert cosine(alone, padded) > 0.9999


def test_minilm_batching_keeps_input_order(minilm: OnnxMiniLMEmbedder) -> None:
    # Lengths deliberately out of order, so the length sort inside embed() must be undone.
    texts = [
        LONG_TEXT,
        "Hi!",
        "Ada repaired a vintage radio for the school fair.",
        "ok",
        LONG_TEXT[:300],
        "Bye",
    ]
    one_by_one = np.stack([minilm.embed([t])[0] for t in texts])
    batched = OnnxMiniLMEmbedder(batch_size=2).embed(texts)
    sims = cosine(batched[:, None, :], one_by_one[None, :, :])
    assert np.all(np.diag(sims) > 0.9999)
    assert np.array_equal(sims.argmax(axis=1), np.arange(len(texts)))


def test_minilm_runs_hold_a_few_hundred_padded_word_pieces(
    minilm: OnnxMiniLMEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 50 chat turns in one call (what a retain of 50 turns embeds) went to the model as ONE run padded to the
    # longest turn, whose activations spill the CPU's caches: ~1.45x slower than runs of ~10 short turns
    turns = [
        f"{name} {verb} {place} on {day}" + " with a friend" * (i % 4)
        for i, (name, verb, place, day) in enumerate(
            (n, v, p, d)
            for n in ("Ada", "Bo", "Cy", "Di", "Eve")
            for v in ("moved to", "flew to")
            for p in ("Lisbon", "Kraków", "Osaka", "Lima", "Quito")
            for d in ("Monday",)
        )
    ]
    assert len(turns) == 50
    runtime = minilm._load()
    shapes: list[tuple[int, int]] = []
    real_run = type(runtime).run

    def counted(self: Any, encodings: Any, width: int) -> Any:
        shapes.append((len(encodings), width))
        return real_run(self, encodings, width)

    monkeypatch.setattr(type(runtime), "run", counted)
    together = minilm.embed([*turns, LONG_TEXT])
    assert len(shapes) > 2 and all(rows * width <= 256 for rows, width in shapes if rows > 1)
    assert (1, 256) in shapes  # the long text alone, truncated to max_length
    one_by_one = np.stack([minilm.embed([t])[0] for t in [*turns, LONG_TEXT]])
    np.testing.assert_allclose(together, one_by_one, atol=1e-5)


def test_minilm_int8_weights_match_the_fp32_model(minilm: OnnxMiniLMEmbedder) -> None:
    """The bundled int8-weight model against fp32 embeddings of sentences written for this test, made once by
    scripts/make_embedding_reference.py from the fp32 export (tests/data/README.md)."""
    sentences_file = DATA / "embedding_sentences.txt"
    texts = [line for line in sentences_file.read_text(encoding="utf-8").splitlines() if line.strip()]
    meta = json.loads((DATA / "minilm_fp32_reference.json").read_text(encoding="utf-8"))
    assert hashlib.sha256(sentences_file.read_bytes()).hexdigest() == meta["sentences_sha256"], (
        "the sentences changed: run scripts/make_embedding_reference.py to remake the reference"
    )
    reference = np.load(DATA / "minilm_fp32_reference.npy").astype(np.float32)
    assert reference.shape == (len(texts), 384) and len(texts) >= 100
    sims = cosine(minilm.embed(texts), reference)
    assert sims.min() >= 0.99, f"min cosine {sims.min():.4f} at {texts[int(sims.argmin())]!r}"
    assert sims.mean() >= 0.998


def test_minilm_places_a_paraphrase_closer_than_an_unrelated_sentence(minilm: OnnxMiniLMEmbedder) -> None:
    anchor, paraphrase, unrelated = minilm.embed(
        [
            "The user prefers PostgreSQL for new projects.",
            "For new projects, Postgres is the database the user likes best.",
            "Ada tuned the piano in the village hall last spring.",
        ]
    )
    assert cosine(anchor, paraphrase) > 0.7
    assert cosine(anchor, paraphrase) > cosine(anchor, unrelated) + 0.3


def test_shipped_model_file_fits_in_the_wheel() -> None:
    assets = resources.files("hindsight_core.embeddings") / "assets"
    size = len((assets / "minilm-l6-v2-int8w.onnx").read_bytes())
    assert 10_000_000 < size <= 30 * 1024 * 1024
    assert json.loads((assets / "minilm-l6-v2-tokenizer.json").read_text(encoding="utf-8"))["model"]


def test_minilm_is_safe_under_concurrent_first_calls() -> None:
    embedder = OnnxMiniLMEmbedder()
    texts = ["Tomasz is a train driver.", "Ada keeps three beehives."]
    results: list[np.ndarray] = []
    errors: list[BaseException] = []

    def work() -> None:
        try:
            results.append(embedder.embed(texts))
        except BaseException as exc:  # surfaced by the assert below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors and len(results) == 4
    for result in results[1:]:
        np.testing.assert_allclose(result, results[0], atol=1e-6)


def test_minilm_reports_missing_and_corrupt_models_clearly(tmp_path: Path) -> None:
    missing = OnnxMiniLMEmbedder(tmp_path / "nope.onnx")  # constructing does no I/O
    with pytest.raises(EmbeddingError, match="does not exist"):
        missing.embed(["x"])
    corrupt = tmp_path / "corrupt.onnx"
    corrupt.write_bytes(b"\x0a\xff\xff this is not a protobuf")
    with pytest.raises(EmbeddingError, match="corrupt|cannot load"):
        OnnxMiniLMEmbedder(corrupt).embed(["x"])
    bad_tokenizer = tmp_path / "tokenizer.json"
    bad_tokenizer.write_text("{}", encoding="utf-8")
    with pytest.raises(EmbeddingError, match="tokenizer"):
        OnnxMiniLMEmbedder(tokenizer_path=bad_tokenizer).embed(["x"])


def test_minilm_rejects_bad_arguments(minilm: OnnxMiniLMEmbedder) -> None:
    with pytest.raises(UserError, match="wrap a single text"):
        minilm.embed("a bare string")  # type: ignore[arg-type]
    with pytest.raises(UserError, match="strings only"):
        minilm.embed(["ok", 3])  # type: ignore[list-item]
    with pytest.raises(ConfigError):
        OnnxMiniLMEmbedder(batch_size=0)
    with pytest.raises(ConfigError):
        OnnxMiniLMEmbedder(max_length=1024)


# --- OpenAIEmbedder against a local OpenAI-compatible server ------------------------------------------------

Reply = tuple[int, dict[str, Any]]


class FakeOpenAI:
    """A scripted /v1/embeddings endpoint: queued replies first, then deterministic vectors."""

    def __init__(self, dimension: int) -> None:
        self.dimension = dimension
        self.requests: list[dict[str, Any]] = []
        self.replies: list[Callable[[dict[str, Any]], Reply]] = []

    def vector(self, text: str) -> list[float]:
        seed = sum(text.encode("utf-8")) + len(text)
        return [float((seed * (i + 3)) % 17 - 8) for i in range(self.dimension)]

    def answer(self, body: dict[str, Any]) -> Reply:
        self.requests.append(body)
        if self.replies:
            return self.replies.pop(0)(body)
        data = [
            {"object": "embedding", "index": i, "embedding": self.vector(t)}
            for i, t in enumerate(body["input"])
        ]
        data.reverse()  # the API does not promise order; the client must sort by index
        usage = {"prompt_tokens": 1, "total_tokens": 1}
        return 200, {"object": "list", "data": data, "model": body["model"], "usage": usage}


@pytest.fixture
def fake_openai() -> Iterator[tuple[FakeOpenAI, str]]:
    fake = FakeOpenAI(dimension=8)

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's name)
            length = int(self.headers.get("Content-Length", 0))
            body = json.loads(self.rfile.read(length) or b"{}")
            status, payload = fake.answer(body) if self.path == "/v1/embeddings" else (404, {"error": {}})
            raw = json.dumps(payload).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def log_message(self, format: str, *args: Any) -> None:  # keep test output clean
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield fake, f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def make_openai(base_url: str, **kwargs: Any) -> OpenAIEmbedder:
    options: dict[str, Any] = {"dimension": 8, "api_key": "test-key", "max_retries": 0, "timeout": 5.0}
    options.update(kwargs)
    return OpenAIEmbedder("fake-embed", base_url=base_url, **options)


def test_openai_batches_sorts_and_normalises(fake_openai: tuple[FakeOpenAI, str]) -> None:
    fake, url = fake_openai
    texts = ["alpha", "beta gamma", "", "delta", "epsilon zeta eta"]
    vectors = make_openai(url, batch_size=2).embed(texts)
    assert vectors.shape == (5, 8) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    expected = np.asarray([fake.vector(t or " ") for t in texts], dtype=np.float32)
    np.testing.assert_allclose(cosine(vectors, expected), 1.0, atol=1e-6)
    assert [r["input"] for r in fake.requests] == [
        ["alpha", "beta gamma"],
        [" ", "delta"],
        ["epsilon zeta eta"],
    ]
    assert all(r["model"] == "fake-embed" and r["encoding_format"] == "float" for r in fake.requests)
    assert all("dimensions" not in r for r in fake.requests)


def test_openai_sends_dimensions_and_uses_it_as_the_size(fake_openai: tuple[FakeOpenAI, str]) -> None:
    fake, url = fake_openai
    embedder = OpenAIEmbedder(
        "text-embedding-3-small", dimensions=8, base_url=url, api_key="k", max_retries=0
    )
    assert (embedder.model_id, embedder.dimension) == ("text-embedding-3-small", 8)
    embedder.embed(["hello"])
    assert fake.requests[0]["dimensions"] == 8
    assert OpenAIEmbedder(api_key="k", base_url=url).dimension == 1536


def test_openai_maps_server_errors(fake_openai: tuple[FakeOpenAI, str]) -> None:
    fake, url = fake_openai
    embedder = make_openai(url)
    fake.replies.append(lambda body: (500, {"error": {"message": "boom", "type": "server_error"}}))
    with pytest.raises(EmbeddingError, match=r"HTTP 500.*server"):
        embedder.embed(["x"])
    fake.replies.append(
        lambda body: (401, {"error": {"message": "bad key", "type": "invalid_request_error"}})
    )
    with pytest.raises(EmbeddingError, match="api_key"):
        embedder.embed(["x"])
    fake.replies.append(lambda body: (404, {"error": {"message": "no such model"}}))
    with pytest.raises(EmbeddingError, match="fake-embed"):
        embedder.embed(["x"])
    wrong_size = [{"object": "embedding", "index": 0, "embedding": [1.0, 0.0]}]
    fake.replies.append(lambda body: (200, {"object": "list", "data": wrong_size, "model": "m", "usage": {}}))
    with pytest.raises(EmbeddingError, match="2-d vectors, expected 8"):
        embedder.embed(["x"])
    assert embedder.embed(["recovers"]).shape == (1, 8)


def test_openai_reports_an_unreachable_server() -> None:
    with pytest.raises(EmbeddingError, match="cannot reach"):
        make_openai("http://127.0.0.1:9/v1").embed(["x"])


def test_openai_needs_a_size_for_unknown_models() -> None:
    with pytest.raises(ConfigError, match="dimension="):
        OpenAIEmbedder("my-local-model", api_key="k", base_url="http://127.0.0.1:9/v1")


# --- SentenceTransformerEmbedder ---------------------------------------------------------------------------


def test_sentence_transformers_missing_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)  # as if not installed
    with pytest.raises(MissingDependencyError, match=r'pip install -e "\.\[st\]"'):
        SentenceTransformerEmbedder("BAAI/bge-small-en-v1.5")


def test_a_missing_extra_is_installed_from_the_checkout_never_from_pypi() -> None:
    """README: hindsight is not on PyPI yet, install it from a checkout. The error said `pip install
    "hindsight-memory[st]"`, which finds no such package (or whatever someone published under that name)."""
    message = str(MissingDependencyError("sentence-transformers", "st"))
    assert 'pip install -e ".[st]"' in message and "checkout" in message
    assert 'pip install "hindsight-memory' not in message


@pytest.fixture
def stand_in_sentence_transformers(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A stand-in ``sentence_transformers`` module (the real one pulls in PyTorch); records model loads."""
    loads: list[str] = []

    class SentenceTransformer:
        def __init__(self, name: str, device: str | None = None) -> None:
            loads.append(name)

        def get_sentence_embedding_dimension(self) -> int:
            return 4

        def encode(self, texts: list[str], **kwargs: Any) -> np.ndarray:
            return np.asarray([[len(t), 1.0, 2.0, 0.0] for t in texts], dtype=np.float64)

    module = types.ModuleType("sentence_transformers")
    module.__spec__ = importlib.machinery.ModuleSpec("sentence_transformers", None)
    module.SentenceTransformer = SentenceTransformer  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "sentence_transformers", module)
    return loads


def test_sentence_transformers_loads_lazily_and_normalises(stand_in_sentence_transformers: list[str]) -> None:
    embedder = SentenceTransformerEmbedder("some/model")
    assert stand_in_sentence_transformers == []
    vectors = embedder.embed(["abc", "a"])
    assert stand_in_sentence_transformers == ["some/model"]
    assert vectors.shape == (2, 4) and vectors.dtype == np.float32 and embedder.dimension == 4
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    with pytest.raises(ConfigError, match="dimension=8"):
        SentenceTransformerEmbedder("some/model", dimension=8).embed(["x"])


# --- registry ----------------------------------------------------------------------------------------------


def test_registry_rebuilds_the_embedders_it_knows() -> None:
    original = HashEmbedder(48)
    rebuilt = embedder_from_model_id(original.model_id, original.dimension)
    assert isinstance(rebuilt, HashEmbedder)
    np.testing.assert_array_equal(rebuilt.embed(["Tomasz moved"]), original.embed(["Tomasz moved"]))
    minilm = embedder_from_model_id(MINILM_ID, 384)
    assert isinstance(minilm, OnnxMiniLMEmbedder)
    assert (minilm.model_id, minilm.dimension) == (MINILM_ID, 384)


def test_registry_refuses_what_it_cannot_rebuild() -> None:
    with pytest.raises(ConfigError, match="pass that embedder explicitly"):
        embedder_from_model_id("text-embedding-3-small", 1536)
    with pytest.raises(ConfigError, match="inconsistent"):
        embedder_from_model_id(MINILM_ID, 768)
    with pytest.raises(ConfigError, match="inconsistent"):
        embedder_from_model_id("hash-64", 32)
    with pytest.raises(ConfigError):
        embedder_from_model_id("hash-0", 0)
