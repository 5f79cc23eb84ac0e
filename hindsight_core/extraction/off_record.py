"""What a user marks as not to be kept before saying it: "Off the record, I'm interviewing at Google next week", "Don't
save this: my salary is 95k", "Don't store this. I'm seeing a therapist", 这个别记：我在偷偷看别的工作机会, 私下跟你说，别记
下来，我怀孕了.

The request points forward, at what follows it, not back at what was said before it (a request pointing back,
"Forget that.", "Don't keep that", is :mod:`~.pointing_back`'s): the sentence that holds what follows goes with the
request, and so does the next sentence of the message when the request is a sentence alone ("Off the record. I'm
interviewing at Google."). "that" and "it" point back ("Forget that. I live in Leeds now." keeps the home); in
Chinese a request points forward when it is said with a colon, after words announcing a confidence (私下跟你说,
偷偷告诉你) or with a word for what follows (下面, 接下来, 以下).

    >>> without_off_record("Off the record, I'm interviewing at Google next week. I live in Leeds.")
    'I live in Leeds.'
    >>> without_off_record("这个别记：我在偷偷看别的工作机会")
    ''
    >>> without_off_record("Forget that. I live in Leeds now.")
    'Forget that. I live in Leeds now.'
"""

from __future__ import annotations

import re

from hindsight_core.cjk import to_simplified

_I = re.IGNORECASE

_EN_OPENERS = r"(?:(?:ok(?:ay)?|so|and|but|also|btw|oh|well|um|hmm|honestly|just|fyi)\b[\W_]*)*"
_EN = re.compile(
    r"[\W_]*"
    + _EN_OPENERS
    + r"(?:(?:this\s+is\s+|this\s+one\s+is\s+|strictly\s+|totally\s+|completely\s+)?off\s+the\s+record"
    r"|(?:please\s+|pls\s+)?(?:do\s+not|don't|dont|never)\s+(?:save|store|keep|record|remember|log|write\s+down|note\s+down)"
    r"\s+(?:this(?:\s+one|\s+(?:next\s+)?(?:bit|part))?|the\s+(?:next|following)\s+(?:bit|part|thing))"
    r"|(?:please\s+|pls\s+)?keep\s+this(?:\s+one)?\s+off\s+the\s+record)"
    r"(?:\s+(?:please|pls|ok|okay|though))*\s*(?:[,:：;.!—–-]+\s*|$)",
    _I,
)
# the words of a confidence announced (私下跟你说, 偷偷告诉你), a request not to keep, and what separates it from what
# follows: with a colon, after a confidence, or with a word for what follows (不用记，我自己记得住 keeps the rest)
_ZH_CONFIDENCE = (
    r"(?:(?:私下|偷偷|悄悄)地?(?:跟|和|对|同)你(?:说|讲)|(?:偷偷|悄悄)(?:地)?告诉你|跟你说个秘密|说个秘密)"
)
_ZH_NOT_KEPT = (
    r"(?:你)?(?:别|不要|不用|千万别|千万不要|唔好)(?:记|存|保存|记录)(?:下来|住|着)?(?:哦|哈|啊|喔|呀)?"
)
_ZH = re.compile(
    r"[\W_]*(?:" + _ZH_CONFIDENCE + r"[，,\s]*(?:这个|这些|这件事)?" + _ZH_NOT_KEPT + r"[：:，,。！!\s]*"
    r"|(?:这个|这些|这件事|下面的?|接下来的?|以下)(?:的话|这句|几句)?" + _ZH_NOT_KEPT + r"[：:]\s*"
    r"|(?:下面的?|接下来的?|以下)(?:的话|这句|几句)?" + _ZH_NOT_KEPT + r"[，,。！!\s]*"
    r"|" + _ZH_NOT_KEPT + r"[：:]\s*)"
)
_SENTENCES = re.compile(r"(?<=[.!?。！？\n])\s*")


def _opener(sentence: str) -> re.Match[str] | None:
    simple = to_simplified(sentence)
    return _EN.match(simple) or _ZH.match(simple)


def opens_off_record(text: str) -> bool:
    """Whether ``text`` opens by asking not to keep what it goes on to say (see the module's docstring)."""
    first = next((s for s in _SENTENCES.split(text) if s.strip()), "")
    return _opener(first) is not None and without_off_record(text) != text


def without_off_record(text: str) -> str:
    """``text`` without what a request not to keep it said before it (see the module's docstring); as written when
    there is none."""
    sentences = [s for s in _SENTENCES.split(text) if s.strip()]
    kept: list[str] = []
    dropping_next = False
    for n, sentence in enumerate(sentences):
        if dropping_next:
            dropping_next = False
            continue
        found = _opener(sentence)
        if found is None:
            kept.append(sentence)
        elif sentence[found.end() :].strip(" \t\n.。!！"):
            continue  # what follows the request in its sentence goes with it
        elif n + 1 < len(sentences):
            dropping_next = True  # "Off the record." alone: the next sentence is what it means
        else:
            kept.append(sentence)  # last, it points back ("Don't save this."): :mod:`~.pointing_back`'s
    if len(kept) == len(sentences):
        return text
    return " ".join(s.strip() for s in kept)


__all__ = ["opens_off_record", "without_off_record"]
