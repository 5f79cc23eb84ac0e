"""An offer taken, the employer named before it ("I accepted the Datadog offer", "took the Stripe offer", "I accepted
Datadog's offer", "I'm going with the Datadog offer, starting in March"): the employer is where one works, as "I accepted
the offer from Datadog" made it, so the one before goes to history and "where do I work?" answers it, not the
interviews. Before, it filled nothing. An offer got, turned down or weighed, someone else's, and a deal ("I took the
Verizon offer for a new phone", "the Amazon Prime offer") name no employer; an interview ends none."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "I accepted the Datadog offer",
        "Just accepted the Datadog offer!!",
        "I accepted Datadog's offer",
        "I signed the Datadog offer yesterday",
        "I'm going with the Datadog offer, starting in March",
        "I decided to take the Datadog offer, the team seemed great",
    ],
)
def test_an_offer_taken_named_first_is_the_employer(text: str) -> None:
    assert own_slots(text) == [("works_at", "Datadog")]


@pytest.mark.parametrize(
    "text",
    [
        "I got the Datadog offer",
        "I turned down the Datadog offer",
        "Should I take the Datadog offer?",
        "If I took the Datadog offer I'd move",
        "my wife accepted the Datadog offer",
        "I took the Verizon offer for a new phone",
        "I took the Verizon offer, the phone was free",
        "I took the Amazon Prime offer",
        "I accepted the Black Friday offer on the TV",
        "I'm interviewing at Stripe and Datadog",
    ],
)
def test_no_employer_in_an_offer_not_taken_or_a_deal(text: str) -> None:
    assert not [slot for slot in own_slots(text) if slot[0] == "works_at"]


def test_the_offer_taken_supersedes_the_employer_and_is_found_first(real: Hindsight) -> None:
    tell(real, "I work at Acme as a data analyst", "m1", 0)
    tell(real, "I'm interviewing at Stripe and Datadog", "m2", 60)
    tell(real, "I got an offer from Datadog", "m3", 80)
    assert by_source(real)["m1"].valid_to is None  # interviewing elsewhere leaves the employer
    tell(real, "I accepted the Datadog offer", "m4", 85)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m4"].id and said["m1"].valid_to is not None
    hits = real.recall(
        "where do I work?", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=90)
    ).hits
    assert hits[0].record.source_ids == ["m4"]


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("got an offer from Vercel for a solutions engineer role!! accepted it", "Vercel"),
        ("Received an offer from Goldman Sachs and signed it today", "Goldman Sachs"),
        ("I got an offer from Vercel. I accepted it.", "Vercel"),
        ("got an offer from Monday.com, took it", "Monday.com"),
        ("said yes to the Vercel offer", "Vercel"),
        ("I said yes to Datadog's offer!", "Datadog"),
        ("said yes to the offer from Vercel. It was a tough call", "Vercel"),
    ],
)
def test_an_offer_got_then_taken_is_the_employer(text: str, employer: str) -> None:
    """An offer got from a name and taken after it ("... accepted it"), or said yes to, filled nothing before."""
    assert [slot for slot in own_slots(text) if slot[0] == "works_at"] == [("works_at", employer)]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("got an offer from Vercel for a solutions engineer role!! accepted it", "solutions engineer"),
        ("I got an offer from Stripe as a senior PM and signed it today", "senior PM"),
        ("got an offer from Google for the staff designer position, took it", "staff designer"),
        ("Got an offer from Shopify as a staff engineer!! signed it", "staff engineer"),
    ],
)
def test_the_role_of_an_offer_taken_is_the_job(text: str, job: str) -> None:
    """The role named with the offer filled nothing, so the old job stayed current beside the new employer ("what's
    my job title?" answered the support engineer one had been)."""
    assert [slot for slot in own_slots(text) if slot[0] == "job"] == [("job", job)]


@pytest.mark.parametrize(
    "text",
    [
        "got an offer from Vercel, accepted it",
        "received an offer from Acme for a lot of money and signed it",
        "got an offer from Acme for the same role and took it",
        "got an offer from Acme as a result of the referral and took it",
        "got an offer from Vercel for a solutions engineer role, should I accept it?",
        "my wife got an offer from Vercel for a PM role and took it",
    ],
)
def test_no_job_in_an_offer_naming_no_role_or_not_taken(text: str) -> None:
    assert not [slot for slot in own_slots(text) if slot[0] == "job"]


def test_the_role_of_an_offer_taken_supersedes_the_job(hs: Hindsight) -> None:
    tell(hs, "being a support engineer at Atlassian has its perks but the hours suck", "m1", 0)
    tell(hs, "got an offer from Vercel for a solutions engineer role!! accepted it", "m2", 10)
    records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    jobs = [r for r in records if r.attributes.get("attribute") == "job"]
    assert {(r.attributes["value"], r.valid_to is None) for r in jobs} == {
        ("support engineer", False),
        ("solutions engineer", True),
    }


@pytest.mark.parametrize(
    "text",
    [
        "got an offer from Vercel, should I accept it?",
        "got an offer from Vercel, almost accepted it",
        "got an offer from Vercel but turned it down",
        "my wife got an offer from Vercel and took it",
        "said yes to the Verizon offer for a new phone",
        "I got an offer from Vercel, thinking about it",
        "if I got an offer from Vercel I'd take it",
    ],
)
def test_no_employer_in_an_offer_got_but_not_taken(text: str) -> None:
    assert not [slot for slot in own_slots(text) if slot[0] == "works_at"]
