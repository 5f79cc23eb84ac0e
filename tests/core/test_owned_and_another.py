"""A thing named with another after it ("I have a Pixel 8 and an iPad", "I drive a Honda Civic and a Ford truck")
was stored as one thing holding both ("Pixel 8 and an iPad"), so "my phone is a Pixel 8" said later was another
phone. The thing is the first one."""

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
        ("I have a MacBook Air M2 and a ThinkPad", ("laptop", "MacBook Air M2")),
        ("I have a Pixel 8 and an iPad", ("phone_model", "Pixel 8")),
        ("I use a MacBook Pro and an external monitor", ("laptop", "MacBook Pro")),
        ("I drive a Honda Civic and a Ford truck", ("car", "Honda Civic")),
        ("I drive a Jeep & a Mini", ("car", "Jeep")),
        ("I have a Tesla and love it", ("car", "Tesla")),
    ],
)
def test_a_thing_named_with_another_is_the_first(text: str, slot: tuple[str, str]) -> None:
    assert [(m.attribute, m.value) for m in find_attributes(text) if m.attribute == slot[0]] == [slot]


def test_the_thing_said_again_alone_is_the_same(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        records = answered_apart(
            hs, [("both", "I have a Pixel 8 and an iPad"), ("again", "My phone is a Pixel 8")], T0, reply="OK"
        )
        assert records["both"].attributes["value"] == "Pixel 8"
        assert records["both"].valid_to is None and records["both"].superseded_by is None
