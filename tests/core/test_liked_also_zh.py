"""A taste said in the clause after one's own in Chinese, the speaker left out (我喜欢吃火锅，也喜欢川菜, 我爱看科幻片，
还喜欢看纪录片, 我不喜欢香菜，也不喜欢葱) was not read: only the first liking was held, so 我喜欢吃什么 never had 川菜. It is
a liking (or dislike) of its own beside the first. Someone else's (我姐喜欢猫，也喜欢狗), one told of the past (我以前喜欢
日料，也喜欢韩料) or a supposition none; and a clause going on from a time gone (我以前住在北京，在百度上班) is no
longer the speaker's now."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "tastes"),
    [
        ("我喜欢吃火锅，也喜欢川菜", [("likes", "吃火锅"), ("likes", "川菜")]),
        ("我爱看科幻片，还喜欢看纪录片", [("likes", "看科幻片"), ("likes", "看纪录片")]),
        ("我喜欢跑步，也喜欢游泳", [("likes", "跑步"), ("likes", "游泳")]),
        ("我不喜欢香菜，也不喜欢葱", [("dislikes", "香菜"), ("dislikes", "葱")]),
    ],
)
def test_a_taste_said_after_ones_own_is_one_more(text: str, tastes: list[tuple[str, str]]) -> None:
    assert [slot for slot in own_slots(text) if slot[0] in ("likes", "dislikes")] == tastes


@pytest.mark.parametrize(
    ("text", "tastes"),
    [
        ("我姐喜欢猫，也喜欢狗", []),
        ("我喜欢猫，他也喜欢狗", [("likes", "猫")]),
        ("我以前喜欢日料，也喜欢韩料", []),
        ("如果我喜欢猫，也喜欢狗", []),
    ],
)
def test_anothers_a_past_or_a_supposed_taste_is_none(text: str, tastes: list[tuple[str, str]]) -> None:
    assert [slot for slot in own_slots(text) if slot[0] in ("likes", "dislikes")] == tastes


def test_a_clause_going_on_from_a_time_gone_is_not_now() -> None:
    assert ("works_at", "百度") not in own_slots("我以前住在北京，在百度上班")
    assert ("works_at", "百度") in own_slots("我以前住在北京，现在在百度上班")


def test_each_taste_is_held(hs: Hindsight) -> None:
    tell(hs, "我喜欢吃火锅，也喜欢川菜", "m1", 0)
    held = sorted(
        r.attributes["value"]
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") == "likes" and r.valid_to is None
    )
    assert held == ["吃火锅", "川菜"]
