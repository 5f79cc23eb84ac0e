"""One data directory used in one mode, then in the other, through the CLI: embedded, then pointed at Neo4j + Chroma
server (the memories stay in graph.db), and used with the servers, then without (they stay on the server). Either
way a recall came back empty with no word of where the memories are; it says so now, and how to move them."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import chromadb
import pytest

from tests.conftest import REPO_ROOT, neo4j_env
from tests.server.conftest import chroma_client, chroma_url, delete_users

pytestmark = [pytest.mark.neo4j, pytest.mark.chroma_server]


@pytest.fixture
def user() -> Iterator[str]:
    name = f"mover-{uuid.uuid4().hex}"
    yield name
    asyncio.run(delete_users([name]))


@pytest.fixture
def servers() -> Iterator[dict[str, str]]:
    uri, neo4j_user, password = neo4j_env()
    collection = f"test_moves_{uuid.uuid4().hex}"
    yield {
        "HINDSIGHT_NEO4J_URI": uri,
        "HINDSIGHT_NEO4J_USER": neo4j_user,
        "HINDSIGHT_NEO4J_PASSWORD": password,
        "HINDSIGHT_CHROMA_URL": chroma_url(),
        "HINDSIGHT_CHROMA_COLLECTION": collection,
    }
    with contextlib.suppress(chromadb.errors.NotFoundError):
        chroma_client().delete_collection(collection)


def hindsight(
    data: Path, servers: dict[str, str] | None, *args: str, ok: bool = True
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")}
    env |= {"HINDSIGHT_DATA_DIR": str(data), "HINDSIGHT_EMBEDDER": "hash", **(servers or {})}
    done = subprocess.run(
        [sys.executable, "-m", "hindsight_core.cli.main", *args],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0 or not ok, done.stderr
    return done


def ingest(data: Path, servers: dict[str, str] | None, user: str, tmp_path: Path) -> None:
    dialogue = {
        "user_id": user,
        "messages": [{"role": "user", "content": "I prefer PostgreSQL for billing."}],
    }
    (tmp_path / "d.jsonl").write_text(json.dumps(dialogue) + "\n", encoding="utf-8")
    hindsight(data, servers, "ingest", str(tmp_path / "d.jsonl"))


def test_embedded_then_servers(tmp_path: Path, servers: dict[str, str], user: str) -> None:
    data = tmp_path / "data"
    ingest(data, None, user, tmp_path)
    err = hindsight(data, servers, "recall", "which database?", "--user-id", user).stderr
    assert f"embedded store ({data / 'graph.db'}) holds 1 memories of user {user!r}" in err
    assert f"run `hindsight export FILE --user-id {user}` with HINDSIGHT_NEO4J_URI" in err
    # (its index check sees the other tests' records on the shared server: only this line is looked at)
    assert "data directory │ WARN" in " ".join(hindsight(data, servers, "doctor", ok=False).stdout.split())


def test_servers_then_embedded(tmp_path: Path, servers: dict[str, str], user: str) -> None:
    data = tmp_path / "data"
    ingest(data, servers, user, tmp_path)
    assert "PostgreSQL" in hindsight(data, servers, "recall", "which database?", "--user-id", user).stdout
    err = hindsight(data, None, "recall", "which database?", "--user-id", user).stderr
    assert "the data directory was used with a Neo4j server (it holds neo4j-writers/)" in err
    assert f"`hindsight export FILE --user-id {user}` with them set" in err
