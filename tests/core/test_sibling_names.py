"""An older and a younger sibling are two people (我姐姐叫王芳, 我妹妹叫小雨: each a ``sister``): the second name is no
new name of the first, which stays current and answers 我姐姐叫什么; the same sibling named again still supersedes."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("first", "second", "question", "slot"),
    [
        ("我姐姐叫王芳，人在深圳", "我妹妹叫小雨，还在上大学", "我姐姐叫什么名字", "sister"),
        ("我哥哥叫张伟", "我弟弟叫张磊", "我哥哥叫什么", "brother"),
        ("我妹妹的名字叫小雨", "我姐姐的名字是王芳", "我妹妹叫什么", "sister"),
    ],
)
def test_the_older_and_the_younger_sibling_both_stay_current(
    hs: Hindsight, first: str, second: str, question: str, slot: str
) -> None:
    tell(hs, first, "a", 0)
    tell(hs, "周末去爬山了", "hike", 1)
    tell(hs, second, "b", 2)
    records = by_source(hs)
    assert records["a"].attributes.get("attribute") == records["b"].attributes.get("attribute") == slot
    assert records["a"].superseded_by is None and records["a"].valid_to is None
    assert hs.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["a"]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("我妹妹叫小芳", "我妹妹现在叫芳芳"),  # the same sister's new name
        ("My sister's name is Anna.", "我妹妹现在叫安娜"),  # English says no older or younger
    ],
)
def test_the_same_sibling_named_again_supersedes(hs: Hindsight, first: str, second: str) -> None:
    tell(hs, first, "a", 0)
    tell(hs, second, "b", 2)
    records = by_source(hs)
    assert records["a"].superseded_by == records["b"].id
