"""Someone's name said the everyday ways ("My boss is called Martin", "my sister's name is Anna", 我妹妹叫小芳, 我老板
姓王) fills their slot, so a new name supersedes the old and "forget my boss's name" finds it; what they are ("My
boss is Indian", "my sister is a nurse", 我妹妹是护士) is no name."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import slot_named
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("My boss is called Martin.", ("boss", "Martin")),
        ("My sister's name is Anna.", ("sister", "Anna")),
        ("my boss's name is Martin Hale", ("boss", "Martin Hale")),
        ("Our landlord is named Mr. Okafor", ("landlord", "Mr. Okafor")),
        ("my brother's called Tom", ("brother", "Tom")),
        ("我妹妹叫小芳", ("sister", "小芳")),
        ("我哥哥是李明", ("brother", "李明")),
        ("我老板姓王", ("boss", "王")),
        ("我们经理姓欧阳", ("manager", "欧阳")),
    ],
)
def test_a_name_said_the_everyday_ways_fills_the_persons_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "My boss is Indian.",
        "My boss is nice.",
        "my sister is a nurse",
        "My manager is Japanese",
        "my sister's name is hard to spell",
        "我妹妹是护士",
        "我妹妹叫我去吃饭",
        "我老板姓什么来着",
    ],
)
def test_what_someone_is_is_no_name(text: str) -> None:
    # (a relative's job is theirs: "my sister is a nurse" is the sister's ``job``, no name)
    assert [s for s in slots(text) if s[0] != "job"] == []


def test_a_request_for_a_relatives_name_names_their_slot() -> None:
    assert slot_named("忘掉我妹妹的名字") == "sister"
    assert slot_named("forget my sister's name") == "sister"


@pytest.mark.parametrize(
    ("first", "second", "request_"),
    [
        ("My sister's name is Anna.", "Actually my sister is called Annabel.", "forget my sister's name"),
        ("我老板姓王", "我老板叫李强", "忘掉我老板的名字"),
        ("我妹妹叫小芳", "我妹妹现在叫芳芳", "忘掉我妹妹的名字"),
    ],
)
def test_a_name_said_again_supersedes_the_old_and_a_forget_finds_both(
    hs: Hindsight, first: str, second: str, request_: str
) -> None:
    tell(hs, first, "a", 0)
    tell(hs, "I like oolong tea.", "tea", 1)
    tell(hs, second, "b", 2)
    records = by_source(hs)
    assert records["a"].superseded_by == records["b"].id and records["b"].valid_to is None
    assert len(hs.forget(query=request_, user_id="u")) == 2
    assert [r.source_ids for r in hs.list_records(user_id="u")] == [["tea"]]
