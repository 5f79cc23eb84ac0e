"""A new employer said after the one left, in Chinese (我不在阿里了，现在在腾讯上班, 我已经不在阿里上班了，现在在腾讯, 我不在
原来的公司了，现在在腾讯): the clause that says one no longer works somewhere, or the work said after the new place,
makes the new place the employer, which supersedes the old. "我现在在腾讯" alone is where one is, and so is 我不在阿里了，
现在在腾讯 with nothing about work in the message, unless the speaker said before that they work (or live) at the place
left: then that slot changes (the rule extractor knows no companies; the speaker's own records do); a city (我不在北京了，现在在上海), somewhere one sits (星巴克, 家) and
someone else's (他 / 我哥不在阿里了) are no employer of the speaker's."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, slot_records, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    "text",
    [
        "我不在阿里了，现在在腾讯上班",
        "不在阿里了，现在在腾讯工作",
        "我已经不在阿里上班了，现在在腾讯",
        "我上个月就不在阿里干了，目前在腾讯",
        "我不在原来的公司了，现在在腾讯",
        "我不在阿里了，现在在腾讯，同事都挺好的",
        "我早就不在阿里了，现在在腾讯上班，挺好的",
        # the clauses parted by a space, as chat types them (read as the one left alone before)
        "我已经不在阿里干了 现在在腾讯",
        "我不在阿里上班了 现在在腾讯上班",
    ],
)
def test_the_employer_said_after_the_one_left_is_the_employer(text: str) -> None:
    assert ("works_at", "腾讯") in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我不在阿里了，现在在腾讯",
        "我现在在腾讯",
        "我不在北京了，现在在上海",
        "我不在北京工作了，现在在上海",
        "我不在星巴克了，现在在图书馆",
        "我不在公司了，现在在家",
        "已经不在美团干了，现在在一家做机器人的创业公司",
        "我不在宿舍了，现在在图书馆，工作还没做完",
        "他不在阿里了，现在在腾讯上班",
        "我哥不在阿里了，现在在腾讯上班",
        "我不在北京了 现在在上海",
        "我不在公司了 现在在家",
        "我哥不在阿里干了 现在在腾讯",
        # a job left, then where one is (家休息 was read as the employer)
        "我离职了 现在在家休息",
        "我辞职了，现在在老家",
    ],
)
def test_no_employer_where_none_is_said(text: str) -> None:
    # (the one left may be read as left: 已经不在美团干了 is "not 美团")
    assert not [
        value for slot, value in own_slots(text) if slot == "works_at" and not value.startswith("not ")
    ]


def test_the_new_employer_supersedes_the_old(hs: Hindsight) -> None:
    tell(hs, "我在阿里工作", "a", 0)
    tell(hs, "我不在阿里了，现在在腾讯上班", "b", 1)
    records = by_source(hs)
    assert records["b"].attributes["value"] == "腾讯"
    assert records["a"].superseded_by == records["b"].id


@pytest.mark.parametrize(
    ("before", "after", "slot"),
    [
        ("我在阿里工作", "我不在阿里了，现在在腾讯", ("works_at", "腾讯")),
        ("我在阿里上班，做后端", "我不在阿里了，现在在字节", ("works_at", "字节")),
        ("我住在北京", "我不在北京了，现在在上海", ("lives_in", "上海")),
    ],
)
def test_the_place_left_tells_its_slot_when_the_speaker_said_it_before(
    hs: Hindsight, before: str, after: str, slot: tuple[str, str]
) -> None:
    """我不在阿里了，现在在腾讯 read no employer (阿里 may be a café, as 星巴克 is); said after 我在阿里工作, the speaker's
    own employer is the place left, so 腾讯 is the new one and supersedes it; a home left the same way is a move."""
    tell(hs, before, "a", 0)
    tell(hs, after, "b", 30)
    # (the slot's records: 我在阿里上班，做后端 holds the job 后端 too, a record of its own that stays)
    records = slot_records(hs, slot[0])
    assert (records["b"].attributes.get("attribute"), records["b"].attributes.get("value")) == slot
    assert records["a"].superseded_by == records["b"].id and records["a"].valid_to is not None


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("我在阿里工作", "我不在北京了，现在在上海"),  # another place left than the employer
        ("我在阿里工作", "我不在星巴克了，现在在图书馆"),
        ("我住在北京", "我不在阿里了，现在在腾讯"),
        ("我在阿里工作", "我不在阿里了，现在在上海"),  # a city is no employer
        ("我在阿里工作", "我哥不在阿里了，现在在腾讯"),  # someone else's
    ],
)
def test_a_place_left_that_is_none_of_the_speakers_values_changes_nothing(
    hs: Hindsight, before: str, after: str
) -> None:
    tell(hs, before, "a", 0)
    tell(hs, after, "b", 30)
    records = by_source(hs)
    assert records["a"].superseded_by is None and records["a"].valid_to is None
    assert records["b"].attributes.get("attribute") in (None, "lives_in")


@pytest.mark.parametrize(
    "text",
    ["我已经从字节出来了 现在在快手", "从字节出来了，现在在快手", "我上个月从字节离职了，现在在快手"],
)
def test_the_employer_said_after_coming_out_of_the_old_is_current(text: str) -> None:
    # (before, 我已经从字节出来了 现在在快手 stored only "not 字节")
    assert ("works_at", "快手") in own_slots(text)


@pytest.mark.parametrize(
    "text", ["从地铁站出来了，现在在路上", "我从公司出来了，现在在星巴克", "从医院出来了 现在在家"]
)
def test_coming_out_of_a_place_one_passes_through_is_no_job_change(text: str) -> None:
    assert not [value for slot, value in own_slots(text) if slot == "works_at"]


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("我跳槽了 现在在义乌一家做圣诞装饰的公司 还是外贸 做美国市场", "义乌一家做圣诞装饰的公司"),
        ("我从阿里出来了 现在在腾讯做产品", "腾讯"),
        ("我跳槽了 现在在美团当PM", "美团"),
    ],
)
def test_a_company_said_by_what_it_does_is_no_job(text: str, employer: str) -> None:
    # 做 opens the job done (在腾讯做产品) or what the company does (一家做圣诞装饰的公司): the second is the employer's
    # description, and the value is not cut before it (it was cut at 一家, and nothing was stored)
    assert ("works_at", employer) in own_slots(text)


def test_the_employer_after_coming_out_supersedes_the_old(hs: Hindsight) -> None:
    tell(hs, "我在字节上班", "a", 0)
    tell(hs, "我已经从字节出来了 现在在快手", "b", 1)
    records = by_source(hs)
    assert records["b"].attributes["value"] == "快手"
    assert records["a"].superseded_by == records["b"].id
