"""The embedder seam."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from hindsight_core.errors import UserError

Vectors = npt.NDArray[np.float32]


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors of a fixed dimension.

    ``model_id`` and ``dimension`` are recorded with the vector index; an index built with another model
    is refused rather than silently mixed.

    An embedder may also declare ``scripts``, a frozenset of the writing systems it understands ("latin",
    "cjk", "other"; see :mod:`hindsight_core.language`). Features that rely on its vectors (cosine dedup,
    the vector path) are gated by it; an embedder that declares nothing is trusted with every script.
    """

    model_id: str

    @property
    def dimension(self) -> int:
        """The vector size. Read-only here, so a property that loads the model on first read also fits."""
        ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Shape ``(len(texts), dimension)``, rows L2-normalised. Blocking: call it from a worker thread."""
        ...


@dataclass(frozen=True, slots=True)
class TokenVectors:
    """The contextual token vectors of one text, from the same forward pass as its sentence vector.

    Special tokens ([CLS], [SEP], padding) are left out. ``offsets[i]`` is the character where token ``i``
    starts in the text, so a caller can drop a prefix (a speaker's name) or punctuation.
    """

    ids: npt.NDArray[np.int32]
    """Vocabulary ids, shape ``(n,)``."""
    offsets: npt.NDArray[np.int32]
    """Start character of each token in the text, shape ``(n,)``."""
    vectors: Vectors
    """The model's last hidden states, shape ``(n, hidden)``, not normalised."""
    tokens: tuple[str, ...]
    """The tokens as text (word pieces, "##" marking a continuation)."""


@runtime_checkable
class TokenEmbedder(Protocol):
    """An embedder that can also return each text's token vectors from the same forward pass.

    Recall uses them for late-interaction (MaxSim) reranking; the bundled MiniLM embedder implements it.
    ``token_model_id`` names the token space (vectors from two models never mix).
    """

    model_id: str
    token_model_id: str

    def embed_with_tokens(self, texts: Sequence[str]) -> tuple[Vectors, list[TokenVectors]]:
        """Sentence vectors (as ``embed``) and the token vectors of each text. Blocking."""
        ...


def l2_normalize(matrix: npt.NDArray[np.floating]) -> Vectors:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.asarray(matrix / norms, dtype=np.float32)


def check_texts(texts: Sequence[str]) -> None:
    """``UserError`` unless ``texts`` is a sequence of strings (not one bare string), as ``embed`` takes."""
    if isinstance(texts, str):
        raise UserError("embed() takes a sequence of strings; wrap a single text in a list: embed([text])")
    bad = next((type(t).__name__ for t in texts if not isinstance(t, str)), None)
    if bad is not None:
        raise UserError(f"embed() takes strings only, got a {bad}")
