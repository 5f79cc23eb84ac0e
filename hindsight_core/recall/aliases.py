"""Someone the user calls by two names, said once together ("My sister Elizabeth, we all call her Lizzie, lives in
Leeds", "Robert, who goes by Bob, is my neighbor", "Bob (Robert Lee) from accounting", 我大学同学王芳，我们都叫她芳芳)
and by one of them since ("Lizzie just got a job at Pfizer", "Bob's dog barks all night", 芳芳下个月要结婚了): a question
naming them by the other ("where does Elizabeth work?", "what's the deal with Robert's dog?", 王芳什么时候结婚) shares
no word with the records calling them by the name it does not say. The record saying both names, among the best few,
gives the other name, and the records calling them by it are placed next to it, as those calling by name someone
asked about by role are (:func:`~hindsight_core.recall.named_people.bring_named`)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.extraction.slot_patterns import _ZH_SURNAME as ZH_SURNAME
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.named_people import NAME, NOT_NAMES, name_said, own_words
from hindsight_core.text import to_simplified

_NAMES = rf"{NAME}(?:\s+{NAME})?"
# a name given to someone named just before, in the words people say it: "Elizabeth, everyone calls her Liz",
# "Elizabeth (we call her Lizzie)", "Robert, who goes by Bob", "Robert goes by Bob", "Alexander aka Sasha", "Katherine,
# Kate for short", "Bob (Robert Lee)"; 王芳，我们都叫她芳芳, 王芳（大家都叫她芳芳）, 王芳，外号芳芳, 王芳，小名叫芳芳
_CALLS = r"(?:everyone|everybody|we(?:\s+all)?|people|they|friends|most\s+people)\s+(?:just\s+)?calls?\s+(?:her|him|them)\s+"
_CALLED_EN = re.compile(
    rf"(?P<name>{_NAMES})(?:\s*\(\s*(?:{_CALLS})?(?P<bracketed>{_NAMES})\s*\)"
    rf"|\s*,\s*(?:but\s+|and\s+)?{_CALLS}(?P<called>{_NAMES})|,?\s+(?:who\s+)?goes\s+by\s+(?P<by>{_NAMES})"
    rf"|\s+a\.?k\.?a\.?\s+(?P<aka>{_NAMES})|\s*,\s*(?P<short>{_NAMES})\s+for\s+short)"
)
# (a name opening with a surname, or 阿, 小, 老: not 学王芳 of 我大学同学王芳)
_ZH_NAMED = rf"(?:{ZH_SURNAME}|[阿小老])[\u4e00-\u9fff]{{1,2}}"
_CALLED_ZH = re.compile(
    rf"(?P<name>{_ZH_NAMED})[，,（(]\s*(?:我们|大家|大伙|朋友们|家里人)?(?:都)?(?:叫她|叫他|喊她|喊他|管她叫|管他叫|"
    r"外号(?:叫|是)?|小名(?:叫|是)?|昵称(?:叫|是)?)(?P<alias>[\u4e00-\u9fff]{2,3}?|[A-Za-z]+)(?=[，,。！？!?）)\s]|$)"
)


def aliases(text: str) -> list[tuple[str, str]]:
    """The (name, other name) pairs ``text`` gives someone.

    >>> aliases("My sister Elizabeth, we all call her Lizzie, lives in Leeds")
    [('Elizabeth', 'Lizzie')]
    >>> aliases("Bob (Robert Lee) from accounting is retiring"), aliases("Robert, who goes by Bob, is my neighbor")
    ([('Bob', 'Robert Lee')], [('Robert', 'Bob')])
    >>> aliases("我大学同学王芳，我们都叫她芳芳，现在在深圳"), aliases("I met Tom, Anna and Jo for lunch")
    ([('王芳', '芳芳')], [])
    """
    found: list[tuple[str, str]] = []
    said = own_words(text)
    for m in _CALLED_EN.finditer(said):
        name, alias = m["name"], m["bracketed"] or m["called"] or m["by"] or m["aka"] or m["short"]
        if name.split()[0] not in NOT_NAMES and alias.split()[0] not in NOT_NAMES and name != alias:
            found.append((name, alias))
    for m in _CALLED_ZH.finditer(to_simplified(said)):
        if m["name"] != m["alias"]:
            found.append((m["name"], m["alias"]))
    return found


def aliases_for_names(
    final: Mapping[str, float], records: Mapping[str, MemoryRecord], query: str, head: int
) -> tuple[str | None, list[str]]:
    """The best of the first ``head`` records giving someone ``query`` names another name, and the names it gives
    them that the query does not say."""
    said = to_simplified(query)
    for rid in best_ids(final, head):
        names = [
            other
            for pair in aliases(records[rid].text)
            for asked, other in (pair, pair[::-1])
            if name_said(asked, said) and not name_said(other, said)
        ]
        if names:
            return rid, list(dict.fromkeys(names))
    return None, []


__all__ = ["aliases", "aliases_for_names"]
