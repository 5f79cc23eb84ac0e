"""One's job and employer said as a sentence's subject ("being a support engineer at Atlassian has its perks",
"working as a barista at Blue Bottle is exhausting") filled no slot; with no one else named they are the speaker's
``job`` and ``works_at``. A supposition, someone else's, hearsay, a question or the work with no employer is none."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


def _work(text: str) -> list[tuple[str, str]]:
    return [slot for slot in own_slots(text) if slot[0] in ("job", "works_at")]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "being a support engineer at Atlassian has its perks",
            [("works_at", "Atlassian"), ("job", "support engineer")],
        ),
        (
            "working as a barista at Blue Bottle is exhausting",
            [("works_at", "Blue Bottle"), ("job", "barista")],
        ),
        ("Being a nurse at St Mary's is no joke", [("works_at", "St Mary's"), ("job", "nurse")]),
        (
            "honestly being a teacher at Lincoln High is the best",
            [("works_at", "Lincoln High"), ("job", "teacher")],
        ),
    ],
)
def test_the_work_said_as_the_subject_is_the_speakers(text: str, said: list[tuple[str, str]]) -> None:
    assert _work(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "being a pilot at Delta must be so cool",
        "being a nurse at St Mary's would be a dream",
        "my sister says being a nurse at St Mary's is hard",
        "being a nurse is hard",
        "is being a nurse at St Mary's hard?",
        "being a software engineer at Google is overrated, or so I hear",
        "being a parent at Disneyland is exhausting",
        "apparently being an intern at Goldman is brutal",
    ],
)
def test_no_work_of_the_speakers_in_a_supposition_hearsay_or_anothers(text: str) -> None:
    assert _work(text) == []
