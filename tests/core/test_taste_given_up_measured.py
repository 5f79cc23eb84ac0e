"""A drink or a food given up ends the liking said with a measure: 我每天早上都要喝一杯美式, then 我不喝美式了; 我一般喝两杯
咖啡, then 我戒了咖啡; 我习惯喝点绿茶, then 我现在不喝绿茶了. The liking's value holds the measure (喝一杯美式), and it was
compared with the one given up (美式) measure and all, so the habit stayed current after it was given up. 点心 is a
food, no measure: 吃点心 is 点心."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.values import taste_key
from tests.core.retain_helpers import by_source, tell


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


@pytest.mark.parametrize(
    "said",
    [
        ("我每天早上都要喝一杯美式", "我不喝美式了"),
        ("我一般喝两杯咖啡", "我戒了咖啡"),
        ("我习惯喝点绿茶", "我现在不喝绿茶了"),
    ],
)
def test_a_taste_given_up_ends_the_liking_said_with_a_measure(hs: Hindsight, said: tuple[str, str]) -> None:
    for day, text in enumerate(said):
        tell(hs, text, f"m{day}", day)
    records = by_source(hs)
    assert (records["m0"].valid_to is None, records["m1"].valid_to is None) == (False, True)


def test_the_measure_is_no_part_of_the_taste() -> None:
    assert [
        taste_key(v) for v in ("喝一杯美式", "喝两杯咖啡", "喝点绿茶", "吃一碗面", "吃点心", "喝咖啡")
    ] == [
        "美式",
        "咖啡",
        "绿茶",
        "面",
        "点心",
        "咖啡",
    ]
