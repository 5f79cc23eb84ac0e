"""``import_jsonl`` on hand-edited files: each bad line says what is wrong; id-less records import once."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import UserError


def _exported(hs: Hindsight, tmp_path: Path) -> dict[str, Any]:
    hs.remember("Alice lives in Lyon", user_id="alice")
    out = tmp_path / "export.jsonl"
    hs.export_jsonl(out, user_id="alice")
    line: dict[str, Any] = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
    return line


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (
            lambda line: line + "\n{oops",
            r"bad.jsonl:2 is not valid JSON \(Expecting property name.*column 2\)",
        ),
        (lambda line: "[1, 2]", r"bad.jsonl:1 is a JSON list, not an object"),
        (
            lambda line: line.replace('"status":"active"', '"status":"activ"'),
            r"bad.jsonl:1 is not a hindsight record: status: Input should be 'active', 'pending', 'archived' "
            r"or 'forgotten', got 'activ'\. Fix the line",
        ),
        (
            lambda line: json.dumps({k: v for k, v in json.loads(line).items() if k != "text"}),
            r"bad.jsonl:1 is not a hindsight record: the field 'text' is missing\.",
        ),
        (
            # an export of a newer version, a field added since: "Fix the line (or export it again)" could not help
            lambda line: json.dumps({**json.loads(line), "format_version": 9}),
            r"bad.jsonl:1 holds fields this version of hindsight does not know \('format_version'\): it was "
            r"exported by a newer version\. Update hindsight here",
        ),
    ],
    ids=["not-json", "not-an-object", "misspelt-status", "missing-field", "newer-version"],
)
def test_a_bad_line_names_its_number_and_what_is_wrong(
    hs: Hindsight, tmp_path: Path, edit: Any, expected: str
) -> None:
    line = json.dumps(_exported(hs, tmp_path), separators=(",", ":"))
    bad = tmp_path / "bad.jsonl"
    bad.write_text(edit(line) + "\n", encoding="utf-8")
    with pytest.raises(UserError, match=expected) as raised:
        hs.import_jsonl(bad)
    assert str(raised.value).endswith("Nothing was imported.")
    assert "ValidationError" not in str(raised.value)


def test_a_byte_order_mark_at_the_start_is_skipped(hs: Hindsight, tmp_path: Path) -> None:
    record = _exported(hs, tmp_path)
    edited = tmp_path / "bom.jsonl"
    edited.write_bytes(b"\xef\xbb\xbf" + json.dumps(record).encode() + b"\n")
    with Hindsight(tmp_path / "fresh", embedder=HashEmbedder(64)) as fresh:
        assert fresh.import_jsonl(edited) == 1
        assert [r.text for r in fresh.list_records(user_id="alice")] == ["Alice lives in Lyon"]


def test_a_record_without_an_id_is_imported_once_however_often_the_file_is(
    hs: Hindsight, tmp_path: Path
) -> None:
    record = _exported(hs, tmp_path)
    written = {k: v for k, v in record.items() if k != "id"} | {"text": "Alice lives in Nice"}
    source = tmp_path / "noid.jsonl"
    source.write_text(json.dumps(written) + "\n", encoding="utf-8")
    assert hs.import_jsonl(source) == 1
    assert hs.import_jsonl(source) == 1
    texts = sorted(r.text for r in hs.list_records(user_id="alice"))
    assert texts == ["Alice lives in Lyon", "Alice lives in Nice"]
    # the same text at another date, or for another user, is another record
    other = tmp_path / "other.jsonl"
    bob = {**written, "scope": {**written["scope"], "user_id": "bob"}}
    later = {**written, "occurred_at": "2030-01-01T00:00:00Z"}
    other.write_text(json.dumps(bob) + "\n" + json.dumps(later) + "\n", encoding="utf-8")
    assert hs.import_jsonl(other) == 2
    assert len(hs.list_records(user_id="alice")) == 3


def test_a_successor_neither_in_the_file_nor_the_store_is_dropped_with_a_warning(
    hs: Hindsight, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    record = _exported(hs, tmp_path)
    kept = {**record, "id": "lyon-old", "superseded_by": record["id"]}  # its successor is in the store
    dangling = {**record, "id": "nice-old", "text": "Alice lives in Nice", "superseded_by": "no-such-record"}
    source = tmp_path / "dangling.jsonl"
    source.write_text(json.dumps(kept) + "\n" + json.dumps(dangling) + "\n", encoding="utf-8")
    with caplog.at_level("WARNING", logger="hindsight"):
        assert hs.import_jsonl(source) == 2  # the user's data is kept
    assert "record nice-old is superseded_by no-such-record, which is neither in the file nor" in caplog.text
    assert "lyon-old" not in caplog.text
    stored = {r.id: r for r in hs.list_records(user_id="alice")}
    assert stored["nice-old"].superseded_by is None
    assert stored["lyon-old"].superseded_by == record["id"]
    # a kept link without valid_to is dated by its successor, as a supersession dates it
    assert stored["lyon-old"].valid_to == stored[record["id"]].occurred_at
    assert "superseded on ?" not in hs.recall("Where does Alice live? Nice", user_id="alice").context


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        ({"ttl_days": -3}, r"bad\.jsonl:1: the record ttl_days must be above 0 .*not -3"),
        ({"ttl_days": 0}, r"bad\.jsonl:1: the record ttl_days must be above 0 .*not 0"),
        ({"ttl_days": "NaN"}, r"bad\.jsonl:1: the record ttl_days must be a finite number"),
        ({"occurrences": 0}, r"bad\.jsonl:1: the record occurrences must be at least 1, not 0"),
        ({"recall_count": -5}, r"bad\.jsonl:1: the record recall_count must be at least 0, not -5"),
        (
            {"valid_from": "2024-05-01T00:00:00Z", "valid_to": "2024-01-01T00:00:00Z"},
            r"bad\.jsonl:1: the record valid_to \(2024-01-01.*\) is before its valid_from \(2024-05-01.*\)",
        ),
        ({"superseded_by": "SELF"}, r"bad\.jsonl:1: the record is superseded_by itself"),
        ({"conflicts_with": ["SELF"]}, r"bad\.jsonl:1: the record lists itself in conflicts_with"),
        (
            {"kind": "semantic", "supporting_ids": ["SELF"]},
            r"bad\.jsonl:1: the record lists itself in supporting_ids",
        ),
    ],
    ids=["negative-ttl", "zero-ttl", "nan-ttl", "no-occurrence", "negative-recalls", "ends-before-it-starts",
         "superseded-by-itself", "conflicts-with-itself", "supported-by-itself"],
)  # fmt: skip
def test_a_record_whose_state_cannot_be_is_refused_naming_the_line_and_field(
    hs: Hindsight, tmp_path: Path, edit: dict[str, Any], expected: str
) -> None:
    """These were imported as given: a TTL of -3 days (archived on the next maintain), a record said 0
    times, one that ended before it began or replaced itself (history with no current value)."""
    record = _exported(hs, tmp_path)
    good = {**record, "id": "lyon-good", "text": "Alice likes Lyon"}
    bad = {**record, **{k: _self(v, record["id"]) for k, v in edit.items()}}
    source = tmp_path / "bad.jsonl"
    source.write_text(json.dumps(bad) + "\n" + json.dumps(good) + "\n", encoding="utf-8")
    with Hindsight(tmp_path / "fresh", embedder=HashEmbedder(64)) as fresh:
        with pytest.raises(UserError, match=expected) as raised:
            fresh.import_jsonl(source)
        assert str(raised.value).endswith("Nothing was imported.")
        assert fresh.list_records(user_id="alice") == []


def _self(value: Any, own: str) -> Any:
    if value == "SELF":
        return own
    return [own if v == "SELF" else v for v in value] if isinstance(value, list) else value


def test_a_value_told_of_the_time_before_is_imported_though_it_ends_before_it_was_said(
    hs: Hindsight, tmp_path: Path
) -> None:
    """A value told of the time before ("We moved to Portland in 2020" said after "I live in Seattle") is
    superseded, ending when Seattle was said, before it was said itself: an export of it is imported again (a
    superseded record's valid_to is its successor's date)."""
    said = datetime(2025, 3, 1, tzinfo=UTC)
    hs.retain([{"role": "user", "content": "I live in Seattle."}], user_id="dana", occurred_at=said)
    later = said.replace(year=2026)
    hs.retain(
        [{"role": "user", "content": "We moved to Portland in 2020."}], user_id="dana", occurred_at=later
    )
    out = tmp_path / "dana.jsonl"
    hs.export_jsonl(out, user_id="dana")
    told = [r for r in hs.list_records(user_id="dana") if r.superseded_by is not None]
    assert told and told[0].valid_to is not None and told[0].valid_from is not None
    assert told[0].valid_to < told[0].valid_from
    with Hindsight(tmp_path / "fresh", embedder=HashEmbedder(64)) as fresh:
        assert fresh.import_jsonl(out) == 2


def test_records_superseding_each_other_are_refused_in_the_file_or_through_the_store(
    hs: Hindsight, tmp_path: Path
) -> None:
    """A cycle of supersession (A superseded by B, B by A) leaves no current value: every record of it is history,
    and recall knows no answer. It was imported as given."""
    record = _exported(hs, tmp_path)
    lyon, paris, nice = (
        {**record, "id": f"{city.lower()}-1", "text": f"Alice lives in {city}"}
        for city in ("Lyon", "Paris", "Nice")
    )
    source = tmp_path / "cycle.jsonl"
    chain = [
        lyon | {"superseded_by": "paris-1"},
        paris | {"superseded_by": "nice-1"},
        nice | {"superseded_by": "lyon-1"},
    ]
    source.write_text("".join(json.dumps(r) + "\n" for r in chain), encoding="utf-8")
    with Hindsight(tmp_path / "fresh", embedder=HashEmbedder(64)) as fresh:
        with pytest.raises(
            UserError, match=r"cycle\.jsonl: records 1, 2 and 3 supersede each other in a cycle"
        ):
            fresh.import_jsonl(source)
        assert fresh.list_records(user_id="alice") == []
        # a chain that ends is imported; one that closes a cycle through what the store holds is refused
        source.write_text("".join(json.dumps(r) + "\n" for r in chain[:2] + [nice]), encoding="utf-8")
        assert fresh.import_jsonl(source) == 3
        back = tmp_path / "back.jsonl"
        back.write_text(json.dumps(chain[2]) + "\n", encoding="utf-8")
        with pytest.raises(
            UserError, match=r"back\.jsonl: record 1 \(nice-1\) and the stored records lyon-1, paris-1"
        ):
            fresh.import_jsonl(back)
        assert {r.id: r.superseded_by for r in fresh.list_records(user_id="alice")}["nice-1"] is None


def test_a_strength_of_infinity_is_refused_not_stored_past_reading(hs: Hindsight, tmp_path: Path) -> None:
    """``"strength": Infinity`` was imported; stored as null, the record could then not be read back: every later
    list, recall and export of the store failed with pydantic's ValidationError."""
    line = json.dumps(_exported(hs, tmp_path), separators=(",", ":")).replace(
        '"strength":1.0', '"strength":Infinity'
    )
    source = tmp_path / "inf.jsonl"
    source.write_text(line + "\n", encoding="utf-8")
    with Hindsight(tmp_path / "fresh", embedder=HashEmbedder(64)) as fresh:
        with pytest.raises(UserError, match=r"inf\.jsonl:1: the record strength must be a finite number"):
            fresh.import_jsonl(source)
        assert fresh.list_records(user_id="alice") == []


def test_a_line_nesting_json_too_deeply_is_named_not_a_traceback(hs: Hindsight, tmp_path: Path) -> None:
    """A line nesting arrays 100,000 deep ended the import in a RecursionError from the json module."""
    line = json.dumps(_exported(hs, tmp_path), separators=(",", ":"))
    deep = line[:-1] + ',"metadata":{"a":' + "[" * 100_000 + "]" * 100_000 + "}}"
    source = tmp_path / "deep.jsonl"
    source.write_text(line + "\n" + deep + "\n", encoding="utf-8")
    with Hindsight(tmp_path / "fresh", embedder=HashEmbedder(64)) as fresh:
        with pytest.raises(
            UserError, match=r"deep\.jsonl:2 nests JSON too deeply to read\. Nothing was imported"
        ):
            fresh.import_jsonl(source)
        assert fresh.list_records(user_id="alice") == []


@pytest.mark.parametrize(
    "tombstone",
    [
        {"user_id": None, "step_id": "m-1", "content_hash": "ab" * 32},
        {"user_id": "alice", "step_id": None, "content_hash": "ab" * 32},
        {"user_id": "alice", "step_id": "m-1"},
        {"user_id": " ", "step_id": "m-1", "content_hash": "ab" * 32},
    ],
    ids=["null-user", "null-step", "no-hash", "blank-user"],
)
def test_a_damaged_tombstone_is_named_not_stored_under_the_user_none(
    hs: Hindsight, tmp_path: Path, tombstone: dict[str, Any]
) -> None:
    """``{"forgotten_step": {"user_id": null, ...}}`` was stored as a tombstone of the user "None" (and one
    missing its hash was read as a record: "the field 'text' is missing"); the line is named with its field."""
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"forgotten_step": tombstone}) + "\n", encoding="utf-8")
    with pytest.raises(UserError, match=r"bad\.jsonl:1 is a forgotten step's tombstone whose ") as raised:
        hs.import_jsonl(bad)
    assert str(raised.value).endswith("Nothing was imported.")
    out = tmp_path / "out.jsonl"
    hs.export_jsonl(out)
    assert "forgotten_step" not in out.read_text(encoding="utf-8"), "no tombstone was kept"
