"""A taste said with how much, or as being obsessed with or hooked on it, filled no slot ("I absolutely love sushi",
"I honestly can't stand cilantro", "I loathe country music", "I'm obsessed with Korean fried chicken", "I can't get
enough of matcha"), so a later change of mind ended nothing: "I'm obsessed with Korean fried chicken", then "I can't
stand Korean fried chicken anymore", both stayed current. They are likes and dislikes as "I love" and "I hate" are;
"I'm not obsessed with sushi" is none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I absolutely love sushi", ("likes", "sushi")),
        ("I really really love pizza", ("likes", "pizza")),
        ("I kind of like working from home", ("likes", "working from home")),
        ("I'm obsessed with Korean fried chicken lately", ("likes", "Korean fried chicken")),
        ("I'm kinda hooked on matcha", ("likes", "matcha")),
        ("I'm absolutely crazy about dogs", ("likes", "dogs")),
        ("I can't get enough of matcha", ("likes", "matcha")),
        # a game, a show or a record named after "the new" / "the latest" (not "the new album": no name)
        ("I'm hooked on the new Zelda", ("likes", "new Zelda")),
        ("ngl I'm obsessed with the latest Taylor Swift album", ("likes", "latest Taylor Swift album")),
        # addicted to it, or into it for a while: a title whole
        ("I'm addicted to The Sims", ("likes", "The Sims")),
        ("I'm kinda addicted to Wordle", ("likes", "Wordle")),
        ("I've been really into Severance lately", ("likes", "Severance")),
        ("I've been into The Bear lately", ("likes", "The Bear")),
        ("I absolutely hate olives", ("dislikes", "olives")),
        ("I honestly can't stand cilantro", ("dislikes", "cilantro")),
        ("I absolutely loathe country music", ("dislikes", "country music")),
        ("I seriously despise traffic", ("dislikes", "traffic")),
    ],
)
def test_a_taste_said_strongly_fills_its_slot(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "I'm not obsessed with sushi",
        "I'm obsessed with the new album",
        "I'm hooked on the new season",
        "my son is hooked on the new Zelda",
        "I can't get enough of it",
        "my son is addicted to Fortnite",
        "I'm addicted to my phone lol",
        "I'm addicted to painkillers",
        "I'm hooked on nicotine",
        "I've been really into it lately",
        "I've been into my third week of the diet",
        "have you been into Severance?",
        # said in irony
        "evenings. I absolutely LOVE 5am alarms, said no one ever",
        "I honestly hate free pizza, said nobody ever",
        "I love Mondays /s",
    ],
)
def test_no_taste_is_read_where_none_is_named(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] in ("likes", "dislikes")]


@pytest.mark.parametrize(
    ("said", "other", "changed"),
    [
        (
            "I'm obsessed with Korean fried chicken",
            "I love hiking",
            "I can't stand Korean fried chicken anymore",
        ),
        ("I absolutely loathe country music", "I hate flying", "I actually love country music now"),
        ("I can't get enough of matcha", "I love hiking", "I don't like matcha anymore"),
    ],
)
def test_a_change_of_mind_ends_the_taste_said_strongly(
    hs: Hindsight, said: str, other: str, changed: str
) -> None:
    assert still_held(hs, said, other, changed) == [False, True, True]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        # a time said after the taste is not part of it
        ("I'm obsessed with F1 this season", ("likes", "F1")),
        ("I'm really into padel this summer", ("likes", "padel")),
        # the speaker left out, as chat leaves them, opening the message
        ("totally obsessed with padel lately", ("likes", "padel")),
        ("obsessed with F1 this season tbh", ("likes", "F1")),
        ("lowkey hooked on Wordle", ("likes", "Wordle")),
        ("Really into bouldering these days, work's been mad though", ("likes", "bouldering")),
        ("ngl so into pickleball rn", ("likes", "pickleball")),
        ("big fan of sourdough", ("likes", "sourdough")),
    ],
)
def test_a_taste_said_for_a_while_or_without_i_fills_its_slot(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "obsessed with?",
        "He's obsessed with F1 this season",
        "my son is totally obsessed with dinosaurs",
        "my daughter loves Frozen. Totally obsessed with Elsa",
        "My boss is a gym rat. Really into crossfit",
        "not obsessed with padel at all",
        "into the car and off we went",
        "obsessed with the new album",
        "obsessed with it",
        "Is Tom into padel?",
        "Big fan of your work, can you help me with a cover letter?",
        "totally obsessed with how you explained that",
        "if you're into padel you should try squash",
        "really into my third week of the diet",
        "big fan of",
    ],
)
def test_no_taste_is_read_of_a_bare_phrase_that_names_none(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] in ("likes", "dislikes")]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("so obsessed with padel that I bought three rackets", ("likes", "padel")),
        ("I love climbing so much that I moved to Sheffield for it", ("likes", "climbing")),
        ("I hate cilantro so much that we never cook with it", ("dislikes", "cilantro")),
    ],
)
def test_what_the_taste_made_one_do_is_not_part_of_it(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("can't get enough of matcha lately", ("likes", "matcha")),
        ("honestly can't get enough of Taskmaster", ("likes", "Taskmaster")),
    ],
)
def test_a_taste_one_cant_get_enough_of_without_i_fills_its_slot(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said",
    [
        "can't get enough of it",
        "my kids can't get enough of Bluey",
        "can't get enough of your explanations, thanks",
        "can't get enough sleep lately",
    ],
)
def test_no_taste_without_i_where_none_is_the_speakers(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "likes"]
