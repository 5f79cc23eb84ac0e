"""What one studies, said as students say it ("I'm majoring in psychology", "I'm a CS major", "I switched my major to
economics", "I started a PhD in bioinformatics at ETH", 我是学医的, 我在读研，学计算机, 我转专业了，现在学金融): the
``major`` slot, as "my major is psychology" / 我的专业是金融 fill it, so a switch supersedes the one before and "what's
my major?" / 我读的什么专业 (now a question of that slot) brings it first, above a roommate's. Before, none of these
filled it ("I'm a CS major" was one of many things one is), and 我学的什么专业 answered with the roommate's major."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.retain_helpers import T0, by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "major"),
    [
        ("I'm majoring in psychology at UCLA", "psychology"),
        ("I major in econ", "econ"),
        ("honestly I'm majoring in film and loving it", "film"),
        ("I switched my major to economics", "economics"),
        ("switched my major from bio to chemistry last semester", "chemistry"),
        ("I'm a CS major", "CS"),
        ("I'm an English major, so I read a lot", "English"),
        ("I started a PhD in bioinformatics at ETH", "bioinformatics"),
        ("I'm getting my masters in social work", "social work"),
        ("I study computer science at MIT", "computer science"),
        ("我是学医的", "医"),
        ("我是计算机专业的", "计算机"),
        ("我读的是计算机专业", "计算机"),
        ("我在读研，学计算机", "计算机"),
        ("我是武汉的大三学生 学计算机", "计算机"),
        ("我大三学生物", "生物"),
        ("我在北大读研究生，学的是金融", "金融"),
        ("我大四了，学的是会计", "会计"),
        ("我转专业了，现在学金融", "金融"),
        ("我转到了金融专业", "金融"),
    ],
)
def test_what_one_studies_fills_the_major(text: str, major: str) -> None:
    # (a school said with it is the school: "I study computer science at MIT"; 我在读研 says a student too)
    assert [s for s in own_slots(text) if s[0] != "school" and s != ("job", "学生")] == [("major", major)]


@pytest.mark.parametrize(
    "text",
    [
        "My roommate is majoring in chemistry",
        "my girlfriend is a CS major",
        "I want to major in art",
        "I might switch my major to art",
        "I'm a major fan of yours",
        "I'm studying hard at UCLA",
        "I study every night at Starbucks",
        "I'm studying French at the Alliance Francaise",
        "I switched my phone to silent",
        "我室友学的是法律",
        "我女儿是学医的",
        "我老公在读研，学计算机",
        "我想学金融",
        "我学的是吉他",
        "我是学生会的",
        "我是学校的老师",
        "我转到了三班",
        # a student of a year, no field 生 (学 of 学生)
        "我是大三学生",
        "我是研一学生",
        # being at university, 读书 of no field (its 书 was read as the major)
        "我在大学读书",
        "我在一所大学读书",
    ],
)
def test_no_major_of_anothers_a_wish_or_no_field(text: str) -> None:
    assert "major" not in [attribute for attribute, _ in slots(text)]


@pytest.mark.parametrize(
    ("text", "major"),
    [
        ("I'm doing a masters in data science part time", "data science"),
        ("I'm doing a PhD in chemistry part-time", "chemistry"),
        ("I'm getting my degree in nursing remotely", "nursing"),
        ("I'm majoring in computer science online", "computer science"),
        ("I'm majoring in night photography", "night photography"),
    ],
)
def test_how_one_studies_said_after_the_field_is_no_part_of_it(text: str, major: str) -> None:
    """ "a masters in data science part time" stored the major "data science part time"."""
    assert ("major", major) in slots(text)


def test_a_question_about_what_one_studies_asks_the_major() -> None:
    asked = [
        "what's my major?",
        "what do I study?",
        "what am I majoring in?",
        "我读的什么专业",
        "我学的什么专业",
        "我是什么专业的",
    ]
    assert [asked_slot(q) for q in asked] == ["major"] * 6
    for other in ("what do I study for the exam?", "what does my roommate study?", "我妹妹学的什么专业"):
        assert asked_slot(other) is None


@pytest.mark.parametrize(
    ("first", "roommate", "switch", "question"),
    [
        (
            "I'm majoring in psychology at UCLA",
            "My roommate is majoring in chemistry",
            "I switched my major to economics",
            "what's my major?",
        ),
        ("我的专业是金融", "我室友学的是法律专业", "我转专业了，现在学计算机", "我学的什么专业"),
    ],
)
def test_a_switch_supersedes_the_major_and_is_found_first(
    real: Hindsight, first: str, roommate: str, switch: str, question: str
) -> None:
    tell(real, first, "m1", 0)
    tell(real, roommate, "m2", 30)
    tell(real, switch, "m3", 200)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m3"].id and said["m1"].valid_to is not None
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=210)).hits
    assert [h.record.source_ids[0] for h in hits][:1] == ["m3"]
