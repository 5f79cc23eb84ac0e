"""Property-based tests (hypothesis): whatever a caller passes, the engine and the MCP tools answer or raise
a documented ``HindsightError``, and never touch another user's memories.

Examples are sized for CI (a 2-core machine, well under a minute for the directory). In CI (``CI`` set) the
examples are derandomized, so a run is repeatable; elsewhere each run explores new ones.
Set ``HINDSIGHT_HYPOTHESIS_EXAMPLES`` to run more.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

EXAMPLES = int(os.environ.get("HINDSIGHT_HYPOTHESIS_EXAMPLES", "40"))

settings.register_profile(
    "hindsight",
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    derandomize=bool(os.environ.get("CI")),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile("hindsight")
