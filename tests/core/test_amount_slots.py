"""An amount of the speaker's named by what it is of ("my rent is $1,800 a month", "I bumped my step goal to 10,000",
我房租三千五, 房东涨房租了，现在四千) is a slot: a later amount of the same thing supersedes it and recall answers with
the newer, while another thing's amount (a trip budget beside the rent, another PIN) changes nothing; a person's
age, a delay, a plan or a condition fills none (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Our rent is $1,800 a month.", ("rent", "$1,800")),
        ("ugh our rent went up to $1,950", ("rent", "$1,950")),
        ("Our rent went up to $1,950 this month, ugh.", ("rent", "$1,950")),
        ("我每个月生活费预算三千", ("生活费预算", "三千")),
        ("My budget for the Japan trip is $2,000.", ("trip_budget", "$2,000")),
        ("I can stretch the trip budget to 2.5k actually.", ("trip_budget", "2.5k")),
        ("my daily step goal is 8000", ("step_goal", "8000")),
        ("I bumped my step goal to 10,000", ("step_goal", "10,000")),
        ("they changed the gate code to 4417", ("gate_code", "4417")),
        ("please remember my locker PIN is 0392", ("locker_pin", "0392")),
        ("my shoe size is 10.5 US", ("shoe_size", "10.5 US")),
        ("my credit score is 742", ("credit_score", "742")),
        ("我房租三千五一个月", ("房租", "三千五")),
        ("这次旅行预算两千块", ("旅行预算", "两千块")),
        ("房东涨房租了，现在四千", ("房租", "四千")),
        ("房租涨到四千了", ("房租", "四千")),
        ("我们家房贷每个月八千", ("房贷", "八千")),
        ("我鞋码42", ("鞋码", "42")),
        # a retirement account named by its number, with or without its balance (before, none: a word opens with a letter)
        ("my 401k balance is 85k", ("401k", "85k")),
        ("my 401(k) is at $85,000 now", ("401k", "$85,000")),
        ("my 403b balance is like 40k", ("403b", "40k")),
        ("My Roth IRA is at 22k", ("roth_ira", "22k")),
        # what its own rule reads keeps its slot
        ("my salary is $85,000", ("income", "$85,000")),
        ("我月薪一万五", ("income", "一万五")),
    ],
)
def test_an_amount_named_by_what_it_is_of_fills_that_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # an amount said roughly, in words or with "-ish", is kept as said
        ("my rent is a couple grand", ("rent", "a couple grand")),
        ("rent's about two grand a month", ("rent", "two grand")),
        ("my rent is like 1800-ish", ("rent", "1800-ish")),
        ("our rent went up to two and a half grand", ("rent", "two and a half grand")),
        ("my grocery budget is a few hundred bucks a month", ("grocery_budget", "a few hundred bucks")),
        ("my salary is two grand a week lol", ("income", "two grand")),
        ("I make like 2k-ish a month", ("income", "2k-ish")),
    ],
)
def test_an_amount_said_roughly_fills_its_slot_as_said(text: str, slot: tuple[str, str]) -> None:
    # "my rent is a couple grand", "my rent is like 1800-ish" filled no rent
    assert slot in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister's rent is a couple grand",
        "the rent for the bigger place would be two grand",
        "my rent is two years overdue lol",
        "my budget is a couple hundred",
        "my brother makes two grand a week",
        "I owe a couple hundred to my mom",
        "the trip cost two grand",
        "I've got two hundred followers now",
        "my goal is a few hundred steps more each day",
        "I spent a few hundred on shoes",
    ],
)
def test_an_amount_said_roughly_of_another_or_of_nothing_fills_none(text: str) -> None:
    assert own_slots(text) == [], slots(text)


def test_a_rough_rent_said_later_supersedes_the_rent_before(real: Hindsight) -> None:
    tell(real, "my rent is 1,800 a month", "rent", 0)
    tell(real, "ugh my rent went up to two grand", "rent2", 5)
    said = by_source(real)
    assert said["rent"].superseded_by == said["rent2"].id and said["rent2"].valid_to is None
    assert real.recall("how much is my rent?", user_id="u", k=3).hits[0].record.id == said["rent2"].id


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # the change said first, the amount now after it: these filled nothing
        ("ok so rent just went up again, now 2,650 a month", ("rent", "2,650")),
        ("our rent went up, it's now $2,400", ("rent", "$2,400")),
        ("rent went up again, now it's 2,500 lol", ("rent", "2,500")),
        ("the rent went up this month, now 2,300", ("rent", "2,300")),
        ("my credit score jumped — now at 780", ("credit_score", "780")),
    ],
)
def test_an_amount_said_after_its_change_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my rent went up, now I can't afford it",
        "my sister's rent went up, now it's 3k",
        "the rent went up, now 2 of us can't pay",
        "my rent went up, now 3 roommates",
        "my rent went up, now it's going to be 2,800",
        "My sister just moved to NYC. Rent went up, now it's 3,200",
    ],
)
def test_no_amount_after_a_change_of_anothers_or_of_something_else(text: str) -> None:
    assert own_slots(text) == [], slots(text)


def test_an_amount_said_after_its_change_supersedes_the_one_before(real: Hindsight) -> None:
    tell(real, "my rent is 2,400 a month", "rent", 0)
    tell(real, "ok so rent just went up again, now 2,650 a month", "rent2", 30)
    said = by_source(real)
    assert said["rent"].superseded_by == said["rent2"].id and said["rent2"].valid_to is None
    assert real.recall("how much is my rent?", user_id="u", k=3).hits[0].record.id == said["rent2"].id


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # an amount said as gone down or up to: these filled none
        ("my savings are down to 8k after the move", ("savings", "8k")),
        ("my credit score is back up to 760", ("credit_score", "760")),
        ("our rent is down to 1,900 after the renegotiation", ("rent", "1,900")),
        ("my debt is down to 12k", ("debt", "12k")),
    ],
)
def test_an_amount_said_as_down_or_up_to_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my budget is up to you",
        "my sister's savings are down to 2k",
        "my rent is up to the landlord",
        "my savings are down to nothing",
    ],
)
def test_down_or_up_to_no_amount_of_the_speakers_fills_none(text: str) -> None:
    assert own_slots(text) == [], slots(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # 多 or 出头 after the amount: 我房租三千多 filled nothing; kept as said
        ("房租三千多", ("房租", "三千多")),
        ("我房租三千多一个月", ("房租", "三千多")),
        ("我房租两千多块", ("房租", "两千多块")),
        ("我房租一万出头", ("房租", "一万出头")),
        ("我房租3000多", ("房租", "3000多")),
        ("房租涨到四千多了", ("房租", "四千多")),
        ("我存款十万多", ("存款", "十万多")),
    ],
)
def test_an_amount_said_roughly_in_chinese_fills_its_slot_as_said(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text", ["我朋友房租三千多", "如果房租三千多我就租", "我以前房租两千多", "这套房子房租要八千多"]
)
def test_a_rough_amount_in_chinese_of_another_a_plan_or_gone_fills_none(text: str) -> None:
    assert own_slots(text) == [], slots(text)


def test_a_rough_rent_in_chinese_supersedes_the_rent_before(real: Hindsight) -> None:
    tell(real, "我房租两千八", "rent", 0)
    tell(real, "房租涨到三千多了", "rent2", 30)
    said = by_source(real)
    assert said["rent"].superseded_by == said["rent2"].id and said["rent2"].valid_to is None
    assert real.recall("我房租多少", user_id="u", k=3).hits[0].record.id == said["rent2"].id


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # what a budget is for, said with where it goes: "for the trip to Japan" was japan_budget
        ("my budget for the trip to Japan is 4k", ("trip_budget", "4k")),
        ("my budget for the wedding in Italy is 30k", ("wedding_budget", "30k")),
        ("our budget for the move to Denver is 5k", ("move_budget", "5k")),
    ],
)
def test_a_budget_for_a_thing_said_with_its_place_is_the_things(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text), slots(text)


def test_a_trip_budget_said_either_way_is_one_budget(hs: Hindsight) -> None:
    tell(hs, "My budget for the Japan trip is $2,000.", "trip", 0)
    tell(hs, "my budget for the trip to Japan is 4k now", "trip2", 3)
    said = by_source(hs)
    assert said["trip"].superseded_by == said["trip2"].id and said["trip2"].valid_to is None


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # an amount said as what it usually is: these filled none
        ("my electric bill is usually around 120", ("electric_bill", "120")),
        ("my phone bill is normally 45 a month", ("phone_bill", "45")),
        ("my commute is usually 40 minutes", ("commute", "40 minutes")),
    ],
)
def test_an_amount_said_as_usual_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    ["my sister's bill is usually 200", "my budget is usually tight", "my son is usually 7th in class"],
)
def test_an_amount_said_as_usual_of_another_or_none_fills_none(text: str) -> None:
    assert own_slots(text) == [], slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my son is 7",
        "my flight is 3 hours late",
        "my house is 200 years old",
        "The gate code for my building is 4471.",
        "my sister's rent is $2,400",
        "I'm going to increase my budget to $3,000.",
        "I might cut the grocery budget to $300",
        "我想把预算提高到三千",
        "如果房租涨到五千我就搬家",
        # a time something is moved to is no amount of it
        "we moved the party to 7",
        "I changed the dinner to 8",
        "我以前房租三千",
        # no value of the speaker's that changes: another order is another fact, a price is no one's
        "my guess is 50",
        "our table is 4",
        "my order is 12345",
        "the price went up to $7",
        # a budget or a goal for nothing named: each purchase or plan has its own
        "男朋友下周过生日 预算五百 送啥好啊",
        "my budget is $300, which phone should I get?",
        "这个月目标七十二",
        "my wife's 401k is 120k",
        "should I put 10% in my 401k?",
        "my 401k match is 4%",
        "I'm 401k eligible at 90 days",
    ],
)
def test_no_amount_of_the_speakers_own_fills_none(text: str) -> None:
    assert own_slots(text) == [], slots(text)


def test_a_new_amount_supersedes_the_same_things_only_and_is_recalled_first(real: Hindsight) -> None:
    tell(real, "Our rent is $1,800 a month.", "rent", 0)
    tell(real, "My budget for the Japan trip is $2,000.", "trip", 1)
    tell(real, "ugh our rent went up to $1,950", "rent2", 2)
    tell(real, "I can stretch the trip budget to 2.5k actually.", "trip2", 3)
    said = by_source(real)
    assert said["rent"].superseded_by == said["rent2"].id and said["rent2"].valid_to is None
    assert said["trip"].superseded_by == said["trip2"].id and said["trip2"].valid_to is None
    assert real.recall("how much is our rent?", user_id="u", k=3).hits[0].record.id == said["rent2"].id
    assert (
        real.recall("what's my budget for the trip?", user_id="u", k=3).hits[0].record.id == said["trip2"].id
    )


def test_a_new_amount_said_in_chinese_supersedes_the_same_things_only(real: Hindsight) -> None:
    tell(real, "我房租三千五一个月", "rent", 0)
    tell(real, "这次旅行预算两千块", "trip", 1)
    tell(real, "房东涨房租了，现在四千", "rent2", 2)
    said = by_source(real)
    assert said["rent"].superseded_by == said["rent2"].id
    assert said["trip"].valid_to is None and said["rent2"].valid_to is None
    assert real.recall("我房租多少", user_id="u", k=3).hits[0].record.id == said["rent2"].id


def test_two_codes_of_two_things_are_two_current_memories(real: Hindsight) -> None:
    tell(real, "please remember my locker PIN is 0392", "locker", 0)
    tell(real, "my bike lock PIN is 1234", "bike", 1)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert len(records) == 2 and all(r.valid_to is None for r in records)
    assert real.recall("0392", user_id="u", k=2).hits[0].record.source_ids == ["locker"]


@pytest.mark.parametrize(
    "text",
    [
        "my car is 10 years old",
        "my laptop is 5 years old",
        "my gym is 10 minutes away",
        "my school is 2 miles from here",
    ],
)
def test_a_things_age_or_distance_is_no_value_of_it(text: str) -> None:
    assert own_slots(text) == []


def test_a_cars_age_leaves_the_car_current(real: Hindsight) -> None:
    # "my car is 10 years old" was the car "10 years old", and the Honda Civic its past value
    tell(real, "I drive a Honda Civic", "car", 0)
    tell(real, "my car is 10 years old, starting to rattle", "age", 1)
    said = by_source(real)
    assert said["car"].valid_to is None and said["car"].superseded_by is None
    assert said["car"].attributes["value"] == "Honda Civic"


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("搬到望京了 走路15分钟到公司 一居室 房租7800", ("lives_in", "望京")),
        ("We moved to Leeds last week and our rent is £900 now", ("lives_in", "Leeds")),
    ],
)
def test_a_move_said_beside_an_amount_holds_the_turn(text: str, slot: tuple[str, str]) -> None:
    # a rent said beside a move held the turn's record, so the move superseded no home
    from hindsight_core.extraction.turn_values import turn_slot

    said = turn_slot(text, None)
    assert (said["attribute"], said["value"]) == slot
