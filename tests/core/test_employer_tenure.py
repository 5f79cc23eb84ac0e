"""An employer one has been at for a while ("I've been at Google for 3 years", "been at Stripe since 2021") stored
nothing where "I've been working at Google for 3 years" filled ``works_at``; how long stays in the record's text."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I've been at Google for 3 years", ("works_at", "Google")),
        ("been at Stripe since 2021, still love it", ("works_at", "Stripe")),
        ("I've been at Monzo for about 18 months now", ("works_at", "Monzo")),
        ("I have been at Deloitte for six years", ("works_at", "Deloitte")),
        ("I've been with the NHS for 12 years", ("works_at", "NHS")),
    ],
)
def test_an_employer_one_has_been_at_fills_works_at(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "I've been at the airport for 3 hours",
        "I've been at it for years",
        "I've been at Heathrow for two hours already",
        "my wife has been at Google for 3 years",
        "I was at Google for 3 years",
        "I've been at home since Monday",
        "have you been at Google long?",
        "I've been at Leeds Uni for 2 years",
        "I've been at Stanford for two years doing my PhD",
        "I've been at Disneyland for 3 days lol",
        "I've been with Sarah for 3 years",
    ],
)
def test_no_employer_where_none_is_the_users_now(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "works_at"]
