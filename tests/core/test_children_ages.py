"""The ages of one's children told together ("my kids are 5 and 8", "my two boys are 3 and 6", "the twins just turned
4") were no slot at all: only 'The user said: ...', so a year on "my kids are 6 and 9 now" ended nothing and both ages
stayed current. They are the group's slot (``ages`` of ``children``, ``sons``, ``daughters``; ``age`` of ``twins``),
never the speaker's; an age to come, another measure or other numbers fill none."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


def group_ages(text: str) -> list[tuple[str | None, str, str]]:
    return [
        (m.owner, m.attribute, m.value)
        for m in find_attributes(statements(text))
        if m.attribute in ("age", "ages")
    ]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("my kids are 5 and 8", [("children", "ages", "5 and 8")]),
        ("My two boys are 3 and 6.", [("sons", "ages", "3 and 6")]),
        ("the twins just turned 4!", [("twins", "age", "4")]),
        ("our girls are 2, 5 and 9 now", [("daughters", "ages", "2, 5 and 9")]),
        ("I have two kids, 5 and 8", [("children", "ages", "5 and 8")]),
        ("ive got 3 kids aged 4, 7 and 10", [("children", "ages", "4, 7 and 10")]),
        ("my twin girls are 6", [("twins", "age", "6")]),
        ("my children are 5 and 8 years old", [("children", "ages", "5 and 8")]),
        ("my boys are 10 and 12 lol, constant chaos", [("sons", "ages", "10 and 12")]),
    ],
)
def test_childrens_ages_told_together_are_the_groups(text: str, said: list[tuple[str, str, str]]) -> None:
    assert group_ages(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "my kids are 5 and 8 minutes away",
        "when my kids are 5 and 8 we'll travel more",
        "my kids scored 5 and 8 on the quiz",
        "the twins are 4 weeks old",
        "my kids are in grades 5 and 8",
        "my kids are 5 and 8 hours apart in time zones",
        "how old should kids be for sleepaway camp? 5 and 8 seems young",
        "the twins in my class are 4 and 5 inches taller than the rest",
        "my kids are 2 and 0 this season in soccer",
        "my kids are 3 and 6 blocks from school",
    ],
)
def test_other_numbers_of_children_are_no_ages(text: str) -> None:
    assert group_ages(text) == [], group_ages(text)


def test_no_age_of_the_speaker_from_their_childrens() -> None:
    assert [s for s in slots("my kids are 5 and 8") if s[0] == "age"] == []


def test_the_childrens_new_ages_supersede_theirs_and_are_recalled_first(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "my kids are 5 and 8", "m0", 0)
        tell(hs, "I'm 38 and exhausted lol", "mine", 1)
        tell(hs, "my kids are 6 and 9 now, time flies", "m1", 370)
        records = by_source(hs)
        assert records["m0"].superseded_by == records["m1"].id and records["m0"].valid_to is not None
        assert records["mine"].valid_to is None
        assert first(hs, "how old are my kids?") == ["m1"]
