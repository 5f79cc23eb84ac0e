"""A break-up said in English ("Tom and I broke up", "I broke up with my boyfriend", "my girlfriend and I split up")
ends the partner, as 我和阿杰分手了 does: "I'm dating Priya" then "Priya and I broke up last week" left Priya current, so
"who is my girlfriend?" answered her first. One named ends that one, one said by role whoever held it; someone else's
break-up, a fight or a bill split, or one supposed ("if we broke up") ends nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import first_answer, still_held, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("Tom and I broke up last week.", "not Tom"),
        ("So Jake and I split up.", "not Jake"),
        ("I broke up with Tom", "not Tom"),
        ("I just broke up with my girlfriend of 3 years", "not girlfriend"),
        ("I broke up with my boyfriend.", "not boyfriend"),
        ("my partner and I split up in March", "not partner"),
        ("Alex and I called it quits", "not Alex"),
    ],
)
def test_a_break_up_ends_the_partner(text: str, ended: str) -> None:
    assert ("partner", ended) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister broke up with her boyfriend",
        "if we broke up I'd be a mess",
        "when Tom and I broke up I moved to Leeds",
        "the meeting broke up early",
        "Mark and I broke up the fight at the bar",
        "Sarah and I split the bill",
        "He and I broke up",
        "I broke up with him",
    ],
)
def test_no_break_up_of_the_users_partner_fills_nothing(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "partner"] == []


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (("I'm dating Priya.", "Priya and I broke up last week."), [False, True]),
        (("My boyfriend's name is Jake.", "I broke up with my boyfriend."), [False, True]),
        (
            ("I've been seeing a guy named Tom for a month", "I broke up with Tom", "I'm dating Sam now"),
            [False, False, True],
        ),
    ],
)
def test_the_partner_before_is_history(hs: Hindsight, said: tuple[str, ...], held: list[bool]) -> None:
    assert still_held(hs, *said) == held


def test_the_break_up_is_one_memory(hs: Hindsight) -> None:
    tell(hs, "Priya and I broke up last week.", "m0", 0)
    assert [r.text for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)] == [
        "The user said: Priya and I broke up last week."
    ]


def test_asked_who_the_partner_is_the_break_up_comes_first(real: Hindsight) -> None:
    source, texts = first_answer(
        real, ["I'm dating Priya.", "Priya and I broke up last week."], "who is my girlfriend?"
    )
    assert source == ["m1"], texts
