"""别提 (don't bring up) is one verb and 提醒 (remind), 提前 (ahead of time), 提供 (provide) others: 以后不要再提醒我喝水了
filled a topic to avoid, 醒我喝水, and 别提起我离婚的事 one named 起我离婚的事 (提 read before 提起), so the block above
every adapter's context told the model to avoid them. A topic to leave alone is what follows 别提, 别提起, 别聊, 别推荐;
a reminder stopped, a thing to do ahead of time or to provide none."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("以后不要再提醒我喝水了", []),
        ("别提醒我了", []),
        ("别提前告诉我结局", []),
        ("不要提供建议了", []),
        ("别提起来了", []),
        ("别提起我离婚的事", [("avoid", "我离婚的事")]),
        ("别再提我前男友了", [("avoid", "我前男友")]),
        ("以后别推荐有香菜的菜", [("avoid", "有香菜的菜")]),
    ],
)
def test_a_topic_to_leave_alone_is_what_follows_the_verb_of_telling(
    said: str, slots: list[tuple[str, str]]
) -> None:
    assert own_slots(said) == slots
