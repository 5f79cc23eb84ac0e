"""Two values of a slot one holds several of, said in one turn, each in its clause ("I like jazz and I love sushi",
"my cold is gone but now I have a headache", 我咳嗽，还有点发烧, "I'm allergic to peanuts, and I'm also allergic to
penicillin"): the rules read the first alone, so the second was stored with no slot ("I love sushi" {}) or not at
all (the headache, the fever), and a later change of it ended nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import tell


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("I like jazz and I love sushi", [("likes", "jazz"), ("likes", "sushi")]),
        ("I like jazz and I like sushi", [("likes", "jazz"), ("likes", "sushi")]),
        ("I love hiking, and I also enjoy pottery", [("likes", "hiking"), ("likes", "pottery")]),
        ("my cold is gone but now I have a headache", [("symptom", "not cold"), ("symptom", "headache")]),
        ("我咳嗽，还有点发烧", [("symptom", "cough"), ("symptom", "fever")]),
        (
            "I'm allergic to peanuts, and I'm also allergic to penicillin",
            [("allergic_to", "peanuts"), ("allergic_to", "penicillin")],
        ),
    ],
)
def test_each_value_said_in_its_clause_is_read(text: str, values: list[tuple[str, str]]) -> None:
    assert [(m.attribute, m.value) for m in find_attributes(text)] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # one value said twice, or one clause naming two: as before
        ("I like jazz. I really like jazz", [("likes", "jazz")]),
        ("I'm allergic to peanuts and shellfish", [("allergic_to", "peanuts and shellfish")]),
        # what one is, said with something else: no second thing one is
        ("I'm a freelance illustrator and a client, Brightside Media, owes me $3,200", [("job", "freelance illustrator")]),
    ],
)  # fmt: skip
def test_no_second_value_where_none_is_said_apart(text: str, values: list[tuple[str, str]]) -> None:
    assert [
        (m.attribute, m.value)
        for m in find_attributes(text)
        if m.attribute in ("likes", "allergic_to", "job")
    ] == values


def test_the_second_symptom_is_current_and_the_first_ended(real: Hindsight) -> None:
    tell(real, "ugh, I caught a cold", "cold", 0)
    tell(real, "my cold is gone but now I have a headache", "after", 3)
    current = {
        r.attributes.get("value")
        for r in real.list_records(user_id="u")
        if r.attributes.get("attribute") == "symptom" and r.valid_to is None and r.superseded_by is None
    }
    assert "headache" in current and "cold" not in current
