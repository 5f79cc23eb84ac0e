"""The hindsight error tree.

    HindsightError
    ├── UserError                 a mistake in how the library is called (bad argument, bad input file)
    │   └── ConfigError           invalid or inconsistent configuration
    ├── StoreError                a store failed
    │   ├── StoreUnavailableError the store cannot be reached or opened (server down, path locked)
    │   └── StoreLockedError      an embedded store is already open in another process
    ├── EmbeddingError            the embedder failed
    │   └── EmbeddingMismatchError the index was built with another model or dimension
    ├── ExtractionError           extraction failed after repair and retries (the window stays queued)
    └── MissingDependencyError    an optional extra is not installed

Every message says what to do next. A missing item is not an error: lookups return ``None``.
"""

from __future__ import annotations


class HindsightError(Exception):
    """Base class of every error raised by hindsight."""


class UserError(HindsightError, ValueError):
    """The caller passed something hindsight cannot use; the message says how to fix it."""


class ConfigError(UserError):
    """The configuration is invalid or inconsistent."""


class StoreError(HindsightError):
    """A store operation failed.

    ``fix``, when the raiser knows it, is what to do (one sentence or more); the message is what happened
    followed by it, so it is said once wherever the error is shown: whole (``str``) by a command, and in its
    two parts (:attr:`what`, :attr:`fix`) by ``hindsight doctor``, which otherwise adds the store's
    ``fix_hint``.

    >>> error = StoreError("the file is damaged (malformed)", fix="Restore it from a backup.")
    >>> str(error), error.what
    ('the file is damaged (malformed). Restore it from a backup.', 'the file is damaged (malformed)')
    """

    def __init__(self, message: str, *, backend: str | None = None, fix: str | None = None) -> None:
        super().__init__(f"{message.rstrip('. ')}. {fix}" if fix else message)
        self.backend = backend
        self.what = message
        """What happened (the message without :attr:`fix`)."""
        self.fix = fix


class StoreUnavailableError(StoreError):
    """The store cannot be reached or opened."""


def store_not_open(store: str, *, backend: str) -> StoreUnavailableError:
    """The error every store (and the trace journal) raises when used before ``setup()`` or after ``close()``.

    >>> str(store_not_open("the in-memory graph store", backend="memory"))
    'the in-memory graph store is not open: await store.setup() first (or use `async with`)'
    """
    return StoreUnavailableError(
        f"{store} is not open: await store.setup() first (or use `async with`)", backend=backend
    )


class StoreLockedError(StoreUnavailableError):
    """An embedded store is already in use by another process."""

    def __init__(
        self, message: str, *, backend: str | None = None, path: str | None = None, fix: str | None = None
    ) -> None:
        super().__init__(message, backend=backend, fix=fix)
        self.path = path


class EmbeddingError(HindsightError):
    """The embedder failed."""


class EmbeddingMismatchError(EmbeddingError, ConfigError):
    """The vector index was built with a different embedding model or dimension."""

    def __init__(self, message: str, *, stored: str, configured: str) -> None:
        super().__init__(message)
        self.stored = stored
        self.configured = configured


class ExtractionError(HindsightError):
    """Extraction failed after repair and retries; the input stays queued for a later retry."""

    def __init__(
        self,
        message: str,
        *,
        status_code: int | None = None,
        body: str | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.body = body
        self.retry_after = retry_after
        """Seconds the server asked to wait before trying again (a 429's or 503's ``Retry-After``)."""


def install_hint(extra: str) -> str:
    """How to add an optional extra: from the checkout (hindsight-memory is not on PyPI yet, and a bare
    ``pip install "hindsight-memory[...]"`` would fetch whatever is published under that name)."""
    return f'Install the {extra} extra from your hindsight checkout: pip install -e ".[{extra}]"'


class MissingDependencyError(HindsightError, ImportError):
    """An optional dependency is missing; the message names the extra to install."""

    def __init__(self, package: str, extra: str) -> None:
        super().__init__(f"{package} is not installed. {install_hint(extra)}")
        self.package = package
        self.extra = extra


__all__ = [
    "ConfigError",
    "EmbeddingError",
    "EmbeddingMismatchError",
    "ExtractionError",
    "HindsightError",
    "MissingDependencyError",
    "StoreError",
    "StoreLockedError",
    "StoreUnavailableError",
    "UserError",
    "install_hint",
    "store_not_open",
]
