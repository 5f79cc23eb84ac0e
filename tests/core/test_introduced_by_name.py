"""A user who introduces themselves by a greeting and their name ("Hi, I'm Sam Carter", "Hello, I am Katrin, I live in
Hamburg", "hey, this is Priya") or says "My name's Sam": none filled the name slot (only "my name is" did), so the
name was no current value and a later "my name is ..." superseded nothing. "I'm Sam" alone stays no name ("I'm
Italian", "I'm Fine"), and after a greeting a word of how one is ("Hi, I'm Back!") is none either."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("Hi, I'm Sam Carter", "Sam Carter"),
        ("Hello! I'm Sam, I live in Leeds", "Sam"),
        ("Hello, I am Katrin, I live in Hamburg and I work as an engineering manager", "Katrin"),
        ("hey, this is Priya", "Priya"),
        ("Good morning, I'm Tom from Acme", "Tom"),
        ("Hi! I'm Jürgen and I need help with a spreadsheet", "Jürgen"),
        ("My name's Sam", "Sam"),
    ],
)
def test_an_introduction_fills_the_name(said: str, name: str) -> None:
    assert ("name", name) in slots(said)


@pytest.mark.parametrize(
    "said",
    ["I'm Sam", "Hi, I'm Italian", "Hey, I'm Fine", "Hi, I'm Back!", "Hi, I'm Home", "Hi, I'm new here"],
)
def test_what_one_is_after_a_greeting_is_no_name(said: str) -> None:
    assert [value for slot, value in slots(said) if slot == "name"] == []


def test_a_name_given_later_supersedes_the_introduction(hs: Hindsight) -> None:
    tell(hs, "Hi, I'm Sam Carter!", "m1", 0)
    tell(hs, "Actually, my name is Samantha Carter, Sam is just what friends call me", "m2", 1)
    names = [
        r.attributes.get("value")
        for r in hs.list_records(user_id="u")
        if r.attributes.get("attribute") == "name"
    ]
    current = [
        r.attributes.get("value")
        for r in hs.list_records(user_id="u")
        if r.attributes.get("attribute") == "name" and r.valid_to is None
    ]
    assert sorted(names) == ["Sam Carter", "Samantha Carter"] and current == ["Samantha Carter"]


@pytest.mark.e2e
def test_asked_their_name_the_user_gets_their_introduction_not_a_pasted_email(real: Hindsight) -> None:
    """ "What's my name?" ranked first a pasted email's "Hi team, my name is John Miller" (its words and a name said
    in it), above the user's own "Hi, I'm Sam Carter": the user's name slot answers a question asking it, and a name
    said in pasted text is its author's."""
    tell(real, "Hi, I'm Sam Carter! I need some help preparing for a job interview next week.", "m1", 0)
    tell(
        real,
        "Can you summarize this email for me?\n\n---\nHi team, my name is John Miller and I'm the new facilities "
        "manager. I live in Boston.\n---",
        "m2",
        3,
    )
    tell(real, "I also love hiking on weekends", "m3", 5)
    for question in ("What's my name?", "Do you know my name?"):
        assert real.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["m1"], question


@pytest.mark.parametrize(
    "said",
    ["我叫她过来吃饭", "我叫他明天再来", "我叫你早点睡", "我叫他们先走", "我叫她小美"],
)
def test_telling_or_calling_someone_else_with_jiao_is_no_name(said: str) -> None:
    assert [value for attribute, value in slots(said) if attribute == "name"] == []


def test_the_users_name_is_kept_after_they_tell_someone_to_come(hs: Hindsight) -> None:
    tell(hs, "我叫张伟，在杭州做程序员", "m0", 0)
    tell(hs, "我叫她过来吃饭，她还没到", "m1", 1)
    named = [r for r in hs.list_records(user_id="u") if r.attributes.get("attribute") == "name"]
    assert [(r.attributes["value"], r.valid_to is None) for r in named] == [("张伟", True)]
