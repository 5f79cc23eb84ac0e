"""The name the user asks to be called by, said as chat says it: "call me Sam from now on" stored the nickname "Sam
from", "call me Sam please" and "I go by Sam" none, and "don't call me Samuel, call me Sam" the name refused
(Samuel), so "what should you call me?" answered the name the user had just said not to use."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("call me Sam from now on", "Sam"),
        ("call me Sam please", "Sam"),
        ("I go by Sam", "Sam"),
        ("don't call me Samuel, call me Sam", "Sam"),
        ("call me Dr. Lee", "Dr. Lee"),
        ("Call me Bob", "Bob"),
    ],
)
def test_the_name_to_call_the_user_by(text: str, name: str) -> None:
    assert dict(slots(text)).get("nickname") == name, slots(text)


@pytest.mark.parametrize("text", ["I go by bus", "call me later", "call me when you land"])
def test_no_name_fills_none(text: str) -> None:
    assert "nickname" not in dict(slots(text)), slots(text)


@pytest.mark.parametrize(
    ("text", "name"), [("don't call me Samuel", "Samuel"), ("never call me Sammy", "Sammy")]
)
def test_a_name_refused_alone_is_no_nickname_but_ends_it(text: str, name: str) -> None:
    """never the name itself: it no longer holds (test_instructions_taken_back)"""
    assert dict(slots(text)).get("nickname") == f"not {name}", slots(text)


def test_a_name_refused_is_not_the_answer(hs: Hindsight) -> None:
    tell(hs, "My name is Samuel Ortiz, I'm a nurse in Austin", "a", 0)
    tell(hs, "call me Samuel", "b", 1)
    tell(hs, "don't call me Samuel, call me Sam from now on", "c", 20)
    records = by_source(hs)
    assert records["c"].attributes.get("value") == "Sam" and records["b"].superseded_by == records["c"].id
    assert first(hs, "what should you call me?") == ["c"]
