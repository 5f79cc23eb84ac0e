"""A thing said in Chinese with what the speaker says of it after it, no comma between (我刚买了特斯拉开起来真的很爽,
我换成了特斯拉Model Y感觉不错, 我用的是iPhone 15太贵了), was stored as the thing with the remark ("特斯拉开起来真的很爽"),
so naming the thing again was another one. The thing ends where the remark starts."""

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
        ("我刚买了特斯拉开起来真的很爽", ("car", "特斯拉")),
        ("我换成了特斯拉Model Y感觉不错", ("car", "特斯拉Model Y")),
        ("我用的是iPhone 15太贵了", ("phone_model", "iPhone 15")),
        ("我开的是比亚迪汉", ("car", "比亚迪汉")),
        ("我刚买了一辆特斯拉，开起来很爽", ("car", "特斯拉")),
        # a space parts chat's clauses: the model ends before the Chinese after it
        ("所以我买了一台二手的Toyota Yaris 开车上班", ("car", "Toyota Yaris")),
        ("我换了部华为手机 但是微信的字好小", ("phone_model", "华为手机")),
    ],
)
def test_the_thing_ends_where_the_remark_starts(text: str, slot: tuple[str, str]) -> None:
    assert [(m.attribute, m.value) for m in find_attributes(text) if m.attribute == slot[0]] == [slot]


def test_the_thing_named_again_is_the_same(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        records = answered_apart(
            hs,
            [
                ("old", "我开的是本田思域"),
                ("new", "我换成了特斯拉Model Y感觉不错"),
                ("again", "我开的是特斯拉Model Y"),
            ],
            T0,
            reply="好的",
        )
        assert records["new"].attributes["value"] == "特斯拉Model Y"
        assert records["new"].valid_to is None and records["old"].superseded_by == records["new"].id
