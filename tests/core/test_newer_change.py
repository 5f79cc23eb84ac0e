"""For a question about now, a later conversation's statement saying a change ranks above an older best saying none,
when it is already near the best."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord, Scope
from hindsight_core.recall.newer_change import lift_newer_change, says_a_change
from tests.core.lift_helpers import ranked

T0 = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)


def _record(rid: str, text: str, day: int, session: str | None = None) -> MemoryRecord:
    return MemoryRecord(
        id=rid,
        text=text,
        scope=Scope(user_id="u", session_id=session or f"s{day}"),
        occurred_at=T0 + timedelta(days=day),
    )


QUESTION = "How does the user get to work now?"
OLD = "The user said: I get to work on my bike, 6 miles each way, on an old steel Trek"
NEW = "The user said: honestly I'm taking the bus most days now, the battery can't handle the cold"


def test_a_later_change_near_the_best_ranks_above_it() -> None:
    records = {
        r.id: r
        for r in (_record("old", OLD, 0), _record("new", NEW, 30), _record("x", "The user said: hi", 31))
    }
    final = {"old": 10.0, "x": 9.0, "new": 8.0}
    lift_newer_change(final, records, QUESTION)
    assert ranked(final) == ["new", "old", "x"]


@pytest.mark.parametrize(
    ("old", "new", "scores", "new_day", "new_session"),
    [
        # the best itself says a change: it is the latest word ("pescatarian now")
        ("The user said: started eating fish again, pescatarian now", NEW, (10.0, 8.0), 30, None),
        # the newer says no change
        (OLD, "The user said: the tyres on the Trek are worn, any brand you like?", (10.0, 8.0), 30, None),
        # said before the best
        (OLD, NEW, (10.0, 8.0), -30, None),
        # said in the same conversation
        (OLD, NEW, (10.0, 8.0), 0, "s0"),
        # someone else's change, not the speaker's own
        (
            "The user said: I'm 34, I teach maths, trying to lose weight, 82kg right now",
            "The user said: my wife quit the hospital, she started at a clinic",
            (10.0, 8.0),
            30,
            None,
        ),
    ],
)
def test_the_best_keeps_its_place(
    old: str, new: str, scores: tuple[float, float], new_day: int, new_session: str | None
) -> None:
    records = {r.id: r for r in (_record("old", old, 0), _record("new", new, new_day, new_session))}
    final = {"old": scores[0], "new": scores[1]}
    lift_newer_change(final, records, QUESTION)
    assert ranked(final) == ["old", "new"]


def test_an_amount_asked_for_held_by_both_is_left_to_the_restated_value() -> None:
    records = {
        r.id: r
        for r in (
            _record("pay", "The user said: I make $96k base as a backend engineer at a fintech", 0),
            _record("paid", "The user said: student loan is down to $6,900!", 30),
        )
    }
    final = {"pay": 10.0, "paid": 8.0}
    lift_newer_change(final, records, "what's my salary now?")
    assert ranked(final) == ["pay", "paid"]


def test_only_the_best_three_are_read() -> None:
    records = {
        r.id: r
        for r in (
            _record("old", OLD, 0),
            _record("a", "The user said: the brakes on the Trek squeak", 1),
            _record("b", "The user said: I ride along the canal path", 2),
            _record("new", NEW, 30),
        )
    }
    final = {"old": 10.0, "a": 9.5, "b": 9.0, "new": 8.5}
    lift_newer_change(final, records, QUESTION)
    assert ranked(final)[0] == "old"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("The user said: big news: I'm not at Bodega Luz anymore. started as a prep cook", True),
        ("The user said: I left Stripe. Joined a 12-person startup doing climate data", True),
        ("The user said: gave up on vegan, back to vegetarian", True),
        ("用户说：对了豆腐砂它不爱用 老往外面尿 换成膨润土了", True),
        ("用户说：奶茶我不喝了", True),
        ("用户说：两个月瘦到76公斤了！", True),
        ("The user said: We've gone over to Wildfarmed for the bread flour", True),
        ("用户说：他三分钟热度 估计坚持不了一周", False),
        ("用户说：我最近想开始健身 减脂 身高165 体重68kg", False),
        ("The user said: Linda is obsessed with her garden, roses especially", False),
        # the assistant's question is not what the user said
        ("The user said: Tuesday. (answering the assistant: Has the day changed since you started?)", False),
    ],
)
def test_says_a_change(text: str, says: bool) -> None:
    assert says_a_change(text) is says


def _session(hs: Hindsight, turns: list[str], day: int) -> None:
    messages = []
    for n, content in enumerate(turns, start=1):
        messages.append({"role": "user", "content": content, "id": f"d{day}-t{n}"})
        messages.append(
            {"role": "assistant", "content": "Got it, thanks for telling me.", "id": f"d{day}-a{n}"}
        )
    hs.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=day))


@pytest.mark.parametrize(
    ("older", "newer", "question"),
    [
        (
            "My commute to work is on my bike, 6 miles each way along the river on an old steel Trek, rain or shine.",
            "Honestly I'm taking the bus most days now, my knee can't handle the cold.",
            "How does the user commute to work now?",
        ),
        (
            "my manager is Priya, she is great, very hands off and trusts the team",
            "reorg happened. I report to Tom now, he micromanages everything",
            "Who is the user's manager now?",
        ),
    ],
)
def test_recall_puts_the_later_change_first_for_a_question_about_now(
    real: Hindsight, older: str, newer: str, question: str
) -> None:
    _session(real, [older, "Can you suggest a podcast about history?"], 0)
    _session(real, [newer, "Can you help me write a birthday card for my aunt?"], 40)
    now = real.recall(question, user_id="u", k=3, reinforce=False).hits
    assert now[0].record.source_ids == ["d40-t1"]


@pytest.mark.parametrize(
    "text",
    [
        "The user said: I'm moving to Denver next month!",
        "The user said: I plan to quit my job in June",
        "The user said: We're going to switch to uv next month",
        "用户说：我下个月开始去腾讯上班",
        "用户说：我们打算下个月换成uv",
    ],
)
def test_a_change_only_planned_says_none_yet(text: str) -> None:
    assert says_a_change(text) is False


@pytest.mark.parametrize(
    "text",
    [
        "The user said: the interview got pushed to next Friday, I'll prep over the weekend",
        "The user said: they moved my surgery to next month",
        "用户说：我打算延期半年毕业，明年六月答辩改成明年十二月",
        "用户说：下周的会推迟到周五了",
    ],
)
def test_a_day_ahead_moved_now_is_a_change(text: str) -> None:
    """A plan's day changed is said now: "the defence is now set for when?" asks for it (it was read as only
    planned, below the day it replaced)."""
    assert says_a_change(text) is True


@pytest.mark.parametrize(
    ("current", "planned", "question"),
    [
        (
            "I live in Boston, in a flat near the harbour.",
            # (a move told with its day, "I'm moving to Denver next month!", is a change from that day on:
            # test_starts_later; one planned is not yet)
            "I plan to move to Denver next month!",
            "Where do I live now?",
        ),
        ("I work at Acme as a data analyst.", "I plan to quit my job in June.", "Where do I work now?"),
        ("我在阿里工作，做数据分析。", "我下个月开始去腾讯上班。", "我现在在哪上班？"),
    ],
)
def test_a_plan_does_not_rank_above_what_holds_now(
    real: Hindsight, current: str, planned: str, question: str
) -> None:
    # the plan is later and says what will change; until it happens, what holds now is the answer
    _session(real, [current], 0)
    _session(real, [planned], 10)
    now = real.recall(question, user_id="u", k=3, reinforce=False).hits
    assert now[0].record.source_ids == ["d0-t1"]
