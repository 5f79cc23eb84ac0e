"""Two people of one name told apart by the role each is said with ("My daughter Emma is 6." then "My coworker Emma is
31.", 我女儿乐乐今年6岁 then 我同事乐乐今年31岁) are two: the coworker's age is no change of the daughter's, so both
stay current and "how old is my daughter?" still answers 6. Before, the coworker's age superseded the daughter's. One
said with a role and then bare ("Emma turned 7 today!") or with the same role again is one person, as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer, still_held


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("My daughter Emma is 6.", "My coworker Emma is 31."), [True, True]),
        (("我女儿乐乐今年6岁", "我同事乐乐今年31岁"), [True, True]),
        # one person
        (("My daughter Emma is 6.", "Emma turned 7 today!"), [False, True]),
        (("My daughter Emma is 6.", "My daughter Emma is 7 now."), [False, True]),
        (("我女儿乐乐今年6岁", "乐乐7岁了"), [False, True]),
    ],
)
def test_a_name_said_with_two_roles_is_two_people(
    real: Hindsight, said: tuple[str, ...], held: list[bool]
) -> None:
    assert still_held(real, *said) == held


def test_the_daughters_age_is_answered_after_the_coworkers(real: Hindsight) -> None:
    source, texts = first_answer(
        real, ["My daughter Emma is 6.", "My coworker Emma is 31."], "how old is my daughter?"
    )
    assert source == ["m0"], texts
