"""A medication said to be stopped ("I stopped taking atorvastatin", "I'm off sertraline now", "my doctor took me off
metformin", 我停了二甲双胍, 二甲双胍已经停了, 我不吃降压药了) ends the dose it was taken at: the dose is history, the stop
the current word on it, so "what meds am I on?" no longer reads it as taken. Someone else's stop, one only
thought of, a day off, or what is no medication ("I stopped taking notes") ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("dose", "stop", "question"),
    [
        ("I'm on 20mg atorvastatin at night.", "I stopped taking atorvastatin last month.",
         "Am I still taking atorvastatin?"),
        ("I take 50mg sertraline every morning.", "I'm off sertraline now, finished the taper.",
         "Am I still on sertraline?"),
        ("I take metformin twice a day.", "My doctor took me off metformin.", "Do I still take metformin?"),
        ("I take 10mg lisinopril every morning.", "I no longer take lisinopril.",
         "Do I still take lisinopril?"),
        ("I take vitamin D every morning.", "I stopped taking vitamin D over the summer.",
         "Do I still take vitamin D?"),
        ("我每天吃二甲双胍，一次500mg，一天两次。", "我停了二甲双胍。", "我还在吃二甲双胍吗？"),
        ("我在吃阿司匹林，每天一片。", "医生让我停了阿司匹林。", "我还吃阿司匹林吗？"),
        ("我每天吃降压药，一天一片。", "我已经不吃降压药了。", "我还在吃降压药吗？"),
        ("我在服用舍曲林，每天50毫克。", "舍曲林已经停了。", "我还在吃舍曲林吗？"),
    ],
)  # fmt: skip
def test_a_medication_stopped_ends_its_dose(real: Hindsight, dose: str, stop: str, question: str) -> None:
    tell(real, dose, "dose", 0)
    tell(real, stop, "stop", 30)
    records = by_source(real)
    assert records["dose"].superseded_by == records["stop"].id and records["dose"].valid_to is not None
    assert records["stop"].valid_to is None
    assert real.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["stop"]


def test_another_medication_stopped_leaves_the_dose(real: Hindsight) -> None:
    tell(real, "I take 10 mg of sertraline every morning.", "dose", 0)
    tell(real, "I stopped taking metformin last week.", "other", 30)
    tell(real, "我每天吃二甲双胍，一次500mg，一天两次。", "zh", 31)
    tell(real, "我爸把降压药停了。", "dad", 32)
    records = by_source(real)
    assert records["dose"].valid_to is None and records["zh"].valid_to is None


@pytest.mark.parametrize(
    "text",
    [
        "I stopped taking notes in meetings, it was pointless.",
        "I stopped taking the bus after the fare went up.",
        "I'm off to the pharmacy.",
        "I came off the motorway at junction 4.",
        "She stopped taking sertraline.",
        "My mom stopped taking metformin.",
        "If I stop taking metformin my sugar goes up.",
        "When I stopped taking sertraline I felt dizzy for a week.",
        "Should I stop taking ibuprofen?",
        "I quit adrenaline sports.",
        "我妈把降压药停了",
        "我爸停了二甲双胍",
        "我打算停了二甲双胍",
        "我能不能停二甲双胍？",
        "要是停了降压药会怎样",
        "我今天不吃阿司匹林了",
        "我不吃薯片了",
        "我不吃面包片了",
    ],
)
def test_no_stop_of_the_speakers_medication(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute.startswith("dose_")] == []


@pytest.mark.parametrize(
    ("dose", "stop", "slot"),
    [
        ("I take atorvastatin 20mg every night.", "I stopped the statins, they gave me muscle pain.", "dose_statins"),
        ("I take bisoprolol 5mg in the morning.", "I'm off my beta-blockers now.", "dose_beta-blockers"),
        ("I take 10mg lisinopril every morning.", "I've stopped taking my blood pressure pills.",
         "dose_blood_pressure"),
        ("I'm also on 50mg sertraline.", "I stopped taking the antidepressants in May.", "dose_antidepressants"),
        ("我每天吃一片氨氯地平。", "我把降压药停了。", "dose_降压药"),
        ("我在吃阿托伐他汀，每天一片。", "我停了他汀。", "dose_他汀"),
    ],
)  # fmt: skip
def test_a_class_stopped_ends_the_dose_of_its_medication(
    real: Hindsight, dose: str, stop: str, slot: str
) -> None:
    tell(real, dose, "dose", 0)
    tell(real, "I also take vitamin D every morning.", "other", 1)
    tell(real, stop, "stop", 30)
    records = by_source(real)
    assert records["stop"].attributes.get("attribute") == slot
    assert records["dose"].superseded_by == records["stop"].id and records["dose"].valid_to is not None
    assert records["other"].attributes.get("attribute") == "dose_vitamin_d"
    assert records["other"].valid_to is None  # another class: still taken
