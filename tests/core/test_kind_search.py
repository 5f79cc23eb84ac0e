"""A weight or an age asked for in words its answer does not say (狗现在多重 / 馒头减到12公斤了): where no vector path
reads the question, the words such a value is said in find it, and only the records holding one are kept."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.kind_search import _BARE_NUMBER
from hindsight_core.recall.restated import asked_kinds, holds_values

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _retain(hs: Hindsight, turns: list[str]) -> None:
    for day, content in enumerate(turns):
        message = {"role": "user", "content": content, "id": f"t{day}"}
        hs.retain([message], user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=3 * day))


def _rank(hs: Hindsight, question: str, answer: str) -> int | None:
    hits = hs.recall(question, user_id="u", k=5, reinforce=False).hits
    return next((n for n, h in enumerate(hits, start=1) if answer in h.record.source_ids), None)


@pytest.mark.parametrize(
    ("turns", "question", "answer"),
    [
        (
            [
                "家里养了一只柯基，叫馒头，三岁了",
                "馒头减到12公斤了！医生说再保持一下",
                "这周加班加到很晚，好累",
                "周末想去爬山，天气好像不错",
                "我婆婆下个月要来住一阵",
                "最近在追一部剧，挺好看的",
            ],
            "狗现在多重",
            "t1",
        ),
        (
            [
                "领养了一只橘猫，叫大橘",
                "大橘胖了 八斤了 医生说要控制饮食",
                "新室友是个女生 也喜欢猫",
                "今天公司团建去唱歌了",
                "晚上打算做个番茄炒蛋",
                "下周要出差去广州",
            ],
            "猫现在多重",
            "t1",
        ),
        (
            [
                "我有两个孩子，老大7岁 老二4岁",
                "想找个周末能带娃去的地方",
                "最近换了辆车，空间大一点",
                "老公出差了，一个人带娃好累",
                "周末去了趟动物园，人超多",
            ],
            "孩子多大了",
            "t0",
        ),
    ],
)
def test_a_weight_or_an_age_asked_in_other_words_is_found_by_its_unit(
    real: Hindsight, turns: list[str], question: str, answer: str
) -> None:
    _retain(real, turns)
    assert _rank(real, question, answer) == 1


def test_a_record_found_by_the_words_of_a_weight_alone_is_kept_only_where_it_holds_one(
    real: Hindsight,
) -> None:
    # the scale is found by 体 (of 体重) alone and holds no weight: no answer to 多重, it gives its place to the newest
    turns = ["买了个新秤，小米的，能测体脂", "今天称了一下 68.5公斤"]
    turns += ["这周加班加到很晚", "周末想去爬山", "最近在追一部剧", "晚上做了个番茄炒蛋", "下周要出差去广州"]
    _retain(real, turns)
    texts = [h.record.text for h in real.recall("我现在多重", user_id="u", k=5, reinforce=False).hits]
    assert "68.5公斤" in texts[0]
    assert not any("新秤" in t for t in texts)


def test_asked_in_chinese_a_weight_said_as_a_bare_number_answers(real: Hindsight) -> None:
    # 推95了 holds no unit, the older goal holds one (100kg): in Chinese a number said once the topic is known is
    # the value; "now" then puts the newer first
    _retain(
        real,
        [
            "最近开始撸铁 想练卧推 目标100kg",
            "周末去看了场电影",
            "汇报一下 卧推现在能推95了！",
            "晚上做了个番茄炒蛋",
        ],
    )
    hits = real.recall("用户现在卧推能推多重", user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids == ["t2"]


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("用户现在体重多少？", ("weight",)),  # not a count: 多少 after 体重
        ("what weight kettlebell does he use?", ("weight",)),
        ("how much does the dog weigh now?", ("weight",)),
        ("How old is the user's son?", ("age",)),
        ("用户老公多大", ("age",)),
        ("孩子几岁了", ("age",)),
        ("房子多少钱", ("money",)),
        ("how many kids does she have?", ("number",)),
    ],
)
def test_a_weight_and_an_age_are_kinds_a_question_asks_for(question: str, kinds: tuple[str, ...]) -> None:
    assert asked_kinds(question) == kinds


@pytest.mark.parametrize(
    ("text", "kind", "holds"),
    [
        ("down to 82kg, 5 more to go", "weight", True),
        ("she's 11 stone now", "weight", True),
        ("馒头减到12公斤了", "weight", True),
        ("大橘胖了 八斤了", "weight", True),
        ("瘦到七十八了", "weight", True),
        ("ran 5 km this morning", "weight", False),
        ("I'm 41 and my back's been complaining", "age", True),
        ("leo is 7, maya 10", "age", True),
        ("she's a 9 yr old greyhound", "age", True),
        ("he turned 68 in May", "age", True),
        ("儿子八岁，上二年级", "age", True),
        ("Olly's 15 and Freya's 13", "age", True),
        ("New date is 17 April instead of 3 April", "age", False),  # a date
        ("I'm 5 minutes away", "age", False),
        ("she is 5'4 and tiny", "age", False),
        ("the dose is 20 mg", "age", False),
        ("the price is 4.50", "age", False),
    ],
)
def test_weights_and_ages_are_read_as_their_kinds(text: str, kind: str, holds: bool) -> None:
    assert holds_values(text, (kind,)) is holds


@pytest.mark.parametrize(
    ("text", "bare"),
    [
        ("卧推现在能推95了", True),
        ("我32 他35", True),
        ("她今年六十五", True),
        ("我们五月二十号去比赛", False),  # a date
        ("5月20号", False),
        ("下午3点到", False),  # a time
        ("开了一家店", False),  # the 一 of 一家
        ("在吃优甲乐 每天一片50微克", False),  # a dose
        ("这个月花了3000块", False),  # money
        ("今天走了8000步", False),  # a count
    ],
)
def test_a_bare_number_is_no_date_or_time(text: str, bare: bool) -> None:
    assert bool(_BARE_NUMBER.search(text)) is bare
