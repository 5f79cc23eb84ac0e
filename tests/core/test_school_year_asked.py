"""What grade or school one's child is in, said again as they move up ("my son Leo is in 3rd grade at Roosevelt
Elementary", a year on "Leo is in 4th grade now"; 我儿子叫小宇，上三年级 then 小宇升四年级了): "what grade is my son in?" and
我儿子上几年级 answered the older grade first, the one saying the role asked, and "what grade is my daughter in?" the
son's; the newest grade of the child asked (by role or by the name given beside it) now ranks first."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.school_years import asks_school_year, says_school_year
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell

_SAID = [
    "my son Leo is in 3rd grade at Roosevelt Elementary",
    "my daughter Mia just started kindergarten, she cried at drop-off",
    "Leo has soccer on Tuesdays and Thursdays",
    "work is crazy this week",
    "Mia is in first grade now and loves her teacher",
    "Leo is in 4th grade now, can't believe it",
    "my son hates school lately, says it's boring",
]
_SAID_ZH = [
    "我女儿叫朵朵，今年五岁，上幼儿园大班",
    "我儿子叫小宇，上三年级",
    "孩子周六上钢琴课",
    "今天加班到十点",
    "小宇每周二和周四踢足球",
    "朵朵上小学了，一年级，在实验小学",
    "小宇升四年级了",
]


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("what grade is my son in?", True),
        ("which school does my daughter go to?", True),
        ("我女儿上几年级", True),
        ("我儿子在哪上学", True),
        ("what grade was my son in last year?", False),
        ("我儿子去年上几年级", False),
        ("how old is my son?", False),
    ],
)
def test_a_grade_or_a_school_asked_now(question: str, asks: bool) -> None:
    assert asks_school_year(question) is asks


def test_a_grade_is_a_year_or_a_level_of_school_a_school_one_named() -> None:
    said = [
        "Leo is in 4th grade now",
        "Mia just started kindergarten",
        "小宇升四年级了",
        "my son hates school",
    ]
    assert [says_school_year(text) for text in said] == [True, True, True, False]
    assert [says_school_year(text, school=True) for text in said] == [False, True, False, False]
    assert says_school_year("my son Leo is in 3rd grade at Roosevelt Elementary", school=True)


@pytest.mark.parametrize(
    ("said", "question", "answer"),
    [
        (_SAID, "what grade is my son in?", "m5"),
        (_SAID, "what grade is my daughter in?", "m4"),
        (_SAID, "which school does my son go to?", "m0"),  # the newer grade names no school
        (_SAID_ZH, "我儿子上几年级", "m6"),
        (_SAID_ZH, "我女儿上几年级", "m5"),
        (_SAID_ZH, "我女儿在哪上学", "m5"),
    ],
)
def test_the_newest_grade_of_the_child_asked_comes_first(
    tmp_path: Path, minilm, said: list[str], question: str, answer: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for n, text in enumerate(said):
            tell(hs, text, f"m{n}", n * 60)
        assert first(hs, question) == [answer]
