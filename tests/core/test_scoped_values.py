"""A value said for a scope ("I use a MacBook Pro at work", "At home I use a ThinkPad", "I prefer Postgres for work",
"For side projects I prefer SQLite", 我的工作邮箱是…, 我的私人邮箱是…, 上班我用MacBook Pro) leaves the value of another
scope current: the user has both. A new value for the same scope ("I prefer MySQL for work now", 我的工作邮箱换成了…),
or for none ("I switched to a ThinkPad" after a work one), is a change, and a move "for work" is a move."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.value_scopes import asked_scope, scope_of
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


def told(hs: Hindsight, *said: str) -> dict[str, bool]:
    """Tell each of ``said`` a day apart; whether each one's record still holds, by its text."""
    for day, text in enumerate(said):
        tell(hs, text, f"m{day}", day)
    records = by_source(hs)
    return {text: records[f"m{day}"].valid_to is None for day, text in enumerate(said)}


@pytest.mark.parametrize(
    "said",
    [
        ("At work I use a MacBook Pro.", "At home I use a ThinkPad."),
        ("I use a MacBook Pro at work.", "I have a ThinkPad at home."),
        ("I prefer Postgres for work.", "For side projects I prefer SQLite."),
        ("For side projects I prefer SQLite.", "I prefer Postgres for work."),
        ("At work I use Windows.", "At home I use Linux."),
        ("At work I use VS Code.", "At home I use vim."),
        ("For work stuff my editor is VS Code.", "For personal projects I use Neovim."),
        ("我的工作邮箱是dana@acme.com", "我的私人邮箱是dana@qq.com"),
        ("上班我用MacBook Pro", "在家我用ThinkPad"),
        # a thing of one kind said for a scope leaves the one said for none: the newer holds there only
        ("I prefer Postgres.", "For side projects I prefer SQLite."),
    ],
)
def test_a_value_of_another_scope_leaves_the_first(hs: Hindsight, said: tuple[str, str]) -> None:
    assert told(hs, *said) == dict.fromkeys(said, True)


@pytest.mark.parametrize(
    ("said", "held"),
    [
        # the same scope again: a change of that one, the other scope's value untouched
        (
            (
                "I prefer Postgres for work.",
                "For side projects I prefer SQLite.",
                "I prefer MySQL for work now.",
            ),
            (False, True, True),
        ),
        (
            ("我的工作邮箱是dana@acme.com", "我的私人邮箱是dana@qq.com", "我的工作邮箱换成了dana@corp.cn"),
            (False, True, True),
        ),
        # a make used, said in Chinese with where (上班我用…, 在家用…) or with none
        (("上班我用MacBook Pro", "在家我用ThinkPad", "上班现在用ThinkPad X1了"), (False, True, True)),
        (("我用ThinkPad写代码", "我现在用MacBook Air"), (False, True)),
        # said for no scope, the newer holds on every one
        (("I prefer Postgres for work.", "Actually I've switched to MySQL."), (False, True)),
        # said as a switch, a thing used for a scope after one said for none is a change
        (("I use a MacBook.", "I switched to a ThinkPad for work."), (False, True)),
        # a move for work is a move: where one lives holds no scope
        (("I live in Lyon.", "I moved to Berlin for work."), (False, True)),
    ],
)
def test_a_change_of_the_same_scope_supersedes(
    hs: Hindsight, said: tuple[str, ...], held: tuple[bool, ...]
) -> None:
    assert told(hs, *said) == dict(zip(said, held, strict=True))


@pytest.mark.parametrize(
    ("said", "held"),
    [
        # a thing named for its scope before its noun: filled no slot, so a new one changed nothing
        (("My work laptop is a MacBook Pro.", "My work laptop is a ThinkPad X1 now."), (False, True)),
        (("My work phone is an iPhone 13.", "I switched my work phone to a Pixel 8."), (False, True)),
        (("My work laptop is a MacBook Pro.", "My home laptop is a ThinkPad."), (True, True)),
        (("My work phone is an iPhone 13.", "My personal phone is a Pixel 8."), (True, True)),
        (("I have a MacBook Pro.", "My gaming laptop is an ASUS ROG."), (True, True)),
    ],
)
def test_a_thing_named_for_its_scope_is_that_scopes(
    hs: Hindsight, said: tuple[str, ...], held: tuple[bool, ...]
) -> None:
    assert told(hs, *said) == dict(zip(said, held, strict=True))


@pytest.mark.parametrize(
    ("text", "value", "scope"),
    [
        ("I use VS Code at work but vim at home", "VS Code", "work"),
        ("I use VS Code at work but vim at home", "vim", "home"),
        ("For side projects, I prefer SQLite", "SQLite", "personal"),
        ("工作项目我用Postgres，自己的小项目用SQLite", "Postgres", "work"),
        ("I prefer VS Code when I travel", "VS Code", "travel"),
        ("I use Linux on weekends", "Linux", "weekend"),
        # what is not the value's scope: where the speaker is, what holds everywhere, "personally"
        ("I'm at work right now but my phone is an iPhone 15", "iPhone 15", None),
        ("my go-to editor is vim, even at work", "vim", None),
        ("我个人更喜欢用PostgreSQL", "PostgreSQL", None),
        ("I prefer Postgres", "Postgres", None),
    ],
)
def test_the_scope_is_read_in_the_clause_of_the_value(text: str, value: str, scope: str | None) -> None:
    assert scope_of(f"The user said: {text}", value) == scope


def test_a_question_names_one_scope() -> None:
    asked = (
        "what laptop do I use at home?",
        "我的工作邮箱是什么",
        "what laptop do I use?",
        "at work or at home?",
    )
    assert [asked_scope(q) for q in asked] == ["home", "work", None, None]


@pytest.mark.parametrize(
    ("said", "question", "answer"),
    [
        (
            ("At work I use a MacBook Pro.", "At home I use a ThinkPad."),
            "what laptop do I use at home?",
            "m1",
        ),
        (
            ("At home I use a ThinkPad.", "At work I use a MacBook Pro."),
            "what laptop do I use at home?",
            "m0",
        ),
        (
            ("I use a MacBook Pro at work.", "I have a ThinkPad at home.", "We moved to Denver last spring."),
            "which laptop do I have at work?",
            "m0",
        ),
        (
            ("I prefer Postgres for work.", "For side projects I prefer SQLite."),
            "which database do I like for work?",
            "m0",
        ),
        (
            ("I prefer Postgres for work.", "For side projects I prefer SQLite."),
            "what database should I use for my side project?",
            "m1",
        ),
        (("我的工作邮箱是dana@acme.com", "我的私人邮箱是dana@qq.com"), "我的工作邮箱是什么", "m0"),
        (("在家我用ThinkPad", "上班我用MacBook Pro"), "我在家用什么电脑", "m0"),
    ],
)
def test_a_question_naming_a_scope_gets_its_value_first(
    hs: Hindsight, said: tuple[str, ...], question: str, answer: str
) -> None:
    told(hs, *said)
    assert first(hs, question) == [answer]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I use Postgres at work", ("preferred_database", "Postgres")),
        ("we use postgres at work, it's fine", ("preferred_database", "postgres")),
        ("i use VS Code at work but vim at home", ("preferred_editor", "VS Code")),
        ("I use PostgreSQL at the office.", ("preferred_database", "PostgreSQL")),
    ],
)
def test_a_tool_said_at_work_right_after_its_name_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    # (scoped to work by ``scope_of``: a tool said for home later is another, not a change)
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I use conda for my data science stuff at home.",
        "We use pip for the scripts.",
        "if I use Postgres at work they'd kill me",
        "do you use Postgres at work?",
    ],
)
def test_a_tool_said_for_a_part_of_the_work_fills_no_slot(text: str) -> None:
    assert not [s for s in slots(text) if s[0].startswith("preferred_")]


def test_a_tool_at_work_and_one_at_home_are_both_held(hs: Hindsight) -> None:
    said = ("I use Postgres at work.", "I use SQLite at home.", "we've moved to MySQL at work now")
    assert told(hs, *said) == dict(zip(said, (False, True, True), strict=True))
