"""Semantic induction from restatements in everyday words: the same preference said in other words in three
sessions is one piece of knowledge; two sessions, another value, someone else, a changed mind or another time
of day are not (rule extractor, hash embedder)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.lifecycle.restatements import clean

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


def induced(tmp_path: Path, said: list[str | tuple[str, str]]) -> list[str]:
    """The texts induced after each message (a (speaker, text) pair: another speaker) is said in a session."""
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for i, message in enumerate(said):
            name, text = message if isinstance(message, tuple) else ("Alice", message)
            hs.retain(
                [{"role": "user", "content": text, "id": f"m{i}", "name": name}],
                user_id="u",
                session_id=f"s{i}",
                occurred_at=T0 + timedelta(days=7 * i),
            )
        made = hs.induce(user_id="u", now=T0 + timedelta(days=60))
        for record in made:
            assert len(record.supporting_ids) >= 1 and 0 < record.confidence < 1
        return sorted(r.text for r in made if r.valid_to is None)


@pytest.mark.parametrize(
    ("said", "learned"),
    [
        (
            [
                "I prefer PostgreSQL for transactional work.",
                "I'd rather stick to PostgreSQL, I prefer it for pretty much everything data related.",
                "I still prefer PostgreSQL.",
            ],
            "Alice's preferred database is PostgreSQL",
        ),
        # liked, then liked more than others (更喜欢: preferred): "prefers", as "I still prefer oolong tea" after likes
        (["我平时最喜欢喝乌龙茶。", "我真的很喜欢乌龙茶。", "我还是更喜欢乌龙茶。"], "Alice偏好乌龙茶"),
        (
            ["我习惯用VS Code写代码。", "我还是喜欢用VS Code。", "我最喜欢VS Code了。"],
            "Alice偏好VS Code",  # a known editor (VS Code, as vscode): its kind is the slot, said in Chinese
        ),
        # the team's standard tool, in other words each time
        (
            [
                "I use Postgres for pretty much everything.",
                "Postgres again for this one. I still use Postgres.",
                "We standardised on PostgreSQL across the team last year.",
            ],
            "Alice's preferred database is Postgres",
        ),
        (
            ["我一直用PostgreSQL，习惯了。", "我们组都用Postgres。", "我还是习惯用PostgreSQL。"],
            "Alice偏好PostgreSQL",  # said in Chinese: written in Chinese
        ),
        (
            ["I really like oolong tea.", "I love oolong tea, actually.", "I still like oolong tea."],
            "Alice likes oolong tea",
        ),
        (
            ["I live in Seattle.", "I live in Seattle, near Ballard.", "We still live in Seattle."],
            "Alice lives in Seattle",
        ),
        (
            [
                "I prefer running in the morning, evenings are too hot.",
                "I like running in the morning best.",
                "I still prefer running in the mornings.",
            ],
            "Alice prefers running in the morning",
        ),
        (["I prefer running in the morning."] * 3, "Alice prefers running in the morning"),
    ],
)
def test_a_restated_preference_is_learned(tmp_path: Path, said: list[str], learned: str) -> None:
    assert induced(tmp_path, said) == [learned]


@pytest.mark.parametrize(
    "said",
    [
        # two sessions are not enough
        ["I prefer PostgreSQL for transactional work.", "I still prefer PostgreSQL."],
        ["我平时最喜欢喝乌龙茶。", "我还是更喜欢乌龙茶。"],
        # another value in between is no agreement
        ["I like oolong tea.", "I like green tea.", "I like oolong tea."],
        # a changed mind: MySQL preferred in between, and oolong tea disliked at the end
        ["I prefer PostgreSQL.", "I still prefer PostgreSQL.", "I prefer MySQL now.", "I prefer PostgreSQL."],
        ["我很喜欢乌龙茶。", "我还是喜欢乌龙茶。", "我最喜欢乌龙茶了。", "我不喜欢乌龙茶了。"],
        # someone else's words: another speaker, and a third person
        ["I prefer PostgreSQL.", ("Bob", "I prefer PostgreSQL."), "I still prefer PostgreSQL."],
        ["I prefer PostgreSQL.", "My wife prefers PostgreSQL.", "I still prefer PostgreSQL."],
        # another time of day: running in the morning is not running in the evening
        [
            "I prefer running in the morning.",
            "I prefer running in the evening.",
            "I prefer running in the morning.",
        ],
    ],
)
def test_no_agreement_teaches_nothing(tmp_path: Path, said: list[str | tuple[str, str]]) -> None:
    assert induced(tmp_path, said) == []


def test_a_qualifier_not_said_every_time_is_not_added(tmp_path: Path) -> None:
    assert induced(tmp_path, ["I like hiking.", "I really like hiking.", "I still like hiking."]) == [
        "Alice likes hiking"
    ]


def test_liked_values_are_compared_without_the_words_around_them() -> None:
    assert [clean(v) for v in ("喝乌龙茶", "用VS Code", "VS Code写代码", "用记事本写代码", "吃饭")] == [
        "乌龙茶",
        "VS Code",
        "VS Code",
        "记事本",
        "吃饭",
    ]
    assert [clean(v) for v in ("actually oat milk", "oat milk flat white as usual", "still jazz")] == [
        "oat milk",
        "oat milk flat white",
        "jazz",
    ]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我还是更喜欢乌龙茶。", ("prefers", "乌龙茶")),
        ("我现在更喜欢靠过道的座位。", ("prefers", "靠过道的座位")),
        ("我最近喜欢上了瑜伽。", ("likes", "瑜伽")),
        ("我喜欢上海。", ("likes", "上海")),
        ("我现在讨厌PostgreSQL。", ("dislikes", "PostgreSQL")),
        ("我早上喜欢喝茶。", ("likes", "喝茶")),  # an occasion before the verb
        ("我周末更喜欢在家待着。", ("prefers", "在家待着")),
        ("I now hate PostgreSQL.", ("dislikes", "PostgreSQL")),
        ("我真的很喜欢乌龙茶。", ("likes", "乌龙茶")),
        ("我平时最喜欢喝乌龙茶。", ("likes", "喝乌龙茶")),
        ("我还是习惯用VS Code", ("preferred_editor", "VS Code")),
        ("我还是不喜欢香菜", ("dislikes", "香菜")),
        ("I still like oolong tea.", ("likes", "oolong tea")),
        ("I still don't like coriander.", ("dislikes", "coriander")),
        ("I'd rather stick to PostgreSQL, I prefer it for everything.", ("preferred_database", "PostgreSQL")),
        ("I'll stick with neovim.", ("preferred_editor", "neovim")),
        # a known tool as who one is or what one reaches for
        ("I'm a Postgres person.", ("preferred_database", "Postgres")),
        ("I always reach for Postgres when I start a project.", ("preferred_database", "Postgres")),
        ("I'm more of a vim guy", ("preferred_editor", "vim")),
        ("We still live in Seattle.", ("lives_in", "Seattle")),
        # no slot: nothing said, a plan of no tool, a description of a home
        ("I'd rather not talk about it.", None),
        ("I stick to a budget.", None),
        ("I always reach for my phone first thing.", None),
        ("We live in a small flat.", None),
        ("我妈还是喜欢乌龙茶。", None),
    ],
)
def test_restatement_wordings_fill_the_slot(text: str, slot: tuple[str, str] | None) -> None:
    found = [(m.attribute, m.value) for m in find_attributes(text)]
    assert found == ([slot] if slot else [])
