"""A question asking why ("Why did I quit my last job?", 我为什么换工作) is answered by the turn that gives the reason,
not by the one stating the event it asks about: the event shares every word of the question, the reason (said next,
answering "what happened?", or with 主要是 / "because") often none."""

from __future__ import annotations

from hindsight_core import Hindsight
from hindsight_core.recall.reasons import asks_why, gives_reason
from tests.core.recall_helpers import first
from tests.core.retain_helpers import chat


def _en(hs: Hindsight) -> None:
    chat(
        hs,
        "s1",
        [
            ("user", "Just started my new job at Acme Corp today as a data analyst!"),
            ("assistant", "Congratulations! How was the first day?"),
            ("user", "Can you give me a quick pasta recipe for tonight?"),
            ("assistant", "Try aglio e olio."),
        ],
    )
    chat(
        hs,
        "s2",
        [
            ("user", "So I left Globex last month."),
            ("assistant", "Oh, what happened?"),
            ("user", "The commute was killing me, two hours each way, and they wouldn't let me work remote."),
            ("assistant", "That sounds exhausting."),
            ("user", "can you recommend a good podcast for the gym?"),
        ],
        day=10,
    )
    chat(hs, "s3", [("user", "I'm learning Japanese because we're planning to move to Osaka.")], day=14)


def test_why_is_answered_by_the_reason_said_next(real: Hindsight) -> None:
    _en(real)
    assert first(real, "Why did I quit my last job?") == ["s2-1", "s2-2"]
    assert first(real, "why did I leave Globex?") == ["s2-1", "s2-2"]
    # the reason said in the same breath stays first; a question asking when still gets the event
    assert first(real, "Why am I learning Japanese?") == ["s3-0"]
    assert first(real, "When did I leave Globex?") == ["s2-0"]


def test_why_in_chinese_is_answered_by_the_reason(real: Hindsight) -> None:
    chat(
        real,
        "z1",
        [
            ("user", "我上个月从阿里跳槽到了腾讯，做产品经理"),
            ("assistant", "恭喜！新工作怎么样？"),
            ("user", "主要是阿里那边加班太狠了，天天九九六，身体吃不消"),
            ("assistant", "理解，健康最重要。"),
        ],
    )
    chat(
        real,
        "z2",
        [("user", "小李是我大学室友，现在在字节做后端"), ("user", "我不吃香菜，也不太能吃辣")],
        day=5,
    )
    chat(real, "z3", [("user", "周末有什么好看的电影推荐吗")], day=9)
    assert first(real, "我为什么离开阿里") == ["z1-1", "z1-2"]
    assert first(real, "我为什么换工作") == ["z1-1", "z1-2"]


def test_what_asks_why_and_what_gives_a_reason() -> None:
    assert [
        asks_why(q) for q in ("how come I stopped running?", "What made me move to Denver?", "我为啥辞职")
    ] == [
        True,
        True,
        True,
    ]
    # 干嘛 asks what as often as why; "since" and "so" are as often a time or a filler
    assert not any(asks_why(q) for q in ("我周末一般干嘛", "What do I do on weekends?", "Who is my manager?"))
    assert not gives_reason("The user said: I've played piano since I was six.")
    assert not gives_reason("The user said: So I left Globex last month.")
    assert gives_reason("用户说：我之所以辞职，是因为想自己创业试试")
    assert gives_reason("The user said: Honestly I was burnt out. (answering the assistant: How come?)")


def test_a_reason_asked_for_in_other_words_is_a_reason(real: Hindsight) -> None:
    """The assistant asks the reason as "What prompted that?" or 怎么突然戒了？: the user's answer is the reason."""
    chat(
        real,
        "c1",
        [
            ("user", "I quit drinking in January."),
            ("assistant", "Good for you. What prompted that?"),
            ("user", "my doctor said my liver numbers were bad and honestly I felt awful most mornings"),
        ],
    )
    chat(real, "c2", [("user", "I picked up the ukulele this summer, super fun")], day=3)
    chat(
        real,
        "d1",
        [("user", "我戒酒了"), ("assistant", "怎么突然戒了？"), ("user", "体检查出脂肪肝，医生让我别喝了")],
        day=6,
    )
    chat(real, "d2", [("user", "我每周三晚上去游泳"), ("user", "上周去三亚参加了表哥的婚礼")], day=9)
    assert first(real, "Why did I stop drinking?") == ["c1-1", "c1-2"]
    assert first(real, "我为啥戒酒") == ["d1-1", "d1-2"]
