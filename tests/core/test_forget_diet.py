"""A diet named in a request ("forget my diet", 忘掉我的饮食习惯) is forgotten with what was learned from it: it is said
"I'm vegetarian", 我吃素, never "my diet is ...", so the request's words matched nothing, nothing was forgotten and
"The user is vegetarian" stayed known. "my diet coke order" names no diet."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction.slot_names import slot_named
from hindsight_core.models import ALL_STATUSES

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.fixture
def hs(tmp_path: Path):
    engine = Hindsight(tmp_path, embedder=HashEmbedder(64))
    yield engine
    engine.close()


@pytest.mark.parametrize(
    ("said", "request_", "hard"),
    [
        (
            ["I'm vegetarian.", "I don't eat meat.", "I've been vegetarian for 5 years"],
            "forget my diet",
            False,
        ),
        (
            ["I'm vegetarian.", "I don't eat meat.", "I've been vegetarian for 5 years"],
            "my dietary restrictions",
            True,
        ),
        (["我吃素", "我不吃肉的", "我是素食者"], "忘掉我的饮食习惯", False),
        (["我吃素", "我不吃肉的", "我是素食者"], "别记我的饮食了", True),
    ],
)
def test_forgetting_ones_diet_takes_it_and_what_was_learned(
    hs: Hindsight, said: list[str], request_: str, hard: bool
) -> None:
    for day, text in enumerate([*said, "I live in Leeds."]):
        hs.retain(
            [{"role": "user", "content": text}],
            user_id="alice",
            session_id=f"s{day}",
            occurred_at=T0 + timedelta(days=day),
        )
    hs.maintain(user_id="alice", now=T0 + timedelta(days=6))
    assert any(r.kind == "semantic" for r in hs.list_records(user_id="alice"))
    assert hs.forget(query=request_, user_id="alice", hard=hard)
    left = hs.list_records(user_id="alice", statuses=ALL_STATUSES)
    kept = [r.attributes.get("attribute") for r in left if r.status == "active"]
    assert kept == ["lives_in"]
    assert (left == [r for r in left if r.status == "active"]) is hard  # a hard forget leaves no record


@pytest.mark.parametrize(
    ("request_", "slot"),
    [
        ("forget my diet", "diet"),
        ("please forget my dietary restrictions", "diet"),
        ("忘掉我的饮食习惯", "diet"),
        ("forget my diet coke order", None),
        ("forget my diet pills", None),
        ("forget my sister's diet", None),
        ("忘掉我妹妹的饮食", None),
    ],
)
def test_a_diet_named(request_: str, slot: str | None) -> None:
    assert slot_named(request_) == slot
