"""The school one goes to, said as students say it ("I'm a junior at Stanford", "I attend NYU", "I transferred to
Boston College", 我在复旦读大三, 我是北大的学生, 我唸台大): the ``school`` slot, as "my school is UCLA" fills it, so a
transfer supersedes the one before, "where do I go to school?" / 我在哪上学 brings the newest, and a graduation ends it.
Before, only "my school is ..." filled it: every other way a student says it was a record with no slot."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, slot_records, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("I'm a junior at Stanford", "Stanford"),
        ("I'm a PhD student at ETH Zurich, second year", "ETH Zurich"),
        ("I'm studying at the University of Toronto", "University of Toronto"),
        ("I go to Ohio State University", "Ohio State University"),
        ("I attend NYU", "NYU"),
        ("I transferred to Boston College last fall", "Boston College"),
        ("I started grad school at UCLA in September", "UCLA"),
        ("I'm in my second year at Leeds", "Leeds"),
        ("I'm a senior at Lincoln High School", "Lincoln High School"),
        ("我在复旦读大三", "复旦"),
        ("我现在在北大读书", "北大"),
        ("我是清华的研究生", "清华"),
        ("我唸台大", "台大"),
        ("我转学到了浙大", "浙大"),
        ("我在人大附中上高二", "人大附中"),
    ],
)
def test_the_school_one_goes_to_is_the_school_slot(text: str, school: str) -> None:
    assert ("school", school) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm studying at Starbucks today",
        "I'm studying at the library",
        "I go to IKEA every week",
        "I was a student at UCLA",
        "my son is a junior at Stanford",
        "If I go to Harvard I'll be broke",
        "I transferred to the Boston office",
        "I'm a nurse at St Mary's",
        "I'm a regular at Starbucks",
        "我以前在北大读书",
        "我女儿在北大读书",
        "我在图书馆读书",
        "我在美国读研",
        "我在大学读书",
        "我是老大的学生",
    ],
)
def test_no_school_of_the_speakers_in_a_place_a_time_before_or_someone_elses(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "school"] == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I study computer science at MIT", {("major", "computer science"), ("school", "MIT")}),
        ("I'm a CS major at Stanford", {("major", "CS"), ("school", "Stanford")}),
        ("我在北大读研，学计算机", {("major", "计算机"), ("school", "北大")}),
    ],
)
def test_what_one_studies_and_where_said_together_are_both_read(
    text: str, slot: set[tuple[str, str]]
) -> None:
    assert slot <= set(slots(text))


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("where do I go to school?", "school"),
        ("what college do I attend?", "school"),
        ("which uni am I at?", "school"),
        ("我在哪上学", "school"),
        ("我在哪所大学读研", "school"),
        ("我是哪个学校的", "school"),
        ("where does my son go to school?", None),
        ("我女儿在哪上学", None),
    ],
)
def test_a_question_about_ones_school_asks_the_school_slot(question: str, asked: str | None) -> None:
    assert asked_slot(question) == asked


def test_a_transfer_supersedes_the_school_and_is_answered_first(real: Hindsight) -> None:
    for n, text in enumerate(["I love jazz", "Work was crazy today", "my sister goes to NYU"]):
        tell(real, text, f"o{n}", n - 10)
    tell(real, "I'm a sophomore at Ohio State University", "m1", 0)
    tell(real, "I transferred to Boston College, finally!", "m2", 120)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id
    assert first(real, "where do I go to school?") == ["m2"]
    assert first(real, "what school am I at?") == ["m2"]


def test_a_graduation_ends_the_school_kept_as_history(real: Hindsight) -> None:
    tell(real, "我在复旦读大三", "m1", 0)
    tell(real, "我毕业了！", "m2", 400)
    said = slot_records(real, "school")
    assert said["m1"].superseded_by == said["m2"].id
    assert said["m2"].attributes.get("value") == "not 复旦"


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("我喺港大讀緊書", "港大"),
        ("我而家喺中大讀緊碩士", "中大"),
        ("我仲喺理大讀緊大學", "理大"),
    ],
)
def test_the_school_said_in_cantonese_is_the_school_slot(text: str, school: str) -> None:
    """讀緊 is Cantonese for 在读 (studying now): 我喺港大讀緊書 is 我在港大读书."""
    assert ("school", school) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "讀緊書",
        "我仲讀緊大學",
        "我仲讀緊書，未出嚟做嘢",
        "我而家讀緊碩士",
        "我还在读书，没工作",
        "我现在在读研",
        "我在读大三",
        "我還在念高中",
        "我仲喺度讀緊大學",  # 喺度: Cantonese "at it", doing now
        "我都仲讀緊書咋",  # 咋, 㗎, 啫: Cantonese particles closing the sentence
        "我仲讀緊大學㗎",
    ],
)
def test_studying_now_with_no_school_named_is_being_a_student(text: str) -> None:
    assert ("job", "学生") in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在读书",  # Mandarin: reading, or studying: not said which
        "我在读书呢，等下回你",
        "我睇緊書",
        "我食緊飯",
        "我做緊嘢",
        "我仔讀緊小學",
        "我女儿在读大学",
        "我以前在读大学的时候很穷",
        "如果我还在读书就好了",
        "我在读一本小说",
        "我在上学的路上",
        "你还在读书吗",
    ],
)
def test_reading_someone_elses_studies_or_a_time_before_is_no_student(text: str) -> None:
    assert [slot for slot in own_slots(text) if slot == ("job", "学生")] == []
