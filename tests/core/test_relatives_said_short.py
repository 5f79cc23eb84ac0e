"""A relative called by one character (我哥, 我妈, 我姐叫王芳) or anyone of the speaker's named with 叫 (我哥叫张伟, 我同事叫
张伟): a question asking about them by it (我哥最近有什么事, 我妈身体怎么样) reaches the records calling them by name
(张伟下个月结婚, 刘桂兰最近血压有点高), placed next to the turn that named them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.named_people import _pairs, asked_roles

T0 = datetime(2026, 7, 6, 9, 0, tzinfo=UTC)

SESSIONS = [
    ["我哥叫张伟，在北京开出租", "今天加班到十点"],
    ["张伟下个月结婚，婚礼在杭州", "最近在学做饭"],
    ["我妈叫刘桂兰", "周末去爬山了"],
    ["刘桂兰最近血压有点高", "买了新手机"],
    ["Movie night with friends", "Lunch was a burrito"],
]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("我哥最近有什么事", "d1t0"),  # was not in the first five: 我哥 asked no one
        ("我妈身体怎么样", "d3t0"),
    ],
)
def test_a_relative_said_short_reaches_the_records_calling_them_by_name(
    real: Hindsight, question: str, answer: str
) -> None:
    for day, turns in enumerate(SESSIONS):
        messages = [{"role": "user", "content": text, "id": f"d{day}t{n}"} for n, text in enumerate(turns)]
        real.retain(messages, user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))
    top = [h.record.source_ids[0] for h in real.recall(question, user_id="u", k=5, reinforce=False).hits]
    assert answer in top[:2]


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("我哥叫张伟，在北京开出租", (("哥哥", "张伟"),)),
        ("我妈妈的名字叫刘桂兰", (("妈妈", "刘桂兰"),)),
        ("我同事叫张伟", (("同事", "张伟"),)),
        ("我妹叫小雨，在读大三", (("妹妹", "小雨"),)),
        ("我姐叫我早点睡", ()),  # 叫 asks someone something
        ("我爸妈叫我回家", ()),
        ("我同事叫小王帮忙", ()),
        ("我妈叫救护车了", ()),
    ],
)
def test_a_name_said_after_jiao_is_read(text: str, pairs: tuple[tuple[str, str], ...]) -> None:
    assert _pairs(text) == pairs


@pytest.mark.parametrize(
    ("question", "roles"),
    [
        ("我哥最近有什么事", {"哥哥"}),
        ("我妈身体怎么样", {"妈妈"}),
        ("我姐姐做什么工作", {"姐姐"}),
        ("我爸妈身体好吗", set()),  # both parents: no one of them
        ("帅哥是谁", set()),
    ],
)
def test_a_relative_said_short_is_asked_about(question: str, roles: set[str]) -> None:
    assert asked_roles(question) == roles
