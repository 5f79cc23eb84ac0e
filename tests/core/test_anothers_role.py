"""Someone's role said of another ("my wife's sister Julia", "Dave's wife Priya", 小丽是我老婆的妹妹) is that one's,
not the user's: a question asking the user's own ("where does my sister live?") is answered by the user's sister,
and one asking the other's ("my wife's sister") by theirs."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.named_people import _pairs, _role_matches, asked_roles

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _retain(hs: Hindsight, sessions: list[list[str]]) -> None:
    for day, turns in enumerate(sessions):
        messages = [{"role": "user", "content": text, "id": f"d{day}t{n}"} for n, text in enumerate(turns)]
        hs.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))


def _top(hs: Hindsight, question: str, k: int = 5) -> list[str]:
    return [h.record.source_ids[0] for h in hs.recall(question, user_id="u", k=k, reinforce=False).hits]


EN = [
    ["My sister Anna is an architect, she's great.", "I work as a nurse at St James hospital."],
    ["Anna just moved to Rome!", "I'm learning Italian on Duolingo."],
    ["My wife's sister Julia lives in Berlin.", "We adopted a cat last spring."],
    ["Had pasta for lunch", "Julia is coming over for Christmas"],
]


def test_the_users_sister_is_not_the_wifes_sister(real: Hindsight) -> None:
    _retain(real, EN)
    top = _top(real, "Where does my sister live?")
    # Anna's introduction and her move first; Julia (the wife's sister) below them, her visit not placed beside them
    assert top[:2] == ["d0t0", "d1t0"]
    assert top.index("d2t0") > 1
    assert "d3t1" not in top[:3]


def test_the_wifes_sister_is_asked_as_hers(real: Hindsight) -> None:
    _retain(real, EN)
    top = _top(real, "Where does my wife's sister live?")
    assert top[0] == "d2t0"
    assert top.index("d2t0") < top.index("d1t0")


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("My wife's sister Julia lives in Berlin.", (("wife's sister", "Julia"),)),
        ("Anna is my wife's younger sister", (("wife's sister", "Anna"),)),
        ("Dave's wife Priya is a surgeon.", (("dave's wife", "Priya"),)),
        ("That's my sister Anna", (("sister", "Anna"),)),  # the words between are no one's
        ("Here is my mom's friend Linda", (("mom's friend", "Linda"),)),  # "Here" is no name
        ("小丽是我老婆的妹妹，她在杭州当老师", (("老婆的妹妹", "小丽"),)),
        ("我老婆的妹妹小丽在杭州当老师", (("老婆的妹妹", "小丽"),)),
        ("我最好的朋友小丽下个月结婚", (("朋友", "小丽"),)),  # 最好 is no one
        ("我同事老王住在通州", (("同事", "老王"),)),
    ],
)
def test_whose_role_it_is_is_read(text: str, pairs: tuple[tuple[str, str], ...]) -> None:
    assert _pairs(text) == pairs


@pytest.mark.parametrize(
    ("question", "role", "same"),
    [
        ("Where does my sister live?", "wife's sister", False),
        ("Where does my wife's sister live?", "wife's sister", True),
        ("Where does my wife's sister live?", "sister", False),
        ("Where does my wife's sister live?", "wife", True),  # the wife named is the way to her sister
        ("What does the user's mum do?", "jenna's mom", False),
        ("我妹妹做什么工作", "老婆的妹妹", False),
        ("我老婆的妹妹做什么工作", "老婆的妹妹", True),
        ("我老婆的妹妹做什么工作", "妹妹", False),
    ],
)
def test_a_role_of_someone_else_is_asked_as_theirs(question: str, role: str, same: bool) -> None:
    assert _role_matches(asked_roles(question), role) is same
