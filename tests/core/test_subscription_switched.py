"""A service switched to was no subscription: "I cancelled Spotify, switched to Apple Music" ended Spotify and read
Apple Music as a decision (``decided``), "I switched to Hulu" the same, and 我把网易云退了换成QQ音乐, 我换成QQ音乐了
filled nothing, so "what subscriptions do I have?" no longer had the service the user pays for now. A known service
switched to is one subscribed to (``subscribes``) beside the end of the one left; someone else's, a wish or a plan
none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "I cancelled Spotify, switched to Apple Music",
            [("subscribes", "not Spotify"), ("subscribes", "Apple Music")],
        ),
        (
            "I dropped Hulu and I switched to YouTube TV",
            [("subscribes", "not Hulu"), ("subscribes", "YouTube TV")],
        ),
        ("honestly I switched to Apple Music, the algorithm got stale", [("subscribes", "Apple Music")]),
        ("I've moved over to Spotify Premium, worth it", [("subscribes", "Spotify")]),
        ("我把网易云退了换成QQ音乐", [("subscribes", "not 网易云"), ("subscribes", "QQ音乐")]),
        ("网易云会员没续，改用QQ音乐了", [("subscribes", "not 网易云"), ("subscribes", "QQ音乐")]),
        ("我换成QQ音乐了", [("subscribes", "QQ音乐")]),
        # a name holding 了 whole, and the switch said after the membership stopped
        ("我开了饿了么会员", [("subscribes", "饿了么")]),
        ("我停了饿了么会员，改用美团", [("subscribes", "not 饿了么"), ("subscribes", "美团")]),
        ("我取消了爱奇艺会员，换成腾讯视频了", [("subscribes", "not 爱奇艺"), ("subscribes", "腾讯视频")]),
    ],
)
def test_a_service_switched_to_is_subscribed_to(text: str, said: list[tuple[str, str]]) -> None:
    assert [s for s in own_slots(text) if s[0] in ("subscribes", "decided")] == said


@pytest.mark.parametrize(
    "text",
    [
        "my wife cancelled Netflix, switched to Hulu",
        "My sister switched to Hulu last month",
        "I might switch to Apple Music",
        "if I switched to Hulu would it be cheaper",
        "我老婆把网易云退了换成QQ音乐",
        "我想换成QQ音乐",
        "我女儿把爱奇艺退了换成B站",
        "我老婆停了饿了么会员，改用美团",
    ],
)
def test_a_switch_not_the_users_own_or_not_made_is_no_subscription(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "subscribes" and not s[1].startswith("not ")] == []


@pytest.mark.parametrize(
    ("said", "question"),
    [
        (["I pay $15.99 a month for Netflix", "I'm on Spotify Premium", "I cancelled Spotify, switched to Apple Music"],
         "what subscriptions do I have?"),
        (["爱奇艺会员一个月25", "我开了网易云音乐会员", "我把网易云退了换成QQ音乐"], "我有哪些会员"),
        (["爱奇艺会员一个月25", "我开了饿了么会员", "我停了饿了么会员，改用美团"], "我现在开了哪些会员"),
    ],
)  # fmt: skip
def test_the_service_switched_to_is_held_and_answered(
    real: Hindsight, said: list[str], question: str
) -> None:
    for n, text in enumerate(said):
        tell(real, text, f"m{n}", n)
    held = {
        r.attributes.get("value")
        for r in real.list_records(user_id="u")
        if r.attributes.get("attribute") == "subscribes"
        and r.valid_to is None
        and not r.attributes["value"].startswith("not ")
    }
    assert held == {own_slots(said[0])[0][1], own_slots(said[2])[-1][1]}
    hits = real.recall(question, user_id="u", k=5).hits
    assert {h.record.source_ids[0] for h in hits[:2]} == {"m0", "m2"}, [h.record.text for h in hits]
