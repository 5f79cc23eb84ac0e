"""One's money as an LLM names it: the rules name a rent ``rent`` (房租 in Chinese), savings ``savings`` (存款) and pay
``income``; a model writes monthly_rent, 租金, savings_balance or annual_income. Two names are two slots, so on a store
switched from the rules to an LLM the raise, the new rent or the new savings superseded nothing and "how much is my
rent?" could answer the old one; the model's words name the rules' slot (scripted OpenAI-compatible server)."""

from __future__ import annotations

from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.testing import FakeOpenAIServer

from .llm_switch_helpers import rules_then_llm


def test_a_models_names_of_ones_money_supersede_what_the_rules_stored(
    tmp_path: Path, minilm, server: FakeOpenAIServer
) -> None:
    said = {
        "u1": ["my rent is $2,100 a month", "I make about 95k a year", "I have about 30k in savings"],
        "u2": ["我房租三千五一个月", "我有二十万存款"],
    }
    new = {
        "u1": {
            "The user's rent went up to $2,300.": ("monthly_rent", "$2,300"),
            "The user now earns 110k a year.": ("annual_income", "110k"),
            "The user has 35k in savings.": ("savings_balance", "35k"),
        },
        "u2": {"用户的租金涨到四千了。": ("租金", "四千"), "用户的积蓄有二十五万。": ("积蓄", "二十五万")},
    }
    rules_then_llm(tmp_path, minilm, server, said, new)
    with Hindsight(tmp_path, embedder=minilm) as hs:
        rent = hs.recall("how much is my rent?", user_id="u1", k=3).hits[0].record
        assert rent.text == "The user's rent went up to $2,300."
