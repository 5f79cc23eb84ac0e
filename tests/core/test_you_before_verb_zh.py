"""有 before a verb, as Taiwan Mandarin says it (我有去過日本: I have been to Japan; 我昨天有去看醫生: I did go; 我有在吃素:
I am vegetarian; 我有在健身房上班: I work at a gym) says the verb happened or holds: it is read as the statement
without 有, so 我有在吃素 is the diet 我在吃素 is, 我有在健身房上班 the workplace, and 我有去過日本 is no possession
(the event type 我去過日本 has, not the fact of something owned that 我有 cues). 有 that is owning (我有一台機車,
我有養老金, 我有看法) is read as before."""

from __future__ import annotations

import pytest

from hindsight_core.extraction.cues import strongest_event_type
from hindsight_core.extraction.hesitations import tidied
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我有在健身房上班", ("works_at", "健身房")),
        ("我有在台積電上班", ("works_at", "台积电")),
        ("我有在吃全素", ("diet", "纯素")),
        ("我有在吃素", ("diet", "素食")),
        ("我也有在健身房上班，晚上才有空", ("works_at", "健身房")),
    ],
)
def test_you_before_a_verb_is_read_as_the_verb(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("我有去過日本", "我去過日本"),
        ("我昨天有去看醫生", "我昨天去看醫生"),
        ("我每天都有在運動", "我每天都在運動"),
        ("我有看過那部電影", "我看過那部電影"),
        ("我有在追這部劇", "我在追這部劇"),
    ],
)
def test_you_before_a_verb_has_the_event_type_of_the_verb(said: str, plain: str) -> None:
    assert strongest_event_type(said) == strongest_event_type(plain)


@pytest.mark.parametrize(
    "text",
    [
        "我有一台機車",
        "我有養老金",
        "我有看法",
        "我有去处了",
        "我们所有在场的人都同意",
        "我有两个孩子",
        "我有在乎的人",
        "你有去過日本嗎",
        "他有在吃素",
    ],
)
def test_you_that_owns_or_is_anothers_is_kept(text: str) -> None:
    assert tidied(text) == (text, None)
