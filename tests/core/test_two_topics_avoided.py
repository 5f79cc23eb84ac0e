"""Two topics to leave alone said in one message ("don't bring up my divorce, and stop suggesting recipes with
mushrooms", 别提我离婚的事，也别再推荐有蘑菇的菜了): only the last was kept (the divorce dropped, so it was never
avoided and "you can bring up my divorce again" ended nothing), and one said without a comma ran on over the next
("never mention my ex and don't recommend horror movies" avoided "my ex and don't recommend horror movies")."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.values import negation
from hindsight_langchain import HindsightMemory
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


def _avoided(hs: Hindsight) -> list[str]:
    return sorted(
        r.attributes["value"]
        for r in hs.standing_instructions(user_id="u")
        if r.attributes.get("attribute") == "avoid"
    )


@pytest.mark.parametrize(
    ("said", "first", "second", "taken_back"),
    [
        (
            "don't bring up my divorce, and stop suggesting recipes with mushrooms",
            "my divorce",
            "recipes with mushrooms",
            "you can bring up my divorce again, I'm fine now",
        ),
        (
            "please don't talk about my weight, and never recommend diet pills",
            "my weight",
            "diet pills",
            "it's okay to talk about my weight now",
        ),
        ("别提我离婚的事，也别再推荐有蘑菇的菜了", "我离婚的事", "有蘑菇的菜", "现在可以提我离婚的事了"),
        ("以后别聊工作了，也不要提我老板", "工作", "我老板", "现在可以聊工作了"),
        # two said in one clause joined by "and", each in a record of its own
        (
            "never mention my ex and don't recommend horror movies",
            "my ex",
            "horror movies",
            "you can mention my ex again, it's fine",
        ),
    ],
)
def test_each_topic_said_in_one_message_is_avoided_and_taken_back_alone(
    hs: Hindsight, said: str, first: str, second: str, taken_back: str
) -> None:
    tell(hs, said, "a", 0)
    assert _avoided(hs) == sorted([first, second])
    tell(hs, taken_back, "c", 30)
    assert _avoided(hs) == [second]
    context = HindsightMemory(engine=hs, user_id="u").load_memory_variables({"input": "dinner ideas"})[
        "history"
    ]
    assert second in context.split("\n\n", 1)[0]
    ended = [r for r in hs.list_records(user_id="u") if r.attributes.get("value") == negation(first)]
    assert [r.source_ids for r in ended] == [["c"]]


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("Please never mention my ex and don't recommend horror movies", ["my ex", "horror movies"]),
        ("stop suggesting running shoes and don't mention marathons again", ["running shoes", "marathons"]),
        ("don't mention my ex and stop at the store", ["my ex"]),
        ("别提我前男友也别推荐香菜", ["我前男友"]),
        (
            "never bring up politics and stop suggesting sushi places, I hate raw fish",
            ["politics", "sushi places"],
        ),
    ],
)
def test_a_topic_ends_where_the_next_request_opens(text: str, topics: list[str]) -> None:
    assert [value for attribute, value in slots(text) if attribute == "avoid"] == topics
