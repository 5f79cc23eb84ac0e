"""A job said in Chinese the way tech offices and shops say it: a front-end or a front-desk job (前端, 前台: their 前
no "former"), a title said in English inside Chinese (我是data scientist, 我是PM, 我是一名full stack), a job said as
what one is doing (我在做SRE, 我现在在做运维) and one held at a place pointed at (我是这家店的服务员). A former job
(我是前护士), someone else's (我老婆是前台) and what is no job (我在做饭, 我是这家店的常客, 我是前天到的) fill none."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "job"),
    [
        # 前端 / 前台 are jobs, their 前 is no "former"
        ("我是前端", "前端"),
        ("我是前端开发，主要写react", "前端开发"),
        ("我是前台，每天接待客户", "前台"),
        # a title said in English inside Chinese
        ("我是data scientist", "data scientist"),
        ("我是一名full stack", "full stack"),
        ("我是个full stack engineer，啥都干", "full stack engineer"),
        ("我是backend engineer，主要写go", "backend engineer"),
        ("我是一个software engineer", "software engineer"),
        ("我是 front end engineer", "front end engineer"),
        ("我是devops", "devops"),
        ("我是DBA", "DBA"),
    ],
)
def test_a_job_said_as_what_one_is(text: str, job: str) -> None:
    assert ("job", job) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我是前护士",
        "我是前任的朋友",
        "我是前天到的",
        "我是前年毕业的",
        "我老婆是前台",
        "我是a big fan of 周杰伦",
        "我是retired teacher",
        "我是former PM",
    ],
)
def test_no_job_now(text: str) -> None:
    assert not [a for a, _ in own_slots(text) if a == "job"]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        # a job said as what one is doing (在做, 在干): the job, not a task
        ("我在做SRE", "SRE"),
        ("我现在在做运维", "运维"),
        ("我在做全栈，前后端都写", "全栈"),
        ("我目前在干销售", "销售"),
        # a job at a place pointed at, not named
        ("我是这家店的服务员", "服务员"),
        ("我是这个小区的保安", "保安"),
        ("我是这家医院的护士，上夜班好累", "护士"),
    ],
)
def test_a_job_said_as_done_now_or_held_here(text: str, job: str) -> None:
    assert ("job", job) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在做饭",
        "我在做PPT",
        "我在做一个小程序",
        "我在做测试题",
        "我在做运营方案",
        "我在做销售报表呢",
        "我在做开发计划",
        "我是这家店的常客",
        "我是这家店的老顾客了哈哈",
        "我是这个群的群主",
        "他是这家店的服务员",
        "如果我是这家店的老板就好了",
    ],
)
def test_no_job_in_a_task_or_a_visit(text: str) -> None:
    assert not [a for a, _ in own_slots(text) if a == "job"]


def test_testing_done_now_is_no_job() -> None:
    assert not [a for a, _ in own_slots("我在做接口测试") if a == "job"]


def _kin_jobs(text: str) -> list[tuple[str | None, str]]:
    from hindsight_core.extraction.cues import find_attributes, statements

    return [(a.owner, a.value) for a in find_attributes(statements(text)) if a.attribute == "job"]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我妹是前端", ("妹妹", "前端")),
        ("我老婆是前台", ("老婆", "前台")),
        ("我朋友小李是前端", ("小李", "前端")),
    ],
)
def test_a_relatives_front_end_or_front_desk_job_is_theirs(text: str, job: tuple[str, str]) -> None:
    assert _kin_jobs(text) == [job]


def test_a_relatives_former_job_is_none() -> None:
    assert _kin_jobs("我姐是前护士") == []


@pytest.mark.parametrize(
    "text", ["我是新来的实习生，请多关照🙏", "我是刚来的运营", "我是新入职的产品经理", "我是刚毕业的程序员"]
)
def test_a_newcomer_names_no_employer(text: str) -> None:
    assert not [v for a, v in own_slots(text) if a == "works_at"]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我在做data analyst", "data analyst"),
        ("我在谷歌当senior engineer", "senior engineer"),
        ("我现在做QA engineer", "QA engineer"),
    ],
)
def test_an_english_title_of_several_words_done_now(text: str, job: str) -> None:
    assert ("job", job) in own_slots(text)
