"""Recall ranks the same conversation the same whatever the ids of its records (random where the caller names no
trace): records tied in score come newer first, then in the order stored. Before, the pool of candidates was cut
and read by score, then id, so of a graduation's two records in the same words (its ending of the student's job
and of the school) the lifts that read the pool's best few in order took the one of the lower id: another hit,
and another number of hits, each run."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from hindsight_core import Hindsight

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
