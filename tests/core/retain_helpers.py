"""Telling the embedded engine one user turn on a given day, as the slot and supersession tests do."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, MemoryRecord

#: The day the turns of a test are counted from.
T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def tell(hs: Hindsight, content: str, id_: str, day: float, *, user: str = "u") -> None:
    """Retain ``content`` as user ``user``'s turn ``id_`` (its own session), ``day`` days after :data:`T0`."""
    hs.retain(
        [{"role": "user", "content": content, "id": id_}],
        user_id=user,
        session_id=id_,
        occurred_at=T0 + timedelta(days=day),
    )


def said_weekly(
    hs: Hindsight, said: list[str], start: datetime, *, name: str | None = None, days: float = 7
) -> None:
    """Retain each of ``said`` as user "u"'s turn in a session of its own, a week (or ``days``) apart from ``start``
    (``name``: the speaker's name on each message), as induction's tests restate a preference."""
    for i, text in enumerate(said):
        message = {"role": "user", "content": text, "id": f"m{i}"} | ({"name": name} if name else {})
        hs.retain([message], user_id="u", session_id=f"s{i}", occurred_at=start + timedelta(days=days * i))


def said_daily(hs: Hindsight, said: list[str], start: datetime) -> None:
    """:func:`said_weekly`, a day apart."""
    said_weekly(hs, said, start, days=1)


def learned_weekly(hs: Hindsight, said: list[str], start: datetime) -> list[str]:
    """:func:`said_weekly`, then what induction learns a month after ``start``: the current induced texts, sorted."""
    said_weekly(hs, said, start)
    return sorted(
        r.text for r in hs.induce(user_id="u", now=start + timedelta(days=30)) if r.valid_to is None
    )


def by_source(hs: Hindsight, *, user: str = "u") -> dict[str, MemoryRecord]:
    """Every record of ``user`` (whatever its status), keyed by the id of the turn it came from (as :func:`tell`
    names it), for tests that check which turn's record superseded which. A turn telling two values in one clause
    ("I'm a nurse at St Mary's") has a record for each, in the clause's words: the turn's own (stored first) is
    the one keyed."""
    said: dict[str, MemoryRecord] = {}
    for record in hs.list_records(user_id=user, statuses=ALL_STATUSES):
        first = said.get(record.source_ids[0])
        if first is None or not _told_beside(record, first):
            said[record.source_ids[0]] = record
    return said


def slot_records(hs: Hindsight, attribute: str, *, user: str = "u") -> dict[str, MemoryRecord]:
    """``user``'s records of the slot ``attribute`` (whatever their status), keyed by the id of the turn each came
    from: for a turn stored as two records of the same words and the same time ("I finally graduated!" ends the job
    and the school), whose order in a listing is no one's to rely on, the one of the slot a test is about."""
    return {
        record.source_ids[0]: record
        for record in hs.list_records(user_id=user, statuses=ALL_STATUSES)
        if record.attributes.get("attribute") == attribute
    }


def _told_beside(record: MemoryRecord, before: MemoryRecord) -> bool:
    """Whether ``record`` holds another slot of the clause ``before`` holds, in its words."""
    slots = record.attributes.get("attribute"), before.attributes.get("attribute")
    return None not in slots and slots[0] != slots[1] and _words(record) == _words(before)


def _words(record: MemoryRecord) -> str:
    return record.text.strip().rstrip(".!?。！？")


def still_held(hs: Hindsight, *said: str) -> list[bool]:
    """Tell each of ``said`` a day apart (:func:`tell`); whether each one's record still holds, in order."""
    for day, text in enumerate(said):
        tell(hs, text, f"m{day}", day)
    records = by_source(hs)
    return [records[f"m{day}"].valid_to is None for day in range(len(said))]


def said_days_before(hs: Hindsight, now: datetime, user: str, days_ago: int, texts: list[str]) -> None:
    """Retain ``texts`` as ``user``'s turns of one session (named for the user and the day) ``days_ago`` days before
    ``now``, as the agenda tests tell what was said a week or a month before the day asked about."""
    session = f"{user}-{days_ago}"
    hs.retain(
        [{"role": "user", "content": t, "id": f"{session}-{i}"} for i, t in enumerate(texts)],
        user_id=user,
        session_id=session,
        occurred_at=now - timedelta(days=days_ago),
    )


def chat(hs: Hindsight, session: str, turns: list[tuple[str, str]], day: float = 0) -> None:
    """One conversation of user "u": ``turns`` as (role, text) messages, retained together in session ``session``,
    ``day`` days after :data:`T0`."""
    hs.retain(
        [{"role": role, "content": text, "id": f"{session}-{i}"} for i, (role, text) in enumerate(turns)],
        user_id="u",
        session_id=session,
        occurred_at=T0 + timedelta(days=day),
    )


def answered_apart(
    hs: Hindsight, turns: list[tuple[str, str]], start: datetime, *, reply: str = "OK", days: float = 10
) -> dict[str, MemoryRecord]:
    """Retain each ``(id, text)`` of ``turns`` as user "u"'s turn with the assistant's ``reply`` after it, in a session
    of its own, ``days`` apart from ``start``; then :func:`by_source`."""
    for n, (id_, text) in enumerate(turns):
        hs.retain(
            [
                {"role": "user", "content": text, "id": id_},
                {"role": "assistant", "content": reply, "id": f"a{id_}"},
            ],
            user_id="u",
            session_id=f"s{n}",
            occurred_at=start + timedelta(days=days * n),
        )
    return by_source(hs)


def first_answer(hs: Hindsight, said: Sequence[str], asked: str) -> tuple[list[str], list[str]]:
    """Tell each of ``said`` a day apart (:func:`tell`, turns ``m0``, ``m1``, ...), then recall ``asked`` a month
    later: the turn ids the first hit came from, and the hits' texts (for a failure's message)."""
    for day, text in enumerate(said):
        tell(hs, text, f"m{day}", day)
    hits = hs.recall(asked, user_id="u", k=2, reinforce=False, now=T0 + timedelta(days=30)).hits
    return hits[0].record.source_ids, [h.record.text for h in hits]


def changed_then_asked(
    hs: Hindsight, old: str, new: str, asked: str, *, attribute: str | None = None, gap: float = 30
) -> tuple[MemoryRecord, MemoryRecord, str]:
    """Tell ``old`` (turn "m1"), then ``new`` ("m2") ``gap`` days later, and ask ``asked`` ten days after: the old
    turn's record, the new one's (of ``attribute`` where given: a turn may hold several) and the first hit's id."""
    tell(hs, old, "m1", 0)
    tell(hs, new, "m2", gap)
    records = {
        r.source_ids[0]: r
        for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
        if attribute is None or r.attributes.get("attribute") == attribute
    }
    hits = hs.recall(asked, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=gap + 10)).hits
    return records["m1"], records["m2"], hits[0].record.id
