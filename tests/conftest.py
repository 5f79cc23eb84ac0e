"""Shared fixtures. Server backends come from the environment that ``scripts/services start`` prints; in CI
(``CI`` set) a missing server fails the test instead of skipping it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
SHARED_DIR = Path(os.environ.get("HINDSIGHT_SHARED_DIR", REPO_ROOT.parent / "shared"))


def require_server(env_var: str, what: str) -> str:
    """The server address from ``env_var``; fail in CI, skip elsewhere, when it is not set."""
    value = os.environ.get(env_var)
    if value:
        return value
    message = f"{what} is not running: run `scripts/services start` and export {env_var}"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED_DIR.is_dir():
        pytest.fail(f"the shared folder is missing at {SHARED_DIR}; set HINDSIGHT_SHARED_DIR")
    return SHARED_DIR
