"""A user asking HindsightMemory's agent about its memory ("What do you know about me?", 你还记得我吗, "What did we
discuss yesterday?") gets their profile or those days in the system message, on the embedded defaults (the bundled
MiniLM, the rule extractor)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from llama_index.core.chat_engine import SimpleChatEngine

from hindsight_core import Hindsight
from hindsight_llamaindex import HindsightMemory
from tests.llamaindex.conftest import RecordingLLM


@pytest.fixture
def told(tmp_path: Path) -> Iterator[Hindsight]:
    """Alice's and Wang's conversations of the past weeks (dated against the clock: the adapter asks at "now")."""
    now = datetime.now(UTC)
    said = {
        ("alice", 40): [
            "I live in Leeds and I teach maths at a secondary school.",
            "I have a daughter, Maya.",
        ],
        ("alice", 30): ["haha nothing much today", "I'm allergic to shellfish."],
        ("alice", 20): ["I moved to York last month, I now live in York."],
        ("alice", 1): ["Maya won her chess tournament!", "I'm thinking of getting a dog."],
        ("bob", 2): ["I live in Cardiff.", "I don't remember where I put my keys, do you know?"],
        ("wang", 30): ["我对花生过敏。", "我有一个儿子，叫乐乐。"],
        ("wang", 10): ["我在腾讯做设计师。"],
        ("wang", 2): ["今天好累啊，不想上班。", "周末想去爬山。", "晚上吃了火锅。"],
        ("wang", 1): ["今天下雨了，没带伞。", "刚看完一部电影，还不错。"],
    }
    with Hindsight(tmp_path) as hs:
        for (user, days), turns in said.items():
            hs.retain(
                [
                    {"role": "user", "content": text, "id": f"{user}{days}-{i}"}
                    for i, text in enumerate(turns)
                ],
                user_id=user,
                session_id=f"{user}{days}",
                occurred_at=now - timedelta(days=days),
            )
        yield hs


def _block(hs: Hindsight, user: str, question: str) -> str:
    llm = RecordingLLM()
    memory = HindsightMemory.from_defaults(engine=hs, user_id=user, session_id="today")
    SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat(question)
    return next(m.content or "" for m in llm.received[-1] if m.role.value == "system")


def test_what_do_you_know_about_me_brings_the_profile(told: Hindsight) -> None:
    block = _block(told, "alice", "Hey, what do you know about me?")
    for held in ("I now live in York", "a daughter, Maya", "allergic to shellfish"):
        assert held in block, block
    assert "haha nothing much" not in block and "Cardiff" not in block


def test_a_chinese_question_about_the_memory_brings_the_profile(told: Hindsight) -> None:
    block = _block(told, "wang", "你还记得我吗？")
    for held in ("花生过敏", "乐乐", "腾讯"):
        assert held in block, block


def test_what_did_we_discuss_yesterday_brings_those_days(told: Hindsight) -> None:
    block = _block(told, "alice", "What did we discuss yesterday?")
    assert "chess tournament" in block and "getting a dog" in block
    assert "York" not in block and "shellfish" not in block
