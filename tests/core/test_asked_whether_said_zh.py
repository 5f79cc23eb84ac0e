"""A Chinese question asking whether something was said or is remembered (我跟你说过我的生日吗, 你还记得我儿子的名字吗,
我老婆叫啥来着) is searched for what it asks about, not for its frame: 我跟你说过的那个同事今天离职了 shared 跟你, 你说 and 说过
with the question and ranked above 我生日是3月15号, which shares only 生日."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.text import query_terms
from tests.core.retain_helpers import first_answer


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (("我生日是3月15号", "我跟你说过的那个同事今天离职了"), "我跟你说过我的生日吗"),
        (("我生日是3月15号", "我之前跟你提过的那家店关门了"), "我之前跟你提过我的生日吗"),
        (("我儿子叫小宇，今年五岁了", "你还记得那个名字很长的餐厅吗，今天又去了"), "你还记得我儿子的名字吗"),
        (("我老婆叫林静，她是小学老师", "昨天说好来着，结果她又没来"), "我老婆叫啥来着"),
    ],
)
def test_the_frame_of_a_question_steers_no_ranking(
    real: Hindsight, said: tuple[str, str], asked: str
) -> None:
    first, texts = first_answer(real, said, asked)
    assert first == ["m0"], texts


def test_what_is_asked_about_is_kept() -> None:
    assert "生日" in query_terms("我跟你说过我的生日吗")
    assert "说过" in query_terms("他说过什么")  # what someone else said is what is asked about
    assert "酒吧" in query_terms("我最喜欢的酒吧")  # a word ending as a particle does
    assert not {"跟你", "说过", "来着", "记得"} & set(query_terms("我跟你说过我住哪来着？你还记得吗"))


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (("周六早上8点的飞机去杭州", "你知道吗，我今天升职了！"), "你知道我几点的飞机吗"),
        (("我妈下周三来上海看我", "你知道吗，我今天升职了！"), "你知道我妈什么时候来吗"),
        (("我老婆生日是5月20号", "我查了一下，下周一有雨"), "帮我查一下我老婆的生日"),
    ],
)
def test_asking_it_to_be_known_or_looked_up_steers_no_ranking(
    real: Hindsight, said: tuple[str, str], asked: str
) -> None:
    """你知道 ... 吗, 告诉我, 帮我查一下 ask the agent to know or look up; 你知道吗，我今天升职了！ said them, not the flight."""
    first, texts = first_answer(real, said, asked)
    assert first == ["m0"], texts


def test_what_another_told_or_knows_is_asked_about() -> None:
    assert "告诉" in query_terms("我妈告诉我她什么时候来")
    assert "知道" in query_terms("我妈知道我住哪吗")
