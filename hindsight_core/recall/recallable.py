"""Which records a recall may return: those the filter lets through (the graph store is the source of truth),
searchable, not expired by a TTL given when stored, not the assistant's words faded into the archive where the
assistant's words are not asked for, and not drawn only from sources the caller excludes.
"""

from __future__ import annotations

from datetime import datetime

from hindsight_core.ingest import UNSEARCHABLE
from hindsight_core.lifecycle.expiry import TTL_GIVEN
from hindsight_core.models import MemoryRecord, RecordFilter


def _expired_as_asked(record: MemoryRecord, now: datetime) -> bool:
    """A record stored with an explicit ``ttl_days`` whose time has passed: not recalled, even before
    ``maintain`` archives it (the default TTLs of event types are applied by ``maintain`` only)."""
    return bool(record.metadata.get(TTL_GIVEN)) and record.expires_at is not None and record.expires_at <= now


def _assistants_in_archive(record: MemoryRecord, flt: RecordFilter) -> bool:
    """What the assistant inferred, faded into the archive, read by a filter that does not ask for the assistant's
    unconfirmed words (``pending``): a question about the past reads the archive as the user's history ("which
    hotel did I pick in Edinburgh?" had the assistant's own suggestions above the user's "apex sounds good")."""
    return (
        record.status == "archived"
        and record.source_kind == "model_inferred"
        and "pending" not in flt.statuses
    )


def recallable(
    record: MemoryRecord, flt: RecordFilter, now: datetime, exclude_sources: frozenset[str]
) -> bool:
    return (
        _visible(record, flt)
        and not record.metadata.get(UNSEARCHABLE)
        and not _expired_as_asked(record, now)
        and not _assistants_in_archive(record, flt)
        and not (exclude_sources and record.source_ids and set(record.source_ids) <= exclude_sources)
    )


def _visible(record: MemoryRecord, flt: RecordFilter) -> bool:
    """The graph store is the source of truth: a record whose status (or user) no longer matches the filter
    is dropped even if a path (the vector index) still returned it."""
    return flt.matches(record)
