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
