"""An adapter journals each turn of a session as a trace of its own (LangChain's ``HindsightMemory``, a core
``retain`` per exchange), so a reply's window never saw what the assistant said in the turn before: "Lisbon now"
after "Where do you live these days?" filled no home, and "the second one" after a list of three laptops was stored
bare. The session's turn before is the window's context, as the utterance before a window of one trace is: read,
never stored again, and never another session's or another user's."""

from __future__ import annotations

from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.models import LIVE
from hindsight_langchain import HindsightMemory


def _slots(hs: Hindsight, user: str = "u") -> dict[str, str]:
    return {
        r.attributes["attribute"]: r.attributes["value"]
        for r in hs.list_records(user_id=user, statuses=LIVE)
        if r.attributes.get("attribute")
    }


def test_a_langchain_turn_answers_the_question_of_the_turn_before(tmp_path: Path) -> None:
    with Hindsight(tmp_path) as hs:
        memory = HindsightMemory(engine=hs, user_id="u", session_id="s1", background=False)
        memory.save_context(
            {"input": "hi, I need help planning a move"}, {"output": "Sure! Where do you live these days?"}
        )
        memory.save_context({"input": "Lisbon now"}, {"output": "Great, Lisbon is lovely."})
        memory.save_context(
            {"input": "which laptop should I get?"},
            {"output": "Here are three options: 1. MacBook Air 2. ThinkPad X1 Carbon 3. Dell XPS 13"},
        )
        memory.save_context({"input": "the second one"}, {"output": "Good pick."})
        slots = _slots(hs)
        assert slots["lives_in"] == "Lisbon"
        (pick,) = [r for r in hs.list_records(user_id="u", statuses=LIVE) if "the second one" in r.text]
        assert "ThinkPad X1 Carbon" in pick.text
        top = hs.recall("where do I live?", user_id="u", k=3, reinforce=False).hits[0]
        assert "Lisbon" in top.record.text
        # the question carried as context is stored once, by its own turn
        asked = [r for r in hs.list_records(user_id="u", statuses=LIVE) if "Where do you live" in r.text]
        assert len(asked) == 2 and sum(r.source_kind == "model_inferred" for r in asked) == 1


def test_a_retain_per_exchange_answers_the_turn_before(tmp_path: Path) -> None:
    with Hindsight(tmp_path) as hs:
        hs.retain([{"role": "assistant", "content": "你现在在哪家公司上班？"}], user_id="u", session_id="s1")
        hs.retain([{"role": "user", "content": "腾讯"}], user_id="u", session_id="s1")
        assert _slots(hs).get("works_at") == "腾讯"


def test_another_sessions_or_users_turn_is_not_carried(tmp_path: Path) -> None:
    with Hindsight(tmp_path) as hs:
        hs.retain(
            [{"role": "assistant", "content": "Where do you live these days?"}], user_id="u", session_id="a"
        )
        hs.retain([{"role": "user", "content": "Lisbon now"}], user_id="u", session_id="b")
        hs.retain(
            [{"role": "assistant", "content": "Where do you live these days?"}], user_id="v", session_id="c"
        )
        hs.retain([{"role": "user", "content": "Porto now"}], user_id="w", session_id="c")
        assert "lives_in" not in _slots(hs, "u")
        assert "lives_in" not in _slots(hs, "w")
