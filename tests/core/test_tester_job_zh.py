"""A tester's job as Chinese tech offices say it (我在小米当测试, 我是测试, 我是测开, 我是做测试的) is a job; before, 测试
was no job's word, so 我在小米当测试 stored the employer only and 我是测试 was some thing one is. Testing done, not a
job (我在给新版本做测试, 测试一下, 做测试题), is none."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("我在小米当测试", [("works_at", "小米"), ("job", "测试")]),
        ("我是测试", [("job", "测试")]),
        ("我是测开", [("job", "测开")]),
        ("我当测试三年了", [("job", "测试")]),
        ("我在小米当测试工程师", [("works_at", "小米"), ("job", "测试工程师")]),
    ],
)
def test_a_tester_is_a_job(text: str, slots: list[tuple[str, str]]) -> None:
    assert own_slots(text) == slots


@pytest.mark.parametrize(
    "text",
    [
        "我在给新版本做测试",
        "我在帮同事做测试",
        "我是测试一下这个功能",
        "我在做测试题",
        "我今天做测试题",
        "我是来测试的",
    ],
)
def test_testing_done_is_no_job(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] in ("job", "works_at")]
