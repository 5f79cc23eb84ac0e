"""A list of facts the user types about themselves, on one line ("About me: 1. I live in Lyon 2. I'm a nurse") or
one item a line under bullets: each item is read as a statement of its own, its number or bullet no part of it
(rule extractor, embedded stores, hash embedder)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.enumerations import items_apart
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (
            "About me: 1. I live in Lyon 2. I'm a nurse 3. allergic to nuts",
            {("lives_in", "Lyon"), ("job", "nurse")},
        ),
        (
            "Quick facts so you remember: 1) I'm 34 2) I work at Deloitte 3) my husband is called Tom 4) we have "
            "2 kids",
            {("age", "34"), ("works_at", "Deloitte"), ("husband", "Tom"), ("kids_count", "2")},
        ),
        (
            "关于我：1. 我住在里昂 2. 我是护士 3. 我对坚果过敏",
            {("lives_in", "里昂"), ("job", "护士"), ("allergic_to", "坚果")},
        ),
        (
            "我的基本情况：1、我住在成都 2、我在华为上班 3、我今年29岁 4、我养了一只猫",
            {("lives_in", "成都"), ("works_at", "华为"), ("age", "29"), ("cats_count", "1")},
        ),
        ("①我住在成都②我在华为上班", {("lives_in", "成都"), ("works_at", "华为")}),
        ("Quick facts:\nI'm 34\nI work at Deloitte", {("age", "34"), ("works_at", "Deloitte")}),
    ],
)
def test_each_item_of_a_list_is_read_without_the_next_ones_number(
    text: str, found: set[tuple[str, str]]
) -> None:
    """The next item's number ended the item before it as a sentence: "Lyon 2" was the home, "nurse 3" the job,
    "Deloitte 3)" the employer; an item with no stop before its number ran into the next one, unread (成都, 29);
    and an age ended by a line break was not read."""
    assert set(own_slots(text)) == found


@pytest.mark.parametrize(
    "text",
    [
        "I have 2. My sister has 3.",
        "I scored 1. then 2. then 3.",
        "We upgraded to Python 3.11 and v2. of the API",
        "I paid 1.5 and she paid 2.5",
        "No list here - just a dash - and a star * in the line",
    ],
)
def test_numbers_said_are_no_list(text: str) -> None:
    """A line of numbers is a list only when it counts from 1, the 1 opening the message, a line or what a
    colon introduces."""
    assert items_apart(text) == text


def test_a_typed_list_stores_each_item_whole_and_no_header(hs: Hindsight) -> None:
    tell(hs, "Some things about me:\n* I live in Porto\n* I work as a pharmacist\n* I'm vegetarian", "m1", 0)
    tell(hs, "About me: 1. I live in Lyon 2. I'm a nurse 3. allergic to nuts", "m2", 0, user="v")
    texts = sorted(r.text for r in hs.list_records(user_id="u"))
    assert texts == [
        "The user said: I live in Porto",
        "The user said: I work as a pharmacist",
        "The user said: Some things about me:\n* I live in Porto\n* I work as a pharmacist\n* I'm vegetarian",
    ]
    values = {r.attributes.get("attribute"): r.attributes.get("value") for r in hs.list_records(user_id="v")}
    assert values == {"lives_in": "Lyon", "job": "nurse"}
