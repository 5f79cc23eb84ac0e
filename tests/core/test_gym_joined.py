"""A gym joined was read as the employer ("I joined Planet Fitness", "I joined the YMCA": works_at, so "I work at
Google" was superseded by a gym), and one moved to filled no slot ("I switched gyms to Equinox", "I changed gyms, now
I go to Crunch", 我换了家健身房，现在去乐刻), so the gym left stayed current beside the one "my gym is ..." named. A gym
joined or moved to is one's gym (``gym``, one at a time); a job at one ("I got a job at Equinox", "I joined Equinox as
a trainer"), a wish or someone else's is no gym of the user's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, still_held, tell
from tests.core.slot_helpers import own_slots


def test_a_gym_joined_is_no_job(real: Hindsight) -> None:
    tell(real, "I work at Google on the Maps team", "m0", 0)
    tell(real, "I joined Planet Fitness last week, it's cheap", "m1", 1)
    assert by_source(real)["m0"].valid_to is None  # still working at Google
    hits = real.recall("where do I work?", user_id="u", k=3).hits
    assert hits[0].record.source_ids == ["m0"], [h.record.text for h in hits]


@pytest.mark.parametrize(
    "said",
    [
        ("my gym is 24 Hour Fitness", "I switched gyms to Equinox"),
        ("I joined the YMCA", "I changed gyms, now I go to Crunch"),
        ("I joined Planet Fitness", "I joined a new gym, Equinox"),
        ("我在一兆韦德健身", "我换了家健身房，现在去乐刻"),
        ("我的健身房是威尔士", "我换健身房了，现在去乐刻"),
    ],
)
def test_a_gym_moved_to_supersedes_the_one_before(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (("my gym is 24 Hour Fitness", "I switched gyms to Equinox"), "which gym do I go to?"),
        (("我在一兆韦德健身", "我换了家健身房，现在去乐刻"), "我在哪家健身房"),
    ],
)
def test_the_gym_moved_to_is_answered_first(real: Hindsight, said: tuple[str, str], question: str) -> None:
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    hits = real.recall(question, user_id="u", k=2).hits
    assert hits[0].record.source_ids == ["m1"], [h.record.text for h in hits]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I joined Equinox", ("gym", "Equinox")),
        ("I joined Gold's Gym", ("gym", "Gold's Gym")),
        ("I finally joined a gym, it's called Blink", ("gym", "Blink")),
        ("I work out at the YMCA", ("gym", "YMCA")),
        ("我办了威尔士的卡", ("gym", "威尔士")),
        ("I joined Google in March", ("works_at", "Google")),
        ("I got a job at Equinox", ("works_at", "Equinox")),
        ("I joined Equinox as a trainer", ("works_at", "Equinox")),
    ],
)
def test_a_gym_joined_and_a_job_at_one(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)
    assert {s[0] for s in own_slots(text)} & {"gym", "works_at"} == {slot[0]}


@pytest.mark.parametrize(
    "text",
    [
        "I joined a gym",
        "I joined the hotel gym",
        "I want to join Equinox",
        "my wife joined Equinox",
        "I switched gyms, Crunch was too crowded",
        "I joined a new gym, It's great",
        "我老婆在乐刻健身",
        "我想办一张乐刻的卡",
        "我换了家健身房，离家近多了",
    ],
)
def test_no_gym_named_a_wish_or_anothers_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in ("gym", "works_at")] == []
