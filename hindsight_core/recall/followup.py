"""The answer said right after its topic: "Anyway, good news, I finally bought the road bike." then "It cost £800
in the January sale". Asked "how much did I pay for my road bike?", the topic matches every word and the answer
none: recall ranked the topic first. A question asking for a kind of value (an amount of money, a number, a time,
a weekday, how often, a dose: :func:`~hindsight_core.recall.restated.asked_kinds`) whose best matches hold no
value of that kind has the session neighbour right beside such a match that holds one ranked right above it."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.restated import asked_kinds, holds_values
from hindsight_core.text import root_terms, split_speaker

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
        for clause in _CLAUSE.split(text[split_speaker(text)[1] :])
    )


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
    if not kinds or kinds == ("weekday", "clock") or not final:
        return lifted
    asked = root_terms(query)
    best = sorted(final, key=lambda rid: -final[rid])[:_TOPICS]
    for rid in best:
        topic = records[rid]
        if holds_values(topic.text, kinds) or ("number" in kinds and _NUMBER_WORDS.search(topic.text)):
            continue
        if "money" in kinds and _number_about(topic.text, asked):
            continue  # "My practice MBE score is 128": how much it improved is a number, not money
        answers = [
            n
            for n in neighbours.get(rid, ())
            if n in final
            and n not in lifted
            and final[n] < final[rid]
            and records[n].source_kind == topic.source_kind
            and holds_values(records[n].text, kinds)
        ]
        if answers:
            answer = max(answers, key=lambda n: final[n])
            final[answer] = final[rid] * (1.0 + 1e-6)
            lifted.add(answer)
    return lifted


__all__ = ["lift_typed_followup"]
