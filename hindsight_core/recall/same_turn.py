"""One turn said once in a recall: a turn that holds a value is stored as its record and a record per other clause
(``extraction.rules``: "I live in Leeds and have type 2 diabetes" and "I have type 2 diabetes"), so that a value's
change ends only its own clause. Recalled below the turn's record, the clause's says nothing the turn's did not: it
took a place of the few the model reads (and pushed a memory that answers below them). A record of the same turns
as a better one that says all its words is left out, unless it is current and the better one is not (a clause that
stays current after the turn's value changed); a turn's record below its clause's says more, and stays."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime

from hindsight_core.lifecycle.copies import own_words
from hindsight_core.lifecycle.held_at import ended
from hindsight_core.models import MemoryRecord

# the subject a clause that left it out says in its record, as the turn wrote it ("I", "We", "i":
# ``extraction.subject_left_out``)
_SUBJECT_SAID_AGAIN = re.compile(
    r"^(?:i|we)(?:['’](?:m|re|ve\s+been)|\s+(?:am|are|have\s+been))?\s+", re.IGNORECASE
)


def one_per_turn(
    ranked: Sequence[str], records: Mapping[str, MemoryRecord], at: datetime | None = None
) -> list[str]:
    """``ranked`` (ids, best first) without the records that a better one of the same turns says whole."""
    kept: list[str] = []
    said: dict[tuple[str, ...], list[tuple[str, bool]]] = {}
    for rid in ranked:
        record = records[rid]
        turns = tuple(sorted(record.source_ids))
        words = own_words(record.text).strip()
        current = not ended(record, at)
        if turns and any(
            _held(words, other) and (other_current or not current)
            for other, other_current in said.get(turns, ())
        ):
            continue
        said.setdefault(turns, []).append((words, current))
        kept.append(rid)
    return kept


def one_per_text(
    ranked: Sequence[str], records: Mapping[str, MemoryRecord], at: datetime | None = None
) -> list[str]:
    """``ranked`` (ids, best first) without the records saying the same words as a better one, said by the same
    speaker (its text, speaker frame included, alike but for case and spacing), unless it is current and the better
    one is not. A habit said in the same words each day ("gym again this morning") is a memory per day, as a day it
    names differs; recalled, its copies took every place the model reads."""
    kept: list[str] = []
    said: dict[str, bool] = {}
    for rid in ranked:
        record = records[rid]
        text = " ".join(record.text.casefold().split())
        current = not ended(record, at)
        if text in said and (said[text] or not current):
            continue
        said[text] = said.get(text, False) or current
        kept.append(rid)
    return kept


def _held(words: str, other: str) -> bool:
    """Whether ``other`` says ``words``, the subject a clause's record says again aside ("I have type 2 diabetes" of
    "I live in Leeds and have type 2 diabetes")."""
    return words in other or _SUBJECT_SAID_AGAIN.sub("", words, count=1) in other


__all__ = ["one_per_text", "one_per_turn"]
