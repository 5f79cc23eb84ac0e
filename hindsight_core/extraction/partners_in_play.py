"""A partner of a game, a sport or a piece of work done in pairs said as "my partner" in the sentence about it: "we
play bridge on Thursdays, my partner is Lou", "I play doubles, my partner is Sam", "for the lab report my partner is
Ana". The ``partner`` slot is one's romantic partner ("my partner is Alex"), which a new value supersedes: the bridge
partner ended the user's real partner.

    >>> [in_play(t, t.index("my partner")) for t in ("we play bridge on Thursdays, my partner is Lou",
    ...  "my partner is Lou", "we moved to Leeds, my partner is Sam")]
    [True, False, False]
"""

from __future__ import annotations

import re

# what one plays, dances or competes in with a partner, said before "my partner" in its sentence
_PLAY = re.compile(
    r"\b(?:bridge|tennis|doubles|squash|badminton|pickleball|padel|table\s+tennis|ping\s+pong|golf|chess|poker|"
    r"euchre|canasta|cribbage|mahjong|debate|quiz|trivia|pub\s+quiz|card\s+game|tournament|league|lab|labs|"
    r"project|assignment|coursework|study\s+group|hackathon)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?\n]")


def in_play(text: str, at: int) -> bool:
    """Whether "my partner" at ``at`` in ``text`` is said in a sentence about a game, a sport, a dance or a piece
    of work done in pairs (then it is that partner, not one's romantic partner). A dance or a climb is left out: one goes with one's partner.
    """
    before = text[max(0, at - 160) : at]
    ends = [m.end() for m in _SENTENCE_END.finditer(before)]
    return bool(_PLAY.search(before[ends[-1] if ends else 0 :]))


__all__ = ["in_play"]
