"""What the CLI says when a command names a user the store holds no memory of: ids are matched exactly, and an
earlier ``hindsight ingest`` stored what it was given without ``--user-id`` under the user ``"default"``."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from hindsight_core.mode_moves import other_mode_hint
from hindsight_core.models import ALL_STATUSES, RecordFilter

if TYPE_CHECKING:
    from hindsight_core.stores.protocols import GraphStore


def unknown_user(hs: Any, user: str | None, *, done: int) -> bool:
    """Whether a command that did nothing named a user with no memories here (said after it: ``warn_unknown_user``)."""
    return not done and user is not None and not hs.list_records(user_id=user, statuses=ALL_STATUSES, limit=1)


def warn_unknown_user(user: str | None, hint: str = "") -> None:
    """An operator's job naming a user the store does not know (a typo, another case or Unicode form) would
    otherwise read as done."""
    print(
        f"warning: user {user!r} has no memories in this store; user ids are matched exactly (case and "
        f"Unicode form count: 'José' typed and 'José' decomposed are two users){hint}",
        file=sys.stderr,
    )


#: The user ``hindsight ingest`` stored dialogues under when given no ``--user-id``, before it required one.
_EARLIER_DEFAULT_USER = "default"


def elsewhere(hs: Any, user: str) -> str:
    """Where the memories of a user the store does not know may be (the end of the warning, ``""`` when nowhere
    known): under the user an earlier ``ingest`` stored them without ``--user-id``, or in the data directory's
    store of another mode (:mod:`hindsight_core.mode_moves`)."""
    engine = hs.engine
    return earlier_default(hs, user) or other_mode_hint(engine.data_dir, engine.graph, user)


def earlier_default(hs: Any, user: str) -> str:
    """Where the memories of a user the store does not know may be: under the user an earlier
    ``hindsight ingest`` stored them without ``--user-id`` (an upgraded store)."""
    if user == _EARLIER_DEFAULT_USER:
        return ""
    if not hs.list_records(user_id=_EARLIER_DEFAULT_USER, statuses=ALL_STATUSES, limit=1):
        return ""
    return _TRY_EARLIER_DEFAULT


async def earlier_default_in(graph: GraphStore, user: str) -> str:
    """:func:`earlier_default` read from the graph store alone (opened here if it is not): what a command
    that works without the vector store (``hindsight export``) can say."""
    if user == _EARLIER_DEFAULT_USER:
        return ""
    await graph.setup()
    if not await graph.list_records(
        RecordFilter(user_id=_EARLIER_DEFAULT_USER, statuses=ALL_STATUSES), limit=1
    ):
        return ""
    return _TRY_EARLIER_DEFAULT


_TRY_EARLIER_DEFAULT = (
    f"; `hindsight ingest` without --user-id stored memories under the user {_EARLIER_DEFAULT_USER!r} "
    f"before it required --user-id: try --user-id {_EARLIER_DEFAULT_USER}"
)
