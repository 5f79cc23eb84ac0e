"""The parts an engine is built from (``Hindsight(llm=..., embedder=..., ...)``), checked before anything is
opened: a part that is not one (a model's name as ``llm=``, a class instead of an instance) is a
:class:`~hindsight_core.errors.UserError` that says what to pass, not an ``AttributeError`` from deep inside or,
for the LLM and the extractor, a retain that queues every window and stores nothing.

A part is checked by the method the engine calls on it, so any object that has it passes (a test fake, an
adapter's wrapper), as the protocols are structural.

    >>> check_part("llm", "gpt-4o-mini")
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: llm= takes a StructuredLLM (an object with async complete_structured()), not the str 'gpt-4o-mini': pass OpenAIStructuredLLM("gpt-4o-mini") (hindsight_core.llm.openai_client), or your LangChain / LlamaIndex model wrapped by hindsight_langchain.llm.LangChainStructuredLLM / hindsight_llamaindex.llm.LlamaIndexStructuredLLM
"""

from __future__ import annotations

from hindsight_core.errors import UserError
from hindsight_core.validation import _shown

#: Each part: the method the engine calls on it, what it is, and what to pass.
_PARTS: dict[str, tuple[str, str, str]] = {
    "llm": (
        "complete_structured",
        "a StructuredLLM (an object with async complete_structured())",
        'pass OpenAIStructuredLLM("gpt-4o-mini") (hindsight_core.llm.openai_client), or your LangChain / '
        "LlamaIndex model wrapped by hindsight_langchain.llm.LangChainStructuredLLM / "
        "hindsight_llamaindex.llm.LlamaIndexStructuredLLM",
    ),
    "extractor": (
        "extract",
        "an Extractor (an object with async extract(window))",
        "pass RuleExtractor() (hindsight_core.extraction.rules), or leave it out: an LLM's extractor with llm=, "
        "else the rules",
    ),
    "embedder": (
        "embed",
        "an Embedder (an object with embed(texts), dimension and model_id)",
        "pass one from hindsight_core.embeddings (OnnxMiniLMEmbedder(), OpenAIEmbedder(...)), or leave it out "
        "for the bundled MiniLM",
    ),
    "reranker": (
        "score",
        "a Reranker (an object with async score(query, texts))",
        "pass CrossEncoderReranker(...) or LLMReranker(llm) from hindsight_core, or leave it out",
    ),
    "graph_store": (
        "upsert_records",
        "a GraphStore",
        "pass SqliteGraphStore (hindsight_core.stores.sqlite), InMemoryGraphStore (hindsight_core.stores)..., or "
        "leave it out for the embedded SQLite store in data_dir",
    ),
    "vector_store": (
        "upsert",
        "a VectorStore",
        "pass ChromaVectorStore (hindsight_core.stores.chroma), InMemoryVectorStore (hindsight_core.stores)..., "
        "or leave it out for the embedded Chroma store in data_dir",
    ),
}


def check_part(name: str, value: object) -> None:
    """``value`` given as the part ``name`` (one of ``_PARTS``), when it is given (``None`` is left out)."""
    if value is None:
        return
    method, what, fix = _PARTS[name]
    if isinstance(value, type):
        if callable(getattr(value, method, None)):
            raise UserError(
                f"{name}= takes {what}, not the class {value.__name__} itself: make one, {value.__name__}(...)"
            )
    elif callable(getattr(value, method, None)):
        return
    raise UserError(f"{name}= takes {what}, not {_shown(value)}: {fix}")


def check_parts(**parts: object) -> None:
    """Each part given to an engine (by its argument's name)."""
    for name, value in parts.items():
        check_part(name, value)


__all__ = ["check_part", "check_parts"]
