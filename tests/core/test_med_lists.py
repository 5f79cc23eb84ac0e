"""A list of the medications one takes, under a line saying they are one's own ("my meds now:\n- metformin 1000mg
twice daily\n- lisinopril 10mg", a markdown table of them, 我现在吃的药：\n- 二甲双胍 每次1000mg), filled no dose, so a
dose changed in the list left the one said before current and "what's my metformin dose?" answered the old one.
Each item with a dose is the speaker's, as "I'm on metformin 1000mg" is; someone else's list ("My mom's meds:",
我妈吃的药：) or a list of no medications (a shopping list) is not."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import ALL_STATUSES, by_source, tell
from tests.core.slot_helpers import own_slots

_NEW_LIST = "my meds now:\n- metformin 1000mg twice daily\n- lisinopril 10mg once daily"


@pytest.mark.parametrize(
    ("before", "listed"),
    [
        ("I'm on metformin 500mg twice a day", _NEW_LIST),
        (
            "I'm on metformin 500mg twice a day",
            "My current medications:\n| Medication | Dose |\n|---|---|\n| Metformin | 1000mg twice daily |\n"
            "| Lisinopril | 10mg daily |",
        ),
        ("I take metformin 500mg", "meds I'm on:\n1. Metformin 1000mg\n2. Lisinopril 10mg"),
        ("我现在吃二甲双胍，每次500mg", "我现在吃的药：\n- 二甲双胍 每次1000mg 每天两次\n- 阿托伐他汀 20mg"),
        ("我现在吃二甲双胍，每次500mg", "我的用药：\n| 药名 | 剂量 |\n|---|---|\n| 二甲双胍 | 每次1000mg |"),
    ],
)
def test_a_dose_changed_in_ones_list_of_meds_supersedes_the_old(
    hs: Hindsight, before: str, listed: str
) -> None:
    tell(hs, before, "before", 0)
    tell(hs, listed, "list", 1)
    assert by_source(hs)["before"].superseded_by is not None


@pytest.mark.parametrize(
    "said",
    [
        "My mom's meds:\n- metformin 1000mg\n- lisinopril 10mg",
        "我妈吃的药：\n- 二甲双胍 1000mg",
        "my shopping list:\n- milk 2 l\n- flour 500g",
    ],
)
def test_a_list_of_anyone_elses_meds_or_of_no_meds_fills_no_dose_of_the_users(said: str) -> None:
    assert not [slot for slot, _ in own_slots(said) if slot.startswith("dose_")]


def test_the_list_ends_at_a_line_that_is_none_of_its_items() -> None:
    said = "my meds:\n- metformin 500mg\nThe doctor said 10mg is too low for lisinopril"
    assert own_slots(said) == [("dose_metformin", "500mg")]


def test_asked_for_ones_dose_the_list_answers(real: Hindsight) -> None:
    tell(real, "I'm on metformin 500mg twice a day", "before", 0)
    tell(real, _NEW_LIST, "list", 1)
    top = real.recall("what's my metformin dose?", user_id="u", k=3, reinforce=False).hits[0]
    assert "1000mg" in top.record.text


@pytest.mark.parametrize(
    ("said", "doses"),
    [
        ("My meds: metformin 500mg, lisinopril 10mg", {"dose_metformin", "dose_lisinopril"}),
        ("I take metformin 500mg and lisinopril 10mg daily", {"dose_metformin", "dose_lisinopril"}),
        (
            "I'm on metformin 500mg twice a day plus atorvastatin 20mg at night",
            {"dose_metformin", "dose_atorvastatin"},
        ),
        ("我现在吃二甲双胍500mg和阿托伐他汀20mg", {"dose_二甲双胍", "dose_阿托伐他汀"}),
    ],
)
def test_a_list_said_in_one_line_fills_each_medications_dose(said: str, doses: set[str]) -> None:
    """Said in one line, the list filled its first medication's dose only: lisinopril's was never stored, so a
    change of it superseded nothing and "what's my lisinopril dose?" had no answer."""
    assert {slot for slot, _ in own_slots(said) if slot.startswith("dose_")} == doses


@pytest.mark.parametrize(
    "said",
    [
        "I take metformin 500mg, twice a day",  # one medication, its schedule after a comma
        "my mom takes metformin 500mg and lisinopril 10mg",  # someone else's
        "I'm taking ibuprofen 400mg and I feel better",  # one medication, then something else
    ],
)
def test_a_line_of_one_medication_or_of_someone_elses_is_no_list(said: str) -> None:
    assert len([slot for slot, _ in own_slots(said) if slot.startswith("dose_")]) <= (
        0 if "mom" in said else 1
    )


def test_a_dose_changed_after_a_one_line_list_supersedes_the_listed_one(hs: Hindsight) -> None:
    tell(hs, "I take metformin 500mg and lisinopril 10mg daily", "list", 0)
    tell(hs, "I'm on lisinopril 20mg now", "after", 1)
    doses = sorted(
        (
            r
            for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
            if r.attributes.get("attribute") == "dose_lisinopril"
        ),
        key=lambda r: r.valid_from,
    )
    assert [(r.attributes["value"], r.superseded_by is not None) for r in doses] == [
        ("10mg daily", True),
        ("20mg", False),
    ]


@pytest.mark.parametrize(
    ("said", "doses"),
    [
        (
            "I take fish oil and vitamin D every morning",
            {("dose_fish_oil", "every morning"), ("dose_vitamin_d", "every morning")},
        ),
        (
            "I'm on metformin and lisinopril",
            {("dose_metformin", "metformin"), ("dose_lisinopril", "lisinopril")},
        ),
        (
            "I'm currently taking sertraline, atorvastatin and vitamin D",
            {
                ("dose_sertraline", "sertraline"),
                ("dose_atorvastatin", "atorvastatin"),
                ("dose_vitamin_d", "vitamin D"),
            },
        ),
        ("我每天吃鱼油和维生素D", {("dose_鱼油", "鱼油"), ("dose_维生素d", "维生素D")}),
        (
            "我现在在吃二甲双胍和阿托伐他汀",
            {("dose_二甲双胍", "二甲双胍"), ("dose_阿托伐他汀", "阿托伐他汀")},
        ),
        (
            "I'm taking metformin and lisinopril for my diabetes and blood pressure",
            {("dose_metformin", "metformin"), ("dose_lisinopril", "lisinopril")},
        ),
    ],
)
def test_medications_listed_with_no_dose_each_fill_their_slot(said: str, doses: set[tuple[str, str]]) -> None:
    """Named in a list with no dose, they filled the first one's slot at most ("I'm on metformin and lisinopril" was
    metformin alone; "I take fish oil and vitamin D every morning" and 我每天吃鱼油和维生素D filled none)."""
    assert {(slot, value) for slot, value in own_slots(said) if slot.startswith("dose_")} == doses


@pytest.mark.parametrize(
    "said",
    [
        "my dad takes metformin and lisinopril",
        "should I take fish oil and vitamin D?",
        "if I take fish oil and vitamin D every morning will it help",
        "I used to take fish oil and vitamin D",
        "I take the train and the bus every morning",
        "I'm on the train and almost home",
        "I take my coffee and my toast in the garden",
        "I'm on the phone and the laptop all day",
        "I take sugar and milk in my coffee",
        "I take Spanish and French classes",
        "I'm on call and on duty tonight",
        "我妈每天吃鱼油和维生素D",
        "我每天吃米饭和面条",
        "我要不要吃鱼油和维生素D",
    ],
)
def test_a_list_of_someone_elses_asked_or_of_no_medications_fills_no_dose(said: str) -> None:
    assert [slot for slot, _ in own_slots(said) if slot.startswith("dose_")] == []


@pytest.mark.parametrize(
    ("said", "doses"),
    [
        (
            "I stopped metformin and lisinopril",
            {("dose_metformin", "not metformin"), ("dose_lisinopril", "not lisinopril")},
        ),
        (
            "I'm off metformin and lisinopril now",
            {("dose_metformin", "not metformin"), ("dose_lisinopril", "not lisinopril")},
        ),
        (
            "I came off sertraline and lithium in May",
            {("dose_sertraline", "not sertraline"), ("dose_lithium", "not lithium")},
        ),
        (
            "我停了二甲双胍和阿托伐他汀",
            {("dose_二甲双胍", "not 二甲双胍"), ("dose_阿托伐他汀", "not 阿托伐他汀")},
        ),
    ],
)
def test_medications_stopped_in_a_list_each_end(said: str, doses: set[tuple[str, str]]) -> None:
    """ "I stopped metformin and lisinopril" ended metformin alone: lisinopril stayed current."""
    assert {(slot, value) for slot, value in own_slots(said) if slot.startswith("dose_")} == doses


@pytest.mark.parametrize(
    "said",
    [
        "my dad stopped metformin and lisinopril",
        "should I stop metformin and lisinopril?",
        "I stopped the car and the bus",
        "我停了跑步和游泳",
        "我爸停了二甲双胍和阿托伐他汀",
    ],
)
def test_a_list_stopped_of_someone_elses_asked_or_of_no_medications_ends_no_dose(said: str) -> None:
    assert [slot for slot, _ in own_slots(said) if slot.startswith("dose_")] == []
