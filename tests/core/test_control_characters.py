"""Control characters in what a user said: a NUL from a binary paste, a terminal's colour codes from a copied log,
Windows line ends. They were stored as sent ("I live in\\x00 Lisbon", "...\\r\\nand ...") and printed back by
``hindsight recall``; now a Windows line end is a newline and every other control character but a tab or a
newline is dropped where text enters (``remember``, ``retain``, ``put_record``, an ingested or imported file)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight, MemoryRecord, Scope, UserError
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.validation import clean_text

SAID = datetime(2026, 3, 2, 9, 30, tzinfo=UTC)


def _controls(text: str) -> list[str]:
    return [ch for ch in text if ord(ch) < 32 and ch not in "\t\n" or ord(ch) == 127]


def test_a_fact_remembered_with_control_characters_is_stored_without_them(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        kept = hs.remember("I live in\x00 Lisbon\r\n", user_id="alice", occurred_at=SAID)
        assert kept.text == "I live in Lisbon"
        with pytest.raises(UserError):
            hs.remember("\x00\x07", user_id="alice", occurred_at=SAID)


def test_messages_retained_keep_their_tabs_and_newlines_and_lose_the_rest(tmp_path: Path) -> None:
    messages = [
        {"role": "user", "content": "I work as a nurse\r\nat St Mary's\x1b[0m"},
        {"role": "user", "content": "我住在杭州\x00，\t在阿里上班"},
        {"role": "user", "content": "my fav emoji is 👩‍⚕️ (zero-width joiner inside)"},
    ]
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        hs.retain(messages, user_id="bob", occurred_at=SAID)
        texts = [r.text for r in hs.list_records(user_id="bob")]
        assert texts and not any(_controls(t) for t in texts)
        assert any("St Mary's" in t for t in texts) and any("杭州" in t for t in texts)
        assert any("👩\u200d⚕️" in t for t in texts)
        assert not any("\r" in t for t in texts)


def test_a_record_put_with_a_nul_is_stored_without_it_and_one_of_nothing_else_is_refused(
    tmp_path: Path,
) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder()) as hs:
        record = MemoryRecord(text="Dana\x00 prefers tea", scope=Scope(user_id="dana"), occurred_at=SAID)
        assert hs.put_record(record).text == "Dana prefers tea"
        with pytest.raises(UserError, match="control characters"):
            hs.put_record(MemoryRecord(text="\x00\x01", scope=Scope(user_id="dana"), occurred_at=SAID))
        assert [r.text for r in hs.list_records(user_id="dana")] == ["Dana prefers tea"]


def test_ingest_and_import_store_text_without_control_characters(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    chat = tmp_path / "chat.json"
    turns = [{"role": "user", "content": "I moved to Porto last week\r\nand I love it\x07"}]
    chat.write_text(json.dumps(turns), encoding="utf-8")
    assert main(["ingest", str(chat), "--user-id", "alice"]) == 0
    records = tmp_path / "records.jsonl"
    line = {"text": "Eve lives in\x00 Oslo", "scope": {"user_id": "eve"}, "occurred_at": SAID.isoformat()}
    records.write_text(json.dumps(line) + "\r\n", encoding="utf-8")
    assert main(["import", str(records)]) == 0
    out = tmp_path / "out.jsonl"
    assert main(["export", str(out)]) == 0
    capsys.readouterr()
    texts = [json.loads(row)["text"] for row in out.read_text(encoding="utf-8").splitlines()]
    assert "Eve lives in Oslo" in texts and any("Porto" in t for t in texts)
    assert not any(_controls(t) or "\r" in t for t in texts)


def test_an_import_line_of_nothing_but_control_characters_names_its_line(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = tmp_path / "records.jsonl"
    good = {"text": "Eve lives in Oslo", "scope": {"user_id": "eve"}}
    records.write_text(
        json.dumps(good) + "\n" + json.dumps({**good, "text": "\x00\x1b"}) + "\n", encoding="utf-8"
    )
    assert main(["import", str(records)]) == 2
    err = capsys.readouterr().err
    assert f"{records}:2" in err and "control characters" in err and "Nothing was imported" in err


@pytest.mark.parametrize(
    "said",
    [
        "I live in Lisbon",
        "haha no way 😂😂",
        "my sister Ana\nlives in Porto",
        "item\tprice\ncoffee\t3.50",
        "我住在杭州，在阿里上班",
        "今天好累啊。。。",
        "do you remember what I said about my cat?",
        "C:\\Users\\ana\\notes.txt is where I keep it",
        'she said "I\'ll be there at 5" lol',
        "👩‍💻 coding all night",
        "price went from $5 → $7",
        "ｆｕｌｌｗｉｄｔｈ text",
        "русский текст тоже",
        "نص عربي",
        "मैं दिल्ली में रहता हूँ",
        "zero\u200bwidth space inside",
        "a line ending in a space ",
        "  indented code:\n    return x",
        "¯\\_(ツ)_/¯",
        "what's 2^10? ~1k",
        "email me at a.b@example.com!",
        "我的电话是 138-0013-8000",
    ],
)
def test_ordinary_messages_are_stored_as_said(said: str) -> None:
    assert clean_text(said) == said
