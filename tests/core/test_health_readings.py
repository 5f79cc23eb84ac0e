"""A health reading the user reports over weeks and months ("BP was 142/90 this morning", "my A1c came back at 6.9",
later "A1c down to 6.1!"; 糖化血红蛋白7.1, later 糖化降到6.3了) filled no slot, so the older reading ranked first for
"what's my A1c?" as often as the newer: each measure is one slot in both languages, the newer reading supersedes
the older and recall answers with it first, the older kept and still found for a trend. Someone else's reading, one
wished, asked about or of a time gone fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes

from .retain_helpers import by_source, tell


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("BP was 142/90 this morning", "blood_pressure", "142/90"),
        ("took my BP at home, 135/85", "blood_pressure", "135/85"),
        ("my blood pressure is down to 128 over 82", "blood_pressure", "128/82"),
        ("my A1c came back at 6.9", "a1c", "6.9"),
        ("A1c down to 6.1!", "a1c", "6.1"),
        ("HbA1c was 7.2 at my last checkup", "a1c", "7.2"),
        ("the doctor said my A1c is 6.9%", "a1c", "6.9"),
        ("fasting blood sugar 126 this morning, not great", "blood_sugar", "126"),
        ("blood sugar was 180 after dinner", "blood_sugar_after_meals", "180"),
        ("got my labs back: LDL 142", "ldl_cholesterol", "142"),
        ("今天早上量了血压，135/85", "blood_pressure", "135/85"),
        ("我血压一直在130/85左右", "blood_pressure", "130/85"),
        ("空腹血糖7.2，医生说要控制饮食", "blood_sugar", "7.2"),
        ("血糖降到6.1了", "blood_sugar", "6.1"),
        ("糖化血红蛋白7.1", "a1c", "7.1"),
        ("医生说我的糖化是6.8", "a1c", "6.8"),
        ("总胆固醇5.9", "cholesterol", "5.9"),
    ],
)
def test_a_reading_fills_its_measures_slot(text: str, slot: str, value: str) -> None:
    assert [(m.attribute, m.value, m.owner) for m in find_attributes(text)] == [(slot, value, None)]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        # since what one did, said before the reading: these filled none
        ("吃药以后血压降到125/80了", "blood_pressure", "125/80"),
        ("吃了降压药以后血压130/85", "blood_pressure", "130/85"),
        ("运动了一个月血糖降到6.1", "blood_sugar", "6.1"),
    ],
)
def test_a_reading_said_after_what_one_did_fills_its_slot(text: str, slot: str, value: str) -> None:
    assert [(m.attribute, m.value, m.owner) for m in find_attributes(text)] == [(slot, value, None)]


@pytest.mark.parametrize(
    "text", ["我妈吃药以后血压降到140/90了", "我想吃药以后血压降到120/80", "我爸运动以后血糖降到7了"]
)
def test_anothers_or_a_wished_reading_after_what_was_done_is_none_of_the_speakers(text: str) -> None:
    assert [m for m in find_attributes(text) if m.owner is None] == []


def test_a_reading_after_the_medicine_supersedes_the_one_before(hs: Hindsight) -> None:
    tell(hs, "我血压140/90", "before", 0)
    tell(hs, "吃药以后血压降到125/80了", "after", 30)
    said = by_source(hs)
    assert said["before"].superseded_by == said["after"].id and said["after"].valid_to is None


@pytest.mark.parametrize(
    "text",
    [
        "my mom's blood pressure is 150/95",
        "My dad saw the cardiologist. BP was 160/100",
        "if my BP is over 140/90 I should call the doctor",
        "my A1c was 8.1 when I was diagnosed",
        "back in March my cholesterol was 250",
        "a normal blood pressure is 120/80",
        "my BP meds are 10 mg",
        "我妈血压160/100，有点担心",
        "我想把血糖降到6以下",
        "去年体检血压150/95",
        "血压140/90算高吗",
    ],
)
def test_anothers_a_wished_an_asked_or_a_past_reading_fills_none(text: str) -> None:
    assert find_attributes(text) == []


@pytest.mark.parametrize(
    ("older", "newer", "question"),
    [
        ("my A1c came back at 6.9", "A1c down to 6.1!", "what's my A1c?"),
        ("My blood pressure was 150/95 at the doctor's today", "took my BP at home, 128/82", "what's my blood pressure?"),
        ("糖化血红蛋白7.1，医生说要控制饮食", "糖化降到6.3了", "我的糖化血红蛋白多少"),
        ("今天早上量了血压，145/95", "血压降到125/80了", "我的血压怎么样"),
    ],
)  # fmt: skip
def test_the_newer_reading_comes_first_and_the_older_is_kept(
    real: Hindsight, older: str, newer: str, question: str
) -> None:
    tell(real, older, "older", 0)
    tell(real, newer, "newer", 60)
    records = by_source(real)
    assert records["older"].valid_to is not None and records["newer"].valid_to is None
    hits = [h.record.source_ids[0] for h in real.recall(question, user_id="u", k=5).hits]
    assert hits[:2] == ["newer", "older"]  # the older still found: "is it getting better?" sees both


@pytest.mark.parametrize(
    ("own", "anothers", "question"),
    [
        ("my blood pressure is 128/82", "my mom's blood pressure is 160/100, worried about her", "what's my blood pressure?"),
        ("my A1c came back at 6.4", "my dad's A1c is 8.2, he needs to see someone", "what was my last A1c?"),
        ("我的血压是120/80", "我妈血压160/100，有点担心", "我血压多少"),
        ("空腹血糖5.6，正常了", "我老公血糖8.2，医生让他控制饮食", "我的血糖怎么样"),
    ],
)  # fmt: skip
def test_asked_for_ones_own_reading_it_comes_before_a_relatives(
    real: Hindsight, own: str, anothers: str, question: str
) -> None:
    tell(real, own, "own", 0)
    tell(real, anothers, "anothers", 10)  # said later, and words of the question as much as the user's own
    assert real.recall(question, user_id="u", k=5).hits[0].record.source_ids[0] == "own"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("cholesterol 5.8 and LDL 3.9", [("cholesterol", "5.8"), ("ldl_cholesterol", "3.9")]),
        ("BP 120/80 and HDL 1.4!", [("blood_pressure", "120/80"), ("hdl_cholesterol", "1.4")]),
        ("体检结果：血压130/85，空腹血糖5.6", [("blood_pressure", "130/85"), ("blood_sugar", "5.6")]),
        ("化验单：空腹血糖6.2", [("blood_sugar", "6.2")]),
    ],
)
def test_each_reading_of_a_line_of_results_fills_its_slot(text: str, read: list[tuple[str, str]]) -> None:
    """ "cholesterol 5.8 and LDL 3.9" read the cholesterol alone, and 体检结果：血压130/85 no blood pressure (a reading
    opening after a colon was not the speaker's)."""
    assert sorted((m.attribute, m.value) for m in find_attributes(text)) == sorted(read)


def test_a_reading_said_after_another_supersedes_its_own_alone(real: Hindsight) -> None:
    """The LDL said after the cholesterol has its own record, so a newer LDL ends it and the cholesterol stays."""
    tell(real, "got my labs back: cholesterol 5.8 and LDL 3.9", "first", 0)
    tell(real, "LDL down to 3.1!", "newer", 60)
    slots = {
        (r.attributes.get("attribute"), r.attributes.get("value")): r.valid_to is None
        and r.superseded_by is None
        for r in real.list_records(user_id="u")
    }
    assert slots[("cholesterol", "5.8")] and slots[("ldl_cholesterol", "3.1")]
    assert slots[("ldl_cholesterol", "3.9")] is False  # kept, as history
