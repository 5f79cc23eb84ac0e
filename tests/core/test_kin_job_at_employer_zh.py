"""A relative's job said with where they do it, in Chinese (我老婆是美团的骑手, 我妈是协和医院的护士): the job is theirs.
Before, the 的 between the employer and the job stopped the relative's job rule and nothing was read. Not someone
they are to another (我姐是我的偶像), a job no longer held (我妈是学校的前老师), nor the speaker's."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements


def jobs(text: str) -> list[tuple[str | None, str]]:
    return [(a.owner, a.value) for a in find_attributes(statements(text)) if a.attribute == "job"]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我老婆是美团的骑手", ("老婆", "骑手")),
        ("我妈是协和医院的护士", ("妈妈", "护士")),
        ("我哥是网易的产品经理", ("哥哥", "产品经理")),
        ("我爸是顺丰的快递员 天天很晚回家", ("爸爸", "快递员")),
    ],
)
def test_a_relatives_job_at_an_employer_is_theirs(text: str, job: tuple[str, str]) -> None:
    assert jobs(text) == [job]


@pytest.mark.parametrize(
    "text",
    [
        "我姐是我的偶像",
        "我老公是我的前同事",
        "我妈是学校的前老师",
        "我哥是他们公司的老板吗",
        "我爸是这个小区的保安吗",
    ],
)
def test_no_job_where_none_held_now_is_said(text: str) -> None:
    assert jobs(text) == []
