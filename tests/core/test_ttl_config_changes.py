"""An operator changes an event type's TTL in the configuration of a store that already holds memories: the
next ``maintain`` applies the new TTL to the live records of that type, from their own dates (a TTL set or
shortened archives what has expired under it; one lengthened or removed keeps what has not), as it would to
records written under it. What was archived under the older TTL stays archived; a TTL given with the record
(``ttl_days=``) and an appointment's own expiry (its day plus a grace) are not moved by it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.config import HindsightConfig, LifecycleConfig
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import ALL_STATUSES, MemoryRecord

#: A Monday; "March 10" said then is the Tuesday of next week.
SAID = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
PLAN = "I'm planning to repaint the kitchen this spring."
DENTIST = "My dentist appointment is on March 10 at 9am."


def _open(path: Path, **ttl_days: float | None) -> Hindsight:
    """The store at ``path`` opened with these event types' TTLs (the others at their defaults), archiving what the
    user said once it has expired (``expire_user_statements``: the rules of expiry are what these tests change)."""
    lifecycle = LifecycleConfig(ttl_days=ttl_days, expire_user_statements=True)
    return Hindsight(path, config=HindsightConfig(lifecycle=lifecycle), embedder=HashEmbedder(64))


def _say(path: Path, text: str, message_id: str = "m1") -> MemoryRecord:
    with _open(path) as hs:  # written under the default TTLs (a plan: 30 days)
        hs.retain([{"role": "user", "content": text, "id": message_id}], user_id="u", occurred_at=SAID)
        (record,) = [r for r in hs.list_records(user_id="u") if r.source_ids == [message_id]]
    return record


def _status_after(path: Path, record_id: str, now: datetime, **ttl_days: float | None) -> MemoryRecord:
    with _open(path, **ttl_days) as hs:
        hs.maintain(user_id="u", now=now)
        (record,) = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.id == record_id]
    return record


def test_a_shortened_ttl_archives_the_records_already_stored_that_expired_under_it(tmp_path: Path) -> None:
    """A plan stored under the 30-day default stayed current 10 days later with a 7-day TTL configured since:
    the new TTL reached only plans written after it."""
    plan = _say(tmp_path, PLAN)
    assert (plan.event_type, plan.ttl_days) == ("plan", 30.0)
    after = _status_after(tmp_path, plan.id, SAID + timedelta(days=10), plan=7.0)
    assert after.status == "archived"
    assert (after.ttl_days, after.expires_at) == (7.0, SAID + timedelta(days=7))


def test_a_ttl_set_for_a_type_that_had_none_reaches_its_records(tmp_path: Path) -> None:
    record = _say(tmp_path, "I prefer window seats on long flights.")
    assert record.expires_at is None
    assert _status_after(tmp_path, record.id, SAID + timedelta(days=5), preference=30.0).status == "active"
    assert _status_after(tmp_path, record.id, SAID + timedelta(days=31), preference=30.0).status == "archived"


def test_a_lengthened_or_removed_ttl_keeps_what_has_not_expired_under_it(tmp_path: Path) -> None:
    """Lengthened to 90 days, a 40-day-old plan was archived all the same (its stored 30-day expiry)."""
    plan = _say(tmp_path, PLAN)
    kept = _status_after(tmp_path, plan.id, SAID + timedelta(days=40), plan=90.0)
    assert (kept.status, kept.expires_at) == ("active", SAID + timedelta(days=90))
    assert _status_after(tmp_path, plan.id, SAID + timedelta(days=91), plan=90.0).status == "archived"

    other = _say(tmp_path, "We're planning to visit Kyoto in the autumn.", "m2")
    removed = _status_after(tmp_path, other.id, SAID + timedelta(days=400), plan=None)
    assert (removed.status, removed.ttl_days, removed.expires_at) == ("active", None, None)


def test_what_an_older_ttl_archived_stays_archived(tmp_path: Path) -> None:
    plan = _say(tmp_path, PLAN)
    assert _status_after(tmp_path, plan.id, SAID + timedelta(days=31)).status == "archived"
    # lengthened afterwards: not brought back silently
    assert _status_after(tmp_path, plan.id, SAID + timedelta(days=32), plan=365.0).status == "archived"


def test_a_ttl_given_with_the_record_is_not_replaced_by_the_configured_one(tmp_path: Path) -> None:
    with _open(tmp_path) as hs:
        given = hs.remember(
            "Alice plans to repaint the kitchen",
            user_id="u",
            event_type="plan",
            ttl_days=60,
            occurred_at=SAID,
        )
    kept = _status_after(tmp_path, given.id, SAID + timedelta(days=10), plan=7.0)
    assert (kept.status, kept.ttl_days) == ("active", 60)


def test_an_appointments_own_expiry_is_neither_lengthened_nor_shortened_wrongly(tmp_path: Path) -> None:
    """The dentist on March 10 expires a week's grace after its day, whatever its type's TTL: a long TTL set
    for its type does not keep it, removing the TTL does not make it last, and a short one counts from the
    day it names, not from when it was said."""
    dentist = _say(tmp_path, DENTIST)
    own = dentist.expires_at
    assert dentist.event_type == "fact" and own is not None and own > datetime(2026, 3, 10, tzinfo=UTC)
    longer = _status_after(tmp_path, dentist.id, SAID + timedelta(days=1), fact=365.0)
    assert (longer.status, longer.expires_at) == ("active", own)
    assert _status_after(tmp_path, dentist.id, own + timedelta(hours=1), fact=None).status == "archived"

    again = _say(tmp_path, DENTIST.replace("dentist", "vet"), "m2")
    # three days counted from March 10: still current on March 8, over on March 14
    assert _status_after(tmp_path, again.id, datetime(2026, 3, 8, tzinfo=UTC), fact=3.0).status == "active"
    with _open(tmp_path, fact=3.0) as hs:  # the same expiry as a record written under that TTL
        fresh = hs.remember(
            again.text, user_id="w", event_type="fact", occurred_at=SAID, attributes=again.attributes
        )
    retimed = _status_after(tmp_path, again.id, datetime(2026, 3, 8, tzinfo=UTC), fact=3.0)
    assert retimed.expires_at == fresh.expires_at == datetime(2026, 3, 13, tzinfo=UTC)
    assert _status_after(tmp_path, again.id, datetime(2026, 3, 14, tzinfo=UTC), fact=3.0).status == "archived"


def test_a_lasting_date_gets_no_expiry_from_a_ttl(tmp_path: Path) -> None:
    """ "My birthday is March 10" names a date that comes back every year: no TTL of its type ends it."""
    birthday = _say(tmp_path, "My birthday is March 10.")
    kept = _status_after(tmp_path, birthday.id, SAID + timedelta(days=400), fact=30.0)
    assert (kept.status, kept.expires_at) == ("active", None)


def _fading_and_lasting(path: Path) -> tuple[MemoryRecord, MemoryRecord]:
    """What the assistant inferred (pending: it fades) and what the user said (lasting: it never does)."""
    with _open(path) as hs:
        guess = hs.remember(
            "The deploy seemed slow today",
            user_id="u",
            event_type="observation",
            source_kind="model_inferred",
            occurred_at=SAID,
        )
        allergy = hs.remember("I am allergic to peanuts", user_id="u", occurred_at=SAID)
    return guess, allergy


def test_a_shorter_half_life_is_previewed_by_a_dry_run_and_spares_lasting_knowledge(tmp_path: Path) -> None:
    """maintain had no dry run: a half-life shortened in the config could only be tried by archiving. A dry run
    says what a run would archive under the configuration in force and changes nothing; the run then archives
    exactly that, from each record's own last access, and never what the user said themselves."""
    guess, allergy = _fading_and_lasting(tmp_path)
    day_20 = datetime.now(UTC) + timedelta(days=20)  # strength decays from when a record was stored
    with _open(tmp_path) as hs:  # 30 days' half-life: 0.63 of its strength left, nothing to archive
        assert hs.maintain(user_id="u", now=day_20, dry_run=True) == {"archived": 0, "induced": 0}
    shorter = HindsightConfig(lifecycle=LifecycleConfig(half_life_days=5))
    with Hindsight(tmp_path, config=shorter, embedder=HashEmbedder(64)) as hs:
        assert hs.maintain(user_id="u", now=day_20, dry_run=True) == {"archived": 1, "induced": 0}
        assert {r.id: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)} == {
            guess.id: "pending",
            allergy.id: "active",
        }, "a dry run changes nothing"
        assert hs.maintain(user_id="u", now=day_20) == {"archived": 1, "induced": 0}
        assert {r.id: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)} == {
            guess.id: "archived",
            allergy.id: "active",
        }


def test_a_dry_run_previews_a_changed_ttl_without_applying_it(tmp_path: Path) -> None:
    plan = _say(tmp_path, PLAN)
    with _open(tmp_path, plan=7.0) as hs:
        assert hs.maintain(user_id="u", now=SAID + timedelta(days=10), dry_run=True)["archived"] == 1
        (stored,) = hs.list_records(user_id="u")
    assert (stored.status, stored.ttl_days, stored.expires_at) == ("active", 30.0, plan.expires_at)


def test_a_ttl_removed_from_a_built_in_type_without_a_default_one_keeps_its_records(tmp_path: Path) -> None:
    """A solution (a built-in type with no TTL by default) stored under a 7-day TTL configured then was still
    archived after the TTL was taken out of the configuration: only the types in ``ttl_days`` were retimed."""
    with _open(tmp_path, solution=7.0) as hs:
        fix = {"role": "user", "content": "The fix was to restart the router.", "id": "m1"}
        hs.retain([fix], user_id="u", occurred_at=SAID)
        (record,) = hs.list_records(user_id="u")
    assert (record.event_type, record.ttl_days) == ("solution", 7.0)
    kept = _status_after(tmp_path, record.id, SAID + timedelta(days=10))
    assert (kept.status, kept.ttl_days, kept.expires_at) == ("active", None, None)
