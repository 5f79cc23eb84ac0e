"""The packages pass ``mypy --strict`` (configured in ``[tool.mypy]`` of pyproject.toml)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from tests.conftest import REPO_ROOT

# A cold run takes about 20 s on an idle 2-core machine (it reads the LangChain and LlamaIndex packages) and
# several times that when the cores are shared; later runs read the cache. The limit only catches a hang.
MYPY_TIMEOUT_S = 600
CACHE_DIR = REPO_ROOT / ".mypy_cache"


@pytest.mark.skipif(
    importlib.util.find_spec("mypy") is None,
    reason='mypy is not installed: pip install -e ".[dev]" (the dev extra includes it)',
)
def test_packages_pass_mypy_strict() -> None:
    try:
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "mypy",
                "--no-color-output",
                "--no-error-summary",
                "--cache-dir",
                str(CACHE_DIR),
            ],
            cwd=REPO_ROOT,
            capture_output=True,
            text=True,
            timeout=MYPY_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"mypy did not finish within {MYPY_TIMEOUT_S} s: {exc.stdout!r}")
    assert result.returncode == 0, (
        f"mypy --strict found errors (run `.venv/bin/mypy` to see them):\n{result.stdout}{result.stderr}"
    )
