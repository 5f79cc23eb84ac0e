"""A request to be reminded, asked as a question ("Can you remind me to call mom on Sunday?", 能提醒我周五交房租吗？),
says what the user has to do: it is the user's own memory, as "Remind me to call mom on Sunday" is, not folded into
the assistant's unconfirmed answer."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.questions import statements


@pytest.mark.parametrize(
    ("request_", "reply", "question"),
    [
        (
            "Can you remind me to call mom on Sunday?",
            "Sure! I'll remind you on Sunday at 6pm.",
            "When do I call mom?",
        ),
        (
            "could you remind me about the dentist on Friday at 3?",
            "Will do, I'll ping you Friday at 1pm.",
            "what's happening with the dentist?",
        ),
        ("能提醒我周五交房租吗？", "好的，周五上午九点提醒你交房租。", "我什么时候交房租"),
    ],
)
def test_the_reminder_asked_for_is_the_users_own_memory(
    real: Hindsight, request_: str, reply: str, question: str
) -> None:
    real.retain(
        [
            {"role": "user", "content": request_, "id": "m-1"},
            {"role": "assistant", "content": reply, "id": "m-2"},
        ],
        user_id="u",
        session_id="s1",
    )
    real.retain(
        [{"role": "user", "content": "I live in Denver and work as a nurse.", "id": "n-1"}],
        user_id="u",
        session_id="s2",
    )
    hits = real.recall(question, user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids == ["m-1"] and hits[0].record.status == "active"


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("hey can u remind me tomorrow at 8 to take my meds?", True),
        ("Would you mind reminding me to water the plants?", True),
        ("可以每天早上8点提醒我吃药吗", True),
        ("明天能不能提醒我带伞？", True),
        ("Can you remind me what my wifi password is?", False),  # asks for the answer
        ("Did you remind me?", False),
        ("你能提醒我吗？", False),
        ("为什么没提醒我交房租？", False),
        ("你提醒我了吗？", False),
        ("How do I set a reminder on my phone?", False),
    ],
)
def test_what_a_reminder_request_states(text: str, states: bool) -> None:
    assert (statements(text) == text) is states
