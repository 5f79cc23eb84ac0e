"""A Chinese list question naming a kind of thing (我会什么乐器, 我平时做哪些运动, 我都去过哪些城市) is answered by the records
naming its members, said in sessions of their own among other chatter: they share no word with the question, and
without a vector path (the bundled embedder reads English) it found only the newest turns."""

from __future__ import annotations

from datetime import timedelta

from hindsight_core import Hindsight
from hindsight_core.recall.asked_members import asks_members, holds_member
from tests.core.retain_helpers import T0, chat


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


def test_every_member_the_pool_holds_comes_first(real: Hindsight) -> None:
    """Asked by an agent of "the user" (用户 matches every record's 用户说), the trips rank among many records sharing
    the question's words: every one of them comes first, not only those among the best ten."""
    chat(
        real,
        "z1",
        [
            ("user", "我上个月从阿里跳槽到了腾讯，做产品经理"),
            ("assistant", "恭喜！新工作怎么样？"),
            ("user", "主要是阿里那边加班太狠了，天天九九六，身体吃不消"),
            ("assistant", "理解，健康最重要。"),
            ("user", "周末有什么好看的电影推荐吗"),
            ("assistant", "可以看看《流浪地球》。"),
        ],
        day=0,
    )
    chat(
        real,
        "z2",
        [
            ("user", "我对海鲜过敏，一吃就起疹子"),
            ("assistant", "好的，我记住了。"),
            ("user", "家里养了两只猫，一只叫团子一只叫芝麻"),
            ("assistant", "好可爱的名字！"),
            ("user", "最近老是失眠怎么办"),
            ("assistant", "睡前少看手机，试试冥想。"),
        ],
        day=3,
    )
    chat(
        real,
        "z3",
        [
            ("user", "上个月去成都玩了几天，火锅太好吃了"),
            ("assistant", "成都的火锅确实有名。"),
            ("user", "比起猫我其实更喜欢狗，只是房东不让养狗"),
            ("assistant", "哈哈，理解。"),
            ("user", "我每天骑车上班，大概二十分钟"),
            ("assistant", "挺健康的。"),
        ],
        day=7,
    )
    chat(
        real,
        "z4",
        [
            ("user", "我是2019年搬来上海的，之前一直在杭州"),
            ("assistant", "在上海住得习惯吗？"),
            ("user", "还行，我住在浦东，离公司挺近的"),
            ("assistant", "那挺方便。"),
            ("user", "帮我想想周报怎么写比较好"),
            ("assistant", "可以按进展、问题、计划三部分写。"),
        ],
        day=10,
    )
    chat(
        real,
        "z5",
        [
            ("user", "国庆去了西安，看了兵马俑，人超级多"),
            ("assistant", "兵马俑很震撼。"),
            ("user", "小李是我大学室友，现在在字节做后端"),
            ("assistant", "你们还经常联系吗？"),
            ("user", "我不吃香菜，也不太能吃辣"),
            ("assistant", "好的。"),
        ],
        day=14,
    )
    chat(
        real,
        "z6",
        [
            ("user", "今年春节是在厦门过的，鼓浪屿很漂亮"),
            ("assistant", "厦门很适合过冬。"),
            ("user", "我老婆是中学老师，教数学的"),
            ("assistant", "老师很辛苦。"),
            ("user", "下周三下午两点要去看牙医"),
            ("assistant", "记得提前出门。"),
        ],
        day=18,
    )
    chat(
        real,
        "z7",
        [
            ("user", "我英语还可以，日语只会一点点"),
            ("assistant", "日语可以慢慢学。"),
            ("user", "推荐几本好看的科幻小说吧"),
            ("assistant", "《三体》《基地》。"),
        ],
        day=21,
    )
    chat(
        real,
        "z8",
        [
            ("user", "我最近在学粤语，因为想看港剧不看字幕"),
            ("assistant", "加油！"),
            ("user", "今天又去健身房了，练了背"),
            ("assistant", "不错。"),
        ],
        day=24,
    )
    chat(
        real,
        "z9",
        [
            ("user", "我从小学钢琴，考过了十级"),
            ("assistant", "厉害！"),
            ("user", "帮我算一下房贷每个月还多少"),
            ("assistant", "需要知道本金和利率。"),
        ],
        day=5,
    )
    chat(
        real,
        "z10",
        [
            ("user", "最近迷上了吉他，每天晚上练一个小时"),
            ("assistant", "坚持下去。"),
            ("user", "我们有两个孩子，老大上小学了"),
            ("assistant", "孩子们一定很可爱。"),
        ],
        day=12,
    )
    chat(
        real,
        "z11",
        [
            ("user", "周末一般去打羽毛球"),
            ("assistant", "羽毛球很好的运动。"),
            ("user", "我之所以辞职，是因为想自己创业试试"),
            ("assistant", "加油。"),
        ],
        day=20,
    )
    asked = real.recall("用户都去过哪些城市", user_id="u", k=10, reinforce=False, now=T0 + timedelta(days=27))
    assert {"z3-0", "z5-0", "z6-0"} <= {source for hit in asked.hits[:5] for source in hit.record.source_ids}


def test_a_partner_named_answers_whether_one_is_married(real: Hindsight) -> None:
    """我结婚了吗 shares no word with 我老婆是中学老师: the words a partner is said in find it."""
    _sessions(real)
    chat(real, "w", [("user", "我老婆是中学老师，教数学的"), ("user", "下周三下午两点要去看牙医")], day=30)
    chat(real, "x", [("user", "我英语还可以，日语只会一点点"), ("user", "推荐几本好看的科幻小说吧")], day=33)
    for question in ("我结婚了吗", "用户结婚了吗", "我是单身吗"):
        assert "w-0" in _top(real, question, 1), question


def test_a_breakup_answers_whether_one_has_a_partner(real: Hindsight) -> None:
    """我现在有男朋友吗 after 分手了: the breakup names no partner, and it answers the question as the partner does."""
    chat(real, "a", [("user", "男朋友下周过生日，送什么好"), ("user", "明天去上普拉提")], day=0)
    chat(real, "b", [("user", "今天又去健身房了，练了背"), ("user", "推荐几本好看的科幻小说吧")], day=10)
    chat(real, "c", [("user", "分手了，睡不着"), ("user", "帮我想想周报怎么写比较好")], day=20)
    assert "c-0" in _top(real, "我现在有男朋友吗", 2)


def test_which_questions_ask_for_members() -> None:
    assert all(
        asks_members(q) for q in ("我会哪几种乐器", "我去过哪些国家", "我都去哪里旅游过", "我会说什么语言")
    )
    # a place or a thing of the kind asked about, not its members
    assert not any(
        asks_members(q) for q in ("乐器店在哪", "我在哪个健身房锻炼", "What instruments do I play?")
    )
    assert all(asks_members(q) for q in ("我有对象吗", "用户的婚姻状况", "我已经结婚了吗"))
    assert not any(asks_members(q) for q in ("我姐姐结婚了吗", "小李有女朋友吗"))  # someone else's
    assert holds_member("用户说：五一去大理玩了三天", "我去过哪些地方")
    assert not holds_member("用户说：昨天玩了一晚上游戏", "我去过哪些地方")


def test_a_relationship_status_asked_in_english_is_answered_by_the_newest_of_ones_own(
    real: Hindsight,
) -> None:
    """ "am I seeing anyone?" shares no word with "I'm dating again, finally", and the bundled embedder ranked a
    running buddy first; the records naming a partner, a breakup or dating answer it, the user's newest first (not
    the breakup before it, nor a brother's engagement)."""
    for n, text in enumerate(
        [
            "Had a long shift today",
            "Sarah from accounting is my running buddy, we do 10k on Saturdays",
            "Jess and I broke up last month, still kinda raw",
            "my brother just got engaged!",
            "I'm dating again, finally",
            "I switched my phone plan to Mint Mobile",
        ]
    ):
        chat(real, f"e{n}", [("user", text)], day=5 * n)
    for question in ["am I seeing anyone?", "Am I single?", "do I have a girlfriend?"]:
        assert _top(real, question, 1) == {"e4-0"}, question
    assert not holds_member("The user said: I'm updating my resume", "am I seeing anyone?")


def test_a_place_named_by_a_trip_there_answers_where_one_went(real: Hindsight) -> None:
    """去了趟香山 names where one went as 去大理玩了 does: asked 我周末带女儿去哪玩了, the outing came fourth, below a
    work transfer to 深圳 (a city of the list) and a guitar lesson moved."""
    assert holds_member("用户说：周末带女儿去了趟香山，人超多", "我周末带女儿去哪玩了")
    assert holds_member("用户说：上周去了一趟杭州", "我去过哪些地方")
    assert not holds_member("用户说：吉他课改到周四了，周三要加班", "我周末带女儿去哪玩了")
    said = [
        "周末带女儿去了趟香山，人超多，爬到一半就下来了",
        "我最近在学吉他，每周三晚上上课",
        "老板说年底可能要调我去深圳分公司",
        "确定了，下个月调去深圳，房子先租在南山",
        "吉他课改到周四了，周三要加班",
    ]
    for n, text in enumerate(said):
        chat(real, f"t{n}", [("user", text)], day=2 * n)
    assert _top(real, "我周末带女儿去哪玩了", 1) == {"t0-0"}
