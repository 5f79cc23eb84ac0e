"""An import that stops midway (a store error, a crash) keeps the batches it wrote; it says so and says to run
the same import again, and that run completes it exactly: every record once, every vector matching it."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from chromadb.api.models.Collection import Collection
from chromadb.errors import InternalError

from hindsight_core import AsyncHindsight, Hindsight
from hindsight_core.cli.main import main
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.errors import StoreError
from hindsight_core.maintenance import index_report
from hindsight_core.models import ALL_STATUSES, RecordFilter

#: More than two of import's batches (256 records).
RECORDS = 600
AGAIN = "run the same import again"


@pytest.fixture
def export(tmp_path: Path, env: Path) -> Path:
    """(``env``: the command's embedder is the engines' here, its stores the embedded ones.)"""
    path = tmp_path / "export.jsonl"
    path.write_text(
        "\n".join(
            json.dumps(
                {"text": f"Alice planted pear tree number {i} in the garden", "scope": {"user_id": "alice"}}
            )
            for i in range(RECORDS)
        )
        + "\n"
    )
    return path


def fail_second_batch(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chroma fails the second write of vectors (what it says on a full disk), as a store error midway."""
    upsert = Collection.upsert
    calls = 0

    def failing(self: Collection, *args: object, **kwargs: object) -> None:
        nonlocal calls
        calls += 1
        if calls == 2:
            raise InternalError("Error in compaction: Failed to apply logs to the metadata segment")
        upsert(self, *args, **kwargs)

    monkeypatch.setattr(Collection, "upsert", failing)


def _complete(data: Path) -> None:
    """Every record of the file stored once, and the vector index agreeing with them."""

    async def check() -> None:
        async with AsyncHindsight(data, embedder=HashEmbedder()) as engine:
            stored = await engine.graph.list_records(
                RecordFilter(user_id="alice", statuses=ALL_STATUSES), limit=10 * RECORDS
            )
            texts = [r.text for r in stored]
            assert len(texts) == RECORDS == len(set(texts)), "every record once"
            report = await index_report(engine.graph, engine.vectors)
            assert (report.records, report.vectors) == (RECORDS, RECORDS)
            assert not report.missing and not report.orphans and not report.wrong

    asyncio.run(check())


def test_an_import_that_failed_midway_says_to_run_it_again_and_that_completes_it(
    tmp_path: Path, export: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store error in the second batch: the error said only the store's failure (and the docstring that
    nothing is half-imported), not that the first batch stayed or what to do about it."""
    data = tmp_path / "data"
    upsert = Collection.upsert
    with Hindsight(data, embedder=HashEmbedder()) as hs:
        fail_second_batch(monkeypatch)
        with pytest.raises(StoreError) as raised:
            hs.import_jsonl(export)
        monkeypatch.setattr(Collection, "upsert", upsert)
    message = str(raised.value)
    assert f"stopped after 256 of {RECORDS} records" in message and message.count(AGAIN) == 1, message

    with Hindsight(data, embedder=HashEmbedder()) as hs:
        assert hs.import_jsonl(export) == RECORDS
    _complete(data)


_CRASHING_IMPORT = textwrap.dedent(
    """
    import os, sys
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder

    hs = Hindsight(sys.argv[1], embedder=HashEmbedder())
    graph = hs.aio.graph
    write = graph.upsert_records
    batches = 0

    async def upsert_records(records, relations=()):
        global batches
        batches += 1
        if batches == 3:
            os._exit(9)  # killed with two batches written, the third not
        await write(records, relations)

    graph.upsert_records = upsert_records
    hs.import_jsonl(sys.argv[2])
    """
)


def test_an_import_killed_midway_is_completed_exactly_by_the_same_import(
    tmp_path: Path, export: Path
) -> None:
    data = tmp_path / "data"
    out = subprocess.run(
        [sys.executable, "-c", _CRASHING_IMPORT, str(data), str(export)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 9, out.stdout + out.stderr
    with Hindsight(data, embedder=HashEmbedder()) as hs:
        assert hs.stats(user_id="alice")["records_total"] == 512, "the first two batches stayed"
    assert main(["--data-dir", str(data), "import", str(export)]) == 0
    _complete(data)


def test_the_command_says_to_run_it_again_once(
    tmp_path: Path, export: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fail_second_batch(monkeypatch)
    assert main(["--data-dir", str(tmp_path / "data"), "import", str(export)]) == 2
    err = capsys.readouterr().err
    assert err.count(AGAIN) == 1 and "stopped after 256" in err, err


# The command as a user at a terminal runs it, Ctrl-C heard: a process started in the background by a
# non-interactive shell (a CI script, `nohup ... &`) inherits SIGINT ignored, and Python then keeps it ignored, so
# the import ran to its end and exited 0 whenever the tests themselves were started that way.
_AT_A_TERMINAL = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('hindsight_core.cli.main', run_name='__main__', alter_sys=True)"
)


def test_an_import_interrupted_with_ctrl_c_says_to_run_it_again(tmp_path: Path, env: Path) -> None:
    """Ctrl-C midway ended the command without a word on what stayed or what to do; then it said the import
    "stopped midway" while the import ran on behind it to its last record (the process ended only then). It
    stops at once now, what it wrote is whole (every record with its vector), and running it again completes it."""
    data, big = env, tmp_path / "big.jsonl"
    big.write_text(
        "\n".join(
            json.dumps({"text": f"Bob counted {i} starlings over the harbour", "scope": {"user_id": "bob"}})
            for i in range(20_000)
        )
        + "\n"
    )
    command = [sys.executable, "-m", "hindsight_core.cli.main", "import", str(big)]
    with subprocess.Popen(  # the embedded stores of `data` (env), whatever test servers the shell names
        [sys.executable, "-c", _AT_A_TERMINAL, "import", str(big)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as child:
        wal = data / "graph.db-wal"
        deadline = time.monotonic() + 120
        while not (wal.exists() and wal.stat().st_size > 1_000_000):  # records are being written
            assert child.poll() is None and time.monotonic() < deadline, (
                "the import ended before it was interrupted"
            )
            time.sleep(0.05)
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=120)
    assert child.returncode == 130, err
    assert err.count(AGAIN) == 1 and "interrupted" in err, err

    async def stored() -> int:
        async with AsyncHindsight(data, embedder=HashEmbedder()) as engine:
            report = await index_report(engine.graph, engine.vectors)
            assert report.records == report.vectors and not (report.missing or report.orphans or report.wrong)
            return report.records

    assert 0 < asyncio.run(stored()) < 20_000  # stopped midway, as it says
    rerun = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert rerun.returncode == 0, rerun.stderr
    assert asyncio.run(stored()) == 20_000
