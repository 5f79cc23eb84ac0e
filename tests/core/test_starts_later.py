"""A new job told before it starts ("I start at Google next month", "I start at Meta on the 26th") ended the
current one the day it was said: Microsoft was superseded at once. The current value now holds until the new one's
date (its ``valid_to``), the new one from it (its ``valid_from``); a change told as done ("I just started at Google",
"I work at Google now") ends the old value the day it is said, as before."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core import Hindsight

from .retain_helpers import by_source, tell

# tell() counts from Monday 5 January 2026; day 10 is Thursday 15 January


@pytest.mark.parametrize(
    ("before", "after", "starts"),
    [
        ("I work at Microsoft as a PM", "I start at Google next month!", datetime(2026, 2, 1, tzinfo=UTC)),
        (
            "I work at Microsoft",
            "starting at Stripe on February 9, so excited",
            datetime(2026, 2, 9, tzinfo=UTC),
        ),
        ("I work at Microsoft", "I start at Meta on the 26th", datetime(2026, 1, 26, tzinfo=UTC)),
        ("我在微软工作", "我下个月入职腾讯", datetime(2026, 2, 1, tzinfo=UTC)),
        # a move or a join told ahead of its day, and a start on a weekday (Monday 19 January)
        ("I live in Boston", "we move to Denver on the 20th", datetime(2026, 1, 20, tzinfo=UTC)),
        ("I live in Boston", "moving to Austin in March", datetime(2026, 3, 1, tzinfo=UTC)),
        ("I live in Boston", "we're relocating to Leeds next month", datetime(2026, 2, 1, tzinfo=UTC)),
        ("I work at Microsoft", "I'm joining Meta on the 26th", datetime(2026, 1, 26, tzinfo=UTC)),
        ("I work at Microsoft", "I join Stripe next month", datetime(2026, 2, 1, tzinfo=UTC)),
        ("I work at Microsoft", "starting at Stripe on Monday", datetime(2026, 1, 19, tzinfo=UTC)),
        ("我在微软工作", "下周一入职字节", datetime(2026, 1, 19, tzinfo=UTC)),
        ("我住在上海", "我下个月搬到杭州", datetime(2026, 2, 1, tzinfo=UTC)),
        ("我在微软工作", "3月份入职腾讯", datetime(2026, 3, 1, tzinfo=UTC)),
        # a lease signed on the home one moves to: the home from the move's day
        (
            "I live in Berkeley",
            "signed the lease on a 2br in Oakland, moving on the 1st",
            datetime(2026, 2, 1, tzinfo=UTC),
        ),
        # a join told with 去…上班, the speaker before the day or after it (就要…了 is still ahead)
        ("我在微软工作", "我下个月去腾讯上班", datetime(2026, 2, 1, tzinfo=UTC)),
        ("我在微软工作", "下个月我就要去字节上班了", datetime(2026, 2, 1, tzinfo=UTC)),
    ],
)
def test_the_current_value_holds_until_the_new_one_starts(
    real: Hindsight, before: str, after: str, starts: datetime
) -> None:
    tell(real, before, "old", 0)
    tell(real, after, "new", 10)
    records = by_source(real)
    assert records["old"].valid_to == starts
    assert records["new"].valid_from == starts
    assert records["old"].superseded_by == records["new"].id


@pytest.mark.parametrize(
    "after",
    ["I just started at Google", "I work at Google now", "I started at Google last week"],
)
def test_a_change_told_as_done_ends_the_old_value_when_said(real: Hindsight, after: str) -> None:
    tell(real, "I work at Microsoft", "old", 0)
    tell(real, after, "new", 10)
    records = by_source(real)
    assert records["old"].valid_to == records["new"].occurred_at
