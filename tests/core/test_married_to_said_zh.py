"""One's marriage, engagement or divorce said in Chinese with whom (我和小美结婚了, 我跟阿杰上个月订婚了, 我和他离婚了) is the
status, as 我们结婚了 is: after 我现在单身, the question 我结婚了吗 answers married first. Before, naming the partner read
nothing. A plan (我和小美要结婚了, 打算, 快), not yet (还没结婚), talk of it (我和同事聊结婚了) and someone else's
(我妈和我爸离婚了) are none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("我和小美结婚了", "married"),
        ("我跟阿杰上个月订婚了", "engaged"),
        ("我和他离婚了", "divorced"),
        ("我和我老婆结婚十年了", "married"),
    ],
)
def test_a_marriage_said_with_whom_is_the_status(text: str, status: str) -> None:
    assert own_slots(text) == [("marital_status", status)]


@pytest.mark.parametrize(
    "text",
    [
        "我和小美要结婚了",
        "我和小美打算结婚了",
        "我和小美快结婚了",
        "我和小美还没结婚",
        "我和同事聊结婚了",
        "我妈和我爸离婚了",
    ],
)
def test_no_status_in_a_plan_talk_or_anothers(text: str) -> None:
    assert not own_slots(text)


def test_the_marriage_supersedes_single_and_is_answered_first(real: Hindsight) -> None:
    tell(real, "我现在单身", "m1", 0)
    tell(real, "我和小美结婚了", "m2", 300)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("我结婚了吗", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=310)).hits
    assert hits[0].record.source_ids == ["m2"]
