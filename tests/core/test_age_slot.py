"""The speaker's age, said and said changed ("I'm 34" then "I just turned 35", 我今年34岁 then 我35了): a later, different
age supersedes the one before (kept as history), the same age said again is that memory said again, and "How old
am I?" / 我多大了 brings the current one first. A number that is another measure ("I'm 35 minutes late", "I'm 5'10"),
an age one will be or was ("when I'm 40", 我18岁的时候) or someone else's ("my son is 5", 我女儿今年5岁) is no age of
the speaker's."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.models import ALL_STATUSES
from hindsight_core.recall.query import asked_time
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("I'm 34.", "34"),
        ("I'm 34 and I work as a nurse.", "34"),
        ("I am 34 years old.", "34"),
        ("I'm 35 now.", "35"),
        ("i'm 29 lol", "29"),
        ("I'm a 34-year-old nurse from Leeds", "34"),
        ("My age is 34.", "34"),
        ("I just turned 35 last week!", "35"),
        ("Just turned 40 yesterday", "40"),
        ("I just had my 35th birthday", "35"),
        ("我今年34岁，在医院上班。", "34"),
        ("我35了，时间过得真快", "35"),
        ("我刚过了35岁生日", "35"),
        ("我今年三十五", "35"),
        ("我上个月满35周岁了", "35"),
        ("今天是我35岁生日！", "35"),
        ("我的年龄是34岁", "34"),
    ],
)
def test_an_age_said_as_people_say_it_fills_the_age_slot(text: str, age: str) -> None:
    assert ("age", age) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm 35 minutes late",
        "I'm 5'10",
        "I'm 90% sure",
        "I'm 2 hours away",
        "I'm 6 feet tall",
        "I'm 40 in March",
        "When I'm 40 I want to retire",
        "I'm 10 years into my career",
        "I'm 3 years sober",
        "I turned 35 pages today",
        "two kids in the car behind me",
        "My son is 5 now.",
        "My wife just turned 40 yesterday.",
        "I had my 30th birthday in Rome",
        "我18岁的时候去了北京",
        "那年我18岁",
        "那时候我35岁",
        "等我40岁就退休",
        "我女儿今年5岁",
        "我18岁就出来工作了",
        "我等了35分钟",
        "我今年3个项目",
        "我的年龄是保密的",
        "My age is a secret",
    ],
)
def test_no_age_of_the_speakers_in_another_measure_a_time_or_someone_else(text: str) -> None:
    # (a son's age is his own: tests/core/test_relatives_ages.py)
    assert not [s for s in own_slots(text) if s[0] == "age"]


@pytest.mark.parametrize(
    ("text", "age"),
    [
        # an age said roughly, kept as said (these filled none, or 三十出头 as 30 and "35 and a half" as 35 and is_a
        # "half")
        ("I'm 30-ish", "30-ish"),
        ("I'm thirty-ish lol", "30-ish"),
        ("I'm 35 and a half lol", "35 and a half"),
        ("I'm in my mid thirties", "mid 30s"),
        ("I'm in my early 40s", "early 40s"),
        ("I'm somewhere in my late twenties", "late 20s"),
        ("I'm in my 30s", "30s"),
        ("我三十多岁", "30多"),
        ("我今年三十多", "30多"),
        ("我今年四十出头了", "40出头"),
        ("我都30多了", "30多"),
        # an age nearly reached (before, none)
        ("I'm almost 40", "almost 40"),
        ("I'm nearly 30 lol", "nearly 30"),
        ("ugh I'm pushing 50 now", "pushing 50"),
    ],
)
def test_an_age_said_roughly_fills_the_age_slot_as_said(text: str, age: str) -> None:
    assert own_slots(text) == [("age", age)], slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "when I'm 40-ish I want to retire",
        "my mom is in her mid sixties",
        "I'm 30-ish minutes away",
        "I'm 5 and a half hours into this drive",
        "我女儿三十多岁",
        "我妈六十多了",
        "等我四十多岁的时候",
        "我三十多岁的时候去过一次",
        "我们三十多个人",
        "我买了三十多斤苹果",
        "我等了三十多分钟",
        "I'm almost 40 minutes late",
        "I'm nearly 30 pages in",
        "my wife is almost 40",
        "when I'm almost 40 I'll think about it",
        "I'm almost 40% done",
        "I'm pushing 50 lbs on the bench",
    ],
)
def test_no_rough_age_of_the_speakers_in_another_measure_or_time(text: str) -> None:
    assert own_slots(text) == [], slots(text)


def test_a_rough_age_said_later_supersedes_the_age_before(hs: Hindsight) -> None:
    tell(hs, "I'm 29", "old", 0)
    tell(hs, "I'm in my early 30s now", "new", 400)
    said = by_source(hs)
    assert said["old"].superseded_by == said["new"].id and said["new"].valid_to is None


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("我今年刚满十八", "18"),
        ("我今年满30了", "30"),
        ("我今年过了40岁生日", "40"),
        ("我今年刚满18岁", "18"),
    ],
)
def test_an_age_reached_this_year_fills_the_age_slot(text: str, age: str) -> None:
    # 我今年刚满十八 filled nothing: 今年 may stand before 满, as 上个月 does
    assert own_slots(text) == [("age", age)], slots(text)


@pytest.mark.parametrize("text", ["我女儿今年刚满十八", "我今年满了三年工龄", "我今年过了两次生日"])
def test_no_age_reached_this_year_of_another_or_of_something_else(text: str) -> None:
    assert own_slots(text) == [], slots(text)


def test_how_old_asks_for_the_age_not_a_value_before() -> None:
    assert [asked_slot(q) for q in ("How old am I?", "what's my age", "我多大了？", "我今年几岁")] == [
        "age"
    ] * 4
    assert asked_slot("How old is my son?") is None and asked_slot("我女儿几岁") is None
    assert asked_time("How old am I?") == 0 and asked_time("What was my old number?") == -1


@pytest.mark.parametrize(
    ("before", "change", "question"),
    [
        ("I'm 34 and I work as a nurse.", "I just turned 35 last week!", "How old am I?"),
        ("I am 34 years old.", "I'm 35 now.", "How old am I?"),
        ("I'm 34.", "I'm 35 now.", "what's my age?"),
        ("我今年34岁，在医院上班。", "我35了，时间过得真快", "我多大了？"),
        ("我今年34岁。", "我刚过了35岁生日", "我今年几岁"),
    ],
)
def test_a_new_age_supersedes_the_old_and_is_recalled_first(
    tmp_path: Path, minilm, before: str, change: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, before, "old", 0)
        tell(hs, change, "new", 200)
        records = hs.list_records(user_id="u", statuses=ALL_STATUSES)
        old = next(r for r in records if r.attributes.get("attribute") == "age" and r.source_ids == ["old"])
        new = next(r for r in records if r.source_ids == ["new"])
        assert new.attributes["attribute"] == "age" and new.valid_to is None
        assert old.superseded_by == new.id and old.valid_to is not None  # kept as history, not deleted
        assert first(hs, question) == ["new"]


def test_forgetting_ones_age_takes_every_version(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I'm 34.", "en", 0)
        tell(hs, "我今年35岁。", "zh", 300)
        tell(hs, "I live in Leeds.", "home", 301)
        forgotten = hs.forget(query="忘掉我的年龄", user_id="u")
        assert sorted(hs.get_record(i).source_ids[0] for i in forgotten) == ["en", "zh"]


def test_the_same_age_said_again_is_that_memory_said_again(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I'm 34.", "a", 0)
        tell(hs, "I am 34 years old btw", "b", 30)
        (record,) = hs.list_records(user_id="u")
        assert record.occurrences == 2 and record.valid_to is None


def test_someone_elses_age_changes_nothing_of_the_speakers(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I'm 34.", "mine", 0)
        tell(hs, "My wife just turned 40 yesterday.", "wife", 30)
        tell(hs, "我女儿今年5岁了", "daughter", 40)
        mine = by_source(hs)["mine"]
        assert mine.superseded_by is None and mine.valid_to is None and not mine.conflicts_with


def test_an_age_said_in_passing_leaves_the_message_to_its_lasting_value(tmp_path: Path, minilm) -> None:
    """ "I'm 28, live in San Diego" gave the message's record the age, so a birthday a year on sent the message (its
    home beside) to history: the home holds the message, the age its clause."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "Tore my ACL two weeks ago. I'm 28, live in San Diego.", "intro", 0)
        tell(hs, "I just turned 29!", "birthday", 365)
        current = {
            r.attributes.get("attribute"): r for r in hs.list_records(user_id="u") if r.valid_to is None
        }
        assert current["lives_in"].text.endswith("Tore my ACL two weeks ago. I'm 28, live in San Diego.")
        assert current["age"].source_ids == ["birthday"]
        (old_age,) = [
            r
            for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
            if r.attributes.get("attribute") == "age" and r.source_ids == ["intro"]
        ]
        assert old_age.text.endswith("I'm 28") and old_age.superseded_by == current["age"].id
