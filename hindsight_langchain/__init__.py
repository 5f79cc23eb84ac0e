"""hindsight for LangChain: chain memory, trace capture, ``create_agent`` middleware, retriever and tools.

    >>> import tempfile
    >>> from hindsight_core import Hindsight
    >>> from hindsight_langchain import HindsightMiddleware, HindsightStore, create_memory_tools
    >>> hs = Hindsight(data_dir=tempfile.mkdtemp())  # one engine, shared by the adapters
    >>> middleware, tools, store = HindsightMiddleware(engine=hs), create_memory_tools(engine=hs), HindsightStore(engine=hs)
    >>> hs.close()

Install from a checkout with ``pip install -e ".[langchain]"``. Share one engine between the adapters of a
process: an embedded data directory is opened by one engine at a time.
"""

try:
    import langchain  # noqa: F401
    import langchain_classic  # noqa: F401
    import langchain_core  # noqa: F401
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from hindsight_core.errors import MissingDependencyError

    raise MissingDependencyError(exc.name or "langchain", "langchain") from exc

from hindsight_langchain.callbacks import HindsightCallbackHandler
from hindsight_langchain.chat_history import HindsightChatMessageHistory
from hindsight_langchain.llm import LangChainStructuredLLM
from hindsight_langchain.memory import HindsightMemory
from hindsight_langchain.middleware import HindsightMiddleware
from hindsight_langchain.retriever import HindsightRetriever
from hindsight_langchain.store import HindsightStore
from hindsight_langchain.tools import create_memory_tools

__all__ = [
    "HindsightCallbackHandler",
    "HindsightChatMessageHistory",
    "HindsightMemory",
    "HindsightMiddleware",
    "HindsightRetriever",
    "HindsightStore",
    "LangChainStructuredLLM",
    "create_memory_tools",
]
