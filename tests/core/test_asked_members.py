"""A Chinese list question naming a kind of thing (我会什么乐器, 我平时做哪些运动, 我都去过哪些城市) is answered by the records
naming its members, said in sessions of their own among other chatter: they share no word with the question, and
without a vector path (the bundled embedder reads English) it found only the newest turns."""

from __future__ import annotations

from hindsight_core import Hindsight
from hindsight_core.recall.asked_members import asks_members, holds_member
from tests.core.retain_helpers import chat


def _sessions(hs: Hindsight) -> None:
    said = [
        [
            ("user", "我从小学钢琴，考过了十级"),
            ("assistant", "厉害！"),
            ("user", "帮我算一下房贷每个月还多少"),
        ],
        [("user", "上个月去成都玩了几天，火锅太好吃了"), ("user", "最近老是失眠怎么办")],
        [("user", "最近迷上了吉他，每天晚上练一个小时"), ("user", "周末一般去打羽毛球")],
        [("user", "国庆去了西安，看了兵马俑，人超级多"), ("user", "帮我想想周报怎么写比较好")],
        [("user", "我每天早上跑步五公里"), ("user", "推荐几本好看的科幻小说吧")],
        [("user", "今年春节是在厦门过的，鼓浪屿很漂亮"), ("user", "我老婆是中学老师，教数学的")],
        [("user", "今天又去健身房了，练了背"), ("user", "我最近在学粤语，因为想看港剧不看字幕")],
    ]
    for n, turns in enumerate(said):
        chat(hs, f"s{n}", turns, day=3 * n)


def _top(hs: Hindsight, question: str, n: int) -> set[str]:
    hits = hs.recall(question, user_id="u", k=10, reinforce=False).hits[:n]
    return {source for hit in hits for source in hit.record.source_ids}


def test_members_of_the_kind_asked_come_first(real: Hindsight) -> None:
    _sessions(real)
    assert {"s0-0", "s2-0"} <= _top(real, "我会什么乐器", 2)
    assert {"s1-0", "s3-0", "s5-0"} <= _top(real, "我都去过哪些城市", 3)
    assert {"s2-1", "s4-0"} <= _top(real, "我平时都做哪些运动", 3)


def test_which_questions_ask_for_members() -> None:
    assert all(
        asks_members(q) for q in ("我会哪几种乐器", "我去过哪些国家", "我都去哪里旅游过", "我会说什么语言")
    )
    # a place or a thing of the kind asked about, not its members
    assert not any(
        asks_members(q) for q in ("乐器店在哪", "我在哪个健身房锻炼", "What instruments do I play?")
    )
    assert holds_member("用户说：五一去大理玩了三天", "我去过哪些地方")
    assert not holds_member("用户说：昨天玩了一晚上游戏", "我去过哪些地方")
