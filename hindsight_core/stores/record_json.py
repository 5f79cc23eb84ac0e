"""A record as the graph stores keep it: its whole JSON, the source of truth of each stored row or node.

Shared by the SQLite, Neo4j and in-memory graph stores, so a record that cannot be stored is refused with the
same :class:`~hindsight_core.errors.UserError` by every backend.
"""

from __future__ import annotations

from pydantic import ValidationError
from pydantic_core import PydanticSerializationError

from hindsight_core.errors import UserError
from hindsight_core.models import MemoryRecord
from hindsight_core.record_repair import readable_record


def dump_record(record: MemoryRecord) -> str:
    """The record's JSON; ``UserError`` when a field (metadata, attributes) is not JSON-serialisable."""
    try:
        return record.model_dump_json()
    except PydanticSerializationError as exc:
        raise UserError(
            f"record {record.id} cannot be stored: a field is not JSON-serialisable ({exc}). "
            "Keep metadata and attributes to plain JSON values (str, numbers, bools, lists, dicts)."
        ) from exc


def load_record(data: str) -> MemoryRecord:
    """A record from the JSON :func:`dump_record` wrote; one an older hindsight wrote with a number this version
    refuses (a strength of Infinity stored as null) is read with its default, with a warning
    (:func:`~hindsight_core.record_repair.readable_record`): every read of its user's records raised."""
    try:
        return MemoryRecord.model_validate_json(data)
    except ValidationError as exc:
        return readable_record(data, exc)
