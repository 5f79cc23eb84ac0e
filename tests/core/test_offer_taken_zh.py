"""An offer accepted, said in Chinese the way people tell it: the offer named first (字节的offer我接了, 美团offer签了) or
got and then chosen (美团offer拿到了！考虑了一周，决定去了; 拿到了阿里的offer，最后还是去了): the employer the user works for
from then on (``works_at``), so the old one is superseded when they start. An offer only got, weighed, turned down,
asked about or someone else's names no employer."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import still_held
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("美团offer拿到了！考虑了一周，决定去了", "美团"),
        ("字节的offer我接了，下个月入职", "字节"),
        ("美团offer签了，终于可以躺平几天了", "美团"),
        ("拿到了阿里的offer，纠结了好久，最后还是去了", "阿里"),
        ("腾讯的offer下来了 决定接了😄", "腾讯"),
        ("我拿到蚂蚁的offer了，已经接了", "蚂蚁"),
    ],
)
def test_an_offer_taken_names_the_employer(text: str, employer: str) -> None:
    assert ("works_at", employer) in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "拿到了阿里的offer，还在纠结要不要去",
        "腾讯offer下来了，但是我拒了",
        "美团offer拿到了，决定不去了",
        "我朋友拿到了美团的offer，决定去了",
        "我同事字节的offer接了",
        "美团的offer要不要接啊",
        "字节的offer我接了吗？忘了哈哈",
        "这个offer我接了",
        "如果拿到美团的offer我就去",
        "等美团offer下来了再决定去不去",
        "美团offer拿到了！",
        "外企的offer我接了",
    ],
)
def test_no_employer_where_no_offer_is_taken(text: str) -> None:
    assert not [a for a, _ in own_slots(text) if a == "works_at"]


def test_the_offer_taken_supersedes_the_employer_before(real: Hindsight) -> None:
    assert still_held(real, "我在阿里上班", "美团offer拿到了！考虑了一周，决定去了") == [False, True]


def test_an_offer_taken_said_with_ba() -> None:
    assert ("works_at", "美团") in own_slots("我把美团的offer接了")


@pytest.mark.parametrize(
    "text",
    [
        "美团offer到手了，老婆说就去吧",
        "美团offer拿到了！但是我决定还是留在阿里",
        "他拿到了美团的offer，决定去了",
        "字节的offer我拒了",
    ],
)
def test_no_employer_where_another_decides(text: str) -> None:
    assert not [a for a, _ in own_slots(text) if a == "works_at"]


@pytest.mark.parametrize(
    ("text", "employer"),
    [("最后还是选了腾讯的offer", "腾讯"), ("纠结了一周，最终还是接了美团的offer", "美团")],
)
def test_an_offer_taken_after_weighing_it(text: str, employer: str) -> None:
    assert ("works_at", employer) in own_slots(text)


@pytest.mark.parametrize("text", ["字节offer已接 下月入职", "美团的offer已签，下周报到"])
def test_an_offer_said_taken_in_few_words(text: str) -> None:
    assert [v for a, v in own_slots(text) if a == "works_at"][:1] in (["字节"], ["美团"])
