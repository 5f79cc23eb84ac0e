"""A Chinese clause going on from one's relative, its subject left out, is the relative's: 我婆婆是潮州人，住在广州 is her
home, 我哥是程序员，在字节上班 his job and employer, 我姐嫁到了成都 现在在那边当老师 her home and job, 我婆婆從小湊大我
今年九十歲 her age. Before, the clause going on stored nothing of the relative's (nor the job said with 是: 我哥是程序员)."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.slot_helpers import own_slots


def kin_slots(text: str) -> list[tuple[str | None, str, str]]:
    return [(a.owner, a.attribute, a.value) for a in find_attributes(statements(text)) if a.owner is not None]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我婆婆是潮州人，住在广州", ("婆婆", "lives_in", "广州")),
        ("我哥是程序员，在字节上班", ("哥哥", "works_at", "字节")),
        ("我哥是程序员，在字节上班", ("哥哥", "job", "程序员")),
        ("我姐嫁到了成都 现在在那边当老师", ("姐姐", "lives_in", "成都")),
        ("我姐嫁到了成都 现在在那边当老师", ("姐姐", "job", "老师")),
        ("我婆婆從小湊大我 今年九十歲", ("外婆", "age", "90")),
        ("我岳母人特别好 现在住在昆明", ("岳母", "lives_in", "昆明")),
        ("我孙子刚上大学，在武汉读书，今年19岁", ("孙子", "age", "19")),
        ("我老公是医生，在协和上班", ("老公", "works_at", "协和")),
        ("我弟弟住在重庆，他是老师", ("弟弟", "job", "老师")),
        ("我妈是一名护士", ("妈妈", "job", "护士")),
        ("我姑姑远嫁广西", ("姑姑", "lives_in", "广西")),
    ],
)
def test_a_clause_going_on_from_a_relative_is_theirs(text: str, slot: tuple[str, str, str]) -> None:
    assert slot in kin_slots(text)
    assert not [s for s in own_slots(text) if s[0] in ("lives_in", "works_at", "job", "age")]


@pytest.mark.parametrize(
    "text",
    [
        "我哥人很好，嫂子在字节上班",
        "我哥以前是程序员，在字节上班",
        "我妈说，住在广州挺好的",
        "我姐说在字节上班压力很大",
        "我哥想去字节上班",
        "我姐要是嫁到成都，我就去那边玩",
        "我哥在找工作，住在我这",
        "我爸是退休老师",
        "我妈是老师吗",
        "我姐嫁到了一个好人家",
        "我哥跟我说，在字节上班很累",
        "我妈让我住在她那边",
        "我姐是不是在字节上班？",
    ],
)
def test_no_relatives_value_where_the_clause_is_not_theirs_now(text: str) -> None:
    assert not [s for s in kin_slots(text) if s[0] in ("哥哥", "姐姐", "妈妈", "爸爸")]


def test_a_clause_the_speaker_opens_after_a_relative_is_the_speakers() -> None:
    text = "我哥是程序员，我在字节上班"
    assert ("works_at", "字节") in own_slots(text)
    assert ("哥哥", "works_at", "字节") not in kin_slots(text)
