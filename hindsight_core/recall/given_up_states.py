"""One's own new marital state, and a break-up, as values given up: "I'm divorced now" gives up "married",
"we broke up" a boyfriend, 我离婚了 结婚 (:mod:`hindsight_core.recall.displaced` reads them with the other changes).
A state given up answers only a question about that state (:func:`asked_of`).

    >>> list(states_given_up("I'm divorced now"))
    ['married', 'separated']
    >>> asked_of((("married",), ("paris",)), "where do I live?")
    (('paris',),)
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hindsight_core.text import as_matched, has_cjk

# One's marital state, said of oneself: a new one gives up those it follows ("I'm divorced now" after "I'm married",
# 我离婚了 after 我结婚了). Said of someone else ("my sister got married") it is theirs: not read.
_EN_STATE = re.compile(
    r"\b(?:i'?m|i am|i've been|i have been|i got|we got|we'?re|we are|i'?m now|i just got|we just got)\s+"
    r"(?:now\s+|just\s+|finally\s+|officially\s+|recently\s+)?"
    r"(married|divorced|separated|widowed|engaged|single)\b",
    re.IGNORECASE,
)
_EN_STATE_GIVES_UP = {
    "married": ("engaged", "single"),
    "divorced": ("married", "separated"),
    "separated": ("married",),
    "widowed": ("married",),
    "engaged": ("single",),
    "single": ("married", "engaged"),
}
# a relationship ended, said of one's own: "we broke up", "I split up with Tom" (not "my sister broke up with him")
_EN_BREAKUP = re.compile(
    r"(?:^|[.,;:!?]\s*|\b(?:so|and|but|update|news)\W+)(?:i|we)(?:'ve| have)?\s+(?:just\s+|finally\s+|officially\s+)?"
    r"(?:broke|broken|split)\s+up\b",
    re.IGNORECASE,
)
_EN_BREAKUP_GIVES_UP = ("boyfriend", "girlfriend", "partner")
_ZH_STATE = re.compile(
    r"(?:^|[，,。！!？?；;\s]|我|我们|我們)(?:已经|已經|刚|剛|终于|終於)?(离婚|離婚|结婚|結婚|订婚|訂婚|分手)了|"
    # with whom, said before the verb: 我跟那个只看NBA的分手了, 我和他离婚了 (我妹跟她老公离婚了 is the sister's)
    r"(?:^|[，,。！!？?；;\s]|了|说|說)(?:我|我们|我們)(?:已经|已經|刚|剛|终于|終於)?"
    r"(?:跟|和|与|與)[^，,。！!？?；;\s]{1,12}?(?:已经|已經|刚|剛|终于|終於)?(离婚|離婚|分手)了"
)
_ZH_STATE_GIVES_UP = {
    "离婚": ("结婚", "已婚"),
    "結婚": ("订婚", "單身"),
    "结婚": ("订婚", "单身"),
    "離婚": ("結婚", "已婚"),
    "订婚": ("单身",),
    "訂婚": ("單身",),
    "分手": ("男朋友", "女朋友", "对象"),
}


#: The states one's own new state gives up (above): each speaks only to a question about that state ("do I have a
#: boyfriend?"), not to one about the partner ("where does Kevin live?" after "kevin and I broke up").
_STATE_VALUES = frozenset(
    (v,)
    for gives_up in (_EN_STATE_GIVES_UP, _ZH_STATE_GIVES_UP)
    for values in gives_up.values()
    for v in values
) | frozenset((v,) for v in _EN_BREAKUP_GIVES_UP)
_ASKS_STATE = re.compile(
    r"\b(?:relationship|dating|single|married|engaged|divorced|partner|boyfriend|girlfriend|wife|husband)\b|"
    r"恋爱|戀愛|对象|對象|单身|單身|男朋友|女朋友|结婚|結婚|离婚|離婚|老公|老婆",
    re.IGNORECASE,
)


def asked_of(given_up: tuple[tuple[str, ...], ...], query: str) -> tuple[tuple[str, ...], ...]:
    """The values given up that may answer ``query``: a state given up only where the query asks about a state."""
    if _ASKS_STATE.search(query):
        return given_up
    return tuple(terms for terms in given_up if terms not in _STATE_VALUES)


def states_given_up(text: str) -> Iterator[str]:
    """The marital states a statement of one's own new state gives up (see ``_EN_STATE``), and a partner after a
    break-up."""
    for match in _EN_STATE.finditer(text):
        yield from _EN_STATE_GIVES_UP[as_matched(match.group(1))]
    if _EN_BREAKUP.search(text):
        yield from _EN_BREAKUP_GIVES_UP
    if has_cjk(text):
        for match in _ZH_STATE.finditer(text):
            yield from _ZH_STATE_GIVES_UP[match.group(1) or match.group(2)]


__all__ = ["asked_of", "states_given_up"]
