"""How long the user tells the assistant to answer is a standing instruction, a slot of theirs that a later one
changes ("keep your answers short", then "actually longer answers are fine again"; 回答简短一点, then 回答可以详细一点):
each was only 'The user said: ...', so the change ended nothing, and the adapters' block of standing instructions
had no length to carry; one text's ("make this shorter", 这段写短一点), one answer's ("that was too long") or one
kind's ("longer answers are OK for code") is no standing instruction."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.instruction_helpers import assert_later_instruction_holds
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "length"),
    [
        ("keep your answers short, no bullet points", "short"),
        ("Keep your replies short please", "short"),
        ("from now on, keep it brief", "short"),
        ("always be concise", "short"),
        ("short answers please", "short"),
        ("your answers are way too long", "short"),
        ("actually longer answers are fine again", "detailed"),
        ("you can give me more detailed answers", "detailed"),
        ("your answers can be longer", "detailed"),
        ("回答简短一点", "short"),
        ("以后回答简洁点", "short"),
        ("你的回答太长了", "short"),
        ("以后别写那么长", "short"),
        ("回答可以详细一点", "detailed"),
    ],
)
def test_how_long_to_answer_fills_reply_length(text: str, length: str) -> None:
    assert ("reply_length", length) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "make this shorter",
        "keep this email short",
        "that was too long",
        "longer answers are OK for code",
        "my boss wants short answers in standups",
        "Short answers are better in interviews",
        "这段写短一点",
        "把这个改短一点",
        "面试的时候回答简短一点",
        "这个回答太长了",
    ],
)
def test_one_texts_or_one_kinds_length_fills_none(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "reply_length"] == [], slots(text)


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        (
            "keep your answers short please",
            "actually longer answers are fine again",
            "how long should your answers be?",
        ),
        ("回答简短一点", "回答可以详细一点", "我希望你回答多长"),
    ],
)
def test_a_later_length_supersedes_the_earlier(hs: Hindsight, old: str, new: str, question: str) -> None:
    assert_later_instruction_holds(hs, old, new, question)
