"""Telling that a holder of the Neo4j per-user write lock has ended, so its lease need not be waited out.

A process that crashed while it held users' write lock (:mod:`~hindsight_core.stores.neo4j_locks`) leaves
their lock nodes held until the lease runs out (two minutes); the process restarted on the same data
directory, whose journal replay needs those users' lock first, waited all of it. The lock nodes name a holder
by a token and nothing else: a token alone cannot say whether its process still runs (another host, another
container may hold the same user right now), so only an ended holder whose end can be proved is taken over.

The proof is an OS file lock: an open store keeps ``<token>.lock`` in a folder of its data directory
(``neo4j-writers/``) locked until it closes, and the kernel releases it when the process ends, however it
ends. A holder token whose file there can be locked belongs to a store of this data directory that closed or
whose process ended: its lease is taken over at once (in the same transaction that checks the node is still
held by that token). A holder with no file there (a process of another data directory or host, or one whose
file was swept) is waited for as before. The proof needs a file system whose locks all its users see: a local
disk, or a network file system with working locks (NFSv4); on one without (NFS mounted ``nolock``) two hosts
sharing the folder would each see the other's files unlocked: give each host its own data directory there.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from filelock import FileLock, Timeout

logger = logging.getLogger("hindsight")

#: The folder of the data directory holding the open stores' token files.
WRITERS_FOLDER = "neo4j-writers"
_TOKEN = re.compile(r"[0-9a-f]{32}")


def _locked(path: Path) -> FileLock | None:
    """``path``'s lock, taken, when nobody holds it (its holder ended); None while somebody does."""
    lock = FileLock(path, thread_local=False)
    try:
        lock.acquire(timeout=0)
    except (Timeout, OSError):
        return None
    return lock


class WriterFiles:
    """This store's token file, locked while the store is open, and the proof that another token's store
    (of the same data directory) ended."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder
        self._own: tuple[Path, FileLock] | None = None

    def open(self, token: str, *, sweep_after_s: float) -> None:
        """Lock this store's file for ``token`` (a fresh token per open: a token never comes back once its
        file is released). Files of ended stores dated before ``sweep_after_s`` (their leases ran out) go."""
        self._folder.mkdir(parents=True, exist_ok=True)
        self._sweep(sweep_after_s)
        path = self._folder / f"{token}.lock"
        lock = _locked(path)
        if lock is None:  # a fresh random token: nobody else has its file
            raise OSError(f"could not lock {path}")
        self._own = (path, lock)

    @property
    def held(self) -> bool:
        """Whether this store's file is held (between a successful :meth:`open` and :meth:`close`)."""
        return self._own is not None

    def close(self) -> None:
        """Remove this store's file, then release it (a waiter that locks it after sees an ended store)."""
        own, self._own = self._own, None
        if own is None:
            return
        path, lock = own
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
        lock.release()

    def touch(self) -> None:
        """Date this store's file now: called at each lease taken or renewed, so a file left by an ended store
        is swept only once its last lease ran out (:meth:`open`)."""
        if self._own is not None:
            with contextlib.suppress(OSError):
                os.utime(self._own[0])

    @contextlib.contextmanager
    def ended(self, tokens: Iterable[str]) -> Iterator[list[str]]:
        """The tokens among ``tokens`` whose stores (of this data directory) provably ended, their files held
        locked for the block, so no other waiter judges them meanwhile; :meth:`forget` removes them."""
        held: list[tuple[str, Path, FileLock]] = []
        try:
            for token in dict.fromkeys(tokens):
                path = self._folder / f"{token}.lock"
                if not _TOKEN.fullmatch(token) or not path.exists():
                    continue
                lock = _locked(path)
                if lock is not None:
                    held.append((token, path, lock))
            yield [token for token, _, _ in held]
        finally:
            for _, _, lock in held:
                lock.release()

    def forget(self, tokens: Iterable[str]) -> None:
        """Remove the files of ended stores whose leases were taken over (inside :meth:`ended`'s block)."""
        for token in tokens:
            if _TOKEN.fullmatch(token):
                with contextlib.suppress(OSError):
                    (self._folder / f"{token}.lock").unlink(missing_ok=True)

    def _sweep(self, after_s: float) -> None:
        cutoff = time.time() - after_s
        for path in self._folder.glob("*.lock"):
            with contextlib.suppress(OSError):
                if path.stat().st_mtime >= cutoff:
                    continue
                lock = _locked(path)
                if lock is not None:
                    path.unlink(missing_ok=True)
                    lock.release()


__all__ = ["WRITERS_FOLDER", "WriterFiles"]
