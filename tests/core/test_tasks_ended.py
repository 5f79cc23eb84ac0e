"""A task the user said to do and then said done, called off or moved stayed pending: "I need to renew my passport
before March" then "I finally renewed my passport!" left the task current, first for "did I renew my passport?"; 报税
这周必须搞定 then 报税搞定了 left it on 我这周有什么要做的; "the report is due Friday" then "the deadline for the report got
pushed to the 20th" still answered "when is the report due?" with Friday. The end supersedes the task (kept as history)
and the agenda of its days no longer has it; someone else's, a question, what is not done yet, a routine or another
task of the same thing end none (rule extractor; the real MiniLM)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.task_ends import ends_task, task_end
from tests.core.retain_helpers import T0, by_source, tell


def _first(hs: Hindsight, question: str, day: float) -> list[str]:
    hits = hs.recall(question, user_id="u", k=4, reinforce=False, now=T0 + timedelta(days=day)).hits
    return [hit.record.source_ids[0] for hit in hits]


@pytest.mark.parametrize(
    ("task", "done", "question"),
    [
        ("I need to renew my passport before March", "I finally renewed my passport!", "did I renew my passport?"),
        ("I have to file my tax return by April 15", "done with the tax return!", "have I done my taxes?"),
        ("I still haven't called the plumber about the leak", "called the plumber, he's coming Monday", "did I call the plumber?"),
        ("护照三月份之前得去续签", "护照办好了", "我护照办了吗"),
        ("我下周要交论文", "论文终于交了", "论文交了吗"),
    ],
)  # fmt: skip
def test_a_task_said_done_is_no_longer_pending(real: Hindsight, task: str, done: str, question: str) -> None:
    tell(real, task, "m0", 0)
    tell(real, "Work was crazy today, three meetings back to back", "m1", 1)
    tell(real, done, "m2", 10)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id and said["m0"].valid_to is not None
    assert said["m0"].status == "active"  # kept as history
    assert _first(real, question, 10.5)[0] == "m2"


def test_a_task_done_leaves_the_weeks_agenda(real: Hindsight) -> None:
    tell(real, "报税这周必须搞定", "m0", 1)  # Tuesday 6 January 2026
    tell(real, "提醒我周日给我妈打电话", "m1", 1.1)
    tell(real, "今天吃了火锅", "m2", -3)
    tell(real, "报税搞定了", "m3", 3)
    ranks = _first(real, "我这周有什么要做的", 3.5)
    assert ranks[0] == "m1" and ranks.index("m0") > ranks.index("m3")
    tell(real, "I need to call the plumber this week", "e0", 0, user="v")
    tell(real, "I have to pick up the dry cleaning on Thursday", "e1", 0.1, user="v")
    tell(real, "picked up the dry cleaning", "e2", 1.1, user="v")
    hits = real.recall(
        "anything I should remember for Thursday?",
        user_id="v",
        k=4,
        reinforce=False,
        now=T0 + timedelta(days=1.2),
    ).hits
    assert [h.record.source_ids[0] for h in hits][0] == "e0"


@pytest.mark.parametrize(
    ("task", "moved", "question", "old_day"),
    [
        ("the quarterly report is due Friday", "ugh the deadline for the report got pushed to the 20th",
         "when is the report due?", "what's on Friday?"),
        ("论文这周五截止", "论文截止日期推迟到20号了", "论文什么时候截止", "我周五有什么安排"),
    ],
)  # fmt: skip
def test_a_deadline_moved_supersedes_the_old_day(
    real: Hindsight, task: str, moved: str, question: str, old_day: str
) -> None:
    tell(real, task, "m0", 0)
    tell(real, "I had pasta for dinner, it was fine", "m1", 1)
    tell(real, moved, "m2", 2)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id
    assert _first(real, question, 2.1)[0] == "m2"
    assert _first(real, old_day, 2.1)[0] != "m0"


@pytest.mark.parametrize(
    "moved",
    [
        "ugh the dentist rescheduled me to next Thursday",
        "heads up, the dentist moved to next Thursday",
        "dentist changed to next thursday",
        "I had to move the dentist to next Thursday, work thing",
    ],
)
def test_a_plan_moved_without_got_or_was_shows_on_its_new_day_only(real: Hindsight, moved: str) -> None:
    """ "the dentist rescheduled me to next Thursday" and "the dentist moved to next Thursday" (said without "got" or
    "was") ended nothing: the week's agenda had the dentist on Tuesday and on Thursday."""
    tell(real, "dentist appointment next Tuesday at 10am", "m0", 0)  # Monday 5 January 2026: the 13th
    tell(real, "I'm meeting Sara for lunch next Friday", "m1", 0.2)
    tell(real, "work was slow today", "m2", 0.5)
    tell(real, moved, "m3", 1)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m3"].id
    week = _first(real, "what's on my schedule next week?", 2)
    assert week[0] == "m3" and "m0" not in week[:2]
    assert _first(real, "anything on next Tuesday?", 2)[0] != "m0"


@pytest.mark.parametrize(
    ("task", "off", "question"),
    [
        ("dentist appointment on Thursday at 3", "never mind the dentist, I'll go next month", "what's on Thursday?"),
        ("周四下午约了牙医", "牙医不去了，下个月再说", "我周四有什么安排"),
    ],
)  # fmt: skip
def test_a_task_called_off_leaves_its_day(real: Hindsight, task: str, off: str, question: str) -> None:
    tell(real, task, "m0", 0)
    tell(real, "remind me to call mom on Sunday", "m1", 0.1)
    tell(real, off, "m2", 1)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id
    assert _first(real, question, 1.2)[0] != "m0"


@pytest.mark.parametrize(
    ("task", "later"),
    [
        ("hey! I need to renew my passport before March, remind me", "I finally renewed my passport!"),
        ("I have to book the dentist this week, my tooth hurts", "ok I booked the dentist for the 20th"),
        (
            "don't let me forget to send the invoice to the client tomorrow",
            "just sent the invoice to the client",
        ),
        ("rent is due on the 1st, remind me", "paid the rent!"),
        ("my thesis is due on the 15th", "I submitted my thesis today!!"),
        ("the car has to be inspected by the end of the month", "got the car inspected"),
        ("周四之前得交电费", "电费交了"),
        ("今天得把周报写完", "周报写完了"),
        ("提醒我周日给我妈打电话", "给我妈打过电话了"),
        ("周五前得把ppt做好", "PPT做好了"),
        ("dentist next Tuesday at 10am", "the dentist moved from Tuesday to Thursday"),
        ("I have a haircut on Friday at 5", "fyi my haircut moved to saturday"),
        ("meeting with Priya on Monday at 2", "we rescheduled the meeting with Priya from Monday to Friday"),
        ("vet appointment for Biscuit on Wednesday", "the vet rescheduled us for Monday"),
    ],
)
def test_what_ends_a_task(task: str, later: str) -> None:
    end = task_end(later)
    assert end is not None and ends_task(end, task)


@pytest.mark.parametrize(
    ("task", "later"),
    [
        ("I need to renew my passport before March", "my wife renewed her passport"),
        ("I need to renew my passport before March", "did I renew my passport?"),
        ("I need to renew my passport before March", "I still haven't renewed my passport"),
        ("I need to renew my passport before March", "I hope to renew my passport this week"),
        ("I need to pick up my passport from the embassy tomorrow", "I finally renewed my passport!"),
        ("I have to return the book to the library by Friday", "I finished the book last night"),
        ("I need to call my mom every Sunday", "I called my mom tonight"),
        ("I need to renew my passport, also have to book flights", "I finally renewed my passport!"),
        ("护照三月份之前得去续签", "我老婆护照办好了"),
        ("护照三月份之前得去续签", "护照办好了吗"),
        ("护照三月份之前得去续签", "护照还没办好"),
        ("我下周要交论文", "我想把论文写完"),
        ("每周日要给我妈打电话", "给我妈打电话了"),
        ("my passport number is X1234567", "I finally renewed my passport!"),
        ("dentist appointment on Thursday at 3", "I called the dentist about my crown"),
        ("房租每个月5号交", "房租交了"),
        ("提醒我周日给我妈打电话", "我老公给他妈打了电话"),
        ("提醒我周日给我妈打电话", "我妈给我打了电话"),
        ("提醒我周日给我妈打电话", "还没给我妈打电话"),
        ("dentist appointment on Thursday at 3", "the dentist moved to Friday?"),
        ("dentist appointment on Thursday at 3", "should I move the dentist to Friday?"),
        ("dentist appointment on Thursday at 3", "I might push the dentist to next week"),
        ("I need to call my sister on Friday", "my sister moved to next door lol"),
        ("dinner with Jake on Friday", "Jake moved to Thursday night league"),
        ("drinks on Friday after work", "the weather changed to sunny on Friday"),
    ],
)
def test_what_ends_no_task(task: str, later: str) -> None:
    end = task_end(later)
    assert end is None or not ends_task(end, task)


def test_a_task_beside_a_slot_is_kept(real: Hindsight) -> None:
    tell(real, "I live in Boston and I need to renew my passport before March", "m0", 0)
    tell(real, "I finally renewed my passport!", "m1", 10)
    said = by_source(real)
    assert said["m0"].valid_to is None and said["m0"].attributes.get("value") == "Boston"


@pytest.mark.parametrize(
    ("reminders", "other", "declined"),
    [
        (["remind me to call the dentist on Friday", "remind me to water the plants tomorrow"],
         "I need to book flights to Denver", "no need to remind me anymore, I did it"),
        (["remind me to call the dentist on Friday", "remind me to water the plants tomorrow"],
         "I need to book flights to Denver", "you can stop reminding me now, it's done"),
        (["提醒我周五给牙医打电话", "提醒我明天给妈妈打电话"], "我要交房租", "不用提醒我了"),
        (["提醒我周五给牙医打电话", "提醒我明天给妈妈打电话"], "我要交房租", "好的，不用再提醒了，已经打过了"),
    ],
)  # fmt: skip
def test_a_reminder_declined_ends_the_one_it_answers(
    real: Hindsight, reminders: list[str], other: str, declined: str
) -> None:
    """ "no need to remind me anymore" (不用提醒我了) names no thing and ended nothing: the reminder it answers stayed
    current."""
    tell(real, reminders[0], "m0", 0)
    tell(real, other, "m1", 0.2)
    tell(real, reminders[1], "m2", 0.5)
    tell(real, declined, "m3", 0.6)
    said = by_source(real)
    assert said["m2"].superseded_by == said["m3"].id
    assert (
        said["m0"].valid_to is None and said["m1"].valid_to is None
    )  # an older reminder is not the one answered


def test_a_reminder_not_declined_stays(real: Hindsight) -> None:
    tell(real, "remind me to water the plants tomorrow", "m0", 0)
    for n, text in enumerate(
        ["ugh don't remind me, I failed the exam", "stop reminding me how old I am lol", "no need to rush"],
        start=1,
    ):
        tell(real, text, f"m{n}", n)
    assert by_source(real)["m0"].valid_to is None


@pytest.mark.parametrize(
    ("plan", "moved", "question"),
    [
        ("I have a dentist appointment next Tuesday at 10", "the dentist moved from Tuesday to Thursday",
         "what's on my schedule next week?"),
        ("下周二上午约了牙医", "牙医从周二改到周四了", "我下周有什么安排"),
    ],
)  # fmt: skip
def test_a_plan_moved_between_weekdays_is_on_the_weekday_of_its_own_week(
    real: Hindsight, plan: str, moved: str, question: str
) -> None:
    """ "the dentist moved from Tuesday to Thursday", said on a Tuesday of next Tuesday's dentist, had "Thursday"
    read as this week's (and "from Tuesday" as the one gone): next week's agenda had no dentist at all."""
    tell(real, plan, "m0", 0)  # Monday 5 January 2026: next Tuesday is the 13th
    tell(real, "work is slow this week", "m1", 0.5)
    tell(real, moved, "m2", 1)
    said = by_source(real)
    assert said["m0"].superseded_by == said["m2"].id
    assert said["m2"].attributes["mentioned_dates"] == "2026-01-15"
    assert _first(real, question, 2)[0] == "m2"
