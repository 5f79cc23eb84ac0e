"""A street's number in a Chinese address is no day of the month: 收货地址改成北京市海淀区中关村大街1号 was dated February 1,
and 明天把快递寄到长安街3号 kept its plan a month longer (its last day read as the 3rd of next month); 中山路8号,
长安街3号, 世纪大道1号, 东四胡同5号, 南锣鼓巷12号 name a door, and a day said beside them is still read (我周五去中山路8号)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import mentioned_dates
from hindsight_core.models import ALL_STATUSES

NOW = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)  # a Monday


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("收货地址改成北京市海淀区中关村大街1号", None),
        ("我住在中山路8号", None),
        ("我家在厦门市思明区中山路15号", None),
        ("新地址是南京市玄武区珠江路12号，下次寄这里", None),
        ("帮我寄到公司，地址是浦东新区世纪大道1号", None),
        ("我家在东四胡同5号", None),
        ("我们约在南锣鼓巷12号门口", None),
        ("我周五去中山路8号看房", "2026-01-09"),
        ("明天把快递寄到长安街3号", "2026-01-06"),
        # a day of the month said alone is one still
        ("12号去北京出差", "2026-01-12"),
        ("我知道3号要开会", "2026-02-03"),
        ("改到25号了", "2026-01-25"),
    ],
)
def test_a_streets_number_is_no_day(text: str, dates: str | None) -> None:
    assert mentioned_dates(text, NOW) == dates


def test_a_plan_to_an_address_expires_by_the_day_said(hs: Hindsight) -> None:
    hs.retain(
        [{"role": "user", "content": "明天把快递寄到长安街3号", "id": "m1"}],
        user_id="u",
        session_id="s1",
        occurred_at=NOW,
    )
    [record] = hs.list_records(user_id="u", statuses=ALL_STATUSES)
    assert record.attributes.get("mentioned_dates") == "2026-01-06"
    assert record.expires_at is not None and record.expires_at < NOW + timedelta(days=40)
