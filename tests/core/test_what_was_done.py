"""Asked which places the user has been to or what they have tried ("Which countries have I visited?", 我都去过哪些地方),
the things done come first: a place only wished for ("I'd love to go to Iceland someday", 好想去冰岛看极光) or never
been to ("I've never been to Peru", 我还没去过日本) names what is asked of and shares its words, and it ranked first. For
a yes-or-no question ("Have I been to Peru?", 我去过日本吗) it is the answer, and keeps its place."""

from __future__ import annotations

from hindsight_core import Hindsight
from hindsight_core.recall.experienced import asks_what_was_done, only_wished_or_never
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import tell


def test_places_been_to_rank_above_places_wished_or_never_been(real: Hindsight) -> None:
    for i, text in enumerate(
        [
            "I'd love to go to Iceland someday, the northern lights look unreal",
            "Just got back from Japan, Kyoto was amazing",
            "Work was long today, so many meetings",
            "I've never been to Peru, it's on my bucket list",
            "We spent two weeks in Portugal last summer, Lisbon and Porto",
        ]
    ):
        tell(real, text, f"t{i}", 5 * i)
    for question in ["Which countries have I visited?", "Where have I traveled?"]:
        ranks = ranked(real, question)
        assert {"t1", "t4"} == set(ranks[:2]), (question, ranks)
    assert ranked(real, "Have I been to Peru?")[0] == "t3"


def test_chinese_places_been_to_rank_above_places_never_been(real: Hindsight) -> None:
    for i, text in enumerate(
        [
            "国庆去了西安，看了兵马俑，人超级多",
            "帮我想想周报怎么写比较好",
            "我还没去过日本，一直想去",
            "去年在曼谷待了一周，天天吃芒果饭",
            "好想去冰岛看极光",
        ]
    ):
        tell(real, text, f"t{i}", 5 * i)
    for question in ["我去过哪些国家", "我都去过哪些地方"]:
        ranks = ranked(real, question)
        assert ranks[:2] == ["t0", "t3"], (question, ranks)
    assert ranked(real, "我去过日本吗")[0] == "t2"


def test_what_a_question_asks_and_what_a_record_says() -> None:
    assert asks_what_was_done("what books have I read this year?")
    assert asks_what_was_done("What have I tried for my back pain?")
    assert not asks_what_was_done("What have I been up to?")
    assert not asks_what_was_done("Where do I want to travel next?")
    assert not asks_what_was_done("我想去哪些国家")
    assert only_wished_or_never("The user said: I want to try bouldering")
    assert only_wished_or_never("用户说：从来没吃过榴莲")
    assert not only_wished_or_never("The user said: I hope the weather holds in Lisbon")
    assert not only_wished_or_never("The user said: Went to Rome, never been so happy")
    assert not only_wished_or_never("用户说：京都太美了，还想再去一次")
