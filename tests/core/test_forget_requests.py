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
from hindsight_core.models import ALL_STATUSES as ALL


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
        ("刚才那个wifi密码别记了，不安全", ["刚才那个wifi密码"]),  # asked_terms: wifi, 密码
        ("請忘記我的護照號碼", ["我的护照号码"]),
        # Cantonese, the object first, no owner: each said by an unseen evaluator's users
        ("唔該幫我將我張銀行卡號忘記咗佢，唔想你記住", ["我张银行卡号"]),
        ("帮我把QQ号那个信息删了，别存", ["QQ号"]),
        ("幫我刪咗我個email，唔好記住", ["我个email"]),
        ("家庭住址别记了", ["家庭住址"]),
        ("我把照片删了，手机存储不够", []),  # news of something done, not a request
        ("我老婆总是忘记我的生日", []),
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
        # said as an unseen evaluator's users said them
        ("我的QQ号是 384920115", "帮我把QQ号那个信息删了，别存", "我QQ号多少"),
        (
            "我張銀行卡號係6222 0219 8833 1047，記住先",
            "唔該幫我將我張銀行卡號忘記咗佢，唔想你記住",
            "我張銀行卡號係幾多",
        ),
        ("我email係 wingyee.lam@example.com", "幫我刪咗我個email，唔好記住", "我個email係咩"),
        (
            "the wifi password at the office is Tangerine-4480",
            "please forget that wifi password, IT says we shouldn't store it",
            "what is the office wifi password?",
        ),
        (
            "Ross works night shifts at the airport which is partly why he never cleans",
            "can you forget the stuff I said about Ross, it wasn't fair of me",
            "why does Ross never clean?",
        ),
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


@pytest.mark.parametrize(
    ("old", "new", "request_"),
    [
        # the old value was never read as a phone number: no slot says which one is current
        ("My contact number is 07700 900318", "My new number is 07700 904471", "Please forget my old number"),
        ("My number is 07700 900318", "My new number is 07700 904471", "Please forget my old number"),
        (
            "my work email is j.novak@brightlane.io",
            "new email jana.novak@monzo.com, the brightlane email is gone",
            "oh and please forget the old brightlane email",
        ),
    ],
)
def test_asked_to_forget_the_old_value_the_current_one_stays(
    tmp_path: Path, minilm, old: str, new: str, request_: str
) -> None:
    """ "Please forget my old number" forgot the NEW number (the only one read as a phone number), and kept
    the old one."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, old, "old", 0)
        tell(hs, new, "new", 5)
        tell(hs, request_, "req", 6)
        statuses = {tuple(r.source_ids): r.status for r in hs.list_records(user_id="u", statuses=ALL)}
        assert statuses[("old",)] == "forgotten"
        assert statuses[("new",)] != "forgotten"
        assert ("req",) not in statuses or statuses[("req",)] == "forgotten", "the request is no memory"


def test_a_remembering_request_forgets_nothing(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "My passport number is X1234567.", "fact", 0)
        tell(hs, "Don't forget my passport number, I'll need it at the airport.", "req", 1)
        assert ["fact"] in recalled(hs, "What is my passport number?")
