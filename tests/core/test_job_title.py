"""A job title that changes at the same employer ("I work as a software engineer at Acme" then "I just got promoted to
senior engineer!", 我的职业是工程师 then 我升职了，现在是技术经理): the new title is the job slot's value, it supersedes
the one before (never the employer), and "What's my job title?" / 我现在是什么职位 brings it first. A promotion wished
for, someone else's, or to a place fills nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("I work at Acme as a software engineer.", "software engineer"),
        ("I work for Google as an SRE and love it", "SRE"),
        ("I got promoted to senior engineer!", "senior engineer"),
        ("I just got promoted to team lead last week", "team lead"),
        ("I've been promoted to manager.", "manager"),
        ("Got promoted to Senior PM today", "Senior PM"),
        ("我升职了，现在是技术经理。", "技术经理"),
        ("我升为高级工程师了", "高级工程师"),
    ],
)
def test_a_job_title_said_or_promoted_to_fills_the_job_slot(text: str, job: str) -> None:
    assert ("job", job) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my wife got promoted to director",
        "She got promoted to VP",
        "I got promoted to the London office",
        "I got promoted to level 5 in Duolingo",
        "I'm hoping to get promoted to lead",
        "If I get promoted to manager I'll buy a car",
        "I'm getting promoted to senior next month",
        "我老婆升职了，现在是总监",
        "我想升职",
    ],
)
def test_no_job_in_a_promotion_wished_for_or_someone_elses(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "job"]


def test_a_question_about_ones_job_asks_the_job_slot() -> None:
    asked = ["What's my job title?", "what do I do for a living?", "我现在是什么职位", "我是做什么的"]
    assert [asked_slot(q) for q in asked] == ["job"] * 4
    for other in ("How should I prepare for my job interview?", "我妹妹是做什么的", "我的职业规划怎么做"):
        assert asked_slot(other) is None


@pytest.mark.parametrize(
    ("before", "change", "question"),
    [
        (
            "I work as a software engineer at Acme.",
            "I just got promoted to senior engineer!",
            "What's my job title?",
        ),
        ("我的职业是工程师。", "我升职了，现在是技术经理。", "我现在是什么职位"),
    ],
)
def test_a_promotion_supersedes_the_title_before(
    tmp_path: Path, minilm, before: str, change: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, before, "old", 0)
        tell(hs, change, "new", 120)
        said = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert said["old"].superseded_by == said["new"].id and said["old"].valid_to is not None
        assert first(hs, question) == ["new"]


def test_a_promotion_leaves_the_employer_said_with_the_old_title_current(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I work at Acme as a software engineer.", "old", 0)
        tell(hs, "I got promoted to senior engineer!", "new", 120)
        employer = [r for r in hs.list_records(user_id="u") if r.attributes.get("attribute") == "works_at"]
        assert [r.source_ids for r in employer] == [["old"]] and employer[0].valid_to is None
        assert first(hs, "What's my job title?") == ["new"]
