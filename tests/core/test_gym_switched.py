"""A gym switched to by its name filled no gym: "I switched to Equinox" was read as a decision (``decided``), so
"which gym do I go to?" answered the gym left first; "I'm at Equinox most mornings" filled nothing, and
我换了个健身房，现在在超级猩猩练 nothing (超级猩猩 opens as 超级好 does, read as a state). Each is one's gym (``gym``, one at
a time, superseding the one before); one visit ("I'm at Equinox right now"), someone else's or a wish none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import first_answer, still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "gym"),
    [
        ("I switched to Equinox", "Equinox"),
        ("I switched to Crunch Fitness last month", "Crunch Fitness"),
        ("I'm at Equinox most mornings", "Equinox"),
        ("I'm at the YMCA every day after work", "YMCA"),
        ("我换了个健身房，现在在超级猩猩练", "超级猩猩"),
        ("我现在去超级猩猩", "超级猩猩"),
    ],
)
def test_a_gym_switched_to_or_trained_at_is_ones_gym(text: str, gym: str) -> None:
    assert [s for s in own_slots(text) if s[0] in ("gym", "decided")] == [("gym", gym)]


@pytest.mark.parametrize(
    "text",
    [
        "I'm at Equinox right now",
        "my wife switched to Equinox",
        "I might switch to Equinox",
        "我老婆在超级猩猩练",
        "我换了个健身房，现在在超远的地方",
        "I'm at work most days",
    ],
)
def test_a_visit_someone_elses_or_a_wish_is_no_gym(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "gym"] == []


@pytest.mark.parametrize(
    "said",
    [
        ("my gym is 24 Hour Fitness", "I switched to Equinox"),
        ("I joined Planet Fitness", "I'm at Equinox most mornings"),
        ("我在一兆韦德健身", "我换了个健身房，现在在超级猩猩练"),
    ],
)
def test_the_gym_switched_to_supersedes_the_one_before(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (["my gym is 24 Hour Fitness", "I switched to Equinox"], "what gym do I go to?"),
        (["my gym is 24 Hour Fitness", "I switched to Equinox"], "help me cancel my gym membership"),
        (["我在一兆韦德健身", "我换了个健身房，现在在超级猩猩练"], "我在哪家健身房"),
    ],
)
def test_the_gym_switched_to_is_answered_first(real: Hindsight, said: list[str], question: str) -> None:
    first, texts = first_answer(real, said, question)
    assert first == ["m1"], texts
