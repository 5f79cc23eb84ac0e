"""The data model: pure pydantic data, nothing here saves itself.

Every field the lifecycle needs (decay, TTL, supersession, conflicts, semantic support) exists from day one
so that later features need no migration.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator

StepType = Literal["user_input", "model_output", "tool_call", "tool_result"]
RecordKind = Literal["episodic", "semantic"]
SourceKind = Literal["user_stated", "tool_returned", "model_inferred"]
RecordStatus = Literal["active", "pending", "archived", "forgotten"]

#: Recalled by default.
RECALLABLE: tuple[RecordStatus, ...] = ("active",)
#: Current knowledge: recalled (pending on request), deduplicated against, decayed and archived by ``maintain``.
LIVE: tuple[RecordStatus, ...] = ("active", "pending")
#: Shown beside a recalled record it conflicts with (an archived record is history, not forgotten).
HISTORY: tuple[RecordStatus, ...] = ("active", "pending", "archived")
#: Every status: audit, export, induction (which must see forgotten knowledge so as not to bring it back).
ALL_STATUSES: tuple[RecordStatus, ...] = ("active", "pending", "archived", "forgotten")

#: Event types the extractors produce. The field is a plain string: users may add their own.
KNOWN_EVENT_TYPES: tuple[str, ...] = (
    "preference",
    "decision",
    "fact",
    "plan",
    "problem",
    "solution",
    "observation",
)


def utcnow() -> datetime:
    return datetime.now(UTC)


def ensure_aware(value: datetime) -> datetime:
    """Naive datetimes are taken as UTC, so that every stored timestamp compares."""
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def new_id() -> str:
    return str(uuid.uuid4())


#: How the id of a step starts when its sender gave none (a message without an id, a tool step left unnamed).
GENERATED_STEP_PREFIX = "gen-"


def generated_step_id() -> str:
    """The id given to a step its sender did not name. Such an id says nothing about the message, so a hard
    forget's tombstone matches such a step by its content alone: the same message re-sent without an id is
    blanked on arrival (``TraceJournal``), as one re-sent with its id is."""
    return GENERATED_STEP_PREFIX + new_id()


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class Scope(_Model):
    """Who a record belongs to. Recall never crosses ``user_id``."""

    user_id: str
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None

    @field_validator("user_id")
    @classmethod
    def _user_id_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("user_id must be a non-empty string (it scopes every memory)")
        return value


class TraceStep(_Model):
    """One step of a task: what the user said, what the model said, a tool call, or its result."""

    step_id: str = Field(default_factory=generated_step_id)
    type: StepType
    content: str
    timestamp: datetime = Field(default_factory=utcnow)
    name: str | None = None
    """Speaker name for dialogue turns, tool name for tool steps."""
    metadata: dict[str, Any] = Field(default_factory=dict)
    """Tool name, arguments, run ids, token usage: whatever the source knew."""
    _sent: str | None = PrivateAttr(default=None)

    @field_validator("timestamp")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        return ensure_aware(value)

    def cleaned(self, update: dict[str, Any]) -> TraceStep:
        """A copy with ``update`` (the cleaning on entry) that remembers the content as it was sent, in memory
        only (never stored): what an older version's tombstone hashed (:meth:`sent_content`)."""
        copy = self.model_copy(update=update)
        if "content" in update:
            copy._sent = self.sent_content()
        return copy

    def sent_content(self) -> str:
        """The content as it was sent, before the cleaning on entry dropped a control character (a NUL, the ESC
        of an ANSI colour code) from it; the content itself when it was not cleaned here."""
        return self.content if self._sent is None else self._sent


class Trace(_Model):
    """An ordered list of steps plus the task goal: the working memory of one task."""

    trace_id: str = Field(default_factory=new_id)
    goal: str | None = None
    scope: Scope
    steps: list[TraceStep] = Field(default_factory=list)
    started_at: datetime = Field(default_factory=utcnow)
    metadata: dict[str, Any] = Field(default_factory=dict)


class MemoryRecord(_Model):
    """An episodic fact or a semantic piece of knowledge, with provenance and lifecycle state."""

    id: str = Field(default_factory=new_id)
    kind: RecordKind = "episodic"
    event_type: str = "fact"
    text: str
    """A third-person atomic statement."""
    entities: list[str] = Field(default_factory=list)
    attributes: dict[str, str] = Field(default_factory=dict)
    """Structured slots, e.g. subject / attribute / value, or from / to."""
    scope: Scope
    occurred_at: datetime = Field(default_factory=utcnow)
    recorded_at: datetime = Field(default_factory=utcnow)
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    trace_id: str | None = None
    source_ids: list[str] = Field(default_factory=list)
    """Ids of the messages or trace steps this record came from."""
    source_kind: SourceKind = "user_stated"
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    strength: float = Field(default=1.0, ge=0.0)
    recall_count: int = 0
    last_recalled_at: datetime | None = None
    restated_at: datetime | None = None
    """When the statement was last made again (a merged repeat): decay counts from it, as from a recall."""
    occurrences: int = 1
    ttl_days: float | None = None
    expires_at: datetime | None = None
    status: RecordStatus = "active"
    conflicts_with: list[str] = Field(default_factory=list)
    superseded_by: str | None = None
    supporting_ids: list[str] = Field(default_factory=list)
    """For semantic records: the episodic records it was induced from."""
    metadata: dict[str, Any] = Field(default_factory=dict)
    _read_repairs: tuple[str, ...] = PrivateAttr(default=())
    """What was read differently from how it was stored (a value an older hindsight wrote that this one refuses:
    :mod:`hindsight_core.record_repair`); never stored itself."""

    @field_validator(
        "occurred_at",
        "recorded_at",
        "valid_from",
        "valid_to",
        "last_recalled_at",
        "restated_at",
        "expires_at",
    )
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        return None if value is None else ensure_aware(value)

    @field_validator("text")
    @classmethod
    def _text_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("a memory's text must not be empty")
        return value


class Entity(_Model):
    """A normalised entity name with its aliases and an optional type."""

    name: str
    """Normalised (lower-cased, whitespace-collapsed) key."""
    display_name: str
    aliases: list[str] = Field(default_factory=list)
    type: str | None = None


class Relation(_Model):
    """A typed edge between two entities, taken from one record."""

    source: str
    target: str
    type: str = "related_to"
    record_id: str


class RecordFilter(_Model):
    """What a store query may see. ``user_id`` is mandatory: scopes never leak."""

    user_id: str
    agent_id: str | None = None
    session_id: str | None = None
    statuses: tuple[RecordStatus, ...] = RECALLABLE
    kinds: tuple[RecordKind, ...] | None = None
    event_types: tuple[str, ...] | None = None
    since: datetime | None = None
    until: datetime | None = None

    @field_validator("since", "until")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        return None if value is None else ensure_aware(value)

    def matches(self, record: MemoryRecord, *, statuses: tuple[RecordStatus, ...] | None = None) -> bool:
        """Whether ``record`` passes this filter (``statuses`` replaces the filter's own when given)."""
        scope = record.scope
        return (
            scope.user_id == self.user_id
            and (self.agent_id is None or scope.agent_id == self.agent_id)
            and (self.session_id is None or self._said_in_session(record))
            and record.status in (self.statuses if statuses is None else statuses)
            and (self.kinds is None or record.kind in self.kinds)
            and (self.event_types is None or record.event_type in self.event_types)
            and (self.since is None or record.occurred_at >= self.since)
            and (self.until is None or record.occurred_at <= self.until)
        )

    def _said_in_session(self, record: MemoryRecord) -> bool:
        """Whether ``record`` was said in the filter's session: its own, or one of its occurrences' (a statement
        said again in another session is one record, found from either)."""
        if record.scope.session_id == self.session_id:
            return True
        from hindsight_core.lifecycle.conversations import sessions  # imports this module

        return self.session_id in sessions(record)


class RecallHit(_Model):
    """One recalled record with its fused score and the paths that found it."""

    record: MemoryRecord
    score: float
    paths: dict[str, int] = Field(default_factory=dict)
    """Retrieval path name -> 1-based rank in that path."""
    conflict: bool = False
    """The hit disagrees with another memory of the same slot recalled beside it: a value that replaced an older one
    or was replaced (``record.superseded_by`` / ``record.valid_to`` say which: a change, not a contradiction), or one
    that contradicts another with neither replacing it (``record.metadata["contradicts"]``: "I'm allergic to
    penicillin" against "I have no drug allergies", to ask the user about). The context block labels each."""


class RecallResult(_Model):
    """What recall returns: ranked hits and the reconstructed context block."""

    query: str
    hits: list[RecallHit]
    context: str
    timings_ms: dict[str, float] = Field(default_factory=dict)


class RetainResult(_Model):
    """What retain/reflect did: the records it wrote or merged, and windows left queued.

    ``skipped_steps`` counts the steps that formed no memory (a greeting, "thanks", a bare "ok": nothing worth
    keeping was said). ``forgotten_steps`` counts the steps blanked because a hard forget's tombstone names them: a message
    hard-forgotten before and said again (the same id and text, or, in another conversation, the same text of
    three content words or more or with an identifier) is blocked by design, nothing is extracted from it, so
    "My passport number is K9876543." said again after its hard forget gives ``added == []`` and
    ``forgotten_steps == 1``. A short message ("I live in Paris.": two content words) is known again only by
    its id or in its own conversation: a plain "yes" forgotten once must not silence every later "yes".
    """

    trace_id: str
    added: list[MemoryRecord] = Field(default_factory=list)
    merged: list[MemoryRecord] = Field(default_factory=list)
    queued_windows: int = 0
    skipped_steps: int = 0
    forgotten_steps: int = 0


def said_order(record: MemoryRecord) -> tuple[datetime, datetime, str]:
    """When ``record`` was said, then when stored, then its id: the order stores list records in, which keeps the
    records of one turn (said at one time) in the order they were made, not in that of their ids (random).

    >>> at = datetime(2026, 3, 2, tzinfo=UTC)
    >>> made = [MemoryRecord(id=i, text="I finally graduated!", scope=Scope(user_id="u"), occurred_at=at,
    ...                      recorded_at=at.replace(microsecond=n)) for n, i in enumerate(["z", "a"])]
    >>> [r.id for r in sorted(made, key=said_order)]
    ['z', 'a']
    """
    return record.occurred_at, record.recorded_at, record.id
