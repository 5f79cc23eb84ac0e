"""A habit taken up again ends the habit given up: "I quit smoking 3 months ago", then "ugh, I started smoking
again"; "I stopped running", then "Started running again this week!"; 我戒烟了, then 我又开始抽烟了 or 我又抽烟了. The
restart filled no slot, so the habit given up stayed current beside it ("am I still smoking?" had both), and
smoking in Chinese was no habit at all (我每天抽烟, 我戒烟了 filled nothing). A habit given up in other words ("I'm not
smoking anymore", 我已经戒烟三个月了) ends the habit; a plan, a wish or someone else's restart changes nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.attributes import find_attributes
from tests.core.retain_helpers import still_held


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


@pytest.mark.parametrize(
    "said",
    [
        ("I quit smoking 3 months ago", "ugh, I started smoking again"),
        ("I stopped running", "Started running again this week!"),
        ("I gave up yoga", "I'm back to yoga, twice a week"),
        ("I don't play tennis anymore", "I'm playing tennis again"),
        ("我戒烟了", "我又开始抽烟了"),
        ("我已经戒烟三个月了", "唉，我又抽烟了"),
        ("我不跑步了", "我最近又开始跑步了"),
        ("I smoke every day", "I'm not smoking anymore"),
        ("我每天抽烟", "我戒烟两年了"),
    ],
)
def test_a_habit_taken_up_again_or_given_up_ends_the_one_before(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said) == [False, True]


@pytest.mark.parametrize(
    "said",
    [
        ("I quit smoking", "I want to start smoking again, honestly"),
        ("I quit smoking", "My dad started smoking again"),
        ("I stopped running", "I'm running again tomorrow"),
        ("我戒烟了", "我爸又开始抽烟了"),
        ("我戒烟了", "我想重新开始抽烟"),
    ],
)
def test_a_plan_a_wish_or_anothers_restart_ends_nothing(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said)[0] is True


@pytest.mark.parametrize(
    "text",
    [
        "I'm running late again",
        "I went back to run the tests",
        "I'm back to work after the holidays",
        "I picked up my sister from the airport",
        "我每天抽时间看书",
        "我在戒烟",
        "我又跑了五公里",
    ],
)
def test_what_is_no_habit_taken_up_or_given_up_fills_no_habit(text: str) -> None:
    assert [(m.attribute, m.value) for m in find_attributes(text) if m.attribute in ("does", "decided")] == []


@pytest.mark.parametrize(
    "said",
    [
        ("ugh, I started smoking again", "back on track, 10 days smoke free"),
        ("I smoke every day", "I've been smoke-free for 3 months"),
        ("我又抽烟了", "我已经两周没抽烟了"),
    ],
)
def test_smoking_given_up_said_as_a_streak_ends_the_habit(hs: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(hs, *said) == [False, True]


@pytest.mark.parametrize(
    "text",
    [
        "we booked a smoke-free hotel",
        "I want to stay smoke free",
        "my dad has been smoke-free for a year",
        "If I'm smoke free by June I'll treat myself",
        "我今天没抽烟",
        "他已经一个月没抽烟了",
    ],
)
def test_a_smoke_free_place_a_wish_or_anothers_streak_fills_no_habit(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute == "does"] == []
