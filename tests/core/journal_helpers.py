"""What a data directory holds, read from its files (the trace journal's text, the files holding some bytes): what
the hard-forget tests check for a value."""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
from pathlib import Path

from hindsight_core.models import Trace


def journal_text(data_dir: Path) -> str:
    """What the journaled traces say (goals, metadata, and each step's content, name and metadata). Not their
    raw JSON: its timestamps and generated ids hold digits too, and a step journaled at 16:38:54.347734 "holds"
    the 7734 a test checks was blanked (a failure about once in a few hundred runs)."""
    with contextlib.closing(sqlite3.connect(data_dir / "journal.db")) as db:
        traces = [Trace.model_validate_json(row[0]) for row in db.execute("SELECT body FROM traces")]
    said = [[t.goal, t.metadata, [[s.content, s.name, s.metadata] for s in t.steps]] for t in traces]
    return json.dumps(said, ensure_ascii=False, default=str)


# ids, instants to the microsecond, and the content hashes of forgotten steps (a SHA-256 of a step whose id is a
# record's generated id: "...c402744718eab..." holds the 4471 a test checks was forgotten, about once in 250 runs)
_GENERATED = re.compile(
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z?"
    r"|\b[0-9a-f]{64}\b"
)


def export_text(path: Path) -> str:
    """What an export file says, less the ids, the instants to the microsecond and the hashes it generated (a record
    recorded at 11:19:15.019907 "holds" 1990, as the journal's steps did); a date it holds ("1990-03-05") is kept."""
    return _GENERATED.sub("", path.read_text(encoding="utf-8"))


def files_holding(folder: Path, needle: bytes) -> list[str]:
    """The files below ``folder`` (relative, sorted) whose bytes hold ``needle``."""
    return sorted(
        str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() and needle in p.read_bytes()
    )
