"""A phone or a computer said in Chinese as 我的手机是iPhone 13 (the way a Chinese speaker names it) filled no slot,
where 我用的是iPhone 13 and "my phone is an iPhone 13" did: a later 手机换成了华为Mate 60 left it current beside the
new one. Of a known make it is the phone's model (我的手机是138… is still the number, 我妈的手机是… hers)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from tests.core.retain_helpers import answered_apart

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我的手机是iPhone 13", ("phone_model", "iPhone 13")),
        ("我的手机是华为Mate 60 Pro", ("phone_model", "华为Mate 60 Pro")),
        ("我手机是iPhone 15，你呢", ("phone_model", "iPhone 15")),
        ("我的笔记本是ThinkPad X1 Carbon", ("laptop", "ThinkPad X1 Carbon")),
        ("我的手机是13800138000", ("phone", "13800138000")),
        ("我的手机是新买的", None),
        ("我老婆的手机是iPhone 15", None),
        ("她的手机是iPhone 15", None),
    ],
)
def test_a_thing_said_to_be_a_model_fills_its_slot(text: str, slot: tuple[str, str] | None) -> None:
    found = [(m.attribute, m.value) for m in find_attributes(text)]
    assert found == ([slot] if slot else [])


def test_a_phone_said_as_my_phone_is_is_changed_by_a_switch(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        records = answered_apart(
            hs,
            [("old", "我的手机是iPhone 13"), ("work", "最近工作好累"), ("new", "手机换成了华为Mate 60")],
            T0,
            reply="好的",
        )
        assert records["old"].superseded_by == records["new"].id and records["old"].valid_to is not None
        assert hs.recall("我用的是什么手机？", user_id="u", k=3).hits[0].record.source_ids == ["new"]
