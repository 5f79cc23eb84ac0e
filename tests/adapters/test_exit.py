"""A script that runs an agent and exits WITHOUT flush() or close(): its turn is recalled by a new process.

The script's extraction is slow on purpose (the interpreter starts shutting down while it runs): the turn is
journaled before ``invoke`` returns, and the exit hook drains the reflection before the thread pools the
engine needs are shut down.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from tests.conftest import run_script

SCRIPT = textwrap.dedent(
    """
    import asyncio, sys
    from langchain.agents import create_agent
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage
    from hindsight_core import Hindsight
    from hindsight_core.embeddings import HashEmbedder
    from hindsight_core.extraction import RuleExtractor
    from hindsight_langchain import HindsightCallbackHandler, HindsightMiddleware


    class SlowRules(RuleExtractor):
        async def extract(self, window):
            await asyncio.sleep(1.0)  # an LLM would take this long: exit begins meanwhile
            return await super().extract(window)


    class Model(GenericFakeChatModel):
        def bind_tools(self, tools, **kwargs):
            return self


    data_dir, mode = sys.argv[1], sys.argv[2]
    hs = Hindsight(data_dir=data_dir, embedder=HashEmbedder(64), extractor=SlowRules())
    model = Model(messages=iter([AIMessage("Noted: PostgreSQL.")]))
    if mode == "middleware":
        agent = create_agent(model, [], middleware=[HindsightMiddleware(engine=hs, user_id="alice")])
        agent.invoke({"messages": [("user", "I prefer PostgreSQL for new services")]})
    else:
        handler = HindsightCallbackHandler(engine=hs, user_id="alice")
        create_agent(model, []).invoke(
            {"messages": [("user", "I prefer PostgreSQL for new services")]}, config={"callbacks": [handler]}
        )
    print("invoke returned; exiting without flush() or close()", flush=True)
    """
)


@pytest.mark.parametrize("mode", ["middleware", "callback-handler"])
def test_turn_of_a_script_that_exits_without_flush_is_recalled_by_a_new_process(
    tmp_path: Path, mode: str
) -> None:
    data_dir = tmp_path / "hs"
    done = run_script(tmp_path, SCRIPT, str(data_dir), mode)
    assert "invoke returned" in done.stdout
    assert "cannot schedule new futures" not in done.stderr
    assert "kept for retry" not in done.stderr

    with Hindsight(data_dir=data_dir, embedder=HashEmbedder(64)) as fresh:
        assert fresh.stats()["queued_windows"] == 0  # reflected in the script's process, at exit
        hits = fresh.recall("Which database do I prefer for new services?", user_id="alice").hits
        assert any("PostgreSQL" in hit.record.text for hit in hits)
