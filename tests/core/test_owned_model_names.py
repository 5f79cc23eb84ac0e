"""A thing's model said in Latin letters in a Chinese sentence is kept whole (我刚买了一部iPhone 15 Pro Max was the
phone "iPhone 15 Pro M", 车换成了Mercedes-Benz GLC 300 the car "Mercedes-Benz G": fifteen characters), so saying it
again is the same thing, not another one; and a model named by its series joined to its number ("Galaxy S24") is
of the series' kind."""

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
        ("我刚买了一部iPhone 15 Pro Max", ("phone_model", "iPhone 15 Pro Max")),
        ("我用的是iPhone 15 Pro Max，拍照很好", ("phone_model", "iPhone 15 Pro Max")),
        ("车换成了Mercedes-Benz GLC 300", ("car", "Mercedes-Benz GLC 300")),
        ("我刚入手了华为Mate 60 Pro+", ("phone_model", "华为Mate 60 Pro+")),
        ("我开的是马自达3", ("car", "马自达3")),
        ("我的车是宝马X5", ("car", "宝马X5")),
    ],
)
def test_a_model_in_latin_letters_is_kept_whole(text: str, slot: tuple[str, str]) -> None:
    found = [(m.attribute, m.value) for m in find_attributes(text) if m.attribute == slot[0]]
    assert found == [slot]


def test_the_whole_model_said_again_is_the_same_thing(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        records = answered_apart(
            hs,
            [
                ("old", "我开的是宝马X5"),
                ("new", "车换成了Mercedes-Benz GLC 300"),
                ("again", "我开的是Mercedes-Benz GLC 300"),
            ],
            T0,
            reply="好的",
        )
        assert records["new"].attributes["value"] == "Mercedes-Benz GLC 300"
        assert records["old"].superseded_by == records["new"].id
        assert records["new"].valid_to is None and records["new"].occurrences == 2
        assert "again" not in records


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("I bought a Galaxy S24 Ultra", "Galaxy S24 Ultra"),
        ("I have a Galaxy S23", "Galaxy S23"),
        ("I have a Samsung Galaxy S24", "Samsung Galaxy S24"),
        ("我用的是三星Galaxy S24", "三星Galaxy S24"),
        ("I have a Galaxy Watch", None),
        ("I have a Galaxy Tab S9", None),
    ],
)
def test_a_series_letter_joined_to_its_number_is_the_series(text: str, phone: str | None) -> None:
    """ "Galaxy S24" was no phone (the lexicon's "Galaxy S" is two words), so a switch to one changed nothing."""
    assert [m.value for m in find_attributes(text) if m.attribute == "phone_model"] == (
        [phone] if phone else []
    )


def test_a_switch_to_a_galaxy_supersedes_the_phone(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        records = answered_apart(
            hs,
            [
                ("old", "My phone is a Pixel 7."),
                ("tea", "I like green tea."),
                ("new", "I switched to a Galaxy S24 Ultra."),
            ],
            T0,
            reply="Nice",
        )
        assert records["old"].superseded_by == records["new"].id
        assert hs.recall("What phone do I have?", user_id="u", k=3).hits[0].record.source_ids == ["new"]
