"""One person named two ways, by relation ("my daughter is 6", 我女儿今年5岁) and by name ("Emma turned 7 today!",
乐乐6岁了): where the user's records join the two ("my daughter's name is Emma", "my daughter Emma", 我女儿叫乐乐), a value
said of either supersedes the other's, so "how old is my daughter?" answers the new age first. A relation of two names
("my daughter Emma", "my daughter Lily"), a name someone else has too ("my coworker Emma") or an ex joins no one."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer, still_held


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("My daughter's name is Emma.", "My daughter is 6.", "Emma turned 7 today!"), [True, False, True]),
        (("My daughter Emma is 6.", "my daughter just turned 7!"), [False, True]),
        (("My husband Dave is 40.", "my husband turned 41 yesterday"), [False, True]),
        (("My sister Anna lives in Leeds.", "My sister moved to York."), [False, True]),
        (("我女儿叫乐乐", "我女儿今年5岁", "乐乐6岁了"), [True, False, True]),
        (("我儿子小宇今年五岁", "我儿子六岁了"), [False, True]),
    ],
)
def test_a_value_said_by_name_or_by_relation_supersedes_the_other(
    hs: Hindsight, said: tuple[str, ...], held: list[bool]
) -> None:
    assert still_held(hs, *said) == held


@pytest.mark.parametrize(
    "said",
    [
        ("My daughter Emma is 6.", "My daughter Lily is 3.", "my daughter just turned 7!"),
        ("My daughter's name is Emma.", "my daughter lives in Leeds", "My coworker Emma moved to Paris."),
        ("my ex-boyfriend Tom turned 30 last week", "my boyfriend is 28"),
        ("My daughter's name is Emma.", "my daughter is 6", "My niece Emma turned 9."),
        ("我女儿叫乐乐", "我女儿今年5岁", "我同事乐乐搬到上海了", "乐乐6岁了"),
    ],
)
def test_a_relation_and_a_name_not_surely_one_person_stay_apart(hs: Hindsight, said: tuple[str, ...]) -> None:
    assert still_held(hs, *said) == [True] * len(said)


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (
            ["My daughter's name is Emma.", "My daughter is 6.", "Emma turned 7 today!"],
            "how old is my daughter?",
        ),
        (["我女儿叫乐乐", "我女儿今年5岁", "乐乐6岁了"], "我女儿几岁了"),
    ],
)
def test_asked_by_relation_the_age_said_by_name_comes_first(
    real: Hindsight, said: list[str], asked: str
) -> None:
    source, texts = first_answer(real, said, asked)
    assert source == ["m2"], texts
