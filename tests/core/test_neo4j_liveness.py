"""The proof that a Neo4j lock holder of this data directory ended (``stores/neo4j_liveness.py``), without a
server: a store's token file stays locked while its process runs and is free once the process is killed."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

from hindsight_core.stores.neo4j_liveness import WriterFiles

_HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from hindsight_core.stores.neo4j_liveness import WriterFiles
    files = WriterFiles(Path(sys.argv[1]))
    files.open(sys.argv[2], sweep_after_s=3600)
    print("HELD", flush=True)
    time.sleep(600)
    """
)


def test_a_holder_is_judged_ended_only_once_its_process_is_gone(tmp_path: Path) -> None:
    folder, token = tmp_path / "neo4j-writers", uuid.uuid4().hex
    with subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(folder), token], stdout=subprocess.PIPE, text=True
    ) as holder:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "HELD"
        judge = WriterFiles(folder)
        with judge.ended([token, uuid.uuid4().hex]) as ended:
            assert ended == []  # running: never taken over; an unknown token: never judged
        holder.kill()  # as a crash: nothing closed
        holder.wait(timeout=30)
    with judge.ended([token]) as ended:
        assert ended == [token]  # the kernel released its lock: provably gone
        judge.forget(ended)
    assert not (folder / f"{token}.lock").exists()


def test_a_store_closed_leaves_no_token_file_and_its_own_stays_held(tmp_path: Path) -> None:
    folder, token = tmp_path / "neo4j-writers", uuid.uuid4().hex
    files = WriterFiles(folder)
    files.open(token, sweep_after_s=3600)
    assert files.held and (folder / f"{token}.lock").exists()
    with WriterFiles(folder).ended([token]) as ended:
        assert ended == []  # held by this open store (another open file description)
    files.close()
    files.close()  # twice: harmless
    assert not files.held and not (folder / f"{token}.lock").exists()
