"""A switch of tools said in Chinese (我们上个月换成MySQL了, 我现在改用uv了, 从MySQL迁到了PostgreSQL) is a change of the
tool in use, as "we switched to MySQL" is: what was learned about the old one is superseded, kept for history,
and not learned again from its old episodes. A condition, a plan, a proposal or someone else's switch changes
nothing (rule extractor, hash embedder)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我们上个月换成MySQL了。", ("preferred_database", "MySQL")),
        ("我现在改用MySQL了。", ("preferred_database", "MySQL")),
        ("我们已经迁移到MySQL了。", ("preferred_database", "MySQL")),
        ("我们从PostgreSQL迁到了MySQL，数据量太大了", ("preferred_database", "MySQL")),
        ("我把PostgreSQL换成了MySQL", ("preferred_database", "MySQL")),
        ("我们项目上个月从poetry换成了uv", ("preferred_package_manager", "uv")),
        ("对了我不用anaconda了 太大太慢 换成了uv", ("preferred_package_manager", "uv")),
        ("数据库换成了MySQL", ("preferred_database", "MySQL")),
    ],
)
def test_a_switch_of_tools_fills_the_tools_kind(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "如果换成MySQL会怎么样？",  # a condition
        "要不要换成MySQL？",  # a question
        "我们打算换成MySQL。",  # a plan
        "我们考虑迁移到MySQL。",
        "我想换成MySQL",
        "咱们换成MySQL吧。",  # a proposal
        "要不我们换成MySQL",
        "老板让我们换成MySQL。",  # asked to, not done
        "我们还没换成MySQL。",
        "我同事换成了MySQL。",  # someone else's
        "他们换成MySQL了。",
        "我把猫粮换成了狗粮",  # no tool
    ],
)
def test_no_switch_of_the_speakers_tools(text: str) -> None:
    assert not [s for s in slots(text) if s[0] == "preferred_database"]


def tell(hs: Hindsight, text: str, week: int) -> None:
    hs.retain(
        [{"role": "user", "content": text, "id": f"m{week}"}],
        user_id="u",
        session_id=f"s{week}",
        occurred_at=T0 + timedelta(days=7 * week),
    )


def test_a_switch_said_in_chinese_supersedes_what_was_learned(tmp_path: Path) -> None:
    said = ["我一直用PostgreSQL，习惯了。", "我还是习惯用PostgreSQL。", "我更喜欢PostgreSQL。"]
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for i, text in enumerate(said):
            tell(hs, text, i)
        (learned,) = hs.induce(user_id="u", now=T0 + timedelta(days=15))
        assert learned.text == "用户偏好PostgreSQL"  # said in Chinese: written in Chinese
        tell(hs, "我们上个月换成MySQL了。", 3)
        assert hs.maintain(user_id="u", now=T0 + timedelta(days=30))["induced"] == 0
        assert hs.maintain(user_id="u", now=T0 + timedelta(days=31))["induced"] == 0
        old = hs.get_record(learned.id)
        assert old is not None and old.status == "active", "kept for history"
        assert old.valid_to == T0 + timedelta(days=21)
        context = hs.recall("用户用什么数据库？", user_id="u", reinforce=False).context
        line = next(line for line in context.splitlines() if "用户偏好PostgreSQL" in line)
        assert "superseded" in line
        assert "换成MySQL" in next(line for line in context.splitlines() if "current value" in line)
