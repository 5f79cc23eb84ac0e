"""A lasting condition one has ("I was diagnosed with type 2 diabetes", "I have high blood pressure", 我查出来有高血压,
我确诊了二型糖尿病) fills ``condition``, one of several held at once; its end ("my blood pressure is back to normal",
"my diabetes is in remission", "I don't have asthma anymore", 我的高血压好了, 我血压正常了) ends that one alone, and the
condition the user has now is what "what conditions do I have?" reads first. Another's, one asked about, supposed,
of a time gone, or a thing named after it ("diabetes meds") fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell


def _conditions(text: str) -> list[str]:
    return [m.value for m in find_attributes(text) if m.attribute == "condition" and m.owner is None]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I was diagnosed with type 2 diabetes last month.", "type 2 diabetes"),
        ("I have high blood pressure.", "high blood pressure"),
        ("I've got asthma, so cold air is rough", "asthma"),
        ("I have hypothyroidism.", "hypothyroidism"),
        ("I'm diabetic.", "diabetic"),
        ("I suffer from migraines.", "migraines"),
        ("I have high blood pressure and take 10mg lisinopril every morning.", "high blood pressure"),
        ("I don't have asthma anymore.", "not asthma"),
        ("My blood pressure is back to normal.", "not blood pressure"),
        ("My diabetes is in remission!", "not diabetes"),
        ("I no longer have high cholesterol.", "not high cholesterol"),
        ("我查出来有高血压", "高血压"),
        ("我确诊了二型糖尿病", "二型糖尿病"),
        ("我有糖尿病，平时比较注意", "糖尿病"),
        ("我有哮喘", "哮喘"),
        ("我被诊断出甲减", "甲减"),
        ("我的高血压好了", "not 高血压"),
        ("我血压现在正常了", "not 血压"),
        ("我没有哮喘了", "not 哮喘"),
    ],
)
def test_a_condition_had_or_ended(text: str, value: str) -> None:
    assert _conditions(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "My mom was diagnosed with diabetes.",
        "My dad has high blood pressure.",
        "If I have asthma can I still run a marathon?",
        "I had asthma as a kid.",
        "I was diagnosed with asthma as a child but grew out of it.",
        "My blood pressure was high today.",
        "My husband's blood pressure is fine now.",
        "I have a diabetes appointment tomorrow.",
        "I have diabetes meds in my bag.",
        "What is type 2 diabetes?",
        "I have a friend with epilepsy.",
        "My blood pressure is fine today.",
        "I'm a diabetic nurse, I work on a ward.",
        "I have a lot of work.",
        "I have a cold.",
        "我妈查出来有高血压",
        "我爸有糖尿病",
        "我是不是有高血压",
        "如果我有糖尿病怎么办",
        "我老公得了痛风",
        "高血压要吃什么药",
        "我妈血压正常了",
        "我有个朋友得了抑郁症",
        "我有高血压的家族史吗",
        "我同事确诊了糖尿病",
        "我有点累",
    ],
)
def test_no_condition_of_the_speakers(text: str) -> None:
    assert _conditions(text) == []


@pytest.mark.parametrize(
    ("had", "ended", "question"),
    [
        ("I have high blood pressure.", "My blood pressure is back to normal now, the doctor is happy.",
         "Do I have high blood pressure?"),
        ("I was diagnosed with type 2 diabetes.", "My diabetes is in remission!", "Do I still have diabetes?"),
        ("我查出来有高血压", "我血压现在正常了", "我还有高血压吗"),
        ("我有哮喘", "我没有哮喘了", "我有哮喘吗"),
    ],
)  # fmt: skip
def test_a_condition_ended_is_history(real: Hindsight, had: str, ended: str, question: str) -> None:
    tell(real, had, "had", 0)
    tell(real, "I was diagnosed with high cholesterol.", "other", 1)
    tell(real, ended, "ended", 60)
    records = by_source(real)
    assert records["had"].superseded_by == records["ended"].id and records["had"].valid_to is not None
    assert records["other"].valid_to is None
    assert real.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["ended"]
