"""A taste said as held before and no longer ("I used to love sushi but I'm off raw fish now", "I used to hate
cilantro but now I kind of like it", "I used to drink coffee every morning, now it's green tea", 我以前挺喜欢日料的，现在不
怎么吃了) ended nothing: the liking said before stayed
current beside it, and "do I like sushi?" had the stale "I love sushi" first. It now ends that liking (kept as
history), and no other; what still holds ("... and I still do", 我以前就喜欢日料, 现在也喜欢) or another's (我妈以前…)
ends none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I used to love sushi but I'm off raw fish now", ("likes", "not sushi")),
        ("I used to love sushi, now not so much", ("likes", "not sushi")),
        (
            "I used to really like horror movies but they give me nightmares now",
            ("likes", "not horror movies"),
        ),
        ("I used to be obsessed with Korean dramas", ("likes", "not Korean dramas")),
        ("I used to be a big fan of Coldplay, not anymore", ("likes", "not Coldplay")),
        ("I used to hate cilantro but now I kind of like it", ("dislikes", "not cilantro")),
        ("我以前挺喜欢日料的，现在不怎么吃了", ("likes", "not 日料")),
        ("以前挺喜欢日料的，现在不怎么吃了", ("likes", "not 日料")),
        ("我以前爱吃寿司，现在不吃生的了", ("likes", "not 吃寿司")),
        ("小时候特别爱喝可乐，现在基本不喝了", ("likes", "not 喝可乐")),
        ("我以前超喜欢看恐怖片，后来看腻了", ("likes", "not 看恐怖片")),
        ("以前我很喜欢周杰伦，现在没那么喜欢了", ("likes", "not 周杰伦")),
        # a habit with another in its place now
        ("I used to drink coffee every morning, now it's green tea", ("likes", "not coffee")),
        ("I used to drink coffee, now I drink green tea", ("likes", "not coffee")),
        ("I used to have cereal for breakfast but now I eat oatmeal", ("likes", "not cereal")),
        ("I used to drink a lot of soda, now it's sparkling water", ("likes", "not soda")),
    ],
)
def test_a_taste_held_before_is_one_no_longer_held(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "I used to love sushi and I still do",
        "I used to like tea more than coffee",
        "I used to love it",
        "I used to love going to the beach with my dad",
        "My sister used to love sushi",
        "我妈以前很喜欢日料，现在不吃了",
        "我以前就喜欢日料",
        "我以前喜欢日料，现在也喜欢",
        "我以前喜欢日料，现在不光喜欢日料还喜欢韩餐",
        "之前很喜欢打游戏，现在没时间了",
        "I used to drink coffee every morning",
        "I used to eat out a lot, now I cook",
        "I used to drink it black, now with milk",
        "my dad used to drink coffee, now it's tea",
        "I used to drink coffee with my dad every morning, now it's tea",
    ],
)
def test_a_taste_still_held_or_anothers_ends_none(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] in ("likes", "dislikes") and s[1].startswith("not ")]


@pytest.mark.parametrize(
    ("liked", "other", "given_up"),
    [
        ("I love sushi", "I love hiking", "I used to love sushi but I'm off raw fish now"),
        ("I hate cilantro", "I hate flying", "I used to hate cilantro but now I kind of like it"),
        ("我喜欢吃日料", "我超爱火锅", "我以前挺喜欢日料的，现在不怎么吃了"),
        ("I love coffee", "I love hiking", "I used to drink coffee every morning, now it's green tea"),
    ],
)
def test_a_taste_held_before_ends_that_one_only(hs: Hindsight, liked: str, other: str, given_up: str) -> None:
    tell(hs, liked, "a", 0)
    tell(hs, other, "b", 1)
    tell(hs, given_up, "c", 2)
    records = by_source(hs)
    ended_by = {r.id: r.source_ids for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert ended_by.get(records["a"].superseded_by or "") == ["c"]  # history kept
    assert records["b"].valid_to is None


@pytest.mark.parametrize(
    ("liked", "given_up", "question"),
    [
        ("I love sushi", "I used to love sushi but I'm off raw fish now", "do I like sushi?"),
        ("我喜欢吃日料", "我以前挺喜欢日料的，现在不怎么吃了", "我喜欢吃日料吗"),
        (
            "I love coffee, can't function without it",
            "I used to drink coffee every morning, now it's green tea",
            "do I like coffee?",
        ),
    ],
)
def test_asked_whether_it_is_liked_the_stance_now_comes_first(
    real: Hindsight, liked: str, given_up: str, question: str
) -> None:
    tell(real, liked, "a", 0)
    tell(real, "I love hiking", "b", 1)
    tell(real, given_up, "c", 2)
    assert first(real, question) == ["c"]
