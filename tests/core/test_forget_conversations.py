"""Message ids name a message within its conversation only ("m-1" is every chat's first message): a hard forget
finds the forgotten text in every conversation that said it, whatever ids its messages had."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import ALL_STATUSES
from tests.core.journal_helpers import files_holding

PASSPORT = "My passport number is K9876543."


def _said(hs: Hindsight, session: str, *messages: tuple[str, str]) -> None:
    hs.retain(
        [{"role": "user", "content": text, "id": mid} for mid, text in messages],
        user_id="alice",
        session_id=session,
    )


def _hard_forget_leaves_nothing(hs: Hindsight, tmp_path: Path) -> None:
    assert hs.forget(query="passport number", user_id="alice", hard=True)
    hs.export_jsonl(tmp_path / "alice.jsonl", user_id="alice")


def test_a_repeat_in_another_conversation_with_the_same_message_id_is_a_second_source(tmp_path: Path) -> None:
    with Hindsight(tmp_path / "store", embedder=HashEmbedder(64)) as hs:
        _said(hs, "chat-1", ("m-1", PASSPORT))
        _said(hs, "chat-2", ("m-1", PASSPORT))
        [record] = hs.list_records(user_id="alice")
        assert record.occurrences == 2  # said twice, in two chats
        _hard_forget_leaves_nothing(hs, tmp_path)
        assert hs.list_records(user_id="alice", statuses=ALL_STATUSES) == []
    assert files_holding(tmp_path, b"K9876543") == []


def test_a_history_sent_again_is_one_occurrence_and_forgotten_in_every_trace(tmp_path: Path) -> None:
    with Hindsight(tmp_path / "store", embedder=HashEmbedder(64)) as hs:
        _said(hs, "chat-1", ("m-1", PASSPORT))
        # the app sends the history again, in a new trace of the same conversation
        _said(hs, "chat-1", ("m-1", PASSPORT), ("m-2", "I like green tea."))
        [record] = [r for r in hs.list_records(user_id="alice") if "K9876543" in r.text]
        assert record.occurrences == 1
        _hard_forget_leaves_nothing(hs, tmp_path)
        assert [r.text for r in hs.list_records(user_id="alice")] == ["The user said: I like green tea."]
    assert files_holding(tmp_path, b"K9876543") == []


def test_a_soft_forgotten_statement_said_again_is_blanked_by_a_later_hard_forget(tmp_path: Path) -> None:
    with Hindsight(tmp_path / "store", embedder=HashEmbedder(64)) as hs:
        _said(hs, "chat-1", ("m-1", PASSPORT))
        assert hs.forget(query="passport number", user_id="alice")
        # sent again in its own chat: not stored again (what was forgotten), but its new trace is noted
        _said(hs, "chat-1", ("m-1", PASSPORT), ("m-2", "I like green tea."))
        assert not any("K9876543" in r.text for r in hs.list_records(user_id="alice"))
        _said(hs, "chat-2", ("m-1", PASSPORT))  # said again in another chat: stored again
        _hard_forget_leaves_nothing(hs, tmp_path)
        assert not any("K9876543" in r.text for r in hs.list_records(user_id="alice", statuses=ALL_STATUSES))
    assert files_holding(tmp_path, b"K9876543") == []


def test_a_soft_forgotten_statement_said_again_in_another_chat_with_the_same_id_is_stored(
    tmp_path: Path,
) -> None:
    """A message id names a message within its conversation ("m-1" is every chat's first): the same words as
    another chat's "m-1" are the user saying it again, a new occurrence stored and recalled; the forgotten
    chat's own "m-1" sent again stays forgotten."""
    trail = "My favourite hiking trail is the Ridge Loop above Tarnby."
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        _said(hs, "chat-1", ("m-1", trail))
        assert hs.forget(query="hiking trail", user_id="alice")
        _said(hs, "chat-1", ("m-1", trail), ("m-2", "I like green tea."))  # the history sent again
        assert not any("Ridge Loop" in r.text for r in hs.list_records(user_id="alice"))
        _said(hs, "chat-2", ("m-1", trail))
        [again] = [r for r in hs.list_records(user_id="alice") if "Ridge Loop" in r.text]
        assert again.status == "active" and again.scope.session_id == "chat-2"
        assert hs.recall("Which hiking trail do I like?", user_id="alice").hits[0].record.id == again.id
        statuses = sorted(
            r.status for r in hs.list_records(user_id="alice", statuses=ALL_STATUSES) if "Ridge" in r.text
        )
        assert statuses == ["active", "forgotten"]


def _chat(hs: Hindsight, session: str, said: list[tuple[str, str]], *, apart: bool, day: int) -> None:
    """The user's ``said`` ((id, text), each answered) in one conversation: one trace, or a trace per turn."""
    turns = [
        [
            {"role": "user", "content": text, "id": mid},
            {"role": "assistant", "content": "OK.", "id": f"a-{mid}"},
        ]
        for mid, text in said
    ]
    for n, turn in enumerate(turns if apart else [sum(turns, [])]):
        when = datetime(2026, 5, day, 9, n, tzinfo=UTC)
        hs.retain(turn, user_id="alice", session_id=session, occurred_at=when)


@pytest.mark.parametrize("apart", [False, True], ids=["one-trace", "journaled-apart"])
def test_forget_that_takes_back_its_own_conversations_message_not_another_with_the_same_id(
    tmp_path: Path, minilm, apart: bool
) -> None:
    """An app numbering messages per conversation: "m3" of an earlier chat is not the "m3" that "Forget that."
    points back at."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        _chat(hs, "chat-1", [("m1", "Hi!"), ("m2", "I like green tea."), ("m3", "My landline is 020 7946 0321.")],
              apart=apart, day=1)  # fmt: skip
        _chat(hs, "chat-2", [("m1", "Hello again."), ("m2", "I drive a blue Volvo."),
                             ("m3", "My gym locker code is 3318."), ("m4", "Forget that.")], apart=apart, day=2)  # fmt: skip
        status = {r.text: r.status for r in hs.list_records(user_id="alice", statuses=ALL_STATUSES)}
        assert status["The user said: My gym locker code is 3318."] == "forgotten"
        assert status["The user said: My landline is 020 7946 0321."] == "active"  # chat-1's "m3"
        assert status["The user said: I drive a blue Volvo."] == "active"


def test_a_past_version_sent_again_is_blanked_by_a_later_hard_forget(tmp_path: Path) -> None:
    """A script run again re-sends "I live in Lyon" after the move to Paris: not stored again (that is the
    past version), but its new trace holds the text, and a hard forget of the past version blanks it too."""
    with Hindsight(tmp_path / "store", embedder=HashEmbedder(64)) as hs:
        _said(hs, "s1", ("s1-m1", "I live in Lyon, 12 Rue Zythum."))
        _said(hs, "s2", ("s2-m1", "I live in Paris now."))
        _said(hs, "s1", ("s1-m1", "I live in Lyon, 12 Rue Zythum."))  # the run after a crash starts over
        records = hs.list_records(user_id="alice", statuses=ALL_STATUSES)
        assert len(records) == 2
        [lyon] = [r for r in records if "Zythum" in r.text]
        assert hs.forget(record_id=lyon.id, user_id="alice", hard=True)
        assert [r.text for r in hs.list_records(user_id="alice", statuses=ALL_STATUSES)] == [
            "The user said: I live in Paris now."
        ]
    assert files_holding(tmp_path, b"Zythum") == []
