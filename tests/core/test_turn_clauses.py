"""Which clause of a whole turn its supersession marks as replaced (:mod:`hindsight_core.lifecycle.turn_clauses`):
only a turn telling another thing of the speaker's own beside its value is marked; one saying more of the value
itself is replaced whole."""

from __future__ import annotations

import pytest

from hindsight_core.lifecycle.turn_clauses import replaced_clause


@pytest.mark.parametrize(
    ("said", "value", "clause"),
    [
        ("Hi, I'm Alice. I live in Paris and I work as a nurse.", "Paris", "I live in Paris"),
        ("I'm Dana, I work at Microsoft and I live in Seattle", "Microsoft", "I work at Microsoft"),
        ("I live in Austin and my partner works at Dell", "Austin", "I live in Austin"),
        ("I'm vegetarian, no mushrooms please, I hate the texture", "vegetarian", "I'm vegetarian"),
        ("大家好我是李娜，我在杭州住，是一名老师", "杭州", "我在杭州住"),
    ],
)
def test_a_turn_of_several_clauses_marks_the_clause_of_its_value(said: str, value: str, clause: str) -> None:
    assert replaced_clause(f"The user said: {said}", value) == clause


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("I live in Paris", "Paris"),
        ("I work at Google as a senior engineer", "Google"),
        ("I moved to Denver last month, it is colder than I thought", "Denver"),
        ("lol I live in Austin, the heat is insane", "Austin"),
        ("my dog is called Rex, he is a lab", "Rex"),
        ("I'm vegan, have been for 3 years", "vegan"),
        ("I work at Stripe, mostly on payments infra", "Stripe"),
        ("I live in Boston, which I love", "Boston"),
        ("we live in Leeds now, near the park", "Leeds"),
        ("I work at Dell. It pays ok.", "Dell"),
        ("我住在北京，离公司很近", "北京"),
        ("我在腾讯上班，做产品", "腾讯"),
        ("Hi, I'm Sam", "Sam"),
        # the value said twice: which clause holds it is unsure
        ("I live in Leeds, I've lived in Leeds all my life", "Leeds"),
    ],
)
def test_a_turn_saying_more_of_its_value_only_is_replaced_whole(said: str, value: str) -> None:
    assert replaced_clause(f"The user said: {said}", value) is None


def test_a_long_run_of_spaces_is_read_once() -> None:
    said = "I live in Paris," + " " * 200_000 + "and I work as a nurse"
    assert replaced_clause(said, "Paris") == "I live in Paris"
