"""How the user asks the assistant to answer every time, beside the language and the length
(:mod:`~hindsight_core.extraction.instructions`): the tone ("keep it casual", "please be more formal with me", "use a
friendly tone from now on": ``reply_tone``) and the sign-off ("sign off with Cheers", "end your emails with 'Best,
Sam'": ``sign_off``). One value at a time, so a later one supersedes the earlier.

A tone said of something else ("let's keep it casual" of two people dating, "the party is casual", "my boss is very
formal"), someone else's sign-off ("she signed off with Cheers"), a question ("should I sign off with Best?") and how
a story or an e-mail ends ("end the story with a twist") read none.

    >>> [(m.attribute, m.value) for m in reply_style("keep it casual")]
    [('reply_tone', 'casual')]
    >>> [(m.attribute, m.value) for m in reply_style("sign off with Cheers")]
    [('sign_off', 'Cheers')]
    >>> reply_style("let's keep it casual, we're not exclusive"), reply_style("should I sign off with Best or Cheers?")
    ([], [])
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import AttributeMatch

_I = re.IGNORECASE

# a request to the assistant opening a sentence ("please", "can you", "could you", "from now on")
_ASKED = (
    r"(?:^|(?<=[.!?;:]\s))\s*(?:(?:ok|okay|also|and|btw|oh)[\s,]+)?(?:from\s+now\s+on,?\s+)?"
    r"(?:(?:please|pls|plz)\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:always\s+)?"
)
_TONE = r"(?P<value>casual|informal|formal|professional|friendly|chill|relaxed|polite)"
# (not two people keeping it casual: "we're not exclusive", dating; nor one text's tone: "keep it formal, this email
# goes to the dean", "keep it friendly in the email to my landlord")
_NOT_OF_US = (
    r"\b(?![^.!?\n]*\b(?:dating|exclusive|relationship|we|us|this\s+(?:email|message|letter|one|reply|post|note|time)|"
    r"the\s+(?:email|message|letter|note|post)|it['’]s\s+for)\b)"
)
_EN_TONES = tuple(
    re.compile(_ASKED + said + _NOT_OF_US, _I)
    for said in (
        r"keep\s+(?:it|things|your\s+(?:replies|answers|responses|messages|tone))\s+(?:more\s+|a\s+bit\s+more\s+)?"
        + _TONE,
        r"be\s+(?:more\s+|a\s+bit\s+more\s+)?" + _TONE + r"\s+with\s+me",
        r"use\s+(?:a\s+)?(?:more\s+)?" + _TONE + r"\s+tone",
    )
)
_EN_SIGN_OFF = re.compile(
    _ASKED
    + r"(?:sign\s+off|end\s+your\s+(?:emails|e-mails|messages|replies|letters|notes)|sign\s+your\s+(?:emails|messages))"
    r"\s+with\s+[\"'“‘]?(?P<value>(?-i:[A-Z])[\w ,!.'’-]{0,30}?)[\"'”’]?\s*(?:$|[.!;\n]|\s+(?:please|pls|thanks)\b)",
    _I,
)


def reply_style(text: str) -> list[AttributeMatch]:
    """The tone and the sign-off ``text`` asks the assistant to answer with, every time: ``reply_tone`` and
    ``sign_off`` slots of the user's (never in a question)."""
    found = []
    for patterns, attribute in ((_EN_TONES, "reply_tone"), ((_EN_SIGN_OFF,), "sign_off")):
        match = next((hit for pattern in patterns if (hit := pattern.search(text)) is not None), None)
        if match is not None and not re.search(r"\b(?:should|shall)\s+i\b", text, _I):
            value = match["value"].strip(" ,'\"“”‘’")
            found.append(AttributeMatch(attribute, value.lower() if attribute == "reply_tone" else value, "preference",
                                        span=match.span()))  # fmt: skip
    return found


__all__ = ["reply_style"]
