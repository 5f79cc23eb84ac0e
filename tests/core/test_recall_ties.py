"""Recall ranks the same conversation the same whatever the ids of its records (random where the caller names no
trace): records tied in score come newer first, then in the order stored. Before, the pool of candidates was cut
and read by score, then id, so of a graduation's two records in the same words (its ending of the student's job
and of the school) the lifts that read the pool's best few in order took the one of the lower id: another hit,
and another number of hits, each run."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight, HindsightConfig, MemoryRecord, RecallConfig, RecallHit, Scope
from hindsight_core.embeddings import HashEmbedder

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
TURNS = [
    (0, ["I'm a PhD student at Stanford", "I live in Palo Alto with my roommate Jake"]),
    (3, ["I finally graduated!"]),
    (5, ["I started at Google as a software engineer", "I moved to Mountain View"]),
]
QUESTIONS = ["am I still a student?", "where do I live?", "what do you know about me?"]


def _hits(tmp_path: Path, minilm, run: int) -> list[list[tuple[str, str | None]]]:
    """Each of :data:`QUESTIONS`' hits (text, slot), the turns told under trace ids of run ``run``."""
    with Hindsight(tmp_path / f"run{run}", embedder=minilm) as hs:
        for n, (day, said) in enumerate(TURNS):
            hs.retain(
                [{"role": "user", "content": text, "id": f"t{n}m{i}"} for i, text in enumerate(said)],
                user_id="u",
                session_id=f"s{n}",
                occurred_at=T0 + timedelta(days=day, minutes=n),
                trace_id=f"trace-{run}-{n}",
            )
        now = T0 + timedelta(days=6)
        return [
            [
                (h.record.text, h.record.attributes.get("attribute"))
                for h in hs.recall(q, user_id="u", k=8, reinforce=False, now=now).hits
            ]
            for q in QUESTIONS
        ]


def test_records_tied_in_score_rank_the_same_whatever_their_ids(tmp_path: Path, minilm) -> None:
    first, *others = [_hits(tmp_path, minilm, run) for run in range(6)]
    assert all(hits == first for hits in others)
    student, _, profile = first
    assert student[0] == ("The user said: I finally graduated!", "school")
    # of the graduation's two records in the same words, the one stored first (its ending of the job)
    assert ("The user said: I finally graduated!", "job") in profile


def _two_of_one_turn(tmp_path: Path, first_id: str, second_id: str, rerank_pool: int) -> list[RecallHit]:
    """Two records of one turn in the same words (but the stop), tied on every path; ``first_id``'s recorded
    first."""
    config = HindsightConfig(recall=RecallConfig(rerank_pool=rerank_pool))
    with Hindsight(tmp_path / f"{first_id}-{rerank_pool}", config=config, embedder=HashEmbedder()) as hs:
        for n, rid in enumerate([first_id, second_id]):
            hs.put_record(
                MemoryRecord(
                    id=rid,
                    text="The user said: I finally graduated from Stanford" + "!."[n],
                    scope=Scope(user_id="u"),
                    occurred_at=T0,
                    recorded_at=T0 + timedelta(microseconds=n),
                )
            )
        hs.remember("I live in Palo Alto with my roommate Jake", user_id="u", occurred_at=T0)
        return hs.recall("did I graduate from Stanford?", user_id="u", k=3, reinforce=False).hits


ORDERS = [
    ("f0a1c2d3-0000-4000-8000-000000000001", "0b1c2d3e-0000-4000-8000-000000000002"),
    ("0b1c2d3e-0000-4000-8000-000000000002", "f0a1c2d3-0000-4000-8000-000000000001"),
]


@pytest.mark.parametrize(("first", "second"), ORDERS)
def test_the_pool_cut_between_two_tied_records_keeps_the_one_recorded_first(
    tmp_path: Path, first: str, second: str
) -> None:
    """The pool was cut by score, then id: of two tied records the lower id was kept, whichever it was."""
    hits = _two_of_one_turn(tmp_path, first, second, rerank_pool=1)
    assert [h.record.id for h in hits] == [first]


@pytest.mark.parametrize(("first", "second"), ORDERS)
def test_a_hits_rank_in_each_path_breaks_ties_by_the_one_recorded_first(
    tmp_path: Path, first: str, second: str
) -> None:
    """``RecallHit.paths`` ranked tied records by id: the record listed first said rank 2 in every path."""
    hits = {h.record.id: h.paths for h in _two_of_one_turn(tmp_path, first, second, rerank_pool=50)}
    shared = sorted(hits[first].keys() & hits[second].keys())
    assert shared
    assert all(hits[first][path] < hits[second][path] for path in shared), hits
