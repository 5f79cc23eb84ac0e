"""The public API is the curated ``__all__`` of each package, pinned here so a change to it is deliberate.

As in httpx: ``__all__`` is sorted, every name in it imports, and every public name a package defines is
listed in it (nothing leaks in by import).
"""

import __future__

import importlib
import types

import pytest

PUBLIC_API: dict[str, list[str]] = {
    "hindsight_core": [
        "AsyncHindsight",
        "ConfigError",
        "CrossEncoderReranker",
        "EmbeddingError",
        "EmbeddingMismatchError",
        "Entity",
        "ExtractionError",
        "FlushResult",
        "Hindsight",
        "HindsightConfig",
        "HindsightError",
        "LLMReranker",
        "LifecycleConfig",
        "LimitsConfig",
        "MemoryRecord",
        "MissingDependencyError",
        "RecallConfig",
        "RecallHit",
        "RecallResult",
        "RecordFilter",
        "ReflectionConfig",
        "Relation",
        "Reranker",
        "RetainResult",
        "Scope",
        "StepMeta",
        "StoreError",
        "StoreLockedError",
        "StoreUnavailableError",
        "Trace",
        "TraceSession",
        "TraceStep",
        "UserError",
        "__version__",
    ],
    "hindsight_langchain": [
        "HindsightCallbackHandler",
        "HindsightChatMessageHistory",
        "HindsightMemory",
        "HindsightMiddleware",
        "HindsightRetriever",
        "HindsightStore",
        "LangChainStructuredLLM",
        "create_memory_tools",
    ],
    "hindsight_llamaindex": [
        "HindsightInstrumentation",
        "HindsightMemory",
        "HindsightMemoryBlock",
        "HindsightRetainingMemory",
        "HindsightToolSpec",
        "LlamaIndexStructuredLLM",
        "close_engines",
    ],
}

# Dunder names a package may export on purpose.
EXPORTED_DUNDERS = {"__version__"}
# ``from __future__ import annotations`` binds ``annotations`` in the module namespace.
_FUTURE_FEATURE = type(__future__.annotations)


def _public_names(module: types.ModuleType) -> set[str]:
    """Names the package binds that a user could take for API: not private, not submodules, not
    ``from __future__`` features."""
    return {
        name
        for name, value in vars(module).items()
        if (not name.startswith("_") or name in EXPORTED_DUNDERS)
        and not isinstance(value, types.ModuleType | _FUTURE_FEATURE)
    }


@pytest.mark.parametrize("package", sorted(PUBLIC_API))
def test_all_is_pinned_and_sorted(package: str) -> None:
    module = importlib.import_module(package)
    assert module.__all__ == PUBLIC_API[package]
    assert module.__all__ == sorted(set(module.__all__))


@pytest.mark.parametrize("package", sorted(PUBLIC_API))
def test_every_exported_name_imports(package: str) -> None:
    namespace: dict[str, object] = {}
    exec(f"from {package} import *", namespace)
    missing = [name for name in PUBLIC_API[package] if name not in namespace]
    assert missing == []


@pytest.mark.parametrize("package", sorted(PUBLIC_API))
def test_every_public_name_is_exported(package: str) -> None:
    module = importlib.import_module(package)
    assert _public_names(module) == set(module.__all__)


def test_version_matches_pyproject() -> None:
    import tomllib

    import hindsight_core
    from tests.conftest import REPO_ROOT

    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert hindsight_core.__version__ == project["version"]


@pytest.mark.parametrize("cls", ["Hindsight", "AsyncHindsight"])
def test_every_public_method_of_the_engine_says_what_it_does(cls: str) -> None:
    """`help(hs.trace)` showed `trace(**kwargs)` and no text, and `get_record` and `close` had no docstring: a
    reader of the sync engine could not learn what they take or do."""
    import inspect

    import hindsight_core

    engine = getattr(hindsight_core, cls)
    undocumented = [
        name
        for name, member in inspect.getmembers(engine, callable)
        if not name.startswith("_") and not inspect.getdoc(member)
    ]
    assert undocumented == []
    assert "user_id" in inspect.signature(engine.trace).parameters
