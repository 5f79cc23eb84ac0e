"""Two relatives said together as one subject in Chinese (我外公外婆住在绍兴, 我爷爷和奶奶都住在乡下, 我爸和我妈住在成都):
what the clause says is each one's, a record of each (a later move of one is theirs alone). Before, nothing was stored
(the rule read one relative right before the verb), nor the speaker's; 我爸妈 stays one subject."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.slot_helpers import own_slots


def kin_slots(text: str) -> list[tuple[str | None, str, str]]:
    return [(a.owner, a.attribute, a.value) for a in find_attributes(statements(text)) if a.owner is not None]


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("我外公外婆住在绍兴", [("外公", "lives_in", "绍兴"), ("外婆", "lives_in", "绍兴")]),
        ("我爷爷奶奶住在乡下", [("爷爷", "lives_in", "乡下"), ("奶奶", "lives_in", "乡下")]),
        ("我爷爷和奶奶都住在乡下", [("爷爷", "lives_in", "乡下"), ("奶奶", "lives_in", "乡下")]),
        ("我爸和我妈住在成都", [("爸爸", "lives_in", "成都"), ("妈妈", "lives_in", "成都")]),
        ("我爸妈住在成都", [("爸妈", "lives_in", "成都")]),
    ],
)
def test_two_relatives_each_have_the_clause(text: str, slots: list[tuple[str, str, str]]) -> None:
    assert sorted(kin_slots(text)) == sorted(slots)
    assert not [s for s in own_slots(text) if s[0] == "lives_in"]


@pytest.mark.parametrize(
    "text", ["我外公外婆想住在绍兴", "我外公外婆的房子在绍兴", "我爸和我妈说住在成都挺好"]
)
def test_no_home_of_two_relatives_wished_or_said(text: str) -> None:
    assert not kin_slots(text)
