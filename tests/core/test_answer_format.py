"""Bullet points and emojis the user tells the assistant to leave out, or allows again, are standing instructions,
a slot each: "keep your answers short, no bullet points" was one record holding the length, so "actually longer
answers are fine again" took "no bullet points" into history with it, and "emojis are fine again" after "stop using
emojis" (可以加表情 after 别用表情符号) ended nothing; one text's ("write this without bullet points", "no emojis needed
for the wedding invite", 这段别用列表) is none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("keep your answers short, no bullet points", "bullet_points", "no"),
        ("no bullet points please", "bullet_points", "no"),
        ("stop using emojis", "emoji", "no"),
        ("please no emojis", "emoji", "no"),
        ("no emojis in your answers please", "emoji", "no"),
        ("bullet points are fine again", "bullet_points", "yes"),
        ("you can use emojis again", "emoji", "yes"),
        ("别用表情符号", "emoji", "no"),
        ("以后不要分点", "bullet_points", "no"),
        ("回答别用列表", "bullet_points", "no"),
        ("可以加表情", "emoji", "yes"),
    ],
)
def test_bullet_points_and_emojis_fill_their_slot(text: str, slot: str, value: str) -> None:
    assert (slot, value) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "write this without bullet points",
        "no emojis in this one",
        "no emojis needed for the wedding invite",
        "no bullet points for the slides",
        "my boss hates bullet points",
        "这段别用列表",
        "她总是发表情包",
    ],
)
def test_one_texts_or_someone_elses_fill_none(text: str) -> None:
    assert [s for s in slots(text) if s[0] in ("bullet_points", "emoji")] == [], slots(text)


def _instructions(hs: Hindsight) -> list[str]:
    return [r.text for r in hs.standing_instructions(user_id="u")]


def test_a_new_length_leaves_no_bullet_points_current(hs: Hindsight) -> None:
    tell(hs, "keep your answers short, no bullet points", "a", 0)
    tell(hs, "I'm allergic to peanuts", "b", 1)
    tell(hs, "actually longer answers are fine again", "c", 20)
    assert _instructions(hs) == [
        "The user said: no bullet points",
        "The user said: actually longer answers are fine again",
    ]
    tell(hs, "bullet points are fine again", "d", 30)
    assert _instructions(hs) == [
        "The user said: actually longer answers are fine again",
        "The user said: bullet points are fine again",
    ]


def test_emojis_allowed_again_in_chinese(hs: Hindsight) -> None:
    tell(hs, "别用表情符号", "a", 0)
    tell(hs, "周末带孩子去了动物园", "b", 1)
    tell(hs, "可以加表情了", "c", 20)
    assert _instructions(hs) == ["用户说：可以加表情了"]
