"""What the user is in a team or a project, said in Chinese (我是这个项目的PM, 我是我们组的leader, 我在这个项目里是PM):
the job slot, the role alone ("PM", "leader": not 我们组的leader, an ``is_a`` no later job changed), so a later
我现在是组长了 supersedes it. Someone else's, a time before, a question, a supposition or what is no work (我是我们组的
开心果) fills no job."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我是这个项目的PM", "PM"),
        ("我是我们组的leader", "leader"),
        ("我是我們team的tech lead", "tech lead"),
        ("我是这个项目的负责人", "负责人"),
        ("我在这个项目里是PM", "PM"),
        ("我是我们组的组长", "组长"),
        ("我现在是我们部门的经理", "经理"),
        ("我是我们公司的CTO", "CTO"),
        ("我是CEO", "CEO"),
    ],
)
def test_a_role_in_a_team_or_project_is_the_job(text: str, job: str) -> None:
    assert ("job", job) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我是我们组的开心果",
        "我是这个项目的粉丝",
        "我老公是他们公司的PM",
        "他是我们组的leader",
        "我以前是我们组的leader",
        "我是我们组的leader吗",
        "如果我是这个项目的PM就好了",
        "我是我们组最菜的",
        "我是这个项目的第一个用户",
        "我是这个项目的甲方",
        "我是我们组的小透明",
    ],
)
def test_no_job_in_what_is_no_work_anothers_or_a_time_before(text: str) -> None:
    assert [slot for slot in own_slots(text) if slot[0] == "job"] == []


def test_a_new_role_supersedes_the_one_said_in_a_team(hs: Hindsight) -> None:
    assert still_held(hs, "我是我们组的leader", "我现在是组长了") == [False, True]
