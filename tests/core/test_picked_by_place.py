"""A pick by its place among the options the assistant listed ("let's go with the second one", 就第一个吧) is stored
with the item it picks, so "which laptop did we pick?" finds what was chosen."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.rules import RuleExtractor
from hindsight_core.models import Scope, TraceStep

LAPTOPS = "Here are three options: 1. MacBook Air M3 ($1,299) 2. ThinkPad X1 Carbon ($1,450) 3. Dell XPS 13 ($1,199)"
RESTAURANTS = "给你推荐三家：\n1. 外婆家（西湖店）\n2. 新白鹿\n3. 绿茶餐厅\n你看哪家合适？"
STEPS = (
    "Try this: 1. Unplug the router for 30 seconds. 2. Hold the reset button for 10 seconds. 3. Log in again."
)
GUESTS = "Menu ideas: 1. Lasagna 2. Tacos 3. Curry. How many people are coming?"


def _reply(offered: str, reply: str) -> tuple[str, dict[str, str]]:
    """The text and slot of the user's reply to the assistant's ``offered`` turn."""
    steps = [
        TraceStep(step_id="a", type="user_input", content="help me choose"),
        TraceStep(step_id="b", type="model_output", content=offered),
        TraceStep(step_id="c", type="user_input", content=reply),
    ]
    window = ExtractionWindow(
        trace_id="t", scope=Scope(user_id="u"), steps=steps, reference_time=datetime(2026, 11, 1, tzinfo=UTC)
    )
    fact = next(f for f in RuleExtractor().extract_sync(window) if f.source_ids == ["c"])
    return fact.text, fact.attributes


@pytest.mark.parametrize(
    ("offered", "reply", "item"),
    [
        (LAPTOPS, "the second one", "ThinkPad X1 Carbon ($1,450)"),
        (LAPTOPS, "option 3", "Dell XPS 13 ($1,199)"),
        (LAPTOPS, "I'll take the first", "MacBook Air M3 ($1,299)"),
        (LAPTOPS, "the last one sounds best", "Dell XPS 13 ($1,199)"),
        (LAPTOPS, "2", "ThinkPad X1 Carbon ($1,450)"),
        (RESTAURANTS, "就第一个吧", "外婆家（西湖店）"),
        (RESTAURANTS, "第二家吧", "新白鹿"),
        (RESTAURANTS, "最后那家吧", "绿茶餐厅"),  # (the question after the list is no part of it)
        (STEPS, "the second one didn't work", "Hold the reset button for 10 seconds."),
    ],
)
def test_a_pick_by_place_is_stored_with_the_item(offered: str, reply: str, item: str) -> None:
    text, _ = _reply(offered, reply)
    assert text.endswith((f"(answering the assistant: {item})", f"（回答助手：{item}）"))


@pytest.mark.parametrize(
    ("offered", "reply"),
    [
        (LAPTOPS, "first, let me ask my wife"),
        (LAPTOPS, "I already did the first two steps"),
        (RESTAURANTS, "第一次去"),
        (RESTAURANTS, "第二天再说吧"),
        (GUESTS, "6"),  # the number of guests asked, not the sixth dish
        (LAPTOPS, "what's the second one?"),
        ("You might enjoy Iceland or Norway in February.", "the second one"),  # no list
    ],
)
def test_no_pick_by_place(offered: str, reply: str) -> None:
    text, _ = _reply(offered, reply)
    assert not any(
        part in text
        for part in ("MacBook", "ThinkPad", "Dell", "外婆家", "新白鹿", "绿茶", "Tacos", "Norway")
    )


def test_the_choice_decided_is_the_item_not_its_place() -> None:
    _, slot = _reply(LAPTOPS, "let's go with the second one")
    assert slot.get("attribute") == "decided" and slot.get("value") == "ThinkPad X1 Carbon"
    _, slot = _reply("Sounds good! Anything else?", "let's go with the second one")
    assert slot.get("value") != "second one"  # a place with no list names nothing chosen


def test_retain_stores_the_pick_with_the_item(hs: Hindsight) -> None:
    hs.retain(
        [
            {"role": "user", "content": "周六带爸妈吃饭，推荐几家杭州的餐厅", "id": "r-0"},
            {"role": "assistant", "content": RESTAURANTS, "id": "r-1"},
            {"role": "user", "content": "好的，就选第一家", "id": "r-2"},
        ],
        user_id="u",
        session_id="dinner",
    )
    (pick,) = [r for r in hs.list_records(user_id="u") if r.source_ids == ["r-2"]]
    assert pick.status == "active" and "外婆家" in pick.text


@pytest.mark.parametrize(
    ("offered", "reply", "named"),
    [
        (LAPTOPS, "Let's do the Dell", "Dell XPS 13"),
        (LAPTOPS, "ok I'll go with the ThinkPad then", "ThinkPad X1 Carbon"),
        ("You could stay at the Memmo Alfama or the Lumiares.", "ok we'll take the Lumiares", "Lumiares"),
    ],
)
def test_a_pick_by_name_with_a_verb_of_choosing_is_stored_with_the_offer(
    offered: str, reply: str, named: str
) -> None:
    """ "Let's do the Dell" was five words, past a bare reply's four: stored alone, it said "the Dell" of nothing
    offered, as "the Dell" alone is not."""
    text, _ = _reply(offered, reply)
    assert (
        text.startswith(f"The user said: {reply} (answering the assistant: ")
        and named in text.split("answering")[1]
    )


def test_a_longer_message_opening_with_a_pick_is_read_alone() -> None:
    text, _ = _reply(
        LAPTOPS, "I'll take the Dell to the repair shop tomorrow morning and then go to work after"
    )
    assert "answering" not in text
