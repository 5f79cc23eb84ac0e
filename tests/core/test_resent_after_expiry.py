"""A message sent again after its memory expired (its event type's TTL, applied by ``maintain``): the same
occurrence (the same conversation, message id and text: a script run again, a history sent whole) is the memory
that expired by the user's own policy, not brought back as a fresh one; the same words as a new occurrence
(another conversation, or a new message id) are new information, stored and recalled. On the real MiniLM."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.journal_redaction import REDACTED
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import T0

# the expiry rules of what the user said, as an application that archives it sees them
pytestmark = pytest.mark.expire_user_statements

PLAN = "I plan to repaint the garage in Quellblue this weekend."


def _send(hs: Hindsight, session: str, message_id: str, *, day: float | None):
    """``PLAN`` as user "u"'s message ``message_id`` of ``session``, ``day`` days after T0 (None: now)."""
    return hs.retain(
        [{"role": "user", "content": PLAN, "id": message_id}],
        user_id="u",
        session_id=session,
        occurred_at=None if day is None else T0 + timedelta(days=day),
    )


def _expired(hs: Hindsight) -> str:
    """``PLAN`` said as "m-1" of "s1" on T0, archived by ``maintain`` once its plan's TTL passed: its id."""
    [first] = _send(hs, "s1", "m-1", day=0).added
    assert first.expires_at is not None and first.expires_at < T0 + timedelta(days=60)
    assert hs.maintain(user_id="u", now=T0 + timedelta(days=60))["archived"] == 1
    return first.id


def _garage(hs: Hindsight) -> list[tuple[str, str]]:
    return sorted(
        (r.id, r.status) for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if "Quellblue" in r.text
    )


@pytest.mark.parametrize("day", [0, None], ids=["as-first-sent", "sent-now"])
def test_the_same_message_sent_again_after_it_expired_is_not_brought_back(
    real: Hindsight, day: float | None
) -> None:
    gone = _expired(real)
    again = _send(real, "s1", "m-1", day=day)
    assert again.added == [] and [r.id for r in again.merged] == [gone]
    assert _garage(real) == [(gone, "archived")]
    assert not any("Quellblue" in h.record.text for h in real.recall("garage paint plan", user_id="u").hits)
    # the trace it came in again is noted: a hard forget of the expired memory blanks that copy too
    assert real.forget(record_id=gone, hard=True) == [gone]
    trace = real.get_trace(again.trace_id)
    assert trace is not None and [s.content for s in trace.steps] == [REDACTED]


@pytest.mark.parametrize(
    ("session", "message_id"), [("s2", "m-1"), ("s1", "m-9")], ids=["another-chat", "new-id"]
)
def test_the_same_words_as_a_new_occurrence_after_the_expiry_are_stored(
    real: Hindsight, session: str, message_id: str
) -> None:
    gone = _expired(real)
    again = _send(real, session, message_id, day=70)
    [fresh] = again.added
    assert (
        fresh.status == "active"
        and fresh.expires_at is not None
        and fresh.expires_at > T0 + timedelta(days=70)
    )
    assert _garage(real) == sorted([(gone, "archived"), (fresh.id, "active")])
    assert real.recall("garage paint plan", user_id="u").hits[0].record.id == fresh.id
