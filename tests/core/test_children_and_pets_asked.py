"""Whether and how many children or pets one has, asked in either language ("How many kids do I have?", "what are my
kids' names", "Do I have any pets?", "do we have a dog", 我有几个孩子, 孩子都叫什么, 我家有宠物吗), is answered by each
child or animal said, in the words it is said in: 我女儿叫小红 was never found for 我有几个孩子 (no word of 孩子 in it),
我们家养了一只狗 nor 我养了两只猫 for 我家有宠物吗; "we got a puppy!! his name is Pepper" ranked first for "what are my
kids' names", and "we're thinking about getting a dog" above the puppy for "Do I have any pets?"."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.asked_members import asks_members, holds_member
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import tell

_SAID = [
    "my son Leo just started kindergarten, he's so proud",
    "work has been insane this week",
    "my daughter Ava lost her first tooth today!!",
    "we're thinking about getting a dog",
    "the baby, Noah, is teething and nobody is sleeping",
    "Dan's mom is visiting next week",
    "we got a puppy!! his name is Pepper",
    "I'm not a fan of horror movies",
]
_SAID_ZH = [
    "我儿子叫小明，上三年级了",
    "最近工作好累",
    "我女儿叫小红，刚上幼儿园",
    "我们家养了一只狗，叫旺财",
    "我婆婆下周来我家住",
    "我们家又养了一只猫，叫咪咪",
    "我从来没去过日本",
]


@pytest.mark.parametrize(
    ("question", "answers"),
    [
        ("what are my kids' names", {"t0", "t2", "t4"}),
        ("How many kids do I have?", {"t0", "t2", "t4"}),
        ("do i have kids", {"t0", "t2", "t4"}),
        ("Do I have any pets?", {"t6"}),
        ("do we have a dog", {"t6"}),
        ("how many pets do we have", {"t6"}),
    ],
)
def test_each_one_said_answers_in_english(real: Hindsight, question: str, answers: set[str]) -> None:
    for i, text in enumerate(_SAID):
        tell(real, text, f"t{i}", 4 * i)
    assert set(ranked(real, question, k=len(answers))) == answers


@pytest.mark.parametrize(
    ("question", "answers"),
    [
        ("我有几个孩子", {"t0", "t2"}),
        ("我有孩子吗", {"t0", "t2"}),
        ("孩子都叫什么", {"t0", "t2"}),
        ("我家有宠物吗", {"t3", "t5"}),
        ("我养了几只宠物", {"t3", "t5"}),
    ],
)
def test_each_one_said_answers_in_chinese(real: Hindsight, question: str, answers: set[str]) -> None:
    for i, text in enumerate(_SAID_ZH):
        tell(real, text, f"t{i}", 4 * i)
    assert set(ranked(real, question, k=len(answers))) == answers


def test_what_asks_and_what_answers() -> None:
    for asked in [
        "How many kids do I have?",
        "what are my kids' names",
        "Do I have any pets?",
        "我有宠物吗",
        "我有几个孩子",
    ]:
        assert asks_members(asked), asked
    for not_asked in [
        "How many kids does my sister have?",
        "does Tom have a dog?",
        "我姐姐有孩子吗",
        "孩子周末上什么兴趣班",
        "有宝宝的话住哪个酒店好",
        "宠物店在哪",
        "find me a pet-friendly hotel",
        "how old are my kids",
        "I have two kids",
        # children or pets in general, or of a group: no one's own
        "how many kids are in the youth group",
        "how many children can the minibus take",
        "what pets are allowed at the hotel",
        "Is my pet dealing with any medical condition?",  # of the pet, not which pets
        "班里有几个孩子",
        "小区可以养狗吗",
        "酒店可以带宠物吗",
    ]:
        assert not asks_members(not_asked), not_asked
    assert holds_member("The user said: a golden retriever named Biscuit", "Do I have any pets?")
    assert not holds_member("The user said: had a hot dog at the game", "Do I have any pets?")
    assert not holds_member("用户说：我想养只猫", "我有宠物吗")
