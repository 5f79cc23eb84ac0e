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


class HindsightConfig(_Config):
    """Everything the engine needs besides the store / embedder / extractor objects."""

    data_dir: Path = Path(".hindsight")
    recall: RecallConfig = Field(default_factory=RecallConfig)
    lifecycle: LifecycleConfig = Field(default_factory=LifecycleConfig)
    reflection: ReflectionConfig = Field(default_factory=ReflectionConfig)
    embed_batch_size: int = Field(64, ge=1)
