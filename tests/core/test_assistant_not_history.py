"""``maintain`` archives what the assistant said once it faded, and the archive is read by a question about the past:
months on, "which hotel did I pick in Edinburgh?" had the assistant's own suggestions above the user's "apex sounds
good", as if they were the user's history. The assistant's words in the archive are read only where they are asked
for (with the pending ones: ``include_pending``)."""

from __future__ import annotations

from datetime import timedelta

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, utcnow

from .retain_helpers import T0

SAID = [
    ("user", "Planning a weekend in Edinburgh for Alex's 40th. Which hotel should we book?"),
    (
        "assistant",
        "The Balmoral or the Scotsman for a splurge; the Apex Grassmarket has castle views for less.",
    ),
    ("user", "apex sounds good"),
    ("assistant", "Great choice! Edinburgh has lovely options nearby for dinner too."),
]


def test_what_the_assistant_said_is_no_history_of_the_user(real: Hindsight) -> None:
    messages = [{"role": role, "content": text, "id": f"m{n}"} for n, (role, text) in enumerate(SAID)]
    real.retain(messages, user_id="u", session_id="s", occurred_at=T0)
    later = utcnow() + timedelta(days=400)  # strength decays from when a record was written
    real.maintain(user_id="u", now=later)
    status = {r.source_ids[-1]: r.status for r in real.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert status["m1"] == status["m3"] == "archived"
    hits = real.recall(
        "which hotel did I pick in Edinburgh?", user_id="u", k=5, now=later, reinforce=False
    ).hits
    assert hits and hits[0].record.source_ids[-1] == "m2"
    assert all(h.record.source_kind != "model_inferred" for h in hits)
    asked = real.recall(
        "which hotel did I pick in Edinburgh?",
        user_id="u",
        k=5,
        now=later,
        reinforce=False,
        include_pending=True,
    ).hits
    assert "m1" in {h.record.source_ids[-1] for h in asked}
