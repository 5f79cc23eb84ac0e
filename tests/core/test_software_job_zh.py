"""Software work said by its part in Chinese (我在腾讯做后端开发, 我现在做开发, 我做后端, 我是软件开发) is the job. Before,
开发 and 后端 were no job's word: 我在腾讯做后端开发 stored the employer and no job, 我是软件开发 only something one is.
Developing a thing (我在开发一个小程序), a development zone or invoices (开发区, 开发票) is no job."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


def jobs(text: str) -> list[str]:
    return [value for attribute, value in own_slots(text) if attribute == "job"]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我在腾讯做后端开发", "后端开发"),
        ("我做前端开发的", "前端开发"),
        ("我现在做开发", "开发"),
        ("我做后端", "后端"),
        ("我是软件开发", "软件开发"),
        ("我在米哈游做游戏开发三年了", "游戏开发"),
    ],
)
def test_software_work_is_the_job(text: str, job: str) -> None:
    assert jobs(text) == [job]


@pytest.mark.parametrize(
    "text",
    [
        "我在开发一个小程序",
        "我做开发区的项目",
        "我们在做开发票的功能",
        "我做后端的活",
        "我在做前端的页面",
        "我当开发商的托",
        "我在前端等你",
        "我做开发中",
    ],
)
def test_developing_a_thing_is_no_job(text: str) -> None:
    assert jobs(text) == []
