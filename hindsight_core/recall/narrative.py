"""Optional LLM reconstruction: the recalled memories retold as a short narrative for the current task.

The deterministic block (``recall.context``) is always built; the narrative replaces it only when the LLM
answers. Source ids stay in the text, so the narrative is as auditable as the block it came from.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from hindsight_core.extraction.base import StructuredLLM

SYSTEM = (
    "You rebuild an assistant's memory for its current task. You get the task (a question) and memories, "
    "each dated and with source ids in [src: ...]. Write a short, factual briefing that helps with the task: "
    "only facts present in the memories, newest first when they disagree, say explicitly when a memory was "
    "superseded or contradicted, keep every cited [src: ...] next to the fact it supports, no advice, no "
    "speculation. If nothing is relevant, answer with an empty briefing."
)


class Narrative(BaseModel):
    """What the LLM returns."""

    model_config = ConfigDict(extra="forbid")

    briefing: str = Field(description="The memory briefing, with [src: ...] citations kept.")


async def narrate(llm: StructuredLLM, query: str, context: str) -> str:
    """The briefing for ``query`` from the deterministic ``context`` block. Raises ``ExtractionError``."""
    messages = [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"Task: {query}\n\nMemories:\n{context}"},
    ]
    result = await llm.complete_structured(messages, Narrative)
    return result.briefing.strip()
