"""The lifts by what a question asks of time: the value before ("what was my old number?", "where did I work
before the BBC?") or the value now ("where do I live?": the current home first, the statement giving an old value
up above the record holding it, a restated or rescheduled value above the one it changes). :mod:`~hindsight_core.
recall.paths` runs them once the pool is scored, the value-independent lifts around them."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime

from hindsight_core.extraction.asked_numbers import asked_number
from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.models import MemoryRecord
from hindsight_core.recall import fusion
from hindsight_core.recall.displaced import DISPLACED_BY, lift_displacing, lift_given_up
from hindsight_core.recall.pet_facts import lift_loss_beside_count
from hindsight_core.recall.query import TimeRange, asks_a_time_gone
from hindsight_core.recall.replaced_turns import lower_replaced_turns
from hindsight_core.recall.restated import lift_restated, lift_restated_value
from hindsight_core.recall.schedule_changes import lift_schedule_changes
from hindsight_core.recall.slot_lifts import (
    keep_asked_slot_above_prices,
    lift_asked_scope,
    lift_asked_slot,
    lift_current_values,
    lift_past_values,
    lower_others_number,
)
from hindsight_core.text import to_simplified

#: The best records of the pool whose later statements giving a value up are brought in (see :func:`displacing`).
DISPLACED_POOL = 10

#: Reads the records of some ids that recall may return (one store call).
Read = Callable[[list[str]], Awaitable[list[MemoryRecord]]]


def lift_values_before(
    final: dict[str, float], visible: dict[str, MemoryRecord], query: str, now: datetime
) -> None:
    """A question of the value before ("What was my old number?"): the value before (ended at ``now``) comes
    first."""
    lift_past_values(final, visible, now)
    # "where did I work before the BBC?": the Co-op above the move
    lift_given_up(final, visible, query)
    lift_restated(final, visible, query, before=True, at=now)


async def lift_values_now(
    final: dict[str, float],
    visible: dict[str, MemoryRecord],
    query: str,
    terms: frozenset[str],
    ranges: Sequence[TimeRange],
    now: datetime,
    read: Read,
) -> None:
    """Any other question: the value now first, a change said in words no slot reads above the value it gives up
    (``read`` brings in the records giving one up that no path found)."""
    lift_current_values(final, visible, terms, now)  # what holds at ``now``: not a job starting next month
    # "where do I live?": the current home first ("where did I live after college?" asks for another)
    # (2020年我住在哪 names a year gone: what held then, not the home of today)
    past = asks_a_time_gone(query, ranges, now)
    if (number := None if past else asked_number(to_simplified(query))) is not None:
        lower_others_number(final, visible, number)  # "how much is my rent?": not my sister's
    else:
        lift_asked_slot(final, visible, None if past else asked_slot(query), now)
    lift_loss_beside_count(final, visible, asked_slot(query), now)  # "Miso passed away" below "two cats"
    lift_asked_scope(final, visible, query, now)  # "what laptop do I use at home?": not the work one
    linked = await displacing(final, visible, read)
    # ... and those a path found below the best ("I stopped going to the gym" under months of gym days)
    pooled = frozenset(
        i
        for rid in fusion.best_ids(final, DISPLACED_POOL)
        for i in visible[rid].metadata.get(DISPLACED_BY) or ()
        if i in final and i not in linked
    )
    # "we dumped New Relic" above "Monitoring is New Relic"; one linked from afar only where lifted
    lifted = lift_displacing(final, visible, query, linked | pooled, now)
    for rid in linked - lifted:
        del final[rid]
    lift_restated(final, visible, query, at=now)  # "Customers have become 52 now" above "I have 34 customers"
    # "physio is weekly now" above "I see my physio every other week" for "how often do I see the physio?"
    lift_restated_value(final, visible, query, now)
    lift_schedule_changes(final, visible)  # "Therapy moved to Wednesdays" above "... every Thursday"
    # "who is my car insurance with?": the insurer above "my car insurance went up to 140 a month"
    keep_asked_slot_above_prices(final, visible, None if past else asked_slot(query), now)
    # "where do I live?": "actually I moved to Lyon" above "Hi, I'm Alice. I live in Paris and I work as a nurse."
    lower_replaced_turns(final, visible, terms, now)


async def displacing(final: dict[str, float], visible: dict[str, MemoryRecord], read: Read) -> frozenset[str]:
    """The later statements giving up a value the pool's best records hold (their ``DISPLACED_BY``) that no
    path found ("语雀不用了" shares no word with "周报放在哪里写"): read (one store call, only where such a link
    is in the pool), added to ``visible`` and ``final`` at the bottom, for the lift to place."""
    head = fusion.best_ids(final, DISPLACED_POOL)
    wanted = list(
        dict.fromkeys(
            i for rid in head for i in visible[rid].metadata.get(DISPLACED_BY) or () if i not in final
        )
    )
    found = await read(wanted)
    if not found:
        return frozenset()
    bottom = min(final.values()) * 0.5
    for record in found:
        visible[record.id] = record
        final[record.id] = bottom
    return frozenset(r.id for r in found)
