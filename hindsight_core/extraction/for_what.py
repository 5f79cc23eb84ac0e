"""Nouns that say what one is only with what one is it for: "I'm a sucker for rom coms", "a stickler for type hints",
"a glutton for dumplings", "a big believer in naps". Read as what the speaker is, cut at its "for" ("sucker"), such a noun names no kind of
person; what it is for is a taste (:mod:`~.liked_as_kind`) or a standard, never an ``is_a``.

    >>> needs_what_for("sucker"), needs_what_for("total stickler"), needs_what_for("big believer"), needs_what_for("nurse")
    (True, True, True, False)
"""

from __future__ import annotations

import re

# how much of one ("a total sucker", "such a sucker", "a massive sucker")
HOW_MUCH_OF_ONE = r"(?:(?:total|real|huge|big|complete|absolute|massive|bit\s+of\s+a|right)\s+)?"
_FOR_WHAT = re.compile(
    rf"^(?:{HOW_MUCH_OF_ONE}(?:sucker|stickler|glutton)|(?:big|huge|firm|strong|great|true)\s+believer)$",
    re.IGNORECASE,
)


def needs_what_for(value: str) -> bool:
    """Whether ``value``, read as what the speaker is ("I'm a <value>"), says nothing without what it is for."""
    return _FOR_WHAT.match(value.strip()) is not None


__all__ = ["HOW_MUCH_OF_ONE", "needs_what_for"]
