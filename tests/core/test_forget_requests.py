"""A user who asks in conversation to forget something ("Please forget my PIN", 把我的身份证号删掉) is heard:
what they said before the request is forgotten (soft: kept for audit, never recalled), with the application
calling nothing (a chain's ``memory=`` has no forget tool); what the message says besides stays, and a
request that is not one ("Don't forget my passport number") forgets nothing."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.requests import forget_requests


def tell(hs: Hindsight, text: str, id_: str, day: int) -> None:
    hs.retain(
        [
            {"role": "user", "content": text, "id": id_},
            {"role": "assistant", "content": "OK.", "id": f"a-{id_}"},
        ],
        user_id="u",
        session_id=f"s{day}",
        occurred_at=datetime(2026, 1, 1 + day, tzinfo=UTC),
    )


def recalled(hs: Hindsight, query: str) -> list[list[str]]:
    return [h.record.source_ids for h in hs.recall(query, user_id="u", k=5).hits]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Please forget my old phone number; my new number is 555-0202.", ["my old phone number"]),
        ("Can you delete my home address from your records please?", ["my home address"]),
        ("帮我把我的身份证号删掉/忘掉吧，不想存在这里", ["我的身份证号"]),
        ("刚才那个wifi密码别记了，不安全", ["那个wifi密码"]),
        ("請忘記我的護照號碼", ["我的护照号码"]),
        ("Don't forget my passport number", []),
        ("I always forget my wife's birthday, it's June 12", []),
        ("forget it, let's use MySQL", []),
        ("Please delete my old branch, it's merged.", []),  # a task, not a memory to forget
        ("把我的旧分支删掉", []),
    ],
)
def test_what_a_request_names(text: str, named: list[str]) -> None:
    assert forget_requests(text) == named


@pytest.mark.parametrize(
    ("fact", "request_", "query"),
    [
        (
            "My bank PIN is 4711.",
            "Please forget my PIN, I shouldn't have shared that.",
            "What is my bank PIN?",
        ),
        (
            "我的身份证号是110101199003074512",
            "帮我把我的身份证号删掉吧，不想存在这里",
            "我的身份证号是多少？",
        ),
        ("家里wifi密码是 sunflower88", "刚才那个wifi密码别记了，不安全", "家里wifi密码是多少？"),
    ],
)
def test_a_request_in_conversation_forgets_what_was_said_before(
    tmp_path: Path, minilm, fact: str, request_: str, query: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, fact, "fact", 0)
        tell(hs, "I like green tea.", "tea", 1)
        assert ["fact"] in recalled(hs, query)
        tell(hs, request_, "req", 2)
        assert ["fact"] not in recalled(hs, query)
        (kept,) = [
            r for r in hs.list_records(user_id="u", statuses=("forgotten",)) if r.source_ids == ["fact"]
        ]
        assert kept.status == "forgotten"  # soft: kept for audit
        assert ["tea"] in recalled(hs, "What tea do I like?")


def test_what_the_request_message_says_besides_stays_current(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "My phone number is 555-0101.", "old", 0)
        tell(hs, "Please forget my old phone number; my new number is 555-0202.", "new", 5)
        hits = hs.recall("What is my phone number?", user_id="u", k=3).hits
        assert hits[0].record.source_ids == ["new"] and "555-0202" in hits[0].record.text
        assert not any("555-0101" in h.record.text for h in hits)


def test_a_remembering_request_forgets_nothing(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "My passport number is X1234567.", "fact", 0)
        tell(hs, "Don't forget my passport number, I'll need it at the airport.", "req", 1)
        assert ["fact"] in recalled(hs, "What is my passport number?")
