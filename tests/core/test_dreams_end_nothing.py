"""A dream told, or a story asked for, changed what the user holds ("I work at Google." then "I had a dream that I
got fired": Google ended; "I dreamed I moved to Tokyo" a home, "last night I had a nightmare that I got divorced" a
status, "I dreamt I sold my car", "I had a dream we broke up", "write a poem about how we broke up", "write a story
where my husband passed away" widowed): what a dream or a story tells, up to its sentence's end or the speaker's own
words again ("..., but I got laid off for real today"), is no slot and ends nothing; a dream job got ("I got my dream
job at Stripe!") or a thing said to be like a dream ("it feels like a bad dream") is what happened."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "I dreamed I moved to Tokyo",
        "last night I had a nightmare that I got divorced",
        "I dreamt I cancelled Netflix",
        "in my dream I'm working at Apple",
        "had the weirdest dream last night, I got laid off and moved to Alaska",
        "the dream I had last night, I was living in Paris",
    ],
)
def test_a_dream_fills_no_slot(text: str) -> None:
    assert own_slots(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I got my dream job at Stripe!", ("works_at", "Stripe")),
        ("I've always dreamed of living by the sea, and now I live in Brighton", ("lives_in", "Brighton")),
        ("I had a weird dream, but anyway I live in Denver now", ("lives_in", "Denver")),
    ],
)
def test_the_speakers_own_words_beside_a_dream_are_read(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "said",
    [
        ("I work at Google.", "I had a dream that I got fired"),
        ("I work at Google.", "I dreamt I quit my job"),
        ("I work at Google.", "had the weirdest dream last night, I got laid off and moved to Alaska"),
        ("I live in Austin.", "I dreamed I moved to Tokyo"),
        ("I'm married.", "last night I had a nightmare that I got divorced"),
        ("I'm dating Jake.", "I had a dream we broke up and I woke up crying"),
        ("I'm dating Jake.", "write a poem about how we broke up"),
        ("I drive a Toyota Corolla.", "I dreamed I sold my car"),
        ("I subscribe to Netflix.", "I dreamt I cancelled Netflix"),
        ("I'm married.", "write a story where my husband passed away"),
    ],
)
def test_what_a_dream_or_a_story_tells_ends_nothing(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [True, True]


@pytest.mark.parametrize(
    "said",
    [
        ("I work at Google.", "I had a dream I got fired, but honestly I got laid off for real today"),
        ("I work at Google.", "I got laid off today, it feels like a bad dream"),
        ("I'm dating Jake.", "it was like a nightmare, we broke up last night"),
        ("I work at Google.", "I got my dream job at Stripe!"),
    ],
)
def test_what_happened_beside_a_dream_still_ends_it(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]
