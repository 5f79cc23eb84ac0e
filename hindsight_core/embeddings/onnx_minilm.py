"""The offline default embedder: all-MiniLM-L6-v2 on onnxruntime + tokenizers, weights shipped in the package.

The shipped model stores its 2-D weights as int8 with per-row/per-column scales, each feeding a
``DequantizeLinear`` node (``scripts/quantize_embedder.py`` builds it). Running those nodes on every call
re-expands the 11.7M-entry embedding table each time and is about 35% slower than fp32, so the loader
dequantizes ONCE: it rewrites the ONNX protobuf in memory (float initializers in place of the int8 ones, the
``DequantizeLinear`` nodes dropped) and creates the session from bytes. The rewrite works on the protobuf wire
format directly because the ``onnx`` package is not a runtime dependency.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from hindsight_core.embeddings.base import TokenVectors, Vectors, check_texts, l2_normalize
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


# --- In-memory dequantization on the ONNX protobuf wire format ---------------------------------------------
# Field numbers from onnx.proto: ModelProto.graph=7; GraphProto.node=1, initializer=5; NodeProto.input=1,
# output=2, op_type=4, attribute=5, domain=7; AttributeProto.name=1, i=3, g=6, graphs=11;
# TensorProto.dims=1, data_type=2, name=8, raw_data=9, data_location=14.
_FLOAT, _UINT8, _INT8 = 1, 2, 3
_INT_TYPES: dict[int, type[np.generic]] = {_UINT8: np.uint8, _INT8: np.int8}


@dataclass(frozen=True)
class _Field:
    number: int
    wire: int
    start: int  # where the whole field (key included) starts
    end: int
    value: int  # varint / fixed value, or the payload start for length-delimited fields
    payload_end: int


def _varint(buf: memoryview, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= len(buf) or shift > 63:
            raise ValueError("truncated or overlong varint")
        byte = buf[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7


def _fields(buf: memoryview, start: int, end: int) -> Iterator[_Field]:
    pos = start
    while pos < end:
        key, cur = _varint(buf, pos)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, nxt = _varint(buf, cur)
            payload_end = nxt
        elif wire == 2:
            length, value = _varint(buf, cur)
            nxt = payload_end = value + length
        elif wire in (1, 5):
            value, nxt = cur, cur + (8 if wire == 1 else 4)
            payload_end = nxt
        else:
            raise ValueError(f"unsupported protobuf wire type {wire}")
        if number == 0 or nxt > end:
            raise ValueError("malformed protobuf field")
        yield _Field(number, wire, pos, nxt, value, payload_end)
        pos = nxt


def _key(number: int, wire: int) -> bytes:
    return _encode_varint(number << 3 | wire)


def _encode_varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _delimited(number: int, payload: bytes) -> bytes:
    return _key(number, 2) + _encode_varint(len(payload)) + payload


_Pieces = list[bytes | memoryview]  # a message kept as pieces, so 90 MB of weights is copied only once


def _delimited_pieces(number: int, pieces: _Pieces) -> _Pieces:
    return [_key(number, 2) + _encode_varint(sum(len(p) for p in pieces)), *pieces]


@dataclass
class _Tensor:
    name: str = ""
    dims: tuple[int, ...] = ()
    data_type: int = 0
    raw: memoryview | None = None
    external: bool = False


def _parse_tensor(buf: memoryview, start: int, end: int) -> _Tensor:
    tensor, dims = _Tensor(), []
    for f in _fields(buf, start, end):
        if f.number == 1 and f.wire == 0:
            dims.append(f.value)
        elif f.number == 1 and f.wire == 2:  # packed dims
            pos = f.value
            while pos < f.payload_end:
                dim, pos = _varint(buf, pos)
                dims.append(dim)
        elif f.number == 2 and f.wire == 0:
            tensor.data_type = f.value
        elif f.number == 8 and f.wire == 2:
            tensor.name = bytes(buf[f.value : f.payload_end]).decode("utf-8")
        elif f.number == 9 and f.wire == 2:
            tensor.raw = buf[f.value : f.payload_end]
        elif f.number == 14 and f.wire == 0:
            tensor.external = f.value == 1
    tensor.dims = tuple(dims)
    return tensor


def _encode_float_tensor(name: str, array: npt.NDArray[np.float32]) -> _Pieces:
    head = b"".join(_key(1, 0) + _encode_varint(d) for d in array.shape)
    head += _key(2, 0) + _encode_varint(_FLOAT)
    head += _delimited(8, name.encode("utf-8"))
    # ``.data`` is the array's buffer as a memoryview (numpy's stubs declare ``__buffer__`` only on 3.12+).
    data = np.ascontiguousarray(array, dtype="<f4").data.cast("B")
    return [head, *_delimited_pieces(9, [data])]


@dataclass
class _Node:
    spec: _Field
    op_type: str = ""
    domain: str = ""
    inputs: list[str] = field(default_factory=list)
    outputs: list[str] = field(default_factory=list)
    axis: int = 1
    block_size: int = 0
    has_subgraph: bool = False


def _parse_node(buf: memoryview, spec: _Field) -> _Node:
    node = _Node(spec)
    for f in _fields(buf, spec.value, spec.payload_end):
        if f.wire != 2:
            continue
        text = bytes(buf[f.value : f.payload_end])
        if f.number == 1:
            node.inputs.append(text.decode("utf-8"))
        elif f.number == 2:
            node.outputs.append(text.decode("utf-8"))
        elif f.number == 4:
            node.op_type = text.decode("utf-8")
        elif f.number == 7:
            node.domain = text.decode("utf-8")
        elif f.number == 5:
            name, value = "", 0
            for a in _fields(buf, f.value, f.payload_end):
                if a.number == 1 and a.wire == 2:
                    name = bytes(buf[a.value : a.payload_end]).decode("utf-8")
                elif a.number == 3 and a.wire == 0:
                    value = a.value - (1 << 64) if a.value >= 1 << 63 else a.value
                elif a.number in (6, 11):
                    node.has_subgraph = True
            if name == "axis":
                node.axis = value
            elif name == "block_size":
                node.block_size = value
    return node


def _dequantize(node: _Node, tensors: dict[str, _Tensor]) -> npt.NDArray[np.float32] | None:
    """The float weight a DequantizeLinear of initializers produces, or None when it is not one we fold."""
    names = [n for n in node.inputs if n]
    if node.block_size or not 2 <= len(names) <= 3 or any(n not in tensors for n in names):
        return None
    x, scale = tensors[names[0]], tensors[names[1]]
    zero = tensors[names[2]] if len(names) == 3 else None
    usable = (x, scale) if zero is None else (x, scale, zero)
    if any(t.raw is None or t.external for t in usable):
        return None
    if x.data_type not in _INT_TYPES or scale.data_type != _FLOAT:
        return None
    if zero is not None and zero.data_type != x.data_type:
        return None
    if x.raw is None or scale.raw is None:
        return None
    values = np.frombuffer(x.raw, dtype=_INT_TYPES[x.data_type]).astype(np.float32).reshape(x.dims)
    scales = np.frombuffer(scale.raw, dtype="<f4").astype(np.float32)
    zeros = None
    if zero is not None and zero.raw is not None:
        zeros = np.frombuffer(zero.raw, dtype=_INT_TYPES[zero.data_type]).astype(np.float32)
    shape: list[int] = []  # a scalar scale: per-tensor
    if len(scale.dims) > 0:
        axis = node.axis + values.ndim if node.axis < 0 else node.axis
        if len(scale.dims) != 1 or not 0 <= axis < values.ndim or scale.dims[0] != values.shape[axis]:
            return None
        shape = [1] * values.ndim
        shape[axis] = -1
    if zeros is not None and zeros.any():
        values -= zeros.reshape(shape)
    values *= scales.reshape(shape)
    return values


def dequantize_weights(model: bytes) -> bytes:
    """Fold every ``DequantizeLinear`` of initializers into a float initializer; other models pass unchanged.

    Raises:
        ValueError: ``model`` is not a parseable ONNX protobuf.
    """
    view = memoryview(model)
    top = list(_fields(view, 0, len(view)))
    graph = next((f for f in top if f.number == 7 and f.wire == 2), None)
    if graph is None:
        raise ValueError("no graph in the model")
    parts = list(_fields(view, graph.value, graph.payload_end))
    nodes = [_parse_node(view, f) for f in parts if f.number == 1 and f.wire == 2]
    tensors = {
        f.start: _parse_tensor(view, f.value, f.payload_end) for f in parts if f.number == 5 and f.wire == 2
    }
    by_name = {t.name: t for t in tensors.values()}
    folded: dict[int, _Pieces] = {}  # node field start -> the float initializer replacing it
    for node in nodes:
        if node.op_type == "DequantizeLinear" and node.domain in ("", "ai.onnx") and node.outputs:
            weight = _dequantize(node, by_name)
            if weight is not None:
                folded[node.spec.start] = _delimited_pieces(5, _encode_float_tensor(node.outputs[0], weight))
    if not folded:
        return model
    used = {name for n in nodes if n.spec.start not in folded for name in n.inputs}
    dropped = {name for n in nodes if n.spec.start in folded for name in n.inputs} - used
    if any(n.has_subgraph for n in nodes):
        dropped = set()  # subgraphs may read an initializer by name: keep them all
    graph_pieces: _Pieces = []
    for f in parts:
        if f.number == 1 and f.wire == 2 and f.start in folded:
            continue
        if f.start in tensors and tensors[f.start].name in dropped:
            continue
        graph_pieces.append(view[f.start : f.end])
    for pieces in folded.values():
        graph_pieces += pieces
    out: _Pieces = []
    for f in top:
        if f is graph:
            out += _delimited_pieces(7, graph_pieces)
        else:
            out.append(view[f.start : f.end])
    return b"".join(out)
