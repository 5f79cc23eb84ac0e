"""The LLM extractor through the real ``openai`` client against the shipped FakeOpenAIServer (no network)."""

from __future__ import annotations

import base64
import json
import struct
import time
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import openai
import pytest
from pydantic import BaseModel

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import ExtractionError
from hindsight_core.extraction import ExtractionOutput, ExtractionWindow, Extractor, LLMExtractor
from hindsight_core.extraction.base import StructuredLLM
from hindsight_core.llm import (
    OpenAIStructuredLLM,
    StructuredOutputError,
    parse_structured_reply,
    repair_json_text,
    strict_json_schema,
)
from hindsight_core.models import Scope, StepType, TraceStep
from hindsight_core.testing import FakeError, FakeOpenAIServer, FakeReply, hash_embedding

REF = datetime(2023, 5, 10, 15, 30, tzinfo=UTC)
STEP_TIME = REF - timedelta(minutes=5)


def step(step_id: str, type_: StepType, content: str, name: str | None = None, **metadata: Any) -> TraceStep:
    return TraceStep(
        step_id=step_id, type=type_, content=content, name=name, metadata=metadata, timestamp=STEP_TIME
    )


def make_window(*steps: TraceStep, goal: str | None = "Set up the billing database") -> ExtractionWindow:
    return ExtractionWindow(
        trace_id="trace-1", scope=Scope(user_id="u1"), steps=list(steps), goal=goal, reference_time=REF
    )


WINDOW = make_window(
    step("step-a", "user_input", "I usually use PostgreSQL. Yesterday the migration failed.", name="Alice"),
    step("step-b", "tool_call", "", name="db_status", tool_call_id="c1", args={"db": "billing"}),
    step("step-c", "tool_result", '{"status": "ok", "version": "16.2"}', name="db_status", tool_call_id="c1"),
    step("step-d", "model_output", "PostgreSQL 16.2 is running."),
)


def fact(text: str, ids: list[str], **overrides: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "text": text,
        "event_type": "fact",
        "entities": [],
        "attributes": [],
        "source_step_ids": ids,
        "source_kind": "user_stated",
        "confidence": 0.9,
        "occurred_at": None,
    }
    return {**base, **overrides}


GOOD = {
    "facts": [
        fact(
            "Alice usually uses PostgreSQL.",
            ["S1"],
            event_type="preference",
            entities=["Alice", "PostgreSQL"],
            attributes=[
                {"key": "subject", "value": "alice"},
                {"key": "attribute", "value": "preferred_database"},
                {"key": "value", "value": "PostgreSQL"},
            ],
        ),
        fact(
            "Alice's migration failed on 2023-05-09.", ["S1"], event_type="problem", occurred_at="2023-05-09"
        ),
        fact(
            "The billing database runs PostgreSQL 16.2.",
            ["S3"],
            source_kind="tool_returned",
            confidence=0.85,
        ),
    ]
}


@pytest.fixture
async def llm(server: FakeOpenAIServer) -> AsyncIterator[OpenAIStructuredLLM]:
    client = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=2, timeout=10)
    yield client
    await client.aclose()


# -- the extractor end to end ------------------------------------------------------------------------------


def test_protocols() -> None:
    assert isinstance(LLMExtractor(OpenAIStructuredLLM("m")), Extractor)
    assert isinstance(OpenAIStructuredLLM("m"), StructuredLLM)
    assert LLMExtractor.name == "llm"


async def test_good_reply_gives_facts_citing_window_steps(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    server.add_chat(GOOD)
    facts = await LLMExtractor(llm).extract(WINDOW)
    assert [f.source_ids for f in facts] == [["step-a"], ["step-a"], ["step-c"]]
    preference, problem, tool = facts
    assert preference.event_type == "preference"
    assert preference.attributes == {
        "subject": "alice",
        "attribute": "preferred_database",
        "value": "PostgreSQL",
    }
    assert preference.entities == ["Alice", "PostgreSQL"]
    assert preference.occurred_at == STEP_TIME  # no date given: the cited step's time
    # the date the fact names is its mentioned date; it happened as said at the step's time (what orders a
    # change of value: a model dating "as of today I moved" to midnight must not make it older than the
    # morning's "I live in Lyon")
    assert problem.occurred_at == STEP_TIME
    assert problem.attributes["mentioned_dates"] == "2023-05-09"
    assert (tool.source_kind, tool.confidence) == ("tool_returned", 0.85)
    assert len(server.chat_requests) == 1


async def test_request_is_deterministic_and_schema_constrained(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    server.add_chat(GOOD)
    await LLMExtractor(llm).extract(WINDOW)
    body = server.chat_requests[0].body
    assert body["model"] == "fake-model"
    assert body["temperature"] == 0
    response_format = body["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["name"] == "ExtractionOutput"
    assert response_format["json_schema"]["strict"] is True
    assert response_format["json_schema"]["schema"] == strict_json_schema(ExtractionOutput)
    system, user = body["messages"]
    assert system["role"] == "system" and "If unsure, extract nothing" in system["content"]
    assert "Set up the billing database" in user["content"]
    assert REF.isoformat() in user["content"]
    assert "[S1] user_input (Alice) at" in user["content"]
    assert "[S2] tool_call at" in user["content"] and 'db_status({"db": "billing"})' in user["content"]
    assert "[S3] tool_result db_status at" in user["content"] and '"version": "16.2"' in user["content"]
    assert "[call c1]" in user["content"]


async def test_malformed_json_is_repaired_without_a_second_call(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    server.add_chat("Here you go:\n```json\n" + json.dumps(GOOD)[:-1] + ",}\n```\nHope that helps!")
    facts = await LLMExtractor(llm).extract(WINDOW)
    assert len(facts) == 3
    assert len(server.chat_requests) == 1


async def test_unparseable_reply_is_retried(server: FakeOpenAIServer, llm: OpenAIStructuredLLM) -> None:
    server.add_chat("I cannot produce JSON today.", GOOD)
    facts = await LLMExtractor(llm).extract(WINDOW)
    assert len(facts) == 3
    assert len(server.chat_requests) == 2


async def test_server_error_then_success(server: FakeOpenAIServer, llm: OpenAIStructuredLLM) -> None:
    server.add_chat(FakeError(500), (503, {"error": {"message": "overloaded"}}), GOOD)
    facts = await LLMExtractor(llm).extract(WINDOW)
    assert len(facts) == 3
    assert len(server.chat_requests) == 3  # the SDK retried twice


async def test_persistent_garbage_raises_extraction_error(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    server.add_chat("nope", '{"facts": [{"text": 1}]', "still nope")
    with pytest.raises(ExtractionError, match="failed after 3 attempts") as info:
        await LLMExtractor(llm, max_attempts=3).extract(WINDOW)
    assert info.value.body == "still nope"
    assert len(server.chat_requests) == 3
    assert server.pending_chat == 0


async def test_client_errors_are_not_retried(server: FakeOpenAIServer, llm: OpenAIStructuredLLM) -> None:
    server.add_chat((401, {"error": {"message": "invalid api key"}}), GOOD)
    with pytest.raises(ExtractionError, match="check api_key") as info:
        await LLMExtractor(llm).extract(WINDOW)
    assert info.value.status_code == 401
    assert "invalid api key" in (info.value.body or "")
    assert len(server.chat_requests) == 1


async def test_facts_citing_unknown_steps_are_dropped(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM, caplog: pytest.LogCaptureFixture
) -> None:
    """A fact citing no step of the window is kept when a step says it (the LLM slipped in citing: the
    user's words must not be lost), citing that step; one that no step says is left out, and the log says so."""
    server.add_chat(
        {
            "facts": [
                fact("Invented.", ["S99"]),
                fact("No source.", []),
                fact("Alice usually uses PostgreSQL.", []),
                fact("The migration failed yesterday.", ["S99"]),
                fact("Partly real.", ["S1", "step-zzz"]),
                fact("Cited by real id and loose alias.", ["step-c", "[s3]", "4"]),
                fact("   ", ["S1"]),
            ]
        }
    )
    with caplog.at_level("WARNING", logger="hindsight"):
        facts = await LLMExtractor(llm).extract(WINDOW)
    assert [(f.text, f.source_ids) for f in facts] == [
        ("Alice usually uses PostgreSQL.", ["step-a"]),
        ("The migration failed yesterday.", ["step-a"]),
        ("Partly real.", ["step-a"]),
        ("Cited by real id and loose alias.", ["step-c", "step-d"]),
    ]
    assert caplog.text.count("cites no step of the window") == 2  # "Invented.", "No source."


async def test_source_kind_must_match_a_cited_step(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    server.add_chat(
        {
            "facts": [
                fact("The assistant says PostgreSQL runs.", ["S4"], source_kind="user_stated"),
                fact("The tool says 16.2.", ["S3", "S4"], source_kind="user_stated"),
                fact("Alice uses PostgreSQL.", ["S1", "S4"], source_kind="model_inferred"),
            ]
        }
    )
    facts = await LLMExtractor(llm).extract(WINDOW)
    assert [f.source_kind for f in facts] == ["model_inferred", "tool_returned", "model_inferred"]


async def test_a_tool_fact_citing_only_the_call_cites_its_result_too(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    """The prompt shows the call id on the call and on its result; a model citing the call for what the tool
    returned gets the result as a source too, so the fact is what a tool returned (not the assistant's
    inference, stored pending and never recalled)."""
    server.add_chat({"facts": [fact("The billing database runs 16.2.", ["S2"], source_kind="tool_returned")]})
    (only,) = await LLMExtractor(llm).extract(WINDOW)
    assert only.source_ids == ["step-b", "step-c"] and only.source_kind == "tool_returned"


async def test_a_rate_limited_attempt_waits_as_long_as_the_server_asks() -> None:
    """A 429 with ``Retry-After: 1`` is retried after a second, not after the backoff."""
    reply = {"facts": [fact("Alice rides.", ["S1"])]}
    with FakeOpenAIServer(
        chat=[FakeError(429, headers={"Retry-After": "1"}), reply], retry_after_ms=None
    ) as fake:
        llm = OpenAIStructuredLLM("fake-model", base_url=fake.base_url, max_retries=0)
        started = time.perf_counter()
        (only,) = await LLMExtractor(llm, retry_backoff_s=0.01).extract(WINDOW)
        assert only.text == "Alice rides." and time.perf_counter() - started >= 1.0
        await llm.aclose()


async def test_min_confidence_and_clamping(server: FakeOpenAIServer, llm: OpenAIStructuredLLM) -> None:
    server.add_chat(
        {
            "facts": [
                fact("Weak.", ["S1"], confidence=0.2),
                fact("Over-sure.", ["S1"], confidence=250),
                fact("Out of ten.", ["S1"], confidence=7),
            ]
        }
    )
    facts = await LLMExtractor(llm, min_confidence=0.5).extract(WINDOW)
    assert [(f.text, f.confidence) for f in facts] == [("Over-sure.", 1.0), ("Out of ten.", 0.7)]


async def test_low_information_window_makes_no_request(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    window = make_window(
        step("s1", "user_input", "ok"),
        step("s2", "model_output", "👍"),
        step("s3", "user_input", "好的，谢谢"),
        step("s4", "user_input", "嗯"),
    )
    assert await LLMExtractor(llm).extract(window) == []
    assert server.requests == []


async def test_one_informative_step_is_enough_to_call(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    server.add_chat({"facts": []})
    window = make_window(step("s1", "user_input", "ok"), step("s2", "user_input", "我对花生过敏"))
    assert await LLMExtractor(llm).extract(window) == []
    assert len(server.chat_requests) == 1


async def test_lenient_replies_from_servers_without_structured_output(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    # A bare list, attributes as an object, missing optional fields.
    server.add_chat(
        json.dumps([{"text": "Alice is vegan.", "source_step_ids": "S1", "attributes": {"diet": "vegan"}}])
    )
    (only,) = await LLMExtractor(llm).extract(WINDOW)
    assert only.attributes == {"diet": "vegan"}
    assert only.source_ids == ["step-a"]
    assert (only.event_type, only.source_kind) == ("fact", "user_stated")


# -- the OpenAI client ------------------------------------------------------------------------------------


class Answer(BaseModel):
    value: int
    note: str | None = None


MESSAGES = [{"role": "user", "content": "answer"}]


async def test_truncated_reply_says_so(server: FakeOpenAIServer, llm: OpenAIStructuredLLM) -> None:
    server.add_chat(FakeReply('{"value": 1', finish_reason="length"))
    with pytest.raises(StructuredOutputError, match="cut off"):
        await llm.complete_structured(MESSAGES, Answer)


async def test_refusal_is_an_output_error(server: FakeOpenAIServer, llm: OpenAIStructuredLLM) -> None:
    server.add_chat(FakeReply(None, refusal="I can't help with that"))
    with pytest.raises(StructuredOutputError, match="refused"):
        await llm.complete_structured(MESSAGES, Answer)


async def test_not_found_names_model_and_base_url(server: FakeOpenAIServer, llm: OpenAIStructuredLLM) -> None:
    server.add_chat(FakeError(404, message="model not found"))
    with pytest.raises(ExtractionError, match="check the model name and base_url") as info:
        await llm.complete_structured(MESSAGES, Answer)
    assert info.value.status_code == 404


async def test_connection_refused_says_what_to_check() -> None:
    with FakeOpenAIServer() as fake:
        base_url = fake.base_url  # a port that is free once the server is closed
    llm = OpenAIStructuredLLM("m", base_url=base_url, max_retries=0)
    with pytest.raises(ExtractionError, match="could not connect .* check base_url") as info:
        await llm.complete_structured(MESSAGES, Answer)
    assert info.value.status_code is None
    await llm.aclose()


async def test_timeout_says_so(server: FakeOpenAIServer) -> None:
    def slow(_body: Any) -> str:
        time.sleep(1.0)
        return '{"value": 1}'

    server.add_chat(slow)
    llm = OpenAIStructuredLLM("m", base_url=server.base_url, timeout=0.2, max_retries=0)
    with pytest.raises(ExtractionError, match="did not answer within 0.2s"):
        await llm.complete_structured(MESSAGES, Answer)
    await llm.aclose()


async def test_json_object_mode_puts_the_schema_in_the_prompt(server: FakeOpenAIServer) -> None:
    server.add_chat('{"value": 4}')
    llm = OpenAIStructuredLLM("m", base_url=server.base_url, response_format="json_object")
    assert await llm.complete_structured(MESSAGES, Answer) == Answer(value=4)
    body = server.chat_requests[0].body
    assert body["response_format"] == {"type": "json_object"}
    assert json.dumps(strict_json_schema(Answer)) in body["messages"][-1]["content"]
    await llm.aclose()


async def test_api_key_is_sent_and_placeholder_by_default(server: FakeOpenAIServer) -> None:
    server.add_chat('{"value": 1}', '{"value": 2}')
    for key, expected in ((None, "Bearer hindsight-no-key"), ("sk-test", "Bearer sk-test")):
        llm = OpenAIStructuredLLM("m", base_url=server.base_url, api_key=key)
        await llm.complete_structured(MESSAGES, Answer)
        await llm.aclose()
        assert server.chat_requests[-1].headers["authorization"] == expected


async def test_the_environment_key_goes_with_the_environment_endpoint_only(
    server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``OpenAIStructuredLLM("gpt-4o-mini")`` with OPENAI_API_KEY set (the README's example) sent a placeholder:
    every window got a 401. The key is read where the endpoint is the environment's too, never sent to a
    server named by base_url (a local one)."""
    server.add_chat('{"value": 1}', '{"value": 2}')
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    for llm, expected in (
        (OpenAIStructuredLLM("m"), "Bearer sk-env"),
        (OpenAIStructuredLLM("m", base_url=server.base_url), "Bearer hindsight-no-key"),
    ):
        await llm.complete_structured(MESSAGES, Answer)
        await llm.aclose()
        assert server.chat_requests[-1].headers["authorization"] == expected


async def test_an_existing_async_client_can_be_passed(server: FakeOpenAIServer) -> None:
    server.add_chat('{"value": 9}')
    client = openai.AsyncOpenAI(api_key="k", base_url=server.base_url)
    llm = OpenAIStructuredLLM("m", client=client)
    assert (await llm.complete_structured(MESSAGES, Answer)).value == 9
    await llm.aclose()  # does not close a client it was given
    server.add_chat('{"value": 10}')
    assert (await llm.complete_structured(MESSAGES, Answer)).value == 10
    await client.close()


# -- structured-output helpers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ('{"value": 1}', Answer(value=1)),
        ('```json\n{"value": 2, "note": "x"}\n```', Answer(value=2, note="x")),
        ('Sure! {"value": 3,} Anything else?', Answer(value=3)),
        (
            '{"value": 4, "note": "a } brace, and a comma,]",}',
            Answer(value=4, note="a } brace, and a comma,]"),
        ),
    ],
)
def test_parse_structured_reply(reply: str, expected: Answer) -> None:
    assert parse_structured_reply(reply, Answer) == expected


@pytest.mark.parametrize("reply", [None, "", "no json here", '{"value": "many"}', '{"value": 1', "[1, 2]"])
def test_parse_structured_reply_errors(reply: str | None) -> None:
    with pytest.raises(StructuredOutputError):
        parse_structured_reply(reply, Answer)


@pytest.mark.parametrize(
    "reply",
    [
        # a draft, then the answer: the last block is the answer
        'Draft:\n```json\n{"value": 0}\n```\nFinal:\n```json\n{"value": 2}\n```',
        # a sentence before raw JSON brackets a step id
        'Looking at [S5], the value is: {"value": 2}',
        'Per [S1] and [S2]: {"value": 2,}',
    ],
)
def test_the_answer_is_found_in_a_chatty_reply(reply: str) -> None:
    assert parse_structured_reply(reply, Answer).value == 2


def test_repair_json_text() -> None:
    assert repair_json_text("```\n[1, 2,]\n```") == "[1, 2]"
    assert repair_json_text("nothing") is None


def test_strict_json_schema_rules() -> None:
    schema = strict_json_schema(ExtractionOutput)

    def objects(node: Any) -> Iterator[dict[str, Any]]:
        if isinstance(node, dict):
            if node.get("type") == "object":
                yield node
            for value in node.values():
                yield from objects(value)
        elif isinstance(node, list):
            for item in node:
                yield from objects(item)

    found = list(objects(schema))
    assert len(found) == 3  # the output, a fact, an attribute pair
    for obj in found:
        assert obj["additionalProperties"] is False
        assert obj["required"] == list(obj["properties"])
    assert '"default"' not in json.dumps(schema)


# -- the fake server itself ------------------------------------------------------------------------------


async def test_fake_embeddings_through_the_sdk(server: FakeOpenAIServer) -> None:
    client = openai.AsyncOpenAI(api_key="k", base_url=server.base_url, max_retries=0)
    response = await client.embeddings.create(model="e", input=["a", "b"])
    for data, text in zip(response.data, ["a", "b"], strict=True):
        assert data.embedding == pytest.approx(hash_embedding(text, 16), abs=1e-6)
    server.add_embeddings(FakeError(400, message="too long"))
    with pytest.raises(openai.BadRequestError):
        await client.embeddings.create(model="e", input="x")
    await client.close()
    assert len(server.embedding_requests) == 2


def test_fake_embeddings_base64_and_exhausted_chat_script(server: FakeOpenAIServer) -> None:
    import urllib.error
    import urllib.request

    def post(path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any], dict[str, str]]:
        request = urllib.request.Request(
            server.base_url + path,
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return response.status, json.loads(response.read()), dict(response.headers)
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read()), dict(exc.headers)

    status, body, _ = post("/embeddings", {"input": "hello", "encoding_format": "base64", "dimensions": 4})
    raw = base64.b64decode(body["data"][0]["embedding"])
    assert status == 200 and list(struct.unpack("<4f", raw)) == pytest.approx(
        hash_embedding("hello", 4), abs=1e-6
    )
    status, body, headers = post("/chat/completions", {"model": "m", "messages": []})
    assert status == 500 and "no scripted chat reply left" in body["error"]["message"]
    assert headers["x-should-retry"] == "false"


def test_docstring_examples_run() -> None:
    import doctest

    import hindsight_core.llm.structured as structured

    result = doctest.testmod(structured)
    assert result.attempted > 0 and result.failed == 0


async def test_a_fact_dated_beyond_the_calendar_keeps_its_steps_time(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    """ "9999-12-31" would overflow every date computed from it (a plan's expiry): the fact is kept, dated by
    the steps it cites."""
    server.add_chat({"facts": [fact("Alice uses PostgreSQL.", ["S1"], occurred_at="9999-12-31T00:00:00Z")]})
    (only,) = await LLMExtractor(llm).extract(WINDOW)
    assert only.occurred_at == STEP_TIME


async def test_a_fact_dated_month_first_keeps_its_date(
    server: FakeOpenAIServer, llm: OpenAIStructuredLLM
) -> None:
    """A model asked for ISO 8601 may write "10/20/2024": a date whose order shows is the date the fact
    names, as "2024-10-20" is; "03/04/2024" (March 4 or April 3) names none rather than a wrong one."""
    server.add_chat(
        {
            "facts": [
                fact("Alice's flight left.", ["S1"], occurred_at="10/20/2024"),
                fact("Alice's train left.", ["S1"], occurred_at="03/04/2024"),
            ]
        }
    )
    flight, train = await LLMExtractor(llm).extract(WINDOW)
    assert flight.attributes["mentioned_dates"] == "2024-10-20"
    assert "mentioned_dates" not in train.attributes
    assert flight.occurred_at == train.occurred_at == STEP_TIME


def test_a_fact_with_a_bad_field_is_kept_and_its_window_does_not_jam(
    tmp_path: Path, server: FakeOpenAIServer
) -> None:
    """One reply with a lone surrogate in an attribute ("t\\udc80ea", valid JSON) made the whole batch
    unwritable: retain() raised a UserError about the caller's metadata, the reply's good fact was lost and the
    window was retried forever, ahead of every window queued after it. A label that is no label (a line
    break, 600 characters) dropped a good fact, and a confidence of -5 kept it at 0 (never recalled)."""
    server.add_chat(
        {
            "facts": [
                fact("Alice lives in Paris.", ["S1"]),
                fact("Alice likes tea.", ["S1"], attributes=[{"key": "drink", "value": "t\udc80ea"}]),
                fact("Alice owns a bike.", ["S1"], event_type="fact\nIGNORE" + "x" * 600),
                fact("Alice speaks Dutch.", ["S1"], confidence=-5),
            ]
        }
    )
    client = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=0, timeout=10)
    with Hindsight(tmp_path, embedder=HashEmbedder(64), llm=client) as hs:
        hs.retain([{"role": "user", "content": "I live in Paris, like tea, own a bike, speak Dutch.", "id": "m1"}],
                  user_id="alice", session_id="s1")  # fmt: skip
        records = {r.text: r for r in hs.list_records(user_id="alice")}
        assert set(records) == {
            "Alice lives in Paris.",
            "Alice likes tea.",
            "Alice owns a bike.",
            "Alice speaks Dutch.",
        }
        assert records["Alice likes tea."].attributes["drink"] == "t?ea"
        assert records["Alice owns a bike."].event_type == "fact"
        assert records["Alice speaks Dutch."].confidence == 0.7
        assert hs.stats()["queued_windows"] == 0
