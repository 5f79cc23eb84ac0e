"""Asked what is left to do with no time named ("what do I still need to do?", "what's left to do?", "anything I still
need to do?"), a record saying a task ended shares the question's words ("no need to remind me anymore, I did it", "ok
I'm done with the laundry", "done with the essay!!! need to do nothing now lol") and ranked first, above the tasks still
to do; it ranks below them (rule extractor; the real MiniLM)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.tasks_left import asks_what_is_left
from tests.core.retain_helpers import T0, tell

_PENDING = [
    "I need to renew my passport before March",
    "I have to call the plumber about the leak",
    "gotta finish the quarterly report by Friday",
]


@pytest.mark.parametrize(
    "ended",
    [
        ["no need to remind me anymore, I did it", "ok I'm done with the laundry, what a day"],
        ["done with the essay!!! need to do nothing now lol", "finished the slides for monday, need sleep"],
        ["you don't need to remind me again, I already called", "my wife renewed her passport yesterday"],
    ],
)
def test_a_task_ended_ranks_below_the_tasks_left(real: Hindsight, ended: list[str]) -> None:
    for n, text in enumerate([*_PENDING, *ended]):
        tell(real, text, f"m{n}", n * 0.1)
    left = {f"m{n}" for n in range(len(_PENDING))}
    for question in ("what do I still need to do?", "what's left to do?", "anything I still need to do?"):
        hits = real.recall(question, user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=2)).hits
        assert hits[0].record.source_ids[0] in left, question


def test_what_asks_what_is_left() -> None:
    asked = (
        "what do I still need to do?",
        "What else do I have to do?",
        "what's on my to-do list?",
        "我还有什么要做的",
    )
    assert all(asks_what_is_left(q) for q in asked)
    other = (
        "What do I need to do to get a visa?",
        "what did I do yesterday?",
        "what do I need to do this week?",  # a time named: the agenda's
        "what do I like to do?",
        "我昨天做了什么",
    )
    assert not any(asks_what_is_left(q) for q in other)


def test_someone_elses_deadline_is_not_the_users(real: Hindsight) -> None:
    """ "my coworker's deadline is Friday" says "deadline" and ranked first for "when is my deadline?", above the user's
    "I need to finish the quarterly report by Friday"; someone else's task said beside one of the user's own ("my kid
    needs new shoes, gotta buy them this week") is the user's still."""
    said = [
        "I need to finish the quarterly report by Friday",
        "my coworker's deadline is Friday",
        "had tacos for lunch",
        "my boss has a big deadline on Monday, he's stressed",
        "I have to submit my visa application by the 20th",
        "Jake has to finish his thesis by May",
    ]
    for n, text in enumerate(said):
        tell(real, text, f"m{n}", n * 0.1)
    for question in ("when is my deadline?", "what are my deadlines?", "what deadlines do I have?"):
        hits = real.recall(question, user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=1)).hits
        assert {h.record.source_ids[0] for h in hits[:2]} == {"m0", "m4"}, question
    tell(real, "my kid needs new shoes, gotta buy them this week", "m6", 0.7)
    hits = real.recall(
        "what do I still need to do?", user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=1)
    )
    assert "m6" in [h.record.source_ids[0] for h in hits.hits[:3]]
