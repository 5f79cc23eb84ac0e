"""Symptoms said together ("I have a cough and a sore throat", "I've got a fever, a headache and a cold", 我又咳嗽又发烧)
filled the first alone, so the sore throat was never held and "the sore throat is gone" ended nothing: each one named
beside the speaker's onset is a symptom of its own. Beside someone else's ("my son has a cold and a fever", 我妈又咳嗽又
发烧) or beside no symptom ("I have a meeting and a headache", "I bought soup and a cold drink") none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "symptoms"),
    [
        ("I have a cough and a sore throat", ["cough", "sore throat"]),
        ("I've got a fever, a headache and a cold", ["fever", "headache", "cold"]),
        ("I caught a cold and now a fever", ["cold", "fever"]),
        ("My son has a cough. I have a cold and a fever", ["cold", "fever"]),
        ("我又咳嗽又发烧", ["cough", "fever"]),
        ("我最近又失眠又头疼", ["insomnia", "headache"]),
        # listed with 、 or joined by 还 ("and also")
        ("我头疼、发烧", ["headache", "fever"]),
        ("我咳嗽、发烧", ["cough", "fever"]),
        ("我有点头疼、还发烧", ["headache", "fever"]),
        ("我头疼还发烧", ["headache", "fever"]),
        ("我感冒、嗓子疼", ["cold", "sore throat"]),
        # the part that aches too, in the clause after (嗓子也疼 is a sore throat)
        ("我咳嗽，嗓子也疼", ["cough", "sore throat"]),
        ("我发烧了，头也有点疼", ["fever", "headache"]),
        ("我感冒了，嗓子还疼", ["cold", "sore throat"]),
    ],
)
def test_each_symptom_said_together_is_held(text: str, symptoms: list[str]) -> None:
    assert [value for slot, value in own_slots(text) if slot == "symptom"] == symptoms


@pytest.mark.parametrize(
    "text",
    [
        "my son has a cold and a fever",
        "I have a meeting and a headache",
        "I bought soup and a cold drink",
        "我妈又咳嗽又发烧",
        "我妈头疼、发烧",
        "如果我头疼、发烧怎么办",
        "头疼、发烧、咳嗽是新冠的症状吗",
        "我妈咳嗽，嗓子也疼",
        "今天开会，头也疼",
        "如果我咳嗽，嗓子也疼怎么办",
    ],
)
def test_beside_anothers_or_no_symptom_is_none(text: str) -> None:
    assert [value for slot, value in own_slots(text) if slot == "symptom"] == []


def test_the_second_symptom_is_held_and_its_end_ends_it_alone(hs: Hindsight) -> None:
    tell(hs, "I have a cough and a sore throat", "m1", 0)
    tell(hs, "the sore throat is gone", "m2", 5)
    held = {
        r.attributes.get("value"): r.valid_to is None
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") == "symptom" and r.source_ids == ["m1"]
    }
    assert held == {"cough": True, "sore throat": False}


def test_symptoms_listed_in_chinese_are_held_and_one_ends_alone(hs: Hindsight) -> None:
    tell(hs, "我头疼、发烧", "m1", 0)
    tell(hs, "烧退了", "m2", 3)
    held = {
        r.attributes.get("value"): r.valid_to is None
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") == "symptom" and r.source_ids == ["m1"]
    }
    assert held == {"headache": True, "fever": False}


def test_the_part_aching_too_is_held_and_its_end_ends_it_alone(hs: Hindsight) -> None:
    tell(hs, "我咳嗽，嗓子也疼", "m1", 0)
    tell(hs, "嗓子疼好了", "m2", 3)
    held = {
        r.attributes.get("value"): r.valid_to is None
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") == "symptom" and r.source_ids == ["m1"]
    }
    assert held == {"cough": True, "sore throat": False}
