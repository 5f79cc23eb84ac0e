"""How old one's children, partner and relatives are, said and said again as they grow ("my son is 7" then "my son
just turned 8 last week!", "my daughter Emma is 6" then "Emma turned 7 yesterday!", 我女儿今年5岁 then 我女儿6岁了):
the person's own slot ``age``, so the new age supersedes theirs (kept as history) and "how old is my son?" brings it
first, where the older age ranked first before; never the speaker's age, never another child's."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell


def ages(text: str) -> list[tuple[str, str | None]]:
    return [(m.value, m.owner) for m in find_attributes(statements(text)) if m.attribute == "age"]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("my son is 7", [("7", "son")]),
        ("My son is 5 now.", [("5", "son")]),
        ("my son just turned 8 last week!", [("8", "son")]),
        ("My wife just turned 40 yesterday.", [("40", "wife")]),
        ("our daughter is 4 years old", [("4", "daughter")]),
        ("my grandma turned 100 last week!!", [("100", "grandmother")]),
        ("my daughter Emma is 6", [("6", "Emma")]),
        ("Emma turned 7 yesterday!", [("7", "Emma")]),
        ("Leo is 9 years old", [("9", "Leo")]),
        ("I'm 38 and my son is 8", [("38", None), ("8", "son")]),
        ("mom just turned 65!", [("65", "mother")]),
        ("dad is 70 now", [("70", "father")]),
        ("我女儿今年五岁，上幼儿园大班", [("5", "女儿")]),
        ("我女儿6岁了，时间过得真快", [("6", "女儿")]),
        ("孩子今年3岁", [("3", "孩子")]),
        ("我爸今年65了", [("65", "爸爸")]),
        ("我老公今年四十岁", [("40", "老公")]),
        ("我同事小李今年28岁", [("28", "小李")]),
    ],
)
def test_a_relatives_age_is_theirs(text: str, said: list[tuple[str, str | None]]) -> None:
    assert ages(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "when my son is 18 he can decide",
        "if my daughter is 6 by then she can join",
        "my daughter will be 7 in March",
        "my son is 5 minutes away",
        "our daughter is 3 months old",
        "my brother is 6 feet tall",
        "my daughter is 2nd in her class",
        "my son turned 8 pages of his book",
        "My sister's friend is 30",
        "Pickup is 3",
        "Bedtime is 8 now",
        "等我女儿6岁就送她去学钢琴",
        "我女儿三岁的时候特别爱哭",
        "那年我爸60岁",
        "我儿子6点放学",
        "我妈的同事今年30岁",
    ],
)
def test_no_age_in_a_time_to_come_or_gone_another_measure_or_no_one(text: str) -> None:
    assert ages(text) == []


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (
            ["my son is 7, he loves Lego", "my daughter is 4", "my son just turned 8 last week!"],
            "how old is my son?",
        ),
        (["my daughter Emma is 6", "my son Leo is 9", "Emma turned 7 yesterday!"], "how old is my daughter?"),
        (["my mom is 64", "my wife is 35", "mom just turned 65!"], "how old is my mom?"),
        (
            ["我女儿今年5岁，刚上幼儿园中班", "我儿子今年8岁，上二年级", "我女儿6岁了，时间过得真快"],
            "我女儿几岁了",
        ),
    ],
)
def test_a_relatives_new_age_supersedes_theirs_and_is_recalled_first(
    tmp_path: Path, minilm, said: list[str], question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for day, text in enumerate(said):
            tell(hs, text, f"m{day}", day * 30)
        tell(hs, "the weather has been awful lately", "noise", 100)
        records = by_source(hs)
        old, other, new = (records[f"m{i}"] for i in range(3))
        assert old.superseded_by == new.id and old.valid_to is not None  # kept as history
        assert other.valid_to is None and new.valid_to is None  # the other one's age still holds
        assert first(hs, question) == ["m2"]


def test_a_childs_age_changes_nothing_of_the_speakers(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I'm 38 and exhausted lol", "mine", 0)
        tell(hs, "my son just turned 8 last week!", "son", 30)
        tell(hs, "我女儿今年6岁了", "daughter", 40)
        mine = by_source(hs)["mine"]
        assert mine.valid_to is None and not mine.conflicts_with
        assert first(hs, "how old am I?") == ["mine"]
