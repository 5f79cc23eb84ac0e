"""Dedup/merge and conflict detection between a new record and its nearest stored neighbours."""

from __future__ import annotations

from hindsight_core.models import MemoryRecord
from hindsight_core.text import normalize_entity


def entity_keys(record: MemoryRecord) -> frozenset[str]:
    return frozenset(normalize_entity(e) for e in record.entities if normalize_entity(e))


def is_duplicate(new: MemoryRecord, old: MemoryRecord, similarity: float, threshold: float) -> bool:
    """Near-identical: cosine >= threshold, same event type, same entities, same kind and user."""
    return (
        similarity >= threshold
        and new.kind == old.kind
        and new.event_type == old.event_type
        and new.scope.user_id == old.scope.user_id
        and entity_keys(new) == entity_keys(old)
        and old.status in ("active", "pending")
    )


def merged(old: MemoryRecord, new: MemoryRecord) -> MemoryRecord:
    """``old`` absorbing ``new``: one more occurrence, latest time kept, sources unioned."""
    sources = list(dict.fromkeys([*old.source_ids, *new.source_ids]))
    latest = max(old.occurred_at, new.occurred_at)
    return old.model_copy(
        update={
            "occurrences": old.occurrences + new.occurrences,
            "occurred_at": latest,
            "source_ids": sources,
            "confidence": max(old.confidence, new.confidence),
            "strength": 1.0,
            "status": "active" if "active" in (old.status, new.status) else old.status,
        }
    )


def slot(record: MemoryRecord) -> tuple[str, str, str] | None:
    """(subject, attribute, value) when the record carries a structured slot."""
    attrs = record.attributes
    subject, attribute, value = attrs.get("subject"), attrs.get("attribute"), attrs.get("value")
    if not subject or not attribute or value is None:
        return None
    return normalize_entity(subject), attribute.strip().lower(), normalize_entity(value)


def conflicts(new: MemoryRecord, old: MemoryRecord) -> bool:
    """Same subject and attribute, different value, same user: the newer one supersedes."""
    a, b = slot(new), slot(old)
    return (
        a is not None
        and b is not None
        and a[:2] == b[:2]
        and a[2] != b[2]
        and new.scope.user_id == old.scope.user_id
        and old.valid_to is None
        and old.status in ("active", "pending")
    )


def supersede(old: MemoryRecord, new: MemoryRecord) -> tuple[MemoryRecord, MemoryRecord]:
    """Link the pair; the older one gets ``valid_to`` (bi-temporal supersession), nothing is overwritten."""
    older, newer = (old, new) if old.occurred_at <= new.occurred_at else (new, old)
    older = older.model_copy(
        update={
            "valid_to": older.valid_to or newer.occurred_at,
            "superseded_by": newer.id,
            "conflicts_with": list(dict.fromkeys([*older.conflicts_with, newer.id])),
        }
    )
    newer = newer.model_copy(
        update={
            "valid_from": newer.valid_from or newer.occurred_at,
            "conflicts_with": list(dict.fromkeys([*newer.conflicts_with, older.id])),
        }
    )
    return (older, newer) if older.id == old.id else (newer, older)
