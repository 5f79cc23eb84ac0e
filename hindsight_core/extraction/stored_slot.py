"""The slot a stored record's own text gives, read as this version's rule extractor reads it.

An earlier hindsight stored records without slots (or read fewer of them): "The user said: I moved to Paris
last month." holds no ``lives_in``, so a later move never supersedes it and "forget my phone number" misses
the numbers it holds. ``hindsight doctor --repair`` gives such records the slot read here from their own text
(never from the journal, which may still hold what a hard forget took out of the store), as
:func:`~hindsight_core.extraction.rules.turn_slot` reads the turn the record was extracted from.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.rules import turn_slot
from hindsight_core.models import MemoryRecord
from hindsight_core.text import split_speaker

# How ``rules._said`` and ``RuleExtractor._utterance`` write a turn's record: "<who> said: <content>" (用户说：,
# :func:`~hindsight_core.text.split_speaker`), then "(about my <referent>)" (（说的是...）), then "(answering <asker>:
# <question>)" (（回答...：...）).
_ANSWERING = re.compile(
    r"(?:\s\(answering [^:()\n]{1,80}: (?P<en>.*)\)|（回答[^：（）\n]{1,80}：(?P<zh>.*)）)\Z", re.DOTALL
)
_ABOUT = re.compile(r"(?:\s\(about [^()\n]{1,80}\)|（说的是[^（）\n]{1,80}）)\Z")
_USER = frozenset({"The user", "用户"})
_ASSISTANT = frozenset({"The assistant", "助手"})


def stored_slot(record: MemoryRecord) -> dict[str, str]:
    """``subject``, ``attribute`` and ``value`` as this version's rule extractor would have given ``record``, a
    user's turn's record; empty when its text gives none, or when it is no user's turn (the assistant's, a
    tool's, a fact written without a trace, an LLM extractor's third-person fact).

    >>> from hindsight_core.models import Scope
    >>> stored_slot(MemoryRecord(text="The user said: I moved to Paris.", scope=Scope(user_id="u"), trace_id="t"))
    {'subject': 'user', 'attribute': 'lives_in', 'value': 'Paris'}
    """
    if record.source_kind != "user_stated":
        return {}
    if record.trace_id is None:
        # no turn's: a fact given to ``remember`` or an item put as it is (a key-value store's, which competes
        # with nothing by design): the two cannot be told apart, and the item must read back as it was put
        return {}
    who, start = split_speaker(record.text)
    if not start:
        return {}  # not a turn as the rule extractor writes one (an LLM extractor gives the slots it reads)
    if who in _ASSISTANT:
        return {}
    content = record.text[start:]
    asked = ""
    if (answering := _ANSWERING.search(content)) is not None:
        asked = answering["en"] if answering["en"] is not None else answering["zh"]
        content = content[: answering.start()]
    content = _ABOUT.sub("", content)
    return turn_slot(content, None if who in _USER else who, asked)


__all__ = ["stored_slot"]
