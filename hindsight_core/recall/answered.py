"""A short reply stored with the assistant's question it answers ranks above the turns of its session that brought
the topic up, when the assistant asked what the question asks: "How many people is the user hosting for
Thanksgiving?" is answered by "Nine, counting the baby. (answering the assistant: How many people will you be
feeding?)", not by the opener "Thanksgiving is at my house this year ...", which shares more of its words. The
assistant's question asks the same thing where it opens with the same kind of question word (how many, which,
where, when, who; 多少, 哪, 几) and shares a word with the question."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.restated import holds_values
from hindsight_core.text import USER_WORDS, root_terms, split_question, split_speaker, to_simplified

# what a question asks for, by its question word
_ASKS = {
    "amount": re.compile(
        r"\bhow\s+(?:many|much|long|often|old|far|big)\b|多少|几|多久|多大|多长", re.IGNORECASE
    ),
    "where": re.compile(r"\bwhere\b|哪里|哪儿|在哪|去哪", re.IGNORECASE),
    "when": re.compile(r"\bwhen\b|什么时候|几号|哪天|几点", re.IGNORECASE),
    "who": re.compile(r"\bwho(?:m|se)?\b|谁", re.IGNORECASE),
}
#: How many of the best are read for an answer and the turns of its session above it
_HEAD = 10


def _asks(text: str) -> frozenset[str]:
    simplified = to_simplified(text)
    return frozenset(kind for kind, pattern in _ASKS.items() if pattern.search(simplified))


# a Chinese pair holding a question word or particle says what is asked, not about what (多少, 少钱, 几个, 你的)
_ZH_ASKING = re.compile(r"[多少几哪谁什么啥吗呢吧你我的了是有]")


def _terms(text: str) -> set[str]:
    """The words ``text`` says what it is about by: "user", Chinese pairs holding a question word's character, and
    a pair inside a Chinese question word left out (什么时候's 时候: "那改什么时候去？" asks nothing of
    "一帆是什么时候把可乐领回家的？"; 多大码's 大码 stays, it says a size)."""
    simplified = to_simplified(text)
    inside = {
        word[i : i + 2]
        for pattern in _ASKS.values()
        for word in (m.group(0) for m in pattern.finditer(simplified))
        if not word.isascii()
        for i in range(len(word) - 1)
    }
    return {
        t for t in root_terms(text) - USER_WORDS if t.isascii() or not (_ZH_ASKING.search(t) or t in inside)
    }


def lift_asked_answer(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Each answer in the first ``_HEAD`` whose assistant question asks what ``query`` asks ranks right above the
    turns of its own session, said before it and stored with no question, that outrank it."""
    asks = _asks(query)
    if not asks:
        return
    wanted = _terms(query)
    head = best_ids(final, _HEAD)
    for rid in head:
        record = records[rid]
        said, question = split_question(record.text)
        if not question or not asks & _asks(question) or not wanted & _terms(question):
            continue
        above = [
            final[o]
            for o in head
            if final[o] > final[rid]
            and records[o].scope.session_id == record.scope.session_id
            and records[o].occurred_at < record.occurred_at
            and not split_question(records[o].text)[1]
            and split_speaker(records[o].text)[0] == split_speaker(said)[0]
            # asked an amount, a turn saying a number may hold it itself (利率降到2.85了 above 公积金贷了多少？120万)
            and not ("amount" in asks and holds_values(records[o].text, ("number",)))
        ]
        if above:
            final[rid] = max(above) * (1.0 + 1e-6)
