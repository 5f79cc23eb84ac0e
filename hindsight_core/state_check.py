"""``hindsight doctor``'s check of the records' stored state (:mod:`hindsight_core.record_repair`): every record
an older hindsight wrote that this one refuses, reported; with ``--repair`` written back fixed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from hindsight_core.errors import HindsightError
from hindsight_core.record_repair import repaired_states
from hindsight_core.transfer import put_exact

if TYPE_CHECKING:
    from hindsight_core.engine import AsyncHindsight

#: Records read per batch.
_BATCH = 500

#: How many damaged records a report names.
_NAMED = 3


async def check_states(engine: AsyncHindsight, *, repair: bool) -> tuple[Literal["OK", "FAIL"], str, str]:
    """The status, the detail and the fix of the "record state" check."""
    ids = await engine.graph.all_record_ids()
    records = []
    for start in range(0, len(ids), _BATCH):
        records.extend(await engine.graph.get_records(ids[start : start + _BATCH]))
    repairs = repaired_states(records)
    if not repairs.problems:
        return "OK", f"every record's state is one this version writes ({len(records)} records)", ""
    named = "; ".join(
        f"{rid}: {', '.join(problems)}" for rid, problems in sorted(repairs.problems.items())[:_NAMED]
    )
    more = len(repairs.problems) - _NAMED
    listed = named + (f"; and {more} more" if more > 0 else "")
    if not repair:
        return (
            "FAIL",
            f"{len(repairs.problems)} records hold a state this version refuses (written by an older hindsight): "
            f"{listed}",
            "run `hindsight doctor --repair`: it writes each one back fixed (a refused number or an unknown status "
            "as it is read now, a link to itself or the link that closes a cycle taken away, a TTL not above 0 "
            "days left to the event type's rule, a start after the end dropped); every other record is left as "
            "it is",
        )
    try:
        for rid in sorted(repairs.fixed):
            await put_exact(engine.writer, engine.graph, repairs.fixed[rid])
    except HindsightError as exc:
        return "FAIL", f"repair failed: {exc}", "fix the error, then run `hindsight doctor --repair` again"
    return "OK", f"wrote back {len(repairs.fixed)} records fixed: {listed}", ""


__all__ = ["check_states"]
