"""Whether a piece of a message says anything alone: a clause cut from a message that only names people ("My
partner Sam" of "My partner Sam and I moved to Leeds", "Tariq" of "Tariq and Leah had a baby girl", 我老公小王 of
我老公小王，我们去年搬到了杭州) or greets ("hi") carries no predicate: as a record of its own it is a fragment
that matches questions about the person and answers none. What it names stays in the message's record.

    >>> [no_predicate(c) for c in ["My partner Sam", "me and my sister", "hi", "我和我老公", "老王"]]
    [True, True, True, True, True]
    >>> [no_predicate(c) for c in ["My partner is Sam.", "Sam's a nurse", "I'm 34", "我老公在杭州", "my old car"]]
    [False, False, False, False, False]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.clause_subjects import PEOPLE
from hindsight_core.roles import ZH_PEOPLE
from hindsight_core.text import CASED_LOWER, CASED_UPPER

#: Words that name or point at a person, join names, or greet: never a predicate. A capitalised word is a name.
_NAMING_WORD = re.compile(
    rf"(?:(?i:{PEOPLE}|i|me|my|mine|we|us|our|you|your|he|him|his|she|her|they|them|their|the|a|an|and|&|or|"
    r"plus|also|both|with|hi|hey|hello|yo|oh|ok|okay|well|so|um|uh|lol|btw|dear)"
    rf"|[{CASED_UPPER}][{CASED_LOWER}-]*)(?![\w'’])"
)
#: The same in Chinese, with names by their prefix (小王, 老李, 阿强).
_ZH_NAMING = re.compile(
    rf"(?:{ZH_PEOPLE}|我们|我|你们|你|他们|他|她们|她|的|和|跟|与|还有|以及|[小老阿][\u4e00-\u9fff]|你好|嗨|哈+)"
)
_SEPARATORS = re.compile(r"[\s,，、.。!！?？;；:：'\"“”‘’()（）-]+")


def no_predicate(clause: str) -> bool:
    """Whether ``clause`` is made only of people named (by relation, by name, by pronoun), the words joining
    them, and greetings: nothing said of anyone (see the module docstring). An empty clause has none either."""
    for word in _SEPARATORS.split(clause):
        if not word:
            continue
        at = 0
        while at < len(word):
            found = _NAMING_WORD.match(word, at) or _ZH_NAMING.match(word, at)
            if found is None or found.end() == at:
                return False
            at = found.end()
    return True


__all__ = ["no_predicate"]
