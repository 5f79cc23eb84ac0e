"""A mood said as a noun after "I'm a" ("ugh I'm a mess today", "I'm a nervous wreck about tomorrow", 我是个废人)
filled ``is_a``, what the user is, held beside their other kinds and never superseded: said on three days it was
induced as a lasting truth of them ("The user is a mess"). A state said so is how one is for now: no kind; what one
is ("I'm a worrier", "I'm a wreck diver on weekends", 我是个急性子) stays a kind."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, said_daily
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        "ugh I'm a mess today",
        "I'm a nervous wreck about tomorrow",
        "I'm an emotional wreck today",
        "my mom has cancer and I'm a wreck",
        "honestly I'm a mess since the divorce",
        "I'm a basket case right now",
        "I'm a bundle of nerves before the wedding",
        "I'm a zombie today, the baby was up all night",
        "I'm a shell of myself lately",
        "我是个废人",
    ],
)
def test_a_mood_said_as_a_noun_is_no_kind(said: str) -> None:
    assert own_slots(said) == []


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("I'm a worrier", "worrier"),
        ("I'm an anxious person in general", "anxious person"),
        ("I'm a wreck diver on weekends", "wreck diver"),
        ("I'm a zombie movie fan", "zombie movie fan"),
        ("I'm a disaster relief volunteer", "disaster relief volunteer"),
        ("我是个急性子", "急性子"),
    ],
)
def test_a_kind_of_person_is_still_one(said: str, kind: str) -> None:
    assert own_slots(said) == [("is_a", kind)]


def test_a_mood_said_on_three_days_is_not_learned_as_what_the_user_is(hs: Hindsight) -> None:
    said_daily(
        hs,
        ["ugh I'm a mess today", "I'm a mess today, no sleep again", "honestly I'm a mess again today"],
        T0,
    )
    learned = hs.induce(user_id="u", now=T0 + timedelta(days=30))
    assert [r.text for r in learned] == []
    assert [r.attributes.get("attribute") for r in hs.list_records(user_id="u")] == [None, None, None]
