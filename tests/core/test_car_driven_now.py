"""A car of a known make the user says they are driving now ("sold my Civic, driving a Model 3 now", "I'm driving a
Model 3 now", 我把思域卖了，现在开特斯拉Model 3) is their car: it supersedes the one they drove before, which
"what car do I drive?" no longer answers first. One driven for a while ("driving a Tesla this week", "a rental"),
someone else's ("my sister is driving a Tesla now") or driving as a subject ("driving a Tesla is so fun") is none."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from tests.core.retain_helpers import answered_apart

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "car"),
    [
        ("sold my Civic, driving a Model 3 now", "Model 3"),
        ("I'm driving a Model 3 now", "Model 3"),
        ("Sold the Civic last week. Driving a Tesla Model 3 now!", "Tesla Model 3"),
        ("I've been driving a Prius for years", "Prius"),
        ("I am currently driving a 2018 Toyota Corolla", "Toyota Corolla"),
        ("I'm driving a Model 3 these days, love it", "Model 3"),
        ("I got a Model Y", "Model Y"),
        ("我现在开Model 3", "Model 3"),
        ("我现在开特斯拉", "特斯拉"),
        ("我把思域卖了，现在开特斯拉Model 3", "特斯拉Model 3"),
        ("I'm driving a rental this week", None),
        ("I'm driving a Tesla this week", None),
        ("I'm driving a Honda Civic to Boston tomorrow", None),
        ("I'm driving my dad's BMW for now", None),
        ("My sister is driving a Tesla now", None),
        ("driving a Tesla is so fun", None),
        ("我现在开会", None),
    ],
)
def test_a_car_driven_now_is_the_users_car(text: str, car: str | None) -> None:
    found = [m.value for m in find_attributes(text) if m.attribute == "car"]
    assert found == ([car] if car else [])


@pytest.mark.parametrize(
    ("before", "after", "question"),
    [
        ("I drive a Honda Civic.", "sold my Civic, driving a Model 3 now", "What car do I drive?"),
        (
            "I drive a Honda Civic.",
            "I'm driving a Tesla Model 3 now, the Civic is gone",
            "what car do I have?",
        ),
        ("我开的是本田思域", "我把思域卖了，现在开特斯拉Model 3", "我开的是什么车？"),
    ],
)
def test_the_car_driven_now_supersedes_the_older_one(
    tmp_path: Path, minilm, before: str, after: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        records = answered_apart(
            hs,
            [("old", before), ("tea", "I've been really into green tea lately."), ("new", after)],
            T0,
            reply="Nice!",
        )
        assert records["old"].superseded_by == records["new"].id and records["old"].valid_to is not None
        assert hs.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["new"]
