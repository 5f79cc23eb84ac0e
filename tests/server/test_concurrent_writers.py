"""Two processes retaining for the same user at once (the README's several workers on one Neo4j + Chroma):
the writes take turns on the per-user write lock held in Neo4j, so the same fact said 20 times is one
record that counts 20 occurrences and keeps all 20 source message ids. Without the lock each process
deduplicated against what it had read before the other's write landed, and the last write won."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT
from tests.server.conftest import chroma_client, chroma_url, delete_users, neo4j_env
from tests.server.test_server_e2e import cypher

pytestmark = [pytest.mark.neo4j, pytest.mark.chroma_server]

FACT = "I prefer PostgreSQL for transactional work."
TIMES = 10

WORKER = textwrap.dedent(
    """
    import os, sys, tempfile, time
    from hindsight_core import Hindsight
    from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder
    from hindsight_core.stores.chroma import ChromaVectorStore
    from hindsight_core.stores.neo4j import Neo4jGraphStore

    collection, user_id, who, start, fact, times = sys.argv[1:7]
    embedder = OnnxMiniLMEmbedder()
    hs = Hindsight(
        tempfile.mkdtemp(),
        embedder=embedder,
        graph_store=Neo4jGraphStore(
            os.environ["HINDSIGHT_NEO4J_URI"],
            user=os.environ.get("HINDSIGHT_NEO4J_USER", "neo4j"),
            password=os.environ.get("HINDSIGHT_NEO4J_PASSWORD", ""),
        ),
        vector_store=ChromaVectorStore.server(
            os.environ["HINDSIGHT_CHROMA_URL"], embedder=embedder, collection=collection
        ),
    )
    hs.stats(user_id=user_id)  # opened (schema, model) before the start line, so both write at once
    time.sleep(max(0.0, float(start) - time.time()))
    for i in range(int(times)):
        hs.retain([{"role": "user", "content": fact, "id": f"{who}-{i}"}], user_id=user_id, session_id=f"{who}-{i}")
    hs.close()
    """
)


def test_two_processes_retaining_the_same_fact_for_one_user_lose_nothing(tmp_path: Path) -> None:
    uri, user, password = neo4j_env()
    collection = f"test_{uuid.uuid4().hex}"
    user_id = f"user-{uuid.uuid4().hex}"
    script = tmp_path / "worker.py"
    script.write_text(WORKER)
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO_ROOT),
        "HINDSIGHT_NEO4J_URI": uri,
        "HINDSIGHT_NEO4J_USER": user,
        "HINDSIGHT_NEO4J_PASSWORD": password,
        "HINDSIGHT_CHROMA_URL": chroma_url(),
    }
    start = str(time.time() + 25)  # both load the model and open the stores first
    try:
        workers = [
            subprocess.Popen(
                [sys.executable, str(script), collection, user_id, who, start, FACT, str(TIMES)],
                cwd=REPO_ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
            )
            for who in ("A", "B")
        ]
        for worker in workers:
            out, _ = worker.communicate(timeout=300)
            assert worker.returncode == 0, out
        rows = cypher(
            "MATCH (r:Record) WHERE r.user_id = $user RETURN r.json AS json, r.status AS status", user=user_id
        )
        records = [json.loads(row["json"]) for row in rows]
        facts = [r for r in records if "PostgreSQL" in r["text"]]
        assert len(facts) == 1, [(r["text"], r["occurrences"]) for r in facts]
        assert facts[0]["occurrences"] == 2 * TIMES
        wanted = {f"{who}-{i}" for who in ("A", "B") for i in range(TIMES)}
        assert wanted <= {s.rsplit(":", 1)[-1] for s in facts[0]["source_ids"]} | set(facts[0]["source_ids"])
    finally:
        asyncio.run(delete_users([user_id]))
        chroma_client().delete_collection(collection)
