"""The airline one flies and the hotels one stays at are what a booking must respect: "I fly United, I'm Gold" and
"I usually stay at Hyatt hotels" were not among the five memories "book me a flight to Denver" or "find me a hotel
in Denver" brought (a trip planned to Denver, Red Rocks and where one lives were), nor 我出差一般坐东航 and 我一般住汉庭
for 帮我订张去成都的机票 or 帮我订个酒店: a trip's needs hold them (task_kinds.LOYALTIES), the speaker's own; a
sister's airline or a mother's hotel none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.task_kinds import LOYALTIES
from tests.core.retain_helpers import tell

EN = [
    "I always book a window seat",
    "I fly United, I'm Gold",
    "I usually stay at Hyatt hotels",
    "My sister flies Delta all the time",
    "I had a long call with my manager about the Q3 roadmap",
    "We're thinking of going to Denver in March to see my cousin",
    "I live in Chicago, near Wicker Park",
    "I'm allergic to peanuts",
    "My daughter starts kindergarten in the fall",
    "I ran 5k this morning, felt great",
    "Denver was fun last time, we went to Red Rocks",
]
ZH = [
    "坐飞机我喜欢靠窗",
    "我出差一般坐东航，是东航银卡",
    "我一般住汉庭",
    "我妈喜欢住全季",
    "我对花生过敏",
    "今天开了一下午的会，累死了",
    "我住在上海浦东",
    "下个月要去成都出差",
    "我女儿九月上小学",
    "上次去成都吃了好多火锅",
]


@pytest.mark.parametrize(
    ("said", "request_"),
    [
        (EN, "book me a flight to Denver"),
        (EN, "find me a hotel in Denver for next weekend"),
        (ZH, "帮我订张去成都的机票"),
        (ZH, "帮我订个酒店"),
    ],
)
def test_a_booking_brings_the_airline_and_the_hotels_one_keeps_to(
    real: Hindsight, said: list[str], request_: str
) -> None:
    for n, text in enumerate(said):
        tell(real, text, f"m{n}", n)
    hits = real.recall(request_, user_id="u", k=5).hits
    found = [h.record.source_ids[0] for h in hits]
    assert {"m1", "m2"} <= set(found), [h.record.text for h in hits]
    assert "m3" not in found, [h.record.text for h in hits]  # the sister's airline, the mother's hotel


@pytest.mark.parametrize(
    "text",
    [
        "I fly United, I'm Gold",
        "i always fly delta",
        "I fly American whenever I can",
        "I'm Gold on United",
        "I have Platinum status with Marriott",
        "I'm a Marriott Bonvoy member",
        "I much prefer Hilton",
        "I only stay in Airbnbs",
        "I stick with Southwest, bags fly free",
        "我坐飞机只坐国航",
        "我是国航金卡",
        "我喜欢住全季",
        "我们出去玩一般住民宿",
        "我是万豪白金会员",
    ],
)
def test_ones_airline_status_and_hotels_are_held(text: str) -> None:
    assert LOYALTIES.holds.search(text)


@pytest.mark.parametrize(
    "text",
    [
        "My sister flies Delta all the time",
        "my wife is a Hilton Honors member",
        "我老公是国航金卡",
        "我妈喜欢住全季",
        "I love Alaska, went there in 2019",
        "I like American food",
        "I have a gold necklace",
        "I fly out Tuesday",
        "I'm a member at Costco",
        "we watched United play Chelsea",
        "我一般住公司宿舍",
        "我坐地铁上班",
    ],
)
def test_anothers_or_no_airline_or_hotel_is_not(text: str) -> None:
    assert not LOYALTIES.holds.search(text)
