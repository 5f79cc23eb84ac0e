"""Late interaction (MaxSim) from the embedder's own token vectors, stored compactly at ingest.

A record's token vectors come from the forward pass that embeds it: nothing extra runs at ingest, and at
recall only the query is encoded (its sentence vector and token vectors come from ONE pass). Each stored
token is projected from the model's hidden size to :data:`PROJECTED_DIM` dimensions by a fixed random
sign matrix (Johnson-Lindenstrauss: dot products are kept up to a small error) and quantised to int8 with
one float16 scale per token: about ``PROJECTED_DIM + 6`` bytes a token (3 KB for a 30-token turn) instead
of 1.5 KB a token in float32.

Score of a record for a query: ``sum_q w_q * max_d cos(q, d) / sum_q w_q`` over the query's content tokens
(stopwords and punctuation dropped), each weighted by its IDF over the user's records. A framed record's
speaker prefix ("Alice said:") is left out: it is in every record of that speaker and says nothing about
what was said.

    >>> import numpy as np
    >>> rng = np.random.default_rng(0)
    >>> doc = TokenVectors(np.array([5, 6], np.int32), np.array([0, 4], np.int32),
    ...                    rng.standard_normal((2, 384)).astype(np.float32), ("abc", "def"))
    >>> stored = decode(encode(doc, "m"), "m")
    >>> stored.ids.tolist(), stored.vectors.shape
    ([5, 6], (2, 96))
    >>> decode(encode(doc, "m"), "another-model") is None
    True
"""

from __future__ import annotations

import math
import string
import struct
import zlib
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from hindsight_core.embeddings.base import TokenVectors, Vectors
from hindsight_core.text import STOPWORDS, split_speaker

#: Bumped when the byte layout changes; blobs of another version are ignored (re-written on the next write).
CODEC_VERSION = 1
#: Dimensions each stored token keeps (measured on the LoCoMo dev split: 384 -> 96 costs no recall; 64 does).
PROJECTED_DIM = 96
#: The projection's seed: fixed forever, or stored tokens and queries would live in different spaces.
_SEED = 20240601
HEADER = struct.Struct("<BHHI")  # version, dim, token count, model tag
_PUNCTUATION = frozenset(string.punctuation) | frozenset("，。！？、；：“”‘’（）《》【】…—")


@dataclass(frozen=True, slots=True)
class StoredTokens:
    """Decoded token vectors: vocabulary ids, and the stored int8 vectors ``(n, PROJECTED_DIM)`` with one
    scale per token (``vectors`` gives them as float, unit length up to the quantisation error). Decoding
    keeps views of the blob: :func:`maxsim` scales a whole pool's products at once."""

    ids: npt.NDArray[np.int32]
    quantised: npt.NDArray[np.int8]
    scales: npt.NDArray[np.float16]

    @property
    def vectors(self) -> Vectors:
        return np.asarray(self.quantised * self.scales.astype(np.float32)[:, None], dtype=np.float32)


@dataclass(frozen=True, slots=True)
class QueryTokens:
    """A query's content tokens, projected and unit-length, with their vocabulary ids."""

    ids: npt.NDArray[np.int32]
    vectors: Vectors
    tokens: tuple[str, ...] = ()
    """The vocabulary tokens (wordpieces, lower-cased) of ``ids``."""

    def without(self, words: Collection[str]) -> QueryTokens:
        """These tokens less those spelling one of ``words`` whole; unchanged where none would be left."""
        keep = [i for i, token in enumerate(self.tokens) if token not in words]
        if not keep or len(keep) == len(self.tokens):
            return self
        return QueryTokens(self.ids[keep], self.vectors[keep], tuple(self.tokens[i] for i in keep))


@lru_cache(maxsize=4)
def projection(hidden: int, dim: int = PROJECTED_DIM) -> Vectors:
    """The fixed ``(hidden, dim)`` random sign matrix (scaled by ``1/sqrt(dim)``), the same in every process."""
    bits = np.random.Generator(np.random.PCG64(_SEED + hidden)).integers(0, 2, size=(hidden, dim))
    return ((bits * 2 - 1) / math.sqrt(dim)).astype(np.float32)


@lru_cache(maxsize=16)
def model_tag(token_model_id: str) -> int:
    """A 32-bit fingerprint of the token space, stored in every blob."""
    return zlib.crc32(token_model_id.encode("utf-8"))


def document_tokens(text: str, tokens: TokenVectors) -> TokenVectors:
    """The tokens of a record worth storing: all but a framed utterance's speaker prefix."""
    _, body_start = split_speaker(text)
    if body_start == 0 or len(tokens.ids) == 0:
        return tokens
    keep = tokens.offsets >= body_start
    if not keep.any():
        return tokens
    return TokenVectors(
        ids=tokens.ids[keep],
        offsets=tokens.offsets[keep],
        vectors=tokens.vectors[keep],
        tokens=tuple(t for t, k in zip(tokens.tokens, keep, strict=True) if k),
    )


def _is_content(token: str) -> bool:
    word = token[2:] if token.startswith("##") else token
    if not word or all(ch in _PUNCTUATION for ch in word):
        return False
    return token not in STOPWORDS


def query_tokens(tokens: TokenVectors) -> QueryTokens | None:
    """The query's content tokens (stopwords and punctuation dropped), projected; None when none is left."""
    keep = [i for i, token in enumerate(tokens.tokens) if _is_content(token)]
    if not keep or tokens.vectors.shape[0] == 0:
        return None
    projected = tokens.vectors[keep] @ projection(tokens.vectors.shape[1])
    kept = tuple(tokens.tokens[i] for i in keep)
    return QueryTokens(ids=tokens.ids[keep], vectors=_unit_rows(projected), tokens=kept)


def encode(tokens: TokenVectors, token_model_id: str) -> bytes:
    """The compact form stored for a record: header, int32 ids, float16 scales, int8 projected vectors."""
    return encode_many([tokens], token_model_id)[0]


def encode_many(docs: Sequence[TokenVectors], token_model_id: str) -> list[bytes]:
    """:func:`encode` of each of ``docs``, with one projection product for all of them: numpy's BLAS wakes
    its threads for each product, and on a machine whose cores are busy with other work that wake cost about
    1.4 ms a record right after the embedder's forward pass, 40 times the product itself (35-45 us on an idle
    machine, where batching changes nothing measurable)."""
    counts = [min(len(doc.ids), 0xFFFF) for doc in docs]
    tag = model_tag(token_model_id)
    scales: npt.NDArray[np.float16] = np.zeros(0, dtype="<f2")
    quantised: npt.NDArray[np.int8] = np.zeros((0, PROJECTED_DIM), dtype=np.int8)
    if any(counts):
        rows = np.concatenate([doc.vectors[:count] for doc, count in zip(docs, counts, strict=True) if count])
        # unit length before quantising: decoding needs no normalisation (the int8 error is under 1%)
        projected = _unit_rows(rows @ projection(rows.shape[1]))
        row_scales = np.abs(projected).max(axis=1) / 127.0
        row_scales[row_scales == 0] = 1.0
        quantised = np.clip(np.rint(projected / row_scales[:, None]), -127, 127).astype(np.int8)
        scales = row_scales.astype("<f2")
    blobs: list[bytes] = []
    start = 0
    for doc, count in zip(docs, counts, strict=True):
        end = start + count
        blobs.append(
            b"".join(
                (
                    HEADER.pack(CODEC_VERSION, PROJECTED_DIM, count, tag),
                    np.asarray(doc.ids[:count], dtype="<i4").tobytes(),
                    scales[start:end].tobytes(),
                    quantised[start:end].tobytes(),
                )
            )
        )
        start = end
    return blobs


def decode(blob: bytes, token_model_id: str) -> StoredTokens | None:
    """The stored tokens, or None for a blob of another model, codec version or a damaged one."""
    if len(blob) < HEADER.size:
        return None
    version, dim, count, tag = HEADER.unpack_from(blob)
    if version != CODEC_VERSION or tag != model_tag(token_model_id) or dim == 0:
        return None
    ids_end = HEADER.size + 4 * count
    scales_end = ids_end + 2 * count
    if len(blob) != scales_end + count * dim:
        return None
    # Views of the blob, no copies: a pool decodes a hundred of them per recall, maxsim converts them at once.
    ids = np.frombuffer(blob, dtype="<i4", count=count, offset=HEADER.size)
    scales = np.frombuffer(blob, dtype="<f2", count=count, offset=ids_end)
    values = np.frombuffer(blob, dtype=np.int8, count=count * dim, offset=scales_end).reshape(count, dim)
    return StoredTokens(ids=ids, quantised=values, scales=scales)


def idf_weights(
    ids: npt.NDArray[np.int32], df: Mapping[int, int], total: int, power: float = 2.0
) -> npt.NDArray[np.float64]:
    """BM25-style IDF ``ln(1 + (N - df + 0.5) / (df + 0.5))`` of each id over the user's ``total`` records,
    raised to ``power`` (see ``RecallConfig.rerank_idf_power``)."""
    n = max(total, 1)
    counts = [min(df.get(int(i), 0), n) for i in ids]
    return np.array([math.log(1.0 + (n - c + 0.5) / (c + 0.5)) ** power for c in counts])


def maxsim(
    query: QueryTokens, weights: npt.NDArray[np.float64], docs: Sequence[StoredTokens | None]
) -> list[float | None]:
    """IDF-weighted MaxSim of the query against each document; None where a document has no tokens."""
    present = [d for d in docs if d is not None and d.quantised.shape[0] > 0]
    if not present:
        return [None] * len(docs)
    rows = np.concatenate([d.quantised for d in present]).astype(np.float32)  # (all tokens, dim)
    scales = np.concatenate([d.scales for d in present]).astype(np.float32)
    starts = np.cumsum([0] + [d.quantised.shape[0] for d in present[:-1]])
    # One product for the whole pool (a few MFLOP), scaled per stored token, then each query token's best
    # match in each document. einsum, not BLAS: waking a BLAS thread pool for so small a product costs more
    # than the product.
    sims = np.einsum("qd,td->qt", query.vectors, rows) * scales
    best = np.maximum.reduceat(sims, starts, axis=1)
    scores = iter((weights @ best) / (float(weights.sum()) or 1.0))
    return [float(next(scores)) if d is not None and d.quantised.shape[0] > 0 else None for d in docs]


def _unit_rows(matrix: npt.NDArray[np.floating]) -> Vectors:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.asarray(matrix / norms, dtype=np.float32)
