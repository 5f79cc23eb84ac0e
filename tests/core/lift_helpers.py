"""What the unit tests of recall's lifts read: the ids of a score map, best first."""

from __future__ import annotations

from collections.abc import Mapping


def ranked(final: Mapping[str, float]) -> list[str]:
    """The ids of ``final``, highest score first."""
    return sorted(final, key=lambda rid: -final[rid])
