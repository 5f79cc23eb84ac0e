"""A ``HindsightRetriever`` run as a tool (``create_retriever_tool``, ``retriever.as_tool()``): an error the
model or its host can act on is the tool's answer, as the memory tools give it, not an abort of the agent run.

LangChain's retriever tool does not handle errors (``handle_tool_error`` is off, and LangGraph's tool node
raises all but argument errors): with no user anywhere, ``recall_memory`` answered the model "create_memory_tools
needs a user: ..." and the agent went on, while the retriever's ``UserError`` ended the run.
"""

from __future__ import annotations

import logging
import sys
from types import FrameType

from langchain_core.documents import Document
from langchain_core.tools import BaseTool

from hindsight_core.errors import HindsightError

logger = logging.getLogger("hindsight_langchain")

#: How far up the stack a tool's ``_run`` / ``_arun`` is looked for (a tool's function, then the retriever).
_FRAMES = 80


def running_in_tool() -> bool:
    """Whether the current code runs inside a LangChain tool's ``_run`` or ``_arun`` (an async tool runs in a
    task of its own whose first frame is its ``_arun``; a sync one in a worker thread from its ``_run``)."""
    frame: FrameType | None = sys._getframe(1)
    for _ in range(_FRAMES):
        if frame is None:
            return False
        if frame.f_code.co_name in ("_run", "_arun") and isinstance(frame.f_locals.get("self"), BaseTool):
            return True
        frame = frame.f_back
    return False


def told_to_model(error: HindsightError) -> list[Document]:
    """The retriever's answer in a tool for ``error``: one document saying it (what the model reads, as the memory
    tools' error), with ``hindsight_error`` in its metadata; logged for the host as a warning."""
    logger.warning("HindsightRetriever, run as a tool, told the model: %s", error)
    return [Document(page_content=str(error), metadata={"hindsight_error": type(error).__name__})]


__all__ = ["running_in_tool", "told_to_model"]
