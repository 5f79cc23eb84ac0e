"""Dequantize an ONNX model's int8 weights once, in memory, on the protobuf wire format.

The shipped embedder (:mod:`hindsight_core.embeddings.onnx_minilm`) stores its 2-D weights as int8 with scales,
each feeding a ``DequantizeLinear`` node; :func:`dequantize_weights` folds those into float initializers before
the session is made (the ``onnx`` package is not a runtime dependency, so the protobuf is read directly).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

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
