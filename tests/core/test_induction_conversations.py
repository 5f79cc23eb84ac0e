"""Induction counts conversations, not sentences: a preference insisted on three times in one chat, or one message
an app sends again with its whole history, is one episode; three sessions (or one session on three days) are
three (rule extractor, hash embedder)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.conversations import SOURCE_CONVERSATIONS
from tests.core.retain_helpers import T0, chat


def learned(hs: Hindsight) -> list[str]:
    return [r.text for r in hs.induce(user_id="u", now=T0 + timedelta(days=30)) if r.valid_to is None]


INSISTED = [
    ("user", "I prefer PostgreSQL for this."),
    ("assistant", "Are you sure? MySQL might be simpler to run."),
    ("user", "Yes, I prefer PostgreSQL."),
    ("assistant", "OK."),
    ("user", "I really prefer PostgreSQL, trust me."),
]


def test_a_preference_insisted_on_in_one_chat_is_one_episode(hs: Hindsight) -> None:
    chat(hs, "s1", INSISTED)
    assert learned(hs) == []
    chat(hs, "s2", [("user", "I still prefer PostgreSQL.")], day=7)
    assert learned(hs) == []
    chat(hs, "s3", [("user", "I prefer PostgreSQL, as always.")], day=14)
    (made,) = hs.induce(user_id="u", now=T0 + timedelta(days=31))
    assert made.text == "The user's preferred database is PostgreSQL"
    assert made.occurrences == 5 and len(made.supporting_ids) == 5
    assert made.confidence == pytest.approx(0.9)  # three conversations: no bonus for the chat's repeats


def test_a_chinese_preference_insisted_on_in_one_chat_is_one_episode(hs: Hindsight) -> None:
    chat(
        hs,
        "s1",
        [
            ("user", "我最喜欢乌龙茶。"),
            ("assistant", "好的"),
            ("user", "真的，我最喜欢乌龙茶。"),
            ("user", "我还是最喜欢乌龙茶"),
        ],
    )
    assert learned(hs) == []
    chat(hs, "s2", [("user", "我还是最喜欢乌龙茶。")], day=7)
    assert learned(hs) == []
    chat(hs, "s3", [("user", "我最喜欢乌龙茶了。")], day=14)
    assert learned(hs) == ["用户喜欢乌龙茶"]  # the third conversation teaches it: Chinese is read and counted


def test_history_sent_again_without_ids_is_one_episode(hs: Hindsight) -> None:
    history: list[dict[str, str]] = []
    for hour, text in enumerate(
        ["I prefer PostgreSQL for everything.", "Can you help me with an index?", "Thanks!"]
    ):
        history.append({"role": "user", "content": text})
        hs.retain(list(history), user_id="u", session_id="s1", occurred_at=T0 + timedelta(hours=hour))
    (said,) = [r for r in hs.list_records(user_id="u") if "PostgreSQL" in r.text]
    assert said.occurrences == 3 and len(said.metadata[SOURCE_CONVERSATIONS]) == 1
    assert learned(hs) == []


def test_three_sessions_are_three_episodes(hs: Hindsight) -> None:
    for day, text in enumerate(
        ["I prefer PostgreSQL.", "I still prefer PostgreSQL.", "I prefer PostgreSQL, honestly."]
    ):
        chat(hs, f"main-{day}", [("user", text)], day=day)
    assert learned(hs) == ["The user's preferred database is PostgreSQL"]


def test_one_long_lived_session_counts_each_day(hs: Hindsight) -> None:
    for day in range(3):
        hs.retain(
            [{"role": "user", "content": "I prefer PostgreSQL.", "id": f"m{day}"}],
            user_id="u",
            session_id="main",
            occurred_at=T0 + timedelta(days=day),
        )
    (said,) = [r for r in hs.list_records(user_id="u") if "PostgreSQL" in r.text]
    assert said.occurrences == 3 and len(said.metadata[SOURCE_CONVERSATIONS]) == 3
    assert learned(hs) == ["The user's preferred database is PostgreSQL"]
