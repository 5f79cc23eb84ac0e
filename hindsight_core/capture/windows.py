"""Cutting a trace into reflection windows (pure)."""

from __future__ import annotations


def reflection_windows(n_steps: int, size: int, overlap: int, start: int = 0) -> list[tuple[int, int]]:
    """Half-open ``[lo, hi)`` windows of ``size`` steps, each sharing ``overlap`` steps with the previous one,
    covering steps ``start..n_steps``.

    >>> reflection_windows(25, 10, 2)
    [(0, 10), (8, 18), (16, 25)]
    """
    if size <= overlap:
        raise ValueError("window size must be larger than the overlap")
    windows: list[tuple[int, int]] = []
    lo = max(0, start)
    while lo < n_steps:
        hi = min(lo + size, n_steps)
        windows.append((lo, hi))
        if hi == n_steps:
            break
        lo = hi - overlap
    return windows
