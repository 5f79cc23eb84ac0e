"""Records a store written by an older hindsight holds though this one refuses them (:func:`~hindsight_core.
validation_records.check_state`): a strength of Infinity stored as null (JSON has no Infinity), a record
superseded by itself, ``superseded_by`` links that close a cycle. Before, a null strength made every read of the
user's records raise pydantic's ``ValidationError`` (list, recall, export, ``hindsight doctor`` itself), and a
self-link or a cycle hid a record as "superseded on ?" with no successor to show. A status this version does not
know ("superseded", "Active") made every read raise too; an end (``valid_to``) before the start with no successor
to explain it, and a TTL of 0 or less days (refused where a record enters), were never reported.

Now the stores read such a row (:func:`readable_record`: the refused number read as its default, with a warning)
and ``hindsight doctor`` reports every such record; ``hindsight doctor --repair`` writes them back fixed
(:func:`repaired_states`), every other record untouched.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, cast, get_args

from pydantic import ValidationError

from hindsight_core.lifecycle.decay import TTL_GIVEN
from hindsight_core.models import MemoryRecord, RecordStatus

logger = logging.getLogger("hindsight")

#: A number an older hindsight could store that this one refuses (a NaN or infinity stored as null, a negative
#: strength), and what it is read as: the value of a record said once, never recalled.
_READ_AS: dict[str, float | int] = {"strength": 1.0, "confidence": 1.0, "occurrences": 1, "recall_count": 0}

#: What a status this version does not know is read as: kept, listed, never recalled nor taken for current.
_UNKNOWN_STATUS_READ_AS: RecordStatus = "archived"


def _status_read_as(value: object) -> RecordStatus:
    """The status an unknown stored ``status`` is read as: a known one written otherwise ("Active", " archived")
    is that one; anything else is ``archived`` (the record is kept, and not shown as current).

    >>> _status_read_as("Active"), _status_read_as("superseded"), _status_read_as(None)
    ('active', 'archived', 'archived')
    """
    folded = value.strip().lower() if isinstance(value, str) else ""
    return cast(RecordStatus, folded) if folded in get_args(RecordStatus) else _UNKNOWN_STATUS_READ_AS


#: The ids warned of in this process (a list reads every record of a user at each call: one warning each).
_warned: set[str] = set()


def readable_record(data: str, error: ValidationError) -> MemoryRecord:
    """The record ``data`` holds when :class:`MemoryRecord` refused it only for a number this version refuses
    (``_READ_AS``): read with its default in place, and a warning naming the repair; ``error`` raised again
    when anything else is wrong with it.

    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> row = MemoryRecord(id="r1", text="Alice lives in Lyon", scope=Scope(user_id="alice")).model_dump(mode="json")
    >>> bad = json.dumps({**row, "strength": None})
    >>> try:
    ...     MemoryRecord.model_validate_json(bad)
    ... except ValidationError as exc:
    ...     record = readable_record(bad, exc)
    >>> record.strength, read_repairs(record)
    (1.0, ('strength None read as 1.0',))
    """
    try:
        raw = json.loads(data)
    except ValueError:
        raise error from None
    if not isinstance(raw, dict):
        raise error
    fixed: list[str] = []
    for problem in error.errors():
        name = problem["loc"][0] if len(problem["loc"]) == 1 else None
        if name == "status" and name in raw:
            raw[name] = _status_read_as(raw[name])
            fixed.append(f"status {problem['input']!r} read as {raw[name]!r}")
            continue
        if not isinstance(name, str) or name not in _READ_AS or name not in raw:
            raise error
        raw[name] = _READ_AS[name]
        fixed.append(f"{name} {problem['input']!r} read as {_READ_AS[name]}")
    try:
        record = MemoryRecord.model_validate(raw)
    except ValidationError:
        raise error from None
    record._read_repairs = tuple(fixed)
    if record.id not in _warned:
        _warned.add(record.id)
        logger.warning(
            "hindsight: record %s, written by an older hindsight, holds what this version refuses (%s); run "
            "`hindsight doctor --repair` to write it back fixed",
            record.id,
            "; ".join(fixed),
        )
    return record


def read_repairs(record: MemoryRecord) -> tuple[str, ...]:
    """What :func:`readable_record` read differently from the stored row of ``record`` (empty: nothing)."""
    return record._read_repairs


@dataclass(slots=True)
class StateRepairs:
    """The records whose stored state this version refuses, and each one fixed."""

    problems: dict[str, list[str]] = field(default_factory=dict)
    """Per record id, what is wrong with it, in words."""
    fixed: dict[str, MemoryRecord] = field(default_factory=dict)
    """Per record id, the record as :func:`repaired_states` writes it back."""

    def add(self, record: MemoryRecord, problem: str, **update: Any) -> None:
        current = self.fixed.get(record.id, record)
        self.fixed[record.id] = current.model_copy(update=update) if update else current
        self.problems.setdefault(record.id, []).append(problem)


def repaired_states(records: Iterable[MemoryRecord]) -> StateRepairs:
    """What is wrong with the state of ``records`` (a whole store's, or a user's) and each one fixed: a number
    read as its default and an unknown status as :func:`_status_read_as` reads it (:func:`readable_record`) are
    written as they were read; a record superseded by itself, or listing itself as a conflict or a support,
    loses the link to itself; a chain of ``superseded_by`` that closes a cycle is cut after its latest record
    (by ``occurred_at``, then ``recorded_at``, then id), which is again the current value. An end
    (``valid_to``) the cut link set (its successor's start) goes with it. A TTL of 0 or less days loses its TTL
    and the expiry it gave (the event type's rule applies again at the next ``maintain``); a start
    (``valid_from``) after the record's end, with no successor that ended it, is dropped (the end is kept: the
    value is not taken for current again)."""
    records = list(records)
    by_id = {r.id: r for r in records}
    repairs = StateRepairs()
    for record in records:
        for problem in read_repairs(record):
            repairs.add(record, problem)
        if record.superseded_by == record.id:
            repairs.add(record, "superseded by itself", **_unlinked(record, record))
        for name in ("conflicts_with", "supporting_ids"):
            if record.id in getattr(record, name):
                kept = [i for i in getattr(record, name) if i != record.id]
                repairs.add(record, f"lists itself in {name}", **{name: kept})
        if record.ttl_days is not None and not record.ttl_days > 0:
            metadata = {k: v for k, v in record.metadata.items() if k != TTL_GIVEN}
            update = {"ttl_days": None, "expires_at": None, "metadata": metadata}
            repairs.add(record, f"ttl_days {record.ttl_days!r} is not above 0", **update)
        start, end = record.valid_from, record.valid_to
        if start is not None and end is not None and end < start and record.superseded_by is None:
            problem = f"valid_to ({end.isoformat()}) is before its valid_from ({start.isoformat()})"
            repairs.add(record, problem, valid_from=None)
    for cycle in _cycles(by_id):
        latest = max(cycle, key=lambda r: (r.occurred_at, r.recorded_at, r.id))
        successor = by_id[str(latest.superseded_by)]
        repairs.add(
            latest,
            f"superseded_by links close a cycle of {len(cycle)} records ({', '.join(sorted(r.id for r in cycle))})",
            **_unlinked(repairs.fixed.get(latest.id, latest), successor),
        )
    return repairs


def _unlinked(record: MemoryRecord, successor: MemoryRecord) -> dict[str, Any]:
    """The update that takes ``record``'s ``superseded_by`` away, with the end it set (its successor's start)."""
    update: dict[str, Any] = {"superseded_by": None}
    if record.valid_to is not None and record.valid_to in (successor.occurred_at, successor.valid_from):
        update["valid_to"] = None
    return update


def _cycles(by_id: dict[str, MemoryRecord]) -> list[list[MemoryRecord]]:
    """The cycles of two or more records that ``superseded_by`` links close (a self-link is not one here)."""
    state: dict[str, int] = {}  # 1: on the path being followed, 2: done
    cycles: list[list[MemoryRecord]] = []
    for start in sorted(by_id):
        path: list[str] = []
        current: str | None = start
        while current is not None and current in by_id and current not in state:
            state[current] = 1
            path.append(current)
            following = by_id[current].superseded_by
            current = following if following != current else None
        if current is not None and state.get(current) == 1:
            cycles.append([by_id[i] for i in path[path.index(current) :]])
        for visited in path:
            state[visited] = 2
    return cycles


__all__ = ["StateRepairs", "read_repairs", "readable_record", "repaired_states"]
