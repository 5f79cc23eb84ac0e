"""A name the user dislikes being called is one refused, not their nickname: "I hate it when people call me Jenny",
"I can't stand being called Bob", "everyone calls me Jenny, ugh", "my friends call me Bex which I hate" fill
``nickname`` = "not Jenny", as "don't call me Jenny" does (it ends that name only: a name asked for before stays).
Before, the "call me" read inside the first stored "Jenny", the very name to avoid.

A dislike is read only where it governs the calling ("I hate it when ... call me", "being called ..."), or said right
after the name ("..., ugh", "which I hate", "and I can't stand it"): "I hate my full name so just call me Jen" and
"please call me Jen, I hate Jennifer" still ask for Jen.

    >>> [(m.attribute, m.value) for m in disliked_names("I hate it when people call me Jenny", [])]
    [('nickname', 'not Jenny')]
    >>> disliked_names("I hate my full name so just call me Jen", [])
    []

The name asked for after the one refused, in the same message, is the nickname ("I hate it when people call me
Jenny, call me Jen", "everyone calls me Bex which I hate, I go by Rebecca"): the refused one is only what it replaces.

    >>> [(m.attribute, m.value) for m in disliked_names("I hate it when people call me Jenny, call me Jen", [])]
    [('nickname', 'Jen')]
"""

from __future__ import annotations

import re
from dataclasses import replace

from hindsight_core.extraction.slot_patterns import AttributeMatch
from hindsight_core.extraction.slot_values import plausible
from hindsight_core.lifecycle.values import negated, negation
from hindsight_core.text import CASED_UPPER

_I = re.IGNORECASE

_NAME = rf"(?P<value>(?-i:[{CASED_UPPER}])[\w'’-]*(?:\s(?-i:[{CASED_UPPER}])[\w'’-]*)?)"
# disliking: "I hate", "I really can't stand", "it drives me nuts", "it annoys me", "it's so annoying"
_DISLIKING = (
    r"(?:\b(?:i\s+)?(?:(?:really|honestly|absolutely|just|kinda|kind\s+of)\s+)*(?:hate|can['’]?t\s+stand|cannot\s+stand|"
    r"dislike|detest|loathe|despise|(?:do\s+not|don['’]?t)\s+(?:really\s+)?like)|"
    r"\b(?:it\s+)?(?:really\s+)?(?:annoys|irritates|bugs|drives)\s+me(?:\s+(?:nuts|crazy|mad|insane|up\s+the\s+wall))?|"
    r"\b(?:it['’]?s|it\s+is)\s+(?:so\s+|really\s+)?(?:annoying|irritating|cringe))"
)
# ... what it is about: being called the name, or someone calling the user it ("when people call me", "when my
# coworkers keep calling me")
_ABOUT = (
    _DISLIKING
    + r"\s+(?:it\s+)?(?:(?:when|if|how|that)\s+(?:[\w'’]+\s+){1,4}?(?:(?:still|always|keep|keeps)\s+)?"
    r"(?:call|calls|calling)\s+me|being\s+called|to\s+be\s+called)\s+"
)
_DISLIKED = re.compile(_ABOUT + _NAME + r"(?![\w'’-])", _I)
# (the words before a name found: "I hate it when you call me buddy" refuses "buddy" too)
_DISLIKED_BEFORE = re.compile(_ABOUT + r"$", _I)
# others calling the user the name, not the user asking for it ("call me Sam, ugh autocorrect" asks for Sam)
_CALLED_BY_OTHERS = re.compile(
    r"(?:\bcalls\s+me|\bcalled|\b(?:people|ppl|everyone|everybody|they|folks|friends|mates|family|colleagues|"
    r"co-?workers|team|kids|students|parents|all)\s+(?:[\w'’]+\s+){0,2}?call\s+me)\s+$",
    _I,
)
# ... and a complaint said right after the name: ", ugh", "which I hate", "and I can't stand it", "(so annoying)"
_COMPLAINED = re.compile(
    r"\s*[,.!…(—–-]*\s*(?:ugh+|urgh+|eugh+|ew+|smh|(?:which|and)\s+i\s+(?:really\s+|honestly\s+)?"
    r"(?:hate|can['’]?t\s+stand|cannot\s+stand|don['’]?t\s+like|dislike|loathe)|i\s+hate\s+(?:it|that)|"
    r"(?:so\s+|really\s+)?(?:annoying|cringe))\b",
    _I,
)

# a name asked for ("call me Jen", "just call me Jen please", "I go by Rebecca"), never refused ("don't call me Jen")
# nor said of others calling ("my friends call me Jen")
_ASKED = re.compile(
    r"(?:^|[.!?,;:—–-])\s*+(?:(?:so|but|and|just|please|pls|plz|instead|now)\s++)*(?:i\s+)?(?:call\s+me|go\s+by)\s+"
    r"(?P<value>[\w'’-]+(?:\s(?-i:[A-Z])[\w'’-]*)?)"
    r"(?=\s*(?:$|[.!?,;)]|\s+(?:please|pls|plz|instead|thanks|from\s+now\s+on)\b))",
    _I,
)


def _asked_after(text: str, at: int) -> AttributeMatch | None:
    """The name ``text`` asks to be called after ``at`` (where a refused name ends), if any."""
    for match in _ASKED.finditer(text, at):
        if plausible("nickname", match["value"], chinese=False):
            return AttributeMatch("nickname", match["value"], "fact", span=match.span("value"))
    return None


def disliked_names(text: str, found: list[AttributeMatch]) -> list[AttributeMatch]:
    """``found`` (the slots read in ``text``) with a nickname the user dislikes read as refused ("not Jenny"), and
    one added where only the dislike names it ("I can't stand being called Bob")."""
    disliked = _DISLIKED.search(text)
    out: list[AttributeMatch] = []
    for match in found:
        if match.attribute == "nickname" and match.owner is None and negated(match.value) is None:
            at = text.find(match.value, match.span[0])
            after = at + len(match.value) if at >= 0 else match.span[1]
            before = text[max(0, at - 120) : at] if at >= 0 else ""
            if _DISLIKED_BEFORE.search(before) or (
                _CALLED_BY_OTHERS.search(before) and _COMPLAINED.match(text, after)
            ):
                match = replace(match, value=negation(match.value))
        out.append(match)
    if disliked is not None and not any(m.attribute == "nickname" and m.owner is None for m in out):
        out.append(
            AttributeMatch("nickname", negation(disliked["value"]), "fact", span=disliked.span("value"))
        )
    refused = [
        m for m in out if m.attribute == "nickname" and m.owner is None and negated(m.value) is not None
    ]
    asked = _asked_after(text, max(m.span[1] for m in refused)) if refused else None
    return out if asked is None else [asked if m in refused else m for m in out]


__all__ = ["disliked_names"]
