"""What a developer tells a coding agent about their stack: the tool of each kind ("we moved from Jenkins to GitHub
Actions", "prod DB is Postgres 15", 数据库用的是PostgreSQL) fills the slot of its kind, so that the next tool of that
kind said later is a change and the old one is kept as history (rule extractor, hash embedder)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # a tool of two words whose first word names another tool (GitHub): the CI it names
        ("we moved from Jenkins to GitHub Actions", ("preferred_ci", "GitHub Actions")),
        ("我们从Jenkins迁到了GitHub Actions", ("preferred_ci", "GitHub Actions")),
        ("We switched our CI to GitLab CI last month.", ("preferred_ci", "GitLab CI")),
    ],
)
def test_a_tool_named_in_two_words_fills_the_slot_of_its_kind(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


def test_a_ci_moved_to_after_another_supersedes_it(hs: Hindsight) -> None:
    tell(hs, "We moved from Jenkins to GitHub Actions.", "a", 0)
    tell(hs, "we migrated from GitHub Actions to CircleCI last sprint", "b", 5)
    records = by_source(hs)
    assert records["a"].superseded_by == records["b"].id
    assert records["b"].valid_to is None
