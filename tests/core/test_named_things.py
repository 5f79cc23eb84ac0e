"""A thing of the user's asked about by what it is ("What database does my team's project use?") and called by its
name in the record that answers ("Atlas runs on Postgres 15"): the record that named it ("My team's project is called
Atlas") gives the name, and the records calling it by that name are placed next to it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.named_things import asked_things, names_for_things

T0 = datetime(2026, 8, 3, 9, 0, tzinfo=UTC)

SESSIONS = [
    ["My team's project is called Atlas.", "Lunch was a burrito"],
    ["Atlas runs on Postgres 15, we might move to 16", "Movie night"],
    ["Our side project Beacon is a Flutter app", "I like hiking"],
    ["At work we use MySQL for the billing system", "Coffee with Sam"],
]


def test_the_records_calling_the_thing_by_name_answer_for_it(real: Hindsight) -> None:
    for day, turns in enumerate(SESSIONS):
        messages = [{"role": "user", "content": text, "id": f"d{day}t{n}"} for n, text in enumerate(turns)]
        real.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))
    top = [
        h.record.source_ids[0]
        for h in real.recall(
            "What database does my team's project use?", user_id="u", k=5, reinforce=False
        ).hits
    ]
    # Atlas's database (was not in the first four) above the billing system's MySQL (was first)
    assert top[:2] == ["d1t0", "d0t0"]
    assert top.index("d3t0") > 1


@pytest.mark.parametrize(
    ("question", "things"),
    [
        ("What database does my team's project use?", ("project",)),
        ("what CI does our app use?", ("app",)),
        ("Where does my sister live?", ()),  # a role: a person, read by named_people
        ("Where do I live?", ()),
    ],
)
def test_the_users_thing_a_question_names_is_read(question: str, things: tuple[str, ...]) -> None:
    assert asked_things(question) == things


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("The user said: My team's project is called Atlas.", ["Atlas"]),
        ("The user said: our project Atlas uses Go", ["Atlas"]),
        ("The user said: Our project, Atlas, is late again", ["Atlas"]),
        ("The user said: Atlas is our main project", ["Atlas"]),
        ("The user said: my project is due Monday", []),
        ("The user said: my project in Python is done", []),
    ],
)
def test_the_name_given_a_thing_is_read(text: str, names: list[str]) -> None:
    record = MemoryRecord(text=text, scope=Scope(user_id="u"), occurred_at=T0)
    found = names_for_things({record.id: 1.0}, {record.id: record}, "what does my project use?", 5)
    assert found == ((record.id, names) if names else (None, []))
