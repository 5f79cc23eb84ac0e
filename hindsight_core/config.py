"""Typed configuration for the library. Passed explicitly; the environment is read only by the CLI and the
MCP server (see ``hindsight_core.settings``)."""

from __future__ import annotations

import difflib
import math
from pathlib import Path
from typing import Literal
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from hindsight_core.clock import known_zone, known_zones, user_zone
from hindsight_core.errors import UserError
from hindsight_core.models import KNOWN_EVENT_TYPES


class _Config(BaseModel):
    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _known_settings(cls, data: object) -> object:
        """A misspelt setting is refused naming the ones it may have meant ("half_life" for "half_life_days"),
        not only as an extra input."""
        if isinstance(data, dict):
            for key in data:
                if isinstance(key, str) and key not in cls.model_fields:
                    close = difflib.get_close_matches(key, cls.model_fields, n=2, cutoff=0.5)
                    meant = f"did you mean {' or '.join(map(repr, close))}? " if close else ""
                    raise ValueError(
                        f"{cls.__name__} has no setting {key!r}: {meant}its settings are "
                        f"{', '.join(cls.model_fields)}"
                    )
        return data


class RecallConfig(_Config):
    """Paths, fusion, context scoring and reranking of hybrid recall. Every number here is a knob, none is
    hard-coded elsewhere; ``hindsight eval locomo`` prints what each path and stage is worth (an ablation).

    Scores are fused per query, on scores (``fusion="score"``: each path's scores min-max scaled, or
    z-scored, over its own candidates, then weighted and summed; a candidate a path did not return gets 0
    from it, and a path that returned fewer candidates than asked scales from 0 so its weakest match still
    counts) or on ranks (``fusion="rrf"``: weighted reciprocal-rank fusion). Context stages
    then add: the late-interaction (MaxSim) score over a capped pool (z-scored over the pool), a share of
    the best adjacent turn's score (the answer often follows the question), a share of the best score in
    the record's session, and boosts for the speaker a query names and for the time range it names.
    """

    fusion: Literal["score", "rrf"] = "score"
    normalization: Literal["minmax", "zscore"] = "minmax"
    """How score fusion calibrates each path per query. Min-max (a path's best = 1, the last it returned =
    0): a path returns a truncated top list, whose mean and spread depend on where it was cut; z-scores
    measured the same R@10 on the LoCoMo dev split and lower multi-hop recall (0.495 vs 0.520)."""
    keyword_weight: float = Field(1.0, ge=0)
    vector_weight: float = Field(0.7, ge=0)
    graph_weight: float = Field(0.0, ge=0)
    """The entity-graph path. Off by default: on dialogue and on agent traces it measured no gain (see the
    README's ablation) and it is the costliest path on large stores."""
    recency_weight: float = Field(0.0, ge=0)
    """A path listing the newest records (for "what did we just do" questions); off by default."""
    rrf_k: int = Field(60, ge=1)
    candidates_per_path: int = Field(30, ge=1)
    """Candidates each path returns (keyword and vector: 30 each measured as well as 50 on dialogue, cheaper)."""
    recency_candidates: int = Field(20, ge=1)
    graph_hops: int = Field(1, ge=0, le=2)
    graph_hub_fraction: float = Field(0.05, gt=0, le=1)
    """Entities mentioned by more than this share of a user's memories are hubs, left out of the graph path."""
    graph_hub_min_count: int = Field(20, ge=1)
    """...unless they are mentioned by at most this many memories (small stores have no hubs)."""
    rerank: bool = True
    """Late interaction (MaxSim over the embedder's stored token vectors) over the candidate pool; skipped
    when the embedder has no token vectors or does not cover the query's script."""
    rerank_weight: float = Field(1.0, ge=0)
    """Weight of the MaxSim stage. 0.5 measured higher on the project's development sets (four reviewer sets,
    R@1 +0.003 to +0.015; LoCoMo dev R@5 +0.016) but lower on the two sets held out from all tuning (the tests'
    held-out English conversation R@10 0.781 -> 0.756; a new 270-question set R@1 0.619 -> 0.611): kept at 1.0."""
    rerank_idf_power: float = Field(2.0, ge=0)
    """Query tokens weigh IDF ** this in MaxSim. 2 mirrors TF-IDF cosine, where a matched term counts its
    IDF once on each side (the stored tokens carry no weight of their own); 1 and 0 (uniform) measured
    lower, mostly on multi-hop questions."""
    other_subject_penalty: float = Field(0.2, ge=0, lt=1)
    """Share of its score a record loses when a question about the speaker's own life ("how much is my rent?",
    naming nobody else) meets a statement about someone else ("my partner Luis pays half the rent", 我同事小李
    搬去深圳了). Measured on nine development sets at 0.1 and 0.2 (0.2: 52 questions up, 5 down; no set lower)
    and on two held out (the tests' held-out conversations unchanged; a blind 186-question set 4 up, 0 down)."""
    other_person_penalty: float = Field(0.2, ge=0, lt=1)
    """Share of its score a record loses when a question asks about one of the user's people by role ("any gift
    ideas for my mom?", 该给我妈买什么礼物) and the record names another of them, and the asked one nowhere ("I need a
    birthday gift for my wife", 老婆生日快到了，想给她买个礼物: :mod:`~hindsight_core.recall.asked_person`). Measured on
    the ten development sets against none: 0.2 R@1 1,253 -> 1,252 of 2,050, MRR 0.7311 -> 0.7312 (the blind mixed set
    R@1 98 -> 99 of 200); 0.5 R@1 1,251, MRR 0.7302 (many more moves both ways)."""
    request_penalty: float = Field(0.4, ge=0, lt=1)
    """Share of its score a record loses when it only asks for help ("hi, can u recommend a budgeting method",
    想问一下，租房还是买房: :func:`~hindsight_core.recall.help_requests.only_asks_for_help`) and the question
    asks for a fact. Measured at 0.2 and 0.4 on two evaluation sets of 250 and 300 questions: 0.4 ranked 2 up in
    each, none down; the development set and a blind 228-question set unchanged, LoCoMo within its run-to-run
    noise."""
    rerank_pool: int = Field(40, ge=1, le=1000)
    """The most candidates (best fused first) that context scoring and reranking look at."""
    reranker_weight: float = Field(1.0, ge=0)
    """Weight of a user-supplied reranker (cross-encoder, LLM) given to the engine as ``reranker=``."""
    reranker_pool: int = Field(30, ge=1, le=200)
    """How many of the best candidates a user-supplied reranker scores (it is usually the slow part)."""
    neighbour_window: int = Field(1, ge=0, le=5)
    """Adjacent records of the same session pulled into the pool and lending score (0 = off)."""
    neighbour_pool: int = Field(20, ge=1, le=1000)
    """Neighbours are fetched for this many of the best fused candidates (further down they lend little)."""
    neighbour_weight: float = Field(0.3, ge=0)
    """Share of the best adjacent record's score a record gets."""
    session_weight: float = Field(0.5, ge=0)
    """Share of the best score in its session a record gets (0 = off)."""
    speaker_weight: float = Field(1.0, ge=0)
    """Added to records spoken by a person the query names ("What did Alice ..." -> Alice's turns)."""
    identifier_weight: float = Field(2.0, ge=0)
    """Added to records holding, as written, an identifier the query names (a code such as "ZX215Q", an order
    or phone number): the exact one, not the near-identical ones a vector finds ("ZX214Q")."""
    time_match_weight: float = Field(0.5, ge=0)
    """Added to records dated (or mentioning a date) inside a time range the query names ("in May 2023",
    "last week"); such a query also searches keywords inside the range."""
    asked_time_weight: float = Field(1.0, ge=0)
    """Added, in proportion to how new a candidate is within the pool, when the query asks for the value that
    holds now ("now", "currently", 现在); in proportion to how old, when it asks for the one before ("old",
    "used to", 之前). 0 = off. Lower weights measured (2026-12-05, ten development sets, 2,050 questions): 0.5 R@1
    1,253 -> 1,276 and the two blind sets +3 of 400, but 68 questions up against 80 down, and a designed Chinese
    case lost (我现在多重 answered by the goal 减到六十五公斤 above today's 称了68.5); most of the gain is in questions
    recall scores by words alone (Chinese), where 0.75 for those alone gained 13 on the development sets and
    nothing on the blind ones. Kept at 1.0."""
    time_decay_factor: float = Field(0.95, gt=0, le=1)
    """Per-day multiplier applied to the recency factor of the final score."""
    recency_boost: float = Field(0.05, ge=0)
    """How much the age of a record may move its score (0 = age ignored)."""
    confidence_boost: float = Field(0.1, ge=0, le=1)
    """How much confidence and strength may move a score (a multiplier between 1 - this and 1)."""
    entity_overlap_boost: float = Field(0.1, ge=0)
    max_recall_events: int = Field(10, ge=1)
    include_pending: bool = False
    context_max_tokens: int = Field(1500, ge=50)


#: The longest TTL a record may have (100 years).
MAX_TTL_DAYS = 36_500.0
#: ``LifecycleConfig.ttl_days`` of each event type not given there (days; None: no TTL).
DEFAULT_TTL_DAYS: dict[str, float | None] = {
    "fact": None,
    "preference": None,
    "decision": None,
    "plan": 30.0,
    "problem": 90.0,
}


class LifecycleConfig(_Config):
    """Decay, TTL, dedup, confidence gate."""

    pending_confidence: float = Field(0.7, ge=0, le=1)
    """Records under this confidence, and whatever the assistant said (``model_inferred``), are stored as
    ``pending``: kept, not recalled by default."""
    archive_threshold: float = Field(0.1, ge=0, le=1)
    """A record whose strength falls under this is archived by ``maintain`` (kept, out of normal recall),
    unless it is lasting knowledge (``unfading_event_types``, semantic records)."""
    half_life_days: float = Field(30.0, gt=0)
    """Days for strength to halve with no recall; each recall lengthens it (reinforcement)."""
    unfading_event_types: frozenset[str] = frozenset({"fact", "preference", "decision"})
    """Current, confirmed records of these types (and semantic records) are never archived for fading: an
    allergy nobody asked about for four months is still true. Their strength still decays, and ranks them."""
    unfading_sources: frozenset[str] = frozenset({"user_stated", "tool_returned"})
    """Current, confirmed records from these sources (what the user said, what a tool returned) are never
    archived for fading either, whatever their type ("I adopted a greyhound called Biscuit", a deploy's
    version): a user away for four months comes back to what they told. Their questions still fade, and so
    does what the assistant inferred; a newer value, a forget or a TTL the caller gives (``ttl_days=``) ends any of
    them, and their event type's TTL too where ``expire_user_statements`` says so."""
    expire_user_statements: bool = False
    """Whether the TTL of an event type (``ttl_days``) and the appointment grace archive what the user said in a
    conversation, as they archive a fact stored as given (``remember``), what a tool returned or the assistant
    inferred. Off by default: a message is stored whole, and
    its record holds what else the message said beside its plan ("We closed on a house in Evanston!!! Moving in
    next week", "dinner idea for tonight? my son Theo is allergic to tree nuts"): archived with the plan, the new
    home and the son's allergy left recall. The record still carries its expiry (``expires_at``, what ``audit``
    reports), and recall puts a plan whose day has gone below what is ahead. A TTL the caller gives with a
    record always archives it; on, every expired statement is archived as before (a question about the past
    still reaches the archive)."""
    reinforcement: float = Field(0.2, ge=0)
    dedup_similarity: float = Field(0.9, gt=0, le=1)
    forget_min_similarity: float = Field(0.5, gt=0, le=1)
    """Forgetting by query takes a record only when it shares a content word with the query or the cosine
    between the query and the record's own words reaches this (with an embedder that understands both): a
    loose query forgets nothing. With the bundled MiniLM a paraphrase ("what I drink for breakfast" / "I like
    green tea in the morning") scores about 0.6, a merely related text ("Paris" / "I live in Lyon") 0.4."""
    induction_min_support: int = Field(3, ge=1)
    """Conversations (a session, else a trace, on one day) in which consistent, current episodes about one slot
    were said that induce a semantic record."""
    ttl_days: dict[str, float | None] = Field(default_factory=lambda: dict(DEFAULT_TTL_DAYS))
    """Days a record of each event type lives (None: no TTL); a type left out keeps its default
    (:data:`DEFAULT_TTL_DAYS`; none for a type of the application's own): ``{"plan": 14}`` changes plans
    only. A TTL is a positive, finite number of days, at most a hundred years: 0 stored every record of its
    type already expired; infinity or NaN dropped them. A change reaches the live records already stored at
    the next ``maintain`` (:mod:`hindsight_core.lifecycle.expiry`)."""
    forget_in_chat_hard: bool = False
    """Whether what the user asks in conversation to forget ("Please forget my door code", 上一条不用记) is erased
    (hard: gone from every store and from the journaled steps that said it, as ``forget(hard=True)``) rather than
    soft (kept for audit, never recalled; the default, as a request is read from words and a soft forget can be
    undone by the application)."""
    maintain_every_hours: float | None = Field(24.0, gt=0, le=MAX_TTL_DAYS * 24, allow_inf_nan=False)
    """Hours between the maintenance runs (``maintain``: TTLs, decay, induction of semantic records) an engine
    starts on its own, in the background, after a reflection stores a user's memories; measured per user in
    the data directory, from the user's first reflection or last run. None: never on its own (schedule
    ``hindsight maintain --all-users``)."""
    appointment_grace_days: float | None = Field(7.0, ge=0, le=MAX_TTL_DAYS, allow_inf_nan=False)
    """Days a scheduled, one-off event (a meeting, an appointment, a booking, a flight, an exam, a deadline, a race
    or a wedding one trains or prepares for, of a named day or month; a
    calendar or booking tool's result; a journey told as a fact, "I'm flying to Oslo on Friday") is kept after the last day it names, when that day is not before the
    day it was said: "I have a meeting with Priya next Tuesday" expires a week after that Tuesday, whatever its
    event type (sooner than a plan's TTL; a TTL given with the record wins). Past events ("I met Priya last
    Tuesday"), recurring ones ("every Tuesday") and lasting facts holding a date ("My birthday is March 10")
    get none. None: appointments get no expiry of their own."""

    @field_validator("maintain_every_hours", "appointment_grace_days", mode="before")
    @classmethod
    def _none_in_words(cls, value: object) -> object:
        """``null``, ``none`` or ``off`` as text (an environment variable: ``HINDSIGHT_LIFECYCLE__...=null``) is None."""
        if isinstance(value, str) and value.strip().lower() in {"null", "none", "off", "never"}:
            return None
        return value

    @field_validator("ttl_days")
    @classmethod
    def _ttls_are_days(cls, value: dict[str, float | None]) -> dict[str, float | None]:
        from hindsight_core.validation import near_known_event_type

        for event_type, days in value.items():
            if (known := near_known_event_type(event_type)) is not None:
                raise ValueError(
                    f"ttl_days gives a TTL to the event type {event_type!r}: did you mean {known!r}? Event types "
                    f"match exactly; hindsight writes {', '.join(KNOWN_EVENT_TYPES)} (and any type you store "
                    "yourself)"
                )
            if days is not None and not (math.isfinite(days) and 0 < days <= MAX_TTL_DAYS):
                raise ValueError(
                    f"ttl_days[{event_type!r}] must be a number of days above 0 and at most {MAX_TTL_DAYS:g}, "
                    f"or None for no TTL; got {days!r}"
                )
        # a type left out keeps its default: {"plan": 14} took the 90 days of problems away
        return {**DEFAULT_TTL_DAYS, **value}


class ReflectionConfig(_Config):
    """How a trace is cut into windows for extraction."""

    window_steps: int = Field(10, ge=1)
    window_overlap: int = Field(2, ge=0)
    checkpoint_steps: int = Field(30, ge=1)
    resume_on_open: bool = True
    """Extract the windows a previous process left queued (journaled but not reflected, or failed) in the
    background when the engine opens; ``retry_pending`` does it on demand."""
    resume_wait_seconds: float = Field(30.0, ge=0.0)
    """How long a recall made while that resume runs waits for it (the last turn before a crash is answered
    from, not missed); past it the recall answers from what is formed so far."""
    retry_with_new_steps: int = Field(3, ge=1)
    """A window whose extraction failed this many times (an LLM reply that never parses) is no longer tried
    again each time its conversation grows (each try costs the LLM calls of every attempt): it stays queued
    for ``retry_pending`` (``hindsight maintain``) and the resume when an engine opens, and ``doctor``
    reports it."""
    llm_max_prompt_tokens: int | None = Field(None, ge=1)
    """The most tokens one extraction prompt of the default LLM extractor may take (estimated on the long side:
    a CJK character a token, three other characters a token), for a model with a small context; None: no
    limit. A window over it is sent in pieces, one call each, every step whole in one of them; a step longer
    than a piece alone is sent in parts, with a warning. The context must also hold the reply: about 6000 for
    an 8k model. An ``LLMExtractor`` passed to the engine takes its own ``max_prompt_tokens``."""

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
    max_facts_per_window: int = Field(500, ge=1)
    """Facts kept from one extraction window (an LLM reply with more is cut, with a warning)."""
    max_request_bytes: int = Field(4 * 1024 * 1024, ge=1024)
    """The body of one HTTP request to the MCP server (bytes); larger ones get 413 before they are read."""
    max_metadata_bytes: int = Field(1024 * 1024, ge=1024)
    """A record's ``metadata`` as JSON (bytes; ``put_record``, an import, a LangGraph store item's value): it
    is read back with the record by every list and recall. A larger payload belongs elsewhere (a file, a blob
    store), with its path or URL in the metadata."""


class HindsightConfig(_Config):
    """Everything the engine needs besides the store / embedder / extractor objects."""

    data_dir: Path = Path(".hindsight")
    recall: RecallConfig = Field(default_factory=RecallConfig)
    lifecycle: LifecycleConfig = Field(default_factory=LifecycleConfig)
    reflection: ReflectionConfig = Field(default_factory=ReflectionConfig)
    limits: LimitsConfig = Field(default_factory=LimitsConfig)
    embed_batch_size: int = Field(64, ge=1)
    timezone: str | None = None
    """The users' time zone, an IANA name ("America/New_York", "Asia/Shanghai"): the days a message names
    ("tomorrow", "on Friday", 明天) and a question asks about are read on its calendar, whatever offset a time
    arrives with (an adapter's turn and ``retain`` / ``remember`` without ``occurred_at`` are stamped in UTC).
    None: each time's own offset (UTC for the clock)."""
    user_timezones: dict[str, str] = Field(default_factory=dict)
    """A time zone per user id, over ``timezone`` (``{"alice": "Europe/Paris"}``)."""

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str | None) -> str | None:
        return known_zone(value)

    @field_validator("user_timezones")
    @classmethod
    def _known_zones(cls, value: dict[str, str]) -> dict[str, str]:
        return known_zones(value)

    def zone_of(self, user_id: str | None) -> ZoneInfo | None:
        """The zone ``user_id``'s days are read in (theirs, else ``timezone``), or None: as each time says."""
        return user_zone(self.timezone, self.user_timezones, user_id)


def engine_config(
    data_dir: str | Path | HindsightConfig | None, config: HindsightConfig | None
) -> HindsightConfig:
    """The config an engine runs with, from its ``data_dir`` and ``config`` arguments: ``config`` (default:
    every default) with ``data_dir`` in it when given, a folder path; a ``HindsightConfig`` given as ``data_dir``
    is the config."""
    if config is not None and not isinstance(config, HindsightConfig):
        raise UserError(
            f"config must be a hindsight_core.HindsightConfig, not {type(config).__name__}: build one with "
            f"HindsightConfig(**settings) or HindsightConfig.model_validate(settings)"
        )
    if isinstance(data_dir, HindsightConfig):
        # Hindsight(HindsightConfig(...)): the config passed where the folder goes, as users write it.
        if config is not None:
            raise UserError("pass one HindsightConfig, as config=...; the first argument is the data folder")
        data_dir, config = None, data_dir
    if data_dir is not None:
        data_dir = data_dir_path(data_dir)
    if config is None:
        config = HindsightConfig(data_dir=data_dir if data_dir is not None else Path(".hindsight"))
    elif data_dir is not None:
        config = config.model_copy(update={"data_dir": data_dir})
    else:
        data_dir_path(config.data_dir)  # HindsightConfig(data_dir="~nobody-here/x") too
    return config


def data_dir_path(
    value: object, name: str = "data_dir", unset: str = "leave it out for ./.hindsight"
) -> Path:
    """``data_dir`` as a path: a non-empty path without a NUL byte whose ``~`` names a home folder ("" wrote
    the store into the current directory; 5, "a\\x00b" and "~nobody-here/x" raised Python's own errors).
    ``name`` is what the error calls it, ``unset`` what it says to do instead.

    >>> data_dir_path("~no-such-user-h33/memories", "--data-dir")
    Traceback (most recent call last):
    ...
    hindsight_core.errors.UserError: --data-dir '~no-such-user-h33/memories' starts with ~no-such-user-h33, the home folder of no user of this machine: write the folder's full path (or ~/... for your own home folder)
    """
    if not isinstance(value, str | Path) or not str(value).strip() or "\x00" in str(value):
        raise UserError(
            f"{name} must be a folder path (a non-empty str or pathlib.Path, no NUL byte), not "
            f"{str(value) if isinstance(value, Path) else value!r}; {unset}"
        )
    path = Path(value)
    try:
        path.expanduser()
    except RuntimeError:  # "~someone" of no such user (or no HOME for "~")
        raise UserError(
            f"{name} {str(value)!r} starts with {path.parts[0]}, the home folder of no user of this machine: "
            "write the folder's full path (or ~/... for your own home folder)"
        ) from None
    return path
