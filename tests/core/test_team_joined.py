"""The team one works on, said as people say it ("I'm on the payments team", "I joined the platform team", "I got
transferred to the infra team"): the ``team`` slot, as "my team is the payments team" and 我在推荐组 fill it, so a move
supersedes the team before and "what team am I on?" / 我现在在哪个组 (now a question of that slot) brings the newest
first, above a wife's. Before, "what team am I on?" answered the team left first. Someone else's team, a wish, "the
same team as Priya" or a thing of a team ("the Slack team channel") fill none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "team"),
    [
        ("I'm on the payments team", "payments team"),
        ("I'm in the data team", "data team"),
        ("I've been on the platform team since May", "platform team"),
        ("I joined the platform team", "platform team"),
        ("I just moved to the growth team last month", "growth team"),
        ("I got transferred to the infra team", "infra team"),
        ("switched to the search team last week, loving it", "search team"),
        ("I'm on the new payments team", "payments team"),
    ],
)
def test_the_team_one_is_on_fills_the_team(text: str, team: str) -> None:
    assert own_slots(text) == [("team", team)]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the team one works on, and the employer said after it (a coding agent's user: "i work on the platform team
        # at Stripe" filled nothing)
        ("i work on the platform team at Stripe", [("team", "platform team"), ("works_at", "Stripe")]),
        ("I'm on the infra team at Google", [("team", "infra team"), ("works_at", "Google")]),
        ("I work in the data team at Monzo", [("team", "data team"), ("works_at", "Monzo")]),
        ("my wife works on the growth team at Meta", []),
        ("I want to work on the platform team at Stripe", []),
        ("if I work on the platform team at Stripe I'd move", []),
    ],
)
def test_the_team_one_works_on_and_its_employer(text: str, said: list[tuple[str, str]]) -> None:
    assert own_slots(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "My wife is on the growth team at Airbnb",
        "my wife just joined the growth team",
        "I want to join the platform team",
        "If I moved to the platform team I'd get a raise",
        "I'm on the same team as Priya",
        "I joined the team in May",
        "I joined the Slack team channel",
        "I joined the gym team challenge",
    ],
)
def test_no_team_of_anothers_a_wish_or_none_named(text: str) -> None:
    assert "team" not in [attribute for attribute, _ in slots(text)]


def test_a_question_about_ones_team_asks_the_team() -> None:
    asked = [
        "what team am I on?",
        "which team am I in now?",
        "what's my team?",
        "我在哪个组",
        "我现在在哪个团队",
    ]
    assert [asked_slot(q) for q in asked] == ["team"] * 5
    for other in ("what's my team working on?", "what team does my wife work on?", "我老公在哪个组"):
        assert asked_slot(other) is None


@pytest.mark.parametrize(
    ("first", "move", "wife", "question"),
    [
        (
            "I'm on the payments team",
            "I joined the platform team",
            "My wife just joined the growth team at Airbnb",
            "what team am I on?",
        ),
        ("我在推荐组", "我调到了基础架构组", "我老婆在增长组", "我现在在哪个组"),
    ],
)
def test_a_move_supersedes_the_team_and_is_found_first(
    real: Hindsight, first: str, move: str, wife: str, question: str
) -> None:
    tell(real, first, "m1", 0)
    tell(real, move, "m2", 120)
    tell(real, wife, "m3", 130)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id and said["m1"].valid_to is not None
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=140)).hits
    assert hits[0].record.source_ids == ["m2"]
