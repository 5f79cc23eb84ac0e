"""What one is at heart was one's job ("I'm a nurse." then "I'm a student at heart": job = student, the nurse
superseded, so "what do I do for work?" answered student; "I'm a farmer at heart" works_at = "heart", "I'm a kid at
heart" is_a = kid): a part said "at heart" or "in spirit" is what one is like, no job, kind or employer; "I'm a
teacher now", "I'm a nurse at Mercy Hospital" as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "I'm a student at heart",
        "I'm a kid at heart",
        "I'm a farmer at heart",
        "I'm a chef at heart but I work in IT",
        "I'm a teacher at heart, even though I work in sales",
        "I'm an artist in spirit",
    ],
)
def test_what_one_is_at_heart_fills_no_slot(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in ("job", "is_a", "works_at")] == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm a teacher now", ("job", "teacher")),
        ("I'm a nurse at Mercy Hospital", ("works_at", "Mercy Hospital")),
        ("I'm a nurse by training", ("job", "nurse")),
    ],
)
def test_a_job_is_still_read(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "said", [("I'm a nurse.", "I'm a student at heart"), ("I'm a nurse.", "I'm a kid at heart")]
)
def test_what_one_is_at_heart_supersedes_no_job(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [True, True]
