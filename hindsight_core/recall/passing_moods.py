"""A record that only tells how the user felt when they said it ("I'm so anxious right now", "ugh I'm a mess today",
"I'm feeling much better now", 今天心情不错, 压力好大): how they were that day, no part of who they are. "What do you
know about me?" ranked such records with the user's lasting facts, newest first, so a week of moods pushed their dog
and their diet out of the profile; they rank with the rest (:mod:`~hindsight_core.recall.profile`).

A record saying more than the mood ("my dog died last week, I'm heartbroken", "压力好大，项目下周就要上线了"), someone
else's mood ("my wife is stressed about her exams"), a condition ("I have an anxiety disorder", "my anxiety is back")
or a trait ("I'm an anxious person in general", 我一直很容易焦虑) is none.

    >>> passing_mood("The user said: I'm so anxious right now"), passing_mood("用户说：今天心情不错")
    (True, True)
    >>> passing_mood("The user said: my dog died last week, I'm heartbroken"), passing_mood("The user said: I'm vegetarian")
    (False, False)
    >>> passing_mood("The user said: my wife is stressed about her exams"), passing_mood("用户说：我一直很容易焦虑")
    (False, False)
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight_core.extraction.conditions import lasting_condition
from hindsight_core.extraction.density import is_low_information
from hindsight_core.recall.feelings_asked import FEELING_NOW
from hindsight_core.recall.subject import about_someone_else
from hindsight_core.text import spoken_only, to_simplified

# a clause ends at a mark, or where "and", "but", "because" open another ("my mom has cancer and I'm a wreck")
_CLAUSE_BREAK = re.compile(
    r"[,;:.!?，；：。！？、~～…\n]+|\s+(?:and|but|because|cause|since)\s+", re.IGNORECASE
)
# what one always is: "in general", "always", "an anxious person", 一直, 容易, 的人, 性格
_TRAIT = re.compile(
    r"\b(?:in\s+general|always|generally|by\s+nature|person|type)\b|一直|总是|从小|容易|的人|性格|天生",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def passing_mood(text: str) -> bool:
    """Whether a record's own words tell only how its speaker feels now: each clause such a mood or a filler."""
    said = to_simplified(spoken_only(text))
    if FEELING_NOW.search(said) is None or _TRAIT.search(said) or about_someone_else(text):
        return False
    clauses = [c.strip() for c in _CLAUSE_BREAK.split(said) if c.strip()]
    return not lasting_condition(said) and all(
        FEELING_NOW.search(c) or is_low_information(c) for c in clauses
    )


__all__ = ["passing_mood"]
