"""A dislike said in enough conversations is learned as a liking is: "I don't like Java" / "I can't stand Java" /
我不喜欢Java in three conversations taught nothing. A later liking of the same thing, learned too, supersedes it (and
the other way round), the older knowledge kept as history; a liking said to be less ("I like MySQL less than
Postgres", "I don't like MySQL as much as Postgres") is no dislike, and giving something up is none either (rule
extractor, embedded stores, the bundled MiniLM)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES, MemoryRecord
from tests.core.retain_helpers import said_weekly
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 2, 10, tzinfo=UTC)


def current(made: list[MemoryRecord]) -> list[str]:
    return sorted(r.text for r in made if r.valid_to is None)


@pytest.mark.parametrize(
    ("said", "text"),
    [
        (["I don't like Java.", "I can't stand Java.", "I hate Java."], "The user dislikes Java"),
        (["I don't like cilantro.", "I really don't like cilantro.", "I still can't stand cilantro."],
         "The user dislikes cilantro"),
        (["我不喜欢Java。", "我真的不喜欢Java。", "我受不了Java。"], "用户不喜欢Java"),
        (["我讨厌香菜。", "我还是不喜欢香菜。", "我受不了香菜。"], "用户不喜欢香菜"),
        (["I hate PG.", "I can't stand Postgres.", "I don't like Postgres."], "The user dislikes Postgres"),
    ],
)  # fmt: skip
def test_a_dislike_said_in_three_conversations_is_learned(
    real: Hindsight, said: list[str], text: str
) -> None:
    said_weekly(real, said, T0)
    made = real.induce(user_id="u", now=T0 + timedelta(days=30))
    assert current(made) == [text]
    (learned,) = made
    assert learned.attributes["attribute"] == "dislikes" and learned.occurrences == 3
    assert real.induce(user_id="u", now=T0 + timedelta(days=31)) == []  # learned once


@pytest.mark.parametrize(
    "said",
    [
        ["I don't like Java.", "I can't stand Java."],  # two conversations are not enough
        ["I gave up coffee.", "I gave up coffee.", "I gave up coffee, really."],  # given up is not disliked
        ["I like MySQL less than Postgres.", "I still like MySQL less than Postgres.", "I like MySQL much less than Postgres."],
        ["I don't like MySQL as much as Postgres.", "I don't like MySQL nearly as much as Postgres.",
         "I don't like MySQL as much as Postgres, honestly."],
        ["I don't like MySQL more than Postgres.", "I don't like MySQL better than Postgres.",
         "I don't like MySQL as much as Postgres."],
    ],
)  # fmt: skip
def test_no_dislike_is_learned_from_these(real: Hindsight, said: list[str]) -> None:
    said_weekly(real, said, T0)
    made = real.induce(user_id="u", now=T0 + timedelta(days=30))
    assert [r.text for r in made if "MySQL" in r.text or "Java" in r.text or "coffee" in r.text] == []


@pytest.mark.parametrize(
    "text",
    ["I don't like MySQL as much as Postgres.", "I don't like MySQL nearly as much as Postgres.",
     "I don't like MySQL more than Postgres.", "I don't like coffee as much as I used to."],
)  # fmt: skip
def test_a_liking_said_to_be_less_is_no_dislike(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "dislikes"] == []


def test_a_dislike_still_is_a_dislike() -> None:
    assert ("dislikes", "MySQL") in slots("I don't like MySQL, Postgres is much better.")
    assert ("dislikes", "MySQL") in slots("I hate MySQL more than anything.")


def said_later(hs: Hindsight, said: list[str], day: int) -> None:
    for i, text in enumerate(said):
        hs.retain(
            [{"role": "user", "content": text, "id": f"later{i}"}],
            user_id="u",
            session_id=f"later{i}",
            occurred_at=T0 + timedelta(days=day + 7 * i),
        )


@pytest.mark.parametrize(
    ("first_said", "then_said", "first_text", "then_text"),
    [
        (["I like Java.", "I really like Java.", "I still like Java."],
         ["I hate Java now.", "I can't stand Java.", "I don't like Java."],
         "The user's preferred language is Java", "The user dislikes Java"),
        (["I like cilantro.", "I really like cilantro.", "I still like cilantro."],
         ["I hate cilantro now.", "I can't stand cilantro.", "I don't like cilantro."],
         "The user likes cilantro", "The user dislikes cilantro"),
        (["我很喜欢香菜。", "我真的很喜欢香菜。", "我还是喜欢香菜。"], ["我现在讨厌香菜。", "我受不了香菜。", "我还是不喜欢香菜。"],
         "用户喜欢香菜", "用户不喜欢香菜"),
        (["I hate Java.", "I can't stand Java.", "I don't like Java."],
         ["I like Java now.", "I really like Java these days.", "I still like Java."],
         "The user dislikes Java", "The user's preferred language is Java"),
        (["我讨厌香菜。", "我还是不喜欢香菜。", "我受不了香菜。"], ["我现在喜欢香菜了。", "我真的很喜欢香菜。", "我还是喜欢香菜。"],
         "用户不喜欢香菜", "用户喜欢香菜"),
    ],
    ids=["liking-en-java", "liking-en-cilantro", "liking-zh", "dislike-en-java", "dislike-zh"],
)  # fmt: skip
def test_a_learned_liking_or_dislike_is_superseded_by_the_opposite_learned_later(
    real: Hindsight, first_said: list[str], then_said: list[str], first_text: str, then_text: str
) -> None:
    said_weekly(real, first_said, T0)
    (first,) = real.induce(user_id="u", now=T0 + timedelta(days=20))
    assert first.text == first_text
    said_later(real, then_said, 30)
    made = real.induce(user_id="u", now=T0 + timedelta(days=60))
    assert current(made) == [then_text]
    (then,) = [r for r in made if r.valid_to is None]
    stored = {r.id: r for r in real.list_records(user_id="u", statuses=ALL_STATUSES)}
    old = stored[first.id]
    assert old.text == first_text and old.status == "active", "kept as history"
    assert old.valid_to is not None and old.superseded_by == then.id
    assert [r.text for r in stored.values() if r.kind == "semantic" and r.valid_to is None] == [then_text]
    assert real.induce(user_id="u", now=T0 + timedelta(days=61)) == []


def test_a_liking_said_once_after_a_learned_dislike_ends_it(real: Hindsight) -> None:
    said_weekly(real, ["I hate cilantro.", "I can't stand cilantro.", "I don't like cilantro."], T0)
    (first,) = real.induce(user_id="u", now=T0 + timedelta(days=20))
    said_later(real, ["I love cilantro now."], 30)
    real.induce(user_id="u", now=T0 + timedelta(days=40))
    old = real.get_record(first.id)
    assert old is not None and old.valid_to is not None and old.status == "active"


def test_a_dislike_of_one_thing_leaves_a_liking_of_another_learned(real: Hindsight) -> None:
    said_weekly(real, ["I like Python.", "I really like Python.", "I still like Python."], T0)
    said_later(real, ["I hate Java.", "I can't stand Java.", "I don't like Java."], 30)
    made = real.induce(user_id="u", now=T0 + timedelta(days=60))
    assert current(made) == ["The user dislikes Java", "The user's preferred language is Python"]
