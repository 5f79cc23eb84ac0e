"""A message that corrects what the user said before ("Sorry, I was wrong before: the school is number 21",
更正一下，我生日其实是3月15号, 其实我说错了): its record supersedes the one it corrects, found by what the two
say alike (the reviewers' corrections were recalled below the value they correct, and expired as problems)."""

from __future__ import annotations

import re

from hindsight_core.text import keyword_terms, to_simplified

_I = re.IGNORECASE

# The correction opens the message, after an interjection at most ("oh, correction:", "哦更正一下").
_CORRECTION = re.compile(
    r"^\W*(?:(?:oh|oops|ah|um|uh|wait|no|sorry|ok|okay|actually)[\s,!.—–-]+)*"
    r"(?:correction\b:?|let\s+me\s+correct\s+(?:that|myself)|my\s+(?:mistake|bad)\b|i\s+misspoke\b|"
    # "I meant to ask ..." and "Actually, it's my birthday tomorrow" open no correction
    r"i\s+was\s+wrong\b|i\s+got\s+(?:it|that)\s+wrong\b|(?:sorry,?\s+)?i\s+meant\b(?!\s+to\b))"
    r"|^\W*(?:哦|啊|呃|诶|欸|不好意思|抱歉|对不起)?[，,\s]*(?:更正一下|更正|纠正一下|其实我说错了|我说错了|刚才说错了|说错了|讲错了|"
    r"讲错咗|講錯咗|写错了|打错了|不对不对)",
    _I,
)


def corrected_text(text: str) -> str | None:
    """What a correcting message says instead (the message without its opening cue), or None when it does
    not open as a correction."""
    simple = to_simplified(text)
    found = _CORRECTION.match(simple)
    if found is None:
        return None
    rest = simple[found.end() :].strip(" \t,，:：。.!！—–-")
    return rest or None


def shared_terms(a: str, b: str) -> int:
    """How many keyword terms two texts share (what tells the record a correction corrects)."""
    return len(set(keyword_terms(to_simplified(a))) & set(keyword_terms(to_simplified(b))))


__all__ = ["corrected_text", "shared_terms"]
