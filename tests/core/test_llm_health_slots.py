"""A health reading and how far along a pregnancy is, as an LLM names them: the rules name a blood pressure
``blood_pressure``, an A1c ``a1c``, a blood sugar ``blood_sugar`` and how far along ``pregnancy``; a model writes bp,
hba1c, fasting_glucose, weeks_pregnant, 血糖 or 孕周. Two names are two slots, so on a store switched from the rules
to an LLM the newer reading superseded nothing and "what's my A1c?" could answer the older one; the model's words
name the rules' slot (scripted OpenAI-compatible server)."""

from __future__ import annotations

from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.testing import FakeOpenAIServer

from .llm_switch_helpers import rules_then_llm


def test_a_models_names_of_readings_supersede_what_the_rules_stored(
    tmp_path: Path, minilm, server: FakeOpenAIServer
) -> None:
    said = {
        "u1": ["BP was 142/90 this morning", "my A1c came back at 6.9", "I'm 20 weeks pregnant"],
        "u2": ["空腹血糖7.2，医生说要控制饮食", "我怀孕三个月了"],
    }
    new = {
        "u1": {
            "The user's blood pressure was 128/82.": ("bp", "128/82"),
            "The user's A1c is down to 6.1.": ("hba1c", "6.1"),
            "The user is 24 weeks pregnant.": ("weeks_pregnant", "24 weeks"),
        },
        "u2": {"用户的血糖降到6.1了。": ("血糖", "6.1"), "用户怀孕五个月了。": ("孕周", "5 months")},
    }
    rules_then_llm(tmp_path, minilm, server, said, new)
    with Hindsight(tmp_path, embedder=minilm) as hs:
        a1c = hs.recall("what's my A1c?", user_id="u1", k=3).hits[0].record
        assert a1c.text == "The user's A1c is down to 6.1."
