"""Where the user is from, said as chat says it ("I'm originally from Poland", "born and raised in Cork", "I grew up
in Leeds"), stored nothing: only "I'm from Poland" filled ``from``. It is where one is from, never where one lives:
the home said before stays."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I'm originally from Poland", ("from", "Poland")),
        ("originally from Kerala but been in Leeds for ages", ("from", "Kerala")),
        ("born and raised in Cork", ("from", "Cork")),
        ("I was born and raised in Manchester, moved down south for uni", ("from", "Manchester")),
        ("I grew up in Leeds", ("from", "Leeds")),
        ("grew up in Lagos, live in London now", ("from", "Lagos")),
        ("I was born in Kraków", ("from", "Kraków")),
        ("born in Cork, raised in Dublin", ("from", "Cork")),
        ("born and raised in the Bay Area, so yes I judge burritos", ("from", "Bay Area")),
    ],
)
def test_where_one_is_from_fills_from(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "my mum is originally from Poland",
        "where are you originally from?",
        "my husband grew up in Cork",
        "I grew up in a small town",
        "I grew up in the 90s",
        "I grew up in the countryside",
        "I grew up in Python 2 days, print statements everywhere",
        "the bug was born in a refactor",
        "I was raised in a cult, long story",
        "I was born in 1990",
        "I was born in May",
        "I was born in the wrong decade lol",
        "the idea was born and raised in Slack threads",
        "if I'd grown up in London I'd be different",
        "kids who grew up in Leeds will know",
    ],
)
def test_no_origin_of_the_users_is_said(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "from"]


def test_where_one_is_from_does_not_end_where_one_lives(hs: Hindsight) -> None:
    tell(hs, "I live in Berlin", "a", 0)
    tell(hs, "I'm originally from Poland", "b", 3)
    said = by_source(hs)
    assert said["a"].attributes.get("attribute") == "lives_in"
    assert said["a"].valid_to is None and said["a"].superseded_by is None
    assert said["b"].attributes.get("attribute") == "from"
