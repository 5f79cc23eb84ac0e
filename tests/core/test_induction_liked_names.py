"""A thing liked, said by another of its names, is one liking for induction: 我喜欢喝美式, 我最喜欢美式咖啡了 and 我爱喝美式
in three sessions teach 用户喜欢美式, and "I love Americanos", "I like americano" teach one liking (each was counted
apart, by the name said, and nothing was learned). A thing and another that starts with its name (北京 / 北京烤鸭)
stay two."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight, MemoryRecord
from hindsight_core.embeddings import HashEmbedder

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.fixture
def hs(tmp_path: Path):
    engine = Hindsight(tmp_path, embedder=HashEmbedder(64))
    yield engine
    engine.close()


def learned(hs: Hindsight, messages: list[str]) -> list[MemoryRecord]:
    for day, text in enumerate(messages):
        hs.retain(
            [{"role": "user", "content": text}],
            user_id="alice",
            session_id=f"s{day}",
            occurred_at=T0 + timedelta(days=day),
        )
    hs.maintain(user_id="alice", now=T0 + timedelta(days=10))
    return [r for r in hs.list_records(user_id="alice") if r.kind == "semantic"]


@pytest.mark.parametrize(
    ("messages", "value", "text"),
    [
        (["我喜欢喝美式", "我最喜欢美式咖啡了", "我爱喝美式"], "美式", "用户喜欢美式"),
        (
            ["I really like americanos.", "I like americano.", "I love Americanos!"],
            "americanos",
            "The user likes americanos",
        ),
        (
            ["I like lattes.", "I love a latte.", "latte is the best, I like latte"],
            "latte",
            "The user likes latte",
        ),
    ],
)
def test_a_liking_said_by_its_other_names_is_learned(
    hs: Hindsight, messages: list[str], value: str, text: str
) -> None:
    (record,) = learned(hs, messages)
    assert record.attributes["value"].casefold() == value
    assert record.text.casefold() == text.casefold()
    assert len(record.supporting_ids) == 3


def test_a_thing_and_another_named_after_it_stay_two(hs: Hindsight) -> None:
    assert learned(hs, ["我喜欢北京", "我喜欢北京烤鸭", "我最喜欢北京烤鸭了"]) == []
