"""A work e-mail and a personal one are two values the user has at once, not a change: 我的工作邮箱是… after 我的邮箱是…
keeps both current (``work_email`` beside ``email``), as "My work email is ..." after "my email is ..." does; "my
personal email is ...", 我的个人邮箱是… is the user's own address, which a new one supersedes."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我的工作邮箱是wanglei@bytedance.com", "work_email", "wanglei@bytedance.com"),
        ("公司邮箱改了，以后发 wl@corp.cn", "work_email", "wl@corp.cn"),
        ("我的单位邮箱：liu.fang@sgcc.com.cn", "work_email", "liu.fang@sgcc.com.cn"),
        ("我的个人邮箱是wl88@qq.com", "email", "wl88@qq.com"),
        ("邮箱改了，以后发 zw@outlook.com", "email", "zw@outlook.com"),
        ("my personal email is ana.r@proton.me", "email", "ana.r@proton.me"),
        ("My private email address: ana@fastmail.com", "email", "ana@fastmail.com"),
        ("My work email is ana@acme.com", "work_email", "ana@acme.com"),
    ],
)
def test_the_kind_of_address_is_its_slot(text: str, slot: str, value: str) -> None:
    assert [(a.attribute, a.value) for a in find_attributes(text)] == [(slot, value)]


@pytest.mark.parametrize(
    "text", ["我老板的工作邮箱是boss@corp.cn", "同事的公司邮箱是x@corp.cn", "my personal trainer is Bob"]
)
def test_no_address_of_the_users_from_anothers(text: str) -> None:
    assert not [a for a in find_attributes(text) if a.attribute in ("email", "work_email")]


@pytest.mark.parametrize(
    ("own", "work"),
    [
        ("我的邮箱是wang.lei@163.com", "我的工作邮箱是wanglei@bytedance.com"),
        ("我的个人邮箱是wl88@qq.com", "对了，公司邮箱是 wl@corp.cn"),
        ("my personal email is ana.r@proton.me", "My work email is ana@acme.com"),
    ],
)
def test_a_work_address_supersedes_no_personal_one(hs: Hindsight, own: str, work: str) -> None:
    tell(hs, own, "m1", 0)
    tell(hs, work, "m2", 1)
    records = by_source(hs)
    assert records["m1"].valid_to is None and records["m2"].valid_to is None
    assert (records["m1"].attributes["attribute"], records["m2"].attributes["attribute"]) == (
        "email",
        "work_email",
    )


def test_a_new_personal_address_supersedes_the_old(hs: Hindsight) -> None:
    tell(hs, "my personal email is ana.r@proton.me", "m1", 0)
    tell(hs, "my email is ana.ruiz@gmail.com now", "m2", 1)
    records = by_source(hs)
    assert records["m1"].valid_to is not None and records["m2"].valid_to is None
