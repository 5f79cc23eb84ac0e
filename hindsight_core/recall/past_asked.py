"""A question about what the user did or what happened ("did I go to Tokyo?", "when was my last dentist
appointment?", "have I ever been to Lisbon?", 我去过东京吗, 上次看牙医是什么时候) reaches the user's archived history too:
a plan or an appointment is archived a grace after its day ("I'm flying to Tokyo on March 3rd"), and a memory long
unrecalled fades into the archive, so months later the one record that answered such a question was out of recall's
reach and the answer was an unrelated memory. A question about now ("when's my Tokyo flight?", "where do I live?")
reads the live memories only, as before; recalling archived records does not bring them back (reinforcement is for
live ones).

    >>> asks_of_the_past("did I go to Tokyo?"), asks_of_the_past("Have I ever been to Lisbon?")
    (True, True)
    >>> asks_of_the_past("when was my last dentist appointment?"), asks_of_the_past("我去过东京吗")
    (True, True)
    >>> asks_of_the_past("上次看牙医是什么时候"), asks_of_the_past("when's my Tokyo flight?")
    (True, False)
    >>> asks_of_the_past("where do I live?"), asks_of_the_past("我住在哪"), asks_of_the_past("what did you say?")
    (False, False, False)
"""

from __future__ import annotations

import re

from hindsight_core.text import to_simplified

_EN = re.compile(
    # "did I go to Tokyo?", "where did we stay in Rome?", "didn't I tell you ...", "did my sister visit?"
    r"\b(?:did|didn'?t)\s+(?:i|we|the\s+user|my|our)\b"
    # "have I ever been to Lisbon?", "has the user seen a cardiologist?"
    r"|\b(?:have|has|had)\s+(?:i|we|the\s+user)\s+(?:ever\s+|already\s+|recently\s+)?(?:been|gone|visited|seen|met|"
    r"tried|done|had|taken|flown|travell?ed|eaten|read|watched|played|stayed|attended|finished|started)\b"
    # "when was my last dentist appointment?", "when was the last time I saw Dr Lee?", "what was my previous job?"
    r"|\b(?:when|what|where|who)\s+(?:was|were)\s+(?:my|our|the\s+user'?s|the)\s+(?:last|previous|most\s+recent)\b"
    # "was I in Tokyo in March?", "were we in Lisbon for the anniversary?"
    r"|\b(?:was|were)\s+(?:i|we|the\s+user)\s+(?:ever\s+)?(?:in|at|on)\b",
    re.IGNORECASE,
)
# 我去过东京吗, 我吃过…没有, 上次看牙医是什么时候, 上回去的哪, 我去年去了哪, 那次旅行, 我是什么时候去的东京
_ZH = re.compile(
    r"过[^，。,.]{0,12}?(?:吗|没有?|么)|上次|上回|上一次|那次|去年|前年|以前|之前|"
    r"(?:是)?(?:什么时候|哪天|哪年|几号)[^，。,.]{0,6}?的|(?:去|吃|见|做|买)了(?:吗|没有?|哪|什么)"
)


def asks_of_the_past(query: str) -> bool:
    """Whether ``query`` asks about what the user did or what happened before now."""
    return _EN.search(query) is not None or _ZH.search(to_simplified(query)) is not None


__all__ = ["asks_of_the_past"]
