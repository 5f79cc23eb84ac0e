"""Query understanding by rules: entity candidates and time ranges read from the question."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from hindsight_core.models import MemoryRecord
from hindsight_core.text import STOPWORDS, has_cjk, is_cjk_char, normalize_entity

_TOKEN = re.compile(r"[\w][\w.+#-]*", re.UNICODE)


def entity_candidates(query: str, max_words: int = 3) -> list[str]:
    """Normalised word n-grams (1..max_words) and CJK character n-grams (2..4) that may name an entity.

    The graph store keeps only those that match a stored entity, so over-generating is cheap and safe.
    """
    text = unicodedata.normalize("NFKC", query)
    words = [w.strip(".-") for w in _TOKEN.findall(text)]
    words = [w for w in words if w]
    out: dict[str, None] = {}
    for n in range(1, max_words + 1):
        for i in range(len(words) - n + 1):
            gram = words[i : i + n]
            if all(w.lower() in STOPWORDS for w in gram):
                continue
            if n == 1 and (gram[0].lower() in STOPWORDS or len(gram[0]) < 2):
                continue
            key = normalize_entity(" ".join(gram))
            if key:
                out.setdefault(key, None)
    run = ""
    for ch in text + " ":
        if is_cjk_char(ch):
            run += ch
            continue
        for n in range(2, 5):
            for i in range(len(run) - n + 1):
                out.setdefault(run[i : i + n], None)
        run = ""
    return list(out)


@dataclass(frozen=True, slots=True)
class TimeRange:
    start: datetime
    end: datetime


def time_ranges(query: str, now: datetime) -> list[TimeRange]:
    """Time expressions in the query ("last week", "上周", "in May 2023") as ranges (end exclusive)."""
    from hindsight_core.extraction.dates import resolve_time_expressions

    ranges = []
    for mention in resolve_time_expressions(query, now):
        ranges.append(TimeRange(mention.start, mention.end))
    return ranges


def in_ranges(record: MemoryRecord, ranges: Sequence[TimeRange]) -> bool:
    """Whether the record happened, or mentions a date, inside one of the ranges."""
    if not ranges:
        return False
    if any(r.start <= record.occurred_at < r.end for r in ranges):
        return True
    for item in record.attributes.get("mentioned_dates", "").split(","):
        first, _, last = item.strip().partition("/")
        try:
            start = datetime.fromisoformat(first).replace(tzinfo=UTC)
            end = datetime.fromisoformat(last or first).replace(tzinfo=UTC) + timedelta(days=1)
        except ValueError:
            continue
        if any(start < r.end and r.start < end for r in ranges):
            return True
    return False


def names_speaker(speaker: str | None, query: str) -> bool:
    """Whether ``query`` names ``speaker`` (as a whole word; anywhere for a CJK name)."""
    if not speaker:
        return False
    name = normalize_entity(speaker)
    if not name:
        return False
    text = unicodedata.normalize("NFKC", query).lower()
    if has_cjk(name):
        return name in text
    return re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text) is not None
