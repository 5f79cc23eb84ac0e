"""A job and its employer said in Chinese with the speaker left out at the start of what one says (在一家startup做PM,
在腾讯做产品经理, 目前在一家外企做HR), as WeChat messages drop 我: the speaker's. Before, nothing was read unless 我 or
现在 opened it. Where one only thinks of a job (我在考虑做产品经理, 在想要不要当老师), no job is read: before, 考虑 was read
as where the job is done."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


def work(text: str) -> list[tuple[str, str]]:
    return sorted(s for s in own_slots(text) if s[0] in ("works_at", "job"))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("在一家startup做PM", [("job", "PM"), ("works_at", "一家startup")]),
        ("在腾讯做产品经理", [("job", "产品经理"), ("works_at", "腾讯")]),
        ("目前在一家外企做HR", [("job", "HR"), ("works_at", "一家外企")]),
        ("在医院当护士 三班倒", [("job", "护士")]),
    ],
)
def test_a_job_said_without_the_speaker_is_theirs(text: str, said: list[tuple[str, str]]) -> None:
    assert work(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "我在考虑做产品经理",
        "在考虑做产品经理",
        "我在想要不要当老师",
        "在想要不要当老师",
        "在梦里当老板",
        "在家做饭",
        "在公司当牛做马",
        "在群里当管理员",
        "在路上 做完再说",
        "在找做运营的工作",
        "我姐姐住在台北，在医院当护士",
    ],
)
def test_no_job_of_ones_own_where_none_is_done(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "job"]
