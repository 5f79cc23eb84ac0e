"""The slots the rule extractor reads in a message, as the slot tests compare them."""

from __future__ import annotations

from hindsight_core.extraction.cues import find_attributes, statements


def slots(text: str) -> list[tuple[str, str]]:
    """``(attribute, value)`` of every slot read in ``text``'s statements, in order."""
    return [(a.attribute, a.value) for a in find_attributes(statements(text))]


def own_slots(text: str) -> list[tuple[str, str]]:
    """:func:`slots` of the speaker's own: not a relative's ("my sister lives in York") or a named person's."""
    return [(a.attribute, a.value) for a in find_attributes(statements(text)) if a.owner is None]


def own_doses(text: str) -> list[tuple[str, str]]:
    """The speaker's own ``dose_*`` slots read in ``text`` (read whole, as one message), in order."""
    return [
        (m.attribute, m.value)
        for m in find_attributes(text)
        if m.attribute.startswith("dose_") and m.owner is None
    ]
