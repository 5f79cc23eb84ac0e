"""A pastime said as done, with no "every Sunday" after it ("I do pottery", "I play the guitar", "i go climbing a
lot"), stored nothing where "I play tennis every Sunday" stored the habit: it is what the user does (``does``), and
one said as a taste ("big into birdwatching these days") what they like."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I do pottery", ("does", "pottery")),
        ("i do yoga and pilates, mostly pilates", ("does", "yoga")),
        ("I play the guitar in my spare time", ("does", "guitar")),
        ("i go climbing a lot with my mates", ("does", "climbing")),
        ("I also do bouldering, badly", ("does", "climbing")),
        ("I play chess online most nights lol", ("does", "chess")),
        ("I do pottery classes at the community centre", ("does", "pottery")),
        ("I knit, mostly scarves", ("does", "knitting")),
        ("fyi I swim as a hobby, so morning meetings are bad", ("does", "swimming")),
        # said with what it makes, or the run done as a habit
        ("I paint miniatures", ("does", "painting")),
        ("I paint watercolours in my spare time", ("does", "painting")),
        ("i knit socks for the whole family", ("does", "knitting")),
        ("I bake sourdough most weekends", ("does", "baking")),
        ("I run a 5k every Saturday", ("does", "running")),
        ("I also run 10k twice a week", ("does", "running")),
        ("I do parkrun most weeks", ("does", "running")),
        # drawing and sewing, said by their verbs
        ("I draw comics", ("does", "drawing")),
        ("I sew my own clothes", ("does", "sewing")),
        ("I draw a lot", ("does", "drawing")),
        ("i sketch in my free time", ("does", "drawing")),
        ("I sew, badly", ("does", "sewing")),
    ],
)
def test_a_pastime_said_done_is_what_the_user_does(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("big into birdwatching these days", ("likes", "birdwatching")),
        ("I'm big into bouldering rn", ("likes", "bouldering")),
    ],
)
def test_a_pastime_one_is_big_into_is_a_liking(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "should I do yoga before or after a run?",
        "do I play golf? no, never",
        "my wife does pottery",
        "I'll do yoga tomorrow",
        "I play tennis tomorrow at 6",
        "I used to do karate as a kid",
        "I don't do yoga",
        "if I do yoga I feel better",
        "I'd do pottery if I had the time",
        "I do the painting of the fence on Saturday",
        "I play the long game with investments",
        "I go running late for every meeting",
        "I paint the walls myself",
        "I paint my nails every week",
        "I run a 5k tomorrow",
        "I ran a 10k once",
        "I run a startup",
        "I run a small team of 5",
        "should I run a 5k every week?",
        "my wife paints miniatures",
        "I run a marathon next month",
        "I'd paint miniatures if I had time",
        "I used to paint miniatures",
        "my son runs a 5k every Saturday",
        "I run a 5k in 25 minutes",
        "I want to do pilates",
        "I could swim as a kid",
        "I knit my brows when I read code reviews",
        "I play golf? says who",
        "my son plays chess",
        "I do the dishes and he cooks",
        "I dance around the topic a lot",
        "how do I swim faster?",
        "I draw the line at pineapple on pizza",
        "I draw a blank every time",
        "I draw blood for a living",
        "I draw on my experience",
        "I draw up the contracts",
        "I sketch out a plan every morning",
        "I sew buttons back on sometimes",
        "my mom sews my clothes",
        "should I draw comics?",
    ],
)
def test_no_pastime_of_the_users_is_said(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "does"]


def test_a_pastime_said_done_is_ended_when_given_up(hs: Hindsight) -> None:
    tell(hs, "I do pottery", "a", 0)
    tell(hs, "I gave up pottery, no time", "b", 40)
    said = by_source(hs)
    assert said["a"].attributes.get("attribute") == "does"
    assert said["a"].valid_to is not None


@pytest.mark.parametrize(
    "said",
    [
        "I run backups every night",
        "I run payroll every month",
        "I run standup every morning at 9:15",
        "I run windows update every week",
        "I smoke brisket every other weekend",
        "I paint houses every summer for extra cash",
    ],
)
def test_a_chore_said_with_a_pastimes_verb_is_no_pastime(said: str) -> None:
    """ "I run backups every night" was read as running: a pastime's bare verb with a thing it is done to after it."""
    assert not [s for s in own_slots(said) if s[0] == "does"]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I run every morning", ("does", "running")),
        ("I run 5k every morning", ("does", "running")),
        ("I swim laps every morning", ("does", "swimming")),
        ("I bike to work every day", ("does", "cycling")),
        ("I smoke a pack a day", ("does", "smoking")),
        ("I run Mon/Wed/Fri mornings, every week", ("does", "running")),
    ],
)
def test_a_pastime_with_how_far_or_where_after_its_verb_is_still_one(
    said: str, slot: tuple[str, str]
) -> None:
    assert slot in own_slots(said)
