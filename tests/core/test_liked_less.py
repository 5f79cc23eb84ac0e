"""A liking said to be less ("I like coffee less these days", "I like MySQL less than Postgres", 我喜欢咖啡不如茶) is
no liking: three of them taught 'The user's preferred database is MySQL', the opposite of what was said. What
is liked with less of something ("coffee with less sugar") is still liked (rule extractor, hash embedder)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import said_weekly
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    "text",
    [
        "I like coffee less these days.",
        "I like MySQL less than Postgres.",
        "I like coffee a lot less than I used to.",
        "I enjoy running less and less.",
        "I love Python much less than Go.",
        "I like coffee less now.",
        "I'm into climbing less these days.",
        "我喜欢MySQL不如PostgreSQL。",
        "我喜欢咖啡没有茶那么多。",
    ],
)
def test_a_liking_said_to_be_less_is_none(text: str) -> None:
    assert [s for s in slots(text) if s[0] in ("likes", "preferred_database", "preferred_language")] == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I like coffee with less sugar.", ("likes", "coffee")),
        ("I like working with less stress these days.", ("likes", "working")),
        ("I like less crowded gyms.", ("likes", "less crowded gyms")),
        ("I like oolong tea, less so green tea.", ("likes", "oolong tea")),
        ("我喜欢乌龙茶，不如绿茶好买。", ("likes", "乌龙茶")),
    ],
)
def test_a_liking_of_something_with_less_is_a_liking(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


def test_three_likings_said_to_be_less_teach_nothing(hs: Hindsight) -> None:
    said = [
        "I like MySQL less than Postgres, to be honest.",
        "I still like MySQL less than Postgres.",
        "I like MySQL much less than Postgres.",
    ]
    said_weekly(hs, said, T0)
    assert hs.induce(user_id="u", now=T0 + timedelta(days=30)) == []
