"""Everyday restatements fill their slot, so that they are learned: "still" in Chinese (我还住在杭州, 我一直住在杭州,
我还在腾讯上班, 我还用VS Code), and a statement opened by a word that turns to it before a short question ("also I live
in Lisbon now, what's in season?", "btw my dog is called Rex, any tips?"). Each filled nothing. Someone else's,
one not done (我还没…), a stay (我还住三天) and a condition fill nothing (rule extractor, hash embedder)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from tests.core.retain_helpers import said_weekly
from tests.core.slot_helpers import own_slots, slots

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我还住在杭州，最近天气很好。", ("lives_in", "杭州")),
        ("我一直住在杭州。", ("lives_in", "杭州")),
        ("我依然住在杭州。", ("lives_in", "杭州")),
        ("我还住杭州。", ("lives_in", "杭州")),
        ("我还在杭州住。", ("lives_in", "杭州")),
        ("我还在腾讯上班。", ("works_at", "腾讯")),
        ("我一直在腾讯工作。", ("works_at", "腾讯")),
        ("我还用VS Code。", ("preferred_editor", "VS Code")),
        ("nice. also I live in Lisbon now, what's in season?", ("lives_in", "Lisbon")),
        ("oh and I'm vegetarian, what should I cook?", ("diet", "vegetarian")),
        ("btw I live in Lisbon, any good markets?", ("lives_in", "Lisbon")),
    ],
)
def test_a_restatement_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我姐还住在杭州。",
        "我还没住在杭州。",
        "我还住三天。",
        "我还住酒店。",
        "我还以为你住在杭州。",
        "also if I move to Lisbon, what's the rent?",
        "and my wife lives in Lisbon, thoughts?",
    ],
)
def test_no_restatement_of_the_speaker(text: str) -> None:
    # (我姐还住在杭州 fills the sister's own home: her slot, not the speaker's)
    assert [s for s in own_slots(text) if s[0] in ("lives_in", "works_at")] == []


@pytest.mark.parametrize(
    ("said", "learned"),
    [
        (
            [
                "我住在杭州，周末有什么好玩的？",
                "嗯，我还住在杭州，最近天气很好。",
                "我一直住在杭州，没搬过。",
            ],
            "用户住在杭州",
        ),
        (
            [
                "I live in Lisbon, any good markets?",
                "nice. also I live in Lisbon now, what's in season?",
                "I live in Lisbon btw, near Alfama.",
            ],
            "The user lives in Lisbon",
        ),
    ],
)
def test_restatements_in_everyday_words_are_learned(tmp_path: Path, said: list[str], learned: str) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        said_weekly(hs, said, T0)
        assert [r.text for r in hs.induce(user_id="u", now=T0 + timedelta(days=30))] == [learned]
