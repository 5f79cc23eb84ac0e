"""A memory stored as given (``remember``: a memory tool, an MCP client) about one of the user's people: their home,
work, number is theirs ("My sister moved to Rome", an agent's "The user's mom changed her number, it's ..."), so it
never supersedes the user's own, and "where do I live?" still finds the user's home first."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight


def _holds(hs: Hindsight) -> list[bool]:
    return [r.valid_to is None and r.superseded_by is None for r in hs.list_records(user_id="u")]


@pytest.mark.parametrize(
    ("own", "theirs", "question"),
    [
        ("I live in Leeds", "My sister moved to Rome", "where do I live?"),
        ("The user lives in Leeds", "The user's sister moved to Rome", "Where does the user live?"),
        ("I work at Acme", "my dad got a job at Tesco", "where do I work?"),
        (
            "My phone number is 555-0100",
            "The user's mom changed her number, it's 555-0199",
            "what's my phone number?",
        ),
        ("我住在杭州", "我妹妹搬到上海了", "我住在哪"),
    ],
)
def test_a_relatives_value_remembered_leaves_the_users_own_current(
    real: Hindsight, own: str, theirs: str, question: str
) -> None:
    mine = real.remember(own, user_id="u")
    real.remember(theirs, user_id="u")
    assert _holds(real) == [True, True]
    assert real.recall(question, user_id="u", k=2, reinforce=False).hits[0].record.id == mine.id


def test_a_relatives_new_value_remembered_supersedes_their_old_one(real: Hindsight) -> None:
    real.remember("My sister lives in Rome", user_id="u")
    real.remember("I live in Leeds", user_id="u")
    real.remember("My sister moved to Paris", user_id="u")
    assert _holds(real) == [False, True, True]
