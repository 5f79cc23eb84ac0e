"""A liking said with how much ("I like sushi a lot", "I enjoy tennis very much", "I like tea quite a bit") likes
the thing, not "sushi a lot": a later "I don't like sushi anymore" ends it, with the conflict shown, instead of
leaving both current (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I like sushi a lot", "sushi"),
        ("I enjoy tennis very much.", "tennis"),
        ("I like tea quite a bit", "tea"),
        ("I love hiking a ton", "hiking"),
        ("I like jazz a little", "jazz"),
        ("I really like spicy food", "spicy food"),  # no degree after it: the value as said
        ("I love a lot of things about Lisbon", "lot of things about Lisbon"),
    ],
)
def test_how_much_something_is_liked_is_not_part_of_it(text: str, value: str) -> None:
    assert ("likes", value) in slots(text)


def test_a_liking_said_with_how_much_is_ended_by_its_end(real: Hindsight) -> None:
    tell(real, "I like sushi a lot", "m0", 0)
    tell(real, "I don't like sushi anymore", "m1", 20)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m1"].id and said["m1"].valid_to is None
    context = real.recall("do I like sushi?", user_id="u", reinforce=False).context
    assert "superseded" in context and "current value" in context
