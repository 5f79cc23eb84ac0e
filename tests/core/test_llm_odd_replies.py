"""Replies an OpenAI-compatible server really sends that are not the plain chat completion the SDK types
promise, through the real ``openai`` client: content as a list of parts, a choice without a message. A
narrative recall falls back to the block, an extraction window stays queued with a message that says why."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import ExtractionError
from hindsight_core.extraction import LLMExtractor
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.testing import FakeError, FakeOpenAIServer
from tests.core.test_extraction_llm import WINDOW
from tests.core.test_llm_engine import FACT, reply
from tests.core.test_llm_engine import MESSAGES as CHAT


class RawChatServer:
    """Answers each chat request with the next raw JSON body of its script (the last one repeated)."""

    def __init__(self, *bodies: dict[str, Any]) -> None:
        self.bodies = list(bodies)
        self.served = 0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's signature
                """Silent."""

            def do_POST(self) -> None:  # noqa: N802 - the stdlib's name
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                raw = json.dumps(outer.bodies[min(outer.served, len(outer.bodies) - 1)]).encode()
                outer.served += 1
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self) -> RawChatServer:
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def completion(**choice: Any) -> dict[str, Any]:
    return {
        "id": "chatcmpl-raw",
        "object": "chat.completion",
        "created": 0,
        "model": "m",
        "choices": [{"index": 0, "finish_reason": "stop", **choice}],
    }


def parts(text: str) -> dict[str, Any]:
    """A message whose content is a list of parts, reasoning first (as Mistral's reasoning models answer)."""
    content = [{"type": "thinking", "thinking": [{"type": "text", "text": "The user said..."}]},
               {"type": "text", "text": text}]  # fmt: skip
    return completion(message={"role": "assistant", "content": content})


@pytest.fixture
def engine_on() -> Iterator[Any]:
    opened: list[Hindsight] = []

    def open_on(server: RawChatServer | FakeOpenAIServer, data_dir: Path) -> Hindsight:
        hs = Hindsight(
            data_dir, embedder=HashEmbedder(64), llm=OpenAIStructuredLLM("m", base_url=server.base_url)
        )
        opened.append(hs)
        return hs

    yield open_on
    for hs in opened:
        hs.close()


def test_content_given_as_parts_is_read_for_facts_and_for_the_narrative(
    tmp_path: Path, engine_on: Any
) -> None:
    briefing = "Billing runs on PostgreSQL 16 [src: m-1]."
    with RawChatServer(parts(reply(FACT)), parts(json.dumps({"briefing": briefing}))) as server:
        hs = engine_on(server, tmp_path)
        assert [r.text for r in hs.retain(CHAT, user_id="alice").added] == [FACT["text"]]
        assert (
            hs.recall("What database does billing use?", user_id="alice", narrative=True).context == briefing
        )


@pytest.mark.parametrize(
    ("body", "said"),
    [
        (completion(text=reply(FACT)), "its choice has no message"),  # a completions-style choice
        (completion(message={"role": "assistant", "content": 42}), "the message content is not text"),
    ],
    ids=["no-message", "content-not-text"],
)
async def test_a_choice_without_text_is_an_extraction_error_that_says_so(
    body: dict[str, Any], said: str
) -> None:
    with RawChatServer(body) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        try:
            with pytest.raises(ExtractionError, match=f"not answer like an OpenAI-compatible API: {said}"):
                await LLMExtractor(llm, max_attempts=1).extract(WINDOW)
        finally:
            await llm.aclose()


def test_a_narrative_reply_without_a_message_falls_back_to_the_block(tmp_path: Path, engine_on: Any) -> None:
    with RawChatServer(
        completion(message={"role": "assistant", "content": reply(FACT)}), completion()
    ) as server:
        hs = engine_on(server, tmp_path)
        hs.retain(CHAT, user_id="alice")
        told = hs.recall("What database does billing use?", user_id="alice", narrative=True)
        assert told.context.startswith("Relevant memories") and "m-1" in told.context


# -- fields of a fact a model writes off the schema -----------------------------------------------------


def test_a_confidence_just_over_one_is_sure_not_a_tenth(tmp_path: Path, engine_on: Any) -> None:
    """The prompt asks for 0 to 1; a model that overshoots (1.2) is over-sure. Read "out of 10" it was 0.12:
    a fact the user stated was kept pending and never recalled."""
    with FakeOpenAIServer(chat=[reply({**FACT, "confidence": 1.2})]) as server:
        hs = engine_on(server, tmp_path)
        (record,) = hs.retain(CHAT, user_id="alice").added
        assert (record.confidence, record.status) == (1.0, "active")
        assert hs.recall("billing database", user_id="alice").hits[0].record.id == record.id


async def test_a_date_written_as_a_number_keeps_the_fact() -> None:
    """``occurred_at`` is the one optional field a model writes as a number (20240312, a year): the fact is
    kept, dated when it can be read, instead of dropped as invalid."""
    facts = [
        {**FACT, "text": "Alice moved to Lyon.", "occurred_at": 20230312},
        {**FACT, "text": "Alice prefers PostgreSQL.", "occurred_at": 2023},
        {**FACT, "text": "Alice drinks tea.", "occurred_at": {"date": "2023-05-09"}},
    ]
    with FakeOpenAIServer(chat=[reply(*facts)]) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        try:
            lyon, postgres, tea = await LLMExtractor(llm, max_attempts=1).extract(WINDOW)
        finally:
            await llm.aclose()
    assert lyon.attributes["mentioned_dates"] == "2023-03-12"
    assert (postgres.text, tea.text) == ("Alice prefers PostgreSQL.", "Alice drinks tea.")
    assert "mentioned_dates" not in postgres.attributes and "mentioned_dates" not in tea.attributes


async def test_slots_and_entities_written_as_objects_keep_the_fact_and_their_names() -> None:
    """JSON mode and local models write entities as objects and slot values as lists or objects: the entity is
    its name (it was stored as "{'name': 'Alice', 'type': 'person'}"), a list of values is one slot, a slot
    that is an object is left out (the fact was dropped for it)."""
    objects = {
        **FACT,
        "text": "Alice is allergic to peanuts and shellfish.",
        "entities": [{"name": "Alice", "type": "person"}, {"type": "food"}, "peanuts"],
        "attributes": [
            {"key": "allergies", "value": ["peanuts", "shellfish"]},
            {"key": "doctor", "value": {"name": "Dr. Chen"}},
            "severity=high",
        ],
        "source_step_ids": [{"id": "S1"}],
    }
    with FakeOpenAIServer(chat=[reply(objects)]) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url, response_format="json_object")
        try:
            (kept,) = await LLMExtractor(llm, max_attempts=1).extract(WINDOW)
        finally:
            await llm.aclose()
    assert kept.entities == ["Alice", "peanuts"]
    assert kept.attributes == {"allergies": "peanuts, shellfish"}
    assert kept.source_ids == ["step-a"]


# -- the prompt fits ----------------------------------------------------------------------------------------


def test_a_long_goal_is_cut_in_the_prompt_like_a_step_and_kept_whole_in_the_trace(tmp_path: Path) -> None:
    """A goal is often the user's first message (a pasted document, up to ``max_message_chars``): shown whole
    in every window's prompt it outgrew the model's context, and the window failed with each retry."""
    goal = "请根据下面的合同草稿整理要点：" + "甲方应在三十日内付款。" * 8000  # 88,015 characters
    with FakeOpenAIServer(chat=[reply(FACT)]) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        with Hindsight(tmp_path, embedder=HashEmbedder(64), llm=llm) as hs:
            result = hs.retain(CHAT, user_id="alice", goal=goal)
            assert [r.text for r in result.added] == [FACT["text"]]
            assert hs.engine.journal.get_trace(result.trace_id).goal == goal
        prompt = server.chat_requests[0].body["messages"][1]["content"]
    assert goal[:6000] in prompt and len(prompt) < 7000
    assert f"[... {len(goal) - 6000} more characters not shown]" in prompt


# -- an endpoint's refusal says why ------------------------------------------------------------------------

OVER_CONTEXT = (
    "This model's maximum context length is 8192 tokens. However, your messages resulted in 23514 tokens. "
    "Please reduce the length of the messages."
)


@pytest.mark.parametrize(
    "error",
    [
        FakeError(400, {"error": {"message": OVER_CONTEXT, "code": "context_length_exceeded"}}),  # OpenAI
        FakeError(400, {"object": "error", "message": OVER_CONTEXT, "type": "BadRequestError"}),  # vLLM
    ],
    ids=["openai", "vllm"],
)
async def test_a_rejected_request_says_what_the_server_said(error: FakeError) -> None:
    """A 400 was reported as "if it does not support json_schema structured outputs, use response_format=..."
    alone: a window over the model's context was sent to the wrong fix, and failed on every retry."""
    with FakeOpenAIServer(chat=[error]) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        try:
            with pytest.raises(ExtractionError) as info:
                await LLMExtractor(llm).extract(WINDOW)
        finally:
            await llm.aclose()
        assert len(server.chat_requests) == 1  # a 400 is not retried
    said = str(info.value)
    assert "maximum context length is 8192 tokens" in said and "json_schema" not in said
    assert "window_steps" in said and "max_step_chars" in said and "llm_max_prompt_tokens" in said


async def test_other_refusals_carry_the_server_message_after_the_hint() -> None:
    with FakeOpenAIServer(
        chat=[FakeError(404, {"error": "model 'qwen2.5:7b' not found, try pulling it first"})]
    ) as server:
        llm = OpenAIStructuredLLM("qwen2.5:7b", base_url=server.base_url)
        try:
            with pytest.raises(ExtractionError, match="check the model name") as info:
                await LLMExtractor(llm).extract(WINDOW)
        finally:
            await llm.aclose()
    assert "the server said: model 'qwen2.5:7b' not found, try pulling it first" in str(info.value)


async def test_a_refused_key_tells_a_cli_user_which_variable_to_set() -> None:
    """The CLI and the MCP server build the LLM from HINDSIGHT_LLM_*: "pass api_key=..." alone sent their users
    looking for an argument they cannot pass."""
    from hindsight_core.settings import HindsightSettings, llm_from_settings

    with FakeOpenAIServer(
        chat=[FakeError(401, message="Incorrect API key provided: hindsigh*****-key")]
    ) as server:
        settings = HindsightSettings(
            llm_provider="openai", llm_model="gpt-4o-mini", llm_base_url=server.base_url
        )
        llm = llm_from_settings(settings)
        assert isinstance(llm, OpenAIStructuredLLM)
        try:
            with pytest.raises(ExtractionError, match="set HINDSIGHT_LLM_API_KEY for the CLI") as info:
                await LLMExtractor(llm).extract(WINDOW)
        finally:
            await llm.aclose()
    assert info.value.status_code == 401 and "Incorrect API key provided" in str(info.value)
