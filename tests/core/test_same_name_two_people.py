"""Two people of one name ("My brother Tom", "My coworker Tom"; 我同事老王, 我表哥老王): the records calling the one a
question asks about by role are placed next to their introduction, not a record naming the other by their role."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.named_people import calls_by_name

T0 = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)

SESSIONS = [
    ["My brother Tom is a chef in Leeds", "I bought a new bike"],
    ["My coworker Tom got fired today, crazy", "Lunch was ramen"],
    ["Tom opened his own restaurant last month!", "Rainy day"],
]


def test_the_other_tom_is_not_placed_beside_the_brother(real: Hindsight) -> None:
    for day, turns in enumerate(SESSIONS):
        messages = [{"role": "user", "content": text, "id": f"d{day}t{n}"} for n, text in enumerate(turns)]
        real.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))
    for question, other in (
        (
            "What happened to my brother recently?",
            "d1t0",
        ),  # the coworker fired: was placed 3rd, beside the brother
        ("What happened to my coworker?", "d0t0"),  # the brother a chef: was placed beside the coworker
    ):
        top = [h.record.source_ids[0] for h in real.recall(question, user_id="u", k=5, reinforce=False).hits]
        assert other not in top[:3], (
            question
        )  # (out of the best five now: it names another of the user's people)


def _intro(text: str) -> MemoryRecord:
    return MemoryRecord(text=text, scope=Scope(user_id="u"), occurred_at=T0)


@pytest.mark.parametrize(
    ("text", "names", "query", "intro", "calls"),
    [
        ("The user said: My brother Tom is a chef", ["Tom"], "what about my coworker?", "My coworker Tom got fired", False),
        ("The user said: Tom opened a restaurant", ["Tom"], "what about my coworker?", "My coworker Tom got fired", True),
        ("用户说：我表哥老王结婚了", ["老王"], "我同事最近怎么样", "用户说：我同事老王离职了", False),
        ("用户说：老王下周去深圳", ["老王"], "我同事最近怎么样", "用户说：我同事老王离职了", True),
        # the same person by another role the introduction gave them too
        ("The user said: my best friend Priya got a new job", ["Priya"], "what did my maid of honor say?",
         "The user said: my best friend Priya is my maid of honor", True),
        # the introduction's role said in the other language
        ("用户说：我姐姐Anna搬去罗马了", ["Anna"], "What is new?", "The user said: My sister Anna is an architect",
         True),
    ],
)  # fmt: skip
def test_a_record_naming_the_name_by_another_role_is_another_person(
    text: str, names: list[str], query: str, intro: str, calls: bool
) -> None:
    assert calls_by_name(text, names, query, _intro(intro)) is calls
