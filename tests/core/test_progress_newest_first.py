"""Asked how far they have come ("how much have I saved?", "how much weight have I lost?", 我存了多少钱), the user's
newest report of it comes first. Reports of progress say no word of change ("I've saved $40k for the house so far",
"I've saved $52k now", "I have $60k saved for the house"), so the oldest or a middle one ranked first as often as
the newest, among weeks of other things said."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell

# weeks of other things said around the reports
_AROUND = [
    "My sister Mia is visiting next weekend",
    "I switched to a standing desk at work",
    "We adopted a cat named Biscuit",
    "I'm reading Project Hail Mary, it's great",
    "the car needs new tyres before winter",
    "我周末去爬山了，天气很好",
    "my manager wants the report by Friday",
    "Tried the new ramen place on 5th, loved it",
]


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


def _first(hs: Hindsight, reports: list[str], question: str) -> str:
    """Tell ``reports`` three weeks apart among :data:`_AROUND`; the text of the best hit for ``question``."""
    for n, text in enumerate(_AROUND):
        tell(hs, text, f"a{n}", 2 + 10 * n)
    for n, text in enumerate(reports):
        tell(hs, text, f"r{n}", 21 * n)
    return hs.recall(question, user_id="u", k=5).hits[0].record.text


@pytest.mark.parametrize(
    ("reports", "question", "newest"),
    [
        (
            [
                "I've saved $40k for the house so far",
                "I've saved $52k now",
                "I have $60k saved for the house",
            ],
            "how much have I saved?",
            "$60k",
        ),
        (
            ["I've lost 3kg so far", "I've lost 6kg now", "lost 8kg total!"],
            "how much weight have I lost?",
            "8kg",
        ),
        (
            [
                "I've read 5 books this year",
                "I've read 12 books so far this year",
                "read my 20th book this year!",
            ],
            "how many books have I read this year?",
            "20th",
        ),
        (
            ["我在存钱买房，已经存了二十万", "存款到三十万了", "我现在存了三十五万"],
            "我存了多少钱",
            "三十五万",
        ),
    ],
)
def test_the_newest_report_of_progress_comes_first(
    hs: Hindsight, reports: list[str], question: str, newest: str
) -> None:
    assert newest in _first(hs, reports, question)


def test_a_newer_amount_of_another_thing_stays_below(hs: Hindsight) -> None:
    reports = ["I've saved $40k for the house so far", "I saved $15 on groceries with a coupon today"]
    assert "$40k" in _first(hs, reports, "how much have I saved for the house?")


@pytest.mark.parametrize(
    ("reports", "question", "newest"),
    [
        (["房贷还剩八十万", "我们在看装修的事", "房贷还剩七十五万了"], "我房贷还剩多少", "七十五万"),
        (["信用卡还欠两万", "这个月还了五千，信用卡还欠一万五"], "我信用卡还欠多少", "一万五"),
        (
            [
                "I still owe about 12k on my student loans",
                "made an extra payment, I owe 10k on my student loans now",
                "I owe 9k on my student loans now",
            ],
            "how much do I still owe on my student loans?",
            "9k",
        ),
        (
            ["I have 14k left on my car loan", "only 11k left on the car loan"],
            "how much is left on my car loan?",
            "11k",
        ),
    ],
)
def test_what_is_left_of_a_debt_is_the_newest_report(
    hs: Hindsight, reports: list[str], question: str, newest: str
) -> None:
    # a debt paid down is reported as it runs ("房贷还剩八十万", then "房贷还剩七十五万了"): the oldest came first
    assert newest in _first(hs, reports, question)
