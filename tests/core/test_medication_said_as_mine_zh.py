"""A medication told in Chinese as the one the speaker takes (我吃的药是二甲双胍, 我现在吃的降压药是缬沙坦, 我每天吃的是
优甲乐): its dose slot holds its name, as 我在吃二甲双胍 does. Someone else's (我爸吃的药是二甲双胍), one asked about
(我吃的药是什么来着), only what is eaten (我吃的是火锅) or the medicine talked of (医生说我吃的药可能要换) fill none."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_doses


@pytest.mark.parametrize(
    ("text", "med"),
    [
        ("我吃的药是二甲双胍", "二甲双胍"),
        ("我现在吃的药是氨氯地平", "氨氯地平"),
        ("我平时吃的降压药是缬沙坦", "缬沙坦"),
        ("我每天吃的是优甲乐，早上空腹", "优甲乐"),
        ("我现在吃的药叫舍曲林", "舍曲林"),
        ("我目前在吃的药是阿托伐他汀，医生开的", "阿托伐他汀"),
    ],
)
def test_the_medication_said_as_the_one_taken(text: str, med: str) -> None:
    assert own_doses(text) == [(f"dose_{med}", med)]


@pytest.mark.parametrize(
    "text",
    [
        "我爸吃的药是二甲双胍",
        "我妈吃的药是缬沙坦",
        "我吃的药是什么来着",
        "我吃的是火锅",
        "我吃的是麻辣烫",
        "我吃的药有点多",
        "医生说我吃的药可能要换",
        "你吃的药是二甲双胍吗",
        "我以前吃的药是二甲双胍",
        "如果我吃的药是二甲双胍，能喝酒吗",
        "我吃的是薯片",
        "我吃的是冰淇淋",
    ],
)
def test_no_medication_of_the_speakers_now(text: str) -> None:
    assert own_doses(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "当时我吃的药是舍曲林",
        "我女儿吃的药是布洛芬",
        "之前我吃的降压药是缬沙坦，现在换了",
        "我老公吃的药是阿托伐他汀",
    ],
)
def test_no_medication_before_or_of_the_family(text: str) -> None:
    assert own_doses(text) == []


def test_said_after_a_time_word() -> None:
    assert own_doses("今天起我吃的药是二甲双胍") == [("dose_二甲双胍", "二甲双胍")]


@pytest.mark.parametrize("text", ["这药我吃的是半片", "我吃的是两粒", "降压药我每天吃的是一片"])
def test_how_much_is_no_medication(text: str) -> None:
    assert own_doses(text) == []
