"""Short day names as people type them: "bday party sat", "doubles Sat and Sun", "dentist thurs", "back on weds".

A short weekday lowercase at a clause's end after what happens then ("bday party sat", "brunch sun") is that day,
"weds" is Wednesday, and two short days joined ("Sat and Sun", "sat & sun") are each a day. Someone sitting ("the
kids sat", "we sat") or the sun ("out in the sun") names none."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction import resolve_time_expressions

#: Monday 7 December 2026.
SAID = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("bday party sat", ["2026-12-12"]),
        ("bday party sat!", ["2026-12-12"]),
        ("brunch w/ mom sun", ["2026-12-13"]),
        ("doubles Sat and Sun", ["2026-12-12", "2026-12-13"]),
        ("tennis doubles sat & sun", ["2026-12-12", "2026-12-13"]),
        ("dentist thurs", ["2026-12-10"]),
        ("back on weds", ["2026-12-09"]),
        ("haircut weds", ["2026-12-09"]),
        ("dinner at Jo's fri", ["2026-12-11"]),
        ("the game is sat", ["2026-12-12"]),
        ("picnic sun if it doesn't rain", ["2026-12-13"]),
        ("bbq sat at 4, bring chairs", ["2026-12-12"]),
        ("mani pedi sat w/ Jess", ["2026-12-12"]),
        ("swim meet sat and sun, up at 6 both days", ["2026-12-12", "2026-12-13"]),
        ("Sat at 2 works for me", ["2026-12-12"]),
        ("lunch sat at 1?", ["2026-12-12"]),
        ("sun at 10 then?", ["2026-12-13"]),
        ("can we do Sat at 3 instead", ["2026-12-12"]),
        ("fri at 5 with Jess", ["2026-12-11"]),
        ("the meeting wed at 2pm works", ["2026-12-09"]),
        ("the bbq sat at 4, bring chairs", ["2026-12-12"]),
        ("my lesson sat at 10", ["2026-12-12"]),
        ("the party sun at 6?", ["2026-12-13"]),
        ("pick up the kids sat at 3", ["2026-12-12"]),
        ("meet at the usual spot sat at 8", ["2026-12-12"]),
        ("call the plumber wed at 8am", ["2026-12-09"]),
        ("the farmers market sat at 9", ["2026-12-12"]),
        ("the plumber comes wed at 9", ["2026-12-09"]),
        ("my haircut wed at 4pm", ["2026-12-09"]),
    ],
)
def test_a_short_day_name_is_that_day(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "the kids sat",
        "we sat and talked",
        "she sat and sun-bathed",
        "I just sat",
        "the cat sat",
        "we sat outside in the sun",
        "lying in the sun",
        "my dog sat and stayed",
        "the party was fun",
        "he weds his fiancée next spring",
        "the gym is open sat and sun",
        "closed sat & sun",
        "I usually play doubles sat and sun",
        "the dog sat if you gave him a treat",
        "my grandma sat with me all night",
        "the puppy sat w/ the kids",
        "at the meet we sat with the other parents",
        "we had lunch in the sun if I remember right",
        "at the party I sat, then danced",
        "I sat at 2 different tables",
        "we sat at 3 tables because the room was packed",
        "the kids sat at 2 tables",
        "she sat at 4",
        "I sat at 2 and left at 3",
        "grandpa sat at 2 different spots",
        "we sun at 10 on the deck",
        "we sat outside in the sun at 2",
        "the sun at 6 was gorgeous",
        "the dog sat at 6",
        "my cat sat at 6 by the door all evening",
        "our guests sat at 8pm sharp",
        "the kids sat at 2 and waited",
        "grandma sat at 4pm with us",
        "Jake's dog sat at 6 and begged",
        "the couple wed at 3pm in the garden",
        "the two of them wed.",
        "the old man sat at 9 every morning",
    ],
)
def test_sitting_the_sun_and_habits_name_no_day(text: str) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID) if m.granularity == "day"] == []
