"""Moods: how the speaker feels, a state that passes ("I'm a mess today", "I'm a nervous wreck about tomorrow",
"been feeling really down lately", 我现在就是个废人, 最近心情很差), told apart from what the speaker lastingly is ("I'm a
worrier", "I'm an introvert", 我是个急性子).

A mood said as a noun after "I'm a" is no kind of person: "I'm a mess" filled ``is_a`` = mess, held with the user's
other kinds (a taste of several at once, never superseded) and induced as what they are after three such days.

    >>> state_as_noun("mess"), state_as_noun("nervous wreck about tomorrow"), state_as_noun("废人")
    (True, True, True)
    >>> state_as_noun("worrier"), state_as_noun("perfectionist"), state_as_noun("people person"), state_as_noun("急性子")
    (False, False, False, False)
"""

from __future__ import annotations

import re

# how much of it ("a total mess", "an absolute wreck", "a nervous wreck", "an emotional wreck")
_EN_HOW = r"(?:(?:total|complete|absolute|utter|real|right|hot|bit\s+of\s+a|nervous|emotional|physical|mental|sobbing|crying)\s+)*"
# a state said as a thing one is for now: a mess, a wreck, a zombie, a basket case, a bundle of nerves, a ball of
# anxiety, a shell of oneself ("happy camper", said of the day: "I'm not a happy camper")
# (the noun ends what one is: "a wreck diver", "a disaster relief volunteer", "a zombie movie fan" are kinds; so is
# one said of a skill, "a disaster in the kitchen")
_EN_STATE_NOUN = re.compile(
    rf"^{_EN_HOW}(?:mess|wreck|train\s*wreck|disaster|zombie|basket\s*case|puddle|bundle\s+of\s+nerves|"
    r"ball\s+of\s+(?:anxiety|nerves|stress|rage|tears|emotions?)|shell\s+of\s+(?:my\s*self|me|who\s+i\s+was|a\s+person)|"
    r"happy\s+camper|emotional\s+rollercoaster)"
    r"(?=\s*$|\s+(?:about|after|before|since|over|from|with|because|cause|now|today|tonight|lately|rn|lol|right|this|"
    r"these|again|atm|honestly|tbh)\b)",
    re.IGNORECASE,
)
# 我是个废人, 我现在就是个废物, 我现在是一团糟, 我就是个行尸走肉
_ZH_STATE_NOUN = re.compile(r"^(?:废人|废物|一团糟|行尸走肉|一摊烂泥)")


def state_as_noun(value: str) -> bool:
    """Whether ``value``, read as what the speaker is ("I'm a <value>", 我是个<value>), is a passing state."""
    value = value.strip()
    return bool(_EN_STATE_NOUN.match(value) or _ZH_STATE_NOUN.match(value))


__all__ = ["state_as_noun"]
