"""Dropping a task the agent was working on ("I live in Denver. Book me a hotel in Lisbon ..., I'm allergic to
feathers" / the agent searches / "Shall I book it?" / "never mind, forget it", 算了，忘了吧，不订了) forgot the message
that asked, and with it where the user lives and their allergy: "forget it" was read as a request to forget what the
user said just before, whether the turn held the whole task (the core API) or each turn was a trace of its own (the
LangChain middleware and callback handler, LlamaIndex). Said after the agent's tools worked on what was asked, never
mind drops the task and forgets nothing; said with no tool work between ("My number is 07700 900123." / "Forget
it."), or saying what it means ("forget what I just said", "forget that, it was private"), it forgets as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES

ASKED = "I live in Denver. Book me a hotel in Lisbon for next weekend, I'm allergic to feathers so no down pillows"
ASKED_ZH = "我住在成都，帮我订下周末杭州的酒店，我对羽毛过敏，不要羽绒枕头"
WORK = [
    ("tool_call", '{"city": "Lisbon"}', "search_hotels"),
    ("tool_result", '{"hotels": [{"name": "Memmo Alfama", "price": "€210"}]}', "search_hotels"),
    ("model_output", "Memmo Alfama is €210 a night. Shall I book it?", None),
]


def _said(hs: Hindsight, steps: list[tuple[str, str, str | None]], session: str = "s1") -> None:
    rec = hs.trace(user_id="u", session_id=session)
    for kind, content, name in steps:
        rec.add_step(kind, content, name=name, metadata={"tool_call_id": "c1"} if name else {})
    hs.reflect(rec.trace)


def _statuses(hs: Hindsight) -> dict[str, str]:
    """The status of each of the user's records, by its text."""
    records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    return {r.text: r.status for r in records if r.source_kind == "user_stated"}


@pytest.mark.parametrize(
    ("asked", "dropped"),
    [
        (ASKED, "never mind, forget it"),
        (ASKED, "Forget it."),
        (ASKED, "ugh, scratch that"),
        (ASKED_ZH, "算了，忘了吧，不订了"),
        (ASKED_ZH, "算了忘了吧"),
    ],
)
@pytest.mark.parametrize("turns", ["one trace", "a trace a turn"])
def test_dropping_a_task_the_agent_worked_on_forgets_nothing(
    hs: Hindsight, asked: str, dropped: str, turns: str
) -> None:
    if turns == "one trace":
        _said(hs, [("user_input", asked, None), *WORK, ("user_input", dropped, None)])
    else:  # as the adapters journal a conversation: each turn a trace of the session
        _said(hs, [("user_input", asked, None), *WORK])
        _said(hs, [("user_input", dropped, None)])
    statuses = _statuses(hs)
    assert [text for text, status in statuses.items() if status != "active"] == []
    assert any("Denver" in text or "成都" in text for text in statuses)
    assert any("feathers" in text or "羽毛" in text for text in statuses)


@pytest.mark.parametrize(
    ("steps", "request_"),
    [
        ([("user_input", "My number is 07700 900123.", None)], "Forget it."),  # no task: what was said
        ([("user_input", ASKED, None), *WORK], "forget what I just said"),
        ([("user_input", ASKED, None), *WORK], "forget that, it was private"),
        ([("user_input", ASKED_ZH, None), *WORK], "刚才说的忘了吧"),
    ],
)
@pytest.mark.parametrize("turns", ["one trace", "a trace a turn"])
def test_a_request_meaning_what_was_said_still_forgets_it(
    hs: Hindsight, steps: list[tuple[str, str, str | None]], request_: str, turns: str
) -> None:
    if turns == "one trace":
        _said(hs, [*steps, ("user_input", request_, None)])
    else:
        _said(hs, steps)
        _said(hs, [("user_input", request_, None)])
    said = steps[0][1]
    assert {status for text, status in _statuses(hs).items() if said in text} == {"forgotten"}
