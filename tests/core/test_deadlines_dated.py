"""What is to be done by a day, said with its verb's past participle ("my electricity bill has to be paid by Thursday",
"the rent needs to be paid by Friday") or in Chinese with the 了 that says it is time (房租周五前得交了,
我得在周五之前把报告交了, 这周六得回趟老家了), was dated the day before it was said: "paid" and 了 read as a past, so the
Thursday was last week's and "what do I have on Thursday?" never found the bill. The day is ahead; one said in the past
("the deposit was paid on Monday", "I was supposed to be paid on Monday", 周一我得去了一趟医院, 上周五我得交了一份报告)
stays behind (rule extractor; the real MiniLM)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import mentioned_dates
from tests.core.retain_helpers import T0, by_source, tell

MONDAY = T0  # Monday 5 January 2026


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("my electricity bill has to be paid by Thursday", "2026-01-08"),
        ("the rent needs to be paid by Friday", "2026-01-09"),
        ("the car needs to be returned on Saturday", "2026-01-10"),
        ("the invoice should be sent by Thursday", "2026-01-08"),
        ("房租周五前得交了", "2026-01-09"),
        ("我得在周五之前把报告交了", "2026-01-09"),
        ("这周六得回趟老家了", "2026-01-10"),
        ("周末得加班了", "2026-01-10/2026-01-11"),
        # said in the past: behind
        ("the deposit was paid on Friday", "2026-01-02"),
        ("I was supposed to be paid on Friday", "2026-01-02"),
        ("it was going to be finished by Friday", "2026-01-02"),
        ("周五我得去了一趟医院", "2026-01-02"),
        ("上周五我得交了一份报告", "2026-01-02"),
    ],
)
def test_the_day_a_thing_is_to_be_done_by(text: str, day: str) -> None:
    assert mentioned_dates(text, MONDAY) == day


@pytest.mark.parametrize(
    ("owed", "paid", "question"),
    [
        (
            "my electricity bill has to be paid by Thursday",
            "I paid the water bill on Thursday, finally",
            "what do I have on Thursday?",
        ),
        ("电费周四之前得交了", "周四把水费交了，终于", "我周四有什么安排"),
    ],
)
def test_a_bill_owed_by_a_day_is_on_its_agenda(real: Hindsight, owed: str, paid: str, question: str) -> None:
    tell(real, paid, "m0", -4)  # the Thursday before
    tell(real, owed, "m1", 0)
    assert by_source(real)["m1"].attributes["mentioned_dates"] == "2026-01-08"
    now: datetime = T0 + timedelta(days=1)
    hits = real.recall(question, user_id="u", k=3, reinforce=False, now=now).hits
    assert hits[0].record.source_ids == ["m1"]
