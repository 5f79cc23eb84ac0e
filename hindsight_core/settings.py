"""Environment configuration (``HINDSIGHT_*``), read ONLY by the CLI and the MCP server.

Library users pass typed objects to ``Hindsight(...)`` instead; nothing here runs at import time.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import platformdirs
from pydantic import BaseModel, Field, ValidationError, create_model, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from hindsight_core.clock import known_zone, known_zones
from hindsight_core.config import HindsightConfig, LifecycleConfig, LimitsConfig, ReflectionConfig
from hindsight_core.embeddings.base import Embedder
from hindsight_core.engine import AsyncHindsight
from hindsight_core.errors import ConfigError
from hindsight_core.extraction.base import StructuredLLM
from hindsight_core.stores.factory import StoreConfig, build_graph_store, build_vector_store


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir("hindsight", appauthor=False))


class HindsightSettings(BaseSettings):
    """Every ``HINDSIGHT_*`` variable the CLI and the MCP server understand."""

    model_config = SettingsConfigDict(env_prefix="HINDSIGHT_", env_nested_delimiter="__", extra="ignore")

    data_dir: Path = Field(default_factory=default_data_dir)
    embedder: Literal["minilm", "hash", "openai", "sentence-transformers"] = "minilm"
    """minilm = the bundled offline model; hash = test-only; openai / sentence-transformers need a model."""
    embedding_model: str | None = None
    embedding_dimension: int | None = Field(None, ge=1)
    """Vector size for OpenAI-compatible embedding models hindsight does not know."""
    llm_provider: Literal["none", "openai"] = "none"
    """"openai" = any OpenAI-compatible endpoint (set HINDSIGHT_LLM_BASE_URL for a local server)."""
    llm_api_key: str | None = None
    llm_model: str | None = None
    llm_base_url: str | None = None
    llm_max_prompt_tokens: int | None = Field(None, ge=1)
    """The most tokens one extraction prompt may take (``ReflectionConfig.llm_max_prompt_tokens``): for a model
    with a small context, e.g. 6000 for 8k. Unset: no limit."""
    graph_backend: str | None = None
    """A graph backend by name: sqlite, neo4j or memory (lost on exit). Unset: neo4j when HINDSIGHT_NEO4J_URI
    is set, else sqlite."""
    vector_backend: str | None = None
    """A vector backend by name: chroma (a server when HINDSIGHT_CHROMA_URL is set, else embedded) or memory."""
    neo4j_uri: str | None = None
    neo4j_user: str = "neo4j"
    neo4j_password: str = ""
    neo4j_database: str | None = None
    chroma_url: str | None = None
    chroma_collection: str | None = None
    """The Chroma collection (default "hindsight_records"): separate apps sharing one Chroma server."""
    mcp_token: str | None = None
    """The bearer token of the MCP HTTP server: required (32+ characters) off the loopback interface."""
    mcp_user_tokens: str | None = None
    """A JSON file of user-bound bearer tokens for the MCP HTTP server, ``{"<token>": "<user id>"}``: a request
    with one acts for that user only (multi-tenant serving; the model fills in ``user_id``)."""
    timezone: str | None = None
    """The users' time zone, an IANA name (``HINDSIGHT_TIMEZONE=America/New_York``): the days messages name and
    questions ask about are read on its calendar (``HindsightConfig.timezone``). Unset: UTC for the clock."""
    user_timezones: dict[str, str] = Field(default_factory=dict)
    """A time zone per user id, over ``HINDSIGHT_TIMEZONE``: JSON, ``HINDSIGHT_USER_TIMEZONES='{"alice":
    "Europe/Paris"}'``."""
    # an unknown zone is named as the setting it was read from, before any engine is built
    _known_zone = field_validator("timezone")(staticmethod(known_zone))
    _known_zones = field_validator("user_timezones")(staticmethod(known_zones))
    limits: LimitsConfig = Field(default_factory=LimitsConfig)
    """Input limits, one variable each: ``HINDSIGHT_LIMITS__MAX_QUERY_CHARS=20000``."""
    lifecycle: LifecycleConfig = Field(default_factory=LifecycleConfig)
    """Forgetting, one variable each: ``HINDSIGHT_LIFECYCLE__TTL_DAYS='{"plan": 14}'`` (JSON; a type left out
    keeps its default), ``HINDSIGHT_LIFECYCLE__HALF_LIFE_DAYS=60``; what ``hindsight maintain`` applies."""

    def store_config(self) -> StoreConfig:
        """Which stores these settings choose, and where they live."""
        return StoreConfig(
            data_dir=self.data_dir.expanduser(),
            graph_backend=self.graph_backend,
            vector_backend=self.vector_backend,
            neo4j_uri=self.neo4j_uri,
            neo4j_user=self.neo4j_user,
            neo4j_password=self.neo4j_password,
            neo4j_database=self.neo4j_database,
            chroma_url=self.chroma_url,
            chroma_collection=self.chroma_collection,
        )


def hindsight_variables(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The ``HINDSIGHT_*`` variables of ``environ`` (default: the process's), keyed by their name in upper case:
    how :class:`HindsightSettings` reads them (pydantic-settings takes a name in any case), so the CLI, the MCP
    server and an adapter opening its own engine read the same variables.

    >>> hindsight_variables({"hindsight_embedder": "hash", "PATH": "/bin"})
    {'HINDSIGHT_EMBEDDER': 'hash'}
    """
    environ = os.environ if environ is None else environ
    return {name.upper(): value for name, value in environ.items() if name.upper().startswith(_PREFIX)}


def misspelt_variables(environ: Mapping[str, str]) -> list[str]:
    """What to say of each ``HINDSIGHT_*`` variable that is not a setting but close to one: it is ignored, and a
    typo would otherwise go unseen (``HINDSIGHT_DATADIR`` wrote to the default folder). Variables of other
    tools that merely share the prefix are left alone. Pure."""
    known = _variable_names()
    out = []
    for name in sorted(hindsight_variables(environ)):
        rest = name.removeprefix(_PREFIX)
        if name in known or rest.split("__")[0] in _NESTED:  # a nested one is checked by its model
            continue
        close = difflib.get_close_matches(rest, [k.removeprefix(_PREFIX) for k in known], n=1, cutoff=0.75)
        if close:
            out.append(f"{name} is not a hindsight setting (ignored): did you mean {_PREFIX}{close[0]}?")
    return out


_PREFIX = "HINDSIGHT_"
#: The settings read one variable per field (``HINDSIGHT_LIMITS__MAX_K``), by their name in upper case.
_NESTED: dict[str, type[BaseModel]] = {
    name.upper(): field.annotation
    for name, field in HindsightSettings.model_fields.items()
    if isinstance(field.annotation, type) and issubclass(field.annotation, BaseModel)
}


def _variable_names() -> set[str]:
    """Every variable :class:`HindsightSettings` reads, nested ones included."""
    names = {f"{_PREFIX}{name.upper()}" for name in HindsightSettings.model_fields}
    for name, model in _NESTED.items():
        names.update(f"{_PREFIX}{name}__{sub.upper()}" for sub in model.model_fields)
    return names


def embedder_from_settings(settings: HindsightSettings) -> Embedder:
    # a model or size the embedder does not read is a mistake worth naming: the store went on with another model
    readers = {
        "HINDSIGHT_EMBEDDING_MODEL": ("openai", "sentence-transformers"),
        "HINDSIGHT_EMBEDDING_DIMENSION": ("openai",),
    }
    given = {
        "HINDSIGHT_EMBEDDING_MODEL": settings.embedding_model,
        "HINDSIGHT_EMBEDDING_DIMENSION": settings.embedding_dimension,
    }
    for variable, embedders in readers.items():
        if given[variable] is not None and settings.embedder not in embedders:
            raise ConfigError(
                f"{variable} is set but HINDSIGHT_EMBEDDER={settings.embedder}, which does not read it: set "
                f"HINDSIGHT_EMBEDDER={' or '.join(embedders)} (then run `hindsight reindex` on a store built "
                "with another model), or unset it"
            )
    if settings.embedder == "hash":
        from hindsight_core.embeddings.hashing import HashEmbedder

        return HashEmbedder()
    if settings.embedder == "openai":
        from hindsight_core.embeddings.openai_embedder import OpenAIEmbedder

        return OpenAIEmbedder(
            model=settings.embedding_model or "text-embedding-3-small",
            api_key=settings.llm_api_key,
            base_url=settings.llm_base_url,
            dimension=settings.embedding_dimension,
        )
    if settings.embedder == "sentence-transformers":
        if not settings.embedding_model:
            raise ConfigError("HINDSIGHT_EMBEDDER=sentence-transformers needs HINDSIGHT_EMBEDDING_MODEL")
        from hindsight_core.embeddings.sentence_transformers import SentenceTransformerEmbedder

        return SentenceTransformerEmbedder(settings.embedding_model)
    from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder

    return OnnxMiniLMEmbedder()


#: The variables that choose the embedder (:func:`embedder_from_settings` reads them).
_EMBEDDER_VARIABLES = ("HINDSIGHT_EMBEDDER", "HINDSIGHT_EMBEDDING_MODEL", "HINDSIGHT_EMBEDDING_DIMENSION")


def embedder_from_environment(environ: Mapping[str, str] | None = None) -> Embedder | None:
    """The embedder the environment names, as the CLI and the MCP server read it, for an adapter that opens
    its own engine (``data_dir=``): a store the CLI built with ``HINDSIGHT_EMBEDDER=hash`` was opened with the
    bundled model (an ``EmbeddingMismatchError``). ``None`` when no embedder variable is set (the default).

    >>> embedder_from_environment({}) is None
    True
    """
    variables = hindsight_variables(environ)
    if not any(variables.get(name) for name in _EMBEDDER_VARIABLES):
        return None
    # only the embedder's settings: another one set wrong (HINDSIGHT_LIMITS__MAX_K=abc) is not this adapter's
    given = {name: variables.get(f"HINDSIGHT_{name.upper()}") for name in _EMBEDDER_FIELDS.model_fields}
    try:
        read = _EMBEDDER_FIELDS.model_validate({k: v for k, v in given.items() if v is not None})
    except ValidationError as exc:
        error = exc.errors()[0]
        raise ConfigError(
            f"invalid setting HINDSIGHT_{str(error['loc'][0]).upper()}: {error['msg']}"
        ) from None
    return embedder_from_settings(HindsightSettings.model_construct(**read.model_dump()))


#: The settings :func:`embedder_from_settings` reads, as :class:`HindsightSettings` declares them.
_EMBEDDER_FIELD_DEFS: dict[str, Any] = {
    name: (field.annotation, field)
    for name, field in HindsightSettings.model_fields.items()
    if name in ("embedder", "embedding_model", "embedding_dimension", "llm_api_key", "llm_base_url")
}
_EMBEDDER_FIELDS = create_model("EmbedderSettings", **_EMBEDDER_FIELD_DEFS)


def llm_from_settings(settings: HindsightSettings) -> StructuredLLM | None:
    if settings.llm_provider == "none":
        # the base URL is also the openai embedder's endpoint (documented so): then it is not a stray LLM setting
        stray = [
            name
            for name, value in (
                ("HINDSIGHT_LLM_MODEL", settings.llm_model),
                ("HINDSIGHT_LLM_BASE_URL", settings.llm_base_url if settings.embedder != "openai" else None),
                ("HINDSIGHT_LLM_MAX_PROMPT_TOKENS", settings.llm_max_prompt_tokens),
            )
            if value
        ]
        if stray:
            raise ConfigError(
                f"{'/'.join(stray)} {'is' if len(stray) == 1 else 'are'} set but HINDSIGHT_LLM_PROVIDER is not: "
                "set HINDSIGHT_LLM_PROVIDER=openai (any OpenAI-compatible endpoint) or unset "
                f"{'it' if len(stray) == 1 else 'them'}"
            )
        return None
    if not settings.llm_model:
        raise ConfigError("HINDSIGHT_LLM_PROVIDER=openai needs HINDSIGHT_LLM_MODEL (e.g. gpt-4o-mini)")
    from hindsight_core.llm.openai_client import OpenAIStructuredLLM

    return OpenAIStructuredLLM(
        settings.llm_model, api_key=settings.llm_api_key, base_url=settings.llm_base_url
    )


def engine_from_settings(settings: HindsightSettings | None = None, *, resume: bool = True) -> AsyncHindsight:
    """The engine the environment describes: embedded defaults unless backends or server addresses are set.
    ``resume=False``: queued extraction windows are left for a command that writes (one that only reads
    must not extract them, maybe with another extractor than the one that queued them)."""
    settings = settings or HindsightSettings()
    stores = settings.store_config()
    embedder = embedder_from_settings(settings)
    return AsyncHindsight(
        config=HindsightConfig(
            data_dir=stores.data_dir,
            timezone=settings.timezone,
            user_timezones=settings.user_timezones,
            limits=settings.limits,
            lifecycle=settings.lifecycle,
            reflection=ReflectionConfig(
                resume_on_open=resume, llm_max_prompt_tokens=settings.llm_max_prompt_tokens
            ),
        ),
        graph_store=build_graph_store(stores),
        vector_store=build_vector_store(stores, embedder),
        embedder=embedder,
        llm=llm_from_settings(settings),
    )
