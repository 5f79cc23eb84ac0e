"""A store filled by the rule extractor, then read by an LLM extractor (scripted OpenAI-compatible server): the facts
the model answers with, and whether each superseded what the rules stored before."""

from __future__ import annotations

import json
from pathlib import Path

from hindsight_core import Hindsight
from hindsight_core.embeddings.base import Embedder
from hindsight_core.testing import FakeOpenAIServer


def slot_attributes(subject: str, attribute: str, value: str) -> list[dict[str, str]]:
    """A fact's attributes as the model writes them: its subject, attribute and value."""
    return [
        {"key": "subject", "value": subject},
        {"key": "attribute", "value": attribute},
        {"key": "value", "value": value},
    ]


def llm_fact(text: str, attributes: list[dict[str, str]], event_type: str = "fact") -> dict[str, object]:
    """One fact of the model's answer, the user's own, stated in step S1."""
    return {
        "text": text,
        "event_type": event_type,
        "entities": [],
        "attributes": attributes,
        "source_step_ids": ["S1"],
        "source_kind": "user_stated",
        "confidence": 0.9,
        "occurred_at": None,
    }


def rules_then_llm(
    tmp_path: Path,
    embedder: Embedder,
    server: FakeOpenAIServer,
    said: dict[str, list[str]],
    new: dict[str, dict[str, tuple[str, str]]],
    *,
    subject: str = "the user",
) -> None:
    """Retain each user's ``said`` with the rules; then, with an LLM extractor, one message per user whose facts the
    model answers as ``new`` (text -> its attribute and value, of ``subject``); assert each new fact superseded the
    record of the statement said in its place."""
    from hindsight_core.llm import OpenAIStructuredLLM

    with Hindsight(tmp_path, embedder=embedder) as hs:
        for user, texts in said.items():
            for text in texts:
                hs.retain([{"role": "user", "content": text}], user_id=user)
    llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=0)
    with Hindsight(tmp_path, embedder=embedder, llm=llm) as hs:
        for user, facts in new.items():
            answer = [llm_fact(t, slot_attributes(subject, a, v)) for t, (a, v) in facts.items()]
            server.add_chat(json.dumps({"facts": answer}))
            hs.retain([{"role": "user", "content": " ".join(facts)}], user_id=user)
            records = {r.text: r for r in hs.list_records(user_id=user)}
            old = [f"The user said: {t}" if t.isascii() else f"用户说：{t}" for t in said[user]]
            assert [records[text].superseded_by for text in old] == [records[text].id for text in facts], user
