"""The trace journal's part in forgetting: the steps a hard forget blanks in journaled traces, the tombstones it
leaves (user, step id, content hash; never the text) so that a step sent again stays blanked, the cursor of the
graph store's shared tombstones applied here, and a user's erasure (every trace of theirs deleted, and kept
from coming back in this process). :class:`~hindsight_core.journal.TraceJournal` is built on it; the SQL
helpers it runs inside its transactions are in :mod:`hindsight_core.journal_redaction`.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections import OrderedDict
from collections.abc import Iterable, Sequence, Set
from pathlib import Path

from hindsight_core.journal_file import JournalFile
from hindsight_core.journal_redaction import (
    _DISTINCTIVE,
    _NAMING_ID_CHARS,
    REDACTED,
    ForgottenStep,
    _first_column_in,
    _redact,
    _reporting_forgotten,
    _sent_again,
    content_hash,
    content_hashes,
)
from hindsight_core.models import GENERATED_STEP_PREFIX, Trace
from hindsight_core.text import distinctive_values, held_values, keyword_terms

logger = logging.getLogger("hindsight")

#: How many step ids of this process's erasures the journal keeps in memory, to keep a copy of an erased trace
#: captured before the erasure from bringing it back (:meth:`ForgettingJournal.erase_user`). Past it, the traces
#: erased longest ago and not sent again since are let go (a few MB at most, however many users are erased).
ERASED_STEPS_KEPT = 100_000
#: How many erased users' marks (:meth:`ForgettingJournal.erasure_mark`) the journal keeps in memory, the users
#: erased longest ago let go first (a few MB at most).
ERASED_USERS_KEPT = 100_000


class ForgettingJournal(JournalFile):
    """Blanked steps, tombstones and erasures of the journal (SQLite, under the file's lock)."""

    def __init__(self, path: Path, *, erased_steps_kept: int = ERASED_STEPS_KEPT) -> None:
        super().__init__(path)
        #: trace id -> the ids of its steps an erasure of this process deleted (:meth:`erase_user`), the trace
        #: erased (or sent again) longest ago first; at most ``erased_steps_kept`` step ids in all
        self._erased: OrderedDict[str, frozenset[str]] = OrderedDict()
        self._erased_steps = 0
        self._erased_steps_kept = erased_steps_kept
        #: how many erasures this process ran, and user id -> that count when the user was last erased
        self._erasures = 0
        self._erased_users: OrderedDict[str, int] = OrderedDict()

    def erasure_mark(self, user_id: str) -> int:
        """Which erasure of this process (1, 2, ...) last erased ``user_id`` (:meth:`erase_user`); 0 when none
        did (or it was so long ago that it is no longer kept). A dictionary look-up, no read: an adapter that
        holds a user's turns in memory (a chat buffer) compares it with the mark it saw last, on each load, and
        lets go of what it held before a newer erasure."""
        return self._erased_users.get(user_id, 0)

    def _not_erased(self, trace: Trace) -> Trace | None:
        """``trace`` less the steps an erasure of this process deleted (``None`` when no other step is left): a
        turn captured before :meth:`erase_user` and journaled again after it (an adapter's background
        reflection, a recorder's next checkpoint) does not bring the erased user's words back. The caller holds
        the lock."""
        erased = self._erased.get(trace.trace_id)
        if not erased:
            return trace
        self._erased.move_to_end(
            trace.trace_id
        )  # its copies are still sent: kept from coming back the longest
        kept = [step for step in trace.steps if step.step_id not in erased]
        if len(kept) < len(trace.steps):
            logger.info(
                "%d step(s) of trace %s were erased by forget_user and are not journaled again (a capture made "
                "before the erasure); to store them on purpose, send them under a new trace id",
                len(trace.steps) - len(kept),
                trace.trace_id,
            )
        return trace.model_copy(update={"steps": kept}) if kept else None

    def erase_user(self, user_id: str, trace_ids: Iterable[str] = ()) -> int:
        """Delete every trace of a user, with its windows, redaction marks and tombstones (a user erased
        leaves nothing here: the messages that formed no memory, the traces' ids and times); the file is
        rewritten (VACUUM) at close. ``trace_ids``: the user's traces deleted before (by an earlier call), whose
        redaction marks the erasure's own forgets left after it. Returns how many traces."""
        with self._transaction("erase a user's traces") as db:
            # the user's traces with their steps' ids, in one pass (a trace of no step: one row, step NULL)
            erased: dict[str, set[str]] = {}
            for trace_id, step_id in db.execute(
                "SELECT t.trace_id, json_extract(s.value, '$.step_id') "
                "FROM traces t LEFT JOIN json_each(t.body, '$.steps') s "
                "WHERE json_extract(t.body, '$.scope.user_id') = ?",
                (user_id,),
            ):
                steps = erased.setdefault(trace_id, set())
                if step_id is not None:
                    steps.add(step_id)
            ids = list(erased)
            for table in ("windows", "redacted", "sent_hashes", "traces"):
                db.executemany(f"DELETE FROM {table} WHERE trace_id = ?", [(t,) for t in ids])  # noqa: S608
            # a forget marks the steps of a trace not journaled (here: erased already) so that they are blanked
            # if it comes: an erased user's marks would take their records for hard-forgotten ones
            db.executemany(
                "DELETE FROM redacted WHERE trace_id = ?", [(t,) for t in dict.fromkeys(trace_ids)]
            )
            db.execute("DELETE FROM redacted_content WHERE user_id = ?", (user_id,))
            db.execute("DELETE FROM maintained WHERE user_id = ?", (user_id,))
            db.execute("INSERT OR IGNORE INTO scrub(id) VALUES (1)")  # rewritten at close
            # under the lock: no trace is journaled between the deletion and this
            self._remember_erased(erased)
            self._erasures += 1
            self._erased_users.pop(user_id, None)
            self._erased_users[user_id] = self._erasures
            while len(self._erased_users) > ERASED_USERS_KEPT:
                self._erased_users.popitem(last=False)
        return len(ids)

    def _remember_erased(self, erased: dict[str, set[str]]) -> None:
        """Keep these traces' erased steps from coming back (:meth:`_not_erased`), newest last; past
        ``erased_steps_kept`` step ids, the traces erased (or sent again) longest ago are let go, never these.
        The caller holds the lock."""
        for trace_id, steps in erased.items():
            if not steps:  # a trace of no step: nothing to keep out
                continue
            before = self._erased.pop(trace_id, frozenset())
            self._erased[trace_id] = before | steps
            self._erased_steps += len(self._erased[trace_id]) - len(before)
        new = sum(1 for steps in erased.values() if steps)
        let_go = 0
        while self._erased_steps > self._erased_steps_kept and len(self._erased) > new:
            _, gone = self._erased.popitem(last=False)
            self._erased_steps -= len(gone)
            let_go += 1
        if let_go:
            logger.debug(
                "%d trace(s) erased earlier in this process are no longer kept from coming back (the %d step ids "
                "of the latest erasures are)",
                let_go,
                self._erased_steps,
            )

    def redact_steps(self, trace_id: str, step_ids: Sequence[str]) -> int:
        """Blank these steps of a trace (a hard forget of what they said); returns how many were changed.

        The steps keep their ids and positions; their content and metadata are dropped, now and whenever the
        trace is journaled again. The journal is then checkpointed so no copy stays in its WAL file.
        """
        if not step_ids:
            return 0
        wanted = set(step_ids)
        changed = 0
        with self._transaction("redact trace steps") as db:
            db.executemany(
                "INSERT INTO redacted(trace_id, step_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                [(trace_id, s) for s in sorted(wanted)],
            )
            row = db.execute("SELECT body FROM traces WHERE trace_id=?", (trace_id,)).fetchone()
            if row is not None:
                trace = Trace.model_validate_json(row[0])
                # the same step sent again later (a framework re-sending the history) is redacted on arrival
                db.executemany(
                    "INSERT INTO redacted_content(user_id, step_id, content_hash) VALUES (?, ?, ?) "
                    "ON CONFLICT DO NOTHING",
                    [
                        (trace.scope.user_id, st.step_id, content_hash(st.content))
                        for st in trace.steps
                        if st.step_id in wanted and st.content != REDACTED
                    ],
                )
                changed = sum(
                    1 for s in trace.steps if s.step_id in wanted and (s.content != REDACTED or s.metadata)
                )
                if changed:
                    db.execute(
                        "UPDATE traces SET body=? WHERE trace_id=?",
                        (_redact(trace, wanted).model_dump_json(), trace_id),
                    )
                    db.execute("INSERT OR IGNORE INTO scrub(id) VALUES (1)")  # rewritten at close
        self.checkpoint()
        return changed

    def blanked_among(self, trace_id: str, step_ids: Sequence[str]) -> set[str]:
        """Which of these steps of a trace a hard forget blanked (here, or on arrival: the same message sent
        again after it was hard-forgotten, see :func:`_sent_again`)."""
        wanted = list(dict.fromkeys(step_ids))

        def read(db: sqlite3.Connection) -> set[str]:
            return _first_column_in(
                db, "SELECT step_id FROM redacted WHERE trace_id=? AND step_id", trace_id, wanted
            )

        return self._read("read blanked steps", read) if wanted else set()

    def forgotten_steps(self, user_id: str | None = None) -> list[ForgottenStep]:
        """The tombstones hard forgets left (user, step id, content hash; never the text), of one user or
        all: what an export carries so that a store imported from it keeps blanking those steps."""
        query = "SELECT user_id, step_id, content_hash FROM redacted_content"
        args: tuple[str, ...] = ()
        if user_id is not None:
            query, args = query + " WHERE user_id=?", (user_id,)
        return self._read(
            "read forgotten steps",
            lambda db: [
                ForgottenStep(*row) for row in db.execute(query + " ORDER BY rowid", args).fetchall()
            ],
        )

    def redact_reports(self, user_id: str, record_ids: Sequence[str]) -> int:
        """Blank the tool steps of ``user_id``'s journaled traces that carry these hard-forgotten records (see
        :func:`_reporting_forgotten`: their tombstones must be stored first); returns how many steps."""
        if not record_ids:
            return 0

        def read(db: sqlite3.Connection) -> list[tuple[str, set[str]]]:
            ids = list(dict.fromkeys(record_ids))
            bodies: dict[str, str] = {}
            for start in range(0, len(ids), 50):  # one pass over the user's traces per 50 records
                chunk = ids[start : start + 50]
                bodies.update(
                    db.execute(
                        "SELECT trace_id, body FROM traces WHERE json_extract(body, '$.scope.user_id') = ? AND ("
                        + " OR ".join("instr(body, ?) > 0" for _ in chunk)
                        + ")",
                        (user_id, *chunk),
                    ).fetchall()
                )
            found = [
                (trace_id, _reporting_forgotten(db, Trace.model_validate_json(body)))
                for trace_id, body in bodies.items()
            ]
            return [(trace_id, steps) for trace_id, steps in found if steps]

        return sum(
            self.redact_steps(trace_id, sorted(steps)) for trace_id, steps in self._read("find reports", read)
        )

    def add_forgotten_steps(self, steps: Sequence[ForgottenStep]) -> None:
        """Store tombstones read from an export (idempotent)."""
        if not steps:
            return
        with self._transaction("store forgotten steps") as db:
            db.executemany(
                "INSERT INTO redacted_content(user_id, step_id, content_hash) VALUES (?, ?, ?) "
                "ON CONFLICT DO NOTHING",
                [(s.user_id, s.step_id, s.content_hash) for s in steps],
            )

    def steps_to_blank(
        self,
        trace_id: str,
        step_ids: Sequence[str],
        values: Set[str] = frozenset(),
    ) -> dict[str, str]:
        """What a hard forget blanks in a journaled trace, read once: these steps, and the steps whose content
        or metadata (a tool call's arguments) hold one of ``values`` (distinctive values,
        :func:`~hindsight_core.text.distinctive_values`, or a forgotten memory's own words: a value with a
        space, found in the step's text in lower case with its spaces folded), each with the hash of the content it still holds
        ("" when blanked already, or unknown here: what a shared tombstone carries)."""
        trace = self.get_trace(trace_id)
        out = dict.fromkeys(step_ids, "")
        phrases = {v for v in values if " " in v}  # a forgotten memory's own words (lower case, spaced once)
        tokens = set(values) - phrases
        for st in trace.steps if trace is not None else []:
            said = f"{st.content} {json.dumps(st.metadata, ensure_ascii=False, default=str)}"
            held = (tokens and tokens & held_values(said)) or (
                phrases and any(p in " ".join(said.lower().split()) for p in phrases)
            )
            if st.step_id in out or held:
                out[st.step_id] = content_hash(st.content) if st.content != REDACTED else ""
        return out

    def trace_user(self, trace_id: str) -> str | None:
        """The user of a journaled trace; ``None`` when this journal has no trace with that id."""
        row = self._read(
            "read a trace's user",
            lambda db: db.execute(
                "SELECT json_extract(body, '$.scope.user_id') FROM traces WHERE trace_id=?", (trace_id,)
            ).fetchone(),
        )
        return None if row is None else str(row[0])

    def forgotten_steps_among(self, steps: Sequence[tuple[str, str, str]]) -> set[tuple[str, str, str]]:
        """Which of these (user, trace id, step id) a hard forget blanked: the step of that trace, or a step
        of that user with that id known by its content (a tombstone read from an export) when the id names
        one message (generated, or a framework's long id): "m1" may name another message of the user."""

        def read(db: sqlite3.Connection) -> set[tuple[str, str, str]]:
            found: set[tuple[str, str, str]] = set()
            for user, trace_id, step_id in dict.fromkeys(steps):
                if db.execute(
                    "SELECT 1 FROM redacted WHERE trace_id=? AND step_id=?", (trace_id, step_id)
                ).fetchone() or (
                    (step_id.startswith(GENERATED_STEP_PREFIX) or len(step_id) >= _NAMING_ID_CHARS)
                    and db.execute(
                        "SELECT 1 FROM redacted_content WHERE user_id=? AND step_id=? LIMIT 1",
                        (user, step_id),
                    ).fetchone()
                ):
                    found.add((user, trace_id, step_id))
            return found

        return self._read("check forgotten steps", read) if steps else set()

    def forgotten_contents(
        self, user_id: str, contents: Sequence[str], step_ids: Set[str] = frozenset()
    ) -> set[str]:
        """Which of ``contents`` (messages as a framework's own buffer keeps them) a hard forget of ``user_id``
        blanked: one that says something (several words, or a distinctive value: "My passport number is
        P7654321.") by its text alone, wherever it was journaled; a short one ("yes") only as one of
        ``step_ids`` (the conversation's own steps), as :func:`_sent_again` reads a message sent again."""
        hashes: dict[str, list[str]] = {}
        for content in contents:
            if content != REDACTED:  # by its hash, or an older version's hash of its raw form
                for digest in content_hashes(content):
                    hashes.setdefault(digest, []).append(content)
        if not hashes:
            return set()

        def read(db: sqlite3.Connection) -> list[tuple[str, str]]:
            found: list[tuple[str, str]] = []
            keys = list(hashes)
            for start in range(0, len(keys), 500):
                chunk = keys[start : start + 500]
                found += db.execute(
                    "SELECT step_id, content_hash FROM redacted_content WHERE user_id=? AND content_hash IN "
                    f"({','.join('?' * len(chunk))})",
                    [user_id, *chunk],
                ).fetchall()
            return found

        return {
            content
            for step_id, digest in self._read("check forgotten messages", read)
            for content in hashes[digest]
            if step_id in step_ids
            or len(keyword_terms(content)) >= _DISTINCTIVE
            or distinctive_values(content)
        }

    def forgotten_in(self, trace: Trace) -> set[str]:
        """The ids of ``trace``'s steps that tombstones known here say were hard-forgotten (the same step sent
        again, see :func:`_sent_again`), including ones learnt after the trace was journaled."""
        return self._read("check forgotten steps", lambda db: _sent_again(db, trace))

    def shared_forgets_seen(self) -> int:
        """The number of the last shared tombstone (the graph store's) this journal has applied."""
        row = self._read(
            "read the shared tombstone cursor",
            lambda db: db.execute("SELECT seen FROM shared_forgets WHERE id = 1").fetchone(),
        )
        return 0 if row is None else int(row[0])

    def set_shared_forgets_seen(self, seen: int) -> None:
        with self._transaction("store the shared tombstone cursor") as db:
            db.execute(
                "INSERT INTO shared_forgets(id, seen) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET seen=excluded.seen",
                (seen,),
            )


__all__ = ["ForgettingJournal"]
