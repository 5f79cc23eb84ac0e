"""One value under its other names is one value when induction counts support: "I prefer PG", then "I prefer
Postgres" twice, taught nothing (PG was no known database, so its support went to another slot), nor did "Python 3.12"
said with "Python". Names that only look alike stay apart: Java is not JavaScript, C not C++ nor C#, Go not Google
(rule extractor, embedded stores, the bundled MiniLM)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.canonical import canonical_name
from tests.core.retain_helpers import learned_weekly, said_weekly

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


def learned(hs: Hindsight, said: list[str]) -> list[str]:
    return learned_weekly(hs, said, T0)


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # the user's most frequent spelling is the one written
        (["I prefer PG.", "I prefer Postgres.", "I prefer Postgres."], "The user's preferred database is Postgres"),
        (["I prefer postgres.", "I prefer PG for this.", "I still prefer postgres."],
         "The user's preferred database is postgres"),
        (["I prefer JS.", "I prefer JavaScript.", "I prefer JavaScript."], "The user's preferred language is JavaScript"),
        (["I prefer TS.", "I prefer TS.", "I prefer TypeScript."], "The user's preferred language is TS"),
        # as often said, the name written in full (it was the first in alphabetical order: "PG")
        (["I prefer PostgreSQL.", "I prefer PG, as always.", "postgres is my favorite database"],
         "The user's preferred database is PostgreSQL"),
        (["I like Python 3.12.", "I like Python.", "I really like Python."],
         "The user's preferred language is Python"),
        (["I prefer py.", "I prefer Python 3.", "I prefer Python."], "The user's preferred language is Python"),
        (["我喜欢用PG。", "我还是喜欢用Postgres。", "我最喜欢Postgres了。"], "用户偏好Postgres"),
        # Go and Golang: one language ("go" the verb is none: "I go to the gym" below)
        (["I like Go.", "I prefer Golang.", "I like Go."], "The user's preferred language is Go"),
        (["I prefer Go.", "I prefer Golang.", "I prefer Go 1.22."], "The user's preferred language is Go"),
    ],
)  # fmt: skip
def test_a_value_under_its_other_names_is_learned_once(real: Hindsight, said: list[str], text: str) -> None:
    assert learned(real, said) == [text]


@pytest.mark.parametrize(
    "said",
    [
        ["I like Java.", "I like JavaScript.", "I like Java."],
        ["I prefer C.", "I prefer C++.", "I prefer C#."],
        ["I prefer C++.", "I prefer C#.", "I prefer C++."],
        ["I like Go.", "I like Google.", "I like Go."],
    ],
)
def test_names_that_only_look_alike_stay_apart(real: Hindsight, said: list[str]) -> None:
    assert learned(real, said) == []


def test_the_verb_go_is_no_language(real: Hindsight) -> None:
    """Go is Golang as a value said whole; the verb, in every sentence it is said in, names no language."""
    said = ["I go to the gym.", "I like to go hiking.", "I go to the gym every week.", "Let's go!"]
    assert not [text for text in learned(real, said) if "language" in text or "Go" in text]
    assert not [r for r in real.list_records(user_id="u") if "language" in r.attributes.get("attribute", "")]


def test_a_name_said_after_knowledge_of_its_other_name_contests_nothing(real: Hindsight) -> None:
    said_weekly(real, ["I prefer PostgreSQL.", "I prefer PostgreSQL.", "I prefer PostgreSQL."], T0)
    (first,) = real.induce(user_id="u", now=T0 + timedelta(days=20))
    real.retain(
        [{"role": "user", "content": "I prefer PG.", "id": "late"}],
        user_id="u",
        session_id="late",
        occurred_at=T0 + timedelta(days=25),
    )
    made = real.induce(user_id="u", now=T0 + timedelta(days=30))
    assert [(r.id, r.valid_to, r.occurrences) for r in made] == [(first.id, None, 4)]


def test_canonical_names() -> None:
    same = [
        ("PG", "Postgres", "postgres", "PostgreSQL", "PostgreSQL 16", "postgres v15"),
        ("JS", "js", "JavaScript"),
        ("TS", "TypeScript"),
        ("k8s", "K8s", "Kubernetes"),
        ("py", "Python", "python3", "Python 3.12", "Python 3"),
        ("Go", "Golang", "golang", "Go 1.22"),
        ("C++", "cpp"),
        ("C#", "c sharp"),
        ("VS Code", "vscode", "Visual Studio Code"),
        ("oat milk", "Oat milk!", "  oat   milk "),
    ]
    for names in same:
        assert len({canonical_name(n) for n in names}) == 1, names
    apart = ["Java", "JavaScript", "C", "C++", "C#", "Go", "Google", "Blink 182", "Blink", "Room 101", "Room"]
    assert len({canonical_name(n) for n in apart}) == len(apart)
    assert canonical_name("138-1234-5678") == canonical_name("13812345678")
    assert canonical_name("3.11") != canonical_name("3.12")
    assert canonical_name("coffee at 7.30") != canonical_name("coffee at 8.15")
