"""A tool whose name is an ordinary word first (bun, the JavaScript runtime and package manager) is the tool where the
message says it is used or run as one ("i use bun", "switched to bun", "bun over npm"), and no tool elsewhere ("a bun
for lunch", "I'd rather have a bun than a croissant", "my hair in a bun")."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("i use bun", ("preferred_package_manager", "bun")),
        ("we use bun for scripts", ("preferred_package_manager", "bun")),
        ("switched to bun last week", ("preferred_package_manager", "bun")),
        ("we switched from npm to bun", ("preferred_package_manager", "bun")),
        ("We're using bun now", ("preferred_package_manager", "bun")),
        ("I'd rather use bun than npm for this monorepo", ("preferred_package_manager", "bun")),
        ("let's use bun", ("chosen_package_manager", "bun")),
    ],
)
def test_bun_said_as_a_tool_is_the_package_manager(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "I had a bun for lunch",
        "I'd rather have a bun than a croissant",
        "I usually use a bun for my hair at the gym",
        "I put my hair in a bun",
        "a hot cross bun please",
        "the bun was stale",
        "can I use bun for this?",
        "my friend uses bun",
    ],
)
def test_bun_not_said_as_a_tool_is_no_tool(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0].endswith("package_manager")]
