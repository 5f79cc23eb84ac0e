"""What one drinks or eats, said as a habit (我一般都喝美式, 我习惯喝美式, 我每天早上都要喝一杯美式) is a liking, and one
switched to (最近改喝拿铁了) a preference said as a change, which ends the likings of the same kind and so what was
learned from them: none of them filled a slot, so 用户喜欢美式 was never learned from them and a switch ended nothing
(the 美式 statements stayed current, first for 帮我点杯咖啡). Once, a medicine, how one eats, someone else's, a plan or
a condition fill nothing; a liking said after another ends nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我一般都喝美式", [("likes", "喝美式")]),
        ("我平时喝美式比较多", [("likes", "喝美式")]),
        ("我习惯喝美式", [("likes", "喝美式")]),
        ("我现在只喝拿铁", [("likes", "喝拿铁")]),
        ("我早上一般喝豆浆", [("likes", "喝豆浆")]),
        ("最近改喝拿铁了", [("prefers", "喝拿铁")]),
        ("我已经换成喝燕麦拿铁了", [("prefers", "喝燕麦拿铁")]),
        ("我戒咖啡了，改喝茶", [("prefers", "喝茶")]),
        ("我喝了一杯美式", []),
        ("我每天都吃药", []),
        ("我每天都喝中药", []),
        ("我每天吃二甲双胍，一天两次", [("dose_二甲双胍", "一天两次")]),
        ("医生让我改吃二甲双胍", []),
        ("我平时吃得很清淡", []),
        ("我一般不喝咖啡", []),
        ("我只吃过一次", []),
        ("我老公平时只喝茶", []),
        ("他一般喝美式", []),
        ("如果改喝拿铁会不会好点", []),
        ("我打算改喝拿铁", []),
        ("要不改喝拿铁吧", []),
    ],
)
def test_a_taste_said_as_a_habit_or_a_switch(text: str, slot: list[tuple[str, str]]) -> None:
    assert slots(text) == slot


FILLER = ["我住在杭州", "我在阿里上班", "我女儿今年五岁了", "我对花生过敏", "我每周五打羽毛球"]


def tell(hs: Hindsight, messages: list[str], first_day: int = 0) -> None:
    for day, text in enumerate(messages, start=first_day):
        hs.retain(
            [{"role": "user", "content": text}],
            user_id="u",
            session_id=f"s{day}",
            occurred_at=T0 + timedelta(days=day),
        )


def test_a_switch_of_drink_ends_what_was_learned_of_the_one_before(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, ["我喜欢喝美式", "我一般都喝美式", "我每天早上都要喝一杯美式"])
        hs.maintain(user_id="u", now=T0 + timedelta(days=4))
        assert [r.text for r in hs.list_records(user_id="u") if r.kind == "semantic"] == ["用户喜欢美式"]
        tell(hs, [*FILLER, "最近改喝拿铁了"], first_day=4)
        hs.maintain(user_id="u", now=T0 + timedelta(days=12))
        current = [r for r in hs.list_records(user_id="u") if r.valid_to is None and "美式" in r.text]
        assert current == []
        assert "拿铁" in hs.recall("帮我点杯咖啡", user_id="u", k=3).hits[0].record.text


def test_a_liking_said_after_another_ends_nothing(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, ["我一般都喝茶", "我现在也喜欢喝咖啡"])
        assert sorted(r.attributes["value"] for r in hs.list_records(user_id="u") if r.valid_to is None) == [
            "喝咖啡",
            "喝茶",
        ]
