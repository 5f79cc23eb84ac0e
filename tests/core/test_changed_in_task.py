"""A count or a measure the user changes later in the same task ("Book a table for 4 people at Nopa" ... "actually
make it 6 people", "my budget is 150 euros a night" ... "sorry, I meant 250 a night", 帮我订周六晚上海底捞，4个人 ...
等一下，改成6个人) left both turns current: the number given up stayed what the user asked, and ranked first for "how
many people is the booking for?". The turn that changes it supersedes the turn it changes (kept as history), as a
correction does; a turn that changes nothing (another count, another task, no change said) supersedes none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, MemoryRecord


def _task(hs: Hindsight, steps: list[tuple[str, str, str | None]], session: str = "s1") -> None:
    rec = hs.trace(user_id="u", session_id=session)
    calls = 0
    for kind, content, name in steps:
        calls += kind == "tool_call"
        rec.add_step(
            kind, content, name=name, metadata={"tool_call_id": f"{session}-c{calls}"} if name else {}
        )
    hs.reflect(rec.trace)


def _said(hs: Hindsight) -> dict[str, MemoryRecord]:
    """The user's turns' records, by the turn's words."""
    records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    return {
        r.text.split("said: ", 1)[-1].split("说：", 1)[-1]: r
        for r in records
        if r.source_kind == "user_stated"
    }


@pytest.mark.parametrize(
    ("asked", "changed"),
    [
        (
            "Book a table for 4 people at Nopa on Saturday at 7pm",
            "actually make it 6 people, my parents are coming",
        ),
        ("Find me a hotel in Rome, my budget is 150 euros a night", "sorry, I meant 250 a night"),
        ("book it for 7pm please", "wait, make it 8pm"),
        ("帮我订周六晚上海底捞，4个人", "等一下，改成6个人，我爸妈也来"),
        ("帮我订晚上7点的位子", "不对，改成晚上8点吧"),
    ],
)
def test_a_count_changed_later_in_the_task_supersedes_the_turn_it_changes(
    hs: Hindsight, asked: str, changed: str
) -> None:
    _task(
        hs,
        [
            ("user_input", asked, None),
            ("tool_call", '{"query": "first"}', "search"),
            ("tool_result", '{"results": 3}', "search"),
            ("user_input", changed, None),
            ("tool_call", '{"query": "second"}', "search"),
            ("tool_result", '{"results": 2}', "search"),
        ],
    )
    said = _said(hs)
    assert said[asked].superseded_by == said[changed].id
    assert said[changed].valid_to is None and said[changed].superseded_by is None


@pytest.mark.parametrize(
    ("asked", "then"),
    [
        ("I have 2 kids, book a table", "make it 6 people"),  # another count
        ("Book a table for 4 people at Nopa", "also book a taxi for 6 people"),  # no change said
        ("帮我订两个人的位子", "再帮我叫一辆车，6个人坐"),
    ],
)
def test_a_turn_that_changes_no_count_of_the_task_supersedes_none(
    hs: Hindsight, asked: str, then: str
) -> None:
    _task(hs, [("user_input", asked, None), ("user_input", then, None)])
    said = _said(hs)
    assert said[asked].superseded_by is None and said[asked].valid_to is None


@pytest.mark.parametrize(
    ("asked", "changed"),
    [
        ("Book a table for 4 people at Nopa on Saturday at 7pm", "actually make it 6 people"),
        ("帮我订周六晚上海底捞，4个人", "等一下，改成6个人"),
    ],
)
def test_a_change_in_the_next_turn_of_the_session_supersedes_the_turn_it_changes(
    hs: Hindsight, asked: str, changed: str
) -> None:
    """As the adapters journal a conversation (LangChain's middleware and callback handler, LlamaIndex): each turn
    a trace of the session."""
    _task(
        hs, [("user_input", asked, None), ("tool_call", '{"q": 1}', "search"), ("tool_result", "3", "search")]
    )
    _task(hs, [("user_input", changed, None)])
    said = _said(hs)
    assert said[asked].superseded_by == said[changed].id


def test_a_change_said_in_another_task_supersedes_none(hs: Hindsight) -> None:
    _task(hs, [("user_input", "Book a table for 4 people at Nopa", None)], session="s1")
    _task(hs, [("user_input", "actually make it 6 people", None)], session="s2")  # another session
    said = _said(hs)
    assert said["Book a table for 4 people at Nopa"].superseded_by is None


def test_a_change_of_a_turn_merged_into_an_earlier_one_supersedes_that_record(hs: Hindsight) -> None:
    """The same request said in an earlier task is merged into its first record: the change finds it too."""
    asked = "Book a table for 4 people at Nopa"
    _task(hs, [("user_input", asked, None)], session="s0")
    _task(hs, [("user_input", asked, None), ("user_input", "actually make it 6 people", None)], session="s1")
    said = _said(hs)
    assert said[asked].superseded_by == said["actually make it 6 people"].id
