"""Telling the embedded engine one user turn on a given day, as the slot and supersession tests do."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hindsight_core import Hindsight

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
