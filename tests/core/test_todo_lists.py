"""A to-do list the user types ("todo: renew passport, call the dentist, pay rent", "things I need to do this week: 1)
... 2) ...") was one record: a question about one item found the whole list below anything else said of it. Each item
is a record of its own too, with the list's heading; the turn's record keeps the whole list. No heading naming a list,
or a single item, and nothing is split."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.todo_lists import todo_items
from tests.core.retain_helpers import T0, tell


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "todo: renew passport, call the dentist, pay rent",
            ["todo: renew passport", "todo: call the dentist", "todo: pay rent"],
        ),
        (
            "things I need to do this week: 1) renew my passport 2) call the dentist",
            [
                "things I need to do this week: renew my passport",
                "things I need to do this week: call the dentist",
            ],
        ),
        ("to do today:\n- call mom\n- buy milk", ["to do today: call mom", "to do today: buy milk"]),
        (
            "errands tomorrow: pharmacy, post office, and the bank. ugh",
            ["errands tomorrow: pharmacy", "errands tomorrow: post office", "errands tomorrow: the bank"],
        ),
        (
            "TODO list for the weekend: clean gutters; call mom and dad",
            ["TODO list for the weekend: clean gutters", "TODO list for the weekend: call mom and dad"],
        ),
    ],
)
def test_each_item_of_a_to_do_list(text: str, items: list[str]) -> None:
    assert todo_items(text) == items


@pytest.mark.parametrize(
    "text",
    [
        "my to-do list is huge",
        "todo: fix this",
        "todo app suggestions: Todoist, TickTick",
        "Things to do in Paris: Louvre, Eiffel tower",
        "My kids chores: dishes, laundry",
        "what should be on my todo list: exercise, reading?",
        "I need to renew my passport, call the dentist and pay rent",
        "my favourite foods: sushi, tacos, pho",
        "shopping list: eggs",
        "my sister's to do list: yoga, brunch",
    ],
)
def test_no_items_without_a_list_heading_or_of_one(text: str) -> None:
    assert todo_items(text) == []


@pytest.mark.parametrize(
    ("said", "question", "item"),
    [
        (
            "todo: renew passport, call the dentist, pay rent",
            "when do I need to call the dentist?",
            "dentist",
        ),
        (
            "things I need to do this week: 1) renew my passport 2) call the dentist 3) pay rent",
            "what do I need to do about my passport?",
            "passport",
        ),
    ],
)
def test_a_question_about_one_item_finds_that_item_first(
    real: Hindsight, said: str, question: str, item: str
) -> None:
    tell(real, said, "m0", 0)
    tell(real, "my dentist is Dr. Patel on Elm street, she's great", "m1", 0.1)
    tell(real, "I lost my passport in Rome once, total nightmare", "m2", 0.2)
    tell(real, "I live in Leeds", "m3", 0.3)
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=1)).hits
    best = hits[0].record
    assert best.source_ids == ["m0"] and item in best.text and "pay rent" not in best.text, [
        h.record.text for h in hits
    ]


def test_the_whole_list_is_still_its_turns_record(hs: Hindsight) -> None:
    tell(hs, "todo: renew passport, call the dentist, pay rent", "m0", 0)
    texts = sorted(r.text for r in hs.list_records(user_id="u"))
    assert "The user said: todo: renew passport, call the dentist, pay rent" in texts
    assert "The user said: todo: call the dentist" in texts
