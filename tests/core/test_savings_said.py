"""What one has put by, said as having it ("I have about 30k in savings", "I've got like 12k in my savings account",
"I have $30,000 saved up", 我有二十万存款) or by another word for it (我的积蓄有二十万 beside 我存款二十万), is one's
savings: a newer amount ("my savings are at 35k now", 积蓄现在有二十五万了) supersedes it, and "how much do I have
saved?", 我存款多少 answer the newer; someone else's, a wish or a fund for something fills none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I have about 30k in savings", ("savings", "30k")),
        ("I've got like 12k in my savings account", ("savings", "12k")),
        ("I have about $30,000 saved up", ("savings", "$30,000")),
        ("I have 30k saved, finally", ("savings", "30k")),
        ("我有二十万存款", ("存款", "二十万")),
        ("我的积蓄有二十万", ("存款", "二十万")),
        ("积蓄现在有二十五万了", ("存款", "二十五万")),
    ],
)
def test_savings_said_as_had_fill_savings(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister has 100k in savings",
        "I want to have 50k in savings by next year",
        "if I had 30k saved I'd quit",
        "I have 2k saved for the Japan trip",
        "I saved $15 on groceries",
        "我妈有五十万存款",
    ],
)
def test_no_savings_of_the_speakers_own_fill_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in ("savings", "存款")] == [], slots(text)


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("I have about 30k in savings", "my savings are at 35k now", "how much do I have saved?"),
        ("I have 30k saved", "I've got 34k in savings now", "how much money do I have in savings?"),
        ("我有二十万存款", "积蓄现在有二十五万了", "我存款多少"),
    ],
)
def test_newer_savings_supersede_the_amount_before(
    real: Hindsight, old: str, new: str, question: str
) -> None:
    tell(real, old, "a", 0)
    tell(real, "I'm reading Project Hail Mary, it's great", "b", 5)
    tell(real, new, "c", 40)
    records = by_source(real)
    assert records["a"].superseded_by == records["c"].id and records["c"].valid_to is None
    assert first(real, question) == ["c"]
