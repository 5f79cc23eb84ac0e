"""Any sentence-transformers model by name (the ``st`` extra; PyTorch comes with it)."""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from hindsight_core.embeddings.base import Vectors, check_texts, l2_normalize
from hindsight_core.errors import ConfigError, EmbeddingError, MissingDependencyError
from hindsight_core.language import ALL_SCRIPTS, checked_scripts


class SentenceTransformerEmbedder:
    """Embeds with ``sentence_transformers.SentenceTransformer(model_name)``, loaded on first use.

    The package is checked when the embedder is built (so a missing extra fails early) and imported, with
    the model, on the first ``embed`` or the first read of ``dimension`` (pass ``dimension=`` to read it
    without loading). For all-MiniLM-L6-v2 prefer the default ``OnnxMiniLMEmbedder``: same vectors, no
    PyTorch.

    Args:
        model_name: A hub name or a local folder, e.g. ``"BAAI/bge-small-en-v1.5"``; it is the ``model_id``.
        device: ``"cpu"``, ``"cuda"``, ...; default: sentence-transformers' choice.
        batch_size: Texts per forward pass.
        dimension: The model's vector size, if known, to avoid loading the model just to read it.
        model_kwargs: Extra keyword arguments for ``SentenceTransformer(...)``.
        scripts: The writing systems the model understands ("latin", "cjk", "other"); default all. A
            multilingual model (e.g. ``"paraphrase-multilingual-MiniLM-L12-v2"``) keeps the default and gets
            the vector path and cosine dedup on Chinese; declare ``{"latin"}`` for an English-only one.

    Example:
        >>> embedder = SentenceTransformerEmbedder("BAAI/bge-small-en-v1.5")  # doctest: +SKIP
        >>> embedder.embed(["The user prefers PostgreSQL."]).shape  # doctest: +SKIP
        (1, 384)
    """

    def __init__(
        self,
        model_name: str,
        *,
        device: str | None = None,
        batch_size: int = 64,
        dimension: int | None = None,
        model_kwargs: dict[str, Any] | None = None,
        scripts: Iterable[str] = ALL_SCRIPTS,
    ) -> None:
        if not model_name:
            raise ConfigError("model_name must name a sentence-transformers model or a local model folder")
        if batch_size < 1:
            raise ConfigError(f"batch_size must be at least 1, got {batch_size}")
        if importlib.util.find_spec("sentence_transformers") is None:
            raise MissingDependencyError("sentence-transformers", "st")
        self.model_id = model_name
        #: The writing systems the model understands; recall and dedup gate their use of its vectors by it.
        self.scripts: frozenset[str] = checked_scripts(scripts)
        self.batch_size = batch_size
        self._device = device
        self._declared_dimension = dimension
        self._model_kwargs = dict(model_kwargs or {})
        self._lock = threading.Lock()
        self._model: Any = None
        self._dimension: int | None = None

    def __repr__(self) -> str:
        return f"SentenceTransformerEmbedder(model_name={self.model_id!r})"

    @property
    def dimension(self) -> int:
        """The vector size (loads the model unless ``dimension=`` was given)."""
        if self._declared_dimension is not None:
            return self._declared_dimension
        self._load()
        assert self._dimension is not None  # set by _load
        return self._dimension

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts``; shape ``(len(texts), dimension)``, float32, rows L2-normalised. Blocking."""
        check_texts(texts)
        model = self._load()
        if len(texts) == 0:
            return np.zeros((0, self.dimension), dtype=np.float32)
        try:
            vectors = model.encode(
                list(texts), batch_size=self.batch_size, convert_to_numpy=True, show_progress_bar=False
            )
        except (RuntimeError, ValueError) as exc:
            raise EmbeddingError(
                f"sentence-transformers failed to embed with {self.model_id!r}: {exc}"
            ) from exc
        array = np.asarray(vectors, dtype=np.float32)
        if array.shape != (len(texts), self.dimension):
            raise EmbeddingError(
                f"{self.model_id!r} returned vectors of shape {array.shape}, expected "
                f"({len(texts)}, {self.dimension}); check dimension="
            )
        return l2_normalize(array)

    def _load(self) -> Any:
        if self._model is not None:
            return self._model
        with self._lock:
            if self._model is None:
                try:
                    from sentence_transformers import SentenceTransformer
                except ImportError as exc:
                    raise MissingDependencyError("sentence-transformers", "st") from exc
                try:
                    model = SentenceTransformer(self.model_id, device=self._device, **self._model_kwargs)
                except (OSError, ValueError) as exc:
                    raise EmbeddingError(
                        f"cannot load the sentence-transformers model {self.model_id!r}: {exc}; check the "
                        "name or local folder (offline, the model must already be in the local cache)"
                    ) from exc
                size = _model_dimension(model)
                if (
                    self._declared_dimension is not None
                    and size is not None
                    and size != self._declared_dimension
                ):
                    raise ConfigError(
                        f"{self.model_id!r} produces {size}-d vectors, but dimension={self._declared_dimension} "
                        "was given; drop dimension= or fix it"
                    )
                self._dimension = size or self._declared_dimension
                if self._dimension is None:
                    raise ConfigError(f"cannot tell the vector size of {self.model_id!r}; pass dimension=")
                self._model = model
            return self._model


def _model_dimension(model: Any) -> int | None:
    # The long-standing getter first; the shorter name is what some newer releases offer.
    for name in ("get_sentence_embedding_dimension", "get_embedding_dimension"):
        getter = getattr(model, name, None)
        if callable(getter):
            size = getter()
            return int(size) if size else None
    return None
