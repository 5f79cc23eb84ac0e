"""An agent that reads its memory through the recall tool (MCP's `recall_memory`, the LangChain and LlamaIndex
memory tools) got the memories its query found: "always answer me in Chinese" reached it only for a query about
languages. The tool's answer opens with the user's current standing instructions, as every adapter's context does."""

from __future__ import annotations

import asyncio
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.capture.tool_schemas import RecallMemoryArgs
from hindsight_core.capture.tools import arecall_memory, recall_memory
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import Scope
from hindsight_core.recall.standing import HEADER


def test_the_recall_tool_opens_with_the_standing_instructions(tmp_path: Path) -> None:
    with Hindsight(tmp_path / "hs", embedder=HashEmbedder(64)) as hs:
        hs.retain(
            [{"role": "user", "content": "please always answer me in Chinese"}], user_id="b", session_id="a"
        )
        hs.retain(
            [{"role": "user", "content": "actually English is fine again"}], user_id="b", session_id="c"
        )
        hs.remember("Bob's landlord is Mr. Patel", user_id="b")
        args = RecallMemoryArgs(query="help me write an email to my landlord", k=1)
        answer = recall_memory(hs, Scope(user_id="b"), args).message
        assert answer.startswith(HEADER)
        block, recalled = answer.split("\n\n", 1)
        assert (
            "English is fine again" in block and "answer me in Chinese" not in block
        )  # the current one only
        assert "Mr. Patel" in recalled
        awaited = asyncio.run(arecall_memory(hs.aio, Scope(user_id="b"), args))  # type: ignore[arg-type]
        assert awaited.message == answer
        # another user's instructions are never in it, and none is no block
        hs.remember("Ann's landlord is Ms. Kim", user_id="ann")
        assert not recall_memory(hs, Scope(user_id="ann"), args).message.startswith(HEADER)
