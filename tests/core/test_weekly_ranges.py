"""A range of weekdays said of one's working week or a place's hours in the present ("I work Monday to Friday",
"Mike works Monday through Friday", "Gym hours are Mon-Fri 6am to 10pm", "we're open Monday through Saturday",
我周一到周五上班, 健身房周一到周五开放) is every week's, no one week's days. Before, it was dated the coming Monday to
Friday, so asked on the Monday after that week "what did I do last week?" (上周我干了什么) had the working week first,
above what was done then. A range said of one week ("I'm in London Monday to Friday", "I'm working Monday to Friday",
"I'll work ...", "I work Monday to Friday next week", 下周一到周五上班, 我周一到周三出差) is still those days."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import resolve_time_expressions
from tests.core.retain_helpers import T0, by_source, tell

#: Tuesday 6 January 2026.
_TUE = datetime(2026, 1, 6, 15, 30, tzinfo=UTC)


@pytest.mark.parametrize(
    "text",
    [
        "I work Monday to Friday",
        "I work from Monday to Friday",
        "I work from home Monday to Wednesday",
        "I work nights Monday to Thursday",
        "Mike works Monday to Friday",
        "My wife works Monday through Friday",
        "She works Tuesday through Saturday",
        "we're open Monday through Saturday",
        "The office is open Monday-Friday",
        "the pool is open Tuesday to Sunday",
        "Office hours are Monday to Thursday",
        "Gym hours are Mon-Fri 6am to 10pm",
        "我周一到周五上班",
        "我周一至五上班",
        "他周一到周五上班",
        "我周一到周五上课",
        "健身房周一到周五开放",
    ],
)
def test_a_working_week_or_opening_hours_name_no_days(text: str) -> None:
    assert resolve_time_expressions(text, _TUE) == []


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("I'm in London Monday to Friday", ["2026-01-12/2026-01-16"]),
        ("I'm working from Monday to Wednesday", ["2026-01-12/2026-01-14"]),
        ("I'll work Monday to Friday", ["2026-01-12/2026-01-16"]),
        ("I work Monday to Friday next week", ["2026-01-12/2026-01-16"]),
        ("I'm off Thursday to Sunday", ["2026-01-08/2026-01-11"]),
        ("我下周一到周五上班", ["2026-01-12/2026-01-16"]),
        ("我周一到周三出差", ["2026-01-12/2026-01-14"]),
        # the day asked beside a working week is still that day
        ("I work Monday to Friday, so can we meet on Saturday?", ["2026-01-10"]),
        ("I work Monday", ["2026-01-12"]),
        ("see you on Fri at 5", ["2026-01-09"]),
    ],
)
def test_a_range_of_one_week_is_still_its_days(text: str, iso: list[str]) -> None:
    assert [m.iso() for m in resolve_time_expressions(text, _TUE)] == iso


@pytest.mark.parametrize(
    ("week", "done", "question"),
    [
        ("I work Monday to Friday", "went to a pottery class tonight, so fun", "what did I do last week?"),
        ("我周一到周五上班", "今晚去上了陶艺课", "上周我干了什么"),
    ],
)
def test_a_working_week_is_not_what_was_done_that_week(
    hs: Hindsight, week: str, done: str, question: str
) -> None:
    tell(hs, week, "week", 1)  # Tuesday 6 January
    tell(hs, done, "done", 8)  # Tuesday 13 January
    assert "mentioned_dates" not in by_source(hs)["week"].attributes
    asked = T0 + timedelta(days=14)  # Monday 19 January
    hits = hs.recall(question, user_id="u", k=3, reinforce=False, now=asked).hits
    assert hits[0].record.source_ids == ["done"]
