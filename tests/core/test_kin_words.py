"""The family beyond parents, siblings and children, said as users say them: grandparents on each side (我奶奶,
我外婆 or 我姥姥; 阿嬤 and 阿公 in Taiwan), grandchildren ("my grandson", 我孙女), step-parents ("my stepdad") and the
family one married into ("my sister-in-law", 我姐夫, 我婆婆, 我女婿), and 闺女 for 女儿, 老豆 for 爸爸. Each is a person
of their own: where they live and work and how old they are is their slot (a new value supersedes only theirs), and a
question about one ("where does my sister live?", 我姐住哪) brings theirs before another's whose word holds the same
one ("my sister-in-law", 我姐夫)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from hindsight_core.recall.asked_person import asked_person, names_another
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell


def slots(text: str) -> list[tuple[str, str, str | None]]:
    return [(m.attribute, m.value, m.owner) for m in find_attributes(statements(text))]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("My sister-in-law lives in Boston.", ("lives_in", "Boston", "sister-in-law")),
        ("my mother-in-law just turned 70!", ("age", "70", "mother-in-law")),
        ("my stepdad lives in Ohio", ("lives_in", "Ohio", "stepfather")),
        ("my grandson is 3", ("age", "3", "grandson")),
        ("我闺女今年六岁了", ("age", "6", "女儿")),
        ("我奶奶住在苏州", ("lives_in", "苏州", "奶奶")),
        ("我姥姥搬到沈阳了", ("lives_in", "沈阳", "外婆")),
        ("我外公今年八十了", ("age", "80", "外公")),
        ("我孙女今年三岁", ("age", "3", "孙女")),
        ("我姐夫住在上海", ("lives_in", "上海", "姐夫")),
        ("我妹夫在华为上班", ("works_at", "华为", "妹夫")),
        ("我儿媳妇在银行上班", ("works_at", "银行", "儿媳")),
        ("我丈母娘住在成都", ("lives_in", "成都", "岳母")),
        # as Taiwan and Hong Kong say them
        ("我阿嬤住在台南", ("lives_in", "台南", "奶奶")),
        ("我阿公今年八十歲了", ("age", "80", "爷爷")),
        ("我老豆今年六十歲", ("age", "60", "爸爸")),
    ],
)
def test_a_relative_beyond_the_near_family_has_their_own_slot(text: str, slot: tuple[str, str, str]) -> None:
    assert slots(text) == [slot]


@pytest.mark.parametrize("text", ["我哥们住在北京", "我姐夫的同事住在上海", "我奶奶家住在苏州的同学"])
def test_no_relatives_slot_in_a_friend_or_someone_of_theirs(text: str) -> None:
    assert not [s for s in slots(text) if s[2] is not None]


def test_the_mothers_mother_said_two_ways_is_one_person_the_fathers_another(real: Hindsight) -> None:
    tell(real, "我外婆住在杭州", "m1", 0)
    tell(real, "我奶奶住在苏州", "m2", 1)
    tell(real, "我姥姥上个月搬到沈阳了", "m3", 30)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m3"].id
    assert said["m2"].superseded_by is None
    assert first(real, "我外婆住哪") == ["m3"]
    assert first(real, "我奶奶住在哪里") == ["m2"]


#: What else the user said (a store holds more than the two records a question weighs).
OTHER = ["I love jazz", "Work was crazy today", "我对花生过敏", "My dog is called Rex", "我开的是斯巴鲁"]


@pytest.mark.parametrize(
    ("said", "asked", "answer"),
    [
        (("my sister-in-law lives in Boston", "My sister lives in Rome"), "where does my sister live?", "m1"),
        (
            ("My sister lives in Rome", "my sister-in-law lives in Boston"),
            "where does my sister-in-law live?",
            "m1",
        ),
        (("我姐夫住在上海", "我姐住在南京"), "我姐住哪", "m1"),
        (("我姐住在南京", "我姐夫住在上海"), "我姐夫住在哪", "m1"),
        (("my stepdad lives in Ohio", "My dad lives in Texas"), "where does my dad live?", "m1"),
    ],
)
def test_a_question_about_one_relative_brings_theirs_before_one_whose_word_holds_theirs(
    real: Hindsight, said: tuple[str, str], asked: str, answer: str
) -> None:
    for n, text in enumerate(OTHER):
        tell(real, text, f"o{n}", n - 10)
    for day, text in enumerate(said):
        tell(real, text, f"m{day}", day)
    assert first(real, asked) == [answer]


def test_a_word_holding_the_asked_ones_names_another() -> None:
    sister = asked_person("where does my sister live?")
    assert sister is not None
    assert names_another("The user said: my sister-in-law lives in Boston", sister)
    assert names_another("用户说：我姐夫住在上海", sister)
    assert not names_another("用户说：我姐住在南京", sister)
    friend = asked_person("what does my friend like?")
    assert friend is not None and names_another("用户说：我男朋友喜欢打篮球", friend)
