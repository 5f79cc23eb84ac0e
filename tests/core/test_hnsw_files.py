"""Embedded Chroma's HNSW files: the capacity past the last element (memory the index never initialised, which
can hold heap text such as a hard-forgotten record's) is zeroed when the last store closes and before the
first opens; the elements themselves are untouched and the index still answers."""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np

from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import MemoryRecord, RecordFilter, Scope
from hindsight_core.stores import VectorItem, vector_metadata
from hindsight_core.stores.chroma import ChromaVectorStore
from hindsight_core.stores.hnsw_files import scrub_segment

SECRET = b'{"text": "My ex is called Rutherford"}'


def _segments(path: Path) -> list[Path]:
    return sorted(h.parent for h in path.glob("*/header.bin"))


def _counts(segment: Path) -> tuple[int, int, int]:
    """(capacity, elements, bytes per element) from the header."""
    fields = struct.unpack("<iQQQQQQiIQQQdQ", (segment / "header.bin").read_bytes())
    return fields[2], fields[3], fields[4]


def _plant(segment: Path) -> None:
    """What the heap leaves in the unused capacity (a file written for the whole capacity, as Chroma writes
    the index of a new collection): a record's JSON past the last element, in both files."""
    capacity, count, size = _counts(segment)
    for name, per in (("data_level0.bin", size), ("length.bin", 4)):
        file = segment / name
        data = file.read_bytes()[: count * per]
        tail = bytearray(capacity * per - count * per)
        tail[: len(SECRET)] = SECRET[: len(tail)]
        file.write_bytes(data + bytes(tail))


def _items(n: int) -> list[VectorItem]:
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(n, 64)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    items = []
    for i in range(n):
        record = MemoryRecord(text=f"note {i}", scope=Scope(user_id="alice"))
        items.append(VectorItem(record.id, vectors[i].tolist(), record.text, vector_metadata(record)))
    return items


async def test_the_unused_capacity_is_zeroed_and_the_index_still_answers(tmp_path: Path) -> None:
    path = tmp_path / "chroma"
    items = _items(1_100)  # past Chroma's sync threshold: the index holds elements on disk
    async with ChromaVectorStore.embedded(path, embedder=HashEmbedder(64)) as store:
        await store.upsert(items)
    segments = [s for s in _segments(path) if _counts(s)[1] > 0]
    assert segments, "an index with elements was persisted"
    segment = segments[0]
    capacity, count, size = _counts(segment)
    assert 0 < count < capacity
    elements = (segment / "data_level0.bin").read_bytes()[: count * size]
    _plant(segment)  # as a process that never closed would leave it
    async with ChromaVectorStore.embedded(path, embedder=HashEmbedder(64)) as store:
        for probe in (items[3], items[1_050]):
            hits = await store.query(probe.embedding, RecordFilter(user_id="alice"), 1)
            assert hits[0][0] == probe.id
    data = (segment / "data_level0.bin").read_bytes()
    assert data[: count * size] == elements  # the elements are untouched
    assert not any(data[count * size :]) and SECRET not in data
    assert not any((segment / "length.bin").read_bytes()[count * 4 :])


async def test_an_empty_index_is_zeroed_at_close(tmp_path: Path) -> None:
    path = tmp_path / "chroma"
    store = ChromaVectorStore.embedded(path, embedder=HashEmbedder(64))
    await store.setup()
    await store.upsert(_items(3))
    for segment in _segments(path):
        _plant(segment)  # the heap garbage of a collection created in this process
    await store.close()
    for segment in _segments(path):
        assert _counts(segment)[1] == 0
        assert not any((segment / "data_level0.bin").read_bytes())
        assert SECRET not in (segment / "length.bin").read_bytes()


def test_a_layout_it_does_not_know_is_left_alone(tmp_path: Path) -> None:
    segment = tmp_path / "seg"
    segment.mkdir()
    header = struct.pack("<iQQQQQQiIQQQdQ", 2, 0, 4, 1, 396, 388, 132, 0, 0, 16, 32, 16, 0.36, 100)
    (segment / "header.bin").write_bytes(header)  # format version 2: not the layout read here
    (segment / "data_level0.bin").write_bytes(b"\x01" * 4 * 396)
    assert scrub_segment(segment) == 0
    assert (segment / "data_level0.bin").read_bytes() == b"\x01" * 4 * 396
