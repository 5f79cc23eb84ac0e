"""What a developer tells a coding agent about their stack: the tool of each kind ("we moved from Jenkins to GitHub
Actions", "prod DB is Postgres 15", 数据库用的是PostgreSQL) fills the slot of its kind, so that the next tool of that
kind said later is a change and the old one is kept as history (rule extractor, hash embedder)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.entities import entity_names
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # a tool of two words whose first word names another tool (GitHub): the CI it names
        ("we moved from Jenkins to GitHub Actions", ("preferred_ci", "GitHub Actions")),
        ("我们从Jenkins迁到了GitHub Actions", ("preferred_ci", "GitHub Actions")),
        ("We switched our CI to GitLab CI last month.", ("preferred_ci", "GitLab CI")),
    ],
)
def test_a_tool_named_in_two_words_fills_the_slot_of_its_kind(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


def test_a_ci_moved_to_after_another_supersedes_it(hs: Hindsight) -> None:
    tell(hs, "We moved from Jenkins to GitHub Actions.", "a", 0)
    tell(hs, "we migrated from GitHub Actions to CircleCI last sprint", "b", 5)
    records = by_source(hs)
    assert records["a"].superseded_by == records["b"].id
    assert records["b"].valid_to is None


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("prod DB is Postgres 15 on port 5433", ("preferred_database", "Postgres 15")),
        ("Our database is MySQL 8.", ("preferred_database", "MySQL 8")),
        ("the CI runs on GitHub Actions", ("preferred_ci", "GitHub Actions")),
        ("Our CI/CD pipeline runs on CircleCI now.", ("preferred_ci", "CircleCI")),
        ("the package manager is uv now", ("preferred_package_manager", "uv")),
        ("our test runner is pytest", ("preferred_test_framework", "pytest")),
        ("Our IDE is PyCharm", ("preferred_editor", "PyCharm")),
        ("DB: postgres, cache: redis", ("preferred_database", "postgres")),
        ("数据库用的是PostgreSQL 15", ("preferred_database", "PostgreSQL 15")),
        ("线上数据库是MySQL 8", ("preferred_database", "MySQL 8")),
        ("我们CI用的是GitHub Actions", ("preferred_ci", "GitHub Actions")),
    ],
)
def test_a_tool_named_as_what_a_kind_of_tool_is_fills_that_kinds_slot(
    text: str, slot: tuple[str, str]
) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "the staging DB is MySQL",  # one of several databases, not the one in use
        "测试环境的数据库是MySQL",
        "their DB is Oracle",  # someone else's
        "the client's database is Oracle",
        "your database is SQLite",
        "I asked whether our DB is Postgres",
        "the DB is not Postgres",
        "our CI is a mess",  # no tool
    ],
)
def test_a_kind_of_tool_not_the_speakers_or_not_named_fills_nothing(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] in {"preferred_database", "preferred_ci"}]


def test_a_database_named_later_supersedes_the_one_named_before(hs: Hindsight) -> None:
    tell(hs, "prod DB is Postgres 15 on port 5433", "a", 0)
    tell(hs, "the staging DB is MySQL", "b", 2)
    tell(hs, "Heads up: our database is MongoDB now, the migration finished last night.", "c", 9)
    records = by_source(hs)
    assert records["a"].superseded_by == records["c"].id
    assert records["b"].superseded_by is None
    assert records["c"].valid_to is None


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("now using uv instead of pip", ("preferred_package_manager", "uv")),
        ("I'm using Neovim now", ("preferred_editor", "Neovim")),
        ("We're currently using MySQL 8 in prod", ("preferred_database", "MySQL 8")),
        ("ok, now using ruff", ("preferred_linter", "ruff")),
    ],
)
def test_a_tool_one_is_using_fills_the_slot_of_its_kind(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    ["if I'm using Docker, what changes?", "my coworker is using Emacs", "I'm not using poetry anymore"],
)
def test_a_tool_used_on_a_condition_or_by_someone_else_fills_no_slot(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0].startswith("preferred_")]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("We use pip, with a requirements.txt.", "now using uv instead of pip"),
        ("I use VS Code for everything.", "I'm using Neovim now, way faster"),
    ],
)
def test_a_tool_one_is_now_using_supersedes_the_one_used_before(
    hs: Hindsight, before: str, after: str
) -> None:
    tell(hs, before, "a", 0)
    tell(hs, after, "b", 3)
    records = by_source(hs)
    assert records["a"].superseded_by == records["b"].id


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("the env var is DATABASE_URL", "DATABASE_URL"),
        ("fixtures go in tests/conftest.py, we use factory_boy", "tests/conftest.py"),
        ("fixtures go in tests/conftest.py, we use factory_boy", "factory_boy"),
        ("call get_user_by_id in app.services.auth", "get_user_by_id"),
        ("call get_user_by_id in app.services.auth", "app.services.auth"),
        ("the staging URL is https://staging.example.com/api/v2.", "https://staging.example.com/api/v2"),
        ("配置在config/settings.yaml里", "config/settings.yaml"),
        ("we name tables in snake_case", "snake_case"),
    ],
)
def test_a_name_from_code_is_one_entity_kept_whole(text: str, whole: str) -> None:
    names = entity_names(text)
    assert whole in names
    assert not [
        name for name in names if name != whole and name in whole and name not in text.replace(whole, "")
    ]


@pytest.mark.parametrize(
    "text", ["and/or", "I moved on 12/05/2024", "e.g. this", "a 50/50 split", "email bob_smith@example.com"]
)
def test_what_only_looks_like_a_name_from_code_is_none(text: str) -> None:
    assert not [name for name in entity_names(text) if "/" in name or "_" in name or name.count(".") >= 2]


@pytest.mark.parametrize(
    "asked",
    [
        "这个报错怎么解决？",
        "Here is the traceback:",
        "Can you explain this stack trace?",
        "Can you review this snippet? It should print where I live",
    ],
)
def test_what_the_user_says_after_a_fenced_text_they_ask_about_is_theirs(hs: Hindsight, asked: str) -> None:
    # the closing fence ends the text asked about: what follows is the user's own (and the code's words are not)
    tell(
        hs,
        asked
        + "\n```\nprint('I live in Berlin')\nImportError: cannot import name 'Session'\n```\nI live in Paris btw",
        "a",
        0,
    )
    assert [(r.attributes.get("attribute"), r.attributes.get("value")) for r in by_source(hs).values()] == [
        ("lives_in", "Paris")
    ]


def test_a_traceback_in_a_chinese_message_gives_no_everyday_words_as_entities() -> None:
    text = (
        '这个报错怎么解决？\nTraceback (most recent call last):\n  File "main.py", line 3, in <module>\n'
        "    from app.db import Session\nImportError: cannot import name 'Session'"
    )
    names = entity_names(text)
    assert {"Session", "ImportError"} <= set(names)
    assert not {"most", "recent", "call", "line", "module", "import", "cannot", "name"} & set(names)
    assert "Session ImportError" not in names  # two lines, two names


def test_an_upgrade_of_the_tool_in_use_is_a_change_and_its_name_alone_is_none(hs: Hindsight) -> None:
    tell(hs, "prod DB is Postgres 15 on port 5433", "a", 0)
    tell(hs, "we migrated to Postgres 16 last night", "b", 4)
    tell(hs, "we use Postgres for everything", "c", 8)  # the name alone: no change
    tell(hs, "I use Python 3 times a week", "d", 9)  # a count, no version
    records = by_source(hs)
    assert records["a"].superseded_by == records["b"].id
    assert records["b"].valid_to is None
    assert records["b"].attributes["value"] == "Postgres 16"
    assert records["d"].attributes.get("value") == "Python"


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("our API runs FastAPI 0.110 on Python 3.12", ("python_version", "3.12")),
        ("our backend runs on Go 1.22", ("go_version", "1.22")),
        ("we are on node 18.", ("node_version", "18")),
    ],
)
def test_the_version_a_service_runs_on_fills_its_version_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


def test_a_version_the_api_is_upgraded_to_supersedes_the_one_before(hs: Hindsight) -> None:
    tell(hs, "our API runs on Python 3.11", "a", 0)
    tell(hs, "we upgraded the repo to Python 3.12", "b", 3)
    tell(hs, "we are on node 18 days a month", "c", 4)  # a count: no version
    records = by_source(hs)
    assert records["a"].superseded_by == records["b"].id
    assert "node_version" not in records["c"].attributes.values()


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("代码缩进用两个空格", "缩进改成四个空格了"),
        ("we indent with 4 spaces", "Our indentation is tabs now that the team voted."),
        ("We use 2 spaces for indentation.", "我们缩进都是tab"),
    ],
)
def test_a_new_indentation_supersedes_the_one_before(hs: Hindsight, before: str, after: str) -> None:
    tell(hs, before, "a", 0)
    tell(hs, after, "b", 2)
    records = by_source(hs)
    assert records["a"].attributes.get("attribute") == "indentation"
    assert records["a"].superseded_by == records["b"].id


@pytest.mark.parametrize("text", ["the Makefile uses tabs", "my friend indents with tabs"])
def test_indentation_not_the_speakers_fills_no_slot(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] == "indentation"]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm on Windows 11", ("preferred_os", "Windows 11")),
        ("I'm still on Ubuntu 22.04, can't upgrade yet", ("preferred_os", "Ubuntu 22.04")),
        ("we're on Linux", ("preferred_os", "Linux")),
        ("my OS is Windows 11", ("preferred_os", "Windows 11")),
        ("我的操作系统是Ubuntu", ("preferred_os", "Ubuntu")),
        # at work: the work's system, scoped to it (as "I use Postgres at work" is)
        ("I'm on Windows 11 at work", ("preferred_os", "Windows 11")),
        # said by the machine, or by running it
        ("I'm on a Mac", ("preferred_os", "Mac")),
        ("i'm on a macbook air these days", ("preferred_os", "mac")),
        ("I run Arch btw", ("preferred_os", "Arch")),
        ("I daily drive Fedora 40", ("preferred_os", "Fedora 40")),
        ("my laptop's a ThinkPad running Fedora", ("preferred_os", "Fedora")),
        ("my work laptop runs Windows 11 and it's slow as hell", ("preferred_os", "Windows 11")),
    ],
)
def test_the_system_one_is_on_fills_the_os_slot(text: str, slot: tuple[str, str]) -> None:
    """ "I'm on Windows 11" and "my OS is Windows 11" filled nothing ("I use Windows" did): a coding agent asked for a
    shell command later did not know the user's system."""
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm on a call",
        "if I'm on Windows what do I run?",
        "are you on Windows?",
        "I'm on a Windows machine",
        "I run Windows in a VM for games",
        "I run Ubuntu on the server",
        "do I run Ubuntu or Debian on the new box?",
        "I run windows update every week",
        "my brother is on a Mac",
        "I'm on a mac and cheese diet lol",
        "I'll stick with mac and cheese",
        "I'd be on a Mac if work paid for it",
    ],
)
def test_no_system_where_none_is_the_users(text: str) -> None:
    assert "preferred_os" not in [attribute for attribute, _ in slots(text)]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("we're on GitHub Actions for CI", ("preferred_ci", "GitHub Actions")),
        ("we're still on Jenkins, sadly", ("preferred_ci", "Jenkins")),
        ("we're on AWS", ("preferred_cloud", "AWS")),
    ],
)
def test_the_ci_or_cloud_one_is_on_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    ["I'm on Jenkins duty this week", "are we on GitHub Actions or CircleCI?", "my old team was on AWS"],
)
def test_no_ci_where_none_is_the_users_now(text: str) -> None:
    assert not [slot for slot in slots(text) if slot[0] in {"preferred_ci", "preferred_cloud"}]


def test_a_system_said_by_the_machine_is_superseded_by_the_next(hs: Hindsight) -> None:
    tell(hs, "I'm on a Mac", "a", 0)
    tell(hs, "ditched the mac, I run Arch btw", "b", 30)
    said = by_source(hs)
    assert said["a"].attributes.get("attribute") == "preferred_os"
    assert said["a"].superseded_by == said["b"].id


def test_a_system_one_moved_to_supersedes_the_one_before(hs: Hindsight) -> None:
    tell(hs, "I'm on Windows 10", "a", 0)
    tell(hs, "finally switched, I'm on Ubuntu 24.04 now", "b", 30)
    said = by_source(hs)
    assert said["a"].superseded_by == said["b"].id
