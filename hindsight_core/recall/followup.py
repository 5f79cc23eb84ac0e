"""The answer said right after its topic: "Anyway, good news, I finally bought the road bike." then "It cost £800
in the January sale". Asked "how much did I pay for my road bike?", the topic matches every word and the answer
none: recall ranked the topic first. A question asking for a kind of value (an amount of money, a number, a time,
a weekday, how often, a dose: :func:`~hindsight_core.recall.restated.asked_kinds`) whose best matches hold no
value of that kind has the session neighbour right beside such a match that holds one ranked right above it."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.restated import WHEN_KINDS, asked_kinds, holds_values, says_changed
from hindsight_core.text import CASED_LETTER, CASED_UPPER, has_cjk, root_terms, spoken

#: How many of the best matches are read as the topic whose answer may follow: the best only (below it, a
#: neighbour's value was as often the answer to something else: "Moving day is Thursday, we're paying $780" rose
#: above the practice score asked about)
_TOPICS = 1
# a number said in words holds a count too ("four days a week"): a topic saying one needs no answer beside it
_NUMBER_WORDS = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|"
    r"dozen|once|twice)\b",
    re.IGNORECASE,
)


_CLAUSE = re.compile(r"[.!?;,\n。！？；，]")


def _number_about(text: str, asked: set[str]) -> bool:
    """Whether a clause of ``text`` holds a number and a word of the question ("my practice score is 128" for "how
    much did my practice score improve?"; "a used 2016 Prius" says no word of "how much was my car?")."""
    return any(
        holds_values(clause, ("number",)) and asked & root_terms(clause)
        for clause in _CLAUSE.split(spoken(text))
    )


def _beside(
    rid: str,
    final: Mapping[str, float],
    records: Mapping[str, MemoryRecord],
    neighbours: Mapping[str, Sequence[str]],
) -> list[str]:
    """The session neighbours of ``rid`` in the pool said by the same kind of source (the user's next turn, not the
    assistant's reply)."""
    kind = records[rid].source_kind
    return [n for n in neighbours.get(rid, ()) if n in final and records[n].source_kind == kind]


def lift_typed_followup(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    neighbours: Mapping[str, Sequence[str]],
    query: str,
) -> set[str]:
    """Each of the best ``_TOPICS`` records holding no value of the kind ``query`` asks for has its adjacent
    record of the same speaker's session that holds one (and ranks below it) ranked right above it. Returns
    the records lifted."""
    kinds = asked_kinds(query)
    lifted: set[str] = set()
    # a bare "when is ..." may ask for a date as well as a day or a time: a weekday beside it is no answer
    if not kinds or kinds in WHEN_KINDS or not final:
        return lifted
    asked = root_terms(query)
    best = best_ids(final, _TOPICS)
    for rid in best:
        topic = records[rid]
        if holds_values(topic.text, kinds) or ("number" in kinds and _NUMBER_WORDS.search(topic.text)):
            continue
        if "money" in kinds and _number_about(topic.text, asked):
            continue  # "My practice MBE score is 128": how much it improved is a number, not money
        answers = [
            n
            for n in _beside(rid, final, records, neighbours)
            if n not in lifted and final[n] < final[rid] and holds_values(records[n].text, kinds)
        ]
        if answers:
            answer = max(answers, key=lambda n: final[n])
            final[answer] = final[rid] * (1.0 + 1e-6)
            lifted.add(answer)
    return lifted


# A turn that only opens its topic ("upgraded the homelab!", "so I switched gyms", 双十一把吉他换了): a few
# words announcing a change or news, no name or number; what it opened is said next ("got a Minisforum MS-01
# with 64GB RAM ...")
_OPENER_WORDS = 8
_OPENER_CJK = 12
# (letters of any script with case: Zoë, Ольга; _LATIN is a word of those among Chinese)
_WORD = re.compile(rf"[{CASED_LETTER}][\w'’-]*")
# a name or a title inside a sentence (not its first word, not "I"), a number, a quoted title
_NAMED = re.compile(rf"(?<=[\w,;:)'’] )(?!I\b|I'|I’)[{CASED_UPPER}][\w'’-]*|\d|[\"“「《]")
_LATIN = re.compile(rf"[{CASED_LETTER}]{{2,}}")
# asked for a thing said (what, which, who, where; 什么, 哪, 谁): not yes or no, not when
_ASKS_THING = re.compile(r"\b(?:what|which|who|whom|where)\b|什么|哪|谁|啥", re.IGNORECASE)
_NEWS = re.compile(r"\b(?:update|updates|news|moving|switch|change)\b", re.IGNORECASE)
_ASKS_PAST = re.compile(r"\b(?:did|was|were)\b", re.IGNORECASE)


def names_something(said: str) -> bool:
    """Whether ``said`` names something: a number, a name or title written with a capital inside a sentence, a
    quoted title, a Latin word among Chinese (用的是Notion)."""
    return bool(_NAMED.search(said) or (has_cjk(said) and _LATIN.search(said)))


def _opener(text: str) -> bool:
    said = spoken(text).strip()
    if not (says_changed(text) or _NEWS.search(said)) or names_something(said):
        return False
    return len(said) <= _OPENER_CJK if has_cjk(said) else len(_WORD.findall(said)) <= _OPENER_WORDS


def lift_opened(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    neighbours: Mapping[str, Sequence[str]],
    query: str,
) -> set[str]:
    """The best record (or one tied with it), when it only opens its topic (a few words, no name, no number) and
    ``query`` asks for a thing (what, which, who, where) and no kind of value (:func:`lift_typed_followup` reads
    those), has the next record of the same speaker's session that names something ranked right above it.
    Returns the records lifted."""
    if not final or asked_kinds(query) or not _ASKS_THING.search(query) or _ASKS_PAST.search(query):
        return set()
    top = max(final.values())
    lifted: set[str] = set()
    for rid in [i for i, score in final.items() if score == top]:  # the best, or those tied with it
        topic = records[rid]
        if not _opener(topic.text):
            continue
        after = [
            n for n in _beside(rid, final, records, neighbours) if records[n].occurred_at > topic.occurred_at
        ]
        if not after:
            continue
        nxt = min(after, key=lambda n: records[n].occurred_at)
        if final[nxt] < top and names_something(spoken(records[nxt].text)):
            final[nxt] = top * (1.0 + 1e-6)
            lifted.add(nxt)
    return lifted


__all__ = ["lift_opened", "lift_typed_followup", "names_something"]
