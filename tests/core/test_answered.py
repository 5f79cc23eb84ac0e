"""A short reply stored with the assistant's question it answers ranks above the turn of its session that brought
the topic up, when the assistant asked what the question asks."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def _session(hs: Hindsight, turns: list[tuple[str, str]], day: int) -> None:
    messages = [
        {"role": role, "content": content, "id": f"d{day}-t{n}"}
        for n, (role, content) in enumerate(turns, start=1)
    ]
    hs.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=day))


@pytest.mark.parametrize(
    ("turns", "question", "answer"),
    [
        (
            [
                (
                    "user",
                    "Thanksgiving is at my house this year for the first time in ages, I'm hosting. Help!",
                ),
                ("assistant", "Happy to help you plan it. How many people will you be feeding?"),
                ("user", "Nine, counting the baby."),
                ("assistant", "Nine is very doable. A 12-14 lb turkey will cover everyone with leftovers."),
            ],
            "How many people is the user hosting for Thanksgiving?",
            "d1-t3",
        ),
        (
            [
                ("user", "我下周出差三天，家里孩子怎么安排比较好"),
                ("assistant", "出差期间谁能帮你带孩子？家里老人方便吗？"),
                ("user", "我婆婆过来"),
                ("assistant", "那挺好，可以提前把孩子的作息和饮食写下来给婆婆。"),
            ],
            "用户出差时谁带孩子",
            "d1-t3",
        ),
    ],
)
def test_a_reply_to_what_the_question_asks_ranks_above_the_turn_that_brought_its_topic_up(
    real: Hindsight, turns: list[tuple[str, str]], question: str, answer: str
) -> None:
    _session(
        real,
        [("user", "Can you suggest a good podcast for my commute?"), ("assistant", "Try 99% Invisible.")],
        0,
    )
    _session(real, turns, 1)
    hits = real.recall(question, user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids[-1] == answer


def test_a_turn_saying_a_number_itself_keeps_its_place_above_a_reply_about_another_amount(
    real: Hindsight,
) -> None:
    # asked the rate, the turn saying the rate stays above the reply to "how much did you borrow?"
    _session(
        real,
        [
            ("user", "房子买了 公积金贷了一部分 利率降到2.85了"),
            ("assistant", "恭喜！公积金贷了多少？"),
            ("user", "120万"),
            ("assistant", "那月供压力应该不大。"),
        ],
        1,
    )
    hits = real.recall("用户公积金贷款的利率是多少？", user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids == ["d1-t1"]


def test_an_assistant_question_sharing_only_the_question_word_asks_something_else() -> None:
    """ "那改什么时候去？" (when shall we go instead?) and "一帆是什么时候把可乐领回家的？" share only their question word
    (什么时候, whose 时候 is a pair like any other): the reply to it is no answer to when the dog came home, and the
    turn saying it stays first."""
    from datetime import timedelta

    from hindsight_core.models import MemoryRecord, Scope
    from hindsight_core.recall.answered import lift_asked_answer
    from tests.core.lift_helpers import T0, ranked

    def turn(rid: str, text: str, minutes: int) -> MemoryRecord:
        scope = Scope(user_id="u", session_id="s3")
        return MemoryRecord(id=rid, text=text, scope=scope, occurred_at=T0 + timedelta(minutes=minutes))

    records = {
        "dog": turn("dog", "一帆说：上周六从救助站领回来的，一只黄色的小土狗，三个月大，我给它取名叫可乐", 1),
        "trip": turn(
            "trip", "一帆说：看国庆吧，国庆人多但是也没办法（回答嘉宁：啊可惜。那改什么时候去？）", 9
        ),
    }
    final = {"dog": 3.8, "trip": 3.1}
    lift_asked_answer(final, records, "一帆是什么时候把可乐领回家的？")
    assert ranked(final) == ["dog", "trip"]
    # a question sharing a word of what it is about still finds its reply ("几点" and 到 / 到家)
    records["late"] = turn("late", "一帆说：十一点多吧（回答嘉宁：你昨晚几点到家的？）", 12)
    final = {"dog": 3.8, "late": 3.0}
    lift_asked_answer(
        final, records | {"dog": turn("dog", "一帆说：昨晚跟老郑喝酒到很晚才到家", 11)}, "一帆昨晚几点到家？"
    )
    assert ranked(final) == ["late", "dog"]
