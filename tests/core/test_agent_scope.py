"""Two agents of one user (``agent_id``): a recall naming an agent stays inside that agent's memories, on every
surface (``hs.recall``, the memory tools the MCP server and the adapters wrap), so what an agent stored must
stay findable by that agent, whatever another agent of the user stored before it.

Run on the real bundled MiniLM: its similarities decide what is a duplicate.
"""

from __future__ import annotations

from hindsight_core import Hindsight
from hindsight_core.capture import tools as memory_tools
from hindsight_core.capture.tool_schemas import RecallMemoryArgs, StoreMemoryArgs
from hindsight_core.models import Scope

FACT = "Alice prefers PostgreSQL for billing."


def test_the_same_fact_stored_by_two_agents_is_found_by_each(real: Hindsight) -> None:
    first = real.remember(FACT, user_id="alice", agent_id="planner")
    second = real.remember(FACT, user_id="alice", agent_id="coder")
    assert second.scope.agent_id == "coder" and second.id != first.id
    for agent in ("planner", "coder"):
        hits = real.recall("which database for billing?", user_id="alice", agent_id=agent, k=5).hits
        assert [(h.record.text, h.record.scope.agent_id) for h in hits] == [(FACT, agent)]
    # the user's own recall (no agent) shows the statement once in its context block
    both = real.recall("which database for billing?", user_id="alice", k=5)
    assert both.context.count("PostgreSQL") == 1
    # said again by the same agent, it is still one memory of that agent, counted twice
    again = real.remember(FACT, user_id="alice", agent_id="coder")
    assert again.id == second.id and again.occurrences == 2


def test_a_turn_retained_by_a_second_agent_is_recalled_by_it(real: Hindsight) -> None:
    turn = [{"role": "user", "content": "I live in Lyon.", "id": "m1"}]
    real.retain(turn, user_id="bob", agent_id="travel", session_id="s1")
    real.retain(turn, user_id="bob", agent_id="billing", session_id="s2")
    for agent in ("travel", "billing"):
        hits = real.recall("where do I live?", user_id="bob", agent_id=agent, k=5).hits
        assert [h.record.scope.agent_id for h in hits] == [agent]


def test_the_memory_tools_of_a_second_agent_find_what_it_stored(real: Hindsight) -> None:
    """What an MCP client or an adapter's ``store_memory`` answers ("Already remembered") must hold for that
    agent's ``recall_memory``."""
    for agent in ("planner", "coder"):
        scope = Scope(user_id="alice", agent_id=agent)
        memory_tools.store_memory(real, scope, StoreMemoryArgs(text=FACT))
        found = memory_tools.recall_memory(real, scope, RecallMemoryArgs(query="which database for billing?"))
        assert [hit.text for hit in found.hits] == [FACT], agent


def test_forget_by_query_takes_every_agent_s_record_of_the_statement(real: Hindsight) -> None:
    """A user asking one agent to forget a statement: no agent recalls it after (one record per agent)."""
    for agent in ("planner", "coder"):
        real.remember(FACT, user_id="alice", agent_id=agent)
    for agent in ("planner", "coder"):  # each agent finds its record before the forget
        hits = real.recall("which database for billing?", user_id="alice", agent_id=agent).hits
        assert [h.record.text for h in hits] == [FACT], agent
    real.forget(query="PostgreSQL for billing", user_id="alice")
    for agent in ("planner", "coder", None):
        assert real.recall("which database for billing?", user_id="alice", agent_id=agent).hits == []
