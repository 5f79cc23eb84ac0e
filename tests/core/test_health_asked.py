"""Asked about their own health (medication, allergies, what not to eat, a condition, what they train for), the user's
own record comes first, someone else's below it: "what meds am I on?" is not answered by "my dad is on metformin",
"am I allergic to anything?" by "my son is allergic to peanuts", 我有什么病 by 我爸有糖尿病."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.health_asked import asked_health

from .retain_helpers import tell


@pytest.mark.parametrize(
    ("theirs", "mine", "question"),
    [
        ("My dad is on metformin for his diabetes.", "I take 20mg atorvastatin at night.", "What meds am I on?"),
        ("My husband takes lisinopril.", "I'm on levothyroxine 75mcg.", "what meds am I on?"),
        ("My husband takes lisinopril.", "I'm on levothyroxine 75mcg.", "what do I take every day?"),
        ("My son is allergic to peanuts.", "I'm allergic to penicillin.", "Am I allergic to anything?"),
        ("My son is allergic to peanuts.", "I'm allergic to penicillin.", "what am I allergic to?"),
        ("My daughter has a dairy allergy.", "I'm allergic to cats.", "what allergies do I have?"),
        ("My wife is vegetarian.", "I'm lactose intolerant.", "What should I not eat?"),
        ("My mom has high blood pressure.", "I was diagnosed with type 2 diabetes.",
         "What health conditions do I have?"),
        ("My brother is training for a triathlon.", "I'm training for a half marathon in April.",
         "what am I training for?"),
        ("我儿子对花生过敏", "我对青霉素过敏", "我对什么过敏？"),
        ("我爸在吃二甲双胍", "我每天吃一片氨氯地平", "我现在吃什么药"),
        ("我爸有糖尿病", "我查出来有高血压", "我有什么病"),
    ],
)  # fmt: skip
def test_the_users_own_health_comes_before_someone_elses(
    real: Hindsight, theirs: str, mine: str, question: str
) -> None:
    tell(real, theirs, "theirs", 0)
    tell(real, mine, "mine", 1)
    hits = real.recall(question, user_id="u", k=3).hits
    assert [h.record.source_ids[0] for h in hits][:2] == ["mine", "theirs"]


def test_asked_about_someone_elses_health_theirs_stays_first(real: Hindsight) -> None:
    tell(real, "My son is allergic to peanuts.", "theirs", 0)
    tell(real, "I'm allergic to penicillin.", "mine", 1)
    assert real.recall("What is my son allergic to?", user_id="u", k=3).hits[0].record.source_ids == [
        "theirs"
    ]


@pytest.mark.parametrize(
    ("question", "area"),
    [
        ("What meds am I on?", "medication"),
        ("我现在吃什么药", "medication"),
        ("Am I still on sertraline?", "medication"),
        ("Am I allergic to anything?", "allergy"),
        ("我对什么过敏", "allergy"),
        ("what should I not eat?", "diet"),
        ("What health conditions do I have?", "condition"),
        ("我有什么病", "condition"),
        ("what am I training for?", "training"),
    ],
)
def test_the_health_asked(question: str, area: str) -> None:
    assert asked_health(question) == area


@pytest.mark.parametrize(
    "question",
    [
        "what's my wife allergic to?",
        "what does my dad take?",
        "我老婆对什么过敏",
        "我爸吃什么药",
        "do I take the bus to work?",
        "am I on call this weekend?",
        "where do I live?",
        "what should I cook tonight?",
        "how's my sister doing?",
        "what car do I drive?",
        "我今天干嘛了",
        "what time is my flight?",
    ],
)
def test_no_health_of_ones_own_asked(question: str) -> None:
    assert asked_health(question) is None
