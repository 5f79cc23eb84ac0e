"""Semantic induction: enough consistent episodes about one slot become one semantic record.

Episodes are grouped by their structured slot (subject, attribute, value; see :func:`merge.slot`). A value
whose support (the conversations its current, active episodes were said in: one chat insisting is one episode,
see :mod:`~hindsight_core.lifecycle.conversations`) reaches ``min_support`` while no other value of the same
subject and attribute is current yields one semantic record linked to its support (a tool liked before another was
said as the one in use is no longer current: "I like PostgreSQL", then "I've switched to MySQL"). Induction is
idempotent: the semantic record of a slot is updated in place when its support changes. When a newer episode
contradicts it, the semantic record is superseded (``valid_to`` / ``superseded_by``), and a new one is
induced once the new value has enough support on its own.

Example:
    >>> from datetime import UTC, datetime, timedelta
    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> t0 = datetime(2026, 3, 1, tzinfo=UTC)
    >>> slot_ = {"subject": "alice", "attribute": "preferred_database", "value": "PostgreSQL"}
    >>> episodes = [
    ...     MemoryRecord(text=f"Alice prefers PostgreSQL ({i})", event_type="preference", attributes=slot_,
    ...                  scope=Scope(user_id="alice"), occurred_at=t0 + timedelta(days=i))
    ...     for i in range(3)
    ... ]
    >>> [(r.kind, r.text, len(r.supporting_ids)) for r in induce(episodes, now=t0 + timedelta(days=5))]
    [('semantic', "Alice's preferred database is PostgreSQL", 3)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from hindsight_core.language import spoken_in_chinese
from hindsight_core.lifecycle.canonical import canonical_name
from hindsight_core.lifecycle.conversations import conversations, heard
from hindsight_core.lifecycle.merge import supersede
from hindsight_core.lifecycle.phrasing import sentence
from hindsight_core.lifecycle.restatements import LIKES, Reading, in_family, liked_key, reading, said_as
from hindsight_core.lifecycle.values import SHORT_NAMES, negated
from hindsight_core.models import LIVE, MemoryRecord, Scope, SourceKind, ensure_aware, said_order
from hindsight_core.text import has_cjk, normalize_entity, spoken_only

#: Confidence added per conversation of support beyond ``min_support``.
SUPPORT_BONUS = 0.02
#: Induced confidence never reaches certainty.
MAX_CONFIDENCE = 0.99

_SOURCE_PRIORITY: tuple[SourceKind, ...] = ("user_stated", "tool_returned", "model_inferred")

#: The attribute a dislike is said with ("I can't stand Java"), and its induced record's.
DISLIKES = "dislikes"

_Key = tuple[str, str, str]  # (user_id, subject, attribute), attribute=value for a multi-valued attribute

#: ``metadata["forgotten_because"]`` of a semantic record retracted because its support was forgotten (the
#: user did not forget the knowledge itself: new support may induce it again).
SUPPORT_FORGOTTEN = "support forgotten"


def retracted(record: MemoryRecord) -> bool:
    """A semantic record forgotten along with its support (not by the user directly)."""
    return record.status == "forgotten" and record.metadata.get("forgotten_because") == SUPPORT_FORGOTTEN


def induce(records: Sequence[MemoryRecord], *, min_support: int = 3, now: datetime) -> list[MemoryRecord]:
    """The semantic records to create or update, given every record of one or more users.

    Pass all of a user's records (every status): active episodic records are the evidence, pending ones
    only contest a value, and existing semantic records are updated rather than duplicated (one the user
    forgot is induced again only from evidence recorded after it was forgotten). Returns only records that are new or differ from their stored version;
    running it again on its own output returns ``[]``.

    Args:
        records: The stored records, of any kind and status.
        min_support: Conversations a value's current episodes must be said in to become semantic knowledge.
        now: The time of this run (``recorded_at`` of new records).

    Raises:
        ValueError: ``min_support`` is under 1.
    """
    if min_support < 1:
        raise ValueError("min_support must be at least 1")
    episodes: dict[_Key, list[tuple[Reading, MemoryRecord]]] = {}
    semantics: dict[_Key, list[tuple[Reading, MemoryRecord]]] = {}
    for record in records:
        read = reading(record)
        if read is None or retracted(record) or record.source_kind == "tool_returned":
            continue  # a tool's result is current until the call is made again, never a lasting trait
        key = (record.scope.user_id, *read.key())
        if record.kind == "semantic":
            semantics.setdefault(key, []).append((read, record))
        elif record.status in LIVE and record.valid_to is None:
            episodes.setdefault(key, []).append((read, record))
    out: list[MemoryRecord] = []
    for key in sorted(episodes.keys() | semantics.keys()):
        # how often each value was said: in how many conversations (what it is learned from was said)
        said = Counter[str]()
        for read, record in episodes.get(key, []):
            said[read.value] += len(conversations(record))
        for read, _ in semantics.get(key, []):
            said[read.value] += 0
        named = _one_name_per_value(said, liked=key[2].startswith(f"{LIKES}="))
        current = [(named[read.value], read, r) for read, r in episodes.get(key, [])]
        learned = [(named[read.value], r) for read, r in semantics.get(key, [])]
        out.extend(_induce_slot(current, learned, min_support, now))
    out.extend(_support_superseded(records, {r.id for r in out}))
    return _reversed(out, episodes, semantics)


def _support_superseded(records: Sequence[MemoryRecord], changed: set[str]) -> list[MemoryRecord]:
    """The current semantic records (not in ``changed``) whose every supporting episode was superseded by another
    value, each superseded by the newest of those values: a change the writer saw only against the episodes ("我现在
    更喜欢靠过道的座位" ends each 我更喜欢靠窗的座位 it finds, seldom the learned 用户偏好靠窗的座位 among many
    memories) left the knowledge current. The same value said again in other words ("我住在北京" after "I live in
    Beijing") ends nothing learned; forgotten support is the forget's to re-evaluate."""
    by_id = {r.id: r for r in records}
    out: list[MemoryRecord] = []
    for record in records:
        if (
            record.kind != "semantic"
            or record.id in changed
            or record.valid_to is not None
            or record.status == "forgotten"
            or retracted(record)
        ):
            continue
        support = [by_id[i] for i in record.supporting_ids if i in by_id and by_id[i].status != "forgotten"]
        if not support or any(e.valid_to is None for e in support):
            continue
        learned = reading(record)
        successors = [
            by_id[e.superseded_by]
            for e in support
            if e.superseded_by in by_id and _another_value(learned, reading(by_id[e.superseded_by]))
        ]
        if successors:
            newest = max(successors, key=said_order)
            out.append(supersede(record, newest)[0])
    return out


def _another_value(learned: Reading | None, said: Reading | None) -> bool:
    """Whether ``said`` is another value than the one ``learned`` (neither of them the other said more precisely)."""
    if learned is None or said is None:
        return True
    a, b = canonical_name(learned.value), canonical_name(said.value)
    return not (_refines(a, b) or _refines(b, a))


def _one_name_per_value(said: Counter[str], *, liked: bool = False) -> dict[str, str]:
    """Each value's name for induction: the same value under another name or written another way ("PG" /
    "Postgres" / "PostgreSQL", "Python 3.12" / "Python": :func:`~.canonical.canonical_name`) or more precisely (北京 /
    北京朝阳区, "Google" / "Google Maps": its words and more) is the one said most often (``said``: in how many
    conversations); "Java" is not "JavaScript"; numbers stand for themselves, and a negated value ("not PG") is named
    among the negated ones. A thing ``liked`` is named by :func:`~.restatements.liked_key` ("Americanos" is
    "americano", 美式咖啡 is 美式)."""
    names: dict[str, str] = {}
    heads: list[tuple[str, str, bool]] = []  # (the name, its canonical name, whether it is negated)
    # the most said first; between as often said, a name written in full ("PostgreSQL", not "PG" nor "postgres")
    for value in sorted(said, key=lambda v: (-said[v], v.casefold() in SHORT_NAMES, v)):
        no = negated(value)
        key = (liked_key if liked else canonical_name)(no if no is not None else value)
        if key.isdigit() or no is not None:
            same = (h for h, k, n in heads if k == key and n == (no is not None))
        else:
            same = (h for h, k, n in heads if not n and (_refines(key, k) or _refines(k, key)))
        head = next(same, None)
        if head is None:
            head = value
            heads.append((value, key, no is not None))
        names[value] = head
    return names


def _induce_slot(
    current: list[tuple[str, Reading, MemoryRecord]],
    semantics: list[tuple[str, MemoryRecord]],
    min_support: int,
    now: datetime,
) -> list[MemoryRecord]:
    """Induction for one (user, subject, attribute): ``current`` are its current episodes (their value's
    name, how they read, the episode)."""
    changed: dict[str, MemoryRecord] = {}
    # A current semantic record is contested by a newer current episode with another value: supersede it
    # (liking one more tool contests nothing: "I like Go" leaves "prefers Python" learned).
    for value, record in semantics:
        if record.valid_to is not None or record.status == "forgotten":
            continue
        rivals = [
            e
            for v, read, e in current
            if v != value
            and (read.contests or _liked(v) != _liked(value))
            and e.occurred_at > record.occurred_at
        ]
        if rivals:
            newest = max(rivals, key=lambda e: e.occurred_at)
            changed[record.id] = supersede(record, newest)[0]
    values = _standing(current)
    if len(values) != 1:
        return list(changed.values())
    (value,) = values
    current = [(v, read, e) for v, read, e in current if v == value]
    if negated(value) is not None:
        # "no longer lives in Paris", "gave up coffee" end what was learned and teach nothing; "I can't stand Java"
        # said in enough conversations teaches a dislike
        current = [(v, read, e) for v, read, e in current if read.said == DISLIKES]
        if not current:
            return list(changed.values())
    read_as = {e.id: read for _, read, e in current}
    support = sorted((e for _, _, e in current if e.status == "active"), key=said_order)
    if heard(support) < min_support:
        return list(changed.values())
    same = [r for v, r in semantics if v == value and r.valid_to is None and r.id not in changed]
    forgotten = [r for r in same if r.status == "forgotten"]
    if forgotten:
        # The user forgot this knowledge: only evidence recorded since may teach it again (as a new record).
        since = max(_forgotten_at(r) for r in forgotten)
        support = [e for e in support if e.recorded_at > since]
        if heard(support) < min_support:
            return list(changed.values())
        same = [r for r in same if r.status != "forgotten"]
    fields = _derived_fields(
        support, min_support, _said(value, [read_as[e.id] for e in support], support[-1])
    )
    if same:
        existing = min(same, key=lambda r: (r.recorded_at, r.id))
        if any(getattr(existing, name) != wanted for name, wanted in fields.items()):
            changed[existing.id] = existing.model_copy(
                update={
                    **fields,
                    "status": "active",
                    "strength": 1.0,
                    "metadata": {**existing.metadata, "induced_at": now.isoformat()},
                }
            )
        return list(changed.values())
    created = MemoryRecord(
        kind="semantic",
        recorded_at=now,
        metadata={"induced_at": now.isoformat()},
        **fields,
    )
    # The latest earlier semantic record of another value now points at this one as its successor.
    previous = [
        changed.get(r.id, r)
        for v, r in semantics
        if v != value and r.status != "forgotten" and r.occurred_at <= created.occurred_at
    ]
    if previous:
        old = max(previous, key=said_order)
        old, created = supersede(old, created)
        changed[old.id] = old
    return [*changed.values(), created]


def _standing(current: list[tuple[str, Reading, MemoryRecord]]) -> set[str]:
    """The values of ``current`` that still hold: a value last said before another was said as the one in use ("I like
    PostgreSQL", then "I've switched to MySQL for everything now") is ended by it, as a learned one is; liking one
    more tool ends none ("I like Go" after "I prefer Python")."""
    last: dict[str, datetime] = {}
    contested: dict[str, datetime] = {}
    for value, read, episode in current:
        last[value] = max(last.get(value, episode.occurred_at), episode.occurred_at)
        if read.contests:
            contested[value] = max(contested.get(value, episode.occurred_at), episode.occurred_at)
    return {v for v, at in last.items() if not any(w != v and since > at for w, since in contested.items())}


def _liked(value: str) -> bool:
    """Whether a family value says the thing is liked ("Java"), not disliked or given up ("not Java")."""
    return negated(value) is None


_Thing = tuple[str, str, str]  # (user_id, subject, the thing liked or disliked, by its canonical name)


def _of(record: MemoryRecord, read: Reading | None = None) -> tuple[_Thing, bool, _Key] | None:
    """(the thing, whether it is liked, the slot) of a liking, a preference or a dislike; ``None`` for another
    slot."""
    read = read or reading(record)
    if read is None or (
        read.attribute != LIKES and not read.attribute.startswith(("preferred_", "favorite_"))
    ):
        return None
    thing = negated(read.value)
    name = canonical_name(read.value if thing is None else thing)
    return (record.scope.user_id, read.subject, name), thing is None, (record.scope.user_id, *read.key())


def _reversed(
    made: list[MemoryRecord],
    episodes: dict[_Key, list[tuple[Reading, MemoryRecord]]],
    semantics: dict[_Key, list[tuple[Reading, MemoryRecord]]],
) -> list[MemoryRecord]:
    """``made`` with a liking and a dislike of one thing settled across slots: liking a known tool is a preference of
    its kind (``preferred_language`` Java), disliking it a dislike (``likes`` = "not Java"), two slots that
    :func:`_induce_slot` sees apart. A learned one is superseded by a newer learned one of the other (or, while none
    is learned, by the newest current statement of the other), and one already ended by such a statement points at
    the knowledge learned from it; nothing is overwritten."""
    latest = {r.id: r for pairs in semantics.values() for _, r in pairs} | {r.id: r for r in made}
    # what each learned record is of, read once: as :func:`induce` read it, or anew when it made or changed it
    # (superseding one below changes neither its text nor its slot)
    read_as = {r.id: read for pairs in semantics.values() for read, r in pairs}
    for record in made:
        read_as.pop(record.id, None)
    learned_of = {
        record_id: of
        for record_id, r in latest.items()
        if r.status != "forgotten" and (of := _of(r, read_as.get(record_id))) is not None
    }
    # every current statement and learned record of a liking or a dislike, by the thing it is of
    said: dict[_Thing, list[tuple[bool, _Key, MemoryRecord]]] = {}
    for pairs in episodes.values():
        for read, record in pairs:
            if (of := _of(record, read)) is not None:
                said.setdefault(of[0], []).append((of[1], of[2], record))
    for record_id, (thing, liked, key) in learned_of.items():
        said.setdefault(thing, []).append((liked, key, latest[record_id]))
    changed: dict[str, MemoryRecord] = {}
    for record_id, (thing, liked, key) in learned_of.items():
        record = latest[record_id]
        opposite = [
            latest.get(r.id, r)
            for other_liked, other_key, r in said.get(thing, [])
            if other_liked != liked and other_key != key and r.occurred_at > record.occurred_at
        ]
        learned = [
            r for r in opposite if r.kind == "semantic" and r.valid_to is None and r.status != "forgotten"
        ]
        ended_by = {r.id for r in opposite if r.kind != "semantic"}
        if learned and (record.valid_to is None or record.superseded_by in ended_by):
            old, new = supersede(record, max(learned, key=said_order))
            latest[old.id] = changed[old.id] = old
            latest[new.id] = changed[new.id] = new
        elif ended_by and record.valid_to is None:
            newest = max((r for r in opposite if r.id in ended_by), key=said_order)
            latest[record.id] = changed[record.id] = supersede(record, newest)[0]
    return list(({r.id: r for r in made} | changed).values())


def _refines(short: str, long: str) -> bool:
    """Whether the value key ``long`` is ``short`` or ``short`` said more precisely: its words first (Latin),
    or its characters first (Chinese, written without spaces)."""
    if not short or short.isdigit() or long.isdigit():
        return False
    if short == long:
        return True
    if has_cjk(short):
        return long.startswith(short)
    return long.split()[: len(short.split())] == short.split()


def _forgotten_at(record: MemoryRecord) -> datetime:
    """When a forgotten record was forgotten (its ``forgotten_at`` metadata; else when it was recorded)."""
    stamp = record.metadata.get("forgotten_at")
    if isinstance(stamp, str):
        try:
            return ensure_aware(datetime.fromisoformat(stamp))
        except ValueError:
            pass
    return record.recorded_at


def _said(value: str, readings: list[Reading], latest: MemoryRecord) -> tuple[str, str]:
    """The induced (attribute, value): a preference as its episodes' family reads it (the value's one name,
    its when-qualifier kept), any other slot as its latest episode says it."""
    attribute = str(latest.attributes["attribute"]).strip().lower()
    if in_family(attribute):
        return said_as(readings), negated(value) or value  # a dislike: "dislikes" Java
    return str(latest.attributes["attribute"]).strip(), str(latest.attributes["value"]).strip()


def _derived_fields(support: list[MemoryRecord], min_support: int, said: tuple[str, str]) -> dict[str, Any]:
    """Everything a semantic record takes from its supporting episodes (sorted oldest first) and the
    (attribute, value) it says."""
    latest = support[-1]
    weights = [e.occurrences for e in support]
    total = sum(weights)
    mean = sum(e.confidence * w for e, w in zip(support, weights, strict=True)) / total
    confidence = round(min(MAX_CONFIDENCE, mean + SUPPORT_BONUS * (heard(support) - min_support)), 6)
    event_types = Counter[str]()
    sources = Counter[SourceKind]()
    for episode, weight in zip(support, weights, strict=True):
        event_types[episode.event_type] += weight
        sources[episode.source_kind] += weight
    # Ties: the most recent episode's event type; the most direct source kind.
    event_type = max(event_types, key=lambda t: (event_types[t], t == latest.event_type))
    source_kind = max(sources, key=lambda s: (sources[s], -_SOURCE_PRIORITY.index(s)))
    agents = {e.scope.agent_id for e in support}
    subject, (attribute, value) = latest.attributes["subject"].strip(), said
    entities: dict[str, str] = {}
    for episode in support:
        for name in episode.entities:
            entities.setdefault(normalize_entity(name), name)
    expiries = [e.expires_at for e in support]
    return {
        "event_type": event_type,
        "text": sentence(_display(subject, support), attribute, value, chinese=_said_in_chinese(support)),
        "entities": [name for key, name in entities.items() if key],
        "attributes": {"subject": subject, "attribute": attribute, "value": value},
        "scope": Scope(user_id=latest.scope.user_id, agent_id=agents.pop() if len(agents) == 1 else None),
        "occurred_at": latest.occurred_at,
        "valid_from": support[0].occurred_at,
        "source_ids": list(dict.fromkeys(s for e in support for s in e.source_ids)),
        "source_kind": source_kind,
        "confidence": confidence,
        "occurrences": total,
        "supporting_ids": [e.id for e in support],
        "ttl_days": latest.ttl_days if all(expiries) else None,
        "expires_at": max(x for x in expiries if x is not None) if all(expiries) else None,
    }


def _said_in_chinese(support: Sequence[MemoryRecord]) -> bool:
    """Whether most of the support was said in Chinese (the latest episode decides a tie): knowledge of a Chinese
    speaker is written in Chinese whatever script its value is in ("我喜欢用PostgreSQL": 用户偏好PostgreSQL)."""
    votes = Counter(spoken_in_chinese(spoken_only(e.text)) for e in support)
    return votes[True] > votes[False] or (
        votes[True] == votes[False] and spoken_in_chinese(spoken_only(support[-1].text))
    )


def _display(subject: str, support: Sequence[MemoryRecord]) -> str:
    """The subject as the episodes write it ("Alice" for the slot subject "alice"), else as given."""
    key = normalize_entity(subject)
    for episode in reversed(support):
        for name in episode.entities:
            if normalize_entity(name) == key:
                return name
    return subject


def reevaluate(
    semantic: MemoryRecord,
    live_support: Sequence[MemoryRecord],
    *,
    min_support: int,
    now: datetime,
) -> MemoryRecord | None:
    """A semantic record after some of its support was forgotten: ``live_support`` are the supporting
    episodes still active and current. Returns the record with its support recomputed while the rest still
    reaches ``min_support``, else ``None`` (the knowledge goes with its evidence)."""
    support = sorted(
        (e for e in live_support if e.status == "active" and e.valid_to is None),
        key=said_order,
    )
    if not support or heard(support) < min_support:
        return None
    attrs = semantic.attributes
    fields = _derived_fields(support, min_support, (attrs["attribute"].strip(), attrs["value"].strip()))
    return semantic.model_copy(
        update={**fields, "metadata": {**semantic.metadata, "induced_at": now.isoformat()}}
    )
