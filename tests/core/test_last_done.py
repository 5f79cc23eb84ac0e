"""Asked when the user last did something ("when did I last call my mom?", "when was my last haircut?",
上次回老家是什么时候), a plan or a wish sharing the question's words ("I should get a haircut next week", "thinking I
should call my mom more often", 我打算下个月回老家) or an older time it was done ranked first: the newest time said
done comes first."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.last_done import asks_last_done, only_planned
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import chat

_SESSIONS = [
    (0, ["I have a dentist appointment next Tuesday", "my car is making a weird noise"]),
    (9, ["just got back from the dentist, two fillings ugh", "I called my mom tonight, she's doing ok"]),
    (20, ["got a haircut today, shorter than I wanted", "thinking I should call my mom more often"]),
    (30, ["took the car to the mechanic, it was the brakes", "I need to book a dentist cleaning soon"]),
    (
        41,
        ["called mom again, she wants to visit in April", "went to the dentist this morning for a cleaning"],
    ),
    (50, ["I should get a haircut next week", "ran 5k this morning, felt great"]),
]
_SESSIONS_ZH = [
    (0, ["下周二要去看牙医", "今天给我妈打了电话"]),
    (10, ["昨天去看了牙医，补了两颗牙", "我打算下个月回老家"]),
    (20, ["今天剪了头发，剪得太短了", "这周末要给我妈打电话"]),
    (30, ["上周回了一趟老家，待了三天", "今天又去看牙医了，洗了个牙"]),
    (40, ["下周想去剪头发", "刚跟我妈视频了一个小时"]),
]


def _told(hs: Hindsight, sessions: list[tuple[int, list[str]]]) -> None:
    for n, (day, said) in enumerate(sessions):
        chat(hs, f"s{n}", [("user", text) for text in said], day)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("when did I last call my mom", "s4-0"),
        ("when was my last haircut", "s2-0"),
        ("when did I last get a haircut", "s2-0"),
        ("when was my last dentist visit", "s4-1"),
        ("dentist last visit?", "s4-1"),
    ],
)
def test_the_newest_time_done_comes_first(real: Hindsight, question: str, answer: str) -> None:
    _told(real, _SESSIONS)
    assert ranked(real, question, k=3)[0] == answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("上次给我妈打电话是什么时候", "s0-1"),
        ("我上次剪头发是什么时候", "s2-0"),
        ("上次回老家是什么时候", "s3-0"),
    ],
)
def test_the_newest_time_done_comes_first_in_chinese(real: Hindsight, question: str, answer: str) -> None:
    _told(real, _SESSIONS_ZH)
    assert ranked(real, question, k=3)[0] == answer


def test_what_asks_and_what_is_only_planned() -> None:
    assert asks_last_done("when did I last call my mom?") and asks_last_done("我最近一次看牙医是哪天")
    for other in ["what was my last job?", "上次去健身房是周一", "when is my next dentist appointment?"]:
        assert not asks_last_done(other), other
    assert only_planned("The user said: I need to book a dentist cleaning soon")
    assert not only_planned("The user said: called mom again, she wants to visit in April")
    assert not only_planned("用户说：今天又去看牙医了，洗了个牙")
