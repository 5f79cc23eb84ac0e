"""A job said by the short name people use for it ("I'm a PM at Meta", "I'm an SRE at Netflix", "I'm a VP at
Goldman", "I'm a postdoc at Stanford"): the employer said with it is where one works, as "I'm a product manager at
Meta" is, so "I joined Stripe" later supersedes it; said alone ("I'm a PM") it is the job. Before, "a PM at Meta" was
only one of many things one is, and Meta stayed current beside Stripe."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I'm a PM at Meta", "Meta"),
        ("I'm a senior PM at Google now", "Google"),
        ("I'm an SRE at Netflix", "Netflix"),
        ("I'm a TPM at Amazon", "Amazon"),
        ("I'm a VP at Goldman", "Goldman"),
        ("I'm a postdoc at Stanford", "Stanford"),
    ],
)
def test_the_employer_said_with_a_short_job_is_where_one_works(text: str, employer: str) -> None:
    # (the job told with it is read too, its own slot: test_occupation_slot)
    assert [slot for slot in own_slots(text) if slot[0] == "works_at"] == [("works_at", employer)]


@pytest.mark.parametrize(("text", "job"), [("I'm a PM", "PM"), ("I'm an SRE", "SRE")])
def test_a_short_job_said_alone_is_the_job(text: str, job: str) -> None:
    assert own_slots(text) == [("job", job)]


@pytest.mark.parametrize(
    "text", ["I'm a PM person, mornings are hard", "I'm a 3 PM person", "my wife is a PM at Meta"]
)
def test_no_job_of_the_speakers_in_a_time_or_someone_elses(text: str) -> None:
    assert not [slot for slot in own_slots(text) if slot[0] in ("job", "works_at")]


def test_a_new_employer_supersedes_the_one_said_with_a_short_job(hs: Hindsight) -> None:
    tell(hs, "I'm a PM at Meta", "m1", 0)
    tell(hs, "I joined Stripe last week", "m2", 90)
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id and said["m1"].valid_to is not None
