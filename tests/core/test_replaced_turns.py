"""A whole turn telling several things ("Hi, I'm Alice. I live in Paris and I work as a nurse.") is kept as one
record beside a record of each clause a slot reads ("I live in Paris"). After "actually I moved to Lyon" the clause
record is former, but the turn stayed current: asked where the user lives, the context showed it unmarked, Paris
said as the present beside Lyon. The turn is kept (history, and its other clauses still hold), ranked below the
value that replaced its clause, and marked with the clause replaced."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES

from .retain_helpers import T0, tell

TURNS = [
    (
        "Hi, I'm Alice. I live in Paris and I work as a nurse.",
        "actually I moved to Lyon",
        "where do I live?",
        "I live in Paris",
    ),
    (
        "Hey there! I'm Tom, I live in Boston and I'm vegetarian.",
        "I moved to Denver",
        "where do I live now?",
        "I live in Boston",
    ),
    (
        "My name is Priya. I'm a teacher and I live in Leeds",
        "I'm now working as a nurse",
        "what's my job?",
        "I'm a teacher",
    ),
    (
        "I'm Raj, I work at Infosys and I have a dog named Bruno.",
        "I just started at Google.",
        "where do I work?",
        "I work at Infosys",
    ),
    ("你好，我叫小王，我住在北京，在腾讯上班", "我搬到上海了", "我住在哪里？", "我住在北京"),
    ("大家好我是李娜，我在杭州住，是一名老师", "我现在住在苏州了", "我住在哪里？", "我在杭州住"),
]


def _turn_line(context: str, first: str) -> str:
    """The line of the whole first turn (not of one of its clauses)."""
    return next(line for line in context.splitlines() if first in line)


@pytest.mark.parametrize(("first", "change", "question", "clause"), TURNS)
def test_a_turn_whose_clause_was_replaced_is_marked_and_ranked_below_the_new_value(
    real: Hindsight, first: str, change: str, question: str, clause: str
) -> None:
    tell(real, first, "intro", 0)
    tell(real, change, "change", 10)
    result = real.recall(question, user_id="u", k=6, reinforce=False, now=T0 + timedelta(days=15))
    assert result.hits[0].record.source_ids == ["change"]
    ids = [h.record.id for h in result.hits]
    turn = next(h.record for h in result.hits if first in h.record.text)
    new = result.hits[0].record
    assert ids.index(new.id) < ids.index(turn.id)
    line = _turn_line(result.context, first)
    assert f'partly replaced: "{clause}"' in line
    assert "superseded on 2026-01-15" in line and "the rest still holds" in line
    # the turn itself is kept, current (its other clauses still hold)
    kept = [r for r in real.list_records(user_id="u", statuses=ALL_STATUSES) if r.id == turn.id]
    assert kept and kept[0].valid_to is None


def test_a_question_on_the_clause_still_holding_keeps_the_turn_unmarked_without_the_replaced_clause(
    real: Hindsight,
) -> None:
    tell(real, "Hi, I'm Alice. I live in Paris and I work as a nurse.", "intro", 0)
    tell(real, "actually I moved to Lyon", "change", 10)
    result = real.recall("what's my job?", user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=15))
    assert result.hits[0].record.source_ids == ["intro"]
    assert "nurse" in result.hits[0].record.text


def test_a_turn_whose_clause_is_replaced_later_holds_until_then(real: Hindsight) -> None:
    """Told a job that starts next month, the turn's job clause still holds before the start day."""
    tell(real, "I'm Raj, I work at Infosys and I have a dog named Bruno.", "intro", 0)
    tell(real, "I start at Google next month!", "change", 10)
    before = real.recall("where do I work?", user_id="u", k=6, reinforce=False, now=T0 + timedelta(days=15))
    assert "partly replaced" not in before.context
    after = real.recall("where do I work?", user_id="u", k=6, reinforce=False, now=T0 + timedelta(days=40))
    line = _turn_line(after.context, "I'm Raj, I work at Infosys")
    assert 'partly replaced: "I work at Infosys" superseded on 2026-02-01' in line


@pytest.mark.parametrize(
    ("then", "question"),
    [
        ("I still live in Paris", "where do I live?"),
        ("I live in Paris, near the Louvre", "where do I live?"),
        ("my sister moved to Lyon", "where do I live?"),
        ("I might move to Lyon someday", "where do I live?"),
        ("I work as a nurse at Lariboisière hospital", "what's my job?"),
    ],
)
def test_a_turn_whose_clause_still_holds_is_not_marked(real: Hindsight, then: str, question: str) -> None:
    tell(real, "Hi, I'm Alice. I live in Paris and I work as a nurse.", "intro", 0)
    tell(real, then, "later", 10)
    result = real.recall(question, user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=15))
    assert "partly replaced" not in result.context


@pytest.mark.parametrize("then", ["我还住在北京", "我朋友搬到上海了", "我想搬去上海"])
def test_a_chinese_turn_whose_clause_still_holds_is_not_marked(real: Hindsight, then: str) -> None:
    tell(real, "你好，我叫小王，我住在北京，是一名程序员", "intro", 0)
    tell(real, then, "later", 10)
    result = real.recall("我住在哪里", user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=15))
    assert "partly replaced" not in result.context
    # (我还住在北京 is the same home said again: one record of both turns)
    assert "intro" in result.hits[0].record.source_ids


def test_a_turn_saying_no_more_than_its_replaced_clause_is_marked(real: Hindsight) -> None:
    """ "I work at Microsoft as a PM" is kept as the turn (the job) and as its clause (the employer), in the same
    words: after "I just started at Google" the clause is former and the turn must not say Microsoft is current."""
    tell(real, "I work at Microsoft as a PM", "old", 0)
    tell(real, "I just started at Google", "new", 10)
    result = real.recall("where do I work?", user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=15))
    assert result.hits[0].record.source_ids == ["new"]
    lines = [line for line in result.context.splitlines() if "[src: old]" in line]
    assert lines and all("former value" in line or "partly replaced" in line for line in lines)


@pytest.mark.parametrize(
    ("first", "change", "question", "held"),
    [
        (
            "I'm Dana, I work at Microsoft and I live in Seattle",
            "I just started at Google",
            "where do I live?",
            "I work at Microsoft",
        ),
        # (大家好我是李娜，我在杭州住 holds the name as the turn's own slot: its home is a clause partly replaced)
        ("我在杭州住，在阿里上班", "我现在住在苏州了", "我在哪上班", "我在杭州住"),
    ],
)
def test_a_turn_replaced_by_its_own_slot_says_only_that_was_replaced(
    real: Hindsight, first: str, change: str, question: str, held: str
) -> None:
    """A whole turn that holds the replaced value as its own slot is superseded (its value is former: no other
    record holds it) and kept whole; its supersession marks the clause replaced, which the context says, whatever
    else is shown beside it (it said so only when a clause of it still holding was shown too)."""
    tell(real, first, "intro", 0)
    tell(real, change, "change", 10)
    result = real.recall(question, user_id="u", k=5, reinforce=False, now=T0 + timedelta(days=15))
    line = _turn_line(result.context, first)
    assert f'[partly replaced: "{held}" superseded on 2026-01-15; the rest still holds]' in line
    assert "kept for history" not in line and "was replaced; its other clauses" not in line
    turn = next(r for r in real.list_records(user_id="u", statuses=ALL_STATUSES) if r.text.endswith(first))
    assert turn.superseded_by is not None and turn.valid_to is not None  # history kept


@pytest.mark.parametrize(
    ("first", "change", "question", "clause"),
    [
        ("我在杭州住，是一名老师", "我现在住在苏州了", "我是做什么工作的？", "我在杭州住"),
        (
            "I'm Dana, I work at Microsoft and I live in Seattle",
            "I just started at Google",
            "where is my home?",
            "I work at Microsoft",
        ),
        (
            "I'm vegetarian, no mushrooms please, I hate the texture",
            "I eat meat again now",
            "what food do I hate?",
            "I'm vegetarian",
        ),
    ],
)
def test_a_turn_replaced_by_its_own_slot_shown_alone_says_the_rest_still_holds(
    real: Hindsight, first: str, change: str, question: str, clause: str
) -> None:
    """Shown without a clause of it still holding (the job 老师, said in this turn only; the foods hated), the turn
    read "superseded, kept for history": all of it former. Now only the clause of its slot reads replaced."""
    from hindsight_core.models import RecallHit
    from hindsight_core.recall.context import build_context

    tell(real, first, "intro", 0)
    tell(real, change, "change", 10)
    turn = next(r for r in real.list_records(user_id="u", statuses=ALL_STATUSES) if r.text.endswith(first))
    block = build_context([RecallHit(record=turn, score=1.0)], 500, question, T0 + timedelta(days=15))
    assert f'[partly replaced: "{clause}" superseded on 2026-01-15; the rest still holds]' in block
    assert "kept for history" not in block
