"""A liking taken up said with 上 before the thing and 了 after it (我喜欢上跑步了, 我最近喜欢上瑜伽了, 我爱上咖啡了) liked
"上跑步": 上 says it was taken up, no part of the thing, so the dislike of running said before stayed current. 喜欢上海
(Shanghai), 喜欢上网, 喜欢上课 keep their 上."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我喜欢上跑步了", "跑步"),
        ("我最近喜欢上瑜伽了", "瑜伽"),
        ("我爱上咖啡了", "咖啡"),
        ("我又喜欢上滑板了", "滑板"),
        ("我最近喜欢上做饭了，每天都做", "做饭"),
        # 上 the thing's own
        ("我喜欢上海", "上海"),
        ("我喜欢上海菜了", "上海菜"),
        ("我喜欢上网", "上网"),
        ("我喜欢上班了哈哈", "上班"),
        ("我喜欢上了瑜伽", "瑜伽"),
    ],
)
def test_a_liking_taken_up_likes_the_thing(text: str, value: str) -> None:
    assert ("likes", value) in slots(text)


def test_a_liking_taken_up_ends_the_dislike(hs: Hindsight) -> None:
    tell(hs, "我不喜欢跑步", "m0", 0)
    tell(hs, "我喜欢上跑步了", "m1", 10)
    records = by_source(hs)
    assert records["m1"].attributes.get("value") == "跑步"
    assert records["m0"].valid_to is not None
