"""A hard forget's tombstone knows a message by its content's hash. An older version journaled (and so hashed)
the text as it was sent, raw: a byte-order mark at its start, Windows line ends, a NUL. This version cleans text
where it enters (``clean_text``), so the same message sent again (a re-ingest of the same file, a framework
re-sending its history) hashed differently and was stored and extracted again: the forgotten fact came back.
The old states are written straight into the journal's SQLite here, as the older version left them."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder

BOM = "\ufeff"
RAW = [
    f"{BOM}My passport number is P7654321, keep it for the visa form.",
    "My passport number is P7654321,\r\nkeep it for the visa form.\r\n",
    "My passport number is P7654321,\x00 keep it for the visa form.",
    f"{BOM}我的护照号是E12345678，办签证要用\r\n",
]


def _held(hs: Hindsight) -> list[str]:
    return [r.text for r in hs.list_records(user_id="alice") if "P7654321" in r.text or "E12345678" in r.text]


def _journal_raw(data: Path, raw: str) -> None:
    """Put the message back into the journal as the older version stored it: as sent."""
    with sqlite3.connect(data / "journal.db") as db:
        for trace_id, body in db.execute("SELECT trace_id, body FROM traces").fetchall():
            trace = json.loads(body)
            for step in trace["steps"]:
                if "P7654321" in step["content"] or "E12345678" in step["content"]:
                    step["content"] = raw
            db.execute("UPDATE traces SET body=? WHERE trace_id=?", (json.dumps(trace), trace_id))


@pytest.mark.parametrize("raw", RAW)
@pytest.mark.parametrize("step_id", ["m-7f3c2a9e41d84b6c", None])
def test_a_message_journaled_raw_and_forgotten_now_stays_forgotten_when_sent_again(
    tmp_path: Path, raw: str, step_id: str | None
) -> None:
    message = {"role": "user", "content": raw} | ({"id": step_id} if step_id else {})
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain([message], user_id="alice", session_id="s1")
        assert _held(hs)
    _journal_raw(tmp_path, raw)
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        query = "护照号 E12345678" if "E12345678" in raw else "passport number P7654321"
        assert hs.forget(query=query, user_id="alice", hard=True)
        assert _held(hs) == []
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain([message], user_id="alice", session_id="s2")  # the same chat sent again
        assert _held(hs) == []


def _older_tombstone(tmp_path: Path, raw: str, step_id: str | None) -> None:
    """A store of alice's, and an older version's forget of ``raw``: the record is gone, its tombstone holds the
    hash of the text as sent (under the step's id, or a generated one's)."""
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain([{"role": "user", "content": "I live in Lisbon."}], user_id="alice", session_id="s0")
    _tombstone(tmp_path, raw, step_id or "gen-0d1f9b7c-2a4e-4c51-9f0e-3b8a6d2c7e15")


def _tombstone(tmp_path: Path, raw: str, step_id: str) -> None:
    """An older version's tombstone of ``raw`` as sent, written straight into the journal (no engine opened)."""
    digest = hashlib.sha256(raw.encode("utf-8")).hexdigest()
    with sqlite3.connect(tmp_path / "journal.db") as db:
        db.execute(
            "INSERT INTO redacted_content(user_id, step_id, content_hash) VALUES (?, ?, ?)",
            ("alice", step_id, digest),
        )


@pytest.mark.parametrize("raw", [RAW[0], RAW[1], RAW[3]])
@pytest.mark.parametrize("step_id", ["m-7f3c2a9e41d84b6c", None])
def test_an_older_versions_tombstone_of_the_raw_text_blanks_the_cleaned_message(
    tmp_path: Path, raw: str, step_id: str | None
) -> None:
    message = {"role": "user", "content": raw} | ({"id": step_id} if step_id else {})
    _older_tombstone(tmp_path, raw, step_id)
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain([message], user_id="alice", session_id="s2")
        assert _held(hs) == []
        assert any("Lisbon" in r.text for r in hs.list_records(user_id="alice"))


def test_another_message_of_the_user_is_not_taken_for_the_forgotten_one(tmp_path: Path) -> None:
    _older_tombstone(tmp_path, RAW[0], None)
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        said = "My passport number is P7654321, keep it for the visa form, thanks"
        hs.retain([{"role": "user", "content": f"{BOM}{said}"}], user_id="alice", session_id="s1")
        hs.retain([{"role": "user", "content": RAW[0]}], user_id="bob", session_id="s2")
        assert _held(hs) != []
        assert [r for r in hs.list_records(user_id="bob") if "P7654321" in r.text]


@pytest.mark.parametrize(
    "raw",
    [
        RAW[2],
        "\x1b[1mMy passport number is P7654321\x1b[0m, keep it for the visa form.",
        "我的护照号是E12345678\x00，办签证要用\x07",
    ],
    ids=["nul", "ansi-colour", "zh-nul-bell"],
)
@pytest.mark.parametrize("step_id", ["m-7f3c2a9e41d84b6c", None])
def test_an_older_versions_tombstone_of_a_text_with_control_characters_blanks_it(
    tmp_path: Path, raw: str, step_id: str | None
) -> None:
    """A control character the cleaning drops (a NUL, the ESC of an ANSI colour code) cannot be told from the
    cleaned text, so the tombstone of the text as sent never matched it: the message is hashed as sent too."""
    message = {"role": "user", "content": raw} | ({"id": step_id} if step_id else {})
    _older_tombstone(tmp_path, raw, step_id)
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain([message], user_id="alice", session_id="s2")
        assert _held(hs) == []
        hs.retain([message], user_id="bob", session_id="s3")  # another user's message is theirs
        assert [r for r in hs.list_records(user_id="bob") if "P7654321" in r.text or "E12345678" in r.text]


@pytest.mark.parametrize(
    "raw",
    [RAW[2], "\x1b[1mMy passport number is P7654321\x1b[0m, keep it for the visa form."],
    ids=["nul", "ansi-colour"],
)
@pytest.mark.parametrize("step_id", ["m-7f3c2a9e41d84b6c", None])
def test_a_tombstone_of_the_raw_text_learnt_after_the_turn_was_journaled_blanks_it_read_back(
    tmp_path: Path, raw: str, step_id: str | None
) -> None:
    """A turn journaled when it starts (``hold=True``) holds the cleaned text; an older version's tombstone of
    the text as sent, learnt before the turn was extracted, never matched the trace read back (the control
    character cannot be put back), so the forgotten fact was extracted again. The hash of the text as sent is
    journaled with the step."""
    from hindsight_core.models import Scope, Trace, TraceStep

    step = TraceStep(type="user_input", content=raw, **({"step_id": step_id} if step_id else {}))
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain([{"role": "user", "content": "I live in Lisbon."}], user_id="alice", session_id="s0")
        hs.journal_trace(Trace(scope=Scope(user_id="alice", session_id="s1"), steps=[step]), hold=True)
    _tombstone(tmp_path, raw, step.step_id)  # learnt after the turn was journaled, before it was extracted
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retry_pending()
        assert _held(hs) == []
        assert any("Lisbon" in r.text for r in hs.list_records(user_id="alice"))
    assert "P7654321" not in (tmp_path / "journal.db").read_bytes().decode("utf-8", "replace")
