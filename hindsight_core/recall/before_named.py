"""Asked for what came before a value the question names ("What chair did I have before the Steelcase?"), the
record naming it ("got a used steelcase leap for 350!!") is the change, not the answer: the best older match that
does not name it ("a $90 amazon chair lol") ranks right above it. Run by
:class:`~hindsight_core.recall.paths.RecallPaths` for a question about the past."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.displaced import given_up_by
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.subject import same_subject
from hindsight_core.text import keyword_terms, root, root_terms, same_speaker, without_question

# "before the Steelcase", "before product design", "before I got the Kobo", "before switching to Linear"
_BEFORE = re.compile(
    r"\bbefore\s+(?:i\s+(?:got|bought|switched\s+to|moved\s+to|started(?:\s+(?:at|using))?|joined|took\s+up)\s+|"
    r"(?:switching|moving|changing)\s+to\s+|getting\s+)?(?:the\s+|my\s+|a\s+|an\s+)?([\w'’&.+-]+(?:\s+[\w'’&.+-]+){0,3}?)"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_POOL_HEAD = 20


def named_before(query: str) -> frozenset[str]:
    """The roots (:func:`~hindsight_core.text.root`) of what an English question names as the value whose predecessor it asks for, empty when it
    names none.

    >>> sorted(named_before("What chair did I have before the Steelcase?"))
    ['steelcas']
    >>> sorted(named_before("What was my job before product design?")), named_before("what did I do before?")
    (['design', 'product'], frozenset())
    """
    found = _BEFORE.search(query.strip())
    if found is None:
        return frozenset()
    return frozenset(root(t) for t in keyword_terms(found.group(1)))


def _holds(record: MemoryRecord, named: frozenset[str]) -> bool:
    """Whether ``record`` says every named word (or a word it begins: "designer" holds "design")."""
    held = root_terms(without_question(record.text))
    return all(any(h.startswith(n) for h in held) for n in named)


def lift_before_named(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """The best match naming the value the question asks the predecessor of (and naming nothing it gave up) gives
    its place to the best older match of the same speaker that does not name it and shares another word of the
    question."""
    named = named_before(query)
    if not named or not final:
        return
    head = best_ids(final, _POOL_HEAD)
    best = head[0]
    change = records[best]
    if not _holds(change, named) or given_up_by(change):
        return  # (a change naming what it gave up answers itself: "dropped Schweser's videos for Mark Meldrum")
    asked = root_terms(query) - named
    for rid in head[1:]:
        old = records[rid]
        if (
            old.occurred_at < change.occurred_at
            and same_speaker(old.text, change.text)
            and same_subject(old.text, change.text)
            and not _holds(old, named)
            and asked & root_terms(without_question(old.text))
        ):
            final[rid] = final[best] * (1.0 + 1e-6)
            return


__all__ = ["lift_before_named", "named_before"]
