"""The birthday of one's mother, partner, child or a person one names ("my mom's birthday is May 3", "Dad's bday is
3/14", "Emma's birthday is March 2", 我妈生日是农历八月十五, 我老婆的生日是10月12号): that person's own slot ``birthday``.
It had none, so a birthday said again right ("hmm I was wrong, my mom's birthday is May 5", 我妈生日是5月5号，之前记错了)
left the wrong one first for "when's my mom's birthday?"; never the speaker's birthday, never another's."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell


def birthdays(text: str) -> list[tuple[str, str | None]]:
    found = [(m.value, m.owner) for m in find_attributes(statements(text)) if m.attribute == "birthday"]
    return sorted(found, key=lambda said: text.find(said[0]))  # in the order said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("my mom's birthday is May 3", [("May 3", "mother")]),
        ("Mom's birthday is May 3", [("May 3", "mother")]),
        ("my wife's bday is 10/12", [("10/12", "wife")]),
        ("My son's birthday's on May 12", [("May 12", "son")]),
        ("my husband's birthday is on the 12th of October", [("12th of October", "husband")]),
        ("my son was born on March 2, 2019", [("March 2, 2019", "son")]),
        ("Emma's birthday is March 2", [("March 2", "Emma")]),
        ("my wife Jen's birthday is April 9", [("April 9", "Jen")]),
        ("my birthday is March 3 and my mom's birthday is May 3", [("March 3", None), ("May 3", "mother")]),
        ("我妈生日是农历八月十五", [("农历八月十五", "妈妈")]),
        ("我老婆的生日是10月12号", [("10月12号", "老婆")]),
        ("老婆生日是11月2号，今年想给她个惊喜", [("11月2号", "老婆")]),
        ("我老公的生日在十一月", [("十一月", "老公")]),
        ("小明的生日是3月2号", [("3月2号", "小明")]),
    ],
)
def test_a_relatives_birthday_is_theirs(text: str, said: list[tuple[str, str | None]]) -> None:
    assert birthdays(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "my mom's birthday party is on May 3",
        "my mom's birthday is coming up",
        "My dad's birthday is next Friday",
        "We're going out for my husband's birthday on March 3",
        "I need a birthday gift for my wife",
        "我妈生日那天我们去吃饭",
        "我妈生日在家过的",
        "我妈的生日礼物买好了",
        "我爸生日是哪天来着",
        "我妈生日是几号",
    ],
)
def test_no_birthday_in_a_party_a_day_to_come_or_a_question(text: str) -> None:
    assert birthdays(text) == []


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (
            [
                "my mom's birthday is May 3, she'll be 60",
                "my wife's birthday is in October",
                "hmm I was wrong, my mom's birthday is May 5",
            ],
            "when's my mom's birthday?",
        ),
        (["我妈生日是5月3号", "我老婆生日是10月12号", "我妈生日是5月5号，之前记错了"], "我妈生日是哪天"),
        (
            [
                "Emma's birthday is March 2",
                "Leo's birthday is June 9",
                "ugh I got it wrong, Emma's birthday is March 4",
            ],
            "when is Emma's birthday?",
        ),
    ],
)
def test_a_birthday_said_again_right_is_recalled_first(
    tmp_path: Path, minilm, said: list[str], question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for day, text in enumerate(said):
            tell(hs, text, f"m{day}", day * 10)
        assert first(hs, question) == ["m2"]


def test_a_relatives_birthday_changes_nothing_of_the_speakers(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "my birthday is March 3", "mine", 0)
        tell(hs, "my mom's birthday is May 3", "mom", 10)
        tell(hs, "我老婆生日是10月12号", "wife", 20)
        records = by_source(hs)
        mine, mom = records["mine"], records["mom"]
        assert mine.valid_to is None and not mine.conflicts_with and mom.valid_to is None
        assert mom.attributes["subject"] == "mother" and mom.attributes["value"] == "May 3"
        assert first(hs, "when is my birthday?") == ["mine"]
