"""Requests of how to answer said bare, as people type them to an assistant, read beside the standing instructions
(:mod:`~hindsight_core.extraction.instructions`): the language asked with a "please" and nothing else ("please answer
in Chinese", "pls reply in Spanish", "answer in French please"), and how long to answer for one kind of request, code
("longer answers are OK for code", "for coding questions, detailed answers are fine", "keep code answers short"):
``reply_length_code``, a slot of its own beside ``reply_length``, so that "keep your answers short" still holds for
the rest.

The language rule asks for the sentence to be the request alone: "please answer in Chinese: how do I say thanks?",
"please reply in Spanish to this email", "my teacher said please answer in French" are one answer's or someone
else's. A length said for another kind ("short answers are better in interviews") or one text ("make this code
shorter") fills nothing.

    >>> [(m.attribute, m.value) for m in kind_lengths("longer answers are OK for code")]
    [('reply_length_code', 'detailed')]
    >>> kind_lengths("make this code shorter"), kind_lengths("my code review answers are too long")
    ([], [])
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import AttributeMatch

_I = re.IGNORECASE

# a sentence's opening, a word of chat before the request ("ok", "also", "oh and")
_OPENS = r"(?:^|(?<=[.!?;\n]))\s*(?:(?:ok|okay|also|and|oh|hey|btw|actually|so)[\s,]+)*"
_SAY = r"(?:answer|reply|respond|write|talk|speak)"
# what may close the request: a please or a thanks, then the sentence's end
_CLOSES = r"(?:\s*,?\s*(?:please|pls|plz|thanks|thank\s+you|thx|ty))*\s*(?=$|[.!\n])"


def bare_language(language: str) -> re.Pattern[str]:
    """The rule of a language asked for bare, ``language`` the pattern of its name (a group ``lang``): "please
    answer in Chinese", "pls reply in Spanish", "answer in French please", "reply in Spanish." alone."""
    return re.compile(
        # (no please: the request ends the message, or a please closes it: "answer in French please", "reply in Spanish.")
        _OPENS + r"(?:(?:please|pls|plz)\s+" + _SAY + r"|" + _SAY + r"(?=(?:\s+to\s+me|\s+me)?\s+in\s+\w+(?:\s+\w+)?"
        r"\s*(?:,?\s*(?:please|pls|plz)\b[^\n]{0,12}|[.!]?\s*$)))"
        r"(?:\s+to\s+me|\s+me)?\s+(?:only\s+)?in\s+" + language + _CLOSES,
        _I,
    )  # fmt: skip


_ANSWERS = r"(?:answers|replies|responses|explanations)"
_LONG = r"(?:long(?:er)?|(?:more\s+)?detailed|in-?depth|thorough)"
_SHORT = r"(?:short(?:er)?|brief(?:er)?|concise)"
_FINE = r"(?:totally\s+|perfectly\s+)?(?:fine|ok|okay|good|alright|all\s+right)"
# the kind: code, coding questions, programming stuff
_CODE = r"(?:code|coding|programming)(?:\s+(?:questions?|stuff|things|help|problems?|examples?))?\b"
_FOR_CODE = (
    r"(?:for|with|on|when\s+it['’]?s(?:\s+about)?|when\s+(?:it\s+comes\s+to|we['’]re\s+doing))\s+" + _CODE
)
_KIND_RULES = (
    # "longer answers are OK for code", "detailed answers are fine when it's code"
    (re.compile(_OPENS + _LONG + r"\s+" + _ANSWERS + r"\s+are\s+" + _FINE + r"\s+" + _FOR_CODE, _I), "detailed"),
    # "for code, longer answers are fine", "for coding questions detailed answers are ok"
    (re.compile(_OPENS + r"for\s+" + _CODE + r"\s*,?\s+" + _LONG + r"\s+" + _ANSWERS + r"\s+are\s+" + _FINE, _I),
     "detailed"),
    # "you can give longer answers for code", "feel free to be more detailed for coding questions"
    (re.compile(r"\b(?:you\s+can|feel\s+free\s+to)\s+(?:give\s+(?:me\s+)?" + _LONG + r"\s+" + _ANSWERS + r"|go\s+long|be\s+"
                + _LONG + r")\s+" + _FOR_CODE, _I), "detailed"),
    # "keep code answers short", "short answers for code please", "for code, keep it brief"
    (re.compile(_OPENS + r"(?:please\s+)?keep\s+(?:your\s+)?(?:code|coding|programming)\s+" + _ANSWERS + r"\s+" + _SHORT, _I),
     "short"),
    (re.compile(_OPENS + _SHORT + r"\s+" + _ANSWERS + r"\s+" + _FOR_CODE + _CLOSES, _I), "short"),
    (re.compile(_OPENS + r"for\s+" + _CODE + r"\s*,?\s+(?:please\s+)?keep\s+it\s+" + _SHORT, _I), "short"),
)  # fmt: skip


def kind_lengths(text: str) -> list[AttributeMatch]:
    """How long the user tells the assistant to answer their code questions, for good (``reply_length_code``:
    ``short`` or ``detailed``), once; never in a question."""
    if re.search(r"\b(?:should|shall)\s+i\b|\?\s*$", text, _I):
        return []
    for pattern, value in _KIND_RULES:
        if (found := pattern.search(text)) is not None:
            return [AttributeMatch("reply_length_code", value, "preference", span=found.span())]
    return []


def kind_kept(found: list[AttributeMatch]) -> list[AttributeMatch]:
    """``found`` without a length read inside a length said for code ("for coding questions, detailed answers are
    fine" is no length for every answer)."""
    kinds = [m.span for m in found if m.attribute == "reply_length_code"]
    return [
        m for m in found if m.attribute != "reply_length" or not any(a <= m.span[0] < b for a, b in kinds)
    ]


__all__ = ["bare_language", "kind_kept", "kind_lengths"]
