"""A turn that only asks for help ("hi, can u recommend a budgeting method", 请问记账用什么软件好) states nothing
of the user's life: asked for a fact, it ranks below the turn that states it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight, HindsightConfig
from hindsight_core.config import RecallConfig
from hindsight_core.recall.help_requests import asks_for_a_fact, only_asks_for_help

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "asks"),
    [
        ("hi, can u recommend a budgeting method", True),
        ("ok so any tips for a first half marathon lol", True),
        ("so what laptop should i buy for coding", True),
        ("what apps are good for budgeting?", True),
        ("想问一下，学吉他买什么琴好", True),
        ("请问记账用什么软件好", True),
        # a request that also states something, or names something, says something of the user
        ("I moved to Leeds, any tips?", False),
        ("can you help me plan a trip to Lisbon?", False),
        ("我在用YNAB，有什么建议吗", False),
        ("ok tried YNAB, i actually like it", False),
        ("转专业结果出来了", False),
        # a question it answered is no part of what it says
        ("Bitwarden. (answering the assistant: Which password manager do you use?)", False),
    ],
)
def test_a_turn_that_only_asks_for_help_is_told_from_one_that_states(said: str, asks: bool) -> None:
    frame = "用户说：" if any("\u4e00" <= c <= "\u9fff" for c in said) else "The user said: "
    assert only_asks_for_help(frame + said) is asks


def test_a_question_about_what_was_asked_keeps_the_request() -> None:
    assert asks_for_a_fact("What do I use to track my budget?")
    assert not asks_for_a_fact("What did I ask about budgeting apps?")


def _store(path, penalty: float, sessions: list[list[str]]) -> Hindsight:
    hs = Hindsight(path, config=HindsightConfig(recall=RecallConfig(request_penalty=penalty)))
    for n, turns in enumerate(sessions):
        messages = []
        for i, turn in enumerate(turns):
            messages += [
                {"role": "user", "content": turn, "id": f"s{n}-u{i}"},
                {"role": "assistant", "content": "Sounds good!", "id": f"s{n}-a{i}"},
            ]
        hs.retain(messages, user_id="u", session_id=f"s{n}", occurred_at=T0 + timedelta(days=10 * n))
    return hs


@pytest.mark.parametrize("penalty", [0.0, 0.4])
def test_the_turn_stating_the_fact_ranks_above_the_request_for_help(tmp_path, penalty: float) -> None:
    with _store(tmp_path, penalty, [["求推荐记账软件"], ["记账现在用鲨鱼记账，挺顺手"]]) as hs:
        hits = hs.recall("我用什么软件记账？", user_id="u", k=2, reinforce=False).hits
        first = hits[0].record.source_ids
    # without the penalty the request, which repeats the question's words, comes first (请问记账用什么软件好 is a
    # question, below the statement either way)
    assert first == (["s1-u0"] if penalty else ["s0-u0"])
