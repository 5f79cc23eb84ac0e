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
