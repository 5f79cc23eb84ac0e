"""The due date a pregnancy's weeks imply, stored beside them: "I'm 12 weeks pregnant" said on 2 March is due 40 weeks
from the pregnancy's start, 28 weeks after that day (14 September). The weeks said are a number frozen at the day
they were said; the due date lets recall tell how far along it is on any later day (the context block shows it:
:func:`~hindsight_core.recall.context.format_hit`).

    >>> from datetime import UTC, datetime
    >>> due_dated({"attribute": "pregnancy", "value": "12 weeks"}, datetime(2026, 3, 2, tzinfo=UTC))["due_date"]
    '2026-09-14'
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

_TERM_DAYS = 280
_MONTH_DAYS = 30.44
_SAID = re.compile(r"^\s*(\d{1,2}(?:\.5)?)(\s+and\s+a\s+half)?\s*(weeks?|wks?|months?)\b", re.IGNORECASE)


def due_dated(attributes: dict[str, str], said_at: datetime) -> dict[str, str]:
    """``attributes`` with the due date (``due_date``, ISO) its pregnancy's weeks or months imply, said at
    ``said_at``; as given when it is no pregnancy, names no weeks, names more than a term or has a due date."""
    if attributes.get("attribute") != "pregnancy" or "due_date" in attributes:
        return attributes
    said = _SAID.match(attributes.get("value", ""))
    if said is None:
        return attributes
    count = float(said[1]) + (0.5 if said[2] else 0.0)
    gone = round(count * (_MONTH_DAYS if said[3].lower().startswith("month") else 7))
    if not 0 < gone < _TERM_DAYS:
        return attributes
    return {**attributes, "due_date": (said_at.date() + timedelta(days=_TERM_DAYS - gone)).isoformat()}


__all__ = ["due_dated"]
