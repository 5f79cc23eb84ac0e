"""The embedder seam."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

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


def l2_normalize(matrix: npt.NDArray[np.floating]) -> Vectors:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.asarray(matrix / norms, dtype=np.float32)
