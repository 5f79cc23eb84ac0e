"""Where one lives said in Chinese with the family home there or since a year gone: 我奶奶住在河南老家 is her home 河南,
从2019年开始我就住在武汉 the speaker's home 武汉 (the year its date). Before, both stored nothing: 河南老家 read as a home
(家, no place) and 我就住在 after the year as no statement of one's home."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements


def homes(text: str) -> list[tuple[str | None, str]]:
    return [(a.owner, a.value) for a in find_attributes(statements(text)) if a.attribute == "lives_in"]


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("我奶奶住在河南老家", ("奶奶", "河南")),
        ("我爸妈一直住在四川老家", ("爸妈", "四川")),
        ("我住在河南老家", (None, "河南")),
        ("从2019年开始我就住在武汉", (None, "武汉")),
        ("我从去年起一直住在杭州", (None, "杭州")),
        ("2019年以后我们就住在成都了", (None, "成都")),
        ("从2019年开始我哥就住在武汉", ("哥哥", "武汉")),
        ("我从2015年就一直住在深圳", (None, "深圳")),
    ],
)
def test_a_home_said_with_its_family_home_or_since_a_year_is_the_home(
    text: str, home: tuple[str | None, str]
) -> None:
    assert home in homes(text)


@pytest.mark.parametrize(
    "text",
    [
        "我爸妈还住在老家",
        "我最喜欢回老家",
        "从明年开始我就住在上海",
        "要是有钱我就住在海边",
        "从2019年开始我就在武汉出差",
        "从2019年开始我就住在酒店",
        "去年开始我妈就住在我这",
    ],
)
def test_no_home_without_a_place_or_a_time_gone(text: str) -> None:
    assert not homes(text)
