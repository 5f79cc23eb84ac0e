"""Chat drops the question mark: 我叫什么来着, 我是做什么工作的, 我开的是什么车, 我的生日是哪天, 我每周几打球来着 ask, with a
question word where the answer goes. Before, only a final 吗 or 呢 (or a question word opening the clause) made a
Chinese sentence a question, so these were read as statements: the name became 什么来着, the job 什么工作, the car
什么车, each superseding the value the user had told, and "what's my name?" asked without a question mark lost the
name. Two to choose from (住在杭州好还是住在苏州好) asked too, and was read as a home 杭州好. A question word meaning
"any" or "some" (什么都吃, 谁也不理, 没什么, 吃点水果什么的), one asked inside a statement (我忘了他叫什么) and 最好还是
are statements as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import is_question
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots

ASKED = [
    "我叫什么来着",
    "我是做什么工作的",
    "我是做什么的来着",
    "我是学什么的",
    "我开的是什么车",
    "我的生日是哪天",
    "我是哪一年出生的",
    "我每周几打球来着",
    "我是谁",
    "我是几号生日",
    "我喜欢什么颜色",
    "我最喜欢哪个歌手",
    "我的工作是啥",
    "我的WiFi密码是多少",
    "我的健身教练是谁",
    "我现在在哪个组",
    "我對什麼過敏",
    "嗯，我叫什么来着",
    "对了 我的生日是哪天",
    "住在杭州好还是住在苏州好",
    "我住在浦东好还是浦西好",
]


@pytest.mark.parametrize("said", ASKED)
def test_a_question_word_where_the_answer_goes_asks(said: str) -> None:
    assert is_question(said)
    assert own_slots(said) == []


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("我什么都吃", []),
        ("我谁也不理", []),
        ("哪儿都行", []),
        ("我没什么爱好", []),
        ("买点水果什么的", []),
        ("我三十几岁了", []),
        ("我多少有点累", []),
        ("我以前在上海待过几年", []),
        ("这几天我住在酒店", []),
        ("我觉得最好还是别去", []),
        ("我啥也没抽到", []),
        ("我住在杭州，什么都好", [("lives_in", "杭州")]),
        ("我在腾讯上班，没什么特别的", [("works_at", "腾讯")]),
        ("我是程序员，啥都写", [("job", "程序员")]),
        # chat that states before it asks, its clauses parted by commas or spaces, states what it states
        ("最近失眠 睡前有什么推荐听的", [("symptom", "insomnia")]),
        ("我在腾讯上班 最近压力大 老失眠 有什么调节的办法", [("symptom", "insomnia"), ("works_at", "腾讯")]),
    ],
)
def test_a_question_word_meaning_any_or_some_states(said: str, slots: list[tuple[str, str]]) -> None:
    assert not is_question(said)
    assert own_slots(said) == slots


@pytest.mark.parametrize(
    ("told", "asked"),
    [
        ("我叫小林", "我叫什么来着"),
        ("我是程序员", "我是做什么工作的"),
        ("我开的是丰田卡罗拉", "我开的是什么车"),
        ("我住在北京", "住在杭州好还是住在苏州好"),
    ],
)
def test_asking_without_a_question_mark_keeps_the_value_told(hs: Hindsight, told: str, asked: str) -> None:
    tell(hs, told, "m1", 0)
    tell(hs, asked, "m2", 30)
    records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert records["m1"].valid_to is None
    assert "value" not in records["m2"].attributes
