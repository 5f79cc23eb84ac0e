"""The configuration the engine fixtures open with: the default, or, for a test marked ``expire_user_statements``
(the tests of the expiry rules: a plan's TTL, an appointment's grace), one whose ``maintain`` archives what the
user said once it has expired (``LifecycleConfig.expire_user_statements``; by default it stays live)."""

from __future__ import annotations

import pytest

from hindsight_core.config import HindsightConfig, LifecycleConfig

#: What a test of the expiry rules asks for in the environment of a command-line run.
EXPIRE_USER_STATEMENTS_ENV = ("HINDSIGHT_LIFECYCLE__EXPIRE_USER_STATEMENTS", "true")


def engine_config(request: pytest.FixtureRequest) -> HindsightConfig:
    """The default configuration, with ``expire_user_statements`` on where the test is so marked."""
    expire = request.node.get_closest_marker("expire_user_statements") is not None
    return HindsightConfig(lifecycle=LifecycleConfig(expire_user_statements=expire))
