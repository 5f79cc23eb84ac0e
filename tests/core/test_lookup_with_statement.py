"""A request to look something up that also states something of the user in the same sentence ("Look up customer
42; I live in York now.", "Find flights to Oslo - I prefer aisle seats.", 帮我查一下订单，我现在住在约克。): the
turn of a tool-using agent is a memory the user stated, recalled, not an unconfirmed question."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("Look up customer 42; I live in York now.", "where do I live?"),
        ("Find flights to Oslo - I prefer aisle seats.", "which seats do I prefer?"),
        ("帮我查一下订单，我现在住在约克。", "我住在哪里？"),
    ],
)
def test_what_the_user_states_beside_a_lookup_is_recalled(tmp_path: Path, said: str, asked: str) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        hs.retain(
            [
                {"role": "user", "content": said},
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{"id": "c1", "name": "crm", "args": {}}],
                },
                {"role": "tool", "content": '{"result": "found"}', "tool_call_id": "c1"},
            ],
            user_id="ann",
        )
        [own] = [r for r in hs.list_records(user_id="ann", statuses=("active", "pending"))
                 if r.source_kind == "user_stated"]  # fmt: skip
        assert (own.status, own.event_type) != ("pending", "question"), own
        assert own.status == "active", own
        assert any(hit.record.id == own.id for hit in hs.recall(asked, user_id="ann").hits)
