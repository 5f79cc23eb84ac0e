"""The recall query of a turn that points back, written in traditional characters or in Cantonese: read with the
turn before it, as the same turn in simplified Mandarin is (``hindsight_core.capture.turn_query``)."""

from __future__ import annotations

import pytest

from hindsight_core.capture import turn_query


@pytest.mark.parametrize(
    ("latest", "simplified"),
    [
        ("幫我訂這家", "帮我订这家"),  # this place
        ("還是老樣子", "还是老样子"),  # the usual
        ("照舊，兩杯", "照旧，两杯"),  # as before
        ("沒問題，訂吧", "没问题，订吧"),  # a yes to what was said
        ("幫我同佢講一聲", "帮我跟他说一声"),  # Cantonese "him"
    ],
)
def test_a_turn_pointing_back_in_traditional_characters_is_read_with_the_turn_before(
    latest: str, simplified: str
) -> None:
    """这家 pointed back and 這家 did not: a Taiwan or Hong Kong user's "book this one" was recalled for alone."""
    before = ["我想找一家素食餐廳，週五晚上兩個人"]
    assert turn_query(simplified, before) == f"{before[0]}\n{simplified}"
    assert turn_query(latest, before) == f"{before[0]}\n{latest}"
