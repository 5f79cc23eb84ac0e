"""A move ends where one lived: "I moved to Munich" after "I live in Berlin", 我搬到杭州了 after 我住在上海, in the
everyday ways it is said: the speaker left out ("Moved to Munich!", 搬家了，现在住杭州), told after what they did
before ("I lived in Berlin for years, then moved to Munich", 我以前住在上海，后来搬到杭州了), as where one is living
now ("I'm living in Munich now", 我现在住杭州了), 搬来. A meeting moved to Friday, a move to a team, an office or a
shift, someone else's move and what was carried (搬来一把椅子) are no move of home."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I moved to Munich.", "Munich"),
        ("Moved to Munich!", "Munich"),
        ("Just moved to Munich last week.", "Munich"),
        ("We just moved house to Munich.", "Munich"),
        ("I moved over to Munich.", "Munich"),
        ("I'm living in Munich now.", "Munich"),
        ("I've been living in Munich since May.", "Munich"),
        ("I lived in Berlin for years, then moved to Munich.", "Munich"),
        ("I moved to Munich for a new role.", "Munich"),
        ("我刚搬来杭州", "杭州"),
        ("搬家了，现在住杭州", "杭州"),
        ("我搬家了，现在住杭州", "杭州"),
        ("我现在住杭州了", "杭州"),
        ("我以前住在上海，后来搬到杭州了", "杭州"),
        ("我以前住上海，后来搬去杭州", "杭州"),
        ("我搬到三亚了", "三亚"),  # a place opening with a numeral is a place
    ],
)
def test_a_move_names_where_one_lives(text: str, place: str) -> None:
    assert [(m.attribute, m.value) for m in find_attributes(text)] == [("lives_in", place)]


def test_a_move_from_where_one_grew_up_names_both() -> None:
    """Where one grew up is where one is from, and where one moved to where one lives."""
    said = sorted(
        (m.attribute, m.value) for m in find_attributes("I grew up in Berlin and moved to Munich in 2020.")
    )
    assert said == [("from", "Berlin"), ("lives_in", "Munich")]


@pytest.mark.parametrize(
    "text",
    [
        # a thing moved, to a day or a part of work
        "I moved the meeting to Friday.",
        "We moved to Friday.",
        "Moved to Friday.",
        "I moved to a new team.",
        "I moved to Sales.",
        "I moved to Marketing last year.",
        "I moved to the Berlin office.",
        "I moved to the night shift.",
        # someone else's move
        "I met Anna and she moved to Munich.",
        "I know a guy who moved to Munich.",
        "I think my sister moved to Munich.",
        "My sister lived in Berlin and moved to Munich.",
        "I told Tom, and he moved to Munich.",
        "我哥搬家了，现在住在上海",
        "我哥以前住在上海，后来搬到杭州了",
        # what was carried, how long one stays, a room
        "我刚搬来一把椅子",
        "我住三天了",
        "我把桌子搬到客厅了",
        "我搬到楼上了",
        "我住院了",
        "I'm living in denial.",
    ],
)
def test_no_move_of_home(text: str) -> None:
    # (someone else's is theirs: 我哥搬家了，现在住在上海 is his home)
    assert [m for m in find_attributes(text) if m.attribute == "lives_in" and m.owner is None] == []


@pytest.mark.parametrize(
    ("home", "move"),
    [
        ("I live in Berlin.", "I moved to Munich."),
        ("I live in Berlin.", "Moved to Munich last month!"),
        ("I live in Berlin.", "I'm living in Munich now."),
        ("I live in Berlin.", "We just moved house to Munich."),
        ("我住在上海", "我搬到杭州了"),
        ("我住在上海", "我刚搬来杭州"),
        ("我住在上海", "搬家了，现在住杭州"),
        ("我住在上海", "我现在住杭州了"),
    ],
)
def test_a_move_supersedes_where_one_lived(hs: Hindsight, home: str, move: str) -> None:
    tell(hs, home, "a", 0)
    tell(hs, "I like oolong tea.", "tea", 1)
    tell(hs, move, "b", 2)
    records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert records["a"].superseded_by == records["b"].id and records["a"].valid_to is not None
    assert records["b"].valid_to is None and records["tea"].valid_to is None


@pytest.mark.parametrize(
    ("home", "other"),
    [
        ("I live in Berlin.", "I moved the meeting to Friday."),
        ("I live in Berlin.", "I moved to a new team."),
        ("I live in Berlin.", "I moved to the Berlin office."),
        ("我住在上海", "我哥搬家了，现在住在杭州"),
        ("我住在上海", "我刚搬来一把椅子"),
    ],
)
def test_what_is_no_move_leaves_the_home_current(hs: Hindsight, home: str, other: str) -> None:
    tell(hs, home, "a", 0)
    tell(hs, other, "b", 1)
    assert all(r.valid_to is None for r in hs.list_records(user_id="u", statuses=ALL_STATUSES))
