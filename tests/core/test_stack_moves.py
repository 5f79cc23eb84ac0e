"""The stack a team moved to, as a coding agent's user says it, filled no slot or the wrong one: "we're on GCP now,
moved off AWS" stored only "not AWS", "we left AWS for GCP", "switched the team to uv last month", "we moved the whole
design system over to Figma" and "we host prod on AWS" nothing, so "where is prod hosted?" or "what design tool do we
use?" could answer the tool left. The tool moved to fills its kind's slot, which ends the one moved off."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("we're on GCP now, moved off AWS", ("preferred_cloud", "GCP")),
        ("we've moved off AWS, we're on GCP now", ("preferred_cloud", "GCP")),
        ("we ditched npm, it's all pnpm now", ("preferred_package_manager", "pnpm")),
        ("we left AWS for GCP last spring", ("preferred_cloud", "GCP")),
        ("we dropped yarn for pnpm", ("preferred_package_manager", "pnpm")),
        ("we replaced jest with vitest", ("preferred_test_framework", "vitest")),
        ("switched the team to uv last month, so use uv pip not pip", ("preferred_package_manager", "uv")),
        ("we moved the whole design system over to Figma", ("preferred_design_tool", "Figma")),
        ("we moved CI from Jenkins to GitHub Actions", ("preferred_ci", "GitHub Actions")),
        ("moved our infra to Azure in 2024", ("preferred_cloud", "Azure")),
        ("we host prod on AWS", ("preferred_cloud", "AWS")),
        ("prod runs on GCP, staging too", ("preferred_cloud", "GCP")),
        ("we deploy to vercel", ("preferred_cloud", "vercel")),
        ("everything's on Azure because enterprise", ("preferred_cloud", "Azure")),
        ("we're all in on AWS", ("preferred_cloud", "AWS")),
        ("switched to Cursor last week", ("preferred_editor", "Cursor")),
        ("our monorepo uses pnpm workspaces", ("preferred_package_manager", "pnpm")),
        ("we're on poetry still, sorry", ("preferred_package_manager", "poetry")),
        ("weve standardized on pnpm", ("preferred_package_manager", "pnpm")),
        ("our team moved to pnpm ages ago", ("preferred_package_manager", "pnpm")),
        ("we migrated off heroku onto AWS", ("preferred_cloud", "AWS")),
        ("we're fully on aws now", ("preferred_cloud", "aws")),
        ("the app is deployed on vercel", ("preferred_cloud", "vercel")),
        ("we test with pytest", ("preferred_test_framework", "pytest")),
        ("we ditched Sketch, everything's in Figma now", ("preferred_design_tool", "Figma")),
        ("our designers moved over to Figma last year", ("preferred_design_tool", "Figma")),
        ("the whole org standardised on GitHub Actions in 2024", ("preferred_ci", "GitHub Actions")),
        ("we've moved our whole stack onto AWS now", ("preferred_cloud", "AWS")),
        ("our stuff runs on Azure", ("preferred_cloud", "Azure")),
        ("we deploy via github actions to AWS", ("preferred_cloud", "AWS")),
        ("prod's hosted on GCP", ("preferred_cloud", "GCP")),
        ("we've been on AWS forever", ("preferred_cloud", "AWS")),
        ("we were on AWS, now GCP", ("preferred_cloud", "GCP")),
        ("used to be on yarn, now pnpm", ("preferred_package_manager", "pnpm")),
        ("npm -> pnpm last month", ("preferred_package_manager", "pnpm")),
        ("we're on postgres 16 btw and use alembic", ("preferred_database", "postgres 16")),
        ("im the only one on the team who uses vim", ("preferred_editor", "vim")),
        ("I'm the only one here who's still on yarn", ("preferred_package_manager", "yarn")),
    ],
)
def test_the_tool_moved_to_fills_its_slot(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "should we leave AWS for GCP?",
        "if we moved the team to uv would CI break?",
        "we might move everything to Cloudflare next quarter",
        "we're planning to switch the team to pnpm",
        "my friend's startup left AWS for GCP",
        "their team dropped yarn for pnpm",
        "can you help me move our infra to Azure?",
        "does prod run on AWS or GCP?",
        "what if prod runs on GCP instead?",
        'the docs say "we host prod on AWS" but that\'s old',
        "my old company's prod was on AWS",
        "we used to host prod on Heroku",
        "we'll move the backend to GCP in june",
        "our client's backend runs on Azure",
        "why did we drop yarn for pnpm?",
        "a friend said their whole team is all in on AWS",
        "run `pnpm install` then `pnpm dev`",
        "switched to decaf last week",
        "dropped the ball on the migration to GCP lol",
        "our designers want to move over to Figma",
        "my team might standardise on uv next quarter",
        "the client's devs moved to GCP",
        "their engineers test with jest",
        "our old app was deployed on Heroku",
        "no we're not fully on GCP yet",
        "nobody here tests with pytest",
        "can you convert the npm -> pnpm commands in this script",
        "we were on AWS, now we're thinking about GCP",
        "their stuff runs on Azure",
        "the whole org might standardise on GitHub Actions",
        "if we've been on AWS this whole time why is the bill from Google",
        "my boss is the only one who uses vim",
        "am I the only one who uses vim?",
    ],
)
def test_no_tool_of_the_users_is_moved_to(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0].startswith(("preferred_", "chosen_"))]


def test_the_cloud_moved_to_ends_the_one_left(hs: Hindsight) -> None:
    tell(hs, "we host everything on AWS", "a", 0)
    tell(hs, "we left AWS for GCP", "b", 30)
    said = by_source(hs)
    assert said["b"].attributes.get("value") == "GCP"
    assert said["a"].superseded_by is not None
    texts = [h.record.text for h in hs.recall("which cloud are we on?", user_id="u", k=2).hits]
    assert texts[0] == "The user said: we left AWS for GCP"


def test_the_design_tool_moved_to_is_the_one_used(hs: Hindsight) -> None:
    tell(hs, "we do all our mockups in Sketch", "a", 0)
    tell(hs, "we moved the whole design system over to Figma", "b", 30)
    said = by_source(hs)
    assert said["a"].superseded_by is not None
    texts = [h.record.text for h in hs.recall("what design tool do we use?", user_id="u", k=2).hits]
    assert texts[0] == "The user said: we moved the whole design system over to Figma"
