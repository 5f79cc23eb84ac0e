"""A statement opening with its time, then a short question ("Tomorrow I'm flying to Paris, any tips?", "Next Tuesday
is my wife's birthday, any gift ideas?", "Next month we move to Denver, any neighborhood tips?") states its first part,
as "I'm flying to Paris tomorrow, any tips?" and 明天我去面试，有什么建议吗？ do: the plan is remembered, with its day."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight

#: Thursday 1 October 2026.
SAID = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "day", "question"),
    [
        ("Tomorrow I'm flying to Paris, any tips?", "2026-10-02", "when am I flying to Paris?"),
        ("Next Tuesday is my wife's birthday, any gift ideas?", "2026-10-06", "when is my wife's birthday?"),
        (
            "Next month we move to Denver, any neighborhood tips?",
            "2026-11-01/2026-11-30",
            "when do we move to Denver?",
        ),
        ("On Friday my parents arrive, any ideas for dinner?", "2026-10-02", "when do my parents arrive?"),
    ],
)
def test_a_statement_opening_with_its_time_is_remembered_beside_its_question(
    hs: Hindsight, text: str, day: str, question: str
) -> None:
    """The whole message was read as a question, answered by the assistant: the user's turn left no memory, and
    the plan was recalled by nothing (only the assistant's reply, unconfirmed, quoted it)."""
    hs.retain(
        [
            {"role": "user", "content": text, "id": "m1"},
            {"role": "assistant", "content": "Sure! Here are a few ideas to get you started.", "id": "m2"},
            {"role": "user", "content": "I love hiking", "id": "m3"},
        ],
        user_id="u",
        session_id="s1",
        occurred_at=SAID,
    )
    (record,) = [r for r in hs.list_records(user_id="u") if r.source_ids == ["m1"]]
    assert record.event_type != "question"
    assert record.attributes["mentioned_dates"] == day
    hits = hs.recall(question, user_id="u", k=1, now=SAID, reinforce=False).hits
    assert [h.record.id for h in hits] == [record.id]
