"""Refusing to serve beyond the local machine without a token, and the bearer check itself."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from hindsight_core.errors import ConfigError
from hindsight_core.mcp.auth import MIN_TOKEN_CHARS, check_listen_address
from tests.mcp.helpers import PYTHON, REPO_ROOT, server_env


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "[::1]"])
def test_loopback_needs_no_token(host: str) -> None:
    check_listen_address(host, None)


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.20", "::", "example.org"])
def test_other_hosts_need_a_token_of_32_characters(host: str) -> None:
    with pytest.raises(ConfigError, match="HINDSIGHT_MCP_TOKEN"):
        check_listen_address(host, None)
    with pytest.raises(ConfigError):
        check_listen_address(host, "")
    for short in ("x", "s3cret-token", "a" * (MIN_TOKEN_CHARS - 1)):
        with pytest.raises(ConfigError, match=f"at least {MIN_TOKEN_CHARS} characters"):
            check_listen_address(host, short)
    check_listen_address(host, "k" * MIN_TOKEN_CHARS)


def test_loopback_accepts_any_token() -> None:
    check_listen_address("127.0.0.1", "x")


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


def test_one_character_token_refused_on_all_interfaces(tmp_path: Path) -> None:
    """The issue's case: ``HINDSIGHT_MCP_TOKEN=x`` on 0.0.0.0 must not start."""
    data_dir = tmp_path / "memory"
    completed = subprocess.run(
        [PYTHON, "-m", "hindsight_core.mcp", "--transport", "http", "--host", "0.0.0.0", "--port", "0"],
        env=server_env(data_dir, HINDSIGHT_MCP_TOKEN="x"),
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 2
    assert "1-character HINDSIGHT_MCP_TOKEN" in completed.stderr
    assert "Traceback" not in completed.stderr
    assert not data_dir.exists(), "a refused start must not open the stores"


@pytest.mark.parametrize("port", ["99999", "-1", "http"])
def test_bad_port_is_a_usage_error(tmp_path: Path, port: str) -> None:
    completed = subprocess.run(
        [PYTHON, "-m", "hindsight_core.mcp", "--transport", "http", "--port", port],
        env=server_env(tmp_path / "memory"),
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 2
    assert "--port" in completed.stderr and "Traceback" not in completed.stderr


def test_user_bound_tokens_are_read_from_a_json_file(tmp_path) -> None:
    from hindsight_core.errors import ConfigError
    from hindsight_core.mcp.auth import read_user_tokens

    good = tmp_path / "tokens.json"
    good.write_text('{"' + "k" * 40 + '": "tenant-alice"}')
    assert read_user_tokens(str(good)) == {"k" * 40: "tenant-alice"}
    assert read_user_tokens(None) == {}
    for body, said in [
        ("not json", "cannot read"),
        ('["a"]', "one JSON object"),
        ('{"' + "k" * 40 + '": ""}', "one JSON object"),
        ('{"short": "tenant-bob"}', "under 32 characters"),
    ]:
        bad = tmp_path / "bad.json"
        bad.write_text(body)
        with pytest.raises(ConfigError, match=said):
            read_user_tokens(str(bad))
    with pytest.raises(ConfigError, match="cannot read"):
        read_user_tokens(str(tmp_path / "missing.json"))


def test_with_user_bound_tokens_a_request_whose_user_cannot_be_told_is_refused() -> None:
    """Fail closed: an HTTP request without the middleware's word on its token (no ``state`` entry) is refused
    when the server has user-bound tokens; the shared token (None) reaches any user; stdio has no request."""
    from types import SimpleNamespace

    from mcp.server.mcpserver.exceptions import ToolError

    from hindsight_core.mcp.auth import BOUND_USER
    from hindsight_core.mcp.tools import _checked_scope

    def ctx(scope: object) -> object:
        return SimpleNamespace(request_context=SimpleNamespace(request=SimpleNamespace(scope=scope)))

    with pytest.raises(ToolError, match="could not be told"):
        _checked_scope(ctx({"state": {}}), "u", None, None, bound_users=True)  # type: ignore[arg-type]
    with pytest.raises(ToolError, match="bound to one user"):
        _checked_scope(ctx({"state": {BOUND_USER: "a"}}), "b", None, None, bound_users=True)  # type: ignore[arg-type]
    assert (
        _checked_scope(ctx({"state": {BOUND_USER: None}}), "b", None, None, bound_users=True).user_id == "b"
    )  # type: ignore[arg-type]
    assert _checked_scope(ctx(None), "b", None, None, bound_users=True).user_id == "b"  # type: ignore[arg-type]
