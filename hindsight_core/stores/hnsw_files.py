"""Zero the bytes of embedded Chroma's HNSW files that hold no index data.

Chroma persists each collection's HNSW index (``<segment>/header.bin``, ``data_level0.bin``, ``length.bin``)
for its whole capacity, and the capacity beyond the elements added is memory the C++ index allocated and
never initialised: whatever the process heap held there, which can be the text of a record a hard forget
deleted (seen in ``data_level0.bin`` of a collection created after the forget, in the process that had held
the text). hindsight zeroes those bytes when no client of the process has the directory open (when the last
store on it closes, and before the first opens it), under the directory's lock, so no other process writes
them either. The elements the index holds (links, vectors, labels, levels) are never touched, and a file
whose layout is not the one described in its header is left as it is.
"""

from __future__ import annotations

import logging
import os
import struct
from pathlib import Path

logger = logging.getLogger("hindsight")

#: hnswlib's persisted header with Chroma's format version first: version, offsetLevel0, max_elements,
#: cur_element_count, size_data_per_element, label_offset, offsetData, maxlevel, enterpoint_node, maxM,
#: maxM0, M, mult, ef_construction.
_HEADER = struct.Struct("<iQQQQQQiIQQQdQ")
_LEVEL_BYTES = 4  # length.bin: one 32-bit entry per element of the capacity


def scrub_store(path: Path) -> int:
    """Zero the unused capacity of every HNSW segment under the embedded Chroma directory ``path``; returns
    the bytes zeroed. Call only while no Chroma client of this process has ``path`` open and the directory's
    lock is held."""
    zeroed = 0
    for header in sorted(path.glob("*/header.bin")):
        try:
            zeroed += scrub_segment(header.parent)
        except OSError as exc:  # a damaged or unreadable segment is doctor's business, never a failed close
            logger.debug("hindsight: HNSW segment %s not scrubbed: %s", header.parent, exc)
    return zeroed


def scrub_segment(segment: Path) -> int:
    """Zero the bytes past the last element in one segment's ``data_level0.bin`` and ``length.bin``."""
    raw = (segment / "header.bin").read_bytes()
    if len(raw) != _HEADER.size:
        return 0
    (version, offset0, capacity, count, per_element, label_offset, offset_data, *_rest) = _HEADER.unpack(raw)
    max_m0 = _rest[3]
    layout_ok = (
        version == 1
        and offset0 == 0
        and count <= capacity
        and per_element == label_offset + 8
        and offset_data == 4 + 4 * max_m0
        and offset_data < label_offset
    )
    if not layout_ok:
        return 0
    return _zero_tail(segment / "data_level0.bin", capacity * per_element, count * per_element) + _zero_tail(
        segment / "length.bin", capacity * _LEVEL_BYTES, count * _LEVEL_BYTES
    )


def _zero_tail(file: Path, size: int, keep: int) -> int:
    """Zero ``file`` from byte ``keep`` to its end, when it is exactly ``size`` bytes long."""
    if not file.exists() or file.stat().st_size != size or keep >= size:
        return 0
    with file.open("r+b") as handle:
        handle.seek(keep)
        if not any(handle.read()):
            return 0
        handle.seek(keep)
        left = size - keep
        while left:
            chunk = min(left, 1 << 20)
            handle.write(bytes(chunk))
            left -= chunk
        handle.flush()
        os.fsync(handle.fileno())
    return size - keep


__all__ = ["scrub_segment", "scrub_store"]
