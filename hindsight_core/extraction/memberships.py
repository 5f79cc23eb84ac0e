"""What one is at a place, said with the place ("I'm a member at Planet Fitness", "I'm a regular at Blue Bottle",
"I'm a volunteer at the food bank", "I'm a patient at Kaiser"): the value keeps its place. A job's place is the
employer, read apart ("I'm a nurse at St Mary's": the job, then where one works); these are no jobs, and cut
before "at" each was only "member", "regular", "patient": nothing a question about the gym or the clinic finds.

    >>> with_place("member", "I'm a member at Planet Fitness, it's cheap", 12)
    'member at Planet Fitness'
    >>> with_place("nurse", "I'm a nurse at St Mary's", 11)  # a job: its place is the employer
    'nurse'
"""

from __future__ import annotations

import re

_AT_A_PLACE = {
    "member",
    "regular",
    "volunteer",
    "patient",
    "customer",
    "client",
    "subscriber",
    "resident",
    "season ticket holder",
    "donor",
    "parishioner",
}
# the place after the value: "at Planet Fitness", "with Kaiser", "of the Sierra Club" (up to a clause's end)
_PLACE = re.compile(
    r"\s+(?P<place>(?:at|with|of|in)\s+(?:the\s+)?[^,.;:!?\n()]{1,40}?)(?=\s*(?:$|[,.;:!?\n()]|\s+(?:and|but|so|since|for|on|every|each|twice|once|near)\s))",
    re.IGNORECASE,
)


def with_place(value: str, text: str, end: int) -> str:
    """``value`` (what the speaker is, read up to ``end`` in ``text``) with the place said after it when it is one
    of what one is at a place (a member, a regular, a patient), else ``value``."""
    if value.strip().lower() not in _AT_A_PLACE:
        return value
    place = _PLACE.match(text, end)
    return f"{value} {place['place']}" if place else value


__all__ = ["with_place"]
