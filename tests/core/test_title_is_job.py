"""One's title said in a sentence ("My title is Head of Data") filled a slot ``title`` of its own, while the same said
as a form's line ("My title: Head of Data", a pasted "Title:") and "I'm a data analyst" fill ``job``: a promotion said
one way left the job said the other way current. A title is one's job; a favourite title is still a favourite."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("My title is Head of Data", ("job", "Head of Data")),
        ("My title: Head of Data", ("job", "Head of Data")),
        ("my favorite title is Dune", ("favorite_title", "Dune")),
    ],
)
def test_a_title_is_the_job(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


def test_a_title_said_in_a_sentence_supersedes_the_job(real: Hindsight) -> None:
    assert still_held(real, "I'm a data analyst", "My title is Head of Data now") == [False, True]
