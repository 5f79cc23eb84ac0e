"""What comes back each week, moved to another day or stopped since ("Therapy moved to Wednesdays", "No more piano, he
quit", 钢琴课改到周日了, 孩子不学钢琴了), is no longer what a question about its old day brings first, and the day it moved to
brings the change."""

from __future__ import annotations

from datetime import UTC, datetime

from hindsight_core import Hindsight
from tests.core.retain_helpers import said_days_before

#: Monday 7 December 2026, 08:00 UTC.
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=UTC)


def _said(hs: Hindsight, user: str, days_ago: int, texts: list[str]) -> None:
    said_days_before(hs, NOW, user, days_ago, texts)


def _first(hs: Hindsight, user: str, question: str) -> str:
    hits = hs.recall(question, user_id=user, k=5, now=NOW, reinforce=False).hits
    return hits[0].record.text.split(": ", 1)[-1].split("：", 1)[-1]


def test_a_weekly_schedule_moved_or_stopped_is_not_first_for_its_old_day(real: Hindsight) -> None:
    """Asked "What do I have on Thursday?" two months after "I have therapy every Thursday at 4" and one after
    "Therapy moved to Wednesdays", the Thursday therapy came first (on the agenda of every Thursday); so did the
    piano lessons for Saturday after "No more piano, he quit", and in Chinese 孩子每周六上钢琴课 for 周六有什么安排 after
    钢琴课改到周日了, whose Sunday was one Sunday's only."""
    _said(real, "u", 60, ["I have therapy every Thursday at 4.", "My son has piano lessons on Saturdays."])
    _said(real, "u", 59, ["We do date night every Friday.", "I run every Monday morning before work."])
    _said(real, "u", 30, ["Therapy moved to Wednesdays.", "No more piano, he quit."])
    _said(
        real, "u", 29, ["date night is cancelled this week, he's sick", "my wife stopped running, bad knee"]
    )
    _said(real, "w", 60, ["我每周四下午四点去做心理咨询", "孩子每周六上钢琴课", "我每周五晚上和老公约会"])
    _said(real, "w", 30, ["心理咨询改到每周三了", "钢琴课改到周日了", "这周的约会取消了，他加班"])

    for question in ("What do I have on Thursday?", "What's on Saturday?"):
        assert _first(real, "u", question) not in {
            "I have therapy every Thursday at 4.",
            "My son has piano lessons on Saturdays.",
        }, question
    assert _first(real, "u", "What do I have on Wednesday?") == "Therapy moved to Wednesdays."
    # one week's change, and someone else's, change nothing
    assert _first(real, "u", "What's on Friday?") == "We do date night every Friday."
    assert _first(real, "u", "What's on Monday?") == "I run every Monday morning before work."

    old = {"我每周四下午四点去做心理咨询", "孩子每周六上钢琴课"}
    for question in ("周四有什么安排", "周六有什么安排"):
        assert _first(real, "w", question) not in old, question
    assert _first(real, "w", "周三有什么安排") == "心理咨询改到每周三了"
    assert _first(real, "w", "周日有什么安排") == "钢琴课改到周日了"
    assert _first(real, "w", "周五有什么安排") == "我每周五晚上和老公约会"


def test_a_schedule_moved_then_stopped_is_on_no_day(real: Hindsight) -> None:
    """钢琴课改到周日了 then 孩子不学钢琴了: neither Saturday nor Sunday has the piano first."""
    _said(real, "w", 60, ["孩子每周六上钢琴课", "我喜欢喝乌龙茶"])
    _said(real, "w", 40, ["钢琴课改到周日了", "周日下午我要加班"])
    _said(real, "w", 20, ["孩子不学钢琴了，说太累"])
    saturday = real.recall("周六有什么安排", user_id="w", k=5, now=NOW, reinforce=False).hits
    assert "agenda" not in saturday[0].paths
    assert _first(real, "w", "周日有什么安排") not in {"孩子每周六上钢琴课", "钢琴课改到周日了"}


def test_asked_about_a_schedule_the_change_comes_before_the_old_one(real: Hindsight) -> None:
    """ "when is date night?" a month after "we stopped date nights" had "We do date night every Friday." first, and
    孩子还上钢琴课吗 after 孩子不学钢琴了 the Saturday lessons: both said the question's words, the change no better."""
    _said(real, "u", 60, ["We do date night every Friday.", "I have therapy every Thursday at 4."])
    _said(real, "u", 59, ["I love jazz, went to a concert.", "My sister lives in Denver."])
    _said(real, "u", 30, ["we stopped date nights, too busy with the baby", "Therapy moved to Wednesdays."])
    _said(real, "w", 60, ["孩子每周六上钢琴课", "我每周四下午四点去做心理咨询"])
    _said(real, "w", 59, ["我喜欢喝乌龙茶", "我妹妹住在成都"])
    _said(real, "w", 30, ["孩子不学钢琴了，说太累", "心理咨询改到每周三了"])

    assert _first(real, "u", "when is date night?") == "we stopped date nights, too busy with the baby"
    assert _first(real, "u", "what day is my therapy?") == "Therapy moved to Wednesdays."
    assert _first(real, "w", "孩子还上钢琴课吗") == "孩子不学钢琴了，说太累"
    assert _first(real, "w", "心理咨询是哪天") == "心理咨询改到每周三了"


def test_what_only_names_the_thing_again_changes_no_schedule(real: Hindsight) -> None:
    """ "finally the piano recital went great", "I stopped by the piano shop", "dropped him at piano, he loved it" and
    "I left the piano books at school" said a change of any kind ("finally", "stopped", "left") and named the piano:
    the Saturday lessons were taken off every Saturday's agenda."""
    _said(real, "u", 60, ["My son has piano lessons on Saturdays.", "I love jazz, went to a concert."])
    _said(
        real, "u", 30, ["finally the piano recital went great!", "I stopped by the piano shop for new books"]
    )
    _said(real, "u", 20, ["dropped him at piano, he loved it", "I left the piano books at school ugh"])
    hits = real.recall("What's on Saturday?", user_id="u", k=5, now=NOW, reinforce=False).hits
    first = hits[0]
    assert (first.record.text.split(": ", 1)[-1], "agenda" in first.paths) == (
        "My son has piano lessons on Saturdays.",
        True,
    )
