"""Whose fact a record states, against whose a question asks: "how much is my rent?" asks the user's own, and
"my partner Luis pays half the rent" states the partner's; "where am I headed on my getaway?" is not answered by
"my coworker Lenny is relocating to Toronto". A question about the speaker's own life, naming nobody else, ranks
the records whose subject is someone else a little lower (``RecallConfig.other_subject_penalty``)."""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight_core.extraction.clause_subjects import PEOPLE
from hindsight_core.roles import ZH_PEOPLE
from hindsight_core.text import CASED_LOWER, CASED_UPPER, split_speaker, to_simplified

_PEOPLE = PEOPLE
_ZH_PEOPLE = ZH_PEOPLE
# a question about the speaker's own life: I, my, me; 我 — naming no one else
_OPENING = 120  # characters of a record read for its subject (recall reads the pool's records on every query)
_SELF = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|mine|myself)\b|我", re.IGNORECASE)
_NAMES_OTHER = re.compile(
    rf"\b(?:{_PEOPLE})s?\b|\b(?:he|she|they|his|her|their|him|them)\b|(?<=[{CASED_LOWER},] )[{CASED_UPPER}][{CASED_LOWER}]+|"
    rf"{_ZH_PEOPLE}|[他她]"
)
# (and a one-word sentence before it: "Great. My sister just moved to Leeds")
_OPENERS = r"(?:(?:so|oh|okay|ok|btw|fyi|also|well|anyway|random thing but|heads up|update|news)[,:!]?\s+|[a-z]+[.!]\s+)*"
# a statement whose subject is someone else: "my coworker Lenny is relocating", 我同事小李搬去 ("Rent is 1100 now":
# a capital opening a sentence is no name)
_OTHER_SUBJECT = re.compile(
    # ("my partner and I moved to Leeds" is the speaker's own)
    rf"^\W*{_OPENERS}(?:my|our)\s+(?:{_PEOPLE})(?:'s)?\b(?![^.,;!?]{{0,24}}\b(?:and|&)\s+(?:i|me)\b)"
    rf"|^\W*(?:我的?|我们的?)?(?:{_ZH_PEOPLE})",
    re.IGNORECASE,
)


def asks_about_self(query: str) -> bool:
    """Whether ``query`` asks about the speaker's own life, naming nobody else.

    >>> asks_about_self("how much is my rent?"), asks_about_self("what does my sister do?")
    (True, False)
    >>> asks_about_self("我现在住哪"), asks_about_self("我妈住哪")
    (True, False)
    """
    text = to_simplified(query)
    return _SELF.search(text) is not None and _NAMES_OTHER.search(text) is None


@lru_cache(maxsize=8192)
def about_someone_else(text: str) -> bool:
    """Whether a record states a fact of someone else: its subject is a relative, a friend, a named person.

    >>> about_someone_else("The user said: my partner Luis pays half the rent")
    True
    >>> about_someone_else("The user said: I pay 1,400 rent, my partner Luis pays half")
    False
    >>> about_someone_else("The user said: my partner Luis and I moved to Leeds")
    False
    >>> about_someone_else("用户说：我同事小李搬去深圳了"), about_someone_else("用户说：我搬去深圳了")
    (True, False)
    """
    start = split_speaker(text)[1]
    said = to_simplified(
        text[start : start + _OPENING]
    )  # the subject opens it; a long tool output is not read
    return _OTHER_SUBJECT.search(said) is not None


def same_subject(old: str, new: str) -> bool:
    """Whether ``new`` may state a change of what ``old`` holds, as far as whose fact it is: not when ``new`` is
    someone else's and ``old`` the speaker's own (a sister's move, "my sister just moved to Leeds, she lives in
    Chapel Allerton now", changes nothing of "Leeds, Headingley"); a newer statement naming no one continues an
    older one about someone ("钢琴课涨到三百二一节了" after "女儿的钢琴课一节课两百八").

    >>> same_subject("The user said: I live in Leeds", "The user said: Great. My sister lives in Chapel Allerton now")
    False
    >>> same_subject("The user said: my daughter's piano lesson is 280", "The user said: the lesson went up to 320")
    True
    """
    return about_someone_else(old) or not about_someone_else(new)
