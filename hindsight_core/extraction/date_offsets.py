"""A day said as days before or after another: "the day after Christmas", "two days before Thanksgiving", "the day
before the 20th", 圣诞节前一天, 中秋节后两天, 20号的前一天. The day named was read, and the offset not: "we leave the day after
Christmas" was Christmas itself. The mention now reaches from the offset's first word to the day, and is the day
that many days away ("the day after tomorrow" is its own rule, and is left alone). Before a stretch of days (春节前一天)
it is the day before its first day; after one, the day after its last.

    >>> from datetime import UTC, datetime
    >>> from hindsight_core.extraction.dates import resolve_time_expressions
    >>> said = datetime(2026, 12, 7, tzinfo=UTC)
    >>> [m.iso() for m in resolve_time_expressions("we leave the day after Christmas", said)]
    ['2026-12-26']
    >>> [m.iso() for m in resolve_time_expressions("圣诞节前一天飞纽约", said)]
    ['2026-12-24']
"""

from __future__ import annotations

import dataclasses
import re
from datetime import timedelta
from typing import TYPE_CHECKING

from hindsight_core.cjk import chinese_number

if TYPE_CHECKING:
    from hindsight_core.extraction.dates import TimeMention

_EN_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "couple of": 2, "a couple of": 2}
# "the day after", "two days before", "3 days after", "a couple of days before" (right before the day named)
_EN_BEFORE = re.compile(
    r"\b(?:the\s+day|(?P<count>\d{1,2}|a|one|two|three|four|five|(?:a\s+)?couple\s+of)\s+days?)\s+"
    r"(?P<which>before|after)\s+$",
    re.IGNORECASE,
)
# (the day before yesterday, the day after tomorrow: their own words)
_DAY_WORD = re.compile(r"\bday\s+(?:before\s+yesterday|after\s+tomorrow)\b", re.IGNORECASE)
# the day named with its own "before" or "after" ("the day after the 20th": the mention is "after the 20th")
_OWN_WHICH = re.compile(r"(?P<which>before|after)\s", re.IGNORECASE)
# 前一天, 的后一天, 前两天, 后3天 (right after the day named)
_ZH_AFTER = re.compile(r"的?(?P<which>前|后)(?P<count>[一两二三四五1-5])天")


def days_offset(text: str, mentions: list[TimeMention]) -> list[TimeMention]:
    """``mentions`` with a day (or a stretch of days) said with an offset before or after it moved by it."""
    out = []
    for mention in mentions:
        if mention.granularity in ("day", "period") and not _DAY_WORD.search(mention.text):
            mention = _moved(text, mention)
        out.append(mention)
    return out


def _moved(text: str, mention: TimeMention) -> TimeMention:
    start, end = mention.span
    own = _OWN_WHICH.match(mention.text)
    before = text[max(0, start - 30) : start] + (own[0] if own else "")
    if (en := _EN_BEFORE.search(before)) is not None:
        said = re.sub(r"\s+", " ", (en["count"] or "one").lower())
        count, which = _EN_COUNTS.get(said) or int(said), en["which"].lower()
        span = (max(0, start - 30) + en.start(), end)
    elif (zh := _ZH_AFTER.match(text, end)) is not None:
        said = zh["count"]
        count = int(said) if said.isdigit() else (2 if said == "两" else chinese_number(said) or 1)
        which, span = ("before" if zh["which"] == "前" else "after"), (start, zh.end())
    else:
        return mention
    if which == "before":
        day = mention.start - timedelta(days=count)
    else:
        day = mention.end + timedelta(days=count - 1)
    return dataclasses.replace(
        mention,
        text=text[span[0] : span[1]],
        start=day,
        end=day + timedelta(days=1),
        granularity="day",
        span=span,
    )


__all__ = ["days_offset"]
