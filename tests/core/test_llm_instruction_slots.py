"""Standing instructions as an LLM names their slots: the rules fill reply_language ("please always answer me in
Chinese"), reply_length, units and nickname (叫我老王就行); a model writes response_language, response_length,
unit_system, preferred_name or 称呼. Two names are two slots, so on a store switched from the rules to an LLM the
change superseded nothing and the adapters' block of standing instructions carried both the old and the new one, or
only the old (scripted OpenAI-compatible server)."""

from __future__ import annotations

from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.testing import FakeOpenAIServer

from .llm_switch_helpers import rules_then_llm


def test_a_models_names_of_the_instruction_slots_supersede_what_the_rules_stored(
    tmp_path: Path, minilm, server: FakeOpenAIServer
) -> None:
    said = {
        "u1": ["please always answer me in Chinese", "keep your answers short please", "use metric units"],
        "u2": ["叫我老王就行"],
    }
    new = {
        "u1": {
            "The user wants answers in English.": ("response_language", "English"),
            "The user is fine with longer answers.": ("response_length", "detailed"),
            "The user uses imperial units.": ("unit_system", "imperial"),
        },
        "u2": {"用户希望被称呼为小王。": ("称呼", "小王")},
    }
    rules_then_llm(tmp_path, minilm, server, said, new)
    with Hindsight(tmp_path, embedder=minilm) as hs:
        assert sorted(r.text for r in hs.standing_instructions(user_id="u1")) == sorted(new["u1"])
        assert [r.text for r in hs.standing_instructions(user_id="u2")] == ["用户希望被称呼为小王。"]
