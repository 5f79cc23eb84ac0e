"""A habit said on many days, then given up ("I stopped going to the gym, I swim now instead"): asked "How do I
exercise these days?", the months of gym days filled the best of the pool and the statement giving the gym up, found
below them, was never placed above them (only one no path had found was, by its link), so the answer was a gym day
from before the change."""

from __future__ import annotations

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell


def test_a_habit_given_up_ranks_above_its_many_days(real: Hindsight) -> None:
    for day in range(22):
        tell(real, "gym again this morning", f"m{day}", day * 3)
    tell(real, "I stopped going to the gym, I swim now instead.", "stop", 100)
    hits = real.recall("How do I exercise these days?", user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids == ["stop"]
