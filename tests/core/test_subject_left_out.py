"""English says the subject once for clauses joined by "and", "but" or a comma: "I live in Leeds and work at Acme"
states where the speaker works as "I work at Acme" does. Such a clause filled no slot (the job lived only in the
record of the home, and went to history with it when the user moved), while the same clause about someone else
("My sister lives in York and works at the hospital"), under a wish or a condition ("I'd like to live in Lisbon and
work at a startup") or after one who is no longer the speaker ("I know a guy who moved to York and joined Aviva") is
no slot of the user's."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.rules import RuleExtractor
from hindsight_core.models import Scope, TraceStep
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I live in Leeds and work at Acme", [("lives_in", "Leeds"), ("works_at", "Acme")]),
        ("I work at Acme and live in Leeds", [("lives_in", "Leeds"), ("works_at", "Acme")]),
        (
            "I moved to Berlin last year and now work for Zalando",
            [("lives_in", "Berlin"), ("works_at", "Zalando")],
        ),
        (
            "I'm 34, live in Austin and work as a nurse",
            [("age", "34"), ("job", "nurse"), ("lives_in", "Austin")],
        ),
        ("I'm vegetarian and allergic to peanuts", [("allergic_to", "peanuts"), ("diet", "vegetarian")]),
        ("I don't drink coffee and prefer tea", [("prefers", "tea")]),
        (
            "I work at Acme, live in Leeds and love hiking",
            [("likes", "hiking"), ("lives_in", "Leeds"), ("works_at", "Acme")],
        ),
        ("I'm from Poland and live in Manchester", [("from", "Poland"), ("lives_in", "Manchester")]),
        ("I'm working at Monzo and living in Cardiff", [("lives_in", "Cardiff"), ("works_at", "Monzo")]),
        ("I live in Hove but work for Amex", [("lives_in", "Hove"), ("works_at", "Amex")]),
        (
            "I'm not vegetarian but allergic to shellfish",
            [("allergic_to", "shellfish"), ("diet", "not vegetarian")],
        ),
        ("We moved to Leeds in March and live near Roundhay now", [("lives_in", "Leeds")]),
        ("I used to live in Paris but moved to Lyon", [("lives_in", "Lyon")]),
        # where one lives or works said right after what one is, with no join: "data engineer living" was the job
        ("I'm a data engineer living in Austin.", [("job", "data engineer"), ("lives_in", "Austin")]),
        ("I am a teacher based in Denver", [("job", "teacher"), ("lives_in", "Denver")]),
        (
            "I'm a software developer working at Shopify",
            [("job", "software developer"), ("works_at", "Shopify")],
        ),
        (
            "I'm a retired teacher currently living in Kent",
            [("is_a", "retired teacher"), ("lives_in", "Kent")],
        ),
    ],
)
def test_a_clause_going_on_from_the_speakers_fills_its_slot(
    said: str, expected: list[tuple[str, str]]
) -> None:
    assert sorted(slots(said)) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # someone else's clause, and what goes on from it
        ("My sister lives in York and works at the hospital", []),
        ("Tom moved to York and joined Aviva", []),
        ("I live in Leeds and my wife works at Acme", [("lives_in", "Leeds")]),
        ("I think my brother moved to York and joined Aviva", []),
        ("I know a guy who moved to York and joined Aviva", []),
        # several people, who say a verb as the speaker does ("my parents live", "Tom and Anna live")
        ("I live in Leeds but my parents live in York and drive a Tesla", [("lives_in", "Leeds")]),
        ("I live in Leeds but Tom and Anna live in York and drive a Tesla", [("lives_in", "Leeds")]),
        (
            "I live in Leeds and my kids go to school in York and play tennis every Saturday",
            [("lives_in", "Leeds")],
        ),
        # a wish, a plan, a past habit, a condition: the clause goes on under it
        ("I'd like to live in Lisbon and work at Farfetch", []),
        ("I want to move to Oslo and work for Equinor", []),
        ("I used to live in Paris and work at Danone", []),
        ("If I move to York and work at Aviva, I'll need a car", []),
        # a question, a negation, a noun that is also a verb
        ("I live in Leeds and where should I eat?", []),
        ("I live in Leeds and don't work at Acme anymore", [("lives_in", "Leeds"), ("works_at", "not Acme")]),
        ("I'm not vegan and allergic to nothing", [("diet", "not vegan")]),
        ("I'm tired and a friend came over", []),
        ("I love Paris and live music", [("likes", "Paris")]),
        ("I moved to York, like many people", [("lives_in", "York")]),
        # a description that is no one's, or someone else's, and "living" after no description of the speaker
        ("I'm not a nurse living in Leeds", []),
        ("My sister is a nurse living in Leeds", []),
        # (said of where one lives: test_homes_said; not a taste for "living")
        ("I love living in Leeds", [("lives_in", "Leeds")]),
        ("I'm a big fan of working from home", [("likes", "working from home")]),
    ],
)
def test_a_clause_going_on_from_anyone_else_or_under_a_wish_fills_no_slot_of_the_users(
    said: str, expected: list[tuple[str, str]]
) -> None:
    assert sorted(own_slots(said)) == expected


def _records(said: str) -> list[tuple[str, str | None, str | None, str | None]]:
    window = ExtractionWindow(
        trace_id="t",
        scope=Scope(user_id="u"),
        reference_time=datetime(2026, 1, 5, tzinfo=UTC),
        steps=[TraceStep(step_id="s1", type="user_input", content=said)],
    )
    return [
        (f.text, f.attributes.get("subject"), f.attributes.get("attribute"), f.attributes.get("value"))
        for f in RuleExtractor().extract_sync(window)
    ]


def test_each_value_has_the_record_of_its_clause() -> None:
    """The job has a record of its own, so a move that ends the home's record leaves it current; a clause that left
    its subject out says it in its record ("I'm allergic to peanuts", not "allergic to peanuts", read alone)."""
    assert _records("I live in Leeds and work at Acme") == [
        ("The user said: I live in Leeds and work at Acme", "user", "works_at", "Acme"),
        ("The user said: I live in Leeds", "user", "lives_in", "Leeds"),
    ]
    assert _records("I'm vegetarian and allergic to peanuts") == [
        ("The user said: I'm vegetarian and allergic to peanuts", "user", "diet", "vegetarian"),
        ("The user said: I'm allergic to peanuts", "user", "allergic_to", "peanuts"),
    ]
    # the sister's clauses are hers: a run of its own, no slot of the user's (her home is her own slot)
    assert _records("I live in Leeds and my sister lives in York and works at the hospital")[1:] == [
        ("The user said: my sister lives in York and works at the hospital", "sister", "lives_in", "York"),
    ]


@pytest.mark.e2e
def test_what_one_is_said_before_where_one_lives_stays_current_after_a_move(real: Hindsight) -> None:
    """ "I'm a nurse living in Leeds" held the job "nurse living" and no home; read as a home only, the move would
    take the nurse to history with it: what one is has its clause's record, current after the move."""
    tell(real, "Hi! I'm a nurse living in Leeds.", "m1", 0)
    tell(real, "I like hiking on weekends.", "m2", 1)
    tell(real, "Big news: I moved to York last week.", "m3", 30)
    current = {r.attributes.get("attribute"): r for r in real.list_records(user_id="u") if r.valid_to is None}
    assert current["lives_in"].attributes["value"] == "York"
    assert current["job"].text == "The user said: I'm a nurse"
    assert real.recall("What's my job?", user_id="u", k=3).hits[0].record.id == current["job"].id


@pytest.mark.e2e
def test_the_job_said_beside_the_home_is_superseded_kept_and_forgotten_as_its_own(real: Hindsight) -> None:
    tell(real, "I live in Leeds and work at Acme", "m1", 0)
    tell(real, "I moved to York last month", "m2", 20)
    current = {r.attributes.get("attribute"): r for r in real.list_records(user_id="u") if r.valid_to is None}
    assert current["works_at"].attributes["value"] == "Acme"
    assert current["lives_in"].attributes["value"] == "York"
    tell(real, "I work at Initech now", "m3", 40)
    current = {r.attributes.get("attribute"): r for r in real.list_records(user_id="u") if r.valid_to is None}
    assert current["works_at"].attributes["value"] == "Initech"
    assert current["works_at"].id == real.recall("where do I work?", user_id="u", k=3).hits[0].record.id
    real.forget(query="forget where I work", user_id="u")
    left = [r.attributes.get("attribute") for r in real.list_records(user_id="u")]
    assert "works_at" not in left and "lives_in" in left


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I quit Initech and joined Globex in May", [("works_at", "Globex")]),
        ("I quit Initech, joined Globex in May", [("works_at", "Globex")]),
        # a taste given up stays one
        ("I quit sugar and joined a gym", [("likes", "not sugar")]),
        ("I quit coffee", [("likes", "not coffee")]),
    ],
)
def test_an_employer_quit_for_another_is_no_taste_given_up(
    said: str, expected: list[tuple[str, str]]
) -> None:
    """The clause "I quit Initech" of "I quit Initech and joined Globex" was a liking ended (``likes`` = "not
    Initech"), a record of its own saying the user no longer likes a company."""
    assert sorted(slots(said)) == expected


@pytest.mark.parametrize(
    ("said", "own"),
    [
        # what leans on the clause before says nothing alone; someone else's clauses are theirs
        ("I live in Leeds and love it there", []),
        (
            "I work at Acme and my sister moved to York and joined Aviva",
            ["The user said: my sister moved to York and joined Aviva"],
        ),
    ],
)
def test_a_statement_going_on_from_the_speakers_beside_a_value_has_its_own_record(
    said: str, own: list[str]
) -> None:
    """ "I live in Leeds and have type 2 diabetes": the condition lived only in the record of the home, and went to
    history with it when the user moved, as "I live in Leeds and I have type 2 diabetes" does not."""
    assert [text for text, subject, _, _ in _records(said) if subject != "user"] == own


@pytest.mark.parametrize(
    ("said", "own"),
    [
        ("I live in Leeds and have type 2 diabetes", "The user said: I have type 2 diabetes"),
        ("I moved to Leeds, have type 2 diabetes and take metformin",
         "The user said: I have type 2 diabetes and take metformin"),
    ],
)  # fmt: skip
def test_a_condition_going_on_from_the_speakers_home_has_its_own_record(said: str, own: str) -> None:
    """ "I live in Leeds and have type 2 diabetes": the condition has a record of its own (holding the condition, so
    a move that ends the home leaves it current)."""
    assert _records(said)[1:] == [(own, "user", "condition", "type 2 diabetes")]


def test_a_value_said_with_a_doubt_in_a_clause_going_on_keeps_the_one_before() -> None:
    """ "I live in Leeds and probably work at Acme": the home was in no record (the job, read without its "probably",
    took the message's record, and the home's clause was not cut from it)."""
    assert [r[1:] for r in _records("I live in Leeds and probably work at Acme")] == [
        ("user", "works_at", "Acme"),
        ("user", "lives_in", "Leeds"),
    ]
