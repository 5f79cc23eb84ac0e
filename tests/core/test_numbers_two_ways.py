"""A count said again with its number written another way ("I have two kids" after "I have 2 kids", 我有2只猫 after
我有两只猫) is that memory said twice; another count ("I have 3 kids", 我有三只猫) stays a memory of its own
(rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.values import same_statement, text_key, value_key
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("first", "again"),
    [
        ("I have 2 kids", "I have two kids"),
        ("I have three cats.", "I have 3 cats"),
        ("We've got twenty chickens", "We've got 20 chickens"),
        ("我有两只猫", "我有2只猫"),
        ("我有3个孩子。", "我有三个孩子"),
    ],
)
def test_a_count_written_another_way_is_one_memory_said_twice(
    real: Hindsight, first: str, again: str
) -> None:
    tell(real, first, "m0", 0)
    tell(real, again, "m1", 2)
    (record,) = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert record.source_ids == ["m0", "m1"] and record.occurrences == 2


@pytest.mark.parametrize(
    ("first", "other"),
    [
        ("I have 2 kids", "I have 3 kids"),
        ("I have two kids", "I have three kids"),
        ("I have two kids", "I have 3 kids"),
        ("I run 5k on Mondays", "I run 10k on Mondays"),
        ("我有两只猫", "我有三只猫"),
        ("我有2只猫", "我有三只猫"),
        ("周一开会", "周二开会"),
        ("我第一次去北京", "我第二次去北京"),
    ],
)
def test_another_count_stays_a_memory_of_its_own(real: Hindsight, first: str, other: str) -> None:
    tell(real, first, "m0", 0)
    tell(real, other, "m1", 2)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert sorted(r.source_ids for r in records) == [["m0"], ["m1"]]
    assert not same_statement(first, other) and text_key(first) != text_key(other)


def test_a_run_of_thousands_of_chinese_numerals_is_compared_as_written() -> None:
    # a count is read as a number (两只猫 is 2只猫): a run of thousands of numerals raised ValueError (Python reads
    # no integer of over 4,300 digits) wherever a statement was compared, and one of hundreds OverflowError in a value
    long, other = "我的编号是" + "二" * 5000 + "只", "我的编号是" + "二" * 4999 + "三只"
    assert same_statement(long, long) and not same_statement(long, other)
    assert text_key(long) != text_key(other)
    assert value_key("二" * 400 + "万") != value_key("二" * 399 + "三万")


def test_a_message_with_thousands_of_chinese_numerals_said_twice_is_one_memory(real: Hindsight) -> None:
    said = "我的编号是" + "二" * 5000 + "，我有两只猫"
    tell(real, said, "m0", 0)
    tell(real, said, "m1", 2)
    assert ["m0", "m1"] in [r.source_ids for r in real.list_records(user_id="u", statuses=ALL_STATUSES)]


@pytest.mark.parametrize(
    ("said", "digits"),
    [
        ("三千五", "3500"),
        ("一百五", "150"),
        ("两千五百", "2500"),
        ("一百零五", "105"),
        ("一千零五十", "1050"),
        ("一万五", "15000"),
        ("两万五", "25000"),
        ("两万五千", "25000"),
        ("1万5", "15000"),
        ("2.5万", "25000"),
        ("一万零五百", "10500"),
        ("一亿五", "150000000"),
        ("十五", "15"),
    ],
)
def test_an_amount_in_chinese_numerals_is_read_as_people_say_it(said: str, digits: str) -> None:
    # 三千五 is 3500 and 一万五 15000, as everyone says them: read as 3005 and 100005 they were another amount than
    # the same one written in digits
    assert value_key(said) == value_key(digits)


@pytest.mark.parametrize(
    ("first", "again"),
    [
        ("我月薪一万五", "我月薪15000"),
        ("我房租三千五", "我房租3500块"),
        ("我的房租是三千五", "我的房租是3500"),
        ("我的预算是两万五", "我的预算是25000"),
    ],
)
def test_an_amount_said_again_in_digits_is_no_change(real: Hindsight, first: str, again: str) -> None:
    tell(real, first, "m0", 0)
    tell(real, again, "m1", 2)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert all(r.valid_to is None and r.superseded_by is None for r in records)


@pytest.mark.parametrize(
    ("first", "other"), [("三千五", "三千零五"), ("一万五", "一万零五"), ("两万", "两万五")]
)
def test_another_amount_in_chinese_numerals_stays_another(first: str, other: str) -> None:
    assert value_key(first) != value_key(other)


@pytest.mark.parametrize(
    ("said", "again"),
    [
        ("两千块", "2000元"),
        ("三千五", "3500块钱"),
        ("一万五", "15000元"),
        ("2000 dollars", "$2,000"),
        ("2k bucks", "2000"),
        ("$1,800", "$1800"),
        ("2.5k", "2,500"),
        ("85k", "85,000"),
        ("$85k", "$85,000"),
        ("3 grand", "3000"),
        ("1,250,000", "1250000"),
    ],
)
def test_an_amount_written_with_commas_or_k_is_one_value(said: str, again: str) -> None:
    assert value_key(said) == value_key(again)


@pytest.mark.parametrize(
    ("said", "other"), [("$1,800", "$1,850"), ("2.5k", "25k"), ("85k", "850"), ("1,800", "18,000")]
)
def test_another_amount_stays_another(said: str, other: str) -> None:
    assert value_key(said) != value_key(other)


@pytest.mark.parametrize(
    ("first", "again"),
    [("my rent is $1,800 a month", "my rent is $1800"), ("I earn 85k", "my salary is 85,000")],
)
def test_an_amount_said_again_written_another_way_is_no_change(
    real: Hindsight, first: str, again: str
) -> None:
    tell(real, first, "m0", 0)
    tell(real, again, "m1", 2)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert all(r.valid_to is None and r.superseded_by is None for r in records)
