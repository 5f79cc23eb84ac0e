"""Writing hindsight's vectors to Chroma in either layout: upserts, metadata updates, deletes, and moving an
older store's vectors to the current layout. Runs on a worker thread (Chroma's client is synchronous).

Every stored vector carries the ``user_status`` scope key (:func:`~hindsight_core.stores.chroma_layout.
with_scope_key`), recomputed whenever its user or status changes. In the embedded (per-user) layout the
:class:`~hindsight_core.stores.chroma_layout.VectorDirectory` says which user's collection holds an id; an
entry is added after Chroma stored the vector and removed after Chroma deleted it, so a crash in between
never loses a vector (see the directory's docstring).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

import numpy as np
from chromadb.api.models.Collection import Collection

from hindsight_core.stores.chroma_client import batches
from hindsight_core.stores.chroma_collections import StoreCollections
from hindsight_core.stores.chroma_layout import SCOPE_KEY, VectorDirectory, with_scope_key
from hindsight_core.stores.protocols import VectorItem

_Metadata = dict[str, Any]

# ------------------------------------------------------------------------------- server: one collection


def upsert_shared(collection: Collection, items: Sequence[VectorItem], batch_size: int) -> None:
    for batch in batches(items, batch_size):
        write_batch(collection, batch)


def update_shared(collection: Collection, pairs: list[tuple[str, _Metadata]], batch_size: int) -> None:
    """Merge metadata into stored vectors; a change of user or status without the scope key gets it from the
    stored metadata merged with the change. Unknown ids are ignored."""
    needs_scope = [i for i, m in pairs if SCOPE_KEY not in m and ("status" in m or "user_id" in m)]
    current: dict[str, _Metadata] = {}
    for id_batch in batches(needs_scope, batch_size):
        got = collection.get(ids=list(id_batch), include=["metadatas"])
        current.update({i: dict(m or {}) for i, m in zip(got["ids"], got["metadatas"] or [], strict=False)})
    known = [(i, m) for i, m in pairs if i in current or i not in needs_scope]
    merged = [(i, with_scope_key({**current.get(i, {}), **m}) if i in current else dict(m)) for i, m in known]
    for batch in batches(merged, batch_size):
        collection.update(ids=[i for i, _ in batch], metadatas=[m for _, m in batch])


def delete_shared(collection: Collection, ids: list[str], batch_size: int) -> None:
    for batch in batches(ids, batch_size):
        collection.delete(ids=list(batch))


def add_scope_keys(base: Collection, batch_size: int) -> None:
    """A server collection written before the scope key: every vector without it gets it."""
    total = base.count()
    for offset in range(0, total, batch_size):
        got = base.get(include=["metadatas"], limit=batch_size, offset=offset)
        ids = [
            i for i, m in zip(got["ids"], got["metadatas"] or [], strict=False) if m and SCOPE_KEY not in m
        ]
        metas = [with_scope_key(m) for m in got["metadatas"] or [] if m and SCOPE_KEY not in m]
        if ids:
            base.update(ids=ids, metadatas=metas)  # type: ignore[arg-type]


# -------------------------------------------------------------------- embedded: a collection per user


def upsert_per_user(
    users: StoreCollections, directory: VectorDirectory, items: Sequence[VectorItem], batch_size: int
) -> None:
    by_user: dict[str, list[VectorItem]] = defaultdict(list)
    for item in items:
        by_user[str(item.metadata["user_id"])].append(item)
    before = directory.owners([item.id for item in items])
    for user_id, group in by_user.items():
        part = users.user(user_id, create=True)
        assert part is not None
        for item_batch in batches(group, batch_size):
            write_batch(part, item_batch)
        directory.add((item.id, user_id) for item in group)
    # An id that changed user (never done by hindsight, allowed by the protocol) leaves its old copy.
    now = {item.id: str(item.metadata["user_id"]) for item in items}
    for user_id, stale in group_owners({i: u for i, u in before.items() if now[i] != u}):
        old = users.user(user_id, create=False)
        if old is not None:
            old.delete(ids=stale)


def update_per_user(
    users: StoreCollections, directory: VectorDirectory, pairs: list[tuple[str, _Metadata]], batch_size: int
) -> None:
    """Merge metadata into stored vectors (in their owner's collection); a new ``user_id`` moves the vector
    to that user's collection. Unknown ids are ignored."""
    owners = directory.owners([i for i, _ in pairs])
    moving = [i for i, m in pairs if i in owners and m.get("user_id", owners[i]) != owners[i]]
    if moving:  # a new owner: move the vector (never done by hindsight itself)
        _move(users, directory, moving, {i: m for i, m in pairs}, owners, batch_size)
    by_user: dict[str, list[tuple[str, _Metadata]]] = defaultdict(list)
    for record_id, metadata in pairs:
        if record_id in owners and record_id not in moving:
            owner = owners[record_id]
            by_user[owner].append((record_id, with_scope_key({"user_id": owner, **metadata})))
    for user_id, group in by_user.items():
        part = users.user(user_id, create=False)
        if part is None:
            continue
        for pair_batch in batches(group, batch_size):
            part.update(ids=[i for i, _ in pair_batch], metadatas=[dict(m) for _, m in pair_batch])


def _move(
    users: StoreCollections,
    directory: VectorDirectory,
    ids: list[str],
    metadatas: dict[str, _Metadata],
    owners: dict[str, str],
    batch_size: int,
) -> None:
    items: list[VectorItem] = []
    for user_id, group in group_owners({i: owners[i] for i in ids}):
        old = users.user(user_id, create=False)
        if old is None:
            continue
        got = old.get(ids=group, include=["embeddings", "metadatas", "documents"])
        for record_id, emb, doc, meta in zip(
            got["ids"], embeddings(got), got["documents"] or [], got["metadatas"] or [], strict=False
        ):
            items.append(VectorItem(record_id, emb, doc or "", {**(meta or {}), **metadatas[record_id]}))
    upsert_per_user(users, directory, items, batch_size)


def delete_per_user(
    users: StoreCollections, directory: VectorDirectory, ids: list[str], batch_size: int
) -> None:
    owners = directory.owners(ids)
    for user_id, group in group_owners(owners):
        part = users.user(user_id, create=False)
        if part is not None:
            for id_batch in batches(group, batch_size):
                part.delete(ids=list(id_batch))
        directory.remove(group)  # after Chroma: a crash in between leaves an entry, never a lost vector


def split_per_user(
    base: Collection, users: StoreCollections, directory: VectorDirectory, batch_size: int
) -> None:
    """An embedded store written before the per-user layout: move every vector of the base collection to its
    user's collection, a page at a time (resumable: a page leaves the base only once it is stored)."""
    while True:
        got = base.get(include=["embeddings", "metadatas", "documents"], limit=batch_size)
        if not got["ids"]:
            break
        items = [
            VectorItem(record_id, emb, doc or "", dict(meta or {}))
            for record_id, emb, doc, meta in zip(
                got["ids"], embeddings(got), got["documents"] or [], got["metadatas"] or [], strict=False
            )
        ]
        upsert_per_user(users, directory, items, batch_size)
        base.delete(ids=list(got["ids"]))


# ---------------------------------------------------------------------------------------------- helpers


def write_batch(collection: Collection, batch: Sequence[VectorItem]) -> None:
    """Upsert one batch, each vector's metadata with its scope key."""
    collection.upsert(
        ids=[item.id for item in batch],
        embeddings=np.asarray([item.embedding for item in batch], dtype=np.float32),
        documents=[item.document for item in batch],
        metadatas=[with_scope_key(item.metadata) for item in batch],
    )


def embeddings(got: Any) -> list[Any]:
    """The embeddings of a ``get(include=["embeddings", ...])`` answer, one per id."""
    found = got["embeddings"]
    return [] if found is None else list(found)


def group_owners(owners: dict[str, str]) -> list[tuple[str, list[str]]]:
    """``{record_id: user_id}`` -> ``[(user_id, [record_id, ...]), ...]``."""
    grouped: dict[str, list[str]] = defaultdict(list)
    for record_id, user_id in owners.items():
        grouped[user_id].append(record_id)
    return list(grouped.items())
