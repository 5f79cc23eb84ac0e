"""A liking said to hold no more in Chinese as it has come to be (我已经不喜欢喝咖啡了, 我不再喜欢喝咖啡了, 我现在不爱喝
咖啡了) or a dislike said with 爱 (我不爱吃香菜) filled nothing, so after 我喜欢喝咖啡 the liking stayed current and 我喜欢
喝什么 still answered it. These are dislikes, as 我不喜欢喝咖啡了 is, and the liking goes to history; no appetite (我最近
不爱吃饭) and someone else (我早就不喜欢他了) none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我已经不喜欢喝咖啡了", "喝咖啡"),
        ("我早就不喜欢吃甜食了", "吃甜食"),
        ("我不再喜欢喝咖啡了", "喝咖啡"),
        ("我现在不爱喝咖啡了", "喝咖啡"),
        ("我已经不爱吃辣了", "吃辣"),
        ("我不爱吃香菜", "吃香菜"),
    ],
)
def test_a_liking_no_more_is_a_dislike(text: str, value: str) -> None:
    assert own_slots(text) == [("dislikes", value)]


@pytest.mark.parametrize("text", ["我最近不爱吃饭", "我早就不喜欢他了", "我不爱你了", "我已经吃过饭了"])
def test_no_appetite_a_person_or_no_liking_is_none(text: str) -> None:
    assert [slot for slot in own_slots(text) if slot[0] in ("likes", "dislikes")] == []


def test_the_liking_given_up_goes_to_history(hs: Hindsight) -> None:
    tell(hs, "我喜欢喝咖啡，每天早上一杯", "m1", 0)
    tell(hs, "我已经不喜欢喝咖啡了，改喝茶", "m2", 30)
    held = {
        (r.source_ids[0], r.attributes.get("attribute"), r.attributes.get("value")): r.valid_to is None
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
    }
    assert held[("m1", "likes", "喝咖啡")] is False
    assert held[("m2", "dislikes", "喝咖啡")] is True
