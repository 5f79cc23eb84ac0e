"""A taste said with the speaker left out, as chat leaves them, opening the message: "totally obsessed with padel
lately", "lowkey hooked on Wordle", "ngl so into pickleball rn", "big fan of sourdough", "can't get enough of matcha".
Each is a liking (``likes``), as "I'm obsessed with padel" is; before, none filled a slot.

Only opening the message, where no one else is its subject ("my son is totally obsessed with dinosaurs" is his, and
so are "my son loves lego, totally obsessed with dinosaurs" and "my daughter loves Frozen. Totally obsessed with
Elsa": a sentence after another goes on about whom that one was), never said as denied ("not obsessed with padel"), nor
of a thing named elsewhere or the assistant's words ("obsessed with it", "big fan of your work"). "into" says a taste
only with how much ("really into bouldering"; not "into the car and off we went").

    >>> [(a, m["value"]) for p, a, _ in LIKED_BARE_RULES if (m := p.search("totally obsessed with padel lately"))]
    [('likes', 'padel lately')]
    >>> [m["value"] for p, _, _ in LIKED_BARE_RULES if (m := p.search("my son is totally obsessed with dinosaurs"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _EN_VALUE, _I
from hindsight_core.extraction.slot_rules_en import _NOT_A_TASTE, _NOT_FEEDBACK

# the message's start, and the words chat opens one with ("so", "ngl", "honestly", "lol")
_OPENS = (
    r"^\s*(?:(?:so|and|also|but|btw|honestly|ngl|tbh|lol|ok|okay|well|oh|currently|lately|"
    r"tbf|omg)[\s,]+)*"
)
# how much, said before it ("totally", "lowkey", "kind of")
_HOW = (
    r"(?:(?:really|so|totally|completely|absolutely|kinda|kind\s+of|lowkey|low-key|super|seriously|literally|"
    r"still|now|a\s+bit|pretty|properly|well|very|genuinely)\s+){0,3}"
)
_INTO = (
    r"(?:really|so|totally|super|very|well|properly|seriously|genuinely|big|huge)\s+(?:(?:really|so)\s+)?into"
)
_TASTE = (
    r"(?:obsessed\s+with|hooked\s+on|crazy\s+about|mad\s+about|nuts\s+about|(?:a\s+)?(?:big|huge|massive)\s+fan\s+of|"
    r"(?:can't|can’t|cannot)\s+get\s+enough\s+of)"
)

#: (pattern, attribute, event type): a taste said without "I" opening the message.
LIKED_BARE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_OPENS + r"(?:" + _HOW + _TASTE + r"|" + _INTO + r")\s+" + _NOT_A_TASTE + _NOT_FEEDBACK + _EN_VALUE, _I),
     "likes", "preference"),
)  # fmt: skip


__all__ = ["LIKED_BARE_RULES"]
