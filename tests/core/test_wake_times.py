"""When one gets up or goes to bed, said as a routine ("I get up at 5:30", "I usually wake up around 7", 我每天早上
六点起床, 我一般十一点睡), is the slot ``wake_time`` or ``bedtime``: a later time supersedes the older and "when do I get
up?" is answered with the newer. One morning ("I have to get up at 5 tomorrow", 我明天六点起床), a plan, a time gone or
someone else's routine fills none (rule extractor; the real MiniLM)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I get up at 5:30", ("wake_time", "5:30")),
        ("I wake up at 6am every day", ("wake_time", "6am")),
        ("I usually wake up around 7", ("wake_time", "7")),
        ("these days I get up at 6:15", ("wake_time", "6:15")),
        ("I get up at 6:45 now", ("wake_time", "6:45")),
        ("I'm up at 5 every morning", ("wake_time", "5")),
        ("I've been getting up at 6 lately", ("wake_time", "6")),
        ("I wake up at 6 AM and run", ("wake_time", "6am")),
        ("I go to bed at 11pm", ("bedtime", "11pm")),
        ("I usually go to sleep around midnight", ("bedtime", "midnight")),
        ("I normally hit the sack by 10:30", ("bedtime", "10:30")),
        # a time said with what it is for, and "in bed by" ("4:30 for my shift" was read as 4)
        ("I get up at 4:30 for my shift most days", ("wake_time", "4:30")),
        ("I get up at 6:15 for work", ("wake_time", "6:15")),
        ("I'm usually in bed by 9:30", ("bedtime", "9:30")),
        ("我每天早上六点起床", ("wake_time", "6点")),
        ("我平时六点半起", ("wake_time", "6点半")),
        ("最近改成七点起床了", ("wake_time", "7点")),
        ("现在都是七点起床", ("wake_time", "7点")),
        ("我一般早上7:30起床", ("wake_time", "7:30")),
        ("我一般十一点睡", ("bedtime", "11点")),
        ("我每天晚上十二点睡觉", ("bedtime", "12点")),
    ],
)
def test_a_routine_time_of_getting_up_or_going_to_bed_fills_its_slot(
    text: str, slot: tuple[str, str]
) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        # one morning or night, not a routine
        "I have to get up at 5 tomorrow",
        "I need to wake up at 6 for my flight",
        "I got up at 4 this morning",
        "I woke up at 3am and couldn't sleep",
        "I'm up at 4 and can't fall back asleep",
        "I get up at 5 on Monday for the flight",
        "I get up at 5 for my flight",
        "I'm usually in bed by the time he gets home",
        "I go to bed at 11 tonight, early flight",
        "I went to bed at 2 last night",
        # wished, supposed, gone
        "If I get up at 5 I'll have time to run",
        "I used to get up at 5",
        "I want to start getting up at 5",
        "I'd love to wake up at 6 without an alarm",
        "I hope to get up at 5 every day",
        # someone else's, or no getting up at all
        "my son gets up at 6",
        "my husband gets up at 5 for work",
        "the kids go to bed at 8",
        "can you wake me up at 7?",
        "my alarm goes off at 6",
        "I go to the gym at 6",
        "I start work at 9",
        "我明天六点起床",
        "我今天五点就起了",
        "我昨天两点才睡",
        "我想六点起床",
        "如果六点起床就来得及",
        "以前我五点起床",
        "明早六点叫我起床",
        "我儿子每天七点起床",
        "我老公一般十二点睡",
        "我妈每天五点就起了",
        "我每天六点下班",
        "周末我一般睡到十点",
    ],
)
def test_no_routine_of_the_speakers_fills_no_wake_time(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] in ("wake_time", "bedtime")] == [], slots(text)


@pytest.mark.parametrize(
    ("before", "after", "question"),
    [
        ("I get up at 5:30 every day", "I get up at 6:45 now", "when do I get up?"),
        ("I go to bed at 11pm", "I usually go to sleep around midnight now", "what time do I go to bed?"),
        ("我每天早上六点起床", "最近改成七点起床了", "我几点起床"),
        ("我一般十一点睡", "现在都是十二点睡", "我一般几点睡觉"),
    ],
)
def test_a_new_routine_time_supersedes_the_old_and_is_recalled_first(
    real: Hindsight, before: str, after: str, question: str
) -> None:
    tell(real, before, "old", 0)
    tell(real, after, "new", 7)
    said = by_source(real)
    assert said["old"].superseded_by == said["new"].id and said["new"].valid_to is None
    assert first(real, question) == ["new"]


def test_one_mornings_or_anothers_time_leaves_the_routine_current(real: Hindsight) -> None:
    tell(real, "I get up at 5:30 every day", "mine", 0)
    tell(real, "I go to bed at 10pm", "bed", 1)
    tell(real, "my husband gets up at 7", "his", 2)
    tell(real, "I have to get up at 4 tomorrow for the flight", "once", 3)
    said = by_source(real)
    assert all(said[k].valid_to is None for k in ("mine", "bed", "his", "once"))
    assert said["mine"].attributes["value"] == "5:30"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("何晓高三开学了，每天十一点才睡，心疼", []),
        ("小雨上初中以后，每天六点起床", []),
        ("我最近加班，每天十一点才睡", [("bedtime", "11点")]),
        ("现在都是七点起床", [("wake_time", "7点")]),
    ],
)
def test_a_routine_said_with_no_subject_after_someone_else_is_theirs(
    text: str, read: list[tuple[str, str]]
) -> None:
    # the clauses before it name someone else and never the speaker: 何晓's bedtime, not the user's
    assert [s for s in slots(text) if s[0] in ("wake_time", "bedtime")] == read
