"""The speaker's own retirement said in English in a later message ends their job told on its own: "I work as a
nurse", then "I'm retired now". Before, only the Chinese (我退休了) was read: the employer told apart ended ("I work at
St Mary's"), the job stayed current and "what do I do?" still answered nurse. A retirement ahead, wished, supposed,
asked, someone else's or an object retired ("I retired my old laptop") ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held


@pytest.mark.parametrize(
    "later",
    [
        "I'm retired now",
        "I finally retired last month, no more night shifts",
        "I retired in 2019",
        "I've been retired for 3 years",
        "i retired from nursing last june",
        "now that I'm retired I have time for the garden",
    ],
)
def test_a_later_retirement_ends_the_job(real: Hindsight, later: str) -> None:
    assert still_held(real, "I work as a nurse", later) == [False, True]


@pytest.mark.parametrize(
    "later",
    [
        "I'll retire next year",
        "when I'm retired I'll travel",
        "I want to retire early",
        "my dad retired last year",
        "I retired my old laptop",
        "we retired the v1 API last sprint",
        "I retired from competitive chess",
        "if I retired now would I get a pension?",
        "I'm retiring in March",
        "I'm not retired",
    ],
)
def test_no_end_where_the_retirement_is_not_ones_own_now(real: Hindsight, later: str) -> None:
    assert still_held(real, "I work as a nurse", later)[0]


def test_a_later_retirement_ends_the_job_and_the_employer_told_apart(real: Hindsight) -> None:
    assert still_held(real, "I work as a nurse", "I work at St Mary's", "I'm retired now") == [
        False,
        False,
        True,
    ]
