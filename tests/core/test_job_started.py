"""A new job said as its start ("Started my new job at Initech today", "First day at Initech today, I'm a senior
analyst now", "I've joined Initech as a senior analyst", 今天入职字节跳动, 今天第一天去字节上班, 我下周入职腾讯): the employer is the new
value of where one works, so the old one goes to history and "Where do I work these days?" / 我现在在哪工作 answers
it. Before, none of these filled the slot and the employer said months earlier stayed current for the rest of the
year. A first day somewhere that is no job, or someone else's new job, fills nothing."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, slot_records, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("Started my new job at Initech today.", "Initech"),
        ("I started my new role at Initech on Monday", "Initech"),
        ("First day at Initech today, I'm a senior analyst now.", "Initech"),
        ("Today was my first day at Globex, the team seems nice", "Globex"),
        ("I've joined Initech as a senior analyst.", "Initech"),
        ("Just started at Initech!", "Initech"),
        ("I took the job at Brightline, starting in March", "Brightline"),
        ("I accepted the job offer from Brightline", "Brightline"),
        ("I just signed my offer with Shopify!", "Shopify"),
        # the speaker left out, or the job named by where it is
        ("Just accepted an offer at Stripe, starting Monday!", "Stripe"),
        ("got the job at Stripe!!", "Stripe"),
        ("Woohoo!! Started at Brightwave on Monday, all remote.", "Brightwave"),
        ("new job at Stripe starts Monday", "Stripe"),
        ("my new job at Stripe is great so far", "Stripe"),
        ("今天入职字节跳动", "字节跳动"),
        ("昨天正式入职了腾讯，同事都挺好", "腾讯"),
        ("今天第一天去字节上班", "字节"),
        ("我接了腾讯的offer", "腾讯"),
        ("纠结了好久，最后接受了字节的Offer", "字节"),
        # a start to come, as "Starting at Stripe next week" is
        ("我下周入职腾讯", "腾讯"),
        ("下个月一号就要入职字节跳动了", "字节跳动"),
        ("我三月一号入职美团，有点紧张", "美团"),
        ("过完年就入职小红书了", "小红书"),
    ],
)
def test_a_job_said_as_started_fills_where_one_works(text: str, employer: str) -> None:
    assert ("works_at", employer) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "First day at Glastonbury, the weather is perfect",
        "first day at Disneyland with the kids!",
        "My sister started her new job at Initech today",
        "Started my new job hunt at the library",
        "My brother took the job at Brightline",
        "I took the job offer at face value",
        "I'm looking for a new job at Stripe",
        "Got an offer at Stripe but not sure I'll take it",
        "Joined Harbour Rowers, they train on Sunday mornings",
        "今天入职体检做完了",
        "我朋友今天入职字节跳动",
        "我拿到了腾讯的offer，还在考虑",
        "我拒了腾讯的offer",
        "我同事接了阿里的offer",
        "我朋友下周入职腾讯",
        "我想下个月入职阿里",
        "我下周可能入职腾讯",
        "我下周入职体检",
        "我今天入职体检",
        "我明天入职培训",
        "我入职手续办完了",
    ],
)
def test_a_first_day_that_is_no_job_of_ones_own_fills_nothing(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "works_at"]


@pytest.mark.parametrize(
    ("said", "asked", "now"),
    [
        (
            ["I work at Acme as a data analyst.", "First day at Initech today, I'm a senior analyst now."],
            "Where do I work these days?",
            "Initech",
        ),
        (["我在阿里巴巴工作，做产品经理", "今天入职字节跳动"], "我现在在哪工作", "字节跳动"),
        (["我在阿里巴巴上班", "我下周入职腾讯"], "我现在在哪上班", "腾讯"),
    ],
)
def test_where_one_works_after_a_job_started_is_the_new_employer(
    real: Hindsight, said: list[str], asked: str, now: str
) -> None:
    tell(real, said[0], "m1", 0)
    tell(real, said[1], "m2", 200)
    hits = real.recall(asked, user_id="u", k=3, reinforce=False, now=T0 + timedelta(days=300)).hits
    assert now in hits[0].record.text
    # (the employer's record: 我在阿里巴巴工作，做产品经理 holds the job too, a record of its own)
    assert slot_records(real, "works_at")["m1"].superseded_by is not None


def test_a_check_up_for_a_new_job_leaves_the_employer(real: Hindsight) -> None:
    tell(real, "我在阿里巴巴上班", "m1", 0)
    tell(real, "我今天入职体检", "m2", 30)
    (employer,) = [r for r in real.list_records(user_id="u") if r.attributes.get("attribute") == "works_at"]
    assert employer.attributes["value"] == "阿里巴巴" and employer.valid_to is None
