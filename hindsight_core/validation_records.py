"""Records and files: the checks of a :class:`~hindsight_core.models.MemoryRecord` from outside (an import,
``put_record``), the entities an extracted record may keep (:func:`clip_entities`), and the paths records are
exported to and imported from. The checks they are built from are in :mod:`hindsight_core.validation`.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from pathlib import Path

from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.models import MemoryRecord
from hindsight_core.validation import (
    _shown,
    _unicode,
    _utf8,
    check_confidence,
    check_entities,
    check_id,
    check_json,
    check_moment,
    check_scope,
    check_text,
    check_ttl_days,
    clean_text,
    setting_hint,
)

# ------------------------------------------------------------------------------------------------ files


def check_export_path(value: object, name: str, limits: LimitsConfig) -> Path:
    """Where an export may be written: a file path (not a directory) in a directory that exists."""
    return file_target(_path(value, name), "export to", "memories.jsonl")


def file_target(path: Path, doing: str, example: str) -> Path:
    """``path`` as a file to write (``doing``: "export to", "write the summary to"): not a directory, in a
    directory that exists (a UserError that says which, with a file name such as ``example`` to pass)."""
    if path.is_dir():
        raise UserError(
            f"cannot {doing} {path}: it is a directory; pass a file path such as {path / example}"
        )
    if not path.parent.is_dir():
        raise UserError(f"cannot {doing} {path}: the directory {path.parent} does not exist; create it first")
    return path


def not_the_store(path: Path, data_dir: Path) -> Path:
    """``path`` to write an export to, when it is none of the store's own files in ``data_dir`` (``graph.db``,
    ``journal.db`` and their ``-wal`` files, anything under ``chroma/``): an export there wrote its lines over
    the memories it read."""
    target, store = path.expanduser().resolve(), data_dir.expanduser().resolve()
    own = target.parent == store and target.name.split("-")[0] in ("graph.db", "journal.db")
    if own or store / "chroma" in target.parents:
        raise UserError(
            f"cannot export to {path}: it is the store's own file in the data directory {data_dir}, and the "
            f"export would overwrite the memories it reads; pass another file, such as {store / 'memories.jsonl'}"
        )
    return path


def check_import_path(value: object, name: str, limits: LimitsConfig) -> Path:
    path = _path(value, name)
    if not path.is_file():
        what = (
            "is a directory"
            if path.is_dir()
            else "is not a regular file (a device, a pipe)"
            if path.exists()
            else "does not exist"
        )
        raise UserError(f"cannot import {path}: it {what}; pass a file written by `hindsight export`")
    return path


def _path(value: object, name: str) -> Path:
    if not isinstance(value, (str, os.PathLike)) or (isinstance(value, str) and not value.strip()):
        raise UserError(f"{name} must be a file path, not {_shown(value)}")
    path = Path(value).expanduser()
    _unicode(str(path), name)
    return path


# ------------------------------------------------------------------------------------------------ records


def clip_entities(records: Sequence[MemoryRecord], limits: LimitsConfig) -> list[MemoryRecord]:
    """Extracted records keep their first ``max_entities_per_record`` valid entities (a blank one, or one with
    control characters, is dropped: an extractor's output is input too): each pair of a record's entities
    becomes a graph row, so one record must not name thousands."""
    out: list[MemoryRecord] = []
    for record in records:
        kept = [e for e in record.entities if _valid_id(e, limits)][: limits.max_entities_per_record]
        out.append(record if kept == record.entities else record.model_copy(update={"entities": kept}))
    return out


def _valid_id(value: str, limits: LimitsConfig) -> bool:
    try:
        check_id(value, "entity", limits)
    except UserError:
        return False
    return True


def check_record(record: MemoryRecord, name: str, limits: LimitsConfig) -> MemoryRecord:
    """A record from outside (an import, ``put_record``): its text, scope and entities within the limits."""
    if not isinstance(record, MemoryRecord):
        raise UserError(f"{name} must be a hindsight_core.MemoryRecord, got {_shown(record)}")
    check_id(record.id, f"{name} id", limits)
    check_text(record.text, f"{name} text", limits)
    check_scope(record.scope, f"{name} scope", limits)
    check_id(record.event_type, f"{name} event_type", limits)
    check_confidence(record.confidence, f"{name} confidence", limits)
    check_entities(record.entities, f"{name} entities", limits)
    for field in ("occurred_at", "recorded_at"):
        check_moment(getattr(record, field), f"{name} {field}", limits)
    for key, value in record.attributes.items():
        if not _utf8(key) or not _utf8(value):
            raise UserError(
                f"{name} attribute {key!r} is not valid Unicode text (a lone surrogate): write it as UTF-8 text"
            )
    check_metadata(record.metadata, f"{name} metadata", limits)
    return check_state(record, name, limits)


#: Why a record's metadata has a size limit (:func:`check_metadata`).
READ_WITH_RECORD = "it is read back with the record by every list and recall"
#: Why a trace's, a step's or a message's tool calls' metadata has the same limit.
READ_WITH_TRACE = "it is journaled with the trace and read back by every reflection and export of it"


def check_metadata(value: object, name: str, limits: LimitsConfig, *, why: str = READ_WITH_RECORD) -> None:
    """A record's metadata (or a trace's, a step's: ``why`` says what reads it): JSON with finite numbers
    (:func:`~hindsight_core.validation.check_json`) of at most ``limits.max_metadata_bytes``: every list and
    recall reads it back with the record (a 50 MB dict was stored, and slowed every later call that read the
    user's records)."""
    size = len(check_json(value, name))
    if size > limits.max_metadata_bytes:
        raise UserError(
            f"{name} is {size:,} bytes of JSON, over the limit of {limits.max_metadata_bytes:,} bytes ({why}): "
            "keep a large payload elsewhere (a file, a blob store) with its path or URL in the metadata, put the "
            f"words to recall in the text, or raise {setting_hint('max_metadata_bytes')}"
        )


def clean_record(record: MemoryRecord) -> MemoryRecord:
    """``record`` with its text as it is stored (:func:`~hindsight_core.validation.clean_text`: no byte-order
    mark at its start, no control character but tabs and newlines); the same object when its text is clean."""
    text = clean_text(record.text)
    if not text.strip():
        raise UserError(
            f"record {record.id} has no text but control characters ({record.text[:20]!r}); give it words"
        )
    return record if text == record.text else record.model_copy(update={"text": text})


def check_state(record: MemoryRecord, name: str, limits: LimitsConfig) -> MemoryRecord:
    """A record's lifecycle state as one can be (an import, ``put_record``): a TTL above 0 days, a finite
    strength, said at least once, never recalled a negative number of times, linked to no record by itself, and
    an end (``valid_to``) not before its start unless a successor ended it (a value told later of the time
    before is superseded at the date its successor was said: :func:`~hindsight_core.lifecycle.merge.supersede`)."""
    if record.ttl_days is not None:
        try:
            check_ttl_days(record.ttl_days, f"{name} ttl_days", limits)
        except UserError as exc:
            raise UserError(str(exc).replace("pass None", "leave it null")) from None
    if not math.isfinite(record.strength):  # stored as null, the record could not be read back
        raise UserError(f"{name} strength must be a finite number, not {record.strength!r}")
    for field, low in (("occurrences", 1), ("recall_count", 0)):
        if getattr(record, field) < low:
            raise UserError(f"{name} {field} must be at least {low}, not {getattr(record, field)}")
    if record.superseded_by == record.id:
        raise UserError(
            f"{name} is superseded_by itself ({record.id}): a record is superseded by another one"
        )
    for field in ("conflicts_with", "supporting_ids"):
        if record.id in getattr(record, field):
            raise UserError(f"{name} lists itself in {field} ({record.id}): it links to other records")
    start, end = record.valid_from, record.valid_to
    if start is not None and end is not None and end < start and record.superseded_by is None:
        raise UserError(
            f"{name} valid_to ({end.isoformat()}) is before its valid_from ({start.isoformat()}): a record ends "
            "after it starts"
        )
    return record


__all__ = [
    "check_export_path",
    "check_import_path",
    "check_metadata",
    "check_record",
    "check_state",
    "clean_record",
    "clip_entities",
    "file_target",
    "not_the_store",
]
