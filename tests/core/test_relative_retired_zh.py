"""A relative's job told in Chinese with their retirement in the same sentence (我妈是小学老师 今年刚退休) is a job held
before: it ends the relative's job ("not 小学老师"), so an earlier 我妈是小学老师 no longer holds. Before, the job was
stored as held now. A retirement ahead, wished, not yet or someone else's ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.retain_helpers import still_held


def kin_jobs(text: str) -> list[tuple[str | None, str]]:
    return [(a.owner, a.value) for a in find_attributes(statements(text)) if a.attribute == "job" and a.owner]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我妈是小学老师 今年刚退休", ("妈妈", "not 小学老师")),
        ("我老公做了三十年会计 上个月退了休", ("老公", "not 会计")),
        ("我爸是公务员 已经退休两年了", ("爸爸", "not 公务员")),
    ],
)
def test_a_relatives_job_ends_with_their_retirement(text: str, job: tuple[str, str]) -> None:
    assert kin_jobs(text) == [job]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我妈是老师，明年退休", ("妈妈", "老师")),
        ("我爸是医生，快退休了", ("爸爸", "医生")),
        ("我妈是护士 想退休", ("妈妈", "护士")),
        ("我妈是小学老师 她同事今年刚退休", ("妈妈", "小学老师")),
        ("我妈是老师 我今年退休了", ("妈妈", "老师")),
        ("我妈是老师 还没退休", ("妈妈", "老师")),
        ("我妈是老师 退休金挺高", ("妈妈", "老师")),
    ],
)
def test_the_job_holds_where_no_retirement_is_theirs_now(text: str, job: tuple[str, str]) -> None:
    assert kin_jobs(text) == [job]


def test_the_retirement_ends_the_job_told_before(real: Hindsight) -> None:
    assert still_held(real, "我妈是小学老师", "我妈是小学老师 今年刚退休") == [False, True]
