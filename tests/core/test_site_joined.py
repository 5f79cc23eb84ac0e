"""A site or an app joined is no employer: "I joined Twitter in 2010", "I finally joined Bluesky", "I joined Strava
to track my runs" were read as works_at, ending the job the user holds. One joined and said of work there ("I joined
Twitter as a data scientist", "I joined LinkedIn, my first job out of school") is still the employer."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "I joined Twitter in 2010",
        "I joined Twitter back in 2010, it was fun then",
        "I finally joined Bluesky lol",
        "I joined Reddit back in college",
        "I joined Strava to track my runs",
        "I just joined Peloton, the bike is amazing",
    ],
)
def test_a_site_joined_is_no_employer(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] == "works_at"]


@pytest.mark.parametrize(
    "text",
    [
        "I joined Twitter as a data scientist in 2015",
        "I joined LinkedIn, my first job out of school",
        "I joined GitHub as an engineer",
        "I joined Stripe two weeks ago, loving it",
    ],
)
def test_an_employer_joined_is_read_as_before(text: str) -> None:
    assert [slot[0] for slot in slots(text)] == ["works_at"]


def test_a_site_joined_leaves_the_job_held(hs: Hindsight) -> None:
    tell(hs, "I work at Google on the Maps team", "m0", 0)
    tell(hs, "I joined Twitter in 2010, it was so much fun back then", "m1", 1)
    records = by_source(hs)
    assert records["m0"].valid_to is None
    assert records["m1"].attributes.get("attribute") != "works_at"
