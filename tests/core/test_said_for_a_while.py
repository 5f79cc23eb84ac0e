"""What one has done for a while and still does, said in the present perfect: "I've been working at Acme for three
years", "I've lived in Oslo for a decade", "I've been a nurse for ten years", 我已经在阿里工作两年了, 我在杭州生活了五年.
Said so, a home, an employer or what one is filled no slot (only "I've been living in ..." did), so a later move
had nothing to supersede and a question about the job had no current value; where one has been ("I've lived in Oslo
and Rome"), a home left ("... until 2020") or lived in once (我在国外生活过三年) is still none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I've been working at Acme for three years", [("works_at", "Acme")]),
        ("I have been working for the NHS since 2019", [("works_at", "NHS")]),
        ("I've worked at Google since 2020", [("works_at", "Google")]),
        ("I've been working as a barista since June", [("job", "barista")]),
        ("I've lived in Oslo for a decade", [("lives_in", "Oslo")]),
        ("We have lived in Leeds since 2019 and love it", [("lives_in", "Leeds")]),
        ("I've been based in Lisbon since May", [("lives_in", "Lisbon")]),
        ("I've been a nurse for ten years", [("job", "nurse")]),
        ("I've always been allergic to cats", [("allergic_to", "cats")]),
        # the subject said once for two clauses ("... and working at Acme": "I've been working at Acme")
        ("I've been living in Leeds and working at Acme", [("lives_in", "Leeds"), ("works_at", "Acme")]),
        ("I've been vegetarian and allergic to nuts", [("diet", "vegetarian"), ("allergic_to", "nuts")]),
        ("我已经在阿里工作两年了", [("works_at", "阿里")]),
        ("我在阿里干了两年了", [("works_at", "阿里")]),
        ("我在杭州生活了五年", [("lives_in", "杭州")]),
        ("我已经在上海住了十年", [("lives_in", "上海")]),
    ],
)
def test_what_one_has_done_for_a_while_fills_its_slot(said: str, expected: list[tuple[str, str]]) -> None:
    assert sorted(slots(said)) == sorted(expected)


@pytest.mark.parametrize(
    "said",
    [
        "I've lived in Oslo and Rome",  # where one has been
        "I've lived in Oslo for years until 2020",  # a home left
        "I've worked at Google for years but left in May",
        "I've worked at Google and Meta",
        "I've been a bit tired for days",
        "I've been to Paris and a friend came with me",
        "My sister has been working at Acme for years",
        "我在国外生活过三年",  # where one lived once
        "我在家干活",  # a task, not a job
        "我哥在阿里干了两年",
    ],
)
def test_where_one_has_been_fills_no_slot(said: str) -> None:
    assert own_slots(said) == []  # (the sister's employer is hers: no slot of the speaker's)


@pytest.mark.e2e
def test_a_move_supersedes_a_home_said_for_a_while(real: Hindsight) -> None:
    tell(real, "I've lived in Oslo for a decade and I've been working at Equinor since 2018", "m1", 0)
    tell(real, "Big news: I moved to Bergen last week", "m2", 30)
    current = [r for r in real.list_records(user_id="u") if r.valid_to is None]
    assert sorted((r.attributes.get("attribute"), r.attributes.get("value")) for r in current) == [
        ("lives_in", "Bergen"),
        ("works_at", "Equinor"),
    ]
    kept = real.list_records(user_id="u", statuses=ALL_STATUSES)
    oslo = [r for r in kept if r.attributes.get("value") == "Oslo"]
    assert len(oslo) == 1 and oslo[0].valid_to is not None  # the home said for a while, kept as history
