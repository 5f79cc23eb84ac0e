"""Reading a file written by ``hindsight export`` (or edited by hand) for ``import``: pure parsing, no store.

Every line is one JSON object: a :class:`~hindsight_core.models.MemoryRecord`, or a hard forget's tombstone
(``{"forgotten_step": {...}}``). A bad line fails the whole file with an error that names the line and what is
wrong with it, so nothing is half-imported.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from hindsight_core.config import LimitsConfig
from hindsight_core.errors import UserError
from hindsight_core.journal_redaction import ForgottenStep
from hindsight_core.models import MemoryRecord
from hindsight_core.validation import BOM, check_adapter_id, check_id, id_text
from hindsight_core.validation_records import check_record, clean_record

#: The key of an export line that is a hard forget's tombstone, not a record.
FORGOTTEN_STEP = "forgotten_step"

_ID_NAMESPACE = uuid.UUID("0b7f3a4e-9c1d-4f6a-8e2b-5d9c7a1e3f60")
_NOTHING = "Nothing was imported."
#: The limits of a tombstone's ids: any length (the store that wrote it allowed it).
_ANY_LENGTH = LimitsConfig().model_copy(update={"max_id_chars": 2**63 - 1})


def read_export(
    source: Path, limits: LimitsConfig | None = None
) -> tuple[list[MemoryRecord], list[ForgottenStep]]:
    """The records and the forgotten steps' tombstones of a file written by ``export_records``; a bad line
    (or, with ``limits``, a record over them) fails the whole file. A UTF-8 byte order mark at the start of
    the file (some Windows editors add one) or of a line (files joined) is skipped, and one at the start of a
    record's text is dropped."""
    if not source.is_file():
        raise UserError(f"no such file: {source}")
    records: list[MemoryRecord] = []
    forgotten: list[ForgottenStep] = []
    data = source.read_bytes()
    for number, raw in enumerate(data.split(b"\n"), start=1):
        try:
            line = raw.decode("utf-8").removeprefix(BOM)  # files joined by `cat`: each starts with its mark
        except UnicodeDecodeError:
            raise UserError(
                f"{source}:{number} is not UTF-8 text; import takes files written by `hindsight export`. "
                f"{_NOTHING}"
            ) from None
        if not line.strip():
            continue
        step = _forgotten_step(line, f"{source}:{number}")
        if step is not None:
            forgotten.append(step)
            continue
        try:
            record = clean_record(_record(line, f"{source}:{number}"))
            if limits is not None:
                check_record(record, "the record", limits)
        except UserError as exc:
            if str(exc).startswith(f"{source}:{number} "):  # _record's own error names the line
                raise
            raise UserError(f"{source}:{number}: {exc}. {_NOTHING}") from None
        records.append(record)
    return records, forgotten


def _record(line: str, where: str) -> MemoryRecord:
    """The record a line holds; one without an ``id`` gets one derived from its user, text and date."""
    try:
        record = MemoryRecord.model_validate_json(line)
    except ValidationError as exc:
        numbered = _with_numbered_scope(line, exc)
        if numbered is None:
            raise UserError(f"{where} {_what_is_wrong(line, exc)}. {_NOTHING}") from None
        record = numbered
    if "id" not in record.model_fields_set:
        when = record.occurred_at.isoformat() if "occurred_at" in record.model_fields_set else None
        key = json.dumps([record.scope.user_id, record.text, when], ensure_ascii=False)
        record = record.model_copy(update={"id": str(uuid.uuid5(_ID_NAMESPACE, key))})
    return record


#: The scope's ids a hand-written line may give as whole numbers (``"user_id": 7``).
_SCOPE_IDS = ("user_id", "agent_id", "session_id", "task_id")


def _with_numbered_scope(line: str, exc: ValidationError) -> MemoryRecord | None:
    """The record of a line refused only for whole numbers as scope ids (``"scope": {"user_id": 7}``, a
    database's dump), read as their text as ``hindsight ingest`` reads a file's ids (:func:`~hindsight_core.
    validation.id_text`); None when anything else is wrong with it."""
    if not all(e["type"] == "string_type" and tuple(e["loc"][:1]) == ("scope",) for e in exc.errors()):
        return None
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return None
    scope = value.get("scope") if isinstance(value, dict) else None
    if not isinstance(scope, dict):
        return None
    value["scope"] = {k: id_text(v) if k in _SCOPE_IDS else v for k, v in scope.items()}
    try:
        return MemoryRecord.model_validate_json(json.dumps(value, ensure_ascii=False))
    except ValidationError:
        return None


def _what_is_wrong(line: str, exc: ValidationError) -> str:
    """Why a line is no record, in words: not JSON, not an object, or which fields are missing or wrong."""
    try:
        value = json.loads(line)
    except RecursionError:
        return "nests JSON too deeply to read"
    except ValueError as bad:
        column = f" at column {bad.colno}" if isinstance(bad, json.JSONDecodeError) else ""
        return (
            f"is not valid JSON ({getattr(bad, 'msg', bad)}{column}); each line of an import file is one JSON "
            "object, as `hindsight export` writes them"
        )
    if not isinstance(value, dict):
        return f"is a JSON {type(value).__name__}, not an object; each line must be one record as an object"
    if "text" not in value and ("role" in value or "messages" in value):
        return (
            f"is a chat {'turn' if 'role' in value else 'dialogue'}, not a memory: `hindsight import` takes files "
            "written by `hindsight export`; bring a chat history in with `hindsight ingest FILE --user-id USER`"
        )
    problems = [_problem(error) for error in exc.errors()[:3]]
    more = len(exc.errors()) - len(problems)
    listed = "; ".join(problems) + (f"; and {more} more" if more > 0 else "")
    if {"id", "text", "scope"} <= value.keys() and all(e["type"] == "extra_forbidden" for e in exc.errors()):
        # a record with fields this version lacks: written by a newer one (exporting it again here cannot help)
        fields = ", ".join(repr(".".join(map(str, e["loc"]))) for e in exc.errors())
        return (
            f"holds fields this version of hindsight does not know ({fields}): it was exported by a newer version. "
            "Update hindsight here to the version that wrote it (or a later one), then import again"
        )
    return f"is not a hindsight record: {listed}. Fix the line (or export it again with `hindsight export`)"


def _problem(error: Any) -> str:
    field = ".".join(str(part) for part in error["loc"]) or "the record"
    if error["type"] == "missing":
        return f"the field {field!r} is missing"
    got = repr(error.get("input"))
    got = got if len(got) <= 60 else got[:57] + "..."
    return f"{field}: {error['msg']}, got {got}"


def _forgotten_step(line: str, where: str) -> ForgottenStep | None:
    """The tombstone a line holds, or None when it is not one (a record, or something invalid). A line that is
    a tombstone with a field missing, null or blank is refused naming the field: ``"user_id": null`` was a
    tombstone of the user "None"."""
    if FORGOTTEN_STEP not in line[:40]:
        return None
    try:
        row = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(row, dict) or set(row) != {FORGOTTEN_STEP}:
        return None
    stone = row[FORGOTTEN_STEP]
    given = stone if isinstance(stone, dict) else {}
    try:
        return ForgottenStep(
            check_adapter_id(id_text(given.get("user_id")), "user_id"),
            check_id(id_text(given.get("step_id")), "step_id", _ANY_LENGTH),
            check_id(given.get("content_hash"), "content_hash", _ANY_LENGTH),
        )
    except UserError as exc:
        raise UserError(
            f"{where} is a forgotten step's tombstone whose {exc} (a hard forget's tombstone is "
            f'{{"{FORGOTTEN_STEP}": {{"user_id": ..., "step_id": ..., "content_hash": ...}}}}, as `hindsight '
            f"export` writes it). {_NOTHING}"
        ) from None
