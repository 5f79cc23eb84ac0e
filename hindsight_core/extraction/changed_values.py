"""A change the user makes to what they asked earlier in the same task ("Book a table for 4 people" ... "actually
make it 6 people", "my budget is 150 euros a night" ... "sorry, I meant 250 a night", 帮我订周六晚上海底捞，4个人 ...
等一下，改成6个人): the turn that changes it gives another number of the same count or measure; the record of the
earlier turn is its history (:meth:`~hindsight_core.reflector.Reflector` links the two as it does a correction).

    >>> changes_asked("actually make it 6 people"), changes_asked("等一下，改成6个人"), changes_asked("I made it!")
    (True, True, False)
    >>> changed_measure("sorry, I meant 250 a night", "my budget is 150 euros a night")
    True
    >>> changed_measure("make it 6 people", "I have 2 kids")
    False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.corrections import corrected_text
from hindsight_core.models import TraceStep
from hindsight_core.text import chinese_number, to_simplified

_I = re.IGNORECASE

# The change opens the turn, after an interjection at most ("wait, make it 6", "actually, change it to 8pm",
# 等一下，改成6个人, 不对，换成周日): what follows is the new value ("I made it!" or 我改成了素食 say no such thing).
_CHANGE = re.compile(
    r"^\W*+(?:(?:oh|oops|ah|um|uh|wait|hold\s+on|hmm|no|sorry|ok|okay|actually|on\s+second\s+thought)[\s,!.—–-]+)*"
    r"(?:actually\s+|can\s+you\s+|could\s+you\s+|please\s+)?(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|"
    r"switch\s+(?:it|that)\s+to|let'?s\s+(?:do|say))\b"
    r"|^\W*+(?:(?:等一下|等等|稍等|哦|啊|呃|诶|欸|哎|不对|不好意思|抱歉|算了|还是)[，,\s]*)*(?:还是|帮我|麻烦)?"
    r"(?:改成|换成|改为|改到|换到)",
    _I,
)

# a number and the words after it: "6 people", "150 euros a night", "8pm", "4个人", 三点, 250一晚
# (not a weekday: 周六晚上)
_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.])(\d+(?:[.:]\d+)?)(?![\d.:])|(?<![周期拜])([一二两三四五六七八九十]+)(?=[个位人点号晚天张间])"
)
_EN_SKIPPED = frozenset(
    {"a", "an", "per", "the", "each", "euros", "euro", "eur", "dollars", "dollar", "usd", "bucks", "pounds",
     "gbp", "quid", "yuan", "rmb", "max", "tops", "or", "so"}
)  # fmt: skip
_EN_SAME = {"guests": "people", "persons": "people", "pax": "people", "adults": "people", "nights": "night"}
_ZH_SKIPPED = "个一每元块欧刀镑左右多"
_ZH_SAME = {"位": "人"}


def changes_asked(text: str) -> bool:
    """Whether ``text`` opens as a change of what was asked before, or as a correction."""
    simple = to_simplified(text)
    return _CHANGE.match(simple) is not None or corrected_text(simple) is not None


def _measures(text: str) -> dict[str, set[float]]:
    """The numbers ``text`` gives, by the word or counter after each ("night", "people", "pm", 人, 点)."""
    out: dict[str, set[float]] = {}
    for found in _NUMBER.finditer(text):
        if found[1] is not None:
            value = float(found[1].replace(":", "."))
        else:
            number = chinese_number(found[2])
            if number is None:
                continue
            value = float(number)
        unit = _unit_after(text, found.end())
        if unit:
            out.setdefault(unit, set()).add(value)
    return out


def _unit_after(text: str, at: int) -> str | None:
    after = text[at : at + 24]
    if after[:1] and "\u4e00" <= after[:1] <= "\u9fff":
        for ch in after[:4]:
            if ch not in _ZH_SKIPPED:
                return _ZH_SAME.get(ch, ch) if "\u4e00" <= ch <= "\u9fff" else None
        return None
    for word in re.findall(r"[a-z]+|\S", after.lower())[:4]:
        if word in _EN_SKIPPED:
            continue
        return _EN_SAME.get(word, word) if word.isalpha() else None
    return None


def changed_measure(instead: str, earlier: str) -> bool:
    """Whether ``instead`` gives another number of a count or measure ``earlier`` gave (the same word or counter
    after it: "250 a night" of "150 euros a night", 6个人 of 4个人, "8pm" of "7pm")."""
    new, old = _measures(to_simplified(instead)), _measures(to_simplified(earlier))
    return any(unit in old and values - old[unit] for unit, values in new.items())


def changed_turn(steps: Sequence[TraceStep], at: int) -> TraceStep | None:
    """The user's latest turn before ``steps[at]`` in its task whose count or measure the user's turn ``steps[at]``
    changes, when it opens as a change or a correction; else None."""
    step = steps[at]
    if step.type != "user_input" or not changes_asked(step.content):
        return None
    return next(
        (
            steps[i]
            for i in range(at - 1, -1, -1)
            if steps[i].type == "user_input" and changed_measure(step.content, steps[i].content)
        ),
        None,
    )


__all__ = ["changed_measure", "changed_turn", "changes_asked"]
