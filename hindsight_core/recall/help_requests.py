"""A turn that only asks for help: "hi, can u recommend a budgeting method", 想问一下，租房还是买房. It names the
topic of a later question ("What do I use to track my budget?") in every word and states nothing of the speaker's
life, so a question asking for a fact of it ranks such a turn a little lower (``RecallConfig.request_penalty``);
a request that also states something ("I'm vegetarian, any recipe ideas?") or holds a value (a number, a name)
keeps its score."""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight_core.recall.followup import names_something
from hindsight_core.text import split_speaker, to_simplified, without_question

_READ = 300  # a request is a sentence or two
# a clause and what ends it (a question mark says it asks)
_CLAUSE = re.compile(r"([^,;.!?\n，。！？；、…~]+)([,;.!?\n，。！？；、…~]*)")
# a clause that greets or hesitates and says nothing
_EMPTY = re.compile(
    r"^\s*(?:hi+|hey+|hello|yo|ok(?:ay)?|so|um+|uh+|hmm+|well|quick\s+question|question|help|"
    r"嗨|你好|您好|哈喽|在吗|在不在|那个|嗯+|哦+|对了|还有)?\s*$",
    re.IGNORECASE,
)
# a clause asking for help, advice or an answer
_ASKS = re.compile(
    r"\b(?:can|could|would|will)\s+(?:u|you|ya)\b|\bany\s+(?:tips|ideas|advice|recs?|recommendations?|"
    r"suggestions?|thoughts)\b|\b(?:help\s+me|recommend|suggest|advise)\b|\bhow\s+(?:do|should|can|would)\s+i\b|"
    r"\b(?:what|which)\s+should\s+i\b|\bshould\s+i\b|\bis\s+it\s+(?:worth|ok|okay|better|normal|safe)\b|"
    r"\bwhat(?:'s|\s+is)\s+the\s+best\b|"
    r"想问|请问|问一下|问问|问个|怎么办|怎么|如何|推荐|帮我|帮忙|有什么建议|有啥建议|求助|好不好|行不行|"
    r"还是.{1,12}$|[吗呢嘛]$|(?:什么|哪)\w{0,8}好$",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def asks_for_help(text: str) -> bool:
    """Whether what ``text`` says (its speaker frame and any question it answered left out) only greets and asks
    for help, whatever it names ("Help me choose a laptop under $1500 for coding": a choice asked for, none made).

    >>> asks_for_help("The user said: Help me choose a laptop under $1500"), asks_for_help("The user said: the Dell")
    (True, False)
    """
    said = without_question(text)[split_speaker(text)[1] :][:_READ]
    clauses = [(c.strip(), "?" in end or "？" in end) for c, end in _CLAUSE.findall(to_simplified(said))]
    clauses = [(c, question) for c, question in clauses if c]
    asks = [question or _ASKS.search(c) is not None for c, question in clauses]
    return any(asks) and all(a or _EMPTY.match(c) for a, (c, _) in zip(asks, clauses, strict=True))


@lru_cache(maxsize=8192)
def only_asks_for_help(text: str) -> bool:
    """Whether what ``text`` says (its speaker frame and any question it answered left out) only greets and asks
    for help, stating nothing and naming nothing (:func:`~hindsight_core.recall.followup.names_something`).

    >>> only_asks_for_help("The user said: hi, can u recommend a budgeting method")
    True
    >>> only_asks_for_help("用户说：想问一下，租房还是买房"), only_asks_for_help("The user said: I use YNAB now")
    (True, False)
    >>> only_asks_for_help("The user said: I'm vegetarian, any recipe ideas?")
    False
    >>> only_asks_for_help("The user said: can you help me plan a trip to Lisbon?")
    False
    """
    said = without_question(text)[split_speaker(text)[1] :][:_READ]
    return bool(said.strip()) and not names_something(said) and asks_for_help(text)


_ASKED_ABOUT_ASKING = re.compile(r"\b(?:ask|asked|asking|question|help)\b|问|求助", re.IGNORECASE)


def asks_for_a_fact(query: str) -> bool:
    """Whether ``query`` asks for something said, not for what was asked ("what did I ask about budgets?")."""
    return _ASKED_ABOUT_ASKING.search(query) is None


__all__ = ["asks_for_a_fact", "asks_for_help", "only_asks_for_help"]
