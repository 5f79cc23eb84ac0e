"""A job said to start takes the employer's slot when it is said ("I'm starting at Stripe next month"); when the plan
is called off, the value before it is the slot's again: named as kept ("The Stripe offer fell through, so I'm staying
at Acme", "Stripe rescinded the offer. Still at Acme for now") or not ("I'm not joining Stripe after all"). Being
somewhere for now with no plan called off ("I'm still in Boston until Friday") changes nothing (rule extractor; the
real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.kept import kept_place
from tests.core.retain_helpers import by_source, tell


@pytest.mark.parametrize(
    "called_off",
    [
        "The Stripe offer fell through, so I'm staying at Acme.",
        "Stripe rescinded the offer. Still at Acme for now.",
        "I'm not joining Stripe after all.",
    ],
)
def test_a_job_plan_called_off_gives_the_employer_back(real: Hindsight, called_off: str) -> None:
    tell(real, "I work at Acme as an analyst.", "m0", 0)
    tell(real, "I'm starting at Stripe next month.", "m1", 5)
    assert by_source(real)["m0"].superseded_by == by_source(real)["m1"].id  # the plan took the slot when said
    tell(real, called_off, "m2", 12)
    said = by_source(real)
    assert said["m2"].attributes.get("attribute") == "works_at"
    assert said["m2"].attributes.get("value") == "Acme"
    assert said["m1"].superseded_by == said["m2"].id
    hits = real.recall("where do I work?", user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.id == said["m2"].id


def test_being_somewhere_for_now_gives_no_home_back(real: Hindsight) -> None:
    tell(real, "I live in Boston.", "m0", 0)
    tell(real, "We moved to Denver last week, the house is great.", "m1", 20)
    tell(real, "I'm still in Boston until Friday, visiting my mom.", "m2", 40)
    said = by_source(real)
    assert "attribute" not in said["m2"].attributes
    assert said["m1"].valid_to is None and said["m1"].attributes["value"] == "Denver"


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("The Stripe offer fell through, so I'm staying at Acme.", "Acme"),
        ("The move fell through, we're staying in Boston", "Boston"),
        ("字节的offer黄了，还在阿里。", "阿里"),
        ("I'm still in Boston until Friday", None),  # no plan called off
        ("The offer fell through, I'm at a cafe now", None),  # nothing kept
    ],
)
def test_kept_place(text: str, place: str | None) -> None:
    assert kept_place(text) == place
