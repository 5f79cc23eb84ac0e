"""Going to the gym is a habit, as running is: "I go to the gym every morning", "I go to the gym 3 times a week",
我每天去健身房 filled no slot, so "I stopped going to the gym", "I don't go to the gym anymore", 我不去健身房了 ended
nothing (nor the days one went, "I go to the gym on Mondays and Thursdays"), and "I'm going to the gym again" did not
end the stop. One visit, a plan or someone else's gym ("I went to the gym this morning", "my wife goes to the gym
every day", 我今天不去健身房了) fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.attributes import find_attributes
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import still_held, tell


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


@pytest.mark.parametrize(
    "said",
    [
        ("I go to the gym every morning", "I stopped going to the gym"),
        ("I go to the gym 3 times a week", "I don't go to the gym anymore"),
        ("I hit the gym every day", "I quit the gym, too expensive"),
        ("I stopped going to the gym", "I'm going to the gym again"),
        ("我每天去健身房", "我不去健身房了"),
        ("我每周去三次健身房", "我不去健身房了"),
        ("我不去健身房了", "我又开始去健身房了"),
    ],
)
def test_the_gym_given_up_or_taken_up_again_ends_the_one_before(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said) == [False, True]


def test_the_gym_given_up_ends_the_days_too(hs: Hindsight) -> None:
    tell(hs, "I go to the gym on Mondays and Thursdays", "m0", 0)
    tell(hs, "I stopped going to the gym", "m1", 1)
    days = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.source_ids == ["m0"]]
    assert days and all(r.valid_to is not None for r in days)


@pytest.mark.parametrize(
    "text",
    [
        "I went to the gym this morning",
        "I'm going to the gym tomorrow",
        "my wife goes to the gym every day",
        "I stopped at the gym to grab my bag",
        "我今天不去健身房了",
        "我老公每天去健身房",
    ],
)
def test_one_visit_a_plan_or_anothers_gym_fills_none(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute == "does"] == []
