"""What is given up and is no taste: a taste given up is said of a kind of thing ("I gave up coffee", "I quit sugar",
"I gave up my morning coffee", "I quit drinking soda"), so what one quit and names as one thing ("I quit the book
halfway", "I quit the game after the second boss", "I quit the band", "I quit reading that series"), an effort ("I
gave up trying to fix the sink", "I gave up waiting for him") or a race left in the middle ("I quit halfway through
the marathon") is no liking ended. The rule of a taste given up reads its value after :data:`NOT_A_TASTE_GIVEN_UP`.

    >>> import re
    >>> [bool(re.match(NOT_A_TASTE_GIVEN_UP, t, re.I)) for t in ("coffee", "the book", "trying to fix it", "my coffee")]
    [True, False, False, True]
"""

from __future__ import annotations

_EFFORT = (
    r"trying|attempting|hoping|waiting|looking|searching|asking|arguing|fighting|pretending|explaining|caring|"
    r"worrying|bothering|chasing|texting|calling|begging|halfway|midway|partway|after|before|when|at|in"
)
#: what after quit / gave up names no taste: one thing (the, this, that, a, an ...; a verb's -ing of one thing) or an
#: effort
NOT_A_TASTE_GIVEN_UP = (
    r"(?!(?:the|this|that|these|those|a|an|it|him|her|them|" + _EFFORT + r")\b)"
    r"(?![a-z]+ing\s+(?:the|this|that|these|those|it|him|her|them)\b)"
)
