"""A Chinese job title said whole is the job, never the shorter word it opens with: 我当护士长 is a head nurse (not
护士), 我做销售经理 a sales manager (not 销售), 我做律师助理 a paralegal (not 律师). Before, the rules that read a job after
当, 做 or 干 took the first job's word they met inside the title."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


def jobs(text: str) -> list[str]:
    return [value for attribute, value in own_slots(text) if attribute == "job"]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我当护士长", "护士长"),
        ("我在医院当护士长十年了", "护士长"),
        ("我做销售经理", "销售经理"),
        ("我做律师助理", "律师助理"),
        ("我在律所做律师助理", "律师助理"),
        ("我在公司当财务经理", "财务经理"),
        ("我现在做客服主管", "客服主管"),
        ("我做了三年会计师", "会计师"),
        ("我在银行当客户经理", "客户经理"),
        ("我做人事专员", "人事专员"),
        ("我是销售经理", "销售经理"),
        ("我是护士长", "护士长"),
    ],
)
def test_the_whole_title_is_the_job(text: str, job: str) -> None:
    assert jobs(text) == [job]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我当护士十年了", "护士"),
        ("我做会计", "会计"),
        ("我在医院当护士 长期夜班", "护士"),
        ("我做销售 经理人很好", "销售"),
        ("我当老师好多年了", "老师"),
        ("我现在干销售", "销售"),
    ],
)
def test_a_word_after_the_job_that_is_no_title_is_left_out(text: str, job: str) -> None:
    assert jobs(text) == [job]
