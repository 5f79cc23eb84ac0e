"""A user's memory over months of use: what is current after changes, what maintenance archives and what it keeps,
and what history can still be asked for."""

from __future__ import annotations

from datetime import timedelta

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, utcnow
from tests.core.retain_helpers import tell


def ended(hs: Hindsight) -> dict[str, bool]:
    """Whether each turn's record of where the user lives has ended, by the turn's id."""
    return {
        r.source_ids[0]: r.valid_to is not None
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if r.attributes.get("attribute") == "lives_in"
    }


def test_a_street_address_in_the_city_one_lives_in_is_no_move(real: Hindsight) -> None:
    """ "My home address is 12 Rue de la Paix, Lyon" says where in Lyon: "I live in Lyon" was marked superseded on
    that day (the block said so), though the user lived there until the move months later."""
    tell(real, "I live in Lyon.", "m1", 0)
    tell(real, "My home address is 12 Rue de la Paix, Lyon.", "m2", 20)
    assert ended(real) == {"m1": False, "m2": False}
    tell(real, "I moved to Paris.", "m3", 60)
    assert ended(real) == {"m1": True, "m2": True, "m3": False}


def test_a_street_address_naming_no_place_is_no_move(real: Hindsight) -> None:
    """ "my address is 1420 Pine St, apt 3" after "I moved to Denver" ended Denver: "what city do I live in?" had the
    address first and Denver as a former home. An address naming another place is still a move."""
    tell(real, "I moved to Denver last month.", "m1", 0)
    tell(real, "my address is 1420 Pine St, apt 3", "m2", 10)
    assert ended(real) == {"m1": False, "m2": False}
    tell(real, "New address: 88 Elm Rd, Boulder", "m3", 40)
    assert ended(real) == {"m1": True, "m2": True, "m3": False}
    tell(real, "我住在上海", "z1", 0, user="v")
    tell(real, "我的地址是天平路12号", "z2", 10, user="v")
    assert all(r.valid_to is None for r in real.list_records(user_id="v"))


def test_a_memory_recalled_every_week_outlives_one_never_recalled(real: Hindsight) -> None:
    """What fades (here what the assistant inferred) and is recalled weekly for seven months survives each
    maintenance run; the same kind of memory never recalled is archived, kept (listed with its status), not
    recalled; a lasting fact the user told and nobody asked about stays."""
    start = utcnow()
    for text in ("Alice seems to enjoy hiking on weekends", "Alice seems to enjoy cooking Thai food"):
        real.remember(text, user_id="u", source_kind="model_inferred", event_type="observation")
    real.remember("Alice is allergic to penicillin", user_id="u")
    for week in range(1, 31):
        now = start + timedelta(weeks=week)
        real.recall("does Alice enjoy hiking?", user_id="u", k=1, include_pending=True, now=now)
        real.wait_background()
        if week % 10 == 0:
            real.maintain(user_id="u", now=now)
    status = {r.text: r.status for r in real.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert status == {
        "Alice seems to enjoy hiking on weekends": "pending",
        "Alice seems to enjoy cooking Thai food": "archived",
        "Alice is allergic to penicillin": "active",
    }
    (hiking,) = [r for r in real.list_records(user_id="u", statuses=("pending",))]
    assert hiking.recall_count == 30


def test_a_value_told_without_a_cue_word_is_a_fact(real: Hindsight) -> None:
    """A pay, a job, an age or a home said the way chat says it, with no word that types it ("现在月薪一万八，还行吧",
    "finally got promoted to team lead!", "I lived in Leeds for years, now York."), is the value its slot's rule
    reads, a fact like "I live in York": each was typed a passing observation (so shown to the model, and left out
    of a recall for ``event_types=["fact"]`` and of the profile's scan of lasting records), and where the user
    lives now was unread."""
    said = (
        "现在月薪一万八，还行吧",
        "finally got promoted to team lead!",
        "我七十一了，腿脚不太好",
        "I lived in Leeds for years, now York.",
    )
    for n, text in enumerate(said):
        tell(real, text, f"m{n}", n)
    records = real.list_records(user_id="u", statuses=ALL_STATUSES)
    assert {r.attributes.get("attribute"): (r.event_type, r.status) for r in records} == {
        "income": ("fact", "active"),
        "job": ("fact", "active"),
        "age": ("fact", "active"),
        "lives_in": ("fact", "active"),
    }
    assert (
        next(r for r in records if r.attributes.get("attribute") == "lives_in").attributes["value"] == "York"
    )
    hits = real.recall("where do I live now?", user_id="u", k=3, event_types=["fact"], reinforce=False).hits
    assert hits and "York" in hits[0].record.text
