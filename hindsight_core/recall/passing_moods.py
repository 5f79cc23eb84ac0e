"""A record that tells only how the user felt when they said it ("I'm so anxious right now", "ugh I'm a mess today",
"I'm exhausted today, long flight back from Chicago", 今天心情不错, 压力好大): how they were that day, no part of who
they are and nothing a task must respect.

"What do you know about me?" ranked such records with the user's lasting facts, newest first, so a week of moods
pushed their dog and their diet out of the profile: they rank with the rest (:mod:`~hindsight_core.recall.profile`).
"Book me a flight to Tokyo" had "I'm exhausted today, long flight back from Chicago", said three months before, first,
above the aisle seat the user always takes: for a task, one told on another day ranks lower (:func:`lower_moods`).

A record saying more than the mood ("my dog died last week, I'm heartbroken", "I'm so excited, I got the job at
Google", 压力好大，项目下周就要上线了: a date), someone else's mood ("my wife is stressed about her exams"), a condition
("I have an anxiety disorder", "my anxiety is back") or a trait ("I'm an anxious person in general", 我一直很容易焦虑)
is none.

    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> said = lambda text: MemoryRecord(text=f"The user said: {text}", scope=Scope(user_id="u"))
    >>> passing_mood(said("I'm so anxious right now")), passing_mood(said("I'm exhausted today, long flight back"))
    (True, True)
    >>> passing_mood(said("my dog died last week, I'm heartbroken")), passing_mood(said("I'm vegetarian"))
    (False, False)
    >>> passing_mood(said("my wife is stressed about her exams")), passing_mood(said("I'm an anxious person in general"))
    (False, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime
from functools import lru_cache

from hindsight_core.extraction.conditions import lasting_condition
from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.event_cues import strongest_event_type
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.feelings_asked import FEELING_NOW
from hindsight_core.recall.fusion import lower
from hindsight_core.recall.subject import about_someone_else
from hindsight_core.text import spoken_only, to_simplified

# a clause ends at a mark, or where "and", "but", "because" open another ("my mom has cancer and I'm a wreck")
_CLAUSE_BREAK = re.compile(
    r"[,;:.!?，；：。！？、~～…\n]+|\s+(?:and|but|because|cause|since)\s+", re.IGNORECASE
)
# what one always is: "in general", "always", "an anxious person", 一直, 容易, 的人, 性格
# ... or what comes over one each time ("I get panic attacks on planes", "whenever I fly", 每次坐飞机都紧张), a fear of
# doing a thing at all ("I'm nervous about flying", "anxious about driving"; not "about the move")
_TRAIT = re.compile(
    r"\b(?:in\s+general|always|generally|by\s+nature|person|type|whenever|every\s+time|each\s+time)\b"
    r"|\b(?:about|of)\s+(?!(?:the|my|this|that|tomorrow|tonight|today)\b)\w+ing\b"
    r"|\bi\s+(?:get|usually|often|tend\s+to)\b|一直|总是|从小|容易|的人|性格|天生|每次|一(?:坐|到|看|想)",
    re.IGNORECASE,
)


#: what a clause after the mood may say and still pass with it: nothing typed, or a trouble ("work has been insane",
#: "the trip can't come soon enough"), never what holds or is planned ("I got the job", "we booked Japan")
_BESIDE = (None, "problem")
#: how much lower a mood told on another day ranks for a task (:func:`lower_moods`)
MOOD_PENALTY = 0.5


def passing_mood(record: MemoryRecord) -> bool:
    """Whether ``record`` tells how its speaker felt when they said it, and nothing that lasts: it opens with such a
    mood, and says besides only fillers, more moods, or why (no slot, nothing typed as holding or planned)."""
    return "attribute" not in record.attributes and _only_a_mood(record.text)


@lru_cache(maxsize=8192)
def _only_a_mood(text: str) -> bool:
    said = to_simplified(spoken_only(text))
    clauses = [c.strip() for c in _CLAUSE_BREAK.split(said) if c.strip()]
    if (
        not clauses
        or FEELING_NOW.search(clauses[0]) is None
        or _TRAIT.search(said)
        or about_someone_else(text)
    ):
        return False
    return not lasting_condition(said) and all(
        FEELING_NOW.search(c) or is_low_information(c) or strongest_event_type(c) in _BESIDE
        for c in clauses[1:]
    )


def lower_moods(
    final: dict[str, float], records: Mapping[str, MemoryRecord], now: datetime, placed: Sequence[str]
) -> None:
    """For a task ("book me a flight to Tokyo", "find me a hotel in Kyoto"): the moods the user told on another day
    ("I'm exhausted today, long flight back from Chicago", "feeling really down lately, I need a vacation") rank
    lower by :data:`MOOD_PENALTY`, and below what the task must respect (``placed``:
    :func:`~hindsight_core.recall.task_needs.place_needs`), in their order."""
    today = now.date()
    moods = sorted(
        (
            rid
            for rid in final
            if rid not in placed and records[rid].occurred_at.date() < today and passing_mood(records[rid])
        ),
        key=lambda rid: -final[rid],
    )
    lower(final, moods, MOOD_PENALTY)
    if not placed:
        return
    floor = min(final[rid] for rid in placed)
    for n, rid in enumerate((rid for rid in moods if final[rid] >= floor), start=1):
        final[rid] = floor - n * 1e-3


__all__ = ["MOOD_PENALTY", "lower_moods", "passing_mood"]
