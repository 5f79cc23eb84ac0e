"""Shared fixtures. Server backends come from the environment that ``scripts/services start`` prints; in CI
(``CI`` set) a missing server fails the test instead of skipping it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
SHARED_DIR = Path(os.environ.get("HINDSIGHT_SHARED_DIR", REPO_ROOT.parent / "shared"))


def run_script(
    folder: Path, source: str, *args: str, timeout: float = 180
) -> subprocess.CompletedProcess[str]:
    """Write ``source`` as a script in ``folder`` and run it in a new interpreter that imports this checkout
    (a process that exits, or is killed, on its own terms); asserts that it ran to its end."""
    script = folder / "script.py"
    script.write_text(source, encoding="utf-8")
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")])),
    }
    done = subprocess.run(
        [sys.executable, str(script), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done


def require_server(env_var: str, what: str) -> str:
    """The server address from ``env_var``; fail in CI, skip elsewhere, when it is not set."""
    value = os.environ.get(env_var)
    if value:
        return value
    message = f"{what} is not running: run `scripts/services start` and export {env_var}"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


def neo4j_env() -> tuple[str, str, str]:
    """The test Neo4j server's URI, user and password (``HINDSIGHT_NEO4J_*``), as :func:`require_server` allows."""
    uri = require_server("HINDSIGHT_NEO4J_URI", "Neo4j")
    return (
        uri,
        os.environ.get("HINDSIGHT_NEO4J_USER", "neo4j"),
        os.environ.get("HINDSIGHT_NEO4J_PASSWORD", ""),
    )


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED_DIR.is_dir():
        pytest.fail(f"the shared folder is missing at {SHARED_DIR}; set HINDSIGHT_SHARED_DIR")
    return SHARED_DIR
