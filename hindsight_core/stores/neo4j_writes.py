"""The work of the Neo4j graph store's write transactions, each run in one managed transaction (the driver
retries it on transient errors): records with their mentions, co-mention links and relations, entities and
their aliases, hard deletes, token vectors, and hard forgets' numbered tombstones. The Cypher they run is
built in :mod:`hindsight_core.stores.cypher`; the store itself is :mod:`hindsight_core.stores.neo4j`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from hindsight_core.errors import UserError
from hindsight_core.models import Entity, MemoryRecord, Relation
from hindsight_core.stores import cypher
from hindsight_core.stores.neo4j_driver import rows
from hindsight_core.stores.protocols import ForgottenSource, TokenVectorsItem
from hindsight_core.text import normalize_entity

if TYPE_CHECKING:
    import neo4j


async def write_records(
    tx: neo4j.AsyncManagedTransaction,
    records: Sequence[MemoryRecord],
    data: Sequence[str],
    relations: Sequence[Relation],
) -> None:
    """Replace ``records`` (``data``: their JSON) with their mentions and co-mention links, add ``relations``,
    and delete the entities only the records' previous versions named. ``UserError`` for a relation naming
    a record that is neither in the batch nor stored."""
    batch_ids = [record.id for record in records]
    outside = sorted({rel.record_id for rel in relations} - set(batch_ids))
    if outside:
        stored = {row["id"] for row in await rows(tx, cypher.existing_records_query(outside))}
        missing = [record_id for record_id in outside if record_id not in stored]
        if missing:
            raise UserError(
                f"relations name record(s) {', '.join(missing)}, neither in this batch nor stored: "
                "upsert the records together with their relations"
            )
    if records:
        previous = [row["name"] for row in await rows(tx, cypher.linked_entities_query(batch_ids))]
        await rows(tx, cypher.clear_links_query(batch_ids))
        await rows(tx, cypher.write_records_query(records, data))
    else:
        previous = []
    if relations:
        await rows(tx, cypher.write_relations_query(relations))
    if previous:
        await rows(tx, cypher.delete_orphan_entities_query(previous))


async def write_entities(
    tx: neo4j.AsyncManagedTransaction, entities: Sequence[Entity], keys: Sequence[str]
) -> None:
    """Create or update ``entities`` (``keys``: their normalised names), merging their aliases with the
    stored ones."""
    stored = {
        row["name"]: row["aliases"] or [] for row in await rows(tx, cypher.read_entity_aliases_query(keys))
    }
    for entity, key in zip(entities, keys, strict=True):
        merged: dict[str, str] = {}
        for alias in [*stored.get(key, []), *entity.aliases]:
            alias_key = normalize_entity(alias)
            if alias_key and alias_key != key:
                merged.setdefault(alias_key, alias.strip())
        stored[key] = list(merged.values())
        await rows(tx, cypher.write_entity_query(entity, stored[key]))


async def delete_records(tx: neo4j.AsyncManagedTransaction, ids: list[str]) -> int:
    """Hard delete the records with their token vectors and the entities nothing links to any more; how
    many records existed."""
    await rows(tx, cypher.release_token_vectors_query(ids))
    linked = [row["name"] for row in await rows(tx, cypher.linked_entities_query(ids))]
    (row,) = await rows(tx, cypher.delete_records_query(ids))
    deleted = int(row["deleted"])
    if linked:
        await rows(tx, cypher.delete_orphan_entities_query(linked))
    return deleted


async def write_token_vectors(
    tx: neo4j.AsyncManagedTransaction, record_ids: list[str], vectors: list[dict[str, Any]]
) -> None:
    """Replace the token vectors of the records ``record_ids`` (``vectors``: one parameter map each)."""
    await rows(tx, cypher.release_token_vectors_query(record_ids))
    await rows(tx, cypher.write_token_vectors_query(vectors))


def token_vector_rows(items: Sequence[TokenVectorsItem]) -> list[dict[str, Any]]:
    """The parameter maps of :func:`~hindsight_core.stores.cypher.write_token_vectors_query`."""
    return [
        {
            "record_id": item.record_id,
            "user_id": item.user_id,
            "ids": sorted({int(t) for t in item.token_ids}),
            "data": bytes(item.data),
        }
        for item in items
    ]


async def write_forgotten_sources(
    tx: neo4j.AsyncManagedTransaction, items: Sequence[ForgottenSource]
) -> None:
    """Store hard forgets' tombstones; the new ones are numbered in the order given."""
    fresh = {row["key"] for row in await rows(tx, cypher.merge_forgotten_sources_query(items))}
    # numbered in the order given
    created = [k for k in dict.fromkeys(cypher.forgotten_key(i) for i in items) if k in fresh]
    if not created:
        return
    (row,) = await rows(tx, cypher.reserve_numbers_query(len(created)))
    first = int(row["value"]) - len(created) + 1
    pairs = [(key, first + n) for n, key in enumerate(created)]
    await rows(tx, cypher.number_forgotten_sources_query(pairs))
