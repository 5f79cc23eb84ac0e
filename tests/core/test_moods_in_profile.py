"""Asked "what do you know about me?", a user got the moods of their last days ("I'm so anxious right now", "I'm
feeling much better now") ranked with who they are, newest first, and their dog pushed out of the profile. A record
telling only how they felt that day ranks after what lasts (as one said in Chinese, 最近心情很差, an observation, did);
a mood said with more ("my dog died last week, I'm heartbroken") or a trait ("I'm an anxious person in general") ranks
as before."""

from __future__ import annotations

from datetime import timedelta

from hindsight_core import Hindsight
from tests.core.retain_helpers import T0, tell


def _profile(hs: Hindsight, said: list[str], asked: str, k: int) -> list[str]:
    for day, text in enumerate(said):
        tell(hs, text, f"m{day}", day)
    hits = hs.recall(asked, user_id="u", k=k, reinforce=False, now=T0 + timedelta(days=60)).hits
    return sorted(h.record.source_ids[0] for h in hits)


def test_a_days_mood_ranks_after_who_the_user_is(real: Hindsight) -> None:
    said = [
        "I live in Denver and work as a graphic designer.",
        "I have a golden retriever named Max.",
        "I'm vegetarian",
        "I'm so anxious right now",
        "ugh I'm a mess today",
        "I'm feeling much better now",
    ]
    assert _profile(real, said, "what do you know about me?", 3) == ["m0", "m1", "m2"]


def test_a_days_mood_ranks_after_who_the_user_is_zh(real: Hindsight) -> None:
    said = [
        "我住在成都，是一名护士",
        "我养了一只猫叫咪咪",
        "我对花生过敏",
        "最近心情很差",
        "我压力很大",
        "今天心情不错",
    ]
    assert _profile(real, said, "你对我了解多少？", 3) == ["m0", "m1", "m2"]


def test_a_mood_said_with_more_or_a_trait_ranks_as_before(real: Hindsight) -> None:
    said = [
        "my dog died last week, I'm heartbroken",
        "I'm an anxious person in general",
        "I'm so tired today lol",
    ]
    assert _profile(real, said, "what do you know about me?", 2) == ["m0", "m1"]
