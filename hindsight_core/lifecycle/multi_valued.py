"""The slots one holds several values of at once (what one likes, is allergic to, has visited), read by
extraction, supersession and recall alike."""

from __future__ import annotations

#: Attributes a subject may have several values of at once: a new value adds, it does not contradict.
MULTI_VALUED: frozenset[str] = frozenset(
    {
        "likes",
        "dislikes",
        "allergic_to",
        "intolerance",
        "condition",
        "uses",
        "prefers",
        "decided",
        "is_a",
        "visited",
        "owns",
        "has",
        "does",
        "subscribes",
        "preparing_for",
        "symptom",
        "avoid",
    }
)

__all__ = ["MULTI_VALUED"]
