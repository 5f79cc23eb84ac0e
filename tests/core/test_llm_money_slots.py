"""One's money as an LLM names it: the rules name a rent ``rent`` (房租 in Chinese), savings ``savings`` (存款) and pay
``income``; a model writes monthly_rent, 租金, savings_balance or annual_income. Two names are two slots, so on a store
switched from the rules to an LLM the raise, the new rent or the new savings superseded nothing and "how much is my
rent?" could answer the old one; the model's words name the rules' slot (scripted OpenAI-compatible server)."""

from __future__ import annotations

import json
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.testing import FakeOpenAIServer


def _fact(text: str, attribute: str, value: str) -> dict[str, object]:
    return {
        "text": text,
        "event_type": "fact",
        "entities": [],
        "attributes": [
            {"key": "subject", "value": "the user"},
            {"key": "attribute", "value": attribute},
            {"key": "value", "value": value},
        ],
        "source_step_ids": ["S1"],
        "source_kind": "user_stated",
        "confidence": 0.9,
        "occurred_at": None,
    }


def test_a_models_names_of_ones_money_supersede_what_the_rules_stored(
    tmp_path: Path, minilm, server: FakeOpenAIServer
) -> None:
    from hindsight_core.llm import OpenAIStructuredLLM

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
    with Hindsight(tmp_path, embedder=minilm) as hs:
        for user, texts in said.items():
            for text in texts:
                hs.retain([{"role": "user", "content": text}], user_id=user)
    llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=0)
    with Hindsight(tmp_path, embedder=minilm, llm=llm) as hs:
        for user, facts in new.items():
            server.add_chat(json.dumps({"facts": [_fact(t, a, v) for t, (a, v) in facts.items()]}))
            hs.retain([{"role": "user", "content": " ".join(facts)}], user_id=user)
            records = {r.text: r for r in hs.list_records(user_id=user)}
            old = [f"The user said: {t}" if t.isascii() else f"用户说：{t}" for t in said[user]]
            assert [records[text].superseded_by for text in old] == [records[text].id for text in facts], user
        rent = hs.recall("how much is my rent?", user_id="u1", k=3).hits[0].record
        assert rent.text == "The user's rent went up to $2,300."
