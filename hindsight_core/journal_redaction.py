"""The trace journal's redaction of hard-forgotten steps: their tombstones (:class:`ForgottenStep`, the
content's :func:`content_hash`), which steps of a trace journaled again were forgotten before (the same
message sent again, a memory tool's report of a forgotten record), blanking them, and compacting the file
after a redaction.

:class:`~hindsight_core.journal.TraceJournal` calls these inside its own transactions; the tables they read
(``redacted``, ``redacted_content``, ``scrub``) are in its schema.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from hindsight_core.models import GENERATED_STEP_PREFIX, Trace
from hindsight_core.text import distinctive_values, keyword_terms, naming_values
from hindsight_core.validation import BOM, clean_text

logger = logging.getLogger("hindsight")

#: What a redacted step's content becomes (the step stays, so window positions do not move).
REDACTED = ""


def _first_column_in(db: sqlite3.Connection, select: str, key: object, values: Sequence[str]) -> set[str]:
    """The first column of ``<select> IN (<values>)`` with ``key`` bound first, 500 values a statement (SQLite's
    limit on bound parameters)."""
    found: set[str] = set()
    for start in range(0, len(values), 500):
        chunk = values[start : start + 500]
        sql = f"{select} IN ({','.join('?' * len(chunk))})"
        found.update(row[0] for row in db.execute(sql, [key, *chunk]).fetchall())
    return found


@dataclass(frozen=True, slots=True)
class ForgottenStep:
    """A hard forget's tombstone: the same step (id and content) sent again is blanked on arrival."""

    user_id: str
    step_id: str
    content_hash: str


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def content_hash(content: str) -> str:
    """The hash a tombstone knows a step's content by: of the text as it enters the memory
    (:func:`~hindsight_core.validation.clean_text`), so a message journaled raw by an older version ("\\ufeffMy
    passport number is ...", a Windows line end, a NUL) and the same message sent again now (cleaned on entry)
    are the same content.

    >>> content_hash("\\ufeffI live in Lisbon\\r\\n") == content_hash("I live in Lisbon\\n")
    True
    """
    return _sha(clean_text(content))


def content_hashes(content: str) -> list[str]:
    """:func:`content_hash` of ``content``, then the hashes an older version's tombstone may hold for it: it
    hashed the text as stored, raw, and the cleaning that can be undone is a byte-order mark at the start and
    Windows line ends (a file saved on Windows); a dropped control character cannot be told from the cleaned
    text, so ``content`` as given is hashed too (a message as it was sent, :meth:`TraceStep.sent_content`).

    >>> hashes = content_hashes("I live in Lisbon\\nand work in Porto")
    >>> len(hashes), hashes[0] == content_hash("I live in Lisbon\\nand work in Porto")
    (4, True)
    >>> content_hashes("\\ufeffI live in Lisbon")[1] == _sha("\\ufeffI live in Lisbon")
    True
    """
    text = clean_text(content)
    forms = [text, BOM + text]
    if "\n" in text:
        windows = text.replace("\n", "\r\n")
        forms += [windows, BOM + windows]
    # and the text as given when it is not clean: a dropped control character (a NUL, an ANSI colour code's
    # ESC) cannot be put back, but a message as sent (TraceStep.sent_content, a framework's buffer) still has it
    return list(dict.fromkeys(_sha(form) for form in [*forms, content]))


def sent_hashes(trace: Trace) -> list[tuple[str, str, str]]:
    """(trace id, step id, hash) of the text as sent of each step whose cleaning on entry dropped what cannot
    be put back (a NUL, the ESC of an ANSI colour code): journaled with the step, never the text, so that an
    older version's tombstone of that text still matches the step when the trace is read back (cleaned).

    >>> from hindsight_core.models import Scope, TraceStep
    >>> from hindsight_core.validation_traces import clean_trace
    >>> steps = [TraceStep(type="user_input", content=c, step_id=i) for i, c in (("a", "hi\\x00 there"), ("b", "ok"))]
    >>> [(step, digest == _sha("hi\\x00 there")) for _, step, digest in sent_hashes(
    ...     clean_trace(Trace(trace_id="t", scope=Scope(user_id="u"), steps=steps)))]
    [('a', True)]
    """
    out = []
    for st in trace.steps:
        sent = st.sent_content()
        if sent != st.content and sent != REDACTED and _sha(sent) not in content_hashes(st.content):
            out.append((trace.trace_id, st.step_id, _sha(sent)))
    return out


#: A message id this long names one message (a UUID, a framework's run id), not a position ("m1").
_NAMING_ID_CHARS = 16


#: How many keyword terms a message needs to be recognised by its content alone (:func:`_sent_again`).
_DISTINCTIVE = 3


def _sent_again(db: sqlite3.Connection, trace: Trace) -> set[str]:
    """The ids of ``trace``'s steps that a hard forget redacted before, in another trace of the same user: the
    same step id with the same content, sent again; or, for a step whose id was generated (its sender named
    none: :func:`~hindsight_core.models.generated_step_id`), the same content."""
    user = trace.scope.user_id
    live = [st for st in trace.steps if st.content != REDACTED]
    if (
        not live
        or db.execute("SELECT 1 FROM redacted_content WHERE user_id=? LIMIT 1", (user,)).fetchone() is None
    ):
        return set()
    ids = list(dict.fromkeys(st.step_id for st in live))
    known: set[tuple[str, str]] = set()
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        known.update(
            db.execute(
                "SELECT step_id, content_hash FROM redacted_content WHERE user_id=? AND step_id IN "
                f"({','.join('?' * len(chunk))})",
                [user, *chunk],
            ).fetchall()
        )
    # each step's content hash, and the raw forms' an older version's tombstone may hold (content_hashes),
    # with the hash of the text as sent journaled with the step (a trace read back holds the cleaned text)
    hashes = {st.step_id: content_hashes(st.sent_content()) for st in live}
    for step_id, digest in db.execute(
        "SELECT step_id, content_hash FROM sent_hashes WHERE trace_id=?", (trace.trace_id,)
    ):
        if step_id in hashes and digest not in hashes[step_id]:
            hashes[step_id].append(digest)
    # By content alone only a message that says something (several words, or an identifier or long number:
    # "My IBAN is DE89..."): a forgotten "yes" (the answer cited with its question) must not blank every
    # later "yes" of the user.
    unnamed = list(
        dict.fromkeys(
            h
            for st in live
            if st.step_id.startswith(GENERATED_STEP_PREFIX)
            and (len(keyword_terms(st.content)) >= _DISTINCTIVE or distinctive_values(st.content))
            for h in hashes[st.step_id]
        )
    )
    forgotten = _first_column_in(
        db, "SELECT content_hash FROM redacted_content WHERE user_id=? AND content_hash", user, unnamed
    )
    # The same conversation sent again whole (an app without ids re-sending its history): a message with the
    # content of one of this trace's own blanked steps is that message again, however short.
    own = {
        row[0]
        for row in db.execute(
            "SELECT c.content_hash FROM redacted r JOIN redacted_content c "
            "ON c.user_id=? AND c.step_id=r.step_id WHERE r.trace_id=?",
            (user, trace.trace_id),
        )
    }
    return {
        i
        for i, digests in hashes.items()
        for h in digests
        if (i, h) in known or (i.startswith(GENERATED_STEP_PREFIX) and (h in forgotten or h in own))
    } | _reporting_forgotten(db, trace)


#: A record id as the memory tools report it ("Stored memory <id>: ...", "merged into memory <id>").
_RECORD_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


#: The step id prefix of a hard-forgotten record's own tombstone (``shared_forgets.record_step``).
RECORD_STEP_PREFIX = "record:"


def _reporting_forgotten(db: sqlite3.Connection, trace: Trace) -> set[str]:
    """The ids of ``trace``'s tool steps that carry a hard-forgotten record stored through a memory tool: the
    result naming its id ("Stored memory <id>: Pat's locker code is 8812-4471") and the call that stored it
    (paired by its tool-call id, else the call just before). The record goes; so must the turn's copies of it,
    however the forget and the turn's journaling are ordered."""
    from hindsight_core.extraction.rules import call_id_of

    named: dict[str, set[str]] = {}
    for step in trace.steps:
        if step.type == "tool_result" and step.content != REDACTED:
            found = set(_RECORD_ID.findall(f"{step.content} {json.dumps(step.metadata, default=str)}"))
            if found:
                named[step.step_id] = found
    if not named:
        return set()
    ids = sorted({RECORD_STEP_PREFIX + i for found in named.values() for i in found})
    gone: set[str] = set()
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        gone.update(
            row[0][len(RECORD_STEP_PREFIX) :]
            for row in db.execute(
                f"SELECT step_id FROM redacted_content WHERE user_id=? AND step_id IN ({','.join('?' * len(chunk))})",
                [trace.scope.user_id, *chunk],
            )
        )
    results = {step_id for step_id, found in named.items() if found & gone}
    if not results:
        return set()
    out = set(results)
    for index, step in enumerate(trace.steps):
        if step.step_id not in results:
            continue
        call_id = call_id_of(step)
        paired = [s for s in trace.steps if s.type == "tool_call" and call_id and call_id_of(s) == call_id]
        if not paired:
            paired = [s for s in reversed(trace.steps[:index]) if s.type == "tool_call"][:1]
        out.update(s.step_id for s in paired)
    return out


def scrub_journal(conn: sqlite3.Connection) -> None:
    """Rewrite the file (VACUUM) after redactions: secure_delete zeroes freed space, but a trace body rewritten
    in its page can leave an old copy in the page's free gap; a rewritten file holds no byte of it."""
    try:
        if conn.execute("SELECT 1 FROM scrub").fetchone() is None:
            return
        conn.execute("VACUUM")
        conn.execute("DELETE FROM scrub")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except sqlite3.Error as exc:  # the mark stays: the next close or open rewrites it
        logger.warning("hindsight: the trace journal could not be compacted after a hard forget: %s", exc)


def _redact(trace: Trace, step_ids: set[str]) -> Trace:
    """The trace with these steps blanked, and its goal too when it was taken from one of them (a trace's goal
    is its first user message, cut: it must not keep the text the step no longer holds)."""
    steps = [
        s.model_copy(update={"content": REDACTED, "metadata": {}}) if s.step_id in step_ids else s
        for s in trace.steps
    ]
    goal = (trace.goal or "").strip()
    blanked = [s for s in trace.steps if s.step_id in step_ids and s.content != REDACTED]
    said = [s.content for s in blanked if s.content.strip()]
    # a goal given apart ("Update contact e-mail to jane.roe@example.org") holding a value of a blanked step
    values = set().union(
        *(naming_values(f"{s.content} {json.dumps(s.metadata, default=str)}") for s in blanked)
    )
    if goal and (any(goal in text or text.strip() in goal for text in said) or naming_values(goal) & values):
        return trace.model_copy(update={"steps": steps, "goal": None})
    return trace.model_copy(update={"steps": steps})


__all__ = [
    "REDACTED",
    "RECORD_STEP_PREFIX",
    "ForgottenStep",
    "content_hash",
    "content_hashes",
    "scrub_journal",
]
