"""A Chinese question's single character matched only inside another word of a record counts less: 狗 of 我家狗叫什么 is in
热狗 too, 房 of 我的房间冷吗 in 房租, 班 of 我几点上班 in 航班. Before, 早饭吃了个热狗 was among the first three for 我家狗叫什么;
a record saying the character as a word of its own (我的车, 一只猫) or as what the question asks beside it (卖什么: 卖腊肉)
keeps its place."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.characters_apart import inside_other_words
from tests.core.recall_helpers import first, ranked
from tests.core.retain_helpers import tell

_STORE = {
    "flight": "下周三的航班是早上七点的 东航MU5101",
    "work": "我每天九点上班 六点下班",
    "shuttle": "公司班车在地铁站门口 七点四十发车",
    "overtime": "这周又加班到十一点 累死了",
    "car": "我的车是一辆白色的特斯拉Model 3",
    "cherry": "车厘子最近好贵 一斤要八十多",
    "garage": "小区车库的月租涨到五百了",
    "cat": "我养了一只猫 叫咪咪 三岁了",
    "catfood": "猫粮快吃完了 得囤点皇家的",
    "dog": "我家狗是柯基 叫豆豆",
    "hotdog": "早饭吃了个热狗 不太健康",
    "tea": "我平时喝乌龙茶 不加糖",
    "teashop": "楼下新开了一家奶茶店 排队的人超多",
    "fish": "我养了两条金鱼 放在客厅",
    "whale": "周末带孩子去海洋馆看了鲸鲨",
    "rent": "房租每个月四千五 押一付三",
    "kitchen": "厨房的水龙头坏了 要找人修",
    "ball": "我每周六下午打篮球",
    "earth": "最近在看一部关于地球的纪录片",
    "flower": "阳台上种了几盆月季花",
    "spend": "这个月花钱太多了 信用卡账单一万二",
    "ticket": "春节回家的火车票抢到了 腊月二十八",
    "stock": "今年炒股亏了三万",
    "card": "我的工资卡是招商银行的",
    "truck": "我爸以前开大卡车跑运输",
    "book": "最近在读三体 第二部",
    "secretary": "老板的秘书叫小林",
    "medicine": "我每天早上吃一片降压药",
    "pharmacy": "家附近的药店晚上十点关门",
    "house": "我们去年在成都买了房",
    "room": "我住的房间朝北 冬天很冷",
    "class": "我报了一个周末的日语课",
    "horse": "下个月要跑半程马拉松",
    "net": "我每周二晚上打网球",
    "shop": "双十一网购花了三千多",
    "milk": "我对牛奶过敏 喝了会拉肚子",
    "beef": "我最喜欢吃牛肉面",
    "son": "我儿子今年上小学一年级",
    "electric": "电费这个月两百多",
    "phone": "我的手机是华为Mate60",
    "shoes": "新买的跑鞋是亚瑟士的",
    "plane": "我怕坐飞机 能坐高铁就坐高铁",
    "bike": "我每天骑车去公司 二十分钟",
    "bus": "去公司要坐三站公交",
    "water": "我每天喝两升水",
    "rain": "我最讨厌下雨天",
    "sell": "我在网上卖腊肉 一个月能卖两百斤",
}


@pytest.fixture
def store(tmp_path: Path, minilm) -> Hindsight:
    hs = Hindsight(tmp_path, embedder=minilm)
    for day, (id_, text) in enumerate(_STORE.items()):
        tell(hs, text, id_, day * 0.1)
    yield hs
    hs.close()


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("我开什么车", "car"),
        ("我养的猫叫什么", "cat"),
        ("我几点上班", "work"),
        ("我周六下午打什么球", "ball"),
        # what the question asks said right beside the character: the answer, not another word (卖腊肉)
        ("我卖什么", "sell"),
    ],
)
def test_a_character_inside_another_word_counts_less(store: Hindsight, question: str, answer: str) -> None:
    assert first(store, question) == [answer]


@pytest.mark.parametrize(
    ("question", "apart"),
    [
        ("我家狗叫什么", "hotdog"),  # 早饭吃了个热狗
        ("我的狗是什么品种", "hotdog"),
        ("我的房间冷吗", "rent"),  # 房租每个月四千五
        ("我喝水多吗", "kitchen"),  # 厨房的水龙头坏了
    ],
)
def test_a_record_sharing_only_a_character_inside_another_word_leaves_the_first_three(
    store: Hindsight, question: str, apart: str
) -> None:
    assert apart not in ranked(store, question, k=3)


@pytest.mark.parametrize(
    ("char", "text", "inside"),
    [
        ("班", "下周三的航班是早上七点的", True),
        ("车", "车厘子最近好贵", True),
        ("车", "我的车是白色的", False),
        ("猫", "我养了一只猫 叫咪咪", False),
        ("猫", "猫叫咪咪", False),
        ("班", "我每天九点上班", False),  # the question's own word (上班)
    ],
)
def test_inside_other_words(char: str, text: str, inside: bool) -> None:
    assert inside_other_words(char, text, {"上班"}) is inside


def test_what_the_question_asks_beside_the_character_is_no_other_word() -> None:
    assert not inside_other_words("卖", "我在网上卖腊肉", set(), (False, True))
    assert not inside_other_words("车", "我开一辆二手的车", set(), (True, False))
    assert inside_other_words("车", "车厘子最近好贵", set(), (True, False))
