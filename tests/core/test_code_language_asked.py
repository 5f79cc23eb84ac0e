"""The language the user tells the assistant to write code in ("when you write code use TypeScript, not JS", "always
use Python for code examples", 以后写代码都用Python) is the language they prefer, as "I prefer TypeScript" fills it: it
filled nothing, so "actually switch back to JavaScript for code" ended nothing and "which language should you write
my code in?" could answer the older one; one script's ("use Python for this script", "write this in Go") or a team's
is none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("when you write code use TypeScript, not JS", "TypeScript"),
        ("always use Python for code examples", "Python"),
        ("from now on write code in Rust", "Rust"),
        ("actually switch back to JavaScript for code", "JavaScript"),
        ("以后写代码都用Python", "Python"),
        ("写代码用TypeScript", "TypeScript"),
    ],
)
def test_the_language_to_write_code_in_is_the_preferred_language(text: str, language: str) -> None:
    assert ("preferred_language", language) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "use Python for this script",
        "write this in Go",
        "my team writes code in Java",
        "I write code in Python at work",
        "can you write it in TypeScript?",
    ],
)
def test_one_scripts_or_a_teams_language_fills_none(text: str) -> None:
    assert "preferred_language" not in dict(slots(text)), slots(text)


def test_a_later_code_language_supersedes_the_earlier(hs: Hindsight) -> None:
    tell(hs, "when you write code use TypeScript, not JS", "a", 0)
    tell(hs, "I'm allergic to peanuts", "b", 2)
    tell(hs, "actually switch back to JavaScript for code", "c", 30)
    records = by_source(hs)
    assert records["a"].superseded_by == records["c"].id and records["c"].valid_to is None
    assert first(hs, "which language should you write my code in?") == ["c"]
