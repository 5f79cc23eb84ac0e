"""Slot values that are names in letters beyond ASCII (Zürich, Łódź, Ørsted, Émile, Ольга, 我们经理叫Zoë): read by
the slot rules as their ASCII twins are (an ASCII-only capital missed "We're in Łódź these days", "Émile is my new
manager", 我们经理叫Zoë), so a new value supersedes the old one. ASCII English and Chinese read as before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.models import ALL_STATUSES

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


def tell(hs: Hindsight, content: str, id_: str, day: int) -> None:
    hs.retain(
        [{"role": "user", "content": content, "id": id_}],
        user_id="u",
        session_id=id_,
        occurred_at=T0 + timedelta(days=day),
    )


def slots(text: str) -> list[tuple[str, str]]:
    """The speaker's own slots (a person named has theirs: "Zoë lives in Leeds")."""
    return [(m.attribute, m.value) for m in find_attributes(text) if m.owner is None]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("We're in Łódź these days.", ("lives_in", "Łódź")),
        ("i live in zürich now", ("lives_in", "zürich")),  # a writer who leaves names in lower case
        ("我住在 Łódź 那边", ("lives_in", "Łódź")),  # the value ends where the Chinese starts
        ("My address is 3 Østre Allé, Århus", ("lives_in", "3 Østre Allé, Århus")),
        ("I'm starting at Škoda on Monday.", ("works_at", "Škoda")),
        ("I left Ørsted, I'm at Vestas now.", ("works_at", "Vestas")),
        ("I left Vestas, I'm at Ørsted now.", ("works_at", "Ørsted")),
        ("My boss is Émile Durand.", ("boss", "Émile Durand")),
        ("My boss is Łukasz.", ("boss", "Łukasz")),
        ("Émile is my new manager.", ("manager", "Émile")),
        ("Ольга is my new manager.", ("manager", "Ольга")),
        ("I have a new manager, Ágnes.", ("manager", "Ágnes")),
        ("I got a new car, a Škoda Octavia.", ("car", "Škoda Octavia")),
        ("My dog is called Élan.", ("dog", "Élan")),
        ("我们经理叫Zoë", ("manager", "Zoë")),
        ("我老板是José", ("boss", "José")),
        ("我的狗叫Zoë", ("dog", "Zoë")),
        # someone else's statement after the value is no part of it
        ("I live in Manchester and Zoë lives in Leeds.", ("lives_in", "Manchester")),
        ("I live in Manchester and Émile lives in Leeds.", ("lives_in", "Manchester")),
    ],
)
def test_a_slot_value_beyond_ascii_is_read(text: str, slot: tuple[str, str]) -> None:
    assert slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "We're in Łódź.",  # where one is, not a home: "these days" makes it one
        "我们经理叫Zoë来开会",  # the name ends the clause
        "我老板是José吗",
        "My boss is josé",  # a person's name is capitalised
    ],
)
def test_what_is_no_slot_stays_none(text: str) -> None:
    assert slots(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("We're in Leeds these days.", ("lives_in", "Leeds")),
        ("I left Brightwave, I'm at Norlys now.", ("works_at", "Norlys")),
        ("Priya Shah is my new manager.", ("manager", "Priya Shah")),
        ("I live in Manchester and Karen lives in Leeds.", ("lives_in", "Manchester")),
        ("I live in Manchester and love it.", ("lives_in", "Manchester")),
        ("我们经理叫Priya", ("manager", "Priya")),
        ("我老板是李强", ("boss", "李强")),
        ("我住在 Berlin 那边", ("lives_in", "Berlin")),
    ],
)
def test_ascii_and_chinese_read_as_before(text: str, slot: tuple[str, str]) -> None:
    assert slots(text) == [slot]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I live in Zürich now.", "We're in Łódź these days."),
        ("I work at Nestlé.", "I'm starting at Électricité de France on Monday."),
        ("I work at Nestlé.", "I left Nestlé, I'm at Ørsted now."),
        ("My boss is Priya.", "My boss is Émile Durand."),
        ("My manager is Priya.", "Ольга is my new manager."),
        ("我们经理叫Priya", "我们经理叫Zoë"),
        ("My dog is called Max.", "My dog is called Élan."),
    ],
)
def test_a_new_value_beyond_ascii_supersedes_the_old(hs: Hindsight, old: str, new: str) -> None:
    tell(hs, old, "a", 0)
    tell(hs, "I like oolong tea.", "tea", 1)
    tell(hs, new, "b", 2)
    records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert records["a"].superseded_by == records["b"].id and records["a"].valid_to is not None
    assert records["b"].valid_to is None and records["tea"].valid_to is None
