"""A relative's job said in Cantonese: 係 after one's relative is 是 (我老豆係司機 is 我爸是司机, his job), and the
relatives Cantonese names its own way (家姐 an older sister, 細佬 a younger brother, 細妹 a younger sister). Before,
係 was read as the copula only after 我, 你, 佢 and a few words, so 我老豆系司机 stored nothing of the father. Mandarin's
系 after the same words (系着围裙, 系好鞋带, 系统) stays as written."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements


def kin_slots(text: str) -> list[tuple[str | None, str, str]]:
    return [(a.owner, a.attribute, a.value) for a in find_attributes(statements(text)) if a.owner is not None]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我老豆系司机", ("爸爸", "job", "司机")),
        ("我老豆係司機", ("爸爸", "job", "司机")),
        ("我老公系医生", ("老公", "job", "医生")),
        ("我阿妈係護士", ("妈妈", "job", "护士")),
        ("我家姐係護士", ("姐姐", "job", "护士")),
        ("我細佬係程序員", ("弟弟", "job", "程序员")),
        ("我家姐住喺沙田", ("姐姐", "lives_in", "沙田")),
    ],
)
def test_a_relatives_job_said_in_cantonese(text: str, slot: tuple[str, str, str]) -> None:
    assert slot in kin_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我爸系着围裙做饭",
        "我妈系鞋带的时候摔了一跤",
        "我妹系统学过钢琴",
        "我哥系里的老师都很好",
        "我老公系领带总是系歪",
        "我姐系上安全带才开车",
        "我老豆係咪司機嚟㗎",
    ],
)
def test_mandarins_xi_after_a_relative_is_no_job(text: str) -> None:
    assert not [s for s in kin_slots(text) if s[1] == "job"]
