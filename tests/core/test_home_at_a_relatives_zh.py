"""Living at a relative's or a friend's, said in Chinese (我住在我姐那边, 我暂时住我妈那儿, 我住在我男朋友那里): the
person is no place, so no home's city is read from it (before, 我姐 and 我男朋友 were stored as where one lives), and
what was said stays a memory of its own that a question of where one lives finds."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "我住在我姐那边",
        "我住我姐那边",
        "我暂时住在我妈那儿",
        "我住在我男朋友那里",
        "我现在住在我哥那边",
        "我住在我闺蜜那",
        "最近住在我爸妈那边",
        "我在我姐那边住",
    ],
)
def test_a_person_is_no_home(text: str) -> None:
    assert not [s for s in slots(text) if s[0] in ("lives_in", "works_at")]


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("我住在杭州", "杭州"),
        ("我住在姐姐家附近的西溪", "姐姐家附近的西溪"),
        ("我住在哥伦布", "哥伦布"),
        ("我住在姐妹湖那边", "姐妹湖"),
    ],
)
def test_a_place_is_still_a_home(text: str, home: str) -> None:
    assert ("lives_in", home) in slots(text)


def test_living_at_a_sisters_is_still_found(hs: Hindsight) -> None:
    tell(hs, "我喜欢喝咖啡", "coffee", 0)
    tell(hs, "我住在我姐那边", "sister", 1)
    tell(hs, "我每周去两次健身房", "gym", 2)
    assert ranked(hs, "我住在哪里", k=3)[0] == "sister"
