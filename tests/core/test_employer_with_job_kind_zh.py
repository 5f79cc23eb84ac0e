"""An employer said in Chinese with the kind of job done there (我是字节的后端工程师, 我是华为的硬件工程师, 我是阿里的高级
产品经理): where one works, as 我是腾讯的程序员 is, so 我现在在美团上班 later supersedes it. Before, only a job word right
after 的 was read, and these were one of many things one is: 字节 stayed current beside 美团. A team (我们组的前端工程师)
or a job no longer held (阿里的前员工) is no employer."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("我是字节的后端工程师", "字节"),
        ("我是华为的硬件工程师", "华为"),
        ("我是阿里的高级产品经理", "阿里"),
        ("我是腾讯的程序员", "腾讯"),
    ],
)
def test_the_employer_said_with_the_kind_of_job_is_where_one_works(text: str, employer: str) -> None:
    # (the job told with it is read too, its own slot: test_occupation_slot)
    assert [slot for slot in own_slots(text) if slot[0] == "works_at"] == [("works_at", employer)]


@pytest.mark.parametrize("text", ["我是我们组的前端工程师", "我是我们公司的新员工", "我是阿里的前员工"])
def test_no_employer_in_a_team_or_a_job_no_longer_held(text: str) -> None:
    assert "works_at" not in [attribute for attribute, _ in own_slots(text)]


def test_a_new_employer_supersedes_the_one_said_with_the_job(hs: Hindsight) -> None:
    tell(hs, "我是字节的后端工程师", "m1", 0)
    tell(hs, "我现在在美团上班", "m2", 90)
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id and said["m1"].valid_to is not None
