"""How long the user tells the assistant to answer is a standing instruction, a slot of theirs that a later one
changes ("keep your answers short", then "actually longer answers are fine again"; 回答简短一点, then 回答可以详细一点):
each was only 'The user said: ...', so the change ended nothing, and the adapters' block of standing instructions
had no length to carry; one text's ("make this shorter", 这段写短一点), one answer's ("that was too long") or one
kind's ("longer answers are OK for code") is no standing instruction."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.instruction_helpers import assert_later_instruction_holds
from tests.core.retain_helpers import by_source, tell
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


@pytest.mark.parametrize(
    ("text", "length"),
    [
        ("longer answers are OK for code", "detailed"),
        ("for coding questions, detailed answers are fine", "detailed"),
        ("you can give longer answers for code", "detailed"),
        ("keep code answers short", "short"),
        ("short answers for code please", "short"),
    ],
)
def test_how_long_to_answer_code_fills_its_own_slot(text: str, length: str) -> None:
    """A length said for code filled nothing: it is ``reply_length_code``, beside the length of every answer."""
    assert [s for s in slots(text) if s[0].startswith("reply_length")] == [("reply_length_code", length)]


@pytest.mark.parametrize(
    "text",
    [
        "make this code shorter",
        "my code review answers are too long",
        "Short answers are better in interviews",
        "should I give longer answers for coding interviews?",
        "longer answers are ok for the essay",
        "the code is fine, longer answers are not",
    ],
)
def test_other_lengths_fill_no_code_length(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "reply_length_code"] == [], slots(text)


def test_a_length_for_code_leaves_the_length_of_every_answer(hs: Hindsight) -> None:
    tell(hs, "keep your answers short please", "a", 0)
    tell(hs, "longer answers are OK for code though", "c", 30)
    records = by_source(hs)
    assert records["a"].valid_to is None and records["c"].valid_to is None
    assert [r.text for r in hs.standing_instructions(user_id="u")] == [records["a"].text, records["c"].text]
