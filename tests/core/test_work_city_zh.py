"""Where one works said in Chinese by a city, a region or a district (我在新竹上班, 我哥在北京工作, 我喺中環返工) is the
city of the work (``work_city``), never the employer; an employer whose name opens with a city's (北京大学, 上海银行,
深圳地铁) is the employer. Before, 新竹 and 中環 (no city the rules knew) were stored as employers, a city they knew
stored nothing, and 北京大学 / 上海银行 were taken for the city and dropped."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements


def all_slots(text: str) -> list[tuple[str | None, str, str]]:
    return [(a.owner, a.attribute, a.value) for a in find_attributes(statements(text))]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我哥哥是工程師 在新竹上班", ("哥哥", "work_city", "新竹")),
        ("我在新竹上班", (None, "work_city", "新竹")),
        ("我喺中環返工", (None, "work_city", "中环")),
        ("我在北京上班", (None, "work_city", "北京")),
        ("我姐在台中工作", ("姐姐", "work_city", "台中")),
        ("我在北京大学工作", (None, "works_at", "北京大学")),
        ("我在上海银行上班", (None, "works_at", "上海银行")),
        ("我老婆在深圳地铁上班", ("老婆", "works_at", "深圳地铁")),
        ("我在九龙仓上班", (None, "works_at", "九龙仓")),
    ],
)
def test_a_city_is_where_one_works_and_an_employer_for_whom(
    text: str, slot: tuple[str | None, str, str]
) -> None:
    found = all_slots(text)
    assert slot in found
    assert not [s for s in found if s[1] in ("works_at", "work_city") and s != slot]


@pytest.mark.parametrize(
    "text",
    ["我想去北京上班", "我以前在新竹上班", "我在北京出差", "我哥在新竹上班吗", "如果我在台中上班就好了"],
)
def test_no_city_of_work_wished_gone_or_asked(text: str) -> None:
    assert not [s for s in all_slots(text) if s[1] in ("works_at", "work_city")]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我在上海一家外企做HR", (None, "work_city", "上海")),
        ("我男朋友在郑州一家国企上班", ("男朋友", "work_city", "郑州")),
        ("我在佛山一个快递站点做站长", (None, "work_city", "佛山")),
        ("我在台北一間科技公司當PM", (None, "works_at", "台北一间科技公司")),
        ("我在朝阳区上班", (None, "work_city", "朝阳区")),
    ],
)
def test_a_city_said_before_an_unnamed_place_is_the_city_of_the_work(
    text: str, slot: tuple[str | None, str, str]
) -> None:
    """在上海一家外企做HR stored the city of the work 上海一家外企, 在佛山一个快递站点 佛山一个快递站点: the city said
    first is the city (a company said by its kind, 一间科技公司, stays the employer)."""
    found = all_slots(text)
    assert slot in found
    assert not [s for s in found if s[1] in ("works_at", "work_city") and s != slot]


@pytest.mark.parametrize(
    "text", ["我决定回郑州了 在上海太累 回来找了个国企的工作", "我是健身教练 在成都力馆健身上班"]
)
def test_words_that_only_open_with_a_city_are_no_city_of_the_work(text: str) -> None:
    """在上海太累 stored the city of the work 上海太累."""
    assert not [s for s in all_slots(text) if s[1] == "work_city"]
