"""Where a slot's value ends and how it is said: a value ends where "and" opens a clause of the speaker's own ("I'm a
teacher and love it"), while two things joined by "and" stay one value ("fish and chips", "Marks and Spencer")."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm a runner and training for the Berlin marathon in September", ("is_a", "runner")),
        ("I'm a teacher and love it", ("is_a", "teacher")),
        ("I'm a designer and work remotely most days", ("is_a", "designer")),
        ("I'm a nurse and really enjoy the night shifts", ("is_a", "nurse")),
        ("I'm allergic to peanuts and trying to avoid them", ("allergic_to", "peanuts")),
        ("我是老师也很喜欢这份工作", ("is_a", "老师")),
        ("我是程序员还在学日语", ("is_a", "程序员")),
        ("我是做游戏策划的 下班还要测竞品 受不了咯", ("is_a", "做游戏策划")),
        # two things joined stay one value
        ("I'm a father and husband", ("is_a", "father and husband")),
        ("I work at Marks and Spencer", ("works_at", "Marks and Spencer")),
        ("I like fish and chips", ("likes", "fish and chips")),
        ("I like salt and pepper on my eggs", ("likes", "salt and pepper")),
        ("I love hiking and going to the beach", ("likes", "hiking and going to the beach")),
        ("I love cooking and baking bread", ("likes", "cooking and baking bread")),
        ("我是老师和妈妈", ("is_a", "老师和妈妈")),
    ],
)
def test_a_value_ends_where_and_opens_the_speakers_next_clause(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)
