"""Whose fact a record states: a question about the speaker's own life ranks a statement about someone else a
little lower (``RecallConfig.other_subject_penalty``)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.config import HindsightConfig, RecallConfig
from hindsight_core.recall.subject import about_someone_else, asks_about_self

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
FILLER = [
    "Had pasta for lunch today",
    "The weather in Leeds has been grim all week",
    "Watching the new season of Slow Horses",
    "Started reading a book about the Tudors",
]


@pytest.mark.parametrize(
    ("query", "own"),
    [
        ("how much do I pay in rent?", True),
        ("我现在住哪", True),
        ("what does my sister do for work?", False),
        ("where does Priya live?", False),
        ("我妈住哪", False),
    ],
)
def test_a_question_about_the_speakers_own_life_names_nobody_else(query: str, own: bool) -> None:
    assert asks_about_self(query) is own


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("The user said: my coworker Priya drives to the office", True),
        ("The user said: oh btw my sister's flat is in Camden", True),
        ("用户说：我老公在银行上班", True),
        ("The user said: I drive to the office, my coworker Priya cycles", False),
        ("The user said: my partner and I moved to Leeds", False),
        ("The user said: Rent is 1100 now", False),  # a capital opening a sentence is no name
        ("用户说：我和老公搬到杭州了", False),
    ],
)
def test_a_statement_about_someone_else_opens_with_them(text: str, other: bool) -> None:
    assert about_someone_else(text) is other


def _ranked(tmp_path: Path, minilm, penalty: float) -> list[str]:
    config = HindsightConfig(recall=RecallConfig(other_subject_penalty=penalty))
    with Hindsight(tmp_path / str(penalty), embedder=minilm, config=config) as hs:
        said = [
            *FILLER,
            "I take 20 mg of citalopram every morning",
            "my mum takes 5 mg of amlodipine every morning",
        ]
        for day, content in enumerate(said):
            message = {"role": "user", "content": content, "id": f"m{day}"}
            hs.retain([message], user_id="u", session_id=f"s{day}", occurred_at=T0 + timedelta(days=day))
        hits = hs.recall("what medication do I take every morning?", user_id="u", k=2, reinforce=False).hits
        return [h.record.text for h in hits]


@pytest.mark.e2e
def test_the_speakers_own_fact_ranks_above_a_relatives_for_a_question_about_themselves(
    tmp_path: Path, minilm
) -> None:
    # the words alone put the mum's amlodipine first (the control); read as hers, the user's citalopram leads
    assert "amlodipine" in _ranked(tmp_path, minilm, 0.0)[0]
    assert "citalopram" in _ranked(tmp_path, minilm, 0.2)[0]
