"""A service subscribed to filled no slot ("I pay $15.99 for Netflix", "I subscribe to Hulu", 爱奇艺会员一个月25), nor its
cancellation ("I cancelled Netflix", "I cancelled Spotify, switched to Apple Music", 我把网易云退了), so a service
cancelled stayed current beside its end. Each is one of the services one subscribes to (``subscribes``), by its one
name ("Spotify Premium" is Spotify), and its cancellation ends that one alone; what is no service ("I cancelled my
appointment"), a wish ("I should cancel Netflix"), someone else's or one watched ("I'm on Hulu right now") none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.subscriptions_asked import asks_subscriptions
from tests.core.retain_helpers import by_source, still_held, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    "said",
    [
        ("I pay $15.99 a month for Netflix", "I cancelled Netflix, never watch it anymore"),
        ("I'm on Spotify Premium", "I cancelled Spotify, switched to Apple Music"),
        ("I subscribe to Hulu", "I unsubscribed from Hulu"),
        ("I have a Costco membership", "I cancelled my Costco membership"),
        ("爱奇艺会员一个月25", "我取消了爱奇艺会员"),
        ("我开了网易云音乐会员", "我把网易云退了换成QQ音乐"),
    ],
)
def test_a_subscription_cancelled_ends_it(real: Hindsight, said: tuple[str, str]) -> None:
    assert still_held(real, *said) == [False, True]


def test_a_cancellation_ends_that_service_alone(real: Hindsight) -> None:
    tell(real, "I pay $15.99 a month for Netflix", "m0", 0)
    tell(real, "I pay $10.99 for Spotify", "m1", 1)
    tell(real, "I cancelled Netflix", "m2", 2)
    records = by_source(real)
    assert (records["m0"].valid_to is None, records["m1"].valid_to is None) == (False, True)


@pytest.mark.parametrize(
    "text",
    [
        "I cancelled my appointment",
        "I should cancel Netflix",
        "I'm going to cancel Hulu",
        "my wife pays for Hulu",
        "I watched Netflix all weekend",
        "I'm on Hulu right now watching The Bear",
        "I'm on prime time TV tonight",
        "我老婆开了爱奇艺会员",
        "我想开个爱奇艺会员",
        "我取消了订单",
    ],
)
def test_no_service_a_wish_or_anothers_fills_none(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "subscribes"] == []


@pytest.mark.parametrize(
    ("said", "question", "first"),
    [
        (
            [
                "I pay $15.99 a month for Netflix",
                "I pay $10.99 for Spotify",
                "my landlord raised the rent again",
                "I cancelled Netflix, never watch it anymore",
                "I have Amazon Prime",
            ],
            "what subscriptions do I have?",
            {"m1", "m4"},
        ),
        (
            [
                "爱奇艺会员一个月25",
                "我开了网易云会员",
                "我把网易云退了",
                "今天好累",
                "我老婆开了腾讯视频会员",
            ],
            "我有哪些会员",
            {"m0"},
        ),
    ],
)
def test_asked_what_one_subscribes_to_the_services_still_paid_for_come_first(
    real: Hindsight, said: list[str], question: str, first: set[str]
) -> None:
    """ "what subscriptions do I have?" had the Netflix cancelled and its payment first (Spotify third, Amazon Prime
    fifth); 我有哪些会员 the cancelled 网易云 beside 爱奇艺."""
    for n, text in enumerate(said):
        tell(real, text, f"m{n}", n)
    hits = real.recall(question, user_id="u", k=5).hits
    assert {h.record.source_ids[0] for h in hits[: len(first)]} == first, [h.record.text for h in hits]


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("what streaming services do I pay for?", True),
        ("what memberships do I have?", True),
        ("我每个月订阅花多少钱", True),
        ("what does my wife pay for?", False),
        ("我老婆有哪些会员", False),
    ],
)
def test_what_asks_ones_subscriptions(question: str, asks: bool) -> None:
    assert asks_subscriptions(question) is asks
