"""Script detection and embedder coverage (what dedup and the vector path are gated on)."""

from __future__ import annotations

import pytest

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder
from hindsight_core.language import dominant_script, embedder_covers


@pytest.mark.parametrize(
    ("text", "script"),
    [
        ("I am allergic to peanuts", "latin"),
        ("我对花生过敏", "cjk"),
        ("我习惯用 PostgreSQL 做事务处理", "cjk"),
        ("Ünïcödé wörds", "latin"),
        ("Привет мир", "other"),
        ("555-0199", "other"),
        ("", "other"),
    ],
)
def test_dominant_script(text: str, script: str) -> None:
    assert dominant_script(text) == script


def test_english_only_embedder_does_not_cover_chinese_or_cyrillic() -> None:
    minilm = OnnxMiniLMEmbedder()  # construction loads nothing
    assert embedder_covers(minilm, "I am allergic to peanuts")
    assert embedder_covers(minilm, "555-0199"), "no letters: any embedder can compare it"
    assert not embedder_covers(minilm, "我对花生过敏")
    assert not embedder_covers(minilm, "Привет мир")


def test_undeclared_embedder_is_trusted_with_every_script() -> None:
    assert embedder_covers(HashEmbedder(32), "我对花生过敏")
