"""The day a booking made is for, said in Chinese after 订好了, 约好了, 定好了, 预定了, 抢到了 or 改签到 (an agent's "已经帮你
订好了12月11日北京飞上海的MU 5101" on December 6, a user's 我订好了周五的酒店), was read in the past tense of its 了: the
flight dated a year back, Friday the one just gone, the dentist on the 15th of last month (and so never an appointment
still ahead). That day is ahead, as after 订了 and 约了; a day said before the booking (我周五就订好了酒店) is when it
was made, as before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.dates import mentioned_dates

SAID = datetime(2026, 12, 6, 10, 0, tzinfo=UTC)  # a Sunday


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("已经帮你订好了12月11日北京飞上海的MU 5101，08:05起飞", "2026-12-11"),
        ("我订好了周五的酒店", "2026-12-11"),
        ("帮你约好了15号下午三点的牙医", "2026-12-15"),
        ("我们定好了1月5号出发", "2027-01-05"),
        ("预定了周五晚上的餐厅，6个人", "2026-12-11"),
        ("我抢到了12月20日的演唱会门票", "2026-12-20"),
        ("我已经改签到12月9日了", "2026-12-09"),
        # the day of what was booked, said first, and 安排好了
        ("12月11日的机票已经订好了", "2026-12-11"),
        ("周五的会议已经安排好了", "2026-12-11"),
        ("已经帮你安排好了周五的会议", "2026-12-11"),
        ("3号的票抢到了", "2027-01-03"),
        # a day said before the booking is when it was made
        ("我周五的时候就订好了机票", "2026-12-04"),
        ("我周五就安排好了", "2026-12-04"),
        ("我周五就订好了酒店", "2026-12-04"),
        ("我3号就定好了方案", "2026-12-03"),
        # what was done on a day, as before
        ("我12月1日去了上海", "2026-12-01"),
        ("我周五做好了蛋糕", "2026-12-04"),
    ],
)
def test_the_day_a_booking_is_for(text: str, dates: str) -> None:
    assert mentioned_dates(text, SAID) == dates


def test_the_agents_booking_and_the_users_are_dated_ahead(hs: Hindsight) -> None:
    rec = hs.trace(user_id="u", session_id="s1")
    at = iter(SAID + timedelta(seconds=i) for i in range(10))
    rec.add_step("user_input", "帮我订一张下周五北京到上海的机票，上午的", timestamp=next(at))
    rec.add_step("tool_call", '{"flight": "MU 5101"}', name="book_flight", metadata={"tool_call_id": "c1"},
                 timestamp=next(at))  # fmt: skip
    rec.add_step("tool_result", '{"confirmation": "K9ZP3M"}', name="book_flight", metadata={"tool_call_id": "c1"},
                 timestamp=next(at))  # fmt: skip
    rec.add_step(
        "model_output",
        "已经帮你订好了12月11日北京飞上海的MU 5101，08:05起飞，确认号K9ZP3M。",
        timestamp=next(at),
    )
    rec.add_step("user_input", "好的。另外我订好了15号的酒店，在外滩附近", timestamp=next(at))
    hs.reflect(rec.trace)
    dated = {r.text: r.attributes.get("mentioned_dates") for r in hs.list_records(user_id="u")}
    [answer] = [d for text, d in dated.items() if text.startswith("助手说：已经帮你订好了")]
    assert answer == "2026-12-11"
    [hotel] = [d for text, d in dated.items() if "酒店" in text]
    assert hotel == "2026-12-15"
