"""A word on the assistant's answer, an option picked or an idiom was a taste of the user's ("I like your answer":
likes = "your answer", "I love how you explained that", "I love the way you put it", "I like the second option
better", "I'm a fan of your work", "I like to think I'm a good listener": likes = "think", "I hate to say it":
dislikes = "say it"), so "what do I like?" could answer "your answer". What follows like, love, hate or "a fan of" is
no taste when it is the assistant's ("your", "how you", "the way you", "what you"), an option offered ("the second
option", "the first one") or "to say / to think"; "I love the new iPhone", "I don't like horror movies" as before."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots

_TASTES = {"likes", "dislikes"}


@pytest.mark.parametrize(
    "text",
    [
        "I like your answer",
        "I love how you explained that",
        "I love the way you put it",
        "I like the second option better",
        "I liked the first one more",
        "I'm a fan of your work",
        "I like to think I'm a good listener",
        "I hate to say it but you're right",
        "I don't like your tone",
    ],
)
def test_a_word_on_an_answer_or_an_option_is_no_taste(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in _TASTES] == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I love the new iPhone", ("likes", "new iPhone")),
        ("I don't like horror movies", ("dislikes", "horror movies")),
        ("I'm a big fan of Marvel", ("likes", "Marvel")),
        ("I really like my new neighbors", ("likes", "new neighbors")),
    ],
)
def test_a_taste_is_still_read(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "said",
    [
        "I like the blue one",
        "I love the second one",
        "i like the cheaper ones better tbh",
        "I like that one",
        "I prefer the shorter one",
    ],
)
def test_one_of_the_options_pointed_at_is_no_taste(said: str) -> None:
    """A pick ("I like the blue one") liked "blue one": the one pointed at among those shown is no thing liked."""
    assert not [s for s in own_slots(said) if s[0] in ("likes", "dislikes")]


@pytest.mark.parametrize(
    ("said", "slot"),
    [("I like the new iPhone", ("likes", "new iPhone")), ("I love the ocean", ("likes", "ocean"))],
)
def test_a_thing_said_with_the_is_still_liked(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)
