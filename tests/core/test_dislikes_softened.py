"""A dislike said softly ("I'm not a fan of Java", "I don't really like Java", "I'm not big on Java", 我不太喜欢Java,
我不怎么喜欢Java) is a dislike as "I don't like Java" is: it fills the ``dislikes`` slot, so a liking of the same
thing said before no longer holds. A liking said softly the other way ("I'm not a huge fan of it", "not into my
third week") or a comparison ("not as big a fan of X as of Y") is none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "I'm not a fan of Java.",
        "I'm not a big fan of Java, to be honest.",
        "Honestly I'm not really a fan of Java",
        "I don't really like Java.",
        "I do not particularly like Java",
        "I'm not big on Java.",
        "I'm not really into Java",
        "我不太喜欢Java",
        "我不怎么喜欢Java",
        "我其实不是很喜欢Java",
        "我不大喜欢Java",
    ],
)
def test_a_dislike_said_softly_is_a_dislike(text: str) -> None:
    assert slots(text) == [("dislikes", "Java")]


@pytest.mark.parametrize(
    "text",
    [
        "I'm not a fan of it.",
        "I'm not into my third week yet",
        "I don't really like Java as much as Go",
        "I'm not big on Java more than on Go",
        "我不太喜欢的是什么",
    ],
)
def test_no_dislike_of_a_thing_is_read_where_none_is_said(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] == "dislikes"]


@pytest.mark.parametrize("dislike", ["I'm not a fan of Java anymore.", "我现在不太喜欢Java了"])
def test_a_soft_dislike_ends_the_liking_said_before(hs: Hindsight, dislike: str) -> None:
    tell(hs, "I really like Java.", "a", 0)
    tell(hs, dislike, "b", 1)
    records = by_source(hs)
    assert records["b"].attributes["attribute"] == "dislikes"
    assert records["a"].superseded_by == records["b"].id
