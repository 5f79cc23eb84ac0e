"""A request asked without its question mark, the speaker's statement after its comma ("can you help me with my CV,
I'm a nurse", "could you write a ticket for this, we use Jira at work"): the whole sentence was a question, so the
job, the home or the tool said after it filled nothing. What the speaker states after the request is theirs, as after
a request to look something up; a question, a condition or another request after it states nothing."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.questions import statements
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("can you help me with my CV, I'm a nurse", ("job", "nurse")),
        ("can you draft a message to my landlord, we live in Hove", ("lives_in", "Hove")),
        ("could u make this shorter, im vegetarian so no meat recipes", ("diet", "vegetarian")),
        ("hey can you write a cover letter for me, I work at Tesco", ("works_at", "Tesco")),
        ("would you tidy this SQL up, we use Postgres at work", ("preferred_database", "Postgres")),
    ],
)
def test_a_statement_after_an_unpunctuated_request_is_the_speakers(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "can you help me with my CV, I'm a nurse?",
        "can you tell me where I live, I forgot",
        "could you check if I'm allergic to nuts, I think so",
        "can you write a story, I'm a pirate in it",
        "can you remind me where I work, if I told you",
        "can you help me, can I use Postgres for this",
        "can you fix the test, is it the nurse rota one",
    ],
)
def test_no_statement_is_read_after_a_request_where_none_is_made(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] in ("job", "lives_in", "works_at", "allergic_to", "is_a")]


def test_the_request_itself_is_not_a_statement() -> None:
    assert statements("can you help me with my CV, I'm a nurse") == "I'm a nurse"
