"""A student's graduation ends their studies ("I'm a PhD student at Stanford" then "I finally graduated!", 我是研究生 then
我研究生毕业了): the student's job is history, so "am I a student?" answers the graduation first. A graduation ahead,
supposed, long past, from a school before or someone else's, or a job that is no student's, is left as it was."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer, still_held


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("I'm a PhD student at Stanford.", "I finally graduated!"), [False, True]),
        (("I'm a college student", "Just graduated!! Can't believe it"), [False, True]),
        (("I'm a grad student", "I got my degree today"), [False, True]),
        (("我是研究生", "我研究生毕业了"), [False, True]),
        (("我是一名大学生", "终于毕业了！"), [False, True]),
        # kept
        (("I'm a nurse.", "I finally graduated!"), [True, True]),
        (("I'm a college student", "when I graduate I'll move to Berlin"), [True, True]),
        (("I'm a college student", "I graduated high school in 2019"), [True, True]),
        (("I'm a grad student", "my sister just graduated"), [True, True]),
        (("我是学生", "等我毕业了就去北京"), [True, True]),
        (("我是学生", "我儿子毕业了"), [True, True]),
    ],
)
def test_a_graduation_ends_the_students_job(hs: Hindsight, said: tuple[str, ...], held: list[bool]) -> None:
    assert still_held(hs, *said) == held


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (["I'm a PhD student at Stanford.", "I finally graduated!"], "am I a student?"),
        (["我是研究生", "我研究生毕业了"], "我还是学生吗"),
    ],
)
def test_asked_whether_a_student_the_graduation_comes_first(
    real: Hindsight, said: list[str], asked: str
) -> None:
    source, texts = first_answer(real, said, asked)
    assert source == ["m1"], texts
