"""Event types of what lasts and what passes: a restriction, an intolerance or a chronic condition is a fact (no
TTL: ``maintain`` must not archive "I can't do dairy" three months later) while a broken laptop or a failing build
stays a problem; a worry about how a pet eats lately is no taste (不爱吃饭), and a changed schedule (改成) no
solution."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.config import HindsightConfig, LifecycleConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction.conditions import lasting_condition
from hindsight_core.extraction.cues import event_type_of

#: ``maintain`` archiving what the user said once expired: whether a problem's TTL reaches a message is the question
EXPIRING = HindsightConfig(lifecycle=LifecycleConfig(expire_user_statements=True))


@pytest.mark.parametrize(
    "text",
    [
        "I can't do dairy.", "Morning! Same coffee, oat milk flat white. I really can't do dairy.",
        "She can't have nuts.", "I cannot eat shellfish", "I'm lactose intolerant so dairy is a problem",
        "I have a bad back, so long drives are a problem", "I can't eat gluten, I'm coeliac.",
        "前天去医院体检了，说我有点颈椎问题。", "我有颈椎问题", "我不能吃辣", "我腰不好，不能久坐", "我不能喝牛奶，喝了就拉肚子",
        "胃一直不好，慢性胃炎，不能吃生冷的",
    ],
)  # fmt: skip
def test_a_lasting_restriction_or_condition_is_a_fact(text: str) -> None:
    assert lasting_condition(text)
    assert event_type_of(text) == "fact"


@pytest.mark.parametrize(
    "text",
    [
        "my laptop won't boot", "The build is failing", "I can't log in", "I can't do it, the build is failing",
        "I can't have coffee today, blood test at 9", "I can't eat the cake, it's too sweet",
        "电脑坏了，开不了机", "部署失败了，一直报错", "今天不能喝酒，要开车", "这个接口有问题",
    ],
)  # fmt: skip
def test_a_passing_problem_stays_a_problem(text: str) -> None:
    assert not lasting_condition(text)
    assert event_type_of(text) == "problem"


@pytest.mark.parametrize(
    ("text", "event_type"),
    [
        # a worry about how one eats lately: a problem, not a taste
        ("咪咪最近不爱吃饭，有点担心。", "problem"),
        ("I'm worried about my cat, she stopped eating", "problem"),
        ("我最近不爱吃饭", None),
        # a taste stays a taste
        ("我不爱吃香菜", "preference"),
        ("我爱吃火锅", "preference"),
        ("他超爱喝咖啡", "preference"),
        # a change of schedule or of a person is what holds now; a change that mends is a solution
        ("羽毛球改成周二周四了，周五场地没了。", "fact"),
        ("游泳馆现在改成每周四次了", "fact"),
        ("班主任换成了刘老师", "fact"),
        ("改成 utf-8 就解决了", "solution"),
        ("把超时改成30秒就行了", "solution"),
    ],
)
def test_event_types_of_a_worry_and_a_change(text: str, event_type: str | None) -> None:
    assert event_type_of(text) == event_type


def test_maintain_keeps_a_restriction_and_archives_a_passing_problem(tmp_path: Path) -> None:
    said = datetime(2026, 6, 15, 7, 35, tzinfo=UTC)
    with Hindsight(tmp_path, embedder=HashEmbedder(64), config=EXPIRING) as hs:
        for user, text in (("a", "I can't do dairy."), ("b", "我有颈椎问题"), ("c", "The build is failing")):
            hs.retain([{"role": "user", "content": text, "id": "m1"}], user_id=user, occurred_at=said)
        later = said + timedelta(days=120)
        archived = {user: hs.maintain(user_id=user, now=later)["archived"] for user in "abc"}
        assert archived == {"a": 0, "b": 0, "c": 1}
        assert [r.ttl_days for r in hs.list_records(user_id="a")] == [None]


@pytest.mark.parametrize(
    "text",
    [
        "我有焦虑症", "我被诊断出焦虑症了", "我有焦虑症，一直在吃药", "我焦虑症又犯了", "我有社交焦虑",
        "dealing with clinical depression, can't get out of bed", "my depression is a real problem this winter",
    ],
)  # fmt: skip
def test_a_disorder_of_the_mind_is_a_lasting_condition(text: str) -> None:
    """焦虑 is a worry's word: 我有焦虑症 was a problem, archived three months on as a broken laptop is."""
    assert event_type_of(text) == "fact"


@pytest.mark.parametrize(
    "text",
    [
        "我最近有点焦虑",
        "我担心明天的面试",
        "I'm worried about the Great Depression essay",
        "I can't sleep, so anxious",
    ],
)
def test_a_worry_of_the_day_stays_a_problem(text: str) -> None:
    assert event_type_of(text) == "problem"


def test_maintain_keeps_an_anxiety_disorder(tmp_path: Path) -> None:
    said = datetime(2026, 6, 15, 7, 35, tzinfo=UTC)
    with Hindsight(tmp_path, embedder=HashEmbedder(64), config=EXPIRING) as hs:
        for user, text in (("a", "我有焦虑症，一直在吃药"), ("b", "我最近有点焦虑")):
            hs.retain([{"role": "user", "content": text, "id": "m1"}], user_id=user, occurred_at=said)
        later = said + timedelta(days=120)
        assert {user: hs.maintain(user_id=user, now=later)["archived"] for user in "ab"} == {"a": 0, "b": 1}
        assert [h.record.text for h in hs.recall("我有什么病", user_id="a", now=later).hits] == [
            "用户说：我有焦虑症，一直在吃药"
        ]
