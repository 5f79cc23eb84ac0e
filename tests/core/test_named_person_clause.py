"""A Chinese clause with its subject left out goes on from whoever opened the sentence: 小李是我大学室友，「现在在字节做
后端」 is 小李's job, never the user's employer (it had superseded the user's own, so 我在哪上班 answered 字节)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "text",
    [
        "小李是我大学室友，现在在字节做后端",
        "老王是我邻居，现在在华为做研发",
        "她是我同学，现在住在杭州",
        "我姐姐是护士，现在在协和上班",
    ],
)
def test_a_clause_going_on_from_someone_else_fills_none_of_the_users_slots(text: str) -> None:
    assert own_slots(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("嗯，现在在字节做后端", ("works_at", "字节")),
        ("我住在北京，现在在字节做后端", ("works_at", "字节")),
        ("小时候住在武汉，现在在字节做后端", ("works_at", "字节")),
    ],
)
def test_a_clause_going_on_from_the_speaker_is_theirs(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


def test_a_friends_job_leaves_the_users_employer_current(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "我在阿里工作，做产品经理。", "mine", 0)
        tell(hs, "小李是我大学室友，现在在字节做后端。", "friend", 30)
        records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
        assert not [r for r in records if r.superseded_by]
        assert first(hs, "我在哪上班") == ["mine"]
