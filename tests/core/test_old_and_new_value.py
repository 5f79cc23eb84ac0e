"""A message that says both where one was and where one is now ("I moved from Berlin to Munich", "not at Acme
anymore, I'm at Globex now", 我以前在阿里工作，现在在腾讯工作) fills the slot with the new value, and the record of the
old one goes to history."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots

CHANGES = [
    ("I live in Berlin.", "I moved from Berlin to Munich.", ("lives_in", "Munich")),
    ("I live in Berlin.", "I used to live in Berlin but now I live in Munich.", ("lives_in", "Munich")),
    ("我住在北京", "我以前住北京，现在住上海", ("lives_in", "上海")),
    ("I live in Berlin.", "I used to live in Berlin but now I'm in Munich.", ("lives_in", "Munich")),
    ("I live in Leeds.", "I don't live in Leeds anymore, I'm in York now.", ("lives_in", "York")),
    ("I work at Acme.", "not at Acme anymore, I'm at Globex now", ("works_at", "Globex")),
    ("I work at Acme.", "I'm no longer at Acme, I'm with Globex now.", ("works_at", "Globex")),
    ("I work at Acme.", "I don't work at Acme anymore, I'm at Globex now.", ("works_at", "Globex")),
    ("I work at Acme.", "I used to work at Acme, now I'm at Globex.", ("works_at", "Globex")),
    ("我在阿里工作", "我以前在阿里工作，现在在腾讯工作", ("works_at", "腾讯")),
    ("I work at Acme.", "I used to work at Acme but now I'm working at Globex.", ("works_at", "Globex")),
    ("I work at Acme.", "I'm working at Globex now.", ("works_at", "Globex")),
    # the new value said with "now" alone, the verb said once for both
    ("I live in Leeds.", "I lived in Leeds for years, now York.", ("lives_in", "York")),
    ("I live in Leeds.", "Used to live in Leeds, now in York.", ("lives_in", "York")),
    ("I work at Acme.", "Used to work at Acme, now at Globex.", ("works_at", "Globex")),
    ("I work at Acme.", "I worked for Acme for 5 years, now Globex.", ("works_at", "Globex")),
    ("我住在北京", "以前住在北京，现在在上海", ("lives_in", "上海")),
    ("我住在杭州", "我之前住杭州，现在住苏州了", ("lives_in", "苏州")),
]


@pytest.mark.parametrize(("before", "message", "slot"), CHANGES)
def test_the_slot_holds_the_new_value(before: str, message: str, slot: tuple[str, str]) -> None:
    assert slots(message) == [slot]


@pytest.mark.parametrize(("before", "message", "slot"), CHANGES)
def test_the_old_value_is_superseded_by_the_new(
    hs: Hindsight, before: str, message: str, slot: tuple[str, str]
) -> None:
    tell(hs, before, "old", 0)
    tell(hs, message, "new", 1)
    records = by_source(hs)
    assert (records["new"].attributes["attribute"], records["new"].attributes["value"]) == slot
    assert records["new"].valid_to is None
    assert records["old"].superseded_by == records["new"].id and records["old"].valid_to is not None


@pytest.mark.parametrize(
    "message",
    [
        "I'm not at home anymore, I'm at the office now.",  # where one is
        "I'm not at Acme, I'm at Globex.",  # no change said
        "他以前在阿里工作，现在在腾讯工作",  # someone else's job
        "我老公以前在阿里工作，现在在腾讯工作",
        "I used to work at Acme, now I'm between jobs.",  # no employer said after "now"
        "My brother worked at Acme, now Globex.",
    ],
)
def test_no_new_employer_of_the_speakers(message: str) -> None:
    assert [s for s in slots(message) if s[0] == "works_at"] == []


@pytest.mark.parametrize(
    "message",
    [
        "I lived in Berlin, I'm in Munich for a conference.",
        "I used to live in Berlin and I'm in Munich this week.",
        "我以前住在北京，现在在上海出差",
        "我哥以前住在北京，现在在上海",
        "My sister lived in Leeds, now York.",
    ],
)
def test_a_trip_after_where_one_lived_is_no_new_home(message: str) -> None:
    assert [s for s in slots(message) if s[0] == "lives_in"] == []


@pytest.mark.parametrize(
    ("message", "slot"),
    [("I'm working at Globex now.", ("works_at", "Globex")), ("I’m working as a nurse.", ("job", "nurse"))],
)
def test_im_working_says_where_and_as_what(message: str, slot: tuple[str, str]) -> None:
    """ "I'm working at" was read by no rule (the rules wanted a space after "I")."""
    assert slots(message) == [slot]
