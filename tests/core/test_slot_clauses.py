"""Where a slot's value ends and how it is said: a value ends where "and" opens a clause of the speaker's own ("I'm a
teacher and love it"), while two things joined by "and" stay one value ("fish and chips", "Marks and Spencer"); a
favourite said value first fills the slot said last does ("Flat white is my favourite coffee", 澳白是我最喜欢的咖啡); a
statement before a question turned to with "so" or "but" is kept ("I'm a Realtor so I know the selling part, but what
should I look for ...?")."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm a runner and training for the Berlin marathon in September", ("is_a", "runner")),
        ("I'm a teacher and love it", ("job", "teacher")),
        ("I'm a designer and work remotely most days", ("job", "designer")),
        ("I'm a nurse and really enjoy the night shifts", ("job", "nurse")),
        ("I'm allergic to peanuts and trying to avoid them", ("allergic_to", "peanuts")),
        ("我是老师也很喜欢这份工作", ("job", "老师")),
        ("我是程序员还在学日语", ("job", "程序员")),
        ("我是做游戏策划的 下班还要测竞品 受不了咯", ("job", "游戏策划")),
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


@pytest.mark.parametrize(
    ("said_first", "value_first"),
    [
        ("My favourite coffee is a flat white", "Flat white is my favourite coffee"),
        ("My favorite band is Radiohead", "Radiohead is my favorite band."),
        ("My favourite cousin is Emma", "Emma is my favourite cousin"),
        ("My drink of choice is an oat latte", "Oat latte is my drink of choice"),
        ("我最喜欢的咖啡是澳白", "澳白是我最喜欢的咖啡"),
        ("我最喜欢的城市是成都", "成都是我最喜欢的城市。"),
        ("我最爱的歌手是周杰伦", "周杰伦是我最爱的歌手"),
    ],
)
def test_a_favourite_said_value_first_fills_the_slot_it_fills_said_last(
    said_first: str, value_first: str
) -> None:
    (attribute, value), *_ = slots(said_first)
    assert attribute.startswith("favorite_")
    assert [(a, v.casefold()) for a, v in slots(value_first)] == [(attribute, value.casefold())]


@pytest.mark.parametrize(
    "text",
    [
        "What is my favourite coffee?",
        "I think that is my favourite coffee",
        "It is my favourite coffee",
        "这是我最喜欢的咖啡",
    ],
)
def test_no_favourite_is_read_from_a_pronoun_or_a_question(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0].startswith("favorite_") or slot[1].startswith("的")]


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        (
            "I'm a Realtor so I know the selling part, but what should I look for in a home that's good for someone "
            "recovering from a stroke?",
            "I'm a Realtor so I know the selling part",
        ),
        (
            "I'm a Realtor so I know the selling part but what should I do about the buying side?",
            "I'm a Realtor so I know the selling part",
        ),
        ("I'm a nurse so what shoes would you recommend for twelve hour shifts?", "I'm a nurse"),
        ("I'm flying to Lisbon on May 3rd, any tips?", "I'm flying to Lisbon on May 3rd"),
        # a condition, a question, or no statement of the speaker's before the question keeps nothing
        ("If I'm a contractor but what should I do about taxes?", ""),
        (
            "If I move to Paris, what should I do about my lease, my car and the furniture I can't take with me?",
            "",
        ),
        ("Should I stay so what would you do in my place?", ""),
        ("The weather is bad so what should we do this weekend with the kids in town?", ""),
    ],
)
def test_a_statement_before_a_question_turned_to_with_so_or_but_is_kept(text: str, stated: str) -> None:
    from hindsight_core.extraction.cues import statements

    assert statements(text) == stated
