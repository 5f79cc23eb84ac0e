"""A pet's name is a slot with one value at a time: said as what the pet is called ("My cat is called Tom", 我的狗叫
旺财) and as a new name ("We renamed the cat to Mochi", 我们把狗的名字改成了豆豆, "the dog's name is now Rex"), the
new name supersedes the old. Someone else's pet, a story's dog, a bark (我家狗叫得很凶) and a breed are no name."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import still_held, tell


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("My dog is called Max.", "dog", "Max"),
        ("My dog's name is Max.", "dog", "Max"),
        ("Our cat is named Luna.", "cat", "Luna"),
        ("My puppy's called Biscuit.", "dog", "Biscuit"),
        ("We have a dog named Rex.", "dog", "Rex"),
        ("I've got a cat called Mochi.", "cat", "Mochi"),
        ("We renamed the cat to Mochi.", "cat", "Mochi"),
        ("I just renamed my kitten Pickle.", "cat", "Pickle"),
        ("We changed the cat's name to Mochi.", "cat", "Mochi"),
        ("The dog's name is now Rex.", "dog", "Rex"),
        ("The cat is called Mochi now.", "cat", "Mochi"),
        ("我的狗叫旺财", "dog", "旺财"),
        ("我家的猫叫咪咪", "cat", "咪咪"),
        ("我们家狗狗名字叫豆豆", "dog", "豆豆"),
        ("我养了一只猫，叫咪咪", "cat", "咪咪"),
        ("我们把狗的名字改成了豆豆", "dog", "豆豆"),
        ("我们给猫改名叫豆豆了", "cat", "豆豆"),
        ("把狗狗换了个名字，叫豆豆", "dog", "豆豆"),
        ("狗狗现在叫豆豆", "dog", "豆豆"),
        ("猫改名了，叫豆豆", "cat", "豆豆"),
        # a pet had, adopted or got, then its name
        ("we adopted a puppy, her name is Biscuit", "dog", "Biscuit"),
        ("We got a kitten last week!! Her name's Mochi", "cat", "Mochi"),
        ("I have a dog. Her name is Daisy.", "dog", "Daisy"),
        ("We got a puppy from the shelter, his name is Buddy", "dog", "Buddy"),
        ("we adopted a rescue dog named Bear", "dog", "Bear"),
        ("我家有一只猫叫咪咪", "cat", "咪咪"),
        ("家里有只狗叫豆豆", "dog", "豆豆"),
        ("我们刚领养了一只小狗，叫饼干", "dog", "饼干"),
        ("我有一只猫叫Luna", "cat", "Luna"),
        # the words chat calls a pet by (猫猫, 狗子, 毛孩: a pet, as Taiwan says it)
        ("我家猫猫叫咪咪", "cat", "咪咪"),
        ("我家狗子叫旺财", "dog", "旺财"),
        ("我家毛孩叫豆豆", "pet", "豆豆"),
    ],
)
def test_a_pets_name_and_its_new_name(text: str, slot: str, name: str) -> None:
    # (how many pets one has is a slot of its own: 我养了一只猫 is one cat)
    said = [(m.attribute, m.value) for m in find_attributes(text) if not m.attribute.endswith("_count")]
    assert said == [(slot, name)]


@pytest.mark.parametrize(
    "text",
    [
        # not a name: a state, a breed, a bark
        "My dog is sick.",
        "My dog is a golden retriever.",
        "My dog is called a lot of things.",
        "我家狗叫得很凶",
        "我家狗叫个不停",
        "我家狗叫了一晚上",
        # someone else's pet, a story's, one more pet
        "The dog's name is Rex.",
        "The dog in the movie is called Hachi.",
        "My friend's dog is called Max.",
        "Her dog is called Max.",
        "My sister renamed her cat Mochi.",
        "We have another dog named Bella.",
        "我朋友的狗叫旺财",
        "My neighbor got a puppy, his name is Rex",
        "We got a dog walker, her name is Anna",
        "We're adopting a puppy next week, her name will be Biscuit",
        "我朋友家有一只猫叫咪咪",
        "我想养一只猫叫咪咪",
        "我家有一只猫叫得很凶",
        "邻居家的狗现在叫旺财",
        "狗的名字是旺财",
        # a rename of no pet, or a swap
        "We renamed the file to Config.",
        "我们把会议改成了周五",
        "我把猫粮换成了狗粮",
        "我把猫换成了狗粮",
    ],
)
def test_no_pets_name(text: str) -> None:
    assert find_attributes(text) == []


@pytest.mark.parametrize(
    ("first", "renamed"),
    [
        ("My cat is called Tom.", "We renamed the cat to Mochi."),
        ("My dog's name is Max.", "The dog's name is now Rex."),
        ("我的狗叫旺财", "我们把狗的名字改成了豆豆"),
        ("我家猫咪叫咪咪", "猫改名了，叫豆豆"),
    ],
)
def test_a_pet_renamed_supersedes_its_old_name(hs: Hindsight, first: str, renamed: str) -> None:
    tell(hs, first, "a", 0)
    tell(hs, "I like oolong tea.", "tea", 1)
    tell(hs, renamed, "b", 2)
    records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert records["a"].superseded_by == records["b"].id and records["a"].valid_to is not None
    assert records["b"].valid_to is None and records["tea"].valid_to is None


def test_two_pets_keep_their_names(hs: Hindsight) -> None:
    tell(hs, "My dog is called Max.", "a", 0)
    tell(hs, "My cat is called Luna.", "b", 1)
    tell(hs, "我家狗叫得很凶", "c", 2)
    assert all(r.valid_to is None for r in hs.list_records(user_id="u", statuses=ALL_STATUSES))


@pytest.mark.parametrize(
    ("said", "held"),
    [
        # a pet got is another pet: the one had keeps its name
        (("We have a dog named Milo.", "we adopted a puppy, her name is Biscuit"), [True, True]),
        (("My cat is called Luna.", "We just got a kitten!! Her name is Mochi"), [True, True]),
        (("我家狗叫旺财", "我们刚领养了一只小狗，叫饼干"), [True, True]),
        # ... and is renamed as any pet is
        (("we adopted a puppy, her name is Biscuit", "We renamed the dog to Rex."), [False, True]),
    ],
)
def test_a_pet_got_is_another_pet(hs: Hindsight, said: tuple[str, ...], held: list[bool]) -> None:
    assert still_held(hs, *said) == held
