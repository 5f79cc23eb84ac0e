"""A UTF-8 byte-order mark (U+FEFF) at the start of what a user said: a message pasted from a Windows editor, a
file saved by one, files joined with ``cat``. Invisible and meaningless, it was stored as the first character of
the memory ("\\ufeffI live in Lisbon"), so the record read and matched differently from the same words typed."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight, MemoryRecord, Scope
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder

BOM = "\ufeff"
SAID = datetime(2026, 3, 2, 9, 30, tzinfo=UTC)


def _texts(hs: Hindsight, user_id: str) -> list[str]:
    return sorted(r.text for r in hs.list_records(user_id=user_id))


def test_a_fact_remembered_with_a_mark_is_stored_without_it(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        kept = hs.remember(f"{BOM}I live in Lisbon", user_id="alice", occurred_at=SAID)
        assert kept.text == "I live in Lisbon"
        assert _texts(hs, "alice") == ["I live in Lisbon"]
        # the same words typed again are the same fact, not a second one
        hs.remember("I live in Lisbon", user_id="alice", occurred_at=SAID)
        assert _texts(hs, "alice") == ["I live in Lisbon"]


def test_messages_retained_with_a_mark_are_stored_without_it(tmp_path: Path) -> None:
    messages = [
        {"role": "user", "content": f"{BOM}I work as a nurse at St Mary's"},
        {"role": "assistant", "content": f"{BOM}Noted!"},
        {"role": "user", "content": f"{BOM}我住在杭州"},
    ]
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain(messages, user_id="bob", occurred_at=SAID)
        texts = _texts(hs, "bob")
        assert texts and not any(BOM in t for t in texts)
        assert any("nurse" in t for t in texts) and any("杭州" in t for t in texts)


def test_a_mark_inside_a_text_is_kept(tmp_path: Path) -> None:
    """Only a mark at the start is dropped: one inside is a zero-width no-break space someone put there."""
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        kept = hs.remember(f"My wifi password is ab{BOM}cd", user_id="carol", occurred_at=SAID)
        assert kept.text == f"My wifi password is ab{BOM}cd"


def test_a_record_put_with_a_mark_is_stored_without_it(tmp_path: Path) -> None:
    record = MemoryRecord(text=f"{BOM}Dana prefers tea", scope=Scope(user_id="dana"), occurred_at=SAID)
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        assert hs.put_record(record).text == "Dana prefers tea"
        stored = hs.get_record(record.id)
        assert stored is not None and stored.text == "Dana prefers tea"


def _exported_texts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    out = tmp_path / "out.jsonl"
    assert main(["export", str(out)]) == 0
    capsys.readouterr()
    return sorted(json.loads(line)["text"] for line in out.read_text(encoding="utf-8").splitlines())


def test_ingest_reads_files_joined_with_their_marks_and_drops_a_mark_in_a_message(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two JSON Lines files saved by a Windows editor and joined (`cat a.jsonl b.jsonl`): the second file's
    mark starts line 2, which was refused as "not valid JSON (Unexpected UTF-8 BOM ...)"."""
    first = json.dumps({"role": "user", "content": "I moved to Porto last week"})
    second = json.dumps({"role": "user", "content": f"{BOM}My sister is called Ana"})
    chat = tmp_path / "joined.jsonl"
    chat.write_bytes(f"{BOM}{first}\r\n{BOM}{second}\r\n".encode())
    assert main(["ingest", str(chat), "--user-id", "alice"]) == 0
    assert "error" not in capsys.readouterr().err
    texts = _exported_texts(tmp_path, capsys)
    assert any("Porto" in t for t in texts) and any("Ana" in t for t in texts)
    assert not any(BOM in t for t in texts)


def test_import_drops_marks_at_line_and_text_starts(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [
        {
            "text": f"{BOM}Eve is allergic to peanuts",
            "scope": {"user_id": "eve"},
            "occurred_at": SAID.isoformat(),
        },
        {"text": "Eve lives in Oslo", "scope": {"user_id": "eve"}, "occurred_at": SAID.isoformat()},
    ]
    source = tmp_path / "joined.jsonl"
    source.write_text("".join(f"{BOM}{json.dumps(line)}\n" for line in lines), encoding="utf-8")
    assert main(["import", str(source)]) == 0
    capsys.readouterr()
    assert _exported_texts(tmp_path, capsys) == ["Eve is allergic to peanuts", "Eve lives in Oslo"]
