"""Names in letters beyond ASCII where the lifecycle writes knowledge: a liked name said in Chinese (我喜欢Édith
Piaf的歌) is compared without the Chinese after it, as "VS Code写代码" is, so three restatements teach it; a slot's
normalised subject ("zoë", "ольга") is written back as a name. ASCII and Chinese read as before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.lifecycle.phrasing import sentence
from hindsight_core.lifecycle.restatements import clean
from tests.core.retain_helpers import said_weekly

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


def induced(tmp_path: Path, said: list[str]) -> list[str]:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        said_weekly(hs, said, T0, name="Alice")
        return sorted(
            r.text for r in hs.induce(user_id="u", now=T0 + timedelta(days=60)) if r.valid_to is None
        )


@pytest.mark.parametrize("name", ["Édith Piaf", "Ólafur Arnalds", "Edith Piaf"])
def test_a_name_liked_in_chinese_is_learned_from_its_restatements(tmp_path: Path, name: str) -> None:
    said = [f"我喜欢{name}的歌。", f"我还是喜欢{name}。", f"我最喜欢{name}了。"]
    assert induced(tmp_path, said) == [f"Alice喜欢{name}"]  # said in Chinese: written in Chinese


def test_a_liked_name_is_compared_without_the_chinese_after_it() -> None:
    assert [clean(v) for v in ("听Édith Piaf的歌", "Škoda的车", "VS Code写代码", "喝乌龙茶")] == [
        "Édith Piaf",
        "Škoda",
        "VS Code",
        "乌龙茶",
    ]


@pytest.mark.parametrize(
    ("subject", "said"),
    [
        ("zoë", "Zoë lives in Zürich"),
        ("ольга", "Ольга lives in Zürich"),
        ("josé garcía", "José García lives in Zürich"),
        ("łukasz nowak", "Łukasz Nowak lives in Zürich"),
        ("alice", "Alice lives in Zürich"),
        ("user", "The user lives in Zürich"),
    ],
)
def test_a_normalised_subject_is_written_as_a_name(subject: str, said: str) -> None:
    assert sentence(subject, "lives_in", "Zürich") == said


def test_a_chinese_subject_is_written_as_it_is() -> None:
    assert sentence("小李", "lives_in", "杭州") == "小李住在杭州"
