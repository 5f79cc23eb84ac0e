"""A relative or partner the user says has died ("my dad passed away in March", "we lost my mom to cancer last year",
我爸去年走了, 我妈去世了): what was said of them as current (where they live, work, how old they are) holds no more and
is kept as history, so "where does my dad live?" never answers a home as if he still lived there; their birthday and
every other relative's slots stay. A death feared or nearly so, someone else's, a thing of theirs that "died" or a
relative who only left (我爸刚走了，去超市) ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, first_answer, still_held, tell


@pytest.mark.parametrize(
    ("said", "died"),
    [
        ("My dad lives in Ohio.", "My dad passed away in March."),
        ("My dad lives in Ohio.", "Dad passed away last night."),
        ("my mom is 64", "we lost my mom to cancer last year"),
        ("my mom is 64", "My mother passed last year"),
        ("My husband is 58.", "My husband died two years ago."),
        ("我爸住在济南", "我爸去年走了"),
        ("我妈今年70岁", "我妈去世了"),
        ("我爸住在济南", "我爸是前年走的"),
        ("我爸住在济南", "我爸走了三年了"),
    ],
)
def test_a_death_ends_what_was_said_of_them_as_current(hs: Hindsight, said: str, died: str) -> None:
    assert still_held(hs, said, died) == [False, True]


@pytest.mark.parametrize(
    ("said", "not_a_death"),
    [
        ("My dad lives in Ohio.", "my dad almost died in that crash"),
        ("My dad lives in Ohio.", "my dad's phone died again"),
        ("My dad lives in Ohio.", "if my dad died I don't know what I'd do"),
        ("My dad lives in Ohio.", "my friend's dad passed away"),
        ("My dad lives in Ohio.", "my dad passed his driving test at 60"),
        ("My daughter is 17.", "my daughter passed!"),
        ("我爸住在济南", "我爸刚走了，去超市买菜"),
        ("我爸住在济南", "我爸的猫死了"),
        ("我爸住在济南", "如果我爸走了我怎么办"),
    ],
)
def test_no_death_ends_nothing(hs: Hindsight, said: str, not_a_death: str) -> None:
    assert still_held(hs, said, not_a_death) == [True, True]


def test_their_birthday_and_another_relative_stay(hs: Hindsight) -> None:
    for day, text in enumerate(
        [
            "My dad lives in Ohio.",
            "My dad's birthday is March 3.",
            "My mom lives in Ohio too.",
            "My dad died in May.",
        ]
    ):
        tell(hs, text, f"m{day}", day)
    records = by_source(hs)
    assert [records[f"m{day}"].valid_to is None for day in range(4)] == [False, True, True, True]
    assert records["m0"].superseded_by == records["m3"].id


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        (["My dad lives in Ohio.", "My dad passed away in March."], "where does my dad live?"),
        (["我爸住在济南", "我爸去年走了"], "我爸住哪"),
    ],
)
def test_asked_where_they_live_the_death_comes_first(real: Hindsight, said: list[str], asked: str) -> None:
    source, texts = first_answer(real, said, asked)
    assert source == ["m1"], texts


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("I'm married.", "My husband passed away two years ago."), [False, True]),
        (("我结婚了", "我老公去年走了"), [False, True]),
        (("I'm married.", "My dad passed away in March."), [True, True]),
        (("I'm married.", "my husband almost died in that crash"), [True, True]),
    ],
)
def test_a_spouses_death_leaves_the_user_widowed(
    hs: Hindsight, said: tuple[str, ...], held: list[bool]
) -> None:
    assert still_held(hs, *said) == held
    if held == [False, True]:
        assert by_source(hs)["m1"].attributes["value"] == "widowed"


def test_asked_whether_married_after_the_spouses_death_it_comes_first(real: Hindsight) -> None:
    said = ["I'm married, my husband's name is Dave.", "My husband passed away two years ago."]
    source, texts = first_answer(real, said, "am I married?")
    assert source == ["m1"], texts
