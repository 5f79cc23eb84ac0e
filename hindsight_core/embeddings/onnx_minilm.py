"""The offline default embedder: all-MiniLM-L6-v2 on onnxruntime + tokenizers, weights shipped in the package.

The shipped model stores its 2-D weights as int8 with per-row/per-column scales, each feeding a
``DequantizeLinear`` node (``scripts/quantize_embedder.py`` builds it). Running those nodes on every call
re-expands the 11.7M-entry embedding table each time and is about 35% slower than fp32, so the loader
dequantizes ONCE: it rewrites the ONNX protobuf in memory (float initializers in place of the int8 ones, the
``DequantizeLinear`` nodes dropped: :mod:`hindsight_core.embeddings.onnx_dequantize`) and creates the
session from bytes. The rewrite works on the protobuf wire format directly because the ``onnx`` package is
not a runtime dependency.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from hindsight_core.embeddings.base import TokenVectors, Vectors, check_texts, l2_normalize
from hindsight_core.embeddings.onnx_dequantize import dequantize_weights
from hindsight_core.errors import ConfigError, EmbeddingError
from hindsight_core.text import half_width

MINILM_MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"
MINILM_DIMENSION = 384
MODEL_ASSET = "minilm-l6-v2-int8w.onnx"
TOKENIZER_ASSET = "minilm-l6-v2-tokenizer.json"
_MAX_POSITIONS = 512  # BERT position table size: no sequence may be longer
#: Padded word pieces per inference call, at most (a longer text runs alone). A run's activations grow with
#: its texts times its width: 64 chat turns of ~25 pieces (a 1,536-wide feed-forward layer of 64 x 25 rows,
#: ~10 MB) spill the CPU's caches, ~10 of them do not; measured on 2 cores, 1,000 turns in batches of 50 went
#: from 64 to 92 texts/s, the vectors identical. Fewer texts per run also pad less (each batch to its own longest).
_TOKENS_PER_RUN = 256


class OnnxMiniLMEmbedder:
    """all-MiniLM-L6-v2 sentence embeddings (384-d, L2-normalised), offline, on CPU.

    Construction is cheap; the model loads on the first ``embed`` call (thread-safe). Texts are batched,
    sorted by length inside a call so each batch is padded only to its own longest text, mean-pooled over
    the attention mask and L2-normalised; the output keeps the input order.

    Args:
        model_path: An ONNX export of all-MiniLM-L6-v2 to use instead of the shipped int8-weight file
            (e.g. your own fp32 export). Inputs ``input_ids``, ``attention_mask`` (and optionally
            ``token_type_ids``); first output ``(batch, seq, 384)``. ``DequantizeLinear`` weights are
            dequantized at load whatever the file.
        tokenizer_path: A ``tokenizer.json`` to use instead of the shipped one.
        batch_size: Texts per inference call, at most (fewer where their padded word pieces would pass 256).
        max_length: Word pieces kept per text (the model was trained on 256).
        intra_op_threads: onnxruntime threads per call; default ``min(2, cpu count)``.

    Example:
        >>> embedder = OnnxMiniLMEmbedder()
        >>> vectors = embedder.embed(["The user prefers PostgreSQL.", "They moved to Berlin."])
        >>> vectors.shape
        (2, 384)
    """

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        *,
        tokenizer_path: str | os.PathLike[str] | None = None,
        batch_size: int = 64,
        max_length: int = 256,
        intra_op_threads: int | None = None,
    ) -> None:
        if batch_size < 1:
            raise ConfigError(f"batch_size must be at least 1, got {batch_size}")
        if not 2 <= max_length <= _MAX_POSITIONS:
            raise ConfigError(f"max_length must be between 2 and {_MAX_POSITIONS}, got {max_length}")
        if intra_op_threads is not None and intra_op_threads < 1:
            raise ConfigError(f"intra_op_threads must be at least 1, got {intra_op_threads}")
        self.model_id = MINILM_MODEL_ID
        #: The token space of ``embed_with_tokens`` (the same whatever the weights file: one model).
        self.token_model_id = MINILM_MODEL_ID
        self.dimension = MINILM_DIMENSION
        #: English-only training data: its vectors are not meaningful for Chinese (see hindsight_core.language).
        self.scripts: frozenset[str] = frozenset({"latin"})
        self.batch_size = batch_size
        self.max_length = max_length
        self.intra_op_threads = intra_op_threads or min(2, os.cpu_count() or 1)
        self._model_path = Path(model_path) if model_path is not None else None
        self._tokenizer_path = Path(tokenizer_path) if tokenizer_path is not None else None
        self._lock = threading.Lock()
        self._runtime: _Runtime | None = None

    def __repr__(self) -> str:
        source = str(self._model_path) if self._model_path else f"<shipped {MODEL_ASSET}>"
        return f"OnnxMiniLMEmbedder(model={source!r}, batch_size={self.batch_size})"

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts``; shape ``(len(texts), 384)``, float32, rows L2-normalised. Blocking."""
        return self._embed(texts, None)

    def embed_with_tokens(self, texts: Sequence[str]) -> tuple[Vectors, list[TokenVectors]]:
        """Sentence vectors (as :meth:`embed`) and each text's token vectors, from ONE forward pass.

        Recall stores compact token vectors at ingest and reranks with late interaction (MaxSim); the
        query's token vectors come with its sentence vector at no extra cost.
        """
        tokens: list[TokenVectors | None] = [None] * len(texts)
        vectors = self._embed(texts, tokens)
        return vectors, [t if t is not None else _no_tokens(self.dimension) for t in tokens]

    def _embed(self, texts: Sequence[str], tokens: list[TokenVectors | None] | None) -> Vectors:
        check_texts(texts)
        if len(texts) == 0:
            return np.zeros((0, self.dimension), dtype=np.float32)
        runtime = self._load()
        # the model's tokenizer has no NFKC: full-width letters and digits (Ｇｏｏｇｌｅ, ５５５－０１９９) would be
        # unknown tokens, alike for every such text and for Chinese, so they are read as the ASCII they stand for
        encodings = runtime.tokenizer.encode_batch([half_width(t) for t in texts], add_special_tokens=True)
        lengths = np.fromiter((len(e.ids) for e in encodings), dtype=np.int64, count=len(encodings))
        order = np.argsort(lengths, kind="stable")
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        for rows in runs(order, lengths, self.batch_size):
            batch = [encodings[i] for i in rows]
            pooled, hidden = runtime.run(batch, int(lengths[rows].max()))
            out[rows] = pooled
            if tokens is not None:
                for row, index in enumerate(rows):
                    tokens[index] = _token_vectors(batch[row], hidden[row])
        return out

    def _load(self) -> _Runtime:
        runtime = self._runtime
        if runtime is not None:
            return runtime
        with self._lock:
            if self._runtime is None:
                self._runtime = _Runtime.load(
                    model_bytes=self._read_model(),
                    tokenizer_json=self._read_tokenizer(),
                    max_length=self.max_length,
                    threads=self.intra_op_threads,
                    dimension=self.dimension,
                    source=str(self._model_path or MODEL_ASSET),
                )
            return self._runtime

    def _read_model(self) -> bytes:
        if self._model_path is not None:
            return _read_file(self._model_path, "the ONNX model", "check the model_path you passed")
        return _read_asset(MODEL_ASSET)

    def _read_tokenizer(self) -> str:
        if self._tokenizer_path is not None:
            raw = _read_file(self._tokenizer_path, "the tokenizer", "check the tokenizer_path you passed")
        else:
            raw = _read_asset(TOKENIZER_ASSET)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise EmbeddingError(f"the tokenizer file is not UTF-8 JSON: {exc}") from exc


def runs(
    order: npt.NDArray[np.int64],
    lengths: npt.NDArray[np.int64],
    batch_size: int,
    budget: int = _TOKENS_PER_RUN,
) -> Iterator[npt.NDArray[np.int64]]:
    """The inference calls for texts taken in ``order`` (shortest first): consecutive rows, at most
    ``batch_size`` of them and at most ``budget`` word pieces once padded to the longest (a text longer than
    that alone).

    >>> lengths = np.array([30, 10, 12, 100, 11])
    >>> [rows.tolist() for rows in runs(np.argsort(lengths, kind="stable"), lengths, batch_size=64, budget=40)]
    [[1, 4, 2], [0], [3]]
    >>> [rows.tolist() for rows in runs(np.arange(5), np.full(5, 8), batch_size=2)]
    [[0, 1], [2, 3], [4]]
    """
    start = 0
    while start < len(order):
        end = start + 1
        while (
            end < len(order)
            and end - start < batch_size
            and (end - start + 1) * lengths[order[end]] <= budget
        ):
            end += 1
        yield order[start:end]
        start = end


def _read_file(path: Path, what: str, hint: str) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError as exc:
        raise EmbeddingError(f"{what} file {str(path)!r} does not exist; {hint}") from exc
    except OSError as exc:
        raise EmbeddingError(f"cannot read {what} file {str(path)!r}: {exc}; {hint}") from exc


def _read_asset(name: str) -> bytes:
    try:
        return (resources.files("hindsight_core.embeddings") / "assets" / name).read_bytes()
    except OSError as exc:
        raise EmbeddingError(
            f"the shipped embedding asset {name!r} is missing from the hindsight_core package ({exc}). "
            "Reinstall it from your hindsight checkout (pip install --force-reinstall -e .), or pass model_path= "
            "and tokenizer_path= to OnnxMiniLMEmbedder"
        ) from exc


def _ort_errors() -> tuple[type[BaseException], ...]:
    # onnxruntime's exceptions share no base class besides Exception; map them all at this boundary.
    from onnxruntime.capi import onnxruntime_pybind11_state as state

    names = (
        "Fail",
        "InvalidArgument",
        "NoSuchFile",
        "NoModel",
        "EngineError",
        "RuntimeException",
        "InvalidProtobuf",
        "ModelLoaded",
        "NotImplemented",
        "InvalidGraph",
        "EPFail",
    )
    found = [getattr(state, n) for n in names if isinstance(getattr(state, n, None), type)]
    return (RuntimeError, ValueError, *found)


@dataclass(frozen=True)
class _Runtime:
    """A loaded tokenizer + session; immutable after load, so safe to share between threads."""

    tokenizer: Any  # tokenizers.Tokenizer (untyped library)
    session: Any  # onnxruntime.InferenceSession
    input_names: frozenset[str]
    output_name: str
    errors: tuple[type[BaseException], ...]

    @classmethod
    def load(
        cls,
        *,
        model_bytes: bytes,
        tokenizer_json: str,
        max_length: int,
        threads: int,
        dimension: int,
        source: str,
    ) -> _Runtime:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        try:
            tokenizer = Tokenizer.from_str(tokenizer_json)
        except Exception as exc:  # tokenizers raises a bare Exception on malformed JSON
            raise EmbeddingError(f"the tokenizer file is not a valid tokenizer.json: {exc}") from exc
        tokenizer.no_padding()  # the file pads to a fixed 128; we pad each batch to its longest text
        tokenizer.enable_truncation(max_length)
        errors = _ort_errors()
        try:
            model_bytes = dequantize_weights(model_bytes)
        except ValueError as exc:
            raise EmbeddingError(
                f"the ONNX model {source!r} is corrupt or not an ONNX file ({exc}); "
                "reinstall hindsight-memory or re-export the model"
            ) from exc
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        # No busy-waiting after a run: spinning workers hold both cores and starve whatever runs next
        # (recall's scoring right after the query embedding, numpy's BLAS, the event loop).
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        try:
            session = ort.InferenceSession(model_bytes, options, providers=["CPUExecutionProvider"])
        except errors as exc:
            raise EmbeddingError(
                f"onnxruntime cannot load the ONNX model {source!r}: {exc}; "
                "reinstall hindsight-memory or re-export the model"
            ) from exc
        input_names = frozenset(i.name for i in session.get_inputs())
        missing = {"input_ids", "attention_mask"} - input_names
        if missing:
            raise EmbeddingError(
                f"the ONNX model {source!r} lacks the inputs {sorted(missing)}; "
                "export it with input_ids, attention_mask (and token_type_ids)"
            )
        output = session.get_outputs()[0]
        if output.shape and isinstance(output.shape[-1], int) and output.shape[-1] != dimension:
            raise EmbeddingError(
                f"the ONNX model {source!r} outputs {output.shape[-1]}-d vectors, expected {dimension}"
            )
        return cls(tokenizer, session, input_names, output.name, errors)

    def run(self, encodings: Sequence[Any], width: int) -> tuple[Vectors, Vectors]:
        """Pad ``encodings`` to ``width``, run the model, mean-pool over the mask and L2-normalise.

        Returns the sentence vectors and the hidden states ``(batch, width, 384)`` they were pooled from."""
        ids = np.zeros((len(encodings), width), dtype=np.int64)
        types = np.zeros_like(ids)
        mask = np.zeros_like(ids)
        for row, enc in enumerate(encodings):
            n = len(enc.ids)
            ids[row, :n] = enc.ids
            types[row, :n] = enc.type_ids
            mask[row, :n] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self.input_names:
            feeds["token_type_ids"] = types
        try:
            (hidden,) = self.session.run([self.output_name], feeds)
        except self.errors as exc:
            raise EmbeddingError(
                f"onnxruntime failed to embed a batch of {len(encodings)} texts: {exc}"
            ) from exc
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        return l2_normalize(pooled), np.asarray(hidden, dtype=np.float32)


def _token_vectors(encoding: Any, hidden: Vectors) -> TokenVectors:
    """The non-special tokens of one encoding with their hidden states."""
    keep = [i for i, special in enumerate(encoding.special_tokens_mask) if not special]
    return TokenVectors(
        ids=np.asarray([encoding.ids[i] for i in keep], dtype=np.int32),
        offsets=np.asarray([encoding.offsets[i][0] for i in keep], dtype=np.int32),
        vectors=np.ascontiguousarray(hidden[keep], dtype=np.float32),
        tokens=tuple(encoding.tokens[i] for i in keep),
    )


def _no_tokens(dimension: int) -> TokenVectors:
    empty = np.zeros(0, dtype=np.int32)
    return TokenVectors(empty, empty, np.zeros((0, dimension), dtype=np.float32), ())
