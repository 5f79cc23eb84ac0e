"""A store of many users under the common open-file limit of 1,024: Chroma keeps each user's index open, so
its cache must leave room for the rest of the process (before, 300 users recalled held about 600 files open,
heading for the limit; now under 40% of it)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hindsight_core.stores.chroma_bindings import (
    MIN_CACHED_INDEXES,
    UNBOUNDED_CACHE,
    cached_index_capacity,
)

pytest.importorskip("resource")

CHILD = textwrap.dedent(
    """
    import os, resource, sys
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))
    users = 300
    peak = 0
    with Hindsight(sys.argv[1], embedder=HashEmbedder(64)) as hs:
        for n in range(users):
            user = f"user-{n}"
            hs.retain([{"role": "user", "content": f"My locker code is {1000 + n} and I live in Lyon."}],
                      user_id=user, session_id="s")
            peak = max(peak, len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0)
        for n in range(users):
            hits = hs.recall("locker code", user_id=f"user-{n}").hits
            assert any(str(1000 + n) in h.record.text for h in hits), (n, [h.record.text for h in hits])
            peak = max(peak, len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0)
    print("peak", peak)
    """
)


def test_many_users_fit_a_low_open_file_limit(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "store")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    peak = int(done.stdout.split()[-1])
    assert peak < 460  # 45% of the limit


def test_cache_capacity_leaves_room_for_other_files() -> None:
    assert cached_index_capacity(1024 // 5) == 102  # 408 of 1,024 files
    assert cached_index_capacity(3) == MIN_CACHED_INDEXES
    assert cached_index_capacity(-1) == UNBOUNDED_CACHE
