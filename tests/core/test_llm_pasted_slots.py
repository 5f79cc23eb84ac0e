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


def _read_by_tool(returned: str, fact: dict[str, Any]) -> dict[str, Any]:
    """The slot the extractor keeps of ``fact``, cited from the result of a tool that ``returned`` a text."""
    fact = fact | {"source_step_ids": ["S3"], "source_kind": "tool_returned"}
    window = ExtractionWindow(
        trace_id="t",
        scope=Scope(user_id="u"),
        reference_time=datetime(2026, 1, 5, tzinfo=UTC),
        steps=[
            TraceStep(step_id="s1", type="user_input", content="read me my newest email"),
            TraceStep(step_id="s2", type="tool_call", name="read_email", content="{}", metadata={"tool_call_id": "c1"}),
            TraceStep(step_id="s3", type="tool_result", name="read_email", content=returned,
                      metadata={"tool_call_id": "c1"}),
        ],
    )  # fmt: skip
    (kept,) = asyncio.run(LLMExtractor(_Scripted([fact])).extract(window))
    return {k: kept.attributes[k] for k in ("subject", "attribute", "value") if k in kept.attributes}


def test_a_tool_results_first_person_is_its_authors_not_the_users() -> None:
    """An email a tool read says "I moved to Austin": a model that writes it as the user's gets no slot of the
    user's (it would end the home the user told); what the tool says of the user itself (a profile) keeps it."""
    email = (
        "From: Sarah Kim <sarah@x.com>\nSubject: news!\n\nHi Dana, I moved to Austin last month, loving it."
    )
    moved = _fact("The user moved to Austin", "user", "lives_in", "Austin")
    assert _read_by_tool(email, moved) == {}
    assert _read_by_tool('{"body": "We finally moved to Austin, come visit!"}', moved) == {}
    assert (
        _read_by_tool("我上个月搬到杭州了，有空来玩", _fact("用户搬到了杭州", "user", "lives_in", "杭州"))
        == {}
    )
    profile = '{"name": "Dana Reyes", "city": "Austin", "plan": "premium"}'
    assert _read_by_tool(profile, moved) == {"subject": "user", "attribute": "lives_in", "value": "Austin"}
    record = "Patient: Dana Reyes. Allergies: penicillin. Address: 12 Elm St, Austin."
    assert _read_by_tool(record, moved)["value"] == "Austin"
    # the author's own slot, written as theirs, stays
    sarah = _fact("Sarah moved to Austin", "sarah", "lives_in", "Austin")
    assert _read_by_tool(email, sarah) == {"subject": "sarah", "attribute": "lives_in", "value": "Austin"}
