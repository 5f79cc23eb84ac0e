"""A job or a degree said in English inside Chinese, as tech offices and students abroad type it: 我在微软做SDE is the job
SDE at 微软, 我在伦敦读master a student now, 我在UCL读master the school UCL. Before, an English job word other than PM
and an English degree read no job and no school."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我在微软做SDE", ("job", "SDE")),
        ("我在微软做SDE", ("works_at", "微软")),
        ("我在谷歌当engineer", ("job", "engineer")),
        ("我是SWE", ("job", "SWE")),
        ("我在字节做QA", ("job", "QA")),
        ("我在伦敦读master", ("job", "学生")),
        ("我在伦敦读研", ("job", "学生")),
        ("我在UCL读master", ("school", "UCL")),
        ("我在NYU读MBA", ("school", "NYU")),
        ("我现在在帝国理工读PhD", ("job", "学生")),
    ],
)
def test_a_job_or_degree_said_in_english_is_read(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我以前在伦敦读master",
        "我想在伦敦读master",
        "我女儿在伦敦读master",
        "我在图书馆读书",
        "我在做QA测试",
        "我在QA群里",
        "如果我在微软做SDE就好了",
    ],
)
def test_no_job_or_school_where_none_is_held_now(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] in ("job", "school")]


def test_a_country_is_no_school() -> None:
    assert not [s for s in own_slots("我在US读master") if s[0] == "school"]
