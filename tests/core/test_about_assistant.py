"""Facts about the assistant alone ("The assistant is an AI language model", "...offered further help") are not
kept as memories of the user; what the user was told or decided with it is. Through the real ``openai`` client
against a scripted OpenAI-compatible server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction.about_assistant import about_the_assistant_only
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.testing import FakeOpenAIServer

MESSAGES = [
    {"role": "user", "content": "Which database should billing use? Are you a real person?", "id": "m1"},
    {
        "role": "assistant",
        "content": "I'm an AI language model, so no. I'd suggest PostgreSQL 16. Anything else I can help with?",
        "id": "m2",
    },
    {"role": "user", "content": "OK, PostgreSQL it is. 我下周开始迁移。", "id": "m3"},
]


def fact(text: str, step: str, kind: str = "model_inferred") -> dict[str, object]:
    return {"text": text, "source_step_ids": [step], "source_kind": kind, "confidence": 0.9}


ABOUT_IT = [
    fact("The assistant is an AI language model.", "S2"),
    fact("The assistant is not a human.", "S2"),
    fact("The assistant offered to help with anything else.", "S2"),
    fact("助手是一个人工智能语言模型。", "S2"),
]
ABOUT_THE_USER = [
    fact("The assistant suggested PostgreSQL 16 and the user agreed.", "S3", "user_stated"),
    fact("The assistant recommended PostgreSQL 16 for the billing database.", "S2"),
    fact("用户下周开始把账单数据库迁移到PostgreSQL。", "S3", "user_stated"),
]


def test_facts_about_the_assistant_alone_are_left_out(tmp_path: Path) -> None:
    reply = json.dumps({"facts": ABOUT_IT + ABOUT_THE_USER}, ensure_ascii=False)
    with (
        FakeOpenAIServer(chat=[reply]) as server,
        Hindsight(
            tmp_path,
            embedder=HashEmbedder(64),
            llm=OpenAIStructuredLLM("fake-model", base_url=server.base_url),
        ) as hs,
    ):
        hs.retain(MESSAGES, user_id="alice")
        stored = hs.list_records(user_id="alice", statuses=("active", "pending"))
        (request,) = server.chat_requests
    assert sorted(r.text for r in stored) == sorted(str(f["text"]) for f in ABOUT_THE_USER)
    # the prompt asks for none in the first place
    rules = request.body["messages"][0]["content"]
    assert "not about the assistant" in rules and "what the user decided" in rules


@pytest.mark.parametrize(
    "text",
    [
        "The assistant is an AI language model developed by OpenAI.",
        "The AI assistant does not have personal opinions.",
        "The assistant cannot browse the internet.",
        "The chatbot greeted the user warmly.",
        "The assistant apologized for the confusion.",
        "The assistant said it would remember that.",
        "The assistant asked whether the user needed anything else.",
        "助手无法上网。",
        "AI助手表示愿意帮忙",
    ],
)
def test_what_the_assistant_is_or_its_small_talk_goes(text: str) -> None:
    assert about_the_assistant_only(text)


@pytest.mark.parametrize(
    "text",
    [
        "The assistant recommended PostgreSQL 16 for the billing database.",
        "The assistant is an AI language model developed by OpenAI and the user asked it to be brief.",
        "The assistant could not find flights to Oslo on May 5.",
        "The assistant offered to book the 9:40 train to Lyon.",
        "The assistant told Alice her visa takes three weeks.",
        "The assistant manager at Initech is Bob.",
        "Alice's assistant apologized for the delay.",
        "The assistant is a model Alice trained.",
        "助手建议用户使用PostgreSQL，用户同意了。",
        "助理是小王。",
    ],
)
def test_what_the_user_was_told_or_did_stays(text: str) -> None:
    assert not about_the_assistant_only(text)
