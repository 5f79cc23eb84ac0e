"""Two people of one name told apart by the role each is said with ("My daughter Emma is 6." then "My coworker Emma is
31.", 我女儿乐乐今年6岁 then 我同事乐乐今年31岁) are two: the coworker's age is no change of the daughter's, so both
stay current and "how old is my daughter?" still answers 6. Before, the coworker's age superseded the daughter's. One
said with a role and then bare ("Emma turned 7 today!") or with the same role again is one person, as before, and so
is one said with a role in two words ("my friend Emma" and "my best mate Emma", 我朋友小美 and 我闺蜜小美)."""

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
        # one role in two words: a friend as people call one ("my best mate Emma", 我闺蜜小美)
        (("my friend Emma lives in York", "my best mate Emma moved to Leeds"), [False, True]),
        (("my colleague Emma is 31.", "my co-worker Emma is 32 now."), [False, True]),
        (("my friend Jake lives in Austin", "my buddy Jake moved to Denver"), [False, True]),
        (("我朋友小美住在杭州", "我闺蜜小美搬到上海了"), [False, True]),
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
