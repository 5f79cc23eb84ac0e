"""Whether the configured extraction LLM answers: one cheap call, for ``hindsight doctor``.

A wrong base URL, key or model is reported here, not first by a reflection that fails (its windows stay
queued, but nothing is extracted until it is fixed). The OpenAI-compatible client asks for one token; another
``StructuredLLM`` (an adapter's chat model) answers one tiny structured reply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel

from hindsight_core.errors import ExtractionError

if TYPE_CHECKING:
    from hindsight_core.extraction.base import StructuredLLM


class _Probe(BaseModel):
    ok: bool


async def check_llm(llm: StructuredLLM) -> tuple[bool, str, str]:
    """``(answers, what was seen, what to fix)`` for one call to ``llm`` (the fix is "" when it answers)."""
    from hindsight_core.llm.openai_client import OpenAIStructuredLLM

    where = f"{llm.model_id} at {llm.base_url}" if isinstance(llm, OpenAIStructuredLLM) else llm.model_id
    try:
        if isinstance(llm, OpenAIStructuredLLM):
            await llm.probe()
        else:
            await llm.complete_structured([{"role": "user", "content": 'Reply {"ok": true}'}], _Probe)
    except ExtractionError as exc:
        return False, str(exc), _fix(exc.status_code)
    return True, f"{where} answers", ""


def _fix(status: int | None) -> str:
    """What to set for a failed call's HTTP status (None: no answer at all)."""
    if status in (401, 403):
        return "set HINDSIGHT_LLM_API_KEY to a key the endpoint accepts for this model"
    if status == 404:
        return (
            "set HINDSIGHT_LLM_MODEL to a model the endpoint serves, and HINDSIGHT_LLM_BASE_URL to its "
            "OpenAI-compatible root (usually ending in /v1)"
        )
    if status is None:
        return "check HINDSIGHT_LLM_BASE_URL (usually ending in /v1) and that the server is running"
    return (
        "check HINDSIGHT_LLM_BASE_URL, HINDSIGHT_LLM_MODEL and HINDSIGHT_LLM_API_KEY, and the server's logs"
    )


__all__ = ["check_llm"]
