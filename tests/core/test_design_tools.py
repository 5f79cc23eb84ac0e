"""The design tool one works in ("I do all my mockups in Figma", "we switched from Sketch to Penpot") is a kind of
tool as an editor or a database is: it fills ``preferred_design_tool``, so that the next one said is a change and the
old one is kept as history (rule extractor, hash embedder)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I do all my mockups in Figma", ("preferred_design_tool", "Figma")),
        ("i design everything in figma tbh", ("preferred_design_tool", "figma")),
        ("we switched from Sketch to Penpot", ("preferred_design_tool", "Penpot")),
        ("I use Figma for wireframes", ("preferred_design_tool", "Figma")),
        ("our design tool is Penpot now", ("preferred_design_tool", "Penpot")),
        ("I still make my prototypes in Adobe XD", ("preferred_design_tool", "Adobe XD")),
        ("we're a Sketch shop, always have been", ("preferred_design_tool", "Sketch")),
        ("honestly i do most of my prototyping in framer now", ("preferred_design_tool", "framer")),
    ],
)
def test_a_design_tool_fills_the_design_tool_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "can you sketch out a plan for the migration?",
        "I'll do a quick sketch of the architecture",
        "should I do my mockups in Figma or Penpot?",
        "my designer does all her mockups in Figma",
        "the client wants the mockups in Figma by Friday",
        "is Figma free for students?",
        "I drew a sketch of the garden",
        "I might try Penpot at some point",
    ],
)
def test_no_design_tool_where_none_is_the_users(text: str) -> None:
    assert "preferred_design_tool" not in [attribute for attribute, _ in slots(text)]


def test_a_design_tool_switched_to_supersedes_the_one_before(hs: Hindsight) -> None:
    tell(hs, "I do all my mockups in Sketch", "a", 0)
    tell(hs, "we switched from Sketch to Figma last month", "b", 20)
    said = by_source(hs)
    assert said["a"].attributes.get("attribute") == "preferred_design_tool"
    assert said["a"].superseded_by == said["b"].id


def test_a_question_of_the_design_tool_is_answered_by_the_one_said(hs: Hindsight) -> None:
    """ "What design tool do I use?" asks the kind: the statement naming a design tool answers it."""
    tell(hs, "I'm redoing the onboarding screens this sprint, the old ones are ugly", "a", 0)
    tell(hs, "I do all my mockups in Penpot", "b", 1)
    tell(hs, "the onboarding copy needs a rewrite too", "c", 2)
    hits = hs.recall("what design tool do I use for the onboarding screens?", user_id="u", k=1).hits
    assert "Penpot" in hits[0].record.text
