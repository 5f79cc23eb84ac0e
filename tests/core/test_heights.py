"""How tall the speaker is, as people say it ("I'm 5'10", "I'm 6 foot 2", 我一米七五, 我身高一米六, 身高1米75, 我1.75米),
fills the height slot with the value written one way (一米七五, 1.75米 and 身高175 are 175cm): these filled nothing
(一米七五 is no amount in figures), so a new height superseded none. Another's height, one wished or gone, or a
distance fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm 5'10", ("height", "5'10\"")),
        ("I'm 6 foot 2", ("height", "6'2\"")),
        ("I'm 5 foot 4", ("height", "5'4\"")),
        ("I'm 6'1 and 190", ("height", "6'1\"")),
        ("I am 180cm tall", ("height", "180cm")),
        ("我一米七五", ("身高", "175cm")),
        ("我身高一米六", ("身高", "160cm")),
        ("身高1米75", ("身高", "175cm")),
        ("我1.75米", ("身高", "175cm")),
        ("我身高175", ("身高", "175cm")),
        ("我一米八三，体重七十五公斤", ("身高", "183cm")),
    ],
)
def test_how_tall_one_is_fills_the_height_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm 5 feet away",
        "I'm 6 ft from the door",
        "I wish I was 6 foot",
        "my son is 4'2",
        "what size for someone 5'10?",
        "the shelf is 5 foot 10",
        "我男朋友一米八",
        "我想长到一米八",
        "以前我一米六",
        "我儿子一米二了",
        "我家离公司一米都不到",
        "要是我有一米八就好了",
    ],
)
def test_anothers_height_a_wish_or_a_distance_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in ("height", "身高")] == [], slots(text)


def test_a_new_height_supersedes_the_old(hs: Hindsight) -> None:
    tell(hs, "我一米六", "old", 0)
    tell(hs, "长高了，我现在一米六五了", "new", 200)
    said = by_source(hs)
    assert said["old"].superseded_by == said["new"].id and said["new"].valid_to is None
