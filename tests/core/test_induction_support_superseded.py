"""What was learned goes stale with its episodes: when every episode it was induced from has been superseded by
another value (我现在更喜欢靠过道的座位 after 我更喜欢靠窗的座位 said in three sessions), the learned 用户偏好靠窗的座位
is superseded too. The writer ends the episodes it finds among a new statement's nearest memories, and in a store of
many Chinese memories the learned record was seldom one of them: it stayed current and was recalled as the user's
preference. The same value said again in other words ends nothing learned."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from hindsight_core import Hindsight, MemoryRecord, Scope
from hindsight_core.lifecycle.induction import induce
from hindsight_core.lifecycle.merge import supersede

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)
FILLER = [
    "我住在杭州",
    "我在阿里上班",
    "我女儿今年五岁了",
    "我喜欢喝乌龙茶",
    "我对花生过敏",
    "我每周五打羽毛球",
    "我老公是医生",
    "我养了一只猫叫豆豆",
    "我的生日是3月3号",
    "我喜欢看科幻电影",
    "我下周要去上海出差",
    "我最近在学日语",
]


def test_a_preference_changed_among_many_memories_ends_what_was_learned(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        said = [
            "我更喜欢靠窗的座位",
            "坐飞机我更喜欢靠窗的座位",
            "我一直更喜欢靠窗的座位",
            *FILLER,
            "我现在更喜欢靠过道的座位",
        ]
        for day, text in enumerate(said):
            hs.retain(
                [{"role": "user", "content": text}],
                user_id="u",
                session_id=f"s{day}",
                occurred_at=T0 + timedelta(days=day),
            )
            if day == 2:
                assert hs.maintain(user_id="u", now=T0 + timedelta(days=3))["induced"] == 1
        hs.maintain(user_id="u", now=T0 + timedelta(days=20))
        learned = [r for r in hs.list_records(user_id="u") if r.kind == "semantic"]
        assert [r.attributes["value"] for r in learned] == ["靠窗的座位"]
        assert learned[0].valid_to is not None
        newest = hs.get_record(learned[0].superseded_by or "")
        assert newest is not None and newest.attributes["value"] == "靠过道的座位"


def _said(text: str, value: str, day: int) -> MemoryRecord:
    slot = {"subject": "user", "attribute": "prefers", "value": value}
    return MemoryRecord(
        text=text,
        event_type="preference",
        attributes=slot,
        scope=Scope(user_id="u", session_id=f"s{day}"),
        occurred_at=T0 + timedelta(days=day),
    )


def test_only_another_value_ends_what_was_learned() -> None:
    episodes = [_said("I prefer window seats.", "window seats", day) for day in range(3)]
    (learned,) = induce(episodes, now=T0 + timedelta(days=4))
    for changed, value, stale in (
        ("Actually I prefer aisle seats now.", "aisle seats", True),
        ("Actually I prefer window seats near the front now.", "window seats near the front", False),
    ):
        new = _said(changed, value, 5)
        ended = [supersede(e, new)[0] for e in episodes]
        out = induce([*ended, new, learned], now=T0 + timedelta(days=6))
        assert [(r.id, r.superseded_by) for r in out if r.kind == "semantic"] == (
            [(learned.id, new.id)] if stale else []
        )
