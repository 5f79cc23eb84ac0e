"""The late-interaction stage (MaxSim over MiniLM's token vectors) is one signal among the paths, weighed
below the sentence vector: a word the question shares with the wrong record must not outrank what the
whole question means. Real embedder, conversations written for this test."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight

pytestmark = pytest.mark.e2e

_AROUND = [
    "Our dog is called Mochi, he's a menace",
    "My coworker Rhea is relocating to Denver next month",
    "I've been binge watching a cooking show",
    "The printer at work jams every single day",
    "My neighbour plays drums at midnight",
    "We painted the hallway a dark blue",
    "My cousin got a job at a bakery downtown",
    "I lost my umbrella on the bus again",
    "The gym near me closes at ten now",
    "I finally finished that 1000 piece puzzle",
]


def test_a_value_asked_before_a_change_ranks_above_the_change(tmp_path) -> None:
    before, change = "My rent is 900 a month for a one bed", "The landlord put the rent up, it's 1,050 now"
    said = [*_AROUND[:3], before, *_AROUND[3:7], change, *_AROUND[7:]]
    start = datetime(2026, 3, 1, tzinfo=UTC)
    with Hindsight(tmp_path) as hs:
        for n, text in enumerate(said):
            hs.retain(
                [{"role": "user", "content": text, "id": f"m{n}"}],
                user_id="u",
                session_id=f"s{n}",
                occurred_at=start + timedelta(days=3 * n),
            )
        hits = hs.recall(
            "what did I pay for rent before the increase?", user_id="u", k=5, reinforce=False
        ).hits
    assert [h.record.source_ids for h in hits[:2]] == [["m3"], ["m8"]], [h.record.text for h in hits]
