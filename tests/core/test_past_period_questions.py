"""A question about one's own slot asked of a past period it names ("Where did I live after college?", "Where did I
work when I was a student?") is not a question for the current value: the home or employer of today had been
ranked first whatever the period asked."""

from __future__ import annotations

from hindsight_core import Hindsight
from hindsight_core.recall.query import asks_a_past_period
from tests.core.recall_helpers import first
from tests.core.retain_helpers import chat


def test_a_past_period_asked_is_not_the_current_value(real: Hindsight) -> None:
    chat(
        real,
        "p1",
        [
            ("user", "After college I lived in Lyon for a year, best time of my life."),
            ("assistant", "Sounds lovely."),
            ("user", "what's a good red wine under $20?"),
        ],
    )
    chat(real, "p2", [("user", "I worked at a bakery when I was a student, 5am shifts.")], day=10)
    chat(real, "p3", [("user", "I live in Denver now, moved here in January.")], day=20)
    chat(real, "p4", [("user", "I work at Acme as a data analyst.")], day=25)
    assert first(real, "Where did I live after college?") == ["p1-0"]
    assert first(real, "Where did I work when I was a student?") == ["p2-0"]
    # asked without a period, the current value still comes first
    assert first(real, "Where do I live?") == ["p3-0"]
    assert first(real, "where did I live?") == ["p3-0"]
    assert first(real, "Where do I work?") == ["p4-0"]


def test_what_names_a_past_period() -> None:
    named = (
        "Who was my boss back in 2019?",
        "where was I living last year?",
        "Where did I work as a teenager?",
    )
    assert all(asks_a_past_period(q) for q in named)
    # a routine or the present is no past period ("after work" in the present tense)
    assert not any(asks_a_past_period(q) for q in ("Where do I go after work?", "Where am I living now?"))


def test_a_past_year_asked_in_chinese_is_not_the_current_home(real: Hindsight) -> None:
    """2020年我住在哪 names a year gone without a past tense (Chinese has none): the home's slot words had put
    "2021年我搬到了丹佛" (a year after it) first, above "我2018年到2021年住在波士顿"."""
    for day, text in enumerate(["我2018年到2021年住在波士顿", "工作很忙", "2021年我搬到了丹佛"]):
        chat(real, f"c{day}", [("user", text)], day=day)
    for question in ("2020年我住在哪", "2019年我住哪里？", "用户2020年住在哪个城市"):
        assert first(real, question) == ["c0-0"], question
    assert first(real, "我现在住在哪") == ["c2-0"]
    assert first(real, "我住在哪") == ["c2-0"]


def test_a_year_gone_asked_in_english_has_the_home_of_then_first(real: Hindsight) -> None:
    chat(real, "e0", [("user", "we moved to Denver in 2021, loving it so far")])
    chat(real, "e1", [("user", "work has been nuts this week")], day=1)
    chat(real, "e2", [("user", "lived in boston 2018 to 2021, hated the winters tbh")], day=2)
    for question in (
        "where did I live in 2020?",
        "Where was I living in 2019?",
        "what city did I live in in 2019",
    ):
        assert first(real, question) == ["e2-0"], question
    assert first(real, "where do I live?") == ["e0-0"]


def test_a_span_of_years_said_is_the_time_it_names(real: Hindsight) -> None:
    """ "之前2018到2021年我一直住在波士顿" had only its last year read (2021: a time after 2020), and "lived in boston
    from 2018 to 2021" none; the span is read whole, and the home of 2020 and 2019 comes first."""
    for day, text in enumerate(["2021年我搬到了丹佛", "最近在学做饭", "之前2018到2021年我一直住在波士顿"]):
        chat(real, f"c{day}", [("user", text)], day=day)
    for question in ("2020年我住在哪", "2019年我住哪里？"):
        assert first(real, question) == ["c2-0"], question
