"""How many children, dogs or cats the speaker's household has, said and said grown ("we have two kids" then "our
third was born last month", "we have one dog" then "we adopted a second dog", 我有一个孩子 then 我们家老二出生了): the
later number supersedes the earlier (kept as history) and "How many kids do I have?" / 我有几个孩子 brings it first. A
number of them somewhere else ("two kids in the car behind me", "30 kids in my class"), wished for, someone else's, or
one added with no number ("we got another dog") fills nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("We have two kids, Mia and Leo.", ("kids_count", "2")),
        ("Now we have 3 kids!", ("kids_count", "3")),
        ("we have three children", ("kids_count", "3")),
        ("I have two kids (8 and 11)", ("kids_count", "2")),
        ("Our third was born last month, a girl named Ava.", ("kids_count", "3")),
        ("Our second son was born yesterday", ("kids_count", "2")),
        ("We had our second baby on Tuesday!", ("kids_count", "2")),
        ("We have one dog, a beagle called Max.", ("dogs_count", "1")),
        ("We adopted a second dog last weekend.", ("dogs_count", "2")),
        ("I've got two dogs and a cat.", ("dogs_count", "2")),
        ("我有一个孩子，今年五岁。", ("kids_count", "1")),
        ("我们现在有三个孩子了", ("kids_count", "3")),
        ("我们家老二出生了！", ("kids_count", "2")),
        ("二宝昨天出生了", ("kids_count", "2")),
        ("我养了两只猫", ("cats_count", "2")),
        ("我家有一条狗", ("dogs_count", "1")),
        # 养 with no 了, and 有養 as Taiwan says it
        ("我养两只猫", ("cats_count", "2")),
        ("我們家養一條狗", ("dogs_count", "1")),
        ("我有養一隻貓", ("cats_count", "1")),
        # said as who one is
        ("I'm a mom of two", ("kids_count", "2")),
        ("I'm 34, married with two kids.", ("kids_count", "2")),
        ("我是两个孩子的妈妈", ("kids_count", "2")),
    ],
)
def test_how_many_the_household_has_fills_a_count_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "two kids in the car behind me",
        "I have 30 kids in my class",
        "we have two dogs to walk today",
        "We have two kids coming over for dinner",
        "if we have two kids",
        "we want to have three kids",
        "I'd love to have two kids someday",
        "I have a son and a daughter",
        "we had a baby",
        "we got another dog",
        "My sister has two kids",
        "My friend's third was born",
        "我有两个孩子要接",
        "我们又养了一只狗",
        "以前我养了两只猫",
        "我想养一只猫",
        "我打算养两只猫",
        "如果我养一只狗，你会帮我遛吗",
        "我养一只猫要花多少钱",
        "我们家老二今天发烧了",
        "我姐姐有两个孩子",
        "我姐是两个孩子的妈妈",
        "My sister is a mom of two",
        "I'm a mom of two dogs",
    ],
)
def test_no_count_where_the_number_is_not_the_households_now(text: str) -> None:
    assert not [s for s in slots(text) if s[0].endswith("_count")]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # a count said with why or what else: "we now have 3 kids since the baby arrived" filled no count
        ("we now have 3 kids since the baby arrived", ("kids_count", "3")),
        ("we have two dogs because my husband wanted another", ("dogs_count", "2")),
        ("I have two cats plus a rabbit", ("cats_count", "2")),
        ("我养了两只猫一只狗", ("cats_count", "2")),
        ("我家有一条狗两只猫", ("dogs_count", "1")),
    ],
)
def test_a_count_said_with_what_else_or_why_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "we have 30 kids since the school merged",
        "my sister has 3 kids since the twins",
        "我妹养了两只猫一只狗",
        "我想养两只猫一只狗",
    ],
)
def test_a_count_said_with_why_of_another_or_wished_fills_none(text: str) -> None:
    assert not [s for s in slots(text) if s[0].endswith("_count")]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # the household's children said with no verb: these filled none
        ("我家两个娃", ("kids_count", "2")),
        ("我们家三个孩子", ("kids_count", "3")),
        ("我们家现在两个孩子了", ("kids_count", "2")),
    ],
)
def test_the_households_children_said_with_no_verb_fill_the_count(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize("text", ["我姐家两个娃", "我朋友家三个孩子", "我家两个人", "如果我家两个娃"])
def test_anothers_household_or_no_children_fill_no_count(text: str) -> None:
    assert not [s for s in slots(text) if s[0].endswith("_count")]


def test_how_many_asks_for_the_speakers_own_count() -> None:
    asked = ["How many kids do I have?", "How many dogs do we have?", "我有几个孩子", "我家养了几只猫"]
    assert [asked_slot(q) for q in asked] == ["kids_count", "dogs_count", "kids_count", "cats_count"]
    assert asked_slot("how many kids does my sister have") is None and asked_slot("我姐姐有几个孩子") is None


@pytest.mark.parametrize(
    ("before", "change", "question"),
    [
        (
            "We have two kids, Mia and Leo.",
            "Our third was born last month, a girl named Ava.",
            "How many kids do I have?",
        ),
        ("We have two kids.", "Now we have 3 kids!", "how many children do we have"),
        (
            "We have one dog, a beagle called Max.",
            "We adopted a second dog last weekend.",
            "How many dogs do we have?",
        ),
        ("我有一个孩子，今年五岁。", "我们家老二出生了！", "我有几个孩子"),
    ],
)
def test_a_new_count_supersedes_the_old_and_is_recalled_first(
    tmp_path: Path, minilm, before: str, change: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, before, "old", 0)
        tell(hs, change, "new", 60)
        records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
        old = next(r for r in records if r.source_ids == ["old"] and r.attributes.get("attribute"))
        new = next(r for r in records if r.source_ids == ["new"])
        assert new.attributes["attribute"] == old.attributes["attribute"] and new.valid_to is None
        assert old.superseded_by == new.id and old.valid_to is not None  # kept as history
        assert first(hs, question) == ["new"]


def test_a_count_of_another_kind_changes_nothing(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "We have two kids.", "kids", 0)
        tell(hs, "We have one dog.", "dog", 10)
        tell(hs, "我养了两只猫", "cats", 20)
        records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
        assert all(r.superseded_by is None and r.valid_to is None for r in records)


def test_a_count_is_read_beside_a_pets_name() -> None:
    assert set(slots("我养了一只猫，叫咪咪")) == {("cat", "咪咪"), ("cats_count", "1")}
    assert ("dogs_count", "2") in slots("We have two dogs, Rex and Bella")


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("I have 2 boys", "2"),
        ("I have two daughters", "2"),
        ("we have 3 girls", "3"),
        ("i have 2 boys (6 and 9)", "2"),
        ("I have two boys, 4 and 7", "2"),
    ],
)
def test_children_counted_as_sons_or_daughters_fill_the_count(text: str, count: str) -> None:
    """ "I have two daughters" filled nothing: only kids and children were counted."""
    assert ("kids_count", count) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I have two sons and a daughter",
        "we have two boys and a girl",
        "I have two girls in my class",
        "I have 3 boys on my team",
        "if we have two girls I'll be outnumbered",
        "my sister has two boys",
    ],
)
def test_sons_or_daughters_counted_in_part_or_elsewhere_fill_no_count(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "kids_count"] == [], slots(text)
