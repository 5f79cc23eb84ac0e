"""做什么 asks what one does (我现在在做什么项目, 我项目是做啥的, 我是做什么的), not what to cook: such a question was read as a
request for a meal, so the user's allergies and tastes (我对花生过敏, 我不吃辣, 我特别喜欢吃日料) were brought in right below
the best match and ranked above the other records the question named (the project said since)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.task_needs import task_needs
from tests.core.retain_helpers import T0, tell

_FOOD = ["我对花生过敏，吃了会起疹子", "我不吃辣，一点都不行", "我特别喜欢吃日料，尤其是三文鱼"]


@pytest.mark.parametrize(
    ("said", "asked", "answers"),
    [
        (
            ["最近在做一个推荐系统的项目，天天加班", *_FOOD, "推荐系统那个项目结束了，现在在做搜索重写"],
            "我项目是做啥的",
            {"m0", "m4"},
        ),
        (["我在一家游戏公司做策划", *_FOOD, "策划这活儿太累了，每天改需求"], "我是做什么的", {"m0", "m4"}),
    ],
)
def test_what_one_does_is_no_meal_asked_for(
    real: Hindsight, said: list[str], asked: str, answers: set[str]
) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    hits = real.recall(asked, user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=30)).hits
    assert {h.record.source_ids[0] for h in hits[:2]} == answers, [h.record.text for h in hits]


@pytest.mark.parametrize("asked", ["今晚做什么菜", "晚饭做点啥", "明天做什么好吃的", "今天中午吃啥"])
def test_what_to_cook_or_eat_is_still_a_meal(asked: str) -> None:
    needs = task_needs(asked)
    assert needs is not None and needs.domain == "food"


@pytest.mark.parametrize("asked", ["我现在在做什么项目", "我是做什么的", "我老婆是做什么的", "周末做什么好"])
def test_what_one_does_asks_no_meal(asked: str) -> None:
    assert task_needs(asked) is None
