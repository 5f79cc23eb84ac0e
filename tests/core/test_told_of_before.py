"""A value told later of a time before the current one was said is history: "we moved to Portland in 2020" said a
year after "I live in Seattle" (said in 2026) leaves Seattle where the user lives, and Portland where they lived
(placed in the past, superseded by Seattle); 2019年我住在武汉 after 我住在上海, 2018年我在阿里上班 after 我在腾讯上班 the
same. Before, the one said later always superseded. A change dated after the current value was said ("I moved to
Denver last month"), one said with no date, one held since then ("I've lived in Denver since 2019") or said in the
present ("I work at Google, joined in 2015") supersedes as before."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, by_source, tell


@pytest.mark.parametrize(
    ("current", "told_later"),
    [
        ("I live in Seattle", "we moved to Portland in 2020"),
        ("I live in Seattle", "in 2019 we moved to Portland"),
        ("I live in Seattle", "I moved to Portland 3 years ago"),
        ("I work at Microsoft", "I joined Google in 2015"),
        ("I work at Microsoft", "I started at Google in 2015"),
        ("我住在上海", "2019年我住在武汉"),
        ("我在腾讯上班", "2018年我在阿里上班"),
    ],
)
def test_a_value_told_of_a_time_before_is_history(hs: Hindsight, current: str, told_later: str) -> None:
    tell(hs, current, "m1", 0)
    tell(hs, told_later, "m2", 365)
    said = by_source(hs)
    assert "value" in said["m2"].attributes  # a value of the slot, read and stored
    assert (said["m1"].valid_to, said["m1"].superseded_by) == (None, None)
    assert said["m2"].superseded_by == said["m1"].id
    assert said["m2"].valid_to == said["m1"].occurred_at


@pytest.mark.parametrize(
    ("current", "told_later"),
    [
        ("I live in Seattle", "I moved to Denver last month"),
        ("I live in Seattle", "I moved to Denver"),
        ("I live in Seattle", "I've lived in Denver since 2019"),
        ("I work at Microsoft", "I work at Google, joined in 2015"),
        ("I work at Google", "I just started at Stripe"),
        ("我住在上海", "我上个月搬到杭州了"),
        ("我在腾讯上班", "我刚入职字节"),
    ],
)
def test_a_change_said_later_still_supersedes(hs: Hindsight, current: str, told_later: str) -> None:
    tell(hs, current, "m1", 0)
    tell(hs, told_later, "m2", 365)
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id
    assert said["m2"].valid_to is None


def test_a_value_dated_after_the_current_ones_own_date_supersedes_it(hs: Hindsight) -> None:
    tell(hs, "I moved to Seattle in 2019", "m1", 0)
    tell(hs, "we moved to Portland in 2021", "m2", 365)  # told later, of a time after Seattle's move
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id


def test_the_newer_home_is_found_first_and_the_old_one_kept(real: Hindsight) -> None:
    tell(real, "I live in Seattle, near Green Lake", "m1", 0)
    tell(real, "we moved to Portland in 2020, it was a rough year", "m2", 365)
    said = by_source(real)
    assert said["m1"].valid_to is None
    later = T0 + timedelta(days=400)
    hits = real.recall("where do I live?", user_id="u", k=3, reinforce=False, now=later).hits
    assert hits[0].record.source_ids == ["m1"]
    history = real.recall("where did I live in 2020?", user_id="u", k=3, reinforce=False, now=later).hits
    assert "m2" in [h.record.source_ids[0] for h in history]


@pytest.mark.parametrize(
    "told_later",
    [
        "I moved to Boston years ago",
        "we moved to Austin when I was a kid",
        "back in college I moved to Boston",
        "a long time ago we moved to Boston",
    ],
)
def test_a_move_told_later_of_a_time_of_life_gone_is_history(hs: Hindsight, told_later: str) -> None:
    tell(hs, "I live in Seattle", "m1", 0)
    tell(hs, told_later, "m2", 365)
    said = by_source(hs)
    assert said["m2"].attributes["attribute"] == "lives_in"
    assert said["m1"].valid_to is None
    assert said["m2"].superseded_by == said["m1"].id


@pytest.mark.parametrize(
    "told_later", ["I moved to Boston years ago and I still love it here", "I moved to Boston last week"]
)
def test_a_move_held_on_or_of_days_just_gone_supersedes(hs: Hindsight, told_later: str) -> None:
    tell(hs, "I live in Seattle", "m1", 0)
    tell(hs, told_later, "m2", 365)
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id


def test_a_job_told_later_as_begun_out_of_college_leaves_the_job_now(hs: Hindsight) -> None:
    tell(hs, "I work at Microsoft", "m1", 0)
    tell(hs, "I joined Google straight out of college", "m2", 200)
    said = by_source(hs)
    assert (said["m1"].valid_to, said["m2"].superseded_by) == (None, said["m1"].id)


def test_a_slot_filled_later_links_a_value_told_of_a_time_before_as_history() -> None:
    # a record slotted by a later version (maintain's fill_slots) is linked as the writer links a new one
    from hindsight_core.lifecycle.reslot import reslotted
    from hindsight_core.models import MemoryRecord, Scope

    def said(rid: str, text: str, value: str, day: int, dates: str | None = None) -> MemoryRecord:
        attributes = {"subject": "user", "attribute": "lives_in", "value": value}
        return MemoryRecord(
            id=rid,
            text=f"The user said: {text}",
            scope=Scope(user_id="u"),
            occurred_at=T0 + timedelta(days=day),
            attributes=attributes | ({"mentioned_dates": dates} if dates else {}),
        )

    seattle = said("s", "I live in Seattle", "Seattle", 0)
    portland = said("p", "we moved to Portland in 2020", "Portland", 365, "2020-01-01/2020-12-31")
    linked = {r.id: r for r in reslotted([portland], [seattle])}
    assert linked["p"].superseded_by == "s" and linked["s"].valid_to is None


def test_two_values_told_of_times_gone_are_ordered_as_said(hs: Hindsight) -> None:
    tell(hs, "we moved to Austin when I was a kid", "m1", 0)
    tell(
        hs, "we moved to Portland in 2020", "m2", 365
    )  # which came first is not said: the later said is current
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id and said["m2"].valid_to is None


@pytest.mark.parametrize(
    ("current", "told_later"),
    [
        ("我现在住在深圳", "2019年我住在波士顿"),
        ("我现在住在深圳", "2018年到2021年我一直住在波士顿"),
        ("我现在住在深圳", "2016至2019年我一直住在成都"),
        ("我住在台北", "2015年我住在高雄"),
        ("我在腾讯上班", "2018年我在阿里上班"),
        ("I live in Seattle", "we moved to Portland in 2020"),
    ],
)
def test_a_value_told_days_later_of_a_year_gone_is_history(
    hs: Hindsight, current: str, told_later: str
) -> None:
    # said within the month, a value told of a year and more gone is no correction of the one said now
    tell(hs, current, "m1", 0)
    tell(hs, told_later, "m2", 5)
    said = by_source(hs)
    assert "value" in said["m2"].attributes
    assert (said["m1"].valid_to, said["m1"].superseded_by) == (None, None)
    assert said["m2"].superseded_by == said["m1"].id


@pytest.mark.parametrize(
    "told_later",
    [
        "我上个月搬到杭州了",
        "2019年起我一直住在杭州",
        "从2018年到现在我一直住在杭州",
        "我搬到杭州了",
    ],
)
def test_a_move_said_days_later_held_on_or_of_days_just_gone_supersedes(
    hs: Hindsight, told_later: str
) -> None:
    tell(hs, "我住在深圳", "m1", 0)
    tell(hs, told_later, "m2", 5)
    said = by_source(hs)
    assert said["m1"].superseded_by == said["m2"].id
    assert said["m2"].valid_to is None
