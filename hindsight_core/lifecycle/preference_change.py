"""A preference changed in everyday words: "I prefer window seats on flights", later "Actually I prefer aisle seats
on flights now"; "I prefer tea in the morning", later "I prefer coffee in the morning these days".

"prefers" holds many values at once ("I prefer pytest", "I prefer dark mode" stand together), so a new value
contests an old one only when the two are of one kind and the newer statement says it changed: the same thing
with another modifier ("window seats" / "aisle seats") or the same occasion after the value ("in the morning",
"on flights"), and a word of change ("now", "these days", "instead", "actually", "anymore"). Without that word
two preferences of one kind may both hold ("I prefer morning meetings", "I prefer short meetings").

    >>> changes_preference("I actually prefer aisle seats on flights now", "aisle seats",
    ...                    "I prefer window seats on flights", "window seats")
    True
    >>> changes_preference("I prefer coffee in the morning these days", "coffee", "I prefer tea in the evening", "tea")
    False
"""

from __future__ import annotations

import re

from hindsight_core.text import split_speaker

_CHANGE = re.compile(
    r"\b(?:now|these\s+days|nowadays|lately|instead|anymore|any\s+more|no\s+longer|actually|changed\s+my\s+mind|"
    r"switched|(?:have|'ve)\s+come\s+(?:round|around)\s+to)\b",
    re.IGNORECASE,
)
# the occasion a value is preferred on: "in the morning", "on flights", "for long drives", "at work"
_OCCASION = re.compile(
    r"\s+((?:in|on|for|at|during|with|when|after|before)\s+(?:(?:the|a|an|my|our|long|short)\s+)?[a-z][\w-]*)",
    re.IGNORECASE,
)
_WORD = re.compile(r"[a-z0-9][\w'-]*", re.IGNORECASE)
# a last word that names no kind: "the red one" and "the blue one" are not two of a kind for that
_NO_KIND = frozenset({"one", "ones", "thing", "things", "stuff", "kind", "way", "option", "version"})


def changes_preference(new_text: str, new_value: str, old_text: str, old_value: str) -> bool:
    """Whether the newer preference (``new_text`` saying ``new_value``) replaces the older one of the same kind."""
    body = new_text[split_speaker(new_text)[1] :]
    if not _CHANGE.search(body):
        return False
    new, old = _words(new_value), _words(old_value)
    if not new or not old or new == old:
        return False
    if len(new) >= 2 and len(old) >= 2 and new[-1] == old[-1] and new[-1] not in _NO_KIND:
        return True  # window seats / aisle seats
    occasion = _occasion(new_text, new_value)
    return occasion is not None and occasion == _occasion(old_text, old_value)


def _words(value: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(value)]


def _occasion(text: str, value: str) -> str | None:
    """The occasion said right after the value ("tea in the morning": "in the morning"), lower case."""
    said = re.search(re.escape(value), text, re.IGNORECASE)
    if said is None:
        return None
    found = _OCCASION.match(text, said.end())
    return " ".join(found.group(1).lower().split()) if found else None


__all__ = ["changes_preference"]
