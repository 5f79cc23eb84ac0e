"""A pastime taken up filled no slot ("I've taken up pottery", "I took up knitting last winter", "I picked up tennis
this spring", "I started swimming this month"; "taken up" was read only with "again"), nor one given up that no sport
list named ("I gave up pottery", "I quit knitting", "I stopped playing guitar"), so the pastime given up stayed
current beside its end. Each is a habit (``does``) whose end ends it and whose taking up again ends the end; what is
picked up or started that is no pastime ("I picked up the kids", "I started running the numbers", "I stopped
painting the fence"), a wish, a time gone or someone else's none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        ("I've taken up pottery", "I gave up pottery, too messy"),
        ("I took up knitting last winter", "I quit knitting, my hands hurt"),
        ("I just picked up tennis, anyone want to play?", "I don't play tennis anymore"),
        ("I started swimming this month", "I stopped swimming after the ear infection"),
        ("Took up crochet, it's so calming", "I stopped crochet, no time"),
        ("I play guitar every evening", "I stopped playing guitar"),
        ("I quit knitting", "I started knitting again"),
    ],
)
def test_a_pastime_taken_up_and_given_up_ends_the_one_before(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I've taken up pottery", "pottery"),
        ("I got into baking sourdough this year", "baking"),
        ("I started going to the gym", "gym"),
        ("I paint most weekends", "painting"),
    ],
)
def test_a_pastime_is_read_by_its_one_name(text: str, habit: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "does"] == [("does", habit)]


@pytest.mark.parametrize(
    "text",
    [
        "I picked up the kids from school",
        "I took up the offer from Acme",
        "I picked up a cold from my kid",
        "I started running the numbers for Q3",
        "I stopped painting the fence halfway through",
        "My wife has taken up yoga",
        "I want to take up pottery",
        "I might pick up tennis this spring",
        "I took up smoking in college, quit in 2019",
    ],
)
def test_what_is_no_pastime_taken_up_or_given_up_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "does"] == []
