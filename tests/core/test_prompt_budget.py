"""A prompt budget for small-context models (``ReflectionConfig.llm_max_prompt_tokens``): a window too long for
one prompt reaches a scripted OpenAI-compatible server in several requests, each under the budget, and every
message of the window, a message longer than the budget included, reaches some request whole."""

from __future__ import annotations

import json
import logging
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from hindsight_core import Hindsight, HindsightConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import ConfigError
from hindsight_core.extraction.llm import LLMExtractor
from hindsight_core.extraction.prompt_budget import estimate_tokens, pack
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.settings import HindsightSettings, engine_from_settings
from hindsight_core.testing import FakeOpenAIServer

BUDGET = 3000


def cite_first_step(body: Any) -> str:
    """A reply with one fact citing the first step the prompt shows (``S<n>``: message ``n - 1``)."""
    alias = re.search(r"^\[S(\d+)\]", body["messages"][1]["content"], re.MULTILINE)
    assert alias
    fact = {"text": f"The user said message {int(alias[1]) - 1}.", "source_step_ids": [f"S{alias[1]}"]}
    return json.dumps({"facts": [fact]})


def prompt_tokens(body: Any) -> int:
    """The request's prompt as a long-side tokenizer counts it: three characters, or one CJK character, a token."""
    return sum(estimate_tokens(message["content"]) for message in body["messages"])


def engine(tmp_path: Path, server: FakeOpenAIServer, budget: int | None = BUDGET) -> Hindsight:
    config = HindsightConfig(reflection={"llm_max_prompt_tokens": budget})
    llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url)
    return Hindsight(tmp_path, config=config, embedder=HashEmbedder(64), llm=llm)


def test_a_long_window_is_sent_in_requests_under_the_budget_and_every_message_reaches_one(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    words = " ".join(f"w{n:04d}" for n in range(900))  # 5,400 characters: over the room a request leaves
    messages = [
        {
            "role": "user" if n % 2 == 0 else "assistant",
            "content": f"msg-{n} " + (words if n == 3 else "We are moving the billing service. " * 12),
            "id": f"m{n}",
        }
        for n in range(8)
    ]
    with FakeOpenAIServer(chat=[cite_first_step] * 40) as server, engine(tmp_path, server) as hs:
        with caplog.at_level(logging.WARNING, logger="hindsight_core.extraction.llm"):
            result = hs.retain(messages, user_id="alice")
        bodies = [request.body for request in server.chat_requests]
    assert len(bodies) > 2
    assert all(prompt_tokens(body) <= BUDGET for body in bodies)
    sent = [body["messages"][1]["content"] for body in bodies]
    for message in messages:
        if message["id"] != "m3":
            assert sum(message["content"] in prompt for prompt in sent) == 1, message["id"]
    # the message over the budget is sent in parts, in order, every word of it in one part
    parts = [prompt for prompt in sent if "one message sent in parts" in prompt]
    assert len(parts) > 1
    assert re.findall(r"\bw\d{4}\b", "".join(parts)) == words.split()
    assert "is sent in" in caplog.text and "m3" in caplog.text
    # each piece's S-numbers are the window's: its facts cite the right messages
    stored = {record.text: record.source_ids for record in result.added}
    assert stored["The user said message 0."] == ["m0"] and stored["The user said message 3."] == ["m3"]
    assert len(stored) > 2
    assert all(ids == [f"m{re.findall(r'[0-9]+', text)[0]}"] for text, ids in stored.items())


def test_chinese_counts_a_token_a_character(tmp_path: Path) -> None:
    sentence = "我们下个月要把账单系统迁移到新的数据库上，"
    messages = [{"role": "user", "content": f"msg-{n} " + sentence * 25, "id": f"m{n}"} for n in range(4)]
    # a budget leaving about 1,700 tokens for the messages beside the instructions (about 1,600, growing as they do):
    # 2,100 tokens of Chinese do not fit one request; read as three characters a token (700), they would
    budget = 3300
    with FakeOpenAIServer(chat=[cite_first_step] * 20) as server, engine(tmp_path, server, budget) as hs:
        hs.retain(messages, user_id="li")
        bodies = [request.body for request in server.chat_requests]
    assert len(bodies) > 1 and all(prompt_tokens(body) <= budget for body in bodies)
    for message in messages:
        assert sum(message["content"] in body["messages"][1]["content"] for body in bodies) == 1


def test_a_window_that_fits_is_one_request_as_without_a_budget(tmp_path: Path) -> None:
    messages = [{"role": "user", "content": "msg-0 I moved to Lyon last week.", "id": "m0"}]
    prompts = []
    for budget, folder in ((BUDGET, "a"), (None, "b")):
        with (
            FakeOpenAIServer(chat=[cite_first_step]) as server,
            engine(tmp_path / folder, server, budget) as hs,
        ):
            hs.retain(messages, user_id="alice", trace_id="t1", occurred_at=datetime(2024, 5, 1, tzinfo=UTC))
            (request,) = server.chat_requests
            prompts.append(request.body["messages"])
    assert prompts[0] == prompts[1]


def test_packing_keeps_steps_whole_and_in_order() -> None:
    steps = [(n, f"[S{n}] user_input:\n" + "x" * size) for n, size in enumerate([600, 600, 2000, 30])]
    pieces = pack(steps, room=300)
    assert [piece.keys for piece in pieces][:2] == [[0], [1]]
    assert [piece.part for piece in pieces if piece.keys == [2]] == [(1, 3), (2, 3), (3, 3)]
    assert "".join(p.texts[0].partition("\n")[2] for p in pieces if p.keys == [2]) == "x" * 2000
    assert pieces[-1].keys == [3] and pieces[-1].part is None


def test_a_budget_too_small_for_the_instructions_says_how_much_is_needed() -> None:
    with pytest.raises(ConfigError, match=r"give at least \d+"):
        LLMExtractor(OpenAIStructuredLLM("m", base_url="http://127.0.0.1:9/v1"), max_prompt_tokens=1000)
    with pytest.raises(ValueError, match="llm_max_prompt_tokens"):
        HindsightConfig(reflection={"llm_max_prompt_tokens": 0})


def test_the_environment_sets_the_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HINDSIGHT_LLM_MAX_PROMPT_TOKENS", "6000")
    settings = HindsightSettings(
        data_dir=tmp_path, embedder="hash", llm_provider="openai", llm_model="m", llm_base_url="http://x/v1"
    )
    extractor = engine_from_settings(settings).reflector.extractor
    assert isinstance(extractor, LLMExtractor) and extractor.max_prompt_tokens == 6000
