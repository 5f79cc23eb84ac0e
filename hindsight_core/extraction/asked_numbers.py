"""The number of the speaker's own a question asks for: the rent or the mortgage ("how much is my rent?", "what do I
pay in rent?", 我房租多少, 我每个月房贷还多少), the weight ("how much do I weigh?", 我现在体重多少, 我多少斤), when one
gets up or goes to bed ("when do I get up?", "what time do I usually go to bed?", 我一般几点起床, 我几点睡). Its slot is
the one the rules read these into (``rent``, 房租, ``weight``, ``wake_time``, ``bedtime``), so recall ranks another's
value ("my sister's rent is 3,000", 我老公体重八十公斤) below the speaker's own (``recall.slot_lifts.lower_others_number``).

    >>> [asked_number(q) for q in ("how much is my rent?", "how much is my sister's rent?", "我几点起床")]
    ['rent', None, 'wake_time']
"""

from __future__ import annotations

import re

_EN_ASKED = re.compile(
    # "how much is my rent?", "what's our mortgage now?", "how much rent do I pay?", "what do I pay in rent?" (not "how
    # much is my sister's rent?", "what's my rent budget?")
    r"\b(?:how\s+much|what)(?:'s|’s|\s+is|\s+was)?\s+(?:my|our)\s+(?:current\s+|monthly\s+|new\s+)?(?P<rent>rent|mortgage)\b"
    r"(?!\s+(?:budget|for|on|of)\b)"
    r"|\bhow\s+much\s+(?P<rent_paid>rent|mortgage)\s+do\s+(?:i|we)\s+pay\b"
    r"|\b(?:how\s+much|what)\s+do\s+(?:i|we)\s+pay\s+(?:in|for)\s+(?:my\s+|our\s+)?(?P<paid_in>rent|mortgage)\b"
    # "how much do I weigh?", "what do I weigh now?", "what's my weight?", "how heavy am I?"
    r"|\b(?:how\s+much|what)\s+do\s+i\s+(?P<weigh>weigh)\b|\bwhat(?:'s|’s|\s+is)\s+my\s+(?:current\s+)?(?P<weight>weight)\b"
    r"|\bhow\s+(?P<heavy>heavy)\s+am\s+i\b"
    # "when do I get up?", "what time do I usually wake up?", "what time do I go to bed?", "what's my bedtime?"
    r"|\b(?:when|what\s+time)\s+do\s+(?:i|we)\s+(?:usually\s+|normally\s+|typically\s+|generally\s+)?"
    r"(?:(?P<wake>get\s+up|wake(?:\s+up)?)|(?P<bed>go\s+to\s+(?:bed|sleep)|fall\s+asleep))\b"
    r"|\bwhat(?:'s|’s|\s+is)\s+my\s+(?:usual\s+)?(?P<bedtime>bedtime)\b",
    re.IGNORECASE,
)
# 我 right before what is asked (我姐房租多少, 我老公体重多少 ask of someone else)
_ZH_ASKED = re.compile(
    r"我(?:们)?(?:家)?(?:现在|目前)?(?:的)?(?:每个月|一个月|每月)?(?:的)?(?P<rent>房租|租金|月租)(?:现在|目前)?(?:是|交|付|要)?(?:多少|几)"
    r"|我(?:们)?(?:家)?(?:现在|目前)?(?:的)?(?:每个月|一个月|每月)?(?:的)?(?P<loan>房贷|月供)(?:现在|目前)?(?:是|还|交)?(?:多少|几)"
    r"|我(?:现在|目前)?(?:的)?(?:体重(?:现在|目前)?(?:是|有)?(?P<weight>多少|几)|(?P<heavy>多重|多少斤|多少公斤|几斤|几公斤))"
    r"|我(?:们)?(?:现在|平时|平常|一般|每天|通常|早上)*几点(?:钟)?(?P<wake>起床|起)"
    r"|我(?:们)?(?:现在|平时|平常|一般|每天|通常|晚上)*几点(?:钟)?(?P<bed>睡觉|睡|上床)"
)
_SLOTS = {
    "weigh": "weight",
    "heavy": "weight",
    "weight": "weight",
    "wake": "wake_time",
    "bed": "bedtime",
    "bedtime": "bedtime",
    "loan": "房贷",
}


def asked_number(question: str) -> str | None:
    """The slot of the speaker's own rent, weight or routine time ``question`` (simplified) asks for, or None."""
    match = _EN_ASKED.search(question)
    if match is not None:
        said = next(name for name, value in match.groupdict().items() if value)
        if said in ("rent", "rent_paid", "paid_in"):
            return match[said].lower()
        return _SLOTS[said]
    match = _ZH_ASKED.search(question)
    if match is None:
        return None
    said = next(name for name, value in match.groupdict().items() if value)
    return "房租" if said == "rent" else _SLOTS[said]


__all__ = ["asked_number"]
