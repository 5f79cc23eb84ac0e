"""End to end on the real embedded defaults: rules, the bundled MiniLM, SQLite and embedded Chroma."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight

pytestmark = pytest.mark.e2e


def test_chinese_preference_is_recalled_by_a_chinese_question_in_a_new_session(tmp_path: Path) -> None:
    with Hindsight(tmp_path) as hs:
        hs.retain(
            [
                {"role": "user", "content": "我习惯用 PostgreSQL", "id": "zh-1", "name": "小王"},
                {"role": "assistant", "content": "好的", "id": "zh-2"},
                {"role": "user", "content": "周末我喜欢去爬山", "id": "zh-3", "name": "小王"},
            ],
            user_id="wang",
            session_id="s1",
            occurred_at=datetime(2026, 3, 1, 9, 0, tzinfo=UTC),
        )
    # session 2: a new process would open the same data dir; so does a new engine object
    with Hindsight(tmp_path) as hs:
        result = hs.recall("我平时用什么数据库？", user_id="wang", k=3)
        assert result.hits[0].record.source_ids == ["zh-1"]
        assert result.hits[0].record.event_type == "preference"
        assert "PostgreSQL" in result.context and "zh-1" in result.context
        assert all(h.record.source_ids != ["zh-2"] for h in result.hits), "好的 is below the density gate"


def test_english_cross_session_recall_with_provenance(tmp_path: Path) -> None:
    with Hindsight(tmp_path) as hs:
        hs.retain(
            [
                {
                    "role": "user",
                    "content": "I'm allergic to peanuts, so no satay please.",
                    "id": "a-1",
                    "name": "Ana",
                },
                {"role": "assistant", "content": "Got it, no peanuts.", "id": "a-2"},
            ],
            user_id="ana",
            session_id="dinner-1",
        )
    with Hindsight(tmp_path) as hs:
        result = hs.recall("Does Ana have any food allergies?", user_id="ana", k=3)
        assert result.hits[0].record.source_ids == ["a-1"]
        assert hs.recall("food allergies", user_id="someone-else").hits == []


def test_changed_preference_is_flagged_as_a_conflict_and_history_is_kept(tmp_path: Path) -> None:
    with Hindsight(tmp_path) as hs:
        hs.retain(
            [{"role": "user", "content": "I prefer PostgreSQL for new services.", "id": "p-1"}],
            user_id="dev",
            occurred_at=datetime(2026, 1, 5, tzinfo=UTC),
        )
        hs.retain(
            [
                {
                    "role": "user",
                    "content": "Actually I now prefer MySQL, the team knows it better.",
                    "id": "p-2",
                }
            ],
            user_id="dev",
            occurred_at=datetime(2026, 2, 9, tzinfo=UTC),
        )
        result = hs.recall("Which database do I prefer?", user_id="dev", k=2)
        assert [h.record.source_ids for h in result.hits] == [["p-2"], ["p-1"]], "newest first"
        assert all(h.conflict for h in result.hits)
        old = result.hits[1].record
        assert (
            old.valid_to == datetime(2026, 2, 9, tzinfo=UTC) and old.superseded_by == result.hits[0].record.id
        )
        assert "[current value: replaces an older memory]" in result.context
