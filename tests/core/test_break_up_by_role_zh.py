"""A break-up said of the partner by their role, not their name (我跟男朋友分手了, 和女朋友分了手 after 我男朋友叫阿杰):
whoever held the role is no longer the partner. Before, the break-up ended only a partner named 男朋友, so 阿杰 stayed
the current partner beside it; a break-up by name (我和阿杰分手了) ended 阿杰 as it does, and one with someone who is no
partner ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held


@pytest.mark.parametrize("break_up", ["我跟男朋友分手了", "我和对象分手了 心好累", "上个月跟男朋友分开了"])
def test_a_break_up_with_the_partner_by_role_ends_the_partner(hs: Hindsight, break_up: str) -> None:
    assert still_held(hs, "我男朋友叫阿杰", break_up) == [False, True]


def test_a_break_up_by_name_with_someone_else_leaves_the_partner(hs: Hindsight) -> None:
    assert still_held(hs, "我男朋友叫阿杰", "我和小周分手了") == [True, True]
