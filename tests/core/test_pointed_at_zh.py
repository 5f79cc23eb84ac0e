"""A Chinese value that points at something in the conversation (这个回答, 这个方案, 这首歌, 这家店, 这种天气, 这里) names
nothing a memory can keep, as "this" and "that" point in English ("I like this song" fills nothing). Before, 我很喜欢这个
回答 filled likes = 这个回答 and 我不太喜欢这个方案 dislikes = 这个方案, so "what do I like?" answered with feedback on a
reply. A value opening with a name (那不勒斯披萨) or pointing inside it (吃这边的火锅) is read as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        "我很喜欢这个回答",
        "我不太喜欢这个方案",
        "我爱死这首歌了",
        "我喜欢这家店",
        "我讨厌这种天气",
        "我最喜欢这款手机",
        "我喜欢这样的风格",
        "我喜欢这首歌的旋律",
        "我喜欢这里",
        "我对这个工作过敏 哈哈",
    ],
)
def test_a_value_pointed_at_fills_nothing(said: str) -> None:
    assert own_slots(said) == []


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("我喜欢那不勒斯披萨", [("likes", "那不勒斯披萨")]),
        ("我喜欢吃这边的火锅", [("likes", "吃这边的火锅")]),
        ("我喜欢周杰伦", [("likes", "周杰伦")]),
        ("我对花生过敏", [("allergic_to", "花生")]),
    ],
)
def test_a_value_named_is_read_as_before(said: str, slots: list[tuple[str, str]]) -> None:
    assert own_slots(said) == slots


def test_feedback_on_a_reply_is_no_liking(hs: Hindsight) -> None:
    tell(hs, "我很喜欢这个回答", "m1", 0)
    assert [r.attributes.get("value") for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)] == [None]
