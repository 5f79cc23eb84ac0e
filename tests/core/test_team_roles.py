"""A job said as one's place in a team ("I'm the only backend dev here", "im the sole frontend engineer on the team",
"I'm one of two backend devs here") filled no slot: only "I'm a backend dev" was read. It is the user's job, and a
later job said ends it; a place that names no work ("I'm the only one who cares") is none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "job"),
    [
        ("I'm the only backend dev here", "backend dev"),
        ("im the sole frontend engineer on the team", "frontend engineer"),
        ("I'm the only frontend dev, the rest are backend", "frontend dev"),
        ("I'm the lead dev on the mobile app", "lead dev"),
        ("I'm one of two backend devs here", "backend dev"),
        ("I'm one of three SREs", "SRE"),
        ("I'm the only designer at my company", "designer"),
        # the role itself, after "the" alone; a word for who one is before the work is no part of it
        ("I'm the tech lead", "tech lead"),
        ("I'm the team lead on payments", "team lead"),
        ("I'm the CTO", "CTO"),
        ("im the product manager on payments", "product manager"),
        ("I'm the only woman engineer here", "engineer"),
        ("I'm the only female dev on the team", "dev"),
        ("I'm a female engineer at Google", "engineer"),
    ],
)
def test_a_place_in_a_team_is_the_users_job(said: str, job: str) -> None:
    assert ("job", job) in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "I'm the only one who cares",
        "I'm the only child",
        "I'm one of the lucky ones",
        "if I'm the only dev left I'm quitting",
        "I'm the only one on the team who uses vim",
        "I'm the first to admit it",
        "she's the only backend dev here",
        "I'm the main person for billing",
        "I'm the lead singer in a band lol",
        "I'm the one who wrote that code",
        "I'm the best engineer here lol",
        "I'm the worst cook",
        "I'm the ceo of my own life lol",
        "I'm the coach of my son's soccer team",
        "I'm the judge of that",
        "I'm the doctor in this relationship lol",
        "I'm the photographer at my cousin's wedding next week",
        "I'm the tutor for my little brother",
        "I'm the lead on the billing project",
        "if I'm the tech lead next year I'll change that",
        "my wife is the tech lead",
        "I'm the manager?",
    ],
)
def test_no_job_where_the_place_names_no_work(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "job"]


def test_the_place_ends_the_job_said_before(hs: Hindsight) -> None:
    tell(hs, "I'm a frontend dev at a small agency", "a", 0)
    tell(hs, "I'm the only backend dev here now", "b", 60)
    said = by_source(hs)
    assert said["b"].attributes.get("value") == "backend dev"
    assert said["a"].superseded_by is not None or said["a"].valid_to is not None
