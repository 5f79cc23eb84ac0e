"""What a Chinese speaker says is done on a bare weekday each week (孩子周六上钢琴课, 我儿子周二周四踢足球, 我周二倒垃圾) is on
the agenda of every such day, as 每周六 is; a plan for one day said the same way (周六去看电影) is that day's only."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hindsight_core import Hindsight

#: Monday 7 December 2026, 08:00 UTC.
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=UTC)


def _said(hs: Hindsight, days_ago: int, texts: list[str]) -> None:
    session = f"w-{days_ago}"
    hs.retain(
        [{"role": "user", "content": t, "id": f"{session}-{i}"} for i, t in enumerate(texts)],
        user_id="w",
        session_id=session,
        occurred_at=NOW - timedelta(days=days_ago),
    )


def _agenda(hs: Hindsight, question: str) -> list[str]:
    hits = hs.recall(question, user_id="w", k=5, now=NOW, reinforce=False).hits
    return [h.record.text.split("：", 1)[-1] for h in hits if "agenda" in h.paths]


def test_a_bare_weekday_said_of_a_weekly_class_or_chore_is_every_such_day(real: Hindsight) -> None:
    """Two months on, 周六有什么安排 did not bring 孩子周六上钢琴课 (dated the one Saturday after it was said), 周四有什么安排
    not the son's football (dated one Tuesday and one Thursday), 周二有什么安排 not the rubbish."""
    _said(real, 60, ["孩子周六上钢琴课", "我儿子周二周四踢足球", "我周二倒垃圾"])
    _said(real, 59, ["周六去看电影，好久没去了", "我喜欢喝乌龙茶"])
    _said(real, 3, ["这周四我要去看牙医"])

    assert _agenda(real, "周六有什么安排") == ["孩子周六上钢琴课"]
    assert _agenda(real, "周四有什么安排") == ["这周四我要去看牙医", "我儿子周二周四踢足球"]
    assert set(_agenda(real, "周二有什么安排")) == {"我儿子周二周四踢足球", "我周二倒垃圾"}
    assert _agenda(real, "周三有什么安排") == []
