"""A correction of someone else's corrected the user's own record that held the value it takes back ("I'm allergic to
peanuts." then "oops, my bad: my son is allergic to shellfish, not peanuts": the user's peanut allergy superseded;
"I'm a nurse." then "correction: my sister is a doctor, not a nurse" ended the user's job, "correction: Jake is 35,
not 34" the user's age; 我对花生过敏 then 更正一下，我儿子是对海鲜过敏，不是花生 the same). What a correction says of
another person corrects a record that names them (a word of their relation or their name); one of the speaker's own
corrects as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held


@pytest.mark.parametrize(
    "said",
    [
        ("I'm allergic to peanuts.", "oops, my bad: my son is allergic to shellfish, not peanuts"),
        ("I'm a nurse.", "correction: my sister is a doctor, not a nurse"),
        ("I'm 34 years old.", "correction: Jake is 35, not 34"),
        ("我对花生过敏", "更正一下，我儿子是对海鲜过敏，不是花生"),
    ],
)
def test_a_correction_of_someone_else_leaves_the_users_own(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [True, True]


@pytest.mark.parametrize(
    "said",
    [
        ("My son is allergic to peanuts.", "oops, my bad: my son is allergic to shellfish, not peanuts"),
        ("My sister is a nurse.", "correction: my sister is a doctor, not a nurse"),
        ("Jake is 34.", "correction: Jake is 35, not 34"),
        ("My mom lives in Austin.", "sorry, I meant my mother lives in Dallas, not Austin"),
        ("I'm a nurse.", "correction: I'm a doctor, not a nurse"),
        ("我儿子对花生过敏", "更正一下，我儿子是对海鲜过敏，不是花生"),
    ],
)
def test_a_correction_still_corrects_whom_it_names(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]
