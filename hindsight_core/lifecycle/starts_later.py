"""When a value told before it holds starts: "I start at Google next month", "starting at Stripe on February 9",
"I start at Meta on the 26th", 我下个月入职腾讯. Told on 15 January, Google holds from 1 February; the employer
it replaces holds until then, not from the day it was said (:func:`~hindsight_core.lifecycle.merge.supersede`).

Only a job or a home told as starting later, with its day ahead of when it was said: a change told as done ("I just
started at Google", "I work at Google now", "I started last week") starts when said.

    >>> from datetime import UTC, datetime
    >>> starts_later("I start at Google next month!", "2026-02-01/2026-02-28", datetime(2026, 1, 15, tzinfo=UTC))
    datetime.datetime(2026, 2, 1, 0, 0, tzinfo=datetime.timezone.utc)
    >>> starts_later("I just started at Google", None, datetime(2026, 1, 15, tzinfo=UTC)) is None
    True
    >>> starts_later("下个月我就要去字节上班了", "2026-02-01/2026-02-28", datetime(2026, 1, 15, tzinfo=UTC)).month
    2
"""

from __future__ import annotations

import re
from datetime import datetime

from hindsight_core.models import MemoryRecord, ensure_aware

#: The slots whose value a start told ahead starts later.
STARTING_SLOTS = frozenset({"works_at", "employer", "lives_in"})

# a start told ahead: "I start at", "I'm starting at", "starting at X on", "I'll start", "I'm joining", "my first day at
# X is", "we move to", 下个月去…上班, 下周入职 (not "I started", "I've started", "just started")
_AHEAD = re.compile(
    r"(?<!\bjust\s)\b(?:start|starting|begin|beginning|join|joining|move|moving|relocate|relocating|first\s+day)\b"
    r"(?!\s+(?:last|yesterday|ago)\b)"
    r"|入职|报到|去[\u4e00-\u9fff]{1,8}上班|搬到|搬去",
    re.IGNORECASE,
)
# (了 at the end says it is done, not after 要 / 就要: 下个月我就要去字节上班了 is still ahead)
_DONE = re.compile(
    r"\b(?:started|began|begun|joined|moved|relocated)\b|已经|^(?![^，,。！!]*要[^，,。！!]*了[。！!~～\s]*$).*了[。！!~～\s]*$",
    re.IGNORECASE,
)


def starts_later(text: str, mentioned_dates: str | None, said_at: datetime) -> datetime | None:
    """The day ``text`` says its value starts, when it is after ``said_at``'s day and told as a start ahead."""
    if not mentioned_dates or _AHEAD.search(text) is None or _DONE.search(text) is not None:
        return None
    first = mentioned_dates.split(",")[0].split("/")[0]
    try:
        day = datetime.fromisoformat(first)
    except ValueError:
        return None
    day = ensure_aware(day)
    return day if day.date() > said_at.date() else None


def start_of(record: MemoryRecord) -> datetime | None:
    """When ``record``'s value starts, if told as starting after it was said (a job or a home)."""
    if record.attributes.get("attribute") not in STARTING_SLOTS:
        return None
    return starts_later(record.text, record.attributes.get("mentioned_dates"), record.occurred_at)


__all__ = ["STARTING_SLOTS", "start_of", "starts_later"]
