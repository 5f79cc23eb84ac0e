"""A partner said as dating or together ("I'm dating Priya", "I've been seeing a guy named Tom", "Priya and I are
together now", 我在和小周约会, 我和阿杰在一起了, 我男朋友是阿杰) is the partner slot, so a new one supersedes the one
before and "Who's my girlfriend?" / 我男朋友是谁 asks for it: after 我和阿杰分手了 and 最近在和小周约会, 我男朋友是谁 had
answered with the break-up and the ex."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "partner"),
    [
        ("I'm dating Priya", "Priya"),
        ("I've been seeing a guy named Tom for a month", "Tom"),
        ("Priya and I are together now", "Priya"),
        ("我在和小周约会", "小周"),
        ("最近在和小周约会，他人挺好的", "小周"),
        ("我和阿杰在一起了", "阿杰"),
        ("我男朋友是阿杰", "阿杰"),
        ("我跟王磊在谈恋爱", "王磊"),
    ],
)
def test_a_partner_said_as_dating_or_together_fills_the_partner_slot(text: str, partner: str) -> None:
    assert ("partner", partner) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm seeing Tom tomorrow",
        "I'm seeing a therapist",
        "I've been seeing a therapist",
        "I'm dating again",
        "我和同事在一起了",
        "我和她在一起了",
        "如果我和小周在一起了",
        "今天和小周在图书馆",
        "我男朋友是程序员",
        "我和王医生在一起了",
    ],
)
def test_no_partner_in_a_meeting_a_role_or_a_condition(text: str) -> None:
    assert not [s for s in slots(text) if s[0] == "partner"]


def test_whom_one_dates_asks_for_the_partner() -> None:
    asked = [
        "Who's my girlfriend?",
        "who am I dating?",
        "What's my boyfriend's name?",
        "我男朋友是谁",
        "我现在的对象叫什么",
    ]
    assert [asked_slot(q) for q in asked] == ["partner"] * 5
    assert asked_slot("What should I get my girlfriend for her birthday?") != "partner"


@pytest.mark.parametrize(
    ("turns", "question"),
    [
        (
            [
                "我男朋友是阿杰，他超爱打篮球",
                "今天加班到十点，好累",
                "我和阿杰分手了",
                "最近在和小周约会，他人挺好的",
            ],
            "我男朋友是谁",
        ),
        (
            [
                "I'm dating Priya, she's a nurse",
                "work was brutal today",
                "I've been seeing a girl named Mia for a few weeks now",
            ],
            "Who's my girlfriend?",
        ),
    ],
)
def test_the_partner_now_is_recalled_first(tmp_path: Path, minilm, turns: list[str], question: str) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for n, text in enumerate(turns):
            tell(hs, text, f"t{n}", 30 * n)
        last = f"t{len(turns) - 1}"
        assert by_source(hs)["t0"].valid_to is not None
        assert first(hs, question) == [last]


@pytest.mark.parametrize(
    "text",
    [
        "we play bridge on Thursdays, my partner is Lou",
        "I play doubles on Sundays, my partner is Sam Reyes",
        "for the chem lab my partner is Priya",
        "the pub quiz is tonight and my partner is Jo",
    ],
)
def test_a_partner_in_a_game_or_pair_work_is_not_ones_partner(text: str) -> None:
    """The bridge partner filled the partner slot and superseded the user's real partner."""
    assert "partner" not in [attribute for attribute, _ in slots(text)]


@pytest.mark.parametrize(
    "text",
    [
        "my partner is Lou",
        "I love tennis. My partner is Sam and we live in Leeds",
        "we went dancing, my partner is Sam",
    ],
)
def test_ones_partner_said_beside_a_game_said_before_is_still_the_partner(text: str) -> None:
    assert "partner" in [attribute for attribute, _ in slots(text)]


def test_a_bridge_partner_leaves_ones_partner_as_it_was(hs: Hindsight) -> None:
    tell(hs, "my partner is Alex, we've been together 6 years", "m1", 0)
    tell(hs, "we play bridge every Thursday, my partner is Lou and he's brilliant", "m2", 5)
    assert by_source(hs)["m1"].superseded_by is None
