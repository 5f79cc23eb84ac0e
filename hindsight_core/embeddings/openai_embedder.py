"""Embeddings from the OpenAI API or any OpenAI-compatible server (vLLM, Ollama, LiteLLM, Azure proxies)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from hindsight_core.embeddings.base import Vectors, check_texts, l2_normalize
from hindsight_core.errors import ConfigError, EmbeddingError
from hindsight_core.language import ALL_SCRIPTS, checked_scripts

if TYPE_CHECKING:
    import openai

# Native sizes of OpenAI's models; any other model needs ``dimension=`` (or ``dimensions=``).
KNOWN_DIMENSIONS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}


class OpenAIEmbedder:
    """Embeds through ``client.embeddings.create``, in batches, and checks every response.

    ``embed`` is blocking (the engine calls it from a worker thread). The client retries rate limits and
    server errors ``max_retries`` times with backoff; what still fails raises an ``EmbeddingError`` that says
    what to check.

    Args:
        model: The embedding model name; it is also the ``model_id`` recorded with the index.
        api_key: The API key. Without one, ``OPENAI_API_KEY`` is read where the endpoint comes from the
            environment too (no ``base_url``); an endpoint named by ``base_url`` gets a placeholder instead (what
            local servers expect; an OpenAI key is never sent to a server it was not set up for).
        base_url: An OpenAI-compatible endpoint, e.g. ``"http://localhost:11434/v1"``; default OpenAI.
        dimensions: Ask a ``text-embedding-3`` model for shorter vectors (sent to the API).
        dimension: The vector size the model returns, for models hindsight does not know; checked against
            every response. Implied by ``dimensions`` or by a known OpenAI model.
        batch_size: Texts per request (OpenAI accepts up to 2048).
        timeout: Seconds per request.
        max_retries: Retries of the client on connection errors, 429 and 5xx.
        client: A ready ``openai.OpenAI`` client (then ``api_key``/``base_url``/``timeout`` are not used).
        scripts: The writing systems the model understands ("latin", "cjk", "other"); default all. Declare
            ``{"latin"}`` for an English-only model served through an OpenAI-compatible endpoint.

    Example:
        >>> embedder = OpenAIEmbedder(api_key="sk-...")  # doctest: +SKIP
        >>> embedder.embed(["The user prefers PostgreSQL."]).shape  # doctest: +SKIP
        (1, 1536)
    """

    def __init__(
        self,
        model: str = "text-embedding-3-small",
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        dimensions: int | None = None,
        dimension: int | None = None,
        batch_size: int = 256,
        timeout: float = 60.0,
        max_retries: int = 2,
        client: openai.OpenAI | None = None,
        scripts: Iterable[str] = ALL_SCRIPTS,
    ) -> None:
        if not model:
            raise ConfigError("model must be a non-empty embedding model name, e.g. 'text-embedding-3-small'")
        if dimensions is not None and dimensions < 1:
            raise ConfigError(f"dimensions must be at least 1, got {dimensions}")
        if dimension is not None and dimension < 1:
            raise ConfigError(
                f"dimension must be at least 1 (the length of the model's vectors), got {dimension}"
            )
        if dimensions is not None and dimension is not None and dimension != dimensions:
            raise ConfigError(f"dimension={dimension} contradicts dimensions={dimensions}; pass only one")
        if not 1 <= batch_size <= 2048:
            raise ConfigError(f"batch_size must be between 1 and 2048, got {batch_size}")
        size = dimensions or dimension or KNOWN_DIMENSIONS.get(model)
        if size is None:
            raise ConfigError(
                f"hindsight does not know the vector size of {model!r}; pass dimension=<size> "
                "(the length of the vectors the model returns)"
            )
        self.model_id = model
        #: The writing systems the model understands (OpenAI's models are multilingual); recall and dedup
        #: gate their use of its vectors by it (see hindsight_core.language).
        self.scripts: frozenset[str] = checked_scripts(scripts)
        self.dimension = size
        self.batch_size = batch_size
        self._dimensions = dimensions
        self._client = client if client is not None else _make_client(api_key, base_url, timeout, max_retries)

    def __repr__(self) -> str:
        return (
            f"OpenAIEmbedder(model={self.model_id!r}, dimension={self.dimension}, base_url={self.base_url!r})"
        )

    @property
    def base_url(self) -> str:
        """The endpoint requests go to."""
        return str(self._client.base_url)

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts``; shape ``(len(texts), dimension)``, float32, rows L2-normalised. Blocking."""
        check_texts(texts)
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        for start in range(0, len(texts), self.batch_size):
            batch = list(texts[start : start + self.batch_size])
            out[start : start + len(batch)] = self._embed_batch(batch)
        return l2_normalize(out)

    def _embed_batch(self, batch: list[str]) -> Vectors:
        import openai

        # OpenAI rejects an empty string with a 400 that fails the whole batch; a space embeds as "nothing".
        inputs = [t if t else " " for t in batch]
        extra: dict[str, Any] = {} if self._dimensions is None else {"dimensions": self._dimensions}
        try:
            response = self._client.embeddings.create(
                model=self.model_id, input=inputs, encoding_format="float", **extra
            )
        except openai.APIError as exc:
            raise _map_error(exc, self.model_id, self.base_url) from exc
        data = sorted(response.data, key=lambda item: item.index)
        if len(data) != len(batch):
            raise EmbeddingError(
                f"{self.base_url} returned {len(data)} embeddings for {len(batch)} texts; "
                "check that the server implements the OpenAI embeddings API"
            )
        vectors = np.asarray([item.embedding for item in data], dtype=np.float32)
        if vectors.ndim != 2 or vectors.shape[1] != self.dimension:
            got = vectors.shape[1] if vectors.ndim == 2 else "ragged"
            raise EmbeddingError(
                f"{self.model_id!r} returned {got}-d vectors, expected {self.dimension}; "
                "pass the model's real size as dimension= (an index built with another size must be rebuilt)"
            )
        return vectors


def _make_client(
    api_key: str | None, base_url: str | None, timeout: float, max_retries: int
) -> openai.OpenAI:
    import openai

    from hindsight_core.llm.openai_client import PLACEHOLDER_API_KEY

    if api_key is None and base_url is not None:
        # as the LLM does: a local server wants no key, and an OpenAI key is never sent to a server it was not
        # set up for (the SDK read OPENAI_API_KEY whatever the endpoint)
        api_key = PLACEHOLDER_API_KEY
    try:
        return openai.OpenAI(api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries)
    except openai.OpenAIError as exc:
        raise ConfigError(
            f"cannot create the OpenAI client: {exc}. Set OPENAI_API_KEY or pass api_key= "
            '(any string, e.g. "none", for a local server that needs no key)'
        ) from exc


def _map_error(exc: Exception, model: str, base_url: str) -> EmbeddingError:
    """One ``EmbeddingError`` per openai failure, saying what to check."""
    import openai

    if isinstance(exc, openai.APITimeoutError):
        hint = "the request timed out; raise timeout= or lower batch_size="
    elif isinstance(exc, openai.APIConnectionError):
        hint = f"cannot reach {base_url}; check base_url and that the server is running"
    elif isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
        hint = "the API key was refused; check api_key / OPENAI_API_KEY"
    elif isinstance(exc, openai.NotFoundError):
        hint = f"check that the model {model!r} exists at {base_url} and that base_url ends with /v1"
    elif isinstance(exc, openai.RateLimitError):
        hint = "rate limited or out of quota; retry later, lower batch_size=, or check your plan"
    elif isinstance(exc, openai.BadRequestError | openai.UnprocessableEntityError):
        hint = "the server rejected the request; check the model name, dimensions= and the input lengths"
    elif isinstance(exc, openai.InternalServerError):
        hint = "the server failed; retry later or check the server's logs"
    else:
        hint = "check base_url, the model name and the server's logs"
    status = getattr(exc, "status_code", None)
    prefix = f"embedding request failed (HTTP {status})" if status else "embedding request failed"
    return EmbeddingError(f"{prefix}: {hint}. ({type(exc).__name__}: {exc})")
