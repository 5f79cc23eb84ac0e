"""A debt paid off ("paid off my car loan!!", "I finally paid off my student loans", 车贷终于还清了, 我把花呗还清了,
信用卡我已经还清了) gives up what was owed on it: asked how much is still owed, or whether the loan is still there,
the payoff ranks above the amount said owed before ("still owe about 12k on my car loan" had come first, as if the
user still owed it); a part paid ("paid off 5k of my loan") or someone else's (他把钱还清了) gives nothing up."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.displaced import displaced_terms
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("text", "given_up"),
    [
        ("The user said: paid off my car loan!!", ("car", "loan")),
        ("The user said: I finally paid off my student loans", ("student", "loans")),
        ("用户说：车贷终于还清了！", ("车贷",)),
        ("用户说：我把花呗还清了", ("花呗",)),
        ("用户说：我的房贷还完了", ("房贷",)),
        ("用户说：信用卡我已经还清了", ("信用卡",)),
    ],
)
def test_a_debt_paid_off_is_given_up(text: str, given_up: tuple[str, ...]) -> None:
    assert displaced_terms(text) == (given_up,)


@pytest.mark.parametrize(
    "text",
    [
        "The user said: paid off 5k of my loan",
        "The user said: the hard work paid off",
        "用户说：他把钱还清了",
        "用户说：房贷还剩八十万",
        "用户说：作业终于写完了",
    ],
)
def test_no_debt_paid_off_gives_nothing_up(text: str) -> None:
    assert displaced_terms(text) == ()


@pytest.mark.parametrize(
    ("owed", "paid", "question"),
    [
        (
            "still owe about 12k on my car loan",
            "paid off my car loan!!",
            "how much do I still owe on my car loan?",
        ),
        ("still owe about 12k on my car loan", "paid off my car loan!!", "do I still have a car loan?"),
        (
            "I have 9k left on my student loans",
            "I finally paid off my student loans",
            "what's left on my student loans?",
        ),
        ("车贷还剩五万", "车贷终于还清了！", "我车贷还剩多少"),
        ("花呗还欠三千", "我把花呗还清了", "我花呗还欠多少"),
    ],
)
def test_the_payoff_ranks_above_what_was_owed(real: Hindsight, owed: str, paid: str, question: str) -> None:
    tell(real, owed, "owed", 0)
    tell(real, "I went hiking today, legs are dead", "other", 3)
    tell(real, "今天去超市买了点水果", "other2", 4)
    tell(real, paid, "paid", 30)
    assert first(real, question) == ["paid"]
