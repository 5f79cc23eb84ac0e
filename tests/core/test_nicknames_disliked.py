"""A name the user dislikes being called was stored as their nickname: "I hate it when people call me Jenny" filled
``nickname`` = "Jenny" (the "call me" request read inside it), so "what should you call me?" answered the very name
they hate. A name disliked is one refused, as "don't call me Jenny" is: "not Jenny", which ends that name only. A name
one person calls them ("my mom still calls me Jenny, ugh") is that person's for them, not what the user goes by; and
a "call me ..." quoted from someone else ("my new boss was like 'call me Dave'") is theirs."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


def nicknames(said: str) -> list[str]:
    return [value for attribute, value in own_slots(said) if attribute == "nickname"]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("I hate it when people call me Jenny", "Jenny"),
        ("i really hate it when ppl call me Jenny", "Jenny"),
        ("it drives me nuts when my coworkers call me Jen", "Jen"),
        ("I can't stand being called Bob", "Bob"),
        ("honestly I hate being called Robbie", "Robbie"),
        ("everyone calls me Jenny, ugh", "Jenny"),
        ("my friends call me Bex which I hate", "Bex"),
        ("people call me Kit and I can't stand it", "Kit"),
        ("I hate it when you call me buddy", "buddy"),
    ],
)
def test_a_name_disliked_is_refused(said: str, name: str) -> None:
    assert nicknames(said) == [f"not {name}"]


@pytest.mark.parametrize(
    "said",
    [
        "my mom still calls me Jenny, ugh",
        "my mum calls me Bubba",
        "my grandma calls me Jenny-bean",
        "my boss calls me Champ",
        "my new boss was like 'call me Dave'",
        'she said "call me Margaret" and walked off',
    ],
)
def test_one_persons_name_or_a_quoted_one_is_no_nickname(said: str) -> None:
    assert nicknames(said) == []


@pytest.mark.parametrize(
    ("said", "name"),
    [
        # still the user's: asked for, or what people call them with no complaint
        ("call me Jen", "Jen"),
        ("I hate my full name so just call me Jen", "Jen"),
        ("please call me Jen, I hate Jennifer", "Jen"),
        ("call me Sam, ugh autocorrect", "Sam"),
        ("I hate Mondays, call me Max btw", "Max"),
        ("everyone calls me Jay", "Jay"),
        ("my friends call me Bex and I love it", "Bex"),
        ("my family calls me Bear", "Bear"),
    ],
)
def test_a_name_asked_for_or_used_by_many_is_kept(said: str, name: str) -> None:
    assert nicknames(said) == [name]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("I hate it when people call me Jenny, call me Jen", "Jen"),
        ("I hate it when people call me Jenny. Please call me Jen", "Jen"),
        ("i hate it when ppl call me jenny, call me jen", "jen"),
        ("everyone calls me Bex which I hate, I go by Rebecca", "Rebecca"),
        ("I hate it when you call me buddy, call me Sam", "Sam"),
    ],
)
def test_the_name_asked_for_after_one_refused_is_the_nickname(said: str, name: str) -> None:
    assert nicknames(said) == [name]


@pytest.mark.parametrize(
    "said",
    [
        # no name asked for after the refused one: a name others use, one refused too, an idiom, a request to phone
        "I hate it when people call me Jenny. my friends call me Jen",
        "I hate it when people call me Jenny, don't call me Jen either",
        "I hate it when people call me Jenny, call me crazy but it's so childish",
        "I hate it when people call me Jenny, call me when you're free",
    ],
)
def test_no_name_asked_after_the_refused_one_keeps_it_refused(said: str) -> None:
    assert nicknames(said) == ["not Jenny"]


def test_a_name_disliked_leaves_the_one_asked_for(hs: Hindsight) -> None:
    tell(hs, "call me Jen", "a", 0)
    tell(hs, "I hate it when people call me Jenny", "b", 2)
    said = by_source(hs)
    assert said["b"].attributes.get("value") == "not Jenny"
    assert said["a"].valid_to is None and said["a"].superseded_by is None
