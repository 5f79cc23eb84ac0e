"""Refusing to serve beyond the local machine without a token, and the bearer check itself."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from hindsight_core.errors import ConfigError
from hindsight_core.mcp.auth import check_listen_address
from tests.mcp.helpers import PYTHON, REPO_ROOT, server_env


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "[::1]"])
def test_loopback_needs_no_token(host: str) -> None:
    check_listen_address(host, None)


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.20", "::", "example.org"])
def test_other_hosts_need_a_token(host: str) -> None:
    with pytest.raises(ConfigError, match="HINDSIGHT_MCP_TOKEN"):
        check_listen_address(host, None)
    with pytest.raises(ConfigError):
        check_listen_address(host, "")
    check_listen_address(host, "s3cret-token")


def test_cli_refuses_public_host_without_token(tmp_path: Path) -> None:
    data_dir = tmp_path / "memory"
    completed = subprocess.run(
        [PYTHON, "-m", "hindsight_core.mcp", "--transport", "http", "--host", "0.0.0.0", "--port", "0"],
        env=server_env(data_dir),
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode != 0
    assert "HINDSIGHT_MCP_TOKEN" in completed.stderr
    assert not data_dir.exists(), "a refused start must not open the stores"
