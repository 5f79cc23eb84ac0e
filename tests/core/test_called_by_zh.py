"""The name the user asks the assistant to call them by, said in Chinese (叫我小王就行, 以后叫我Lily吧, 你可以叫我阿杰), is the
nickname "call me Sam" fills: it filled none, so 以后叫我小王吧 after 叫我老王就行 ended nothing, and 你应该怎么称呼我 (no word
of either record) answered whatever turn was newest."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("叫我小王就行", "小王"),
        ("以后叫我Lily吧", "Lily"),
        ("你可以叫我阿杰", "阿杰"),
        ("叫我老王就好", "老王"),
        ("称呼我王老师就好", "王老师"),
        ("你叫我芳芳吧", "芳芳"),
        ("叫我张伟就可以了", "张伟"),
        ("别叫我王先生了，叫我小王就行", "小王"),
        ("大家都叫我小张", "小张"),
    ],
)
def test_a_name_to_be_called_by_fills_the_nickname(text: str, name: str) -> None:
    assert ("nickname", name) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我妈叫我小王",
        "我妈叫我回家吃饭",
        "老板叫我加班",
        "叫我马上过去",
        "以后叫我早点起床",
        "叫我小名就行",
    ],
)
def test_no_name_to_be_called_by_fills_none(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "nickname"] == [], slots(text)


def test_a_name_refused_alone_is_no_nickname_but_ends_it() -> None:
    """never the name itself: it no longer holds (test_instructions_taken_back)"""
    assert [s for s in slots("别叫我王先生了") if s[0] == "nickname"] == [("nickname", "not 王先生")]


def test_a_later_name_supersedes_the_earlier_and_answers_how_to_address_the_user(hs: Hindsight) -> None:
    tell(hs, "我叫王建国，在成都做会计", "a", 0)
    tell(hs, "叫我老王就行", "b", 1)
    tell(hs, "以后叫我小王吧，老王听着太老了", "c", 30)
    tell(hs, "帮我写个请假条", "d", 31)
    records = by_source(hs)
    (now,) = [r for r in hs.list_records(user_id="u") if r.attributes.get("value") == "小王"]
    assert records["b"].superseded_by == now.id and now.valid_to is None and now.source_ids == ["c"]
    assert first(hs, "你应该怎么称呼我") == ["c"]
    assert first(hs, "我叫什么名字") == ["a"]
