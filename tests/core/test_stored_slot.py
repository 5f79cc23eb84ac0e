"""A stored record's slot read again from its own text: what ``hindsight doctor --repair`` gives the records an
earlier version stored without one. It must be the slot this version's extractor gives the same turn, never
one it would not give."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight_core.extraction.base import ExtractionWindow
from hindsight_core.extraction.rules import RuleExtractor
from hindsight_core.extraction.stored_slot import stored_slot
from hindsight_core.models import MemoryRecord, Scope, TraceStep

REF = datetime(2026, 5, 1, tzinfo=UTC)
SAID = [
    "I live in Lyon and I work at Initech as a backend engineer.",
    "I moved to Paris last month.",
    "Sorry, I was wrong before: my phone number is 555-0199.",
    "My sister Karen lives in Berlin.",
    "I don't work at Initech anymore, I work at Globex now",
    "I'm vegetarian and I prefer tabs over spaces.",
    "My dentist appointment is on Friday at 3pm.",
    "I really like jazz, especially Coltrane.",
    "Lisbon now.",
    "I spent the whole afternoon at the conference in Madrid.",
    "我住在北京，我在腾讯工作。",
    "我现在在字节跳动工作。",
    "我的狗叫旺财。",
    "我搬到上海了。",
    "我和婷婷分手了。现在的女朋友叫思思",
]


def _turn(content: str, *, name: str | None = None, asked: str | None = None) -> tuple[dict[str, str], str]:
    """The slot the extractor gives a user's turn's own record, and that record's text."""
    steps = [TraceStep(step_id="q", type="model_output", content=asked)] if asked else []
    steps.append(TraceStep(step_id="a", type="user_input", content=content, name=name))
    window = ExtractionWindow(trace_id="t", scope=Scope(user_id="u"), steps=steps, reference_time=REF)
    turn = RuleExtractor().extract_sync(window)[0]
    return {k: v for k, v in turn.attributes.items() if k in ("subject", "attribute", "value")}, turn.text


def _stored(text: str, **fields: object) -> MemoryRecord:
    return MemoryRecord(text=text, scope=Scope(user_id="u"), **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize("content", SAID)
@pytest.mark.parametrize(
    ("name", "asked"),
    [(None, None), ("Alice", None), (None, "Where do you live now?"), (None, "你住在哪里？")],
)
def test_a_turns_record_reads_back_the_slot_the_extractor_gave_it(
    content: str, name: str | None, asked: str | None
) -> None:
    slot, text = _turn(content, name=name, asked=asked)
    assert stored_slot(_stored(text, trace_id="t")) == slot


def test_only_a_users_turns_records_are_read() -> None:
    answer = "The user said: Lisbon now. (answering the assistant: Where do you live now?)"
    assert stored_slot(_stored(answer, trace_id="t"))["value"] == "Lisbon"
    assert stored_slot(_stored("The user said: I moved to Paris.", trace_id="t"))["value"] == "Paris"
    assert stored_slot(_stored("Karen said: I moved to Paris.", trace_id="t"))["subject"] == "karen"
    # the assistant's words, a tool's, or an LLM extractor's third-person fact (it gives the slots it reads)
    assert stored_slot(_stored("The assistant said: I live in Lyon.", trace_id="t")) == {}
    assert stored_slot(_stored("Bot said: I live in Lyon.", trace_id="t", source_kind="model_inferred")) == {}
    assert stored_slot(_stored("Alice lives in Lyon.", trace_id="t")) == {}
    # no turn's record: a fact given to remember() or an item put as it is (it must read back as put)
    assert stored_slot(_stored("The user said: I moved to Paris.")) == {}
    assert stored_slot(_stored("Alice lives in Lyon.")) == {}
