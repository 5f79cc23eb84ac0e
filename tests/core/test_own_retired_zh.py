"""The speaker's own retirement said in Chinese ends their job: told with the job in the same message (我是老师，去年退休了,
我以前是会计，已经退休好几年了: the job is "not 老师", never held now) or in a later one (我是老师, then 我退休两年了 or 我已经
退了). Before, the same message stored 老师 as the job now and a later retirement left it current. A retirement ahead,
wished, not yet, supposed or someone else's (我是老师，明年退休; 我爸退休了; 等我退休了就去大理) ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


def _jobs(text: str) -> list[str]:
    return [value for attribute, value in own_slots(text) if attribute == "job"]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我是老师，去年退休了", "not 老师"),
        ("我是护士 前年退休了", "not 护士"),
        ("我以前是会计，已经退休好几年了", "not 会计"),
        ("我当了三十年老师，今年刚退休", "not 老师"),
        ("我是工程师，两年前就退下来了", "not 工程师"),
        ("我是会计，前年退的休", "not 会计"),
    ],
)
def test_a_job_told_with_ones_retirement_is_ended(text: str, job: str) -> None:
    assert _jobs(text) == [job]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("我是工程师，明年退休", "工程师"),
        ("我是医生，快退休了", "医生"),
        ("我是老师，还没退休", "老师"),
        ("我是老师，我爸去年退休了", "老师"),
        ("我是护士，我们科主任上个月退休了", "护士"),
        ("我是老师，退休金应该不少吧", "老师"),
        ("我是老师，想早点退休", "老师"),
        ("我是会计，退休了吗？没有哈哈", "会计"),
    ],
)
def test_the_job_holds_where_no_retirement_is_ones_own_now(text: str, job: str) -> None:
    assert _jobs(text) == [job]


def test_no_job_of_the_speaker_in_a_relatives_retirement() -> None:
    assert _jobs("我爸是老师，去年退休了") == []


@pytest.mark.parametrize(
    "later",
    [
        "我退休两年了",
        "我已经退了",
        "我去年就退休了",
        "退休好几年了，天天在家带孙子",
        "我退休了",
        # the verb split by 的, when said before it
        "我前年退的休",
        "我是去年退的休",
        "我两年前退的休，现在天天钓鱼",
    ],
)
def test_a_later_retirement_ends_the_job(real: Hindsight, later: str) -> None:
    assert still_held(real, "我是中学老师", later) == [False, True]


@pytest.mark.parametrize(
    "later",
    [
        "我爸退休两年了",
        "等我退休了就去大理住",
        "我明年退休",
        "我还没退休",
        "我们老板退休了",
        "退休以后想去大理",
        "我爸前年退的休",
        "你是哪年退的休？",
    ],
)
def test_no_end_where_the_retirement_is_not_ones_own_now(real: Hindsight, later: str) -> None:
    assert still_held(real, "我是中学老师", later)[0]


@pytest.mark.parametrize("later", ["我退休了", "我去年退休了", "我前年退的休"])
def test_a_later_retirement_ends_the_job_and_the_employer_told_apart(real: Hindsight, later: str) -> None:
    """The job and the employer told in separate messages (我是会计, 我在中建上班): a later 我退休了 ended the employer
    only (a record holds one slot), and "what do I do?" still answered 会计. A retirement ends both now; a job left
    (我辞职了) ends the employer alone, as before (one may do the same job elsewhere)."""
    assert still_held(real, "我是会计", "我在中建上班", later) == [False, False, True]


def test_a_job_left_ends_the_employer_only(real: Hindsight) -> None:
    assert still_held(real, "我是会计", "我在中建上班", "我辞职了") == [True, False, True]


def test_a_relatives_retirement_ends_neither(real: Hindsight) -> None:
    assert still_held(real, "我是会计", "我在中建上班", "我爸退休了") == [True, True, True]
