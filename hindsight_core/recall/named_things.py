"""A thing of the user's asked about by what it is ("What database does my team's project use?") is often called by
its name alone in the record that answers ("Atlas runs on Postgres 15"): the name was given once ("My team's project is
called Atlas", "our project Atlas", "Atlas is our main project"). Recall reads the name given the asked thing in the
pool's best records (:func:`names_for_things`), then reads and places the records calling it by name as it does for a
person asked about by role (:func:`~hindsight_core.recall.named_people.bring_named`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.named_people import NAME, NOT_NAMES, asked_roles, own_words
from hindsight_core.text import STOPWORDS

# the user's thing a question names: "my team's project", "our app", "my new car"
_ASKED = re.compile(
    r"\b(?:my|our)\s+(?:[\w-]+['’]s\s+)?(?:(?:new|current|main|old|little)\s+)?(?P<thing>[a-z][\w-]+)",
    re.IGNORECASE,
)
# the name said for it, after "is called", "named", "'s name is", right after the word, or before "is our ..."
_CALLED = r"(?:\s+is|['’]s)?\s+(?:called|named|codenamed)|['’]s\s+name\s+is|,"


@lru_cache(maxsize=1024)
def asked_things(query: str) -> tuple[str, ...]:
    """The words of the user's things ``query`` asks about (lower case), none a role or a function word.

    >>> asked_things("What database does my team's project use?"), asked_things("Where does my sister live?")
    (('project',), ())
    """
    roles = asked_roles(query)
    return tuple(
        dict.fromkeys(
            word
            for m in _ASKED.finditer(query)
            if (word := m["thing"].lower()) not in STOPWORDS
            and word not in roles
            and word.rstrip("s") not in roles
        )
    )


@lru_cache(maxsize=1024)
def _naming(thing: str) -> re.Pattern[str]:
    said = rf"(?:my|our)\s+(?:[\w-]+['’]s\s+)?(?:[\w-]+\s+){{0,2}}?{re.escape(thing)}"
    return re.compile(
        rf"\b{said}(?:{_CALLED})?\s*(?P<name>{NAME})\b|\b(?P<before>{NAME})\s+is\s+{said}\b", re.IGNORECASE
    )


def names_for_things(
    final: Mapping[str, float], records: Mapping[str, MemoryRecord], query: str, head: int
) -> tuple[str | None, list[str]]:
    """The best of the first ``head`` records giving a name to a thing of the user's ``query`` asks about, and the
    names it gives (none named in the query itself)."""
    things = asked_things(query)
    if not things:
        return None, []
    lowered = query.lower()
    for rid in best_ids(final, head):
        said = own_words(records[rid].text)
        names = [
            name
            for thing in things
            for m in _naming(thing).finditer(said)
            if (name := m["name"] or m["before"]).split()[-1] not in NOT_NAMES and name.lower() not in lowered
        ]
        if names:
            return rid, list(dict.fromkeys(names))
    return None, []
