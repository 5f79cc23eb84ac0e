"""The answer said right after its topic: asked for a kind of value (money, a count, a time...) that the best match
does not hold, its session neighbour holding one comes first."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.followup import lift_opened, lift_typed_followup
from tests.core.lift_helpers import T0, said_record
from tests.core.recall_helpers import first


def said(hs: Hindsight, *turns: str) -> None:
    """One session of the user's turns, each answered briefly."""
    messages = []
    for n, turn in enumerate(turns):
        messages += [
            {"role": "user", "content": turn, "id": f"u{n}"},
            {"role": "assistant", "content": "Noted.", "id": f"a{n}"},
        ]
    hs.retain(messages, user_id="u", session_id="s", occurred_at=T0)


@pytest.mark.parametrize(
    ("turns", "question", "answer"),
    [
        (
            (
                "We finally picked up the new kayak from the shop in Keswick.",
                "Paid £640 with the paddles thrown in.",
            ),
            "How much did the kayak cost?",
            "u1",
        ),
        (
            ("Booked the vet for Biscuit's vaccinations.", "9.30am on Tuesday, before work."),
            "What time is Biscuit's vet visit?",
            "u1",
        ),
        (("我给女儿报了游泳班", "一节课一百八，一周两次"), "女儿的游泳班多少钱一节？", "u1"),
    ],
)
def test_the_answer_said_after_its_topic_comes_first(
    hs: Hindsight, turns: tuple[str, ...], question: str, answer: str
) -> None:
    said(hs, *turns)
    assert first(hs, question) == [answer]


def test_a_topic_that_holds_the_value_keeps_its_place(hs: Hindsight) -> None:
    said(
        hs, "The kayak was £640 from the shop in Keswick.", "We took it out on Derwentwater, £12 for parking."
    )
    assert first(hs, "How much did the kayak cost?") == ["u0"]


@pytest.mark.parametrize(
    ("topic", "beside", "question"),
    [
        # a number about what is asked is the answer to "how much ... improve", not money beside it
        (
            "My practice score is 128, need 135.",
            "Moving day is Thursday, we're paying $780.",
            "How much did my practice score improve?",
        ),
        # a bare "when" may ask a date: a weekday beside the topic answers nothing
        (
            "Bethan upgraded us to a balcony cabin for the cruise.",
            "Hair appointments moved to Thursdays.",
            "When does our cruise leave?",
        ),
        # (nor a date: "due in december" names its month, the date beside is another thing's)
        (
            "ok so my sister is pregnant!! due in december",
            "passed the theory, my driving test is june 18",
            "When is my sister's baby due?",
        ),
        (
            "I'm at Boots four days a week.",
            "Etsy orders are up to 50 a month.",
            "How many days a week do I work at Boots?",
        ),
    ],
)
def test_no_neighbour_is_lifted_where_the_topic_answers_or_the_kind_is_unsure(
    topic: str, beside: str, question: str
) -> None:
    records = {"t": said_record("t", topic), "n": said_record("n", beside)}
    final = {"t": 2.0, "n": 1.0}
    assert lift_typed_followup(final, records, {"t": ["n"], "n": ["t"]}, question) == set()
    assert final == {"t": 2.0, "n": 1.0}


def test_only_the_best_match_is_read_as_the_topic() -> None:
    records = {
        "best": said_record("best", "My practice score is 128."),
        "other": said_record("other", "Sam is teaching band camp in June."),
        "beside": said_record("beside", "Movers cost $780."),
    }
    final = {"best": 3.0, "other": 2.0, "beside": 1.0}
    lift_typed_followup(final, records, {"other": ["beside"]}, "How much did my practice score cost?")
    assert final["beside"] == 1.0


def told(hs: Hindsight, turns: list[str], session: str, day: int) -> None:
    """One session of the user's turns, each answered briefly, ``day`` days after T0."""
    messages = []
    for n, turn in enumerate(turns):
        messages += [
            {"role": "user", "content": turn, "id": f"{session}-u{n}"},
            {"role": "assistant", "content": "Oh nice, tell me more.", "id": f"{session}-a{n}"},
        ]
    hs.retain(messages, user_id="u", session_id=session, occurred_at=T0 + timedelta(days=day))


@pytest.mark.parametrize(
    ("before", "opened", "question", "answer"),
    [
        (
            ["I'm setting up a little home server, an old ThinkPad running Debian for now."],
            [
                "upgraded the home server!",
                "got a Beelink mini PC with 32GB, running Unraid, the ThinkPad is retired",
            ],
            "What hardware is my home server now?",
            "s2-u1",
        ),
        (
            ["I'm on the mobile team at work, mostly Swift these days."],
            ["Oh and I'm switching teams.", "Going to the Data Platform group in May, leaving mobile."],
            "Which team am I on now?",
            "s2-u1",
        ),
        (
            ["我一直用一个国产的记账App，广告好多"],
            ["记账软件换了", "改用YNAB了，一年一百多刀"],
            "我现在用什么记账软件？",
            "s2-u1",
        ),
    ],
)
def test_the_value_said_after_a_turn_that_only_opens_it_comes_first(
    real: Hindsight, before: list[str], opened: list[str], question: str, answer: str
) -> None:
    told(real, before, "s1", 0)
    told(real, opened, "s2", 30)
    assert first(real, question) == [answer]


def test_an_opener_keeps_its_place_when_asked_about_itself_or_when_nothing_named_follows(
    real: Hindsight,
) -> None:
    told(real, ["upgraded the home server!", "got a Beelink mini PC with 32GB"], "s1", 0)
    assert first(real, "Did I upgrade my home server?") == ["s1-u0"]  # yes or no: the opener answers
    told(real, ["so I switched dentists", "she is way nicer and closer to my office"], "s2", 10)
    assert first(real, "Which dentist did I switch to?") == ["s2-u0"]  # nothing named after it


def test_a_long_or_named_turn_is_no_opener() -> None:
    def after(rid: str, text: str) -> MemoryRecord:  # the turn said next
        return said_record(rid, text).model_copy(update={"occurred_at": T0 + timedelta(minutes=1)})

    records = {
        "t": said_record("t", "Switched to the Crunch gym near work, it has a pool."),
        "n": after("n", "Got a new kettlebell too, 16kg."),
    }
    final = {"t": 2.0, "n": 1.0}
    assert lift_opened(final, records, {"t": ["n"]}, "Which gym do I go to?") == set()
    records["t"] = said_record("t", "the cake was lemon with raspberry, her favourite")  # no change announced
    records["n"] = after("n", "Ruth made 200 meatballs.")
    assert lift_opened(final, records, {"t": ["n"]}, "What flavour is the cake?") == set()
    assert final == {"t": 2.0, "n": 1.0}
    # (the same shape announcing a change does open its topic)
    records["t"] = said_record("t", "so I switched gyms")
    records["n"] = after("n", "joined Crunch on Atlantic Ave, it has a pool")
    assert lift_opened(final, records, {"t": ["n"]}, "Which gym do I go to?") == {"n"}
