"""One's usual sleep and steps, told in passing ("I sleep about 6 hours a night", "I've been averaging 8k steps"),
filled no slot, so a newer measure replaced nothing and "how much do I sleep?" asked no slot: each is now a slot
(``sleep_hours``, ``daily_steps``) of the speaker's own; one night or one day, someone else's, a need, a wish or a
supposition fill none, and a step goal stays a goal."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.extraction.slot_names import asked_slot

from .retain_helpers import by_source, tell

_SLOTS = ("sleep_hours", "daily_steps", "step_goal")


def _usual(text: str) -> list[tuple[str, str]]:
    return [(m.attribute, m.value) for m in find_attributes(text) if m.attribute in _SLOTS]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I sleep about 6 hours a night", ("sleep_hours", "6 hours")),
        ("I only get like 5 hrs of sleep", ("sleep_hours", "5 hrs")),
        ("I've been sleeping 4-5 hours a night", ("sleep_hours", "4-5 hours")),
        ("I usually sleep 7 hours", ("sleep_hours", "7 hours")),
        ("I'm only getting 4-5 hrs of sleep these days", ("sleep_hours", "4-5 hrs")),
        ("I've been averaging 8k steps", ("daily_steps", "8k")),
        ("I walk about 10k steps a day", ("daily_steps", "10k")),
        ("I do like 7000 steps a day at work", ("daily_steps", "7000")),
        ("I'm aiming for 10k steps a day", ("step_goal", "10k")),
    ],
)
def test_ones_usual_sleep_or_steps_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert _usual(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "I slept 4 hours last night",
        "I walked 12,000 steps today",
        "I hit 10k steps today",
        "my husband sleeps 9 hours a night",
        "my kids walk 10k steps a day",
        "babies sleep 14 hours a day",
        "the average adult gets 7 hours of sleep",
        "I need 8 hours of sleep",
        "I want to sleep 8 hours a night",
        "I could sleep 12 hours lol",
        "I'd sleep 10 hours if I could",
        "if I sleep 6 hours I'm a zombie",
        "when I get 5 hours of sleep I'm useless",
        "I sleep 8 hours on weekends",
        "I sleep 2 hours after lunch lol",
        "I sleep at 11 usually",
        "I get 10k steps on a good day",
    ],
)
def test_no_usual_sleep_or_steps_of_the_speaker(text: str) -> None:
    assert _usual(text) == []


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("how much do I sleep?", "sleep_hours"),
        ("how many hours of sleep am I getting?", "sleep_hours"),
        ("how long do I usually sleep", "sleep_hours"),
        ("how many steps do I average?", "daily_steps"),
        ("what's my average step count?", "daily_steps"),
        ("how many steps does my wife walk?", None),
        ("how many steps do I need for 5 miles?", None),
    ],
)
def test_a_question_of_ones_sleep_or_steps_asks_its_slot(question: str, slot: str | None) -> None:
    assert asked_slot(question) == slot


def test_a_newer_measure_replaces_the_older_and_is_what_is_asked(hs: Hindsight) -> None:
    tell(hs, "I sleep about 6 hours a night", "old", 0)
    tell(hs, "my husband sleeps 9 hours a night", "his", 1)
    tell(hs, "I'm sleeping like 8 hours a night now, new mattress", "new", 30)
    records = by_source(hs)
    assert (records["old"].valid_to is None, records["new"].valid_to is None) == (False, True)
    hits = hs.recall("how much do I sleep?", user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids == ["new"]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("only getting like 4 hrs of sleep lately", ("sleep_hours", "4 hrs")),
        ("ugh, only getting 5 hours of sleep a night", ("sleep_hours", "5 hours")),
        ("Work is crazy. Getting maybe 5 hrs of sleep lately", ("sleep_hours", "5 hrs")),
        ("been averaging 8k steps", ("daily_steps", "8k")),
    ],
)
def test_the_speaker_left_out_at_a_sentences_start_is_the_speaker(text: str, slot: tuple[str, str]) -> None:
    """Chat leaves the "I" out ("only getting like 4 hrs of sleep lately"): the slot was filled only after "I"."""
    assert _usual(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "averaging 10k steps a day is good for you",
        "getting 6 hours of sleep a night is hard",
        "walking 10k steps a day helps",
        "my wife is getting 5 hours of sleep",
        "the baby is getting 12 hours of sleep a night",
        "kids get 10 hours of sleep",
        "sleep 8 hours a night, doc says",
    ],
)
def test_a_saying_of_anyones_sleep_or_steps_is_none_of_the_speakers(text: str) -> None:
    assert _usual(text) == []
