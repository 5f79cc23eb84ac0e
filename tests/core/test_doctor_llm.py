"""``hindsight doctor`` checks the configured LLM with one call of one token, against a scripted
OpenAI-compatible server: a working endpoint, a refused key, an unknown model, nothing listening; and no call at
all when no LLM is configured."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from hindsight_core import AsyncHindsight
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.maintenance import Check, diagnose
from hindsight_core.testing import FakeError, FakeOpenAIServer


async def llm_check(tmp_path: Path, base_url: str, model: str = "fake-model") -> Check:
    llm = OpenAIStructuredLLM(model, base_url=base_url, api_key="sk-test")
    checks = await diagnose(AsyncHindsight(tmp_path, embedder=HashEmbedder(64), llm=llm))
    (check,) = [c for c in checks if c.name == "LLM"]
    return check


async def test_a_working_endpoint_is_asked_for_one_token_the_way_extraction_asks(tmp_path: Path) -> None:
    with FakeOpenAIServer(chat=["{"]) as server:
        check = await llm_check(tmp_path, server.base_url)
        (request,) = server.chat_requests
        assert check.status == "OK" and "fake-model" in check.detail and server.base_url in check.detail
    assert request.body["max_tokens"] == 1 and request.body["model"] == "fake-model"
    assert request.body["temperature"] == 0 and request.body["response_format"]["type"] == "json_schema"


async def test_a_refused_key_says_which_variable_to_set(tmp_path: Path) -> None:
    with FakeOpenAIServer(chat=[FakeError(401, message="Incorrect API key provided")]) as server:
        check = await llm_check(tmp_path, server.base_url)
    assert check.status == "FAIL" and "401" in check.detail and "Incorrect API key" in check.detail
    assert check.fix is not None and "HINDSIGHT_LLM_API_KEY" in check.fix


async def test_an_unknown_model_names_the_models_the_endpoint_serves(tmp_path: Path) -> None:
    missing = FakeError(404, message="The model `llama3` does not exist")
    with FakeOpenAIServer(chat=[missing]) as server:
        check = await llm_check(tmp_path, server.base_url, model="llama3")
    assert check.status == "FAIL" and "404" in check.detail and "'llama3'" in check.detail
    assert "the endpoint serves: fake-model" in check.detail
    assert check.fix is not None and "HINDSIGHT_LLM_MODEL" in check.fix


async def test_nothing_listening_says_to_check_the_base_url(tmp_path: Path) -> None:
    with socket.socket() as sock:  # a port nothing listens on once closed
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    check = await llm_check(tmp_path, f"http://127.0.0.1:{port}/v1")
    assert check.status == "FAIL" and "could not connect" in check.detail
    assert check.fix is not None and "HINDSIGHT_LLM_BASE_URL" in check.fix


async def test_a_server_refusing_max_tokens_is_asked_with_max_completion_tokens(tmp_path: Path) -> None:
    refused = FakeError(400, message="Unsupported parameter: 'max_tokens' is not supported with this model.")
    with FakeOpenAIServer(chat=[refused, "{"]) as server:
        check = await llm_check(tmp_path, server.base_url)
        first, second = server.chat_requests
    assert check.status == "OK"
    assert "max_completion_tokens" not in first.body and second.body["max_completion_tokens"] == 1
    assert "max_tokens" not in second.body


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in list(os.environ):
        if name.startswith(("HINDSIGHT_", "OPENAI_")):
            monkeypatch.delenv(name)
    monkeypatch.setenv("HINDSIGHT_EMBEDDER", "hash")
    return monkeypatch


def test_cli_doctor_fails_on_a_refused_key(
    tmp_path: Path, clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with FakeOpenAIServer(chat=[FakeError(401)]) as server:
        clean_env.setenv("HINDSIGHT_LLM_PROVIDER", "openai")
        clean_env.setenv("HINDSIGHT_LLM_MODEL", "fake-model")
        clean_env.setenv("HINDSIGHT_LLM_BASE_URL", server.base_url)
        code = main(["--data-dir", str(tmp_path), "doctor"])
    out = capsys.readouterr().out
    assert code == 1 and "1 failed: LLM" in out and "HINDSIGHT_LLM_API_KEY" in out


def test_cli_doctor_without_an_llm_calls_none(
    tmp_path: Path, clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with FakeOpenAIServer() as server:
        clean_env.setenv("OPENAI_BASE_URL", server.base_url)  # where the SDK would go, if anything called it
        code = main(["--data-dir", str(tmp_path), "doctor"])
        assert server.requests == []
    out = capsys.readouterr().out
    assert code == 0 and "no LLM (rule extraction)" in out and "LLM  " not in out
