"""Asked what the user likes ("What music do I like?", 我喜欢吃什么) or dislikes ("What food do I hate?"), a record
saying only the opposite ("I can't stand country music", 我不喜欢吃香菜) names the same kind of thing and shares the
question's words, and it ranked first; it ranks below the records answering what is asked, and a yes-or-no question
("Do I like country music?") is answered by either."""

from __future__ import annotations

from hindsight_core import Hindsight
from hindsight_core.recall.liking import asked_liking, said_liking
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import tell


def test_music_liked_ranks_above_music_disliked(real: Hindsight) -> None:
    for i, text in enumerate(
        [
            "I've been listening to a lot of jazz lately, mostly Coltrane",
            "Had a long shift today",
            "I can't stand country music",
            "I switched my phone plan to Mint Mobile, $15 a month",
        ]
    ):
        tell(real, text, f"t{i}", 5 * i)
    assert ranked(real, "What music do I like?")[0] == "t0"
    assert ranked(real, "What music do I hate?")[0] == "t2"
    assert ranked(real, "Do I like country music?")[0] == "t2"


def test_chinese_food_liked_ranks_above_food_disliked(real: Hindsight) -> None:
    for i, text in enumerate(
        ["我不喜欢吃香菜，一点都不行", "今天加班到十点", "我超爱吃火锅，一周能吃三次", "周末去爬山了"]
    ):
        tell(real, text, f"t{i}", 5 * i)
    assert ranked(real, "我喜欢吃什么")[0] == "t2"
    assert ranked(real, "我不喜欢吃什么")[0] == "t0"


def test_what_is_asked_and_what_is_said() -> None:
    assert asked_liking("what are my favorite movies?") == "like"
    assert asked_liking("What don't I like to eat?") == "dislike"
    assert asked_liking("What would I like to order?") is None
    assert said_liking("The user said: not a fan of horror movies") == "dislike"
    assert said_liking("The user said: I love jazz but can't stand country") is None
