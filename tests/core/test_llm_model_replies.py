"""Replies as real models write them (gpt-4o-mini, Qwen, Llama, DeepSeek) without strict structured outputs,
through the real ``openai`` client against the scripted server: what the model meant is stored, nothing it
did not mean."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import ExtractionError
from hindsight_core.extraction import LLMExtractor
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.models import ALL_STATUSES, MemoryRecord
from hindsight_core.testing import FakeOpenAIServer, FakeReply
from tests.core.test_extraction_llm import WINDOW
from tests.core.test_llm_odd_replies import RawChatServer, completion

SAID = datetime(2026, 3, 10, 9, tzinfo=UTC)
EN = [
    {"role": "user", "content": "hey so I just moved to Denver, starting at Acme Corp next week", "id": "m1"},
    {"role": "assistant", "content": "Congrats on the move and the new job!", "id": "m2"},
]
ZH = [
    {"role": "user", "content": "我刚搬到杭州，现在在阿里巴巴做产品经理", "id": "z1"},
    {"role": "assistant", "content": "恭喜！新工作加油。", "id": "z2"},
]


def fact(text: str, *ids: str, **fields: Any) -> dict[str, Any]:
    return {"text": text, "event_type": "fact", "entities": [], "attributes": [], "source_step_ids": list(ids),
            "source_kind": "user_stated", "confidence": 0.9, "occurred_at": None, **fields}  # fmt: skip


MOVED = fact(
    "The user moved to Denver.",
    "S1",
    attributes={"subject": "user", "attribute": "lives_in", "value": "Denver"},
)
JOINS = fact("The user starts at Acme Corp next week.", "S1")


@pytest.fixture
def remembered(tmp_path: Path) -> Iterator[Any]:
    """``remembered(*replies, messages=...)``: every record of user "u" after one retain whose extraction got
    ``replies`` (a string: the message content); ``remembered.queued``: the windows it left queued."""
    opened: list[tuple[FakeOpenAIServer, Hindsight]] = []

    def run(*replies: Any, messages: list[dict[str, str]] = EN) -> list[MemoryRecord]:
        server = FakeOpenAIServer(chat=replies).start()
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        hs = Hindsight(
            tmp_path / str(len(opened)),
            embedder=HashEmbedder(64),
            extractor=LLMExtractor(llm, retry_backoff_s=0),
        )
        opened.append((server, hs))
        run.queued = hs.retain(messages, user_id="u", session_id="s1", occurred_at=SAID).queued_windows  # type: ignore[attr-defined]
        return hs.list_records(user_id="u", statuses=ALL_STATUSES)

    yield run
    for server, hs in opened:
        hs.close()
        server.close()


def test_a_reasoning_models_draft_in_its_thinking_is_not_stored(remembered: Any) -> None:
    """DeepSeek-R1 / Qwen3 think first, and may draft JSON there; only the answer after ``</think>`` is read."""
    draft = json.dumps({"facts": [fact("The assistant congratulated the user.", "S2")]})
    answer = json.dumps({"facts": [MOVED]})
    stored = remembered(f"<think>\nA first try: {draft}\nNo, only the move matters.\n</think>\n\n{answer}")
    assert [r.text for r in stored] == ["The user moved to Denver."]


def test_a_confidence_in_words_a_model_writes_keeps_its_fact(remembered: Any) -> None:
    """Qwen and DeepSeek answer a Chinese conversation with 高 / 中; a confidence nobody can read ("unknown")
    is none given: the fact is kept at the default, not dropped for its confidence."""
    stored = remembered(
        json.dumps({"facts": [fact("用户刚搬到杭州。", "S1", confidence="高"),
                              fact("用户在阿里巴巴做产品经理。", "S1", confidence="unknown")]}, ensure_ascii=False),
        messages=ZH,
    )  # fmt: skip
    assert {r.text: r.confidence for r in stored} == {
        "用户刚搬到杭州。": 0.9,
        "用户在阿里巴巴做产品经理。": 0.7,
    }


@pytest.mark.parametrize(
    "reply",
    [
        {"facts": ["The user moved to Denver.", "The user starts at Acme Corp next week."]},
        ["The user moved to Denver.", "The user starts at Acme Corp next week."],
        {"Facts": [{"Text": "The user moved to Denver.", "Source_Step_IDs": ["S1"], "Confidence": 0.9},
                   {"TEXT": "The user starts at Acme Corp next week.", "SOURCE_STEP_IDS": ["S1"]}]},
        {"facts": [{"text": "The user moved to Denver.", "sourceStepIds": ["S1"], "eventType": "fact"},
                   {"text": "The user starts at Acme Corp next week.", "sourceStepIds": ["S1"]}]},
    ],
    ids=["strings", "bare-strings", "capitalised-keys", "camel-case-keys"],
)  # fmt: skip
def test_facts_shaped_otherwise_are_stored_from_the_step_that_says_them(remembered: Any, reply: Any) -> None:
    """Small models asked for JSON without strict structured outputs write facts as plain sentences, or the
    schema's keys in another case: each fact is kept, its source the user's message that says it."""
    stored = remembered(json.dumps(reply))
    assert sorted((r.text, tuple(r.source_ids), r.source_kind) for r in stored) == [
        ("The user moved to Denver.", ("m1",), "user_stated"),
        ("The user starts at Acme Corp next week.", ("m1",), "user_stated"),
    ]


def test_a_reply_in_single_quotes_is_read(remembered: Any) -> None:
    """Llama and Qwen in plain chat mode sometimes write a Python dict: single quotes, ``None``/``True``, or
    JSON's ``null`` beside them."""
    python = repr({"facts": [MOVED]})  # None, single quotes
    mixed = "{'facts': [{'text': \"The user's move to Denver.\", 'source_step_ids': ['S1'], 'occurred_at': null,}]}"
    assert [r.text for r in remembered(python)] == ["The user moved to Denver."]
    assert [r.text for r in remembered(mixed)] == ["The user's move to Denver."]


def test_a_reply_cut_off_at_the_output_limit_keeps_its_complete_facts(
    remembered: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """A model that hits its max_tokens writes the same cut reply on every attempt (temperature 0): the facts it
    finished are stored, with a warning that says what was lost and what to do; one cut inside its first fact
    stores nothing and keeps the window queued."""
    cut = json.dumps({"facts": [MOVED, JOINS, fact("The user is a data analyst.", "S1")]})
    cut = cut[: cut.index("data analyst")]
    with caplog.at_level(logging.WARNING):
        stored = remembered(FakeReply(cut, finish_reason="length"))
    assert sorted(r.text for r in stored) == [
        "The user moved to Denver.",
        "The user starts at Acme Corp next week.",
    ]
    assert "cut off (finish_reason=length)" in caplog.text and "larger output limit" in caplog.text
    first = json.dumps({"facts": [{"text": "The user moved to Denver.", "entities": ["Denver"],
                                   "source_step_ids": ["S1"], "attributes": MOVED["attributes"]}]})  # fmt: skip
    inside = first[
        : first.index("lives_in")
    ]  # its text, entities and source ids whole, not its slot: no fact
    # (nor its list of entities read as a list of facts)
    assert remembered(*[FakeReply(inside, finish_reason="length")] * 3) == []


TWO_TURNS = [
    {"role": "user", "content": "hey so I just moved to Denver, starting at Acme Corp next week", "id": "m1"},
    {"role": "assistant", "content": "Congrats on the move and the new job!", "id": "m2"},
    {
        "role": "user",
        "content": "thanks! oh and I'm allergic to peanuts, and my sister Ana lives in Lisbon",
        "id": "m3",
    },
    {"role": "assistant", "content": "Noted, I'll keep that in mind.", "id": "m4"},
]


def test_a_reply_cut_off_over_several_turns_reads_them_again_in_halves(
    remembered: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """A model at its output limit cut its reply after the first turn's facts: the second turn's (an allergy, a
    sister's city) were lost. The steps are read again in two halves, each a shorter reply, and every fact is
    kept; the window is not left queued."""
    allergy = fact("The user is allergic to peanuts.", "S1")
    sister = fact("The user's sister Ana lives in Lisbon.", "S1")
    whole = json.dumps({"facts": [MOVED, JOINS, allergy, sister]})
    cut = whole[: whole.index("allergic")]
    with caplog.at_level(logging.WARNING):
        stored = remembered(
            FakeReply(cut, finish_reason="length"),
            json.dumps({"facts": [MOVED, JOINS]}),  # the first half: m1, m2
            json.dumps({"facts": [allergy, sister]}),  # the second: m3, m4 (S1 is its first step)
            messages=TWO_TURNS,
        )
    assert sorted(r.text for r in stored) == [
        "The user is allergic to peanuts.",
        "The user moved to Denver.",
        "The user starts at Acme Corp next week.",
        "The user's sister Ana lives in Lisbon.",
    ]
    assert {r.text: r.source_ids[0] for r in stored}["The user is allergic to peanuts."] == "m3"
    assert remembered.queued == 0
    assert "read again in two halves" in caplog.text


def test_a_slot_a_model_names_in_chinese_is_the_rules_slot_and_a_move_supersedes(tmp_path: Path) -> None:
    """Qwen / DeepSeek name a Chinese conversation's slots in Chinese (居住城市, 职位): the rules' names, so a move
    said later, however the model names its slot then, supersedes the first city."""

    def slot(text: str, attribute: str, value: str) -> str:
        attributes = {"subject": "用户", "attribute": attribute, "value": value}
        return json.dumps({"facts": [fact(text, "S1", attributes=attributes)]}, ensure_ascii=False)

    script = [slot("用户住在杭州。", "居住城市", "杭州"), slot("用户是产品经理。", "职位", "产品经理"),
              slot("用户搬到了上海。", "所在城市", "上海"), slot("用户现在是产品总监。", "职务", "产品总监")]  # fmt: skip
    said = ["我住在杭州", "我是产品经理", "我从杭州搬到上海了", "我升职了，现在是产品总监"]
    with FakeOpenAIServer(chat=script) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        with Hindsight(tmp_path, embedder=HashEmbedder(64), llm=llm) as hs:
            for day, text in enumerate(said):
                hs.retain([{"role": "user", "content": text, "id": f"z{day}"}], user_id="u", session_id=f"s{day}",
                          occurred_at=SAID + timedelta(days=30 * day))  # fmt: skip
            records = {r.text: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert [(r.attributes["attribute"], r.attributes["value"]) for r in records.values() if r.valid_to is None] == [
        ("lives_in", "上海"), ("job", "产品总监")
    ]  # fmt: skip
    assert records["用户住在杭州。"].superseded_by == records["用户搬到了上海。"].id
    assert records["用户是产品经理。"].superseded_by == records["用户现在是产品总监。"].id


def test_a_reply_given_as_a_tool_call_is_read(tmp_path: Path) -> None:
    """Servers that run structured output through function calling (Llama 3.1 on vLLM or Ollama with a tool
    parser, some proxies) answer with a tool call whose arguments are the JSON, and no content."""
    call = {"id": "call_1", "type": "function", "function": {"name": "ExtractionOutput",
                                                             "arguments": json.dumps({"facts": [MOVED]})}}  # fmt: skip
    body = completion(message={"role": "assistant", "content": None, "tool_calls": [call]})
    body["choices"][0]["finish_reason"] = "tool_calls"
    with RawChatServer(body) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        with Hindsight(tmp_path, embedder=HashEmbedder(64), llm=llm) as hs:
            hs.retain(EN, user_id="u", occurred_at=SAID)
            assert [(r.text, r.source_ids) for r in hs.list_records(user_id="u")] == [
                ("The user moved to Denver.", ["m1"])
            ]


@pytest.mark.parametrize(
    ("when", "dated"),
    [
        ("yesterday", "2026-03-09"),
        ("昨天", "2026-03-09"),
        ("last Friday", "2026-03-06"),
        ("2026-13-01", None),
    ],
)
def test_a_fact_dated_in_words_is_dated_from_when_it_was_said(
    remembered: Any, when: str, dated: str | None
) -> None:
    """Models copy "yesterday" or 昨天 into occurred_at instead of resolving it: resolved against the step's time,
    as the words in the text are; a date that is no date ("2026-13-01") keeps the fact, undated."""
    text = "The user's laptop was stolen."
    stored = remembered(json.dumps({"facts": [fact(text, "S1", occurred_at=when)]}),
                        messages=[{"role": "user", "content": "ugh my laptop got stolen yesterday", "id": "m1"}])  # fmt: skip
    assert [(r.text, r.attributes.get("mentioned_dates")) for r in stored] == [(text, dated)]


@pytest.mark.parametrize(
    "reply",
    [
        {"memories": [{"text": "The user moved to Denver.", "source": "user message"}]},
        {"facts": [{"text": "The user moved to Denver.", "confidence": 0.9}]},
        {"extracted_facts": [{"text": "The user moved to Denver.", "sources": ["S1"]}], "count": 1},
    ],
    ids=["another-key", "no-source-ids", "another-key-and-a-count"],
)
def test_facts_under_another_name_or_citing_nothing_are_kept(remembered: Any, reply: Any) -> None:
    """Models without the schema in force name the list otherwise, or leave a fact's step ids out: the one list
    of the reply is its facts, and a fact citing no step is the step that says it (as one citing "S99")."""
    stored = remembered(json.dumps(reply))
    assert [(r.text, r.source_ids, r.source_kind) for r in stored] == [
        ("The user moved to Denver.", ["m1"], "user_stated")
    ]


def test_facts_null_is_no_facts_not_a_failure(remembered: Any) -> None:
    assert remembered('{"facts": null}') == [] and remembered.queued == 0


async def test_a_refusal_in_words_says_what_the_model_said() -> None:
    """A model that refuses in its content (not the refusal field) or chats instead of answering: the error
    quotes it, so whoever reads the log sees why the window stays queued."""
    refusal = "I'm sorry, but I can't help with extracting personal information."
    with FakeOpenAIServer(chat=[refusal]) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        with pytest.raises(
            ExtractionError, match=r"answered in words, not JSON: \"I'm sorry, but I can't help"
        ):
            await LLMExtractor(llm, max_attempts=1).extract(WINDOW)
        await llm.aclose()


@pytest.mark.parametrize(
    ("introduced", "named", "moved", "later"),
    [
        ("Hi! I'm Sam, I live in Boston.", "Sam", "so I finally moved to Austin", "Austin"),
        ("Hello, I'm Sam Carter and I live in Boston", "Sam", "I moved to Austin last month", "Austin"),
        ("你好，我叫王磊，我住在杭州", "王磊", "我搬到上海了", "上海"),
    ],
)
def test_a_slot_the_model_gives_the_name_the_user_introduced_themselves_with_is_the_users(
    tmp_path: Path, introduced: str, named: str, moved: str, later: str
) -> None:
    """The prompt asks for the user's name as their slot's subject "when the conversation gives it": "I'm Sam"
    gave "Sam" in that session and "user" in the next, where the name is not said; two subjects, two slots, and
    the move superseded nothing."""
    first, home = (named, introduced.split("住在")[-1]) if "住在" in introduced else (named, "Boston")

    def slot(text: str, subject: str, value: str) -> str:
        attributes = {"subject": subject, "attribute": "lives_in", "value": value}
        return json.dumps({"facts": [fact(text, "S1", attributes=attributes)]}, ensure_ascii=False)

    script = [
        slot(f"{first} lives in {home}.", first, home),
        slot(f"The user moved to {later}.", "user", later),
    ]
    with FakeOpenAIServer(chat=script) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        with Hindsight(tmp_path, embedder=HashEmbedder(64), llm=llm) as hs:
            for day, text in enumerate([introduced, moved]):
                hs.retain([{"role": "user", "content": text, "id": f"m{day}"}], user_id="u", session_id=f"s{day}",
                          occurred_at=SAID + timedelta(days=30 * day))  # fmt: skip
            current = [r.attributes["value"] for r in hs.list_records(user_id="u") if r.valid_to is None]
    assert current == [later]


def test_an_event_type_a_model_writes_in_chinese_is_its_label(remembered: Any) -> None:
    """Qwen / DeepSeek answer a Chinese conversation with 偏好, 计划: the prompt's labels, not "fact" (a preference
    read as a fact is never learnt as one, nor changed by a later preference)."""
    said = [{"role": "user", "content": "我不喝咖啡了，现在只喝绿茶。下个月打算去成都出差", "id": "z1"}]
    stored = remembered(
        json.dumps({"facts": [fact("用户现在只喝绿茶。", "S1", event_type="偏好"),
                              fact("用户计划下个月去成都出差。", "S1", event_type="计划")]}, ensure_ascii=False),
        messages=said,
    )  # fmt: skip
    assert sorted((r.text, r.event_type) for r in stored) == [("用户现在只喝绿茶。", "preference"),
                                                              ("用户计划下个月去成都出差。", "plan")]  # fmt: skip


@pytest.mark.parametrize("cited", ["S1, S3", ["S1, S3"], "S1 and S3", "[S1][S3]", "S1、S3"])
async def test_step_ids_written_in_one_string_are_each_cited(cited: Any) -> None:
    """``"source_step_ids": "S1, S3"``: both steps are the fact's sources (it was read as no step, and the fact
    given the one step sharing most of its words: a tool's finding stored as what the user said)."""
    said = fact("Alice's billing database runs PostgreSQL 16.2.", source_kind="tool_returned")
    with FakeOpenAIServer(chat=[json.dumps({"facts": [{**said, "source_step_ids": cited}]})]) as server:
        llm = OpenAIStructuredLLM("m", base_url=server.base_url)
        (stored,) = await LLMExtractor(llm, max_attempts=1).extract(WINDOW)
        await llm.aclose()
    assert (stored.source_ids, stored.source_kind) == (["step-a", "step-c"], "tool_returned")


def test_a_reply_left_open_keeps_its_facts_and_a_part_of_one_is_no_answer(remembered: Any) -> None:
    """A reply missing its last brace is read (its list of facts is whole); one that stops inside a fact without
    saying it was cut (finish_reason "stop") is no answer: neither that fact's entities nor the fact before it
    is read as the reply (the fact's one list, its entities, became a fact "Denver"), the window stays queued."""
    assert [r.text for r in remembered(json.dumps({"facts": [MOVED]})[:-1])] == ["The user moved to Denver."]
    whole = {"text": "The user moved to Denver.", "entities": ["Denver"]}
    stopped = json.dumps(
        {"facts": [whole, {"text": "The user starts at Acme Corp.", "entities": ["Acme Corp"]}]}
    )
    assert remembered(*[stopped[: stopped.index('Acme Corp"]') + 11]] * 3) == [] and remembered.queued == 1
