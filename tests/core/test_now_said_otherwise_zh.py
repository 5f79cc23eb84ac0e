"""Where one lives and works said with 目前, 如今 or 眼下 for "now" (我目前住在杭州, 我目前在微软上班) fills the slot that
现在 does: it filled none, so that a later employer was no change of it. 到目前为止 (so far) and a plan still fill none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("我目前住在杭州", ("lives_in", "杭州")),
        ("我目前在微软上班", ("works_at", "微软")),
        ("我如今在微软工作", ("works_at", "微软")),
        ("我眼下在阿里上班", ("works_at", "阿里")),
    ],
)
def test_now_said_otherwise_fills_the_slot(said: str, slot: tuple[str, str]) -> None:
    assert own_slots(said) == [slot]


@pytest.mark.parametrize(
    "said", ["到目前为止我在三家公司工作过", "我目前在考虑去腾讯工作", "我目前还没有工作"]
)
def test_a_past_or_a_plan_fills_none(said: str) -> None:
    assert own_slots(said) == []


def test_a_relatives_home_stays_theirs() -> None:
    assert slots("我姐姐目前住在杭州") == [("lives_in", "杭州")]
    assert own_slots("我姐姐目前住在杭州") == []


def test_a_later_employer_is_a_change(hs: Hindsight) -> None:
    tell(hs, "我目前在微软上班", "m1", 0)
    tell(hs, "我现在在腾讯上班", "m2", 30)
    records = by_source(hs)
    assert records["m1"].superseded_by == records["m2"].id
