"""A medication switched for another ("my doctor switched me from sertraline to escitalopram 10mg", "Dr Okafor has
switched me to escitalopram", "I swapped lisinopril for losartan 50mg", 医生把舍曲林换成了艾司西酞普兰) is taken now and
ends the dose of the one it replaces: the one named as left, or, with none named, the one of its own narrow class
(two SSRIs or two statins are not taken together). A medication of another class said beside it, or added ("I also
take amlodipine"), ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("dose", "switch", "slot", "question"),
    [
        ("I'm on sertraline 50mg every morning.", "Dr Okafor has switched me to escitalopram.", "dose_escitalopram",
         "What antidepressant am I on now?"),
        ("I take 50mg sertraline every morning.", "My psychiatrist switched me from sertraline to escitalopram 10mg.",
         "dose_escitalopram", "What antidepressant am I on now?"),
        ("I take 10mg lisinopril every morning.", "I swapped lisinopril for losartan 50mg, the cough was awful.",
         "dose_losartan", "What blood pressure medication do I take?"),
        ("I take metformin 500mg twice a day.", "They moved me from metformin to insulin last week.",
         "dose_insulin", "What do I take for my diabetes?"),
        ("I'm on 20mg atorvastatin at night.", "My GP changed me over to rosuvastatin 10mg.", "dose_rosuvastatin",
         "Which statin am I on?"),
        ("我在吃舍曲林，每天50毫克。", "医生把舍曲林换成了艾司西酞普兰。", "dose_艾司西酞普兰", "我现在吃什么药？"),
        ("我每天吃一片氨氯地平。", "医生给我换成了硝苯地平，每天一片。", "dose_硝苯地平", "我现在吃什么降压药？"),
    ],
)  # fmt: skip
def test_a_medication_switched_to_ends_the_dose_it_replaces(
    real: Hindsight, dose: str, switch: str, slot: str, question: str
) -> None:
    tell(real, dose, "dose", 0)
    tell(real, "I also take vitamin D every morning.", "other", 1)
    tell(real, switch, "switch", 30)
    records = by_source(real)
    assert records["switch"].attributes.get("attribute") == slot
    assert records["dose"].superseded_by == records["switch"].id and records["dose"].valid_to is not None
    assert records["switch"].valid_to is None
    assert records["other"].valid_to is None  # another medication: still taken
    assert real.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["switch"]


def test_another_class_added_ends_nothing(real: Hindsight) -> None:
    tell(real, "I take 10mg lisinopril every morning.", "ace", 0)
    tell(real, "I'm on sertraline 50mg.", "ssri", 1)
    tell(real, "My doctor added amlodipine 5mg, I take it with the lisinopril.", "ccb", 30)
    tell(real, "My wife got switched to escitalopram.", "wife", 31)
    records = by_source(real)
    assert records["ace"].valid_to is None and records["ssri"].valid_to is None


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Dr Okafor has switched me to Stelara, first infusion next week.", ("dose_stelara", "Stelara")),
        ("My GP changed me over to Ozempic.", ("dose_ozempic", "Ozempic")),
        ("I got switched to escitalopram last week.", ("dose_escitalopram", "escitalopram")),
    ],
)
def test_a_medication_switched_to_is_read_without_a_dose(text: str, slot: tuple[str, str]) -> None:
    assert [(m.attribute, m.value) for m in find_attributes(text) if m.attribute.startswith("dose_")] == [
        slot
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Dr Patel moved me to Tuesday appointments.",
        "My manager switched me to Nights.",
        "We switched from Postgres to MySQL last year.",
        "I switched to the night shift.",
        "I changed over to a standing desk.",
        "I swapped my car for a bike.",
        "我把牛奶换成了豆奶",
        "我把电脑换成了MacBook",
    ],
)
def test_no_medication_in_a_switch_of_something_else(text: str) -> None:
    assert [m for m in find_attributes(text) if m.attribute.startswith("dose_")] == []
