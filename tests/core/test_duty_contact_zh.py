"""Who to ask for a duty, said in Chinese the way a team tells it: 以后测试环境找小李, 报销的事找王姐, 测试环境有问题找小王,
发版现在归老张管. The duty's contact is one at a time (``contact_<duty>``): 小王离职了，以后测试环境找小李 supersedes 小王 for
the test environment, and no other duty's contact. Going to see someone (明天去找小李吃饭), asking for help now (帮我找一下
小李), a question (测试环境找谁？) or someone with no name (以后有事找我) says no contact."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


def _contacts(text: str) -> list[tuple[str, str]]:
    return [(a, v) for a, v in own_slots(text) if a.startswith("contact_")]


@pytest.mark.parametrize(
    ("text", "contact"),
    [
        ("小王离职了，以后测试环境找小李", ("contact_测试环境", "小李")),
        ("以后报销找王姐", ("contact_报销", "王姐")),
        ("测试环境有问题找小王", ("contact_测试环境", "小王")),
        ("报销的事直接找王姐就行", ("contact_报销", "王姐")),
        ("发版现在归老张管", ("contact_发版", "老张")),
        ("从下周起，服务器权限找Kevin开", ("contact_服务器权限", "Kevin")),
        ("以后数据库相关的问题都找张伟", ("contact_database", "张伟")),
    ],
)
def test_who_to_ask_for_a_duty(text: str, contact: tuple[str, str]) -> None:
    assert _contacts(text) == [contact]


@pytest.mark.parametrize(
    "text",
    [
        "以后有事找我",
        "以后找个好工作",
        "明天去找小李吃饭",
        "帮我找一下小李",
        "测试环境找谁？",
        "测试环境是不是要找小李？",
        "我找小李借了本书",
        "下班找老张喝酒",
        "刚才找王姐签了个字",
        "以后再找小李算账哈哈",
        "他说以后测试环境找小李",
        "测试环境有问题找运维",
        "以后报销找财务",
    ],
)
def test_no_contact_where_none_is_told(text: str) -> None:
    assert _contacts(text) == []


def test_the_new_contact_supersedes_the_one_before_for_that_duty(real: Hindsight) -> None:
    assert still_held(real, "测试环境有问题找小王", "报销找王姐", "小王离职了，以后测试环境找小李") == [
        False,
        True,
        True,
    ]


@pytest.mark.parametrize(
    "text",
    [
        "以后测试环境别找小王了",
        "以后不要找老张",
        "上次测试环境有问题找小王，他没理我",
        "昨天报销的事找王姐签了字",
    ],
)
def test_no_contact_denied_or_once(text: str) -> None:
    assert _contacts(text) == []


def test_the_matter_of_a_duty_said_with_shang() -> None:
    assert _contacts("工作上的事找小李，生活上的事找我") == [("contact_job", "小李")]


@pytest.mark.parametrize(
    ("text", "contact"),
    [("以后CI挂了找老王", ("contact_ci", "老王")), ("打印机坏了找小刘", ("contact_打印机", "小刘"))],
)
def test_who_to_ask_when_a_thing_goes_wrong(text: str, contact: tuple[str, str]) -> None:
    assert _contacts(text) == [contact]


@pytest.mark.parametrize(
    ("text", "contact"),
    [
        ("以后测试环境小李负责", ("contact_测试环境", "小李")),
        ("从下周起发版老张来管", ("contact_发版", "老张")),
    ],
)
def test_who_is_in_charge_from_now_on(text: str, contact: tuple[str, str]) -> None:
    assert _contacts(text) == [contact]


@pytest.mark.parametrize("text", ["测试环境小李负责吗？", "以前测试环境小李负责", "上周测试环境小李负责"])
def test_no_one_in_charge_asked_or_before(text: str) -> None:
    assert _contacts(text) == []


@pytest.mark.parametrize(
    ("text", "contact"),
    [
        ("测试环境的账号找小李要", ("contact_测试环境的账号", "小李")),
        ("账号找小王要", ("contact_账号", "小王")),
        ("报销单跟王姐要就行", ("contact_报销单", "王姐")),
        ("密码问Kevin要", ("contact_密码", "Kevin")),
        ("以后测试环境的账号找小李要", ("contact_测试环境的账号", "小李")),
    ],
)
def test_who_to_get_a_thing_from(text: str, contact: tuple[str, str]) -> None:
    """找X要 / 问X要 / 跟X要 filled no contact: an account got from 小王 was never superseded by one got from 小李."""
    assert _contacts(text) == [contact]


@pytest.mark.parametrize(
    "text",
    [
        "回头找小李要一下",
        "昨天找小李要了账号",
        "账号找小李要吗",
        "账号找谁要？",
        "我去找小李要钱",
        "他找小李要了两百块",
        "你找小李要吧",
    ],
)
def test_no_contact_in_a_thing_got_once_asked_or_by_another(text: str) -> None:
    assert _contacts(text) == []


def test_the_new_one_to_get_a_thing_from_supersedes_the_one_before(real: Hindsight) -> None:
    assert still_held(real, "账号找小王要", "密码问Kevin要", "小王走了，账号找小李要") == [False, True, True]
