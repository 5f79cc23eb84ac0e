"""The LLM extractor's slots, checked against what the user pasted: a model that writes a pasted email's first
person as the user's ("The user lives in Boston" from "Can you summarize this email? ... I'm John, I live in Boston")
gets its fact kept without the slot, so it supersedes nothing of the user's; a slot the user states in their own
words, and a pasted author's slot written as theirs, are kept (a scripted model, no network)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import Any

from hindsight_core.extraction import ExtractionWindow, LLMExtractor
from hindsight_core.extraction.base import M
from hindsight_core.models import Scope, TraceStep

MESSAGE = (
    "I live in Leeds. Can you summarize this email from my landlord?\n\n"
    "Hi, I'm Mark. I live in York and I work at Aviva.\nMark"
)


class _Scripted:
    """A model that answers every prompt with the same facts."""

    model_id = "scripted"

    def __init__(self, facts: list[dict[str, Any]]) -> None:
        self.facts = facts

    async def complete_structured(self, messages: list[dict[str, Any]], schema: type[M]) -> M:
        return schema.model_validate({"facts": self.facts})


def _fact(text: str, subject: str, attribute: str, value: str) -> dict[str, Any]:
    slot = {"subject": subject, "attribute": attribute, "value": value}
    return {
        "text": text,
        "event_type": "fact",
        "attributes": [{"key": k, "value": v} for k, v in slot.items()],
        "source_step_ids": ["S1"],
        "source_kind": "user_stated",
        "confidence": 0.9,
    }


def test_a_slot_read_from_pasted_text_as_the_users_is_left_out() -> None:
    model = _Scripted(
        [
            _fact("The user lives in Leeds", "user", "lives_in", "Leeds"),
            _fact("The user lives in York", "user", "lives_in", "York"),
            _fact("Alice works at Aviva", "alice", "works_at", "Aviva"),
            _fact("Mark lives in York", "mark", "lives_in", "York"),
        ]
    )
    window = ExtractionWindow(
        trace_id="t",
        scope=Scope(user_id="u"),
        reference_time=datetime(2026, 1, 5, tzinfo=UTC),
        steps=[TraceStep(step_id="s1", type="user_input", name="Alice", content=MESSAGE)],
    )
    facts = asyncio.run(LLMExtractor(model).extract(window))
    slots = {f.text: (f.attributes.get("subject"), f.attributes.get("value")) for f in facts}
    assert slots == {
        # said in the user's own words (the subject the speaker's name, as the rules write it)
        "The user lives in Leeds": ("alice", "Leeds"),
        "The user lives in York": (None, None),  # the landlord's home, kept as a fact without the user's slot
        "Alice works at Aviva": (None, None),  # the speaker by name is the user too
        "Mark lives in York": ("mark", "York"),  # the author's own slot
    }
