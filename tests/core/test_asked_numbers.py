"""A question for a number of the speaker's own ("how much is my rent?", 我现在体重多少, "when do I get up?") asks for
the slot the rules read it into, so recall answers with the speaker's current value first, not a newer one of
someone else's ("my sister's rent is 3,000", 我老公体重80公斤, "my husband gets up at 7") (the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.asked_numbers import asked_number
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("how much is my rent?", "rent"),
        ("what's our mortgage now?", "mortgage"),
        ("how much rent do I pay?", "rent"),
        ("what do I pay in rent?", "rent"),
        ("how much do I weigh?", "weight"),
        ("what do I weigh now?", "weight"),
        ("when do I get up?", "wake_time"),
        ("what time do I usually wake up?", "wake_time"),
        ("what time do I go to bed?", "bedtime"),
        ("what's my bedtime?", "bedtime"),
        ("我房租多少", "房租"),
        ("我每个月房贷还多少", "房贷"),
        ("我现在体重多少", "weight"),
        ("我多少斤", "weight"),
        ("我几点起床", "wake_time"),
        ("我一般几点睡觉", "bedtime"),
    ],
)
def test_a_question_for_a_number_of_ones_own_asks_its_slot(question: str, slot: str) -> None:
    assert asked_number(question) == slot


@pytest.mark.parametrize(
    "question",
    [
        "how much is my sister's rent?",
        "what's my rent budget?",
        "how much is the rent for a 2br?",
        "how much does my dog weigh?",
        "how much should I weigh?",
        "what should I weigh?",
        "when does my son get up?",
        "what time is it?",
        "when do I get my results?",
        "我姐房租多少",
        "我老公体重多少",
        "我儿子几点起床",
        "我该几点睡",
        "我几点的飞机",
    ],
)
def test_a_question_for_anothers_number_or_none_asks_no_slot_of_ones_own(question: str) -> None:
    assert asked_number(question) is None


@pytest.mark.parametrize(
    ("mine", "other", "question"),
    [
        ("my rent is 2,200 a month", "my sister's rent is 3,000", "how much is my rent?"),
        ("我体重65公斤", "我老公体重80公斤", "我现在体重多少"),
        ("I get up at 5:30 every day", "my husband gets up at 7 now", "what time do I get up?"),
    ],
)
def test_ones_own_number_is_recalled_before_a_newer_one_of_someone_else(
    real: Hindsight, mine: str, other: str, question: str
) -> None:
    tell(real, mine, "mine", 0)
    tell(real, other, "other", 3)
    assert first(real, question) == ["mine"]


@pytest.mark.parametrize(
    ("older", "newer", "question"),
    [
        ("my rent is $1,800 a month", "rent went up again, paying 1,950 for it now", "how much is my rent?"),
        ("增肌 现在75公斤 体脂22%", "体重78了 体脂19%", "我现在体重多少"),
    ],
)
def test_a_newer_number_said_in_few_words_is_not_put_below_the_older(
    real: Hindsight, older: str, newer: str, question: str
) -> None:
    # the newer one holds no slot a rule reads: the older, holding it, was lifted first as the current value
    tell(real, older, "m0", 0)
    tell(real, newer, "m1", 90)
    assert first(real, question) == ["m1"]
