"""Dictated and hastily typed statements fill the slots a written one does: a hesitation is no part of the value ("I
work at uh Stripe", "i work at uh google" filled "uh google"; 我住在 嗯 杭州 filled 嗯), a stuttered small word is said
once ("I live in in Denver"), an apostrophe left out is read ("im vegan", "i dont eat meat"). Words that look alike
and are not ("I work at UM hospital", "I had had enough of Boston") read as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.hesitations import tidied
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("I work at uh Stripe", [("works_at", "Stripe")]),
        ("I work at, um, Stripe", [("works_at", "Stripe")]),
        ("I work at... erm... Stripe", [("works_at", "Stripe")]),
        ("i work at uh google", [("works_at", "google")]),
        ("I live in in Denver", [("lives_in", "Denver")]),
        ("I work at the the Home Depot", [("works_at", "Home Depot")]),
        ("im vegan", [("diet", "vegan")]),
        ("so yeah im a nurse", [("job", "nurse")]),
        ("ive been vegan for years", [("diet", "vegan")]),
        ("i dont eat meat", [("diet", "vegetarian")]),
        ("I dont work at Google anymore", [("works_at", "not Google")]),
        ("我住在 嗯 杭州", [("lives_in", "杭州")]),
        ("我在呃阿里上班", [("works_at", "阿里")]),
        ("我在，呃，阿里上班", [("works_at", "阿里")]),
        ("我住在杭州，嗯，在阿里上班", [("lives_in", "杭州"), ("works_at", "阿里")]),
        # what looks like one and is not
        ("I work at UM hospital", [("works_at", "UM")]),
        ("I had had enough of Boston so I moved to Denver", [("lives_in", "Denver")]),
        ("I live in Denver, um, my wife works at Stripe", [("lives_in", "Denver")]),
    ],
)
def test_a_dictated_or_hasty_statement_fills_its_slot(said: str, slots: list[tuple[str, str]]) -> None:
    assert sorted(own_slots(said)) == sorted(slots)


def test_the_text_read_keeps_where_each_character_was_said() -> None:
    said = "I work at, uh, Stripe"
    text, at = tidied(said)
    assert text == "I work at Stripe"
    assert at is not None and said[at[text.index("Stripe")] :].startswith("Stripe")
    assert tidied("I live in Leeds") == ("I live in Leeds", None)


@pytest.mark.parametrize(
    ("first", "again"), [("i work at uh google", "i work at google"), ("我住在 嗯 杭州", "我住在杭州")]
)
def test_the_value_said_again_without_the_hesitation_is_no_change(
    hs: Hindsight, first: str, again: str
) -> None:
    tell(hs, first, "m1", 0)
    tell(hs, again, "m2", 7)
    records = by_source(hs)
    assert records["m1"].superseded_by is None  # "uh google" -> "google" was a change of employer
    assert records["m1"].source_ids == ["m1", "m2"]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("I'm a stay at home dad", "stay-at-home dad"),
        ("im a stay at home parent now", "stay-at-home parent"),
        ("I'm a stay at home mum", "stay-at-home mum"),
    ],
)
def test_a_compound_typed_with_spaces_is_read_whole(text: str, job: str) -> None:
    """ "I'm a stay at home mum" was "a stay", cut at "at" (an ``is_a`` of "stay"); it is the job, as hyphenated."""
    assert ("job", job) in own_slots(text) and ("is_a", "stay") not in own_slots(text)


@pytest.mark.parametrize(
    "text", ["I stay at home on Sundays", "I'd rather stay at home tonight", "we stay at home mostly"]
)
def test_staying_at_home_is_no_compound(text: str) -> None:
    assert own_slots(text) == []
