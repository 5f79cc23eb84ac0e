"""How far along the user's pregnancy is, said week by week ("I'm 20 weeks pregnant", a month later "I'm 24 weeks
pregnant now"; 我怀孕三个月了, later 我现在怀孕五个月了) filled no slot, so "how far along am I?" and 我怀孕多久了 answered
the first statement first: how far along is one slot (``pregnancy``), the newer statement supersedes the older (kept
as history) and the question asks that slot, so the newest comes first, above a sister's. Someone else's, a time gone
or a supposition fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm 20 weeks pregnant", "20 weeks"),
        ("I am now six months pregnant", "6 months"),
        ("officially 12 weeks along!", "12 weeks"),
        ("I'm 8 weeks pregnant, haven't told anyone", "8 weeks"),
        ("我怀孕三个月了", "3 months"),
        ("我现在怀孕五个月了，肚子越来越大", "5 months"),
        ("怀孕20周了，今天去做了四维", "20 weeks"),
        ("孕28周了", "28 weeks"),
    ],
)
def test_how_far_along_fills_the_pregnancy_slot(text: str, value: str) -> None:
    assert [(m.attribute, m.value, m.owner) for m in find_attributes(text)] == [("pregnancy", value, None)]


@pytest.mark.parametrize(
    "text",
    [
        "my wife is 20 weeks pregnant",
        "when I was 20 weeks pregnant I had bad heartburn",
        "I'm 6 months sober today",
        "I'm 3 months into the new job",
        "我老婆怀孕三个月了",
        "我怀孕三个月的时候一直吐",
        "等我怀孕三个月再告诉爸妈",
    ],
)
def test_anothers_a_past_or_no_pregnancy_fills_none(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute == "pregnancy"] == []


@pytest.mark.parametrize(
    ("older", "sisters", "newer", "question"),
    [
        ("I'm 20 weeks pregnant", "My sister is 30 weeks pregnant, we're due around the same time lol",
         "I'm 24 weeks pregnant now, baby is kicking a lot", "how far along am I?"),
        ("我怀孕三个月了", "我姐怀孕七个月了", "我现在怀孕五个月了，肚子越来越大", "我怀孕多久了"),
    ],
)  # fmt: skip
def test_the_newest_comes_first(real: Hindsight, older: str, sisters: str, newer: str, question: str) -> None:
    tell(real, older, "older", 0)
    tell(real, sisters, "sisters", 10)
    tell(real, newer, "newer", 40)
    records = by_source(real)
    assert records["older"].valid_to is not None and records["newer"].valid_to is None
    hits = [h.record.source_ids[0] for h in real.recall(question, user_id="u", k=5).hits]
    assert hits[0] == "newer" and "older" in hits
