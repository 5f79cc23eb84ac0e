"""Optional LLM reconstruction: the recalled memories retold as a short narrative for the current task.

The deterministic block (``recall.context``) is always built; the narrative replaces it only when the LLM
answers. Source ids stay in the text, so the narrative is as auditable as the block it came from; a briefing
that cites no source, cites a source the block does not hold, or is not valid Unicode text (a lone surrogate
the app could not print or send on) is refused (the block is used), and a long one is cut to the block's token
budget.
"""

from __future__ import annotations

import logging
import re

from pydantic import BaseModel, ConfigDict, Field

from hindsight_core.config import RecallConfig
from hindsight_core.errors import ExtractionError
from hindsight_core.extraction.base import StructuredLLM

logger = logging.getLogger(__name__)

SYSTEM = (
    "You rebuild an assistant's memory for its current task. You get the task (a question) and memories, "
    "each dated and with source ids in [src: ...]. Write a short, factual briefing that helps with the task: "
    "only facts present in the memories, newest first when they disagree, say explicitly when a memory was "
    "superseded or contradicted, keep every cited [src: ...] next to the fact it supports, no advice, no "
    "speculation. If nothing is relevant, answer with an empty briefing."
)

_CITATION = re.compile(r"\[src:\s*([^\]]*)\]", re.IGNORECASE)
_MORE_IDS = re.compile(r"\s*\+\d+$")  # the block's "a, b +3": 3 more ids it does not show
# Where a briefing may be cut: after a line, or after a sentence's end (Latin or CJK punctuation).
_BOUNDARY = re.compile(r"\n|[.!?](?=\s)|[。！？]")


_DEFAULT_BUDGET: int = RecallConfig.model_fields["context_max_tokens"].default


class Narrative(BaseModel):
    """What the LLM returns (keys the schema does not ask for, such as a "confidence", are ignored)."""

    model_config = ConfigDict(extra="ignore")

    briefing: str = Field(description="The memory briefing, with [src: ...] citations kept.")


class UnsourcedNarrativeError(ExtractionError):
    """The briefing cites no source, or a source id that none of the recalled memories has: it is not used."""


async def narrate(llm: StructuredLLM, query: str, context: str, *, max_tokens: int | None = None) -> str:
    """The briefing for ``query`` from the deterministic ``context`` block, at most ``max_tokens`` (default:
    ``RecallConfig.context_max_tokens``), cut at a line or sentence end. One LLM call, no retry: a recall
    waits for one answer at most.

    Raises:
        ExtractionError: the LLM failed, the briefing is not valid Unicode text, or (``UnsourcedNarrativeError``)
            it cites no source or a source id that is not in ``context``; the caller then uses the block.
    """
    budget = max_tokens if max_tokens is not None else _DEFAULT_BUDGET
    messages = [
        {"role": "system", "content": SYSTEM},
        {
            "role": "user",
            "content": f"Task: {query}\n\nMemories:\n{context}\n\nKeep the briefing under {budget} tokens.",
        },
    ]
    result = await llm.complete_structured(messages, Narrative)
    briefing = result.briefing.strip()
    if not briefing:
        return ""  # "nothing is relevant": the caller keeps the block
    try:
        briefing.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ExtractionError(
            f"the narrative is not valid Unicode text (a lone surrogate U+{ord(briefing[exc.start]):04X} at "
            f"position {exc.start}): the app could not print or send it on"
        ) from None
    cited = cited_source_ids(briefing)
    if not cited:
        raise UnsourcedNarrativeError(
            "the narrative cites no source ([src: ...]): nothing in it can be checked"
        )
    invented = cited - cited_source_ids(context)
    if invented:
        raise UnsourcedNarrativeError(
            f"the narrative cites source ids the recalled memories do not have ({', '.join(sorted(invented))});"
            " the model invented them"
        )
    return fit_to_budget(briefing, budget)


def cited_source_ids(text: str) -> set[str]:
    """Every id in the ``[src: a, b]`` citations of ``text`` (the block's ``+N`` counts left out)."""
    ids: set[str] = set()
    for match in _CITATION.finditer(text):
        for part in re.split(r"[,;]", match.group(1)):
            token = _MORE_IDS.sub("", part.strip())
            if token:
                ids.add(token)
    return ids


def fit_to_budget(text: str, max_tokens: int) -> str:
    """``text`` cut to ``max_tokens`` (as ``recall.fusion.approx_tokens`` counts them) at the last line or sentence end that fits; at the
    last space when no boundary does, mid-word only when there is neither."""
    end = _fitting_prefix(text, max_tokens)
    if end == len(text):
        return text
    prefix = text[:end]
    boundaries = [m.end() for m in _BOUNDARY.finditer(prefix)]
    cut = boundaries[-1] if boundaries else (prefix.rfind(" ") if " " in prefix else end)
    logger.warning(
        "the narrative briefing (%d characters) is over the budget of %d tokens: cut after %d characters",
        len(text), max_tokens, cut,
    )  # fmt: skip
    return prefix[: cut or end].rstrip()


def _fitting_prefix(text: str, max_tokens: int) -> int:
    """The length of the longest prefix of ``text`` within ``max_tokens``, read once (a runaway reply can be
    megabytes long)."""
    cjk = other = 0
    for index, ch in enumerate(text):
        if "\u3400" <= ch <= "\u9fff":
            cjk += 1
        else:
            other += 1
        if cjk + -(-other // 4) > max_tokens:
            return index
    return len(text)


__all__ = ["Narrative", "UnsourcedNarrativeError", "cited_source_ids", "fit_to_budget", "narrate"]
