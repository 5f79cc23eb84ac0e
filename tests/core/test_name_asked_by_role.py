"""Asked the name of someone by role ("what's my son's name?", "my wife's name?", 我老婆叫什么), the turn naming
another ("we got a puppy!! his name is Pepper", "her name is Mochi" of a cat, 我老板叫王强) was lifted above the
turn naming them beside the role ("my son Leo just started kindergarten", "my wife Jen's birthday is April 9"),
as it says a name in the words a name is said in: a name said beside the asked role is the one said, and one
given to another is no answer."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.name_asked import asks_name
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import tell

_SAID = [
    "my son Leo just started kindergarten, he's so proud",
    "work has been insane this week",
    "my daughter Ava lost her first tooth today!!",
    "we got a puppy!! his name is Pepper",
    "my wife Jen's birthday is April 9",
    "we also adopted a cat, her name is Mochi",
    "my sister Rachel lives in Boulder so it's nice being close",
]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("what's my son's name", "t0"),
        ("what's my daughter's name?", "t2"),
        ("what's my wife's name", "t4"),
        ("my wife's name?", "t4"),
        ("what's my sister's name", "t6"),
        ("what's the puppy's name", "t3"),
    ],
)
def test_the_name_said_beside_the_role_comes_first(real: Hindsight, question: str, said: str) -> None:
    for i, text in enumerate(_SAID):
        tell(real, text, f"t{i}", 3 * i)
    assert ranked(real, question, k=3)[0] == said


def test_a_name_given_to_another_is_not_lifted_in_chinese(real: Hindsight) -> None:
    for i, text in enumerate(
        ["我老板叫王强，人挺好的", "我老婆在上海工作，是医生", "我妹妹住在成都", "最近在学吉他"]
    ):
        tell(real, text, f"t{i}", 3 * i)
    assert ranked(real, "我老婆叫什么", k=3)[0] == "t1"
    assert ranked(real, "我妹妹叫啥", k=3)[0] == "t2"


def test_a_name_asked_in_a_few_words() -> None:
    assert asks_name("my wife's name?") and asks_name("the dog's name") and asks_name("and his name?")
    assert not asks_name("I forgot my dog's name") and not asks_name("my wife changed her name")


def test_a_manager_named_by_the_slot_keeps_the_place_of_a_dog_named(real: Hindsight) -> None:
    """Not one's family: the best naming them beside the role ("my manager is Priya") says the name itself."""
    for i, text in enumerate(
        ["my manager is Priya, she's great but super busy", "and a golden retriever named Biscuit"]
    ):
        tell(real, text, f"t{i}", 3 * i)
    assert ranked(real, "what is my manager called", k=2)[0] == "t0"


def test_someone_hired_may_be_named_in_other_words() -> None:
    """裱花师已招到，名叫小敏 answers 蛋糕装饰师傅叫什么: a name said without the question's role still rises for one not
    of the family."""
    from datetime import UTC, datetime

    from hindsight_core.models import MemoryRecord, Scope
    from hindsight_core.recall.name_asked import lift_name_said

    said = {
        "ad": "用户说：店里要招一位蛋糕装饰师傅，有经验的优先",
        "hired": "用户说：您好，裱花师已招到，名叫小敏，手艺很好。",
    }
    records = {
        rid: MemoryRecord(
            id=rid, text=text, scope=Scope(user_id="u"), occurred_at=datetime(2026, 6, 1, tzinfo=UTC)
        )
        for rid, text in said.items()
    }
    final = {"ad": 10.0, "hired": 8.0}
    lift_name_said(final, records, "用户招的那位蛋糕装饰师傅叫什么？")
    assert max(final, key=final.__getitem__) == "hired"
