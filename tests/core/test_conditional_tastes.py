"""A taste said the other way on a condition ("I don't like spicy food when I'm sick", "I don't drink coffee in the
evening anymore", 感冒的时候我不喜欢吃辣, 晚上我不喝咖啡了) leaves the liking said for none current: the user still loves
spicy food and likes coffee. Said the other way on no condition ("I don't like spicy food anymore", 我现在不喝咖啡了),
or on the same one again ("I like spicy food when I'm sick now"), it is a change of mind, as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.value_scopes import condition_of
from tests.core.retain_helpers import still_held as told


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


@pytest.mark.parametrize(
    "said",
    [
        ("I love spicy food.", "I don't like spicy food when I'm sick."),
        ("I love spicy food.", "When I'm sick, I can't stand spicy food."),
        ("I like coffee.", "I don't like coffee in the evening."),
        ("I like coffee.", "I don't drink coffee in the evening anymore."),
        ("I like running.", "I don't like running in the rain."),
        ("我喜欢吃辣", "感冒的时候我不喜欢吃辣"),
        ("我喜欢喝咖啡", "晚上我不喝咖啡了"),
    ],
)
def test_the_other_way_on_a_condition_leaves_the_liking(hs: Hindsight, said: tuple[str, str]) -> None:
    assert told(hs, *said) == [True, True]


@pytest.mark.parametrize(
    "said",
    [
        ("I love spicy food.", "I don't like spicy food anymore."),
        ("I don't like spicy food when I'm sick.", "I like spicy food when I'm sick now."),
        # said on no condition, it holds on every one
        ("I like green tea in the morning", "I don't drink green tea anymore."),
        ("I don't like spicy food when I'm sick.", "I love spicy food."),
        # a time that passed is no condition
        ("I like coffee.", "I stopped drinking coffee when I got pregnant."),
        ("我喜欢喝咖啡", "我现在不喝咖啡了"),
    ],
)
def test_the_other_way_on_no_condition_or_the_same_is_a_change(hs: Hindsight, said: tuple[str, str]) -> None:
    assert told(hs, *said) == [False, True]


@pytest.mark.parametrize(
    ("text", "value", "condition"),
    [
        ("I don't like spicy food when I'm sick", "spicy food", "when i'm sick"),
        ("I like spicy food when I'm sick now", "spicy food", "when i'm sick"),
        ("I don't drink coffee after 3pm", "coffee", "after 3pm"),
        ("感冒的时候我就不喝咖啡了", "喝咖啡", "感冒的时候"),
        ("I like spicy food but not when I'm sick", "spicy food", None),
        ("I stopped drinking coffee when I got pregnant", "coffee", None),
        ("I don't drink coffee anymore", "coffee", None),
    ],
)
def test_the_condition_is_read_in_the_clause_of_the_value(
    text: str, value: str, condition: str | None
) -> None:
    assert condition_of(f"The user said: {text}", value) == condition
