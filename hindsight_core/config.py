"""Typed configuration for the library. Passed explicitly; the environment is read only by the CLI and the
MCP server (see ``hindsight_core.settings``)."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator


class _Config(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RecallConfig(_Config):
    """Weights and limits of hybrid recall. Every number here is a knob, none is hard-coded elsewhere."""

    vector_weight: float = Field(0.6, ge=0)
    graph_weight: float = Field(0.3, ge=0)
    keyword_weight: float = Field(0.6, ge=0)
    recency_weight: float = Field(0.05, ge=0)
    rrf_k: int = Field(60, ge=1)
    candidates_per_path: int = Field(50, ge=1)
    recency_candidates: int = Field(20, ge=1)
    """The recency path's list is short: with its small weight, ranks past 20 barely move a fused score."""
    graph_hops: int = Field(1, ge=0, le=2)
    graph_hub_fraction: float = Field(0.05, gt=0, le=1)
    """Entities mentioned by more than this share of a user's memories are hubs, left out of the graph path."""
    graph_hub_min_count: int = Field(20, ge=1)
    """...unless they are mentioned by at most this many memories (small stores have no hubs)."""
    time_decay_factor: float = Field(0.95, gt=0, le=1)
    """Per-day multiplier applied to the recency factor of the final score."""
    recency_boost: float = Field(0.05, ge=0)
    """How much the age of a record may move its score (0 = age ignored)."""
    entity_overlap_boost: float = Field(0.1, ge=0)
    time_match_boost: float = Field(0.3, ge=0)
    """Score multiplier (1 + boost) for records dated inside a time range the query names ("last week")."""
    max_recall_events: int = Field(10, ge=1)
    include_pending: bool = False
    context_max_tokens: int = Field(1500, ge=50)


class LifecycleConfig(_Config):
    """Decay, TTL, dedup, confidence gate."""

    pending_confidence: float = Field(0.7, ge=0, le=1)
    """Records under this confidence are stored as ``pending``: kept, not recalled by default."""
    archive_threshold: float = Field(0.1, ge=0, le=1)
    half_life_days: float = Field(30.0, gt=0)
    """Days for strength to halve with no recall; each recall lengthens it (reinforcement)."""
    reinforcement: float = Field(0.2, ge=0)
    dedup_similarity: float = Field(0.9, gt=0, le=1)
    induction_min_support: int = Field(3, ge=1)
    """Occurrences of consistent, current episodes about one slot that induce a semantic record."""
    ttl_days: dict[str, float | None] = Field(
        default_factory=lambda: {
            "fact": None,
            "preference": None,
            "decision": None,
            "plan": 30.0,
            "problem": 90.0,
        }
    )


class ReflectionConfig(_Config):
    """How a trace is cut into windows for extraction."""

    window_steps: int = Field(10, ge=1)
    window_overlap: int = Field(2, ge=0)
    checkpoint_steps: int = Field(30, ge=1)
    resume_on_open: bool = True
    """Extract the windows a previous process left queued (journaled but not reflected, or failed) in the
    background when the engine opens; ``retry_pending`` does it on demand."""

    @model_validator(mode="after")
    def _overlap_smaller_than_window(self) -> ReflectionConfig:
        if self.window_overlap >= self.window_steps:
            raise ValueError("window_overlap must be smaller than window_steps")
        return self


class LimitsConfig(_Config):
    """Input limits, checked before any work (:mod:`hindsight_core.validation`): a call over one fails with a
    ``UserError`` naming the limit and how to raise it. The CLI and the MCP server read them from
    ``HINDSIGHT_LIMITS__<NAME>`` (e.g. ``HINDSIGHT_LIMITS__MAX_QUERY_CHARS=20000``)."""

    max_message_chars: int = Field(100_000, ge=1)
    """One message, trace step or remembered text (characters)."""
    max_messages_per_retain: int = Field(1_000, ge=1)
    """Messages in one ``retain`` call."""
    max_steps_per_trace: int = Field(2_000, ge=1)
    """Steps in one trace (``reflect``, ``journal_trace``, a recorder's checkpoints, MCP ``reflect_trace``)."""
    max_entities_per_record: int = Field(32, ge=1)
    """Entities one record names. Entities named together are linked pairwise (co-mentions), so a record's
    graph rows grow with the square of this; extracted records keep their first ones."""
    max_query_chars: int = Field(10_000, ge=1)
    """A recall or forget query (characters)."""
    max_id_chars: int = Field(512, ge=64)
    """An id, a name, an event type, an entity or an attribute (characters; ids hindsight makes have 36)."""
    max_list_items: int = Field(1_000, ge=1)
    """Items of a list argument: source ids, excluded sources, event types, attributes."""
    max_k: int = Field(1_000, ge=1)
    """``k`` of recall and ``limit`` of forget."""
    max_request_bytes: int = Field(4 * 1024 * 1024, ge=1024)
    """The body of one HTTP request to the MCP server (bytes); larger ones get 413 before they are read."""


class HindsightConfig(_Config):
    """Everything the engine needs besides the store / embedder / extractor objects."""

    data_dir: Path = Path(".hindsight")
    recall: RecallConfig = Field(default_factory=RecallConfig)
    lifecycle: LifecycleConfig = Field(default_factory=LifecycleConfig)
    reflection: ReflectionConfig = Field(default_factory=ReflectionConfig)
    limits: LimitsConfig = Field(default_factory=LimitsConfig)
    embed_batch_size: int = Field(64, ge=1)
