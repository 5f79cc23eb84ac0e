"""A question asking for everything the memory holds on a topic ("What do you remember about my health?",
"What have I told you about my kids?", 关于我妹妹你知道些什么, 我的健康情况你还记得什么) is answered by the records on that
topic: the words of its frame ("remember", "told", 记得) match nothing it asks, a life area ("my health", 我孩子) is
searched by the words its memories are said in, and the people it is about by the names they were introduced with."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.about_memory import asked_topic
from hindsight_core.recall.topic_words import area_words
from tests.core.retain_helpers import chat

_EN = [
    [
        "I just moved into a new flat in Bristol last month.",
        "I work as a data analyst at Lloyds, mostly SQL and Tableau.",
        "I have mild asthma, so I always carry my inhaler when I run.",
        "My son Leo is 7 and obsessed with dinosaurs.",
        "I love cooking Thai food on weekends.",
    ],
    [
        "My doctor said my cholesterol is a bit high, so I'm cutting down on cheese.",
        "I'm reading The Three-Body Problem at the moment.",
        "My daughter Mia started nursery this week, she's 3.",
        "I need to remember to renew my passport.",
        "We got a new car, a blue Honda Jazz.",
    ],
    [
        "Work has been stressful, we have a big quarterly report due Friday.",
        "I'm allergic to penicillin, found out when I was a kid.",
        "Leo has swimming lessons every Tuesday after school.",
        "My neighbour's dog barks all night, it's driving me mad.",
        "Mia is allergic to eggs, so we have to be careful at parties.",
    ],
    [
        "I think I'll repaint the living room green.",
        "Our wifi keeps dropping, might switch providers.",
        "My sister lives in Manchester with her two cats.",
        "I finished the Three-Body Problem, loved it.",
        "Best pizza I've ever had was in Naples.",
    ],
]
_ZH = [
    [
        "我上个月刚搬到杭州，住在西湖区。",
        "我在阿里巴巴做产品经理。",
        "我有胃病，不能吃太辣的东西。",
        "我儿子乐乐今年六岁，刚上一年级。",
        "我喜欢听周杰伦的歌。",
    ],
    [
        "医生说我血压有点高，让我少吃盐。",
        "这周末去看了一场电影，挺好看的。",
        "我女儿朵朵三岁了，在上幼儿园小班。",
        "家里的猫最近老是掉毛。",
    ],
    [
        "我对青霉素过敏。",
        "乐乐每周六上围棋课。",
        "打算把客厅的沙发换掉。",
        "最近失眠，每天只睡五个小时。",
        "朵朵对牛奶过敏，要注意。",
    ],
    [
        "想买一辆自行车周末骑。",
        "昨天吃的火锅太好吃了。",
        "我妹妹叫小雨，在上海读研究生。",
        "杭州这几天一直下雨，好烦。",
        "我开始学吉他了，每周上一次课。",
        "好消息，我升职了！",
    ],
]


def _told(hs: Hindsight, sessions: list[list[str]]) -> None:
    for n, turns in enumerate(sessions):
        chat(hs, f"s{n}", [("user", text) for text in turns], day=7 * n)


def _top(hs: Hindsight, question: str, k: int) -> list[str]:
    return [h.record.text for h in hs.recall(question, user_id="u", k=k, reinforce=False).hits]


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("What do you know about my sister?", "my sister"),
        ("Remind me what I said about the Japan trip", "the japan trip"),
        ("hey, what have I told you about my health so far?", "my health"),
        ("Tell me everything you remember about Emma", "emma"),
        ("Do you remember anything about my dog?", "my dog"),
        ("关于我妹妹你知道些什么", "我妹妹"),
        ("我跟你说过我工作的哪些事", "我工作"),
        ("我的健康情况你还记得什么", "我的健康"),
        ("你还记得我工作上的事吗", "我工作"),
        ("云南之行我都说了什么", "云南之行"),
        # a question about the user as a whole is the profile's; an ordinary question asks what it asks
        ("What do you know about me?", None),
        ("你还记得我吗", None),
        ("Where does my sister live?", None),
        ("tell me about my sister", None),
        ("你知道怎么做红烧肉吗", None),
        ("我妈说了什么", None),
        ("你记得我的生日是哪天吗", None),
    ],
)
def test_the_topic_a_question_asks_everything_on(question: str, topic: str | None) -> None:
    assert asked_topic(question) == topic


@pytest.mark.parametrize(
    "question", ["What do you remember about my health?", "Do you remember anything about my job?"]
)
def test_the_words_of_a_topic_question_match_nothing_it_asks(real: Hindsight, question: str) -> None:
    """ "remember" in the question found "I need to remember to renew my passport" among the first."""
    _told(real, _EN)
    assert not any("passport" in text for text in _top(real, question, 5))


def test_the_records_on_a_life_area_come_first(real: Hindsight) -> None:
    """ "I finished the Three-Body Problem" (found by its vector alone) came before "I have mild asthma"."""
    _told(real, _EN)
    top = _top(real, "What have I told you about my health?", 3)
    assert sum(w in text for text in top for w in ("asthma", "cholesterol", "penicillin")) == 3


def test_a_life_area_is_searched_by_the_words_its_memories_say(real: Hindsight) -> None:
    """No record says 健康: the question found none of 胃病, 血压, 过敏, 失眠 (the newest filled its hits)."""
    _told(real, _ZH)
    top = _top(real, "我的健康情况你还记得什么", 5)
    assert sum(w in text for text in top for w in ("胃病", "血压", "青霉素", "失眠")) >= 3


def test_an_area_is_widened_only_when_asked_alone() -> None:
    assert area_words("my health issues") and area_words("我的孩子") and area_words("旅游计划")
    # an agent calling the memory tools names the user so: "What do you know about the user's health?"
    assert area_words("the user's health") == area_words("my health") and area_words(
        "用户的健康"
    ) == area_words("我的健康")
    assert (
        not area_words("the japan trip")
        and not area_words("云南旅行")
        and not area_words("my sister's health")
    )


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("What have I told you about my kids?", ("Leo has swimming", "Mia is allergic")),
        ("我孩子的事你都知道什么", ("乐乐每周六", "朵朵对牛奶")),
    ],
)
def test_each_child_is_found_by_the_name_they_were_introduced_with(
    real: Hindsight, question: str, named: tuple[str, ...]
) -> None:
    """ "Leo has swimming lessons" says no "kid" or "son": only the name "my son Leo" gave him finds it."""
    _told(real, _ZH if "孩子" in question else _EN)
    top = _top(real, question, 6)
    assert all(any(n in text for text in top) for n in named)


def test_a_pet_is_found_by_its_name(real: Hindsight) -> None:
    """ "豆豆最近老是挑食" says no 狗: only the name 我家狗狗叫豆豆 gave the dog finds it."""
    _told(
        real,
        [
            ["我家狗狗叫豆豆，是只柯基", "今天好累啊", "我每个月存三千块钱", "我在朝阳区租了个一居室"],
            ["豆豆昨天打了疫苗", "我哥下个月结婚", "最近在追一部韩剧", "房东说明年要涨房租"],
            ["豆豆最近老是挑食", "我不喜欢吃香菜", "信用卡每个月都全额还款", "手机屏幕摔碎了"],
        ],
    )
    top = _top(real, "我跟你说过我家狗的哪些事", 3)
    assert sum("豆豆" in text for text in top) == 3


def test_the_current_value_said_in_another_language_stays_first(real: Hindsight) -> None:
    """A topic question in English reads the area's words in Chinese too: "我现在在字节跳动工作了", the current employer,
    is on the topic of "my job" as "I work at Lloyds" is."""
    for n, text in enumerate(
        [
            "I work at Lloyds as a data analyst.",
            "I love hiking in the Peak District.",
            "我在腾讯工作。",
            "我现在在字节跳动工作了。",
        ]
    ):
        chat(real, f"s{n}", [("user", text)], day=n)
    assert "字节跳动" in _top(real, "What do you know about my job?", 3)[0]
