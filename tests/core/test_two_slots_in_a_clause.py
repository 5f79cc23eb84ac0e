"""Two values of one's own told in one clause ("I work at Microsoft as a nurse", "I'm a PhD student at UT Austin"):
each is a record of its own, in the clause's words, so that a later change of one (a new job, a new employer)
supersedes only its record and the other stays current, and each is what its question finds. Before, the turn's
record held the first value and the second, read, was dropped: "I'm a teacher now" found no job to supersede, "I
left Microsoft" took the still-true job with it into history, and "where do I go to school?" found no school.
Recall shows the clause once (``recall.same_turn``)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.rules import RuleExtractor
from hindsight_core.lifecycle.merge import is_duplicate
from hindsight_core.models import ALL_STATUSES, MemoryRecord, Scope, TraceStep
from tests.core.retain_helpers import tell


def _facts(text: str) -> list[tuple[str, str]]:
    """(attribute, value) of each fact the rule extractor makes of the user's ``text``."""
    steps = [TraceStep(step_id="s1", type="user_input", content=text)]
    window = ExtractionWindow(
        trace_id="t", scope=Scope(user_id="u"), reference_time=datetime.now(UTC), steps=steps
    )
    return [
        (f.attributes.get("attribute", ""), f.attributes.get("value", ""))
        for f in RuleExtractor().extract_sync(window)
    ]


def _held(hs: Hindsight) -> dict[tuple[str, str], bool]:
    """(turn, attribute) of each of user "u"'s records with a slot -> whether it is current."""
    return {
        (r.source_ids[0], r.attributes["attribute"]): r.valid_to is None
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if "attribute" in r.attributes
    }


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("I'm a PhD student at UT Austin", [("job", "PhD student"), ("school", "UT Austin")]),
        ("I work at Microsoft as a nurse", [("works_at", "Microsoft"), ("job", "nurse")]),
        ("I work at Glovo as a data engineer.", [("works_at", "Glovo"), ("job", "data engineer")]),
    ],
)
def test_each_value_of_a_clause_has_a_fact(text: str, held: list[tuple[str, str]]) -> None:
    assert _facts(text) == held


@pytest.mark.parametrize(
    ("text", "held"),
    [
        # one of many (a year of school is one more thing one is): no change of it to keep apart
        ("I'm a sophomore at Ohio State University", [("school", "Ohio State University")]),
        # two of a slot one holds several of: the second from its own words on, as before
        ("I have a cough and a sore throat", [("symptom", "cough"), ("symptom", "sore throat")]),
        ("I live in Leeds", [("lives_in", "Leeds")]),
    ],
)
def test_a_value_of_many_or_a_clause_of_one_value_is_no_more_facts(
    text: str, held: list[tuple[str, str]]
) -> None:
    assert _facts(text) == held


def test_two_slots_of_the_same_words_are_no_duplicate() -> None:
    said = datetime(2026, 1, 5, tzinfo=UTC)

    def record(attribute: str, value: str) -> MemoryRecord:
        return MemoryRecord(
            text="The user said: I work at Microsoft as a nurse",
            event_type="fact",
            scope=Scope(user_id="u"),
            attributes={"subject": "user", "attribute": attribute, "value": value},
            occurred_at=said,
        )

    employer, job = record("works_at", "Microsoft"), record("job", "nurse")
    assert not is_duplicate(job, employer, 1.0, 0.9)
    assert is_duplicate(record("job", "nurse"), job, 1.0, 0.9)  # the same slot said again still is one


def test_a_new_job_supersedes_the_job_only_and_a_new_employer_the_employer_only(hs: Hindsight) -> None:
    tell(hs, "I work at Microsoft as a nurse", "m1", 0)
    assert _held(hs) == {("m1", "works_at"): True, ("m1", "job"): True}
    tell(hs, "I'm a teacher now", "m2", 30)
    assert _held(hs) == {("m1", "works_at"): True, ("m1", "job"): False, ("m2", "job"): True}
    tell(hs, "I left Microsoft, I'm at Kaiser now", "m3", 60)
    assert _held(hs) == {
        ("m1", "works_at"): False,
        ("m1", "job"): False,
        ("m2", "job"): True,
        ("m3", "works_at"): True,
    }


def test_a_new_employer_leaves_the_job_said_with_the_old_one(hs: Hindsight) -> None:
    tell(hs, "I work at Glovo as a data engineer.", "m1", 0)
    tell(hs, "I got the job at Adyen! I start the first of August.", "m2", 30)
    assert _held(hs) == {("m1", "works_at"): False, ("m1", "job"): True, ("m2", "works_at"): True}


def test_the_school_told_with_the_job_answers_where_one_goes_to_school(real: Hindsight) -> None:
    for n, text in enumerate(["I love jazz", "Work was crazy today", "my sister goes to NYU"]):
        tell(real, text, f"o{n}", n - 10)
    tell(real, "I'm a PhD student at UT Austin", "m1", 0)
    hits = real.recall("where do I go to school?", user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.attributes.get("attribute") == "school"
    assert hits[0].record.source_ids == ["m1"]
    # the clause is shown once, however many of its records match
    assert [h.record.source_ids for h in hits].count(["m1"]) == 1


@pytest.mark.parametrize(
    ("said", "new_job", "new_employer"),
    [
        ("I'm a nurse at St Mary's", "I'm a teacher now", "I left St Mary's, I'm at Kaiser now"),
        ("我是协和医院的护士", "我现在是老师了", "我离开协和医院了，现在在朝阳医院上班"),
    ],
)
def test_a_job_told_as_what_one_is_at_the_employer_changes_alone(
    hs: Hindsight, said: str, new_job: str, new_employer: str
) -> None:
    tell(hs, said, "m1", 0)
    assert _held(hs) == {("m1", "works_at"): True, ("m1", "job"): True}
    tell(hs, new_job, "m2", 30)
    assert _held(hs) == {("m1", "works_at"): True, ("m1", "job"): False, ("m2", "job"): True}
    tell(hs, new_employer, "m3", 60)
    assert _held(hs) == {
        ("m1", "works_at"): False,
        ("m1", "job"): False,
        ("m2", "job"): True,
        ("m3", "works_at"): True,
    }


@pytest.mark.parametrize(
    ("said", "new_employer"),
    [
        ("I'm a barista at Blue Bottle", "I left Blue Bottle, I'm at Starbucks now"),
        ("我在腾讯当产品经理", "我从腾讯离职了，去了字节"),
    ],
)
def test_a_new_employer_leaves_the_job_told_with_the_old_one(
    hs: Hindsight, said: str, new_employer: str
) -> None:
    tell(hs, said, "m1", 0)
    tell(hs, new_employer, "m2", 30)
    assert _held(hs) == {("m1", "works_at"): False, ("m1", "job"): True, ("m2", "works_at"): True}
