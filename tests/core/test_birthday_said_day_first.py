"""A birthday or an anniversary said with its day first ("Next Tuesday is my wife's birthday", "It's my birthday
tomorrow!", 下周是我妈生日, 我妈下周过生日, 下周三是我们结婚纪念日) is a day that comes back every year, as "my mom's
birthday is July 8" is: it never expires. A party, a dinner or a gift for it is a plan that does."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight

# the expiry rules of what the user said, as an application that archives it sees them
pytestmark = pytest.mark.expire_user_statements

#: Thursday 1 October 2026; the memory is maintained and asked about three months on.
SAID = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)
LATER = SAID + timedelta(days=90)


def _told_then_maintained(hs: Hindsight, text: str) -> str:
    """``text`` said on :data:`SAID` beside a liking, then ``maintain`` three months on: ``text``'s record's status."""
    for n, said in enumerate([text, "I love hiking", "我喜欢爬山"]):
        hs.retain(
            [{"role": "user", "content": said, "id": f"m{n}"}],
            user_id="u",
            session_id=f"s{n}",
            occurred_at=SAID,
        )
    hs.maintain(user_id="u", now=LATER)
    (record,) = [
        r for r in hs.list_records(user_id="u", statuses=("active", "archived")) if r.source_ids == ["m0"]
    ]
    return record.status


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("It's my birthday tomorrow!", "when is my birthday?"),
        ("Saturday is our wedding anniversary, booked a table at Nopa", "when is our anniversary?"),
        ("我妈下周过生日，得准备礼物", "我妈什么时候过生日"),
        ("下周三是我们结婚纪念日，订了餐厅", "我们结婚纪念日是什么时候"),
        ("下周是我妈生日", "我妈生日是哪天"),
    ],
)
def test_a_birthday_said_day_first_outlasts_its_day(hs: Hindsight, text: str, question: str) -> None:
    """Three months on, the plan's TTL or the appointment's grace had archived it: "when is our anniversary?" and
    我妈什么时候过生日 were answered by "I love hiking"."""
    assert _told_then_maintained(hs, text) == "active"
    hits = hs.recall(question, user_id="u", k=1, now=LATER, reinforce=False).hits
    assert [h.record.source_ids for h in hits] == [["m0"]]


@pytest.mark.parametrize(
    "text",
    [
        "my birthday party is on Saturday, booked the bowling alley",
        "Friday is Jake's birthday party, need to book a table",
        "下周要去参加朋友的生日派对，订了蛋糕",
        "下周六给我儿子过生日，订了餐厅",
    ],
)
def test_a_party_for_a_birthday_is_over_with_its_day(hs: Hindsight, text: str) -> None:
    assert _told_then_maintained(hs, text) == "archived"
