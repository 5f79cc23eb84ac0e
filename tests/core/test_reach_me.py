"""Where to reach the user, said as a request, is their number or address, and "call me ..." names them only with a
name: "call me on 07700 900123" was stored as the nickname "on 07700 900123", "call me later" as the nickname
"later", which superseded the "Bob" of "Call me Bob"; "email me at ana.r@proton.me from now on", "you can reach me at
415-555-0199" filled no slot, so the address or number the user gave stayed beside the old one as current."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("call me on 07700 900123 if anything comes up", "phone", "07700 900123"),
        ("you can reach me at 415-555-0199 after 6", "phone", "415-555-0199"),
        ("text me at +44 7700 900123", "phone", "+44 7700 900123"),
        ("whatsapp me on +44 7700 900123", "phone", "+44 7700 900123"),
        ("email me at ana.r@proton.me from now on", "email", "ana.r@proton.me"),
        ("reach me at ana@fastmail.com", "email", "ana@fastmail.com"),
        ("Call me Bob.", "nickname", "Bob"),
        ("call me bob, everyone does", "nickname", "bob"),
        ("my friends call me Sam", "nickname", "Sam"),
    ],
)
def test_how_to_reach_the_user_fills_its_slot(text: str, slot: str, value: str) -> None:
    assert [(a.attribute, a.value) for a in find_attributes(text)] == [(slot, value)]


@pytest.mark.parametrize(
    "text",
    [
        "call me later",
        "call me tomorrow at 5",
        "call me back when you can",
        "call me when you land",
        "Call me at 5pm",
        "call me maybe lol",
        "just call me Friday",
        "call me old-fashioned but I write letters",
        "call me anytime",
    ],
)
def test_no_nickname_without_a_name(text: str) -> None:
    assert not [a for a in find_attributes(text) if a.attribute in ("nickname", "phone")]


def test_a_call_later_keeps_the_nickname(hs: Hindsight) -> None:
    tell(hs, "Call me Bob, nobody calls me Robert", "m1", 0)
    tell(hs, "call me tomorrow at 5 about the quote", "m2", 1)
    assert by_source(hs)["m1"].valid_to is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("my email is ana@gmail.com", "email me at ana.r@proton.me from now on"),
        ("my number is 415-555-0101", "you can reach me at 415-555-0199 after 6"),
    ],
)
def test_a_new_way_to_reach_the_user_supersedes_the_old(hs: Hindsight, old: str, new: str) -> None:
    tell(hs, old, "m1", 0)
    tell(hs, new, "m2", 1)
    records = by_source(hs)
    assert records["m1"].superseded_by == records["m2"].id and records["m2"].valid_to is None


@pytest.mark.parametrize(
    ("text", "value"),
    [("记一下我的电话：13835617987", "13835617987"), ("对了我换号了 新号码 139 2456 7781", "139 2456 7781")],
)
def test_a_number_said_with_a_lead_in_is_the_users(text: str, value: str) -> None:
    """记一下我的电话：… was read as the number of someone named 记一下我 (对了我换号了 of 对了我), so it superseded nothing."""
    assert [(a.owner, a.attribute, a.value) for a in find_attributes(text)] == [(None, "phone", value)]


def test_a_number_said_with_a_lead_in_supersedes_the_old(hs: Hindsight) -> None:
    tell(hs, "我的手机号是13812345678", "m1", 0)
    tell(hs, "记一下我的电话：13835617987", "m2", 1)
    records = by_source(hs)
    assert records["m1"].superseded_by == records["m2"].id
