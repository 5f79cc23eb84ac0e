"""Induced knowledge is written in the language the user spoke: a preference said in Chinese of a value written in
letters ("我喜欢用PostgreSQL" three times) was induced as "The user's preferred database is PostgreSQL", English for a
Chinese speaker, though 我最喜欢乌龙茶 was induced in Chinese (rule extractor, embedded stores, the bundled MiniLM)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight
from hindsight_core.language import spoken_in_chinese
from tests.core.retain_helpers import learned_weekly

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


def learned(hs: Hindsight, said: list[str]) -> list[str]:
    return learned_weekly(hs, said, T0)


@pytest.mark.parametrize(
    ("said", "text"),
    [
        (
            ["我喜欢用PostgreSQL。", "我还是喜欢用PostgreSQL。", "我最喜欢PostgreSQL了。"],
            "用户偏好PostgreSQL",
        ),
        (["我习惯用VS Code写代码。", "我还是喜欢用VS Code。", "我最喜欢VS Code了。"], "用户偏好VS Code"),
        (
            ["我很喜欢Taylor Swift。", "我真的很喜欢Taylor Swift。", "我还是喜欢Taylor Swift。"],
            "用户喜欢Taylor Swift",
        ),
        (["我住在Seattle。", "我还住在Seattle。", "我现在住在Seattle。"], "用户住在Seattle"),
    ],
)
def test_a_chinese_speakers_value_in_letters_is_learned_in_chinese(
    real: Hindsight, said: list[str], text: str
) -> None:
    assert learned(real, said) == [text]


@pytest.mark.parametrize(
    ("said", "text"),
    [
        (["I prefer PostgreSQL.", "I still prefer PostgreSQL.", "I prefer PostgreSQL, as always."],
         "The user's preferred database is PostgreSQL"),
        (["我最喜欢乌龙茶。", "我真的很喜欢乌龙茶。", "我还是最喜欢乌龙茶。"], "用户喜欢乌龙茶"),
    ],
)  # fmt: skip
def test_english_stays_english_and_a_chinese_value_stays_chinese(
    real: Hindsight, said: list[str], text: str
) -> None:
    assert learned(real, said) == [text]


def test_which_texts_are_spoken_in_chinese() -> None:
    assert [
        spoken_in_chinese(t)
        for t in ("我喜欢用PostgreSQL", "用户说：我习惯用 VS Code 写代码", "I use 微信 every day")
    ] == [
        True,
        True,
        False,
    ]
    assert [
        spoken_in_chinese(t) for t in ("先月、大阪に引っ越しました。", "The user said: I like PostgreSQL")
    ] == [
        False,
        False,
    ]
