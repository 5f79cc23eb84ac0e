"""A stretch of days said with numbers alone ("12/20 - 12/28", "12/28-1/3", "20/12 to 28/12", 12.20-12.28 去三亚) is
one range from its first day to its last; it was no date at all. A fraction, a score, a price, a weight or a
version said the same way is none."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction import resolve_time_expressions

#: Monday 7 December 2026.
SAID = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm away 12/20 - 12/28, text me if it's urgent", ["2026-12-20/2026-12-28"]),
        ("12/20-12/28 in Cancun!!", ["2026-12-20/2026-12-28"]),
        ("12/20 to 12/28 we're at my in-laws", ["2026-12-20/2026-12-28"]),
        ("we're in Cabo 12/28-1/3", ["2026-12-28/2027-01-03"]),
        ("trip is 20/12 to 28/12", ["2026-12-20/2026-12-28"]),
        ("we were in Lisbon 11/3-11/10, loved it", ["2026-11-03/2026-11-10"]),
        ("12.20-12.28 去三亚", ["2026-12-20/2026-12-28"]),
        ("我们12.24-12.26在哈尔滨", ["2026-12-24/2026-12-26"]),
        ("我5.1-5.5去成都玩", ["2027-05-01/2027-05-05"]),
        # with the word before it that makes a first day said alone a day
        ("I'm away 12/22 - 12/30, ping Sam", ["2026-12-22/2026-12-30"]),
        ("from 12/20 to 12/28 we're in Cancun", ["2026-12-20/2026-12-28"]),
    ],
)
def test_a_stretch_said_with_numbers_is_one_range(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "add 1/2-3/4 cup of flour",
        "scores were 3/4 - 5/6",
        "he was 5/10 - 6/10 on free throws",
        "we won 21/18 - 21/19",
        "it costs 10.20-10.25 now",
        "it costs $10.20-10.25 now",
        "version 1.12-1.15 had the bug",
        "python 3.10-3.12",
        "lost 12.5-12.8 kg",
        "版本1.12-1.15有bug",
        "体重12.5-12.8公斤",
        "价格在10.20-10.25元之间",
        "他考了9.5-9.8分",
        "看完第1.2-1.5章",
        "I'm out 1/2 of the time",
        "back 3/4 of the way",
        "he's out 24/7",
        "the flight was 2/3 full",
    ],
)
def test_numbers_that_are_no_dates_name_none(text: str) -> None:
    assert resolve_time_expressions(text, SAID) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("flying out Fri to Sun for a wedding", ["2026-12-11/2026-12-13"]),
        ("Thu-Sun in Austin, back Monday", ["2026-12-10/2026-12-13", "2026-12-14"]),
        ("next Fri to Sun in Napa with the girls", ["2026-12-18/2026-12-20"]),
        ("this Fri-Sun camping if the weather holds", ["2026-12-11/2026-12-13"]),
        ("I'm in Boston Mon-Wed next week", ["2026-12-14/2026-12-16"]),
        ("I'm in the office Tue-Thu next week", ["2026-12-15/2026-12-17"]),
        ("Fri-Sun we went up to the cabin, so relaxing", ["2026-12-04/2026-12-06"]),
        ("next Friday to Sunday in Napa", ["2026-12-18/2026-12-20"]),
    ],
)
def test_a_stretch_of_weekdays_said_short_is_one_range(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "I work Mon-Fri",
        "my shifts are Thu-Sun",
        "we're open Fri to Sun only",
        "the office is closed Sat-Sun",
        "gym Mon-Fri 6am",
        "I'm in the office Tue-Thu",
        "I usually go up Fri to Sun",
    ],
)
def test_a_timetables_weekdays_name_no_date(text: str) -> None:
    assert resolve_time_expressions(text, SAID) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my shifts are Thu-Sun next week", ["2026-12-17/2026-12-20"]),
        ("my shift is Thu to Sun next week", ["2026-12-17/2026-12-20"]),
        ("night shift Tue-Thu next week, kill me", ["2026-12-15/2026-12-17"]),
        ("I'm on night shifts Mon-Wed next week", ["2026-12-14/2026-12-16"]),
        ("my shifts are Thursday to Sunday next week", ["2026-12-17/2026-12-20"]),
    ],
)
def test_shifts_worked_over_a_week_named_are_its_days(text: str, expected: list[str]) -> None:
    """ "my shifts are Thu-Sun next week" named no date: the noun "shift" was read as a move ("shifted the meeting
    from Fri to Mon"), whose two days are no range."""
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "they shifted my shifts from Mon-Wed to Thu-Sat",
        "can you shift it from Fri to Sun",
        "shifting the party from Sat to Sun",
        "my shifts are Thu-Sun",
        "I work the night shift Mon-Wed",
    ],
)
def test_a_shift_moved_or_a_shift_rota_names_no_range(text: str) -> None:
    assert all(m.granularity != "period" for m in resolve_time_expressions(text, SAID))


@pytest.mark.parametrize(
    "text",
    [
        "the meeting got pushed from Fri to Mon",
        "we moved the trip from next Fri to Mon",
        "not Fri - Sat",
        "they rescheduled my flight from 12/20 to 12/22",
        "moved the party from 12/20 to 1/3",
    ],
)
def test_two_days_a_thing_is_moved_between_are_no_range(text: str) -> None:
    assert all(m.granularity != "period" for m in resolve_time_expressions(text, SAID))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("flying 12/20, back 12/28", ["2026-12-20", "2026-12-28"]),
        ("leaving 12/20 so no gym for me", ["2026-12-20"]),
        ("I'm out 12/20 thru the new year", ["2026-12-20"]),
        # a day of the month alone after a journey's word
        ("i fly out the 18th and come back the 27th", ["2026-12-18", "2026-12-27"]),
        ("in-laws come Dec 23 and leave the 27th", ["2026-12-23", "2026-12-27"]),
        ("arrive the 20th and we'll grab dinner", ["2026-12-20"]),
        # (an order, a floor, a round: no day)
        ("I came out the 3rd best in my class", []),
        ("take the elevator back to the 5th floor", []),
        ("leaving the 2nd round early", []),
        ("he's out the 3rd week in a row", []),
    ],
)
def test_a_journeys_day_said_with_numbers_is_that_day(text: str, expected: list[str]) -> None:
    """ "flying 12/20, back 12/28", "fly out the 18th and come back the 27th" named no day: a month and a day, or a
    day of the month, alone were a day only after "on", "by", "from"."""
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm out between the 20th and the 28th", ["2026-12-20/2026-12-28"]),
        ("we're away between the 28th and the 3rd", ["2026-12-28/2027-01-03"]),
        ("we were away between the 1st and the 5th", ["2026-12-01/2026-12-05"]),
        ("the leak is between the 5th and 6th floors", []),
    ],
)
def test_a_stretch_between_two_days_of_the_month_is_one_range(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a week named apart from the weekdays said alone in its clause is theirs: they were this week's
        ("Mon-Wed in Boston next week", ["2026-12-14/2026-12-16"]),
        ("next week Thu to Sat", ["2026-12-17/2026-12-19"]),
        ("next week I'm in Denver Thu-Sat for a conference", ["2026-12-17/2026-12-19"]),
        ("next week: Tue to Thu in Chicago", ["2026-12-15/2026-12-17"]),
        ("Friday in Boston next week", ["2026-12-18"]),
        ("the week after next, Mon-Wed in Boston", ["2026-12-21/2026-12-23"]),
        ("下周周一到周三出差", ["2026-12-14/2026-12-16"]),
        ("下周我周三要去上海", ["2026-12-16"]),
        # (a timetable's word beside them, a week named in their clause: that week's, not every week's)
        ("Mon-Wed in Boston next week for work", ["2026-12-14/2026-12-16"]),
        ("next week I work Mon-Wed, then I'm off", ["2026-12-14/2026-12-16"]),
        ("I work Mon-Fri, next week I'm off", ["2026-12-14/2026-12-20"]),
        # a weekday said alone before the weekday of a week named: in that week
        ("Thursday to Saturday next week in Austin", ["2026-12-17/2026-12-19"]),
        ("I'm in Boston Monday through Wednesday next week", ["2026-12-14/2026-12-16"]),
        # as before
        ("下周一到周三在北京", ["2026-12-14/2026-12-16"]),
        ("I'm in Boston Mon-Wed next week", ["2026-12-14/2026-12-16"]),
        ("I'm in Vegas Friday to Sunday", ["2026-12-11/2026-12-13"]),
        # two clauses, a weekday named otherwise, a day gone beside a week ahead: each its own
        ("Friday I'm busy, next week I'm free", ["2026-12-11", "2026-12-14/2026-12-20"]),
        ("I'm off Friday and next week", ["2026-12-11", "2026-12-14/2026-12-20"]),
        ("周五我有空，下周不行", ["2026-12-11", "2026-12-14/2026-12-20"]),
        ("next Friday and next week", ["2026-12-18", "2026-12-14/2026-12-20"]),
        ("On Sunday we talked about next week", ["2026-12-06", "2026-12-14/2026-12-20"]),
        ("Friday. Next week is crazy", ["2026-12-11", "2026-12-14/2026-12-20"]),
    ],
)
def test_the_weekdays_of_a_week_named_apart_are_in_it(text: str, expected: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a short weekday before a part of the day or a journey, a day of the month opening a journey's clause
        ("Fri night flight to Denver, can't wait", ["2026-12-11"]),
        ("Sat morning flight, so I'll pack tonight", ["2026-12-12", "2026-12-07"]),
        ("red-eye Fri night, back Monday", ["2026-12-11", "2026-12-14"]),
        ("wed night we land in Austin", ["2026-12-09"]),
        ("the 20th we fly to Tokyo", ["2026-12-20"]),
        ("The 3rd I leave for Lisbon", ["2027-01-03"]),
        ("ok, the 20th is when we fly", ["2026-12-20"]),
        ("so the 20th we fly out and the 27th we come back", ["2026-12-20", "2026-12-27"]),
        ("we fly the 20th, finally", ["2026-12-20"]),
        ("the movers come the 19th", ["2026-12-19"]),
        ("he's coming the 20th, yay", ["2026-12-20"]),
        ("picking up my sister from the airport Sat", ["2026-12-12"]),
        ("dentist Thu.", ["2026-12-10"]),
        ("let's grab lunch wed", ["2026-12-09"]),
        # (a verb, an order, a noun after it: no day)
        ("I sat night after night waiting", []),
        ("they sat morning and night by his bed", []),
        ("we just sat morning till noon", []),
        ("the 3rd we lost by two points", []),
        ("the 2nd time we fly with them", []),
        ("flying the 2nd plane they built", []),
        ("they come the 3rd time", []),
        ("we sat.", []),
        ("I read the Sun.", []),
        ("sat, sun and mon are busy", []),
        ("the shop is closed Mon", []),
        ("gym Mon", []),
    ],
)
def test_a_journeys_day_said_short_is_that_day(text: str, expected: list[str]) -> None:
    """ "Fri night flight", "the 20th we fly", "we fly the 20th" named no day: a short weekday only beside a preposition
    or a clock time, a day of the month alone only after a preposition or a journey's word."""
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'll be on vacation from the 20th to Jan 2", ["2026-12-20/2027-01-02"]),
        ("the 28th through March 3", ["2027-02-28/2027-03-03"]),
        ("in Ohio from the 3rd to Dec 9", ["2026-12-03/2026-12-09"]),
        ("the 31st to Feb 2", ["2027-01-31/2027-02-02"]),
        # two days apart, no range
        ("on the 20th, then Jan 2", ["2026-12-20", "2027-01-02"]),
    ],
)
def test_a_first_day_said_as_the_nth_before_a_last_day_with_its_month_is_one_range(
    text: str, expected: list[str]
) -> None:
    """ "from the 20th to Jan 2" named 2 January alone: a first day said as "the 20th" joined a last day of its own
    month only ("from the 3rd to the 9th"), never one named with its month."""
    assert [m.iso() for m in resolve_time_expressions(text, SAID)] == expected
