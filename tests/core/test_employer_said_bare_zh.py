"""Where one works said in Chinese with 在 alone, work said around it (我在字节，最近很忙, 我现在在美团，天天加班) named no
employer; it is the employer now. Where one is (我在北京, 我在家, 我在路上, 我在星巴克), what one is doing (我在开会), one
with nothing of work said around it, someone else's and a question stay no employer."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("我在字节，最近很忙", "字节"),
        ("我现在在美团，天天加班", "美团"),
        ("我在阿里，项目太多了", "阿里"),
        ("我在网易，工资一般", "网易"),
        ("我在拼多多，太卷了", "拼多多"),
    ],
)
def test_an_employer_said_with_work_around_it(text: str, employer: str) -> None:
    assert ("works_at", employer) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在北京",
        "我在北京，最近很忙",
        "我在朝阳区，最近很忙",
        "我在新竹，最近加班",
        "我在家，最近很忙",
        "我在公司，老板在催",
        "我在路上，同事在等我",
        "我在吃饭，同事叫我",
        "我在开会，老板在讲话",
        "我在减肥，同事说我瘦了",
        "我在搬家，老板给了三天假",
        "我在准备面试，很忙",
        "我在星巴克，同事也在",
        "我在健身房，好忙",
        "我在高速上，领导催",
        "我在外婆家，老板打电话来",
        "我在字节，等会聊",
        "我在字节吗，最近很忙",
        "我在上海出差，很忙",
    ],
)
def test_no_employer_where_one_is_or_what_one_does(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "works_at"] == []


def test_someone_elses_is_theirs() -> None:
    assert [s for s in own_slots("我老公在字节，最近很忙") if s[0] == "works_at"] == []


def test_the_employer_said_bare_is_answered_for_where_one_works(real: Hindsight) -> None:
    ids, texts = first_answer(real, ["我喜欢喝美式", "我在字节，最近很忙", "我住在北京"], "我在哪家公司上班")
    assert ids == ["m1"], texts
