"""Where one works when no employer is named ("I'm a data analyst at a bank in Chicago", "I work at a hospital", "I
work in Chicago"): only the job was read, and "I work at a bank" filled nothing, so a move to a hospital or to Denver
ended nothing. The kind of place is ``employer_kind`` and the city ``work_city``, each one value at a time; a visit,
a wish, a past job, someone else's and a field or a tool one works in fill none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots

_SLOTS = ("employer_kind", "work_city")


def workplace(text: str) -> list[tuple[str, str]]:
    return [slot for slot in own_slots(text) if slot[0] in _SLOTS]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("I'm a data analyst at a bank in Chicago", [("employer_kind", "bank"), ("work_city", "Chicago")]),
        ("I work at a hospital", [("employer_kind", "hospital")]),
        (
            "i work for a small fintech startup in Austin",
            [("employer_kind", "fintech startup"), ("work_city", "Austin")],
        ),
        ("I'm a nurse at a hospital in Leeds", [("employer_kind", "hospital"), ("work_city", "Leeds")]),
        ("I work at Google in London", [("work_city", "London")]),
        ("I'm a paralegal at a law firm", [("employer_kind", "law firm")]),
        ("I work in Chicago", [("work_city", "Chicago")]),
        ("I'm currently working at a warehouse", [("employer_kind", "warehouse")]),
        ("i work nights at a care home", [("employer_kind", "care home")]),
        ("I work weekends at a pub in Leeds", [("employer_kind", "pub"), ("work_city", "Leeds")]),
        # the kind said after one's team
        ("I'm on the data team at a bank", [("employer_kind", "bank")]),
        ("i work in the design team at a small agency", [("employer_kind", "agency")]),
    ],
)
def test_the_kind_of_place_and_the_city_one_works_at(text: str, said: list[tuple[str, str]]) -> None:
    assert workplace(text) == said


def test_the_job_is_read_beside_them() -> None:
    assert ("job", "data analyst") in own_slots("I'm a data analyst at a bank in Chicago")


@pytest.mark.parametrize(
    "text",
    [
        "I was at a bank today",
        "I want to work at a startup",
        "I used to work at a hospital",
        "my wife works at a bank in Chicago",
        "I work in finance",
        "I work in IT",
        "I work in Excel all day",
        "I work in the city",
        "I'm a regular at a coffee shop",
        "if I work at a bank I'd hate it",
        "I work near a bank",
        "I work at a bank of monitors lol",
        "I work in Paris for a week next month",
        "should I work at a startup?",
        "I'd love to work at a hospital someday",
        "I met a nurse at a hospital in Leeds",
        "my dad was a teacher at a school in Denver",
        "I work in Python mostly",
        "I work in sales",
        "I work in the London office on Fridays",
        "my wife is on the data team at a bank",
        "if I'm on the data team at a bank I'd be bored",
        "I was on the data team at a bank for years",
        "I'm on the rowing team at a local gym",
        "I'm on the pub quiz team at a bar near work",
    ],
)
def test_no_workplace_in_a_visit_a_wish_a_past_or_a_field(text: str) -> None:
    assert workplace(text) == [], workplace(text)


def test_a_new_kind_and_city_supersede_the_ones_before(hs: Hindsight) -> None:
    tell(hs, "I'm a data analyst at a bank in Chicago", "m0", 0)
    tell(hs, "my sister lives in Boston", "m1", 1)
    tell(hs, "I work at a hospital now", "m2", 60)
    tell(hs, "I work in Denver these days", "m3", 61)
    held = {
        r.attributes["attribute"]: r
        for r in hs.list_records(user_id="u")
        if r.source_ids == ["m0"] and r.attributes.get("attribute") in _SLOTS
    }
    records = by_source(hs)
    assert set(held) == set(_SLOTS)
    assert held["employer_kind"].superseded_by == records["m2"].id
    assert held["work_city"].superseded_by == records["m3"].id


def test_where_one_works_is_recalled(real: Hindsight) -> None:
    tell(real, "I'm a data analyst at a bank in Chicago", "m0", 0)
    tell(real, "my sister works at Google", "m1", 1)
    tell(real, "I live in Evanston", "m2", 2)
    assert first(real, "where do I work?") == ["m0"]


def test_a_newer_unnamed_workplace_answers_where_one_works(real: Hindsight) -> None:
    tell(real, "I work at Google", "m0", 0)
    tell(real, "my brother works at Amazon", "m1", 1)
    tell(real, "I'm a nurse at a hospital now", "m2", 90)
    assert first(real, "where do I work?") == ["m2"]
