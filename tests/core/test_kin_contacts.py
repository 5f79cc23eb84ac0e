"""A relative's or a partner's phone number and e-mail are theirs: "my wife's number is 415-555-0123" and
"my wife changed her number, it's 415-555-0188 now" were two plain memories with no slot, so the old number stayed
current beside the new one; 我老婆的手机号是…, then 我老婆换号了，新号码是… the same. Each fills the phone (or e-mail)
of the one named, so their change supersedes their own old value, never the user's nor another relative's. So are
those of one the user has by role ("my landlord's new number is ...", 我老板换号了，新号码是…, read as the user's own)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "owner", "slot", "value"),
    [
        ("my wife's number is 415-555-0123", "wife", "phone", "415-555-0123"),
        ("My wife's new number is 415-555-0177", "wife", "phone", "415-555-0177"),
        ("my mom's phone is 212-555-0147, she never picks up though", "mother", "phone", "212-555-0147"),
        ("my wife changed her number, it's 415-555-0188 now", "wife", "phone", "415-555-0188"),
        ("my hubby's cell: 07700 900456", "husband", "phone", "07700 900456"),
        ("My dad's email is bob.smith@aol.com", "father", "email", "bob.smith@aol.com"),
        ("my wife's work email is jen@acme.com", "wife", "work_email", "jen@acme.com"),
        ("我老婆的手机号是13612345678", "老婆", "phone", "13612345678"),
        ("我媳妇的手机：13600002222", "老婆", "phone", "13600002222"),
        ("我妈换号了，新号码是13711112222", "妈妈", "phone", "13711112222"),
        ("我老公的号码换成了13900001111", "老公", "phone", "13900001111"),
        ("我妹妹的邮箱是xiaomei@qq.com", "妹妹", "email", "xiaomei@qq.com"),
        # someone one has by role
        ("my landlord's new number is 555-0177", "landlord", "phone", "555-0177"),
        ("my boss's email is kim@acme.com", "boss", "email", "kim@acme.com"),
        ("我房东的电话是13512345678", "房东", "phone", "13512345678"),
        ("我老板换号了，新号码是13900001111", "老板", "phone", "13900001111"),
    ],
)
def test_their_number_is_their_slot(text: str, owner: str, slot: str, value: str) -> None:
    assert [(a.owner, a.attribute, a.value) for a in find_attributes(text)] == [(owner, slot, value)]


@pytest.mark.parametrize(
    "text",
    [
        "my wife's phone is broken",
        "my mom's phone is an iPhone",
        "my doctor's office number is 555-0111",
        "我老婆的手机坏了",
        "我们的电话是010-12345678",
    ],
)
def test_no_number_without_one(text: str) -> None:
    assert not [a for a in find_attributes(text) if a.attribute == "phone"]


@pytest.mark.parametrize(
    ("own", "theirs", "changed", "others"),
    [
        (
            "my number is 415-555-0101",
            "my wife's number is 415-555-0123",
            "my wife changed her number, it's 415-555-0188 now",
            "my mom's phone is 212-555-0147",
        ),
        (
            "我的手机号是13812345678",
            "我老婆的手机号是13612345678",
            "我老婆换号了，新号码是13600002222",
            "我妈的电话是13512345678",
        ),
    ],
)
def test_a_change_of_their_number_supersedes_only_theirs(
    hs: Hindsight, own: str, theirs: str, changed: str, others: str
) -> None:
    for i, text in enumerate([own, theirs, others, changed]):
        tell(hs, text, f"m{i}", i)
    records = by_source(hs)
    assert records["m1"].valid_to is not None  # their old number, now history
    assert all(
        records[i].valid_to is None for i in ("m0", "m2", "m3")
    )  # the user's, the mother's, the new one
    assert records["m3"].attributes["subject"] == records["m1"].attributes["subject"] != "user"


@pytest.mark.parametrize(
    ("own", "theirs", "changed", "request_"),
    [
        (
            "my number is 415-555-0101",
            "my wife's number is 415-555-0123",
            "my wife's new number is 415-555-0188",
            "forget my wife's number",
        ),
        (
            "我的手机号是13812345678",
            "我老婆的手机号是13612345678",
            "我老婆的新号码是13600002222",
            "忘掉我老婆的手机号",
        ),
    ],
)
def test_forgetting_their_number_takes_each_of_its_versions_and_not_the_users(
    hs: Hindsight, own: str, theirs: str, changed: str, request_: str
) -> None:
    """The best match alone was forgotten: the number it had replaced became current again (or, in Chinese, the old
    number went and the new one stayed)."""
    for i, text in enumerate([own, theirs, changed]):
        tell(hs, text, f"m{i}", i)
    hs.forget(query=request_, user_id="u")
    records = by_source(hs)
    assert (records["m1"].status, records["m2"].status) == ("forgotten", "forgotten")
    assert records["m0"].status == "active"


@pytest.mark.parametrize(
    ("theirs", "request_"),
    [
        ("My boss's phone number is 555-0101.", "forget my phone number"),
        ("Sam's number is 555-0142", "forget my phone number"),
        ("小王的手机号是13812340000", "忘掉我的手机号"),
        ("我老板的电话是13900000000", "别记我的电话号码了"),
    ],
)
def test_forgetting_the_users_number_takes_no_one_elses(hs: Hindsight, theirs: str, request_: str) -> None:
    """The user gave no number of their own: the slot named is the user's, never one found in the boss's or Sam's record."""
    tell(hs, theirs, "m1", 0)
    hs.forget(query=request_, user_id="u")
    assert by_source(hs)["m1"].status == "active"


@pytest.mark.parametrize(
    ("text", "theirs", "mine"),
    [
        ("My wife's number is 555-0100, mine is 555-0222", ("wife", "phone", "555-0100"), "555-0222"),
        ("My boss's phone is 555-0100; mine is 555-0222.", ("boss", "phone", "555-0100"), "555-0222"),
        (
            "my mom's email is linda@aol.com and mine's jo@y.io",
            ("mother", "email", "linda@aol.com"),
            "jo@y.io",
        ),
        ("我老婆的电话是13800001111，我的是13900002222", ("老婆", "phone", "13800001111"), "13900002222"),
    ],
)
def test_theirs_then_mine_keeps_both(
    real: Hindsight, text: str, theirs: tuple[str, str, str], mine: str
) -> None:
    """Someone's number then the speaker's own ("mine is ..."): two values, each its owner's; the one said first was
    dropped with only the speaker's kept."""
    found = {(a.owner, a.attribute, a.value) for a in find_attributes(text)}
    assert theirs in found and (None, theirs[1], mine) in found
    tell(real, text, "both", 0)
    slots = {
        (r.attributes.get("subject"), r.attributes.get("value"))
        for r in real.list_records(user_id="u")
        if r.attributes.get("attribute") == theirs[1]
    }
    assert ("user", mine) in slots and (theirs[0], theirs[2]) in slots
