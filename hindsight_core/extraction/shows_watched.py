"""A show said as binged or rewatched, as chat says a taste for one: "been bingeing Severance", "I'm binge-watching
The Bear", "rewatching Gilmore Girls for the 5th time lol". It is a liking (``likes``), as "I'm hooked on the
Traitors" is; before, none filled a slot.

Only the speaker's, now: said by them ("I've been bingeing", "I'm rewatching") or opening a sentence with the speaker
left out ("been bingeing Severance"), not someone else's ("my kids have been bingeing Bluey"), a plan or a question
("I'm going to binge Severance", "should I binge it?", "binge-watch what?"), nor a thing named elsewhere ("bingeing
it", "rewatching the first season").

    >>> [m["value"] for p, _, _ in SHOW_RULES if (m := p.search("been bingeing Severance on Apple TV"))]
    ['Severance']
    >>> [m["value"] for p, _, _ in SHOW_RULES if (m := p.search("my kids have been bingeing Bluey"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER

_I = re.IGNORECASE

# the speaker (never after "if", "when", "unless": :data:`~.slot_patterns.EN_SPEAKER`), or a sentence opening with
# them left out ("been bingeing ...", "currently rewatching ...")
_SPEAKER = (
    r"(?:" + EN_SPEAKER + r"(?:['’]m|\s+am|(?:['’]ve|\s+have)\s+been)\s+|(?:^|(?<=[.!?]\s)|(?<=[.!?]))\s*"
    r"(?:(?:so|and|also|lol|ngl|tbh|currently|honestly|ok|okay|btw|lately)[\s,]+)*(?:(?:i['’]ve\s+)?been\s+)?)"
)
_WATCHING = (
    r"(?:(?:currently|still|totally|completely|just|literally|now|finally|slowly|happily|shamelessly)\s+){0,2}"
    r"(?:binge[- ]?watching|bingeing|binging|re-?watching|binge[- ]reading)\s+"
)
# the show: not a thing named elsewhere or a part of one ("it", "the first season", "this", "everything")
_NOT_A_SHOW = (
    r"(?!(?:it|this|that|them|these|those|everything|something|stuff|things|shows|tv|youtube|my|all|some|old|a|an|"
    r"season|episodes?)\b)(?!the\s+(?-i:[a-z]))"
)
# the show's name, up to where or how it is watched ("on Netflix", "with my partner", "again", "for the 5th time")
_SHOW = (
    r"(?P<value>(?:(?!\s+(?:on|with|again|all|this|last|since|for|and|but|lol|tbh|rn|at|every|over|instead|while|"
    r"because|cos|cause|like|right|lately|these|now)\b)[^,.;:!?\n()]){1,50})"
)

#: (pattern, attribute, event type): a show said binged or rewatched.
SHOW_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_SPEAKER + _WATCHING + _NOT_A_SHOW + _SHOW, _I), "likes", "preference"),
)

__all__ = ["SHOW_RULES"]
