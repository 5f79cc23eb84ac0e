"""A relative's job said as held before (以前是, 之前是, 原来是) and their retirement in the same sentence (我爸以前是
工程师，去年退休了) ends the relative's job: an earlier 我爸是工程师 no longer holds. Before, 以前 made the whole clause
history and nothing was read, so the job said before stayed held. It is never the speaker's job."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.attributes import AttributeMatch
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我爸以前是工程师，去年退休了", ("爸爸", "not 工程师")),
        ("我妈之前是小学老师 前年退休了", ("妈妈", "not 小学老师")),
        ("我老公原来是公务员，已经退休两年了", ("老公", "not 公务员")),
        ("我爸以前当了三十年医生 上个月刚退休", ("爸爸", "not 医生")),
    ],
)
def test_a_job_held_before_ends_with_the_retirement(text: str, job: tuple[str, str]) -> None:
    assert [(a.owner, a.value) for a in _jobs(text)] == [job]
    assert not [s for s in own_slots(text) if s[0] in ("job", "is_a")]


@pytest.mark.parametrize(
    "text",
    [
        "我爸以前是工程师",  # no retirement: only what he was
        "我爸以前是工程师，明年退休",
        "我爸以前是工程师，后来转行做生意了",
        "我爸以前是工程师 退休了吗",
        "我爸以前是工程师，我去年退休了",
    ],
)
def test_no_end_where_no_retirement_of_theirs_is_told(text: str) -> None:
    assert not [a for a in _jobs(text) if a.value.startswith("not ")]


def test_the_retirement_ends_the_job_told_before(real: Hindsight) -> None:
    assert still_held(real, "我爸是工程师", "我爸以前是工程师，去年退休了") == [False, True]


def _jobs(text: str) -> list[AttributeMatch]:
    return [a for a in find_attributes(statements(text)) if a.attribute == "job" and a.owner]


def test_slots_read_are_the_fathers() -> None:
    assert ("job", "not 工程师") in slots("我爸以前是工程师，去年退休了")
