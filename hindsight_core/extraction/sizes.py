"""The sizes one wears, said as what one is or wears in a kind of clothes ("I'm a size 43 in shoes", "I wear a medium
in shirts", "I wear a size 10 shoe", "I'm usually a US 8 in sneakers", 我穿42码的鞋, 我鞋子穿43码): the slot is the
size of that kind (``shoe_size``, as "my shoe size is 43" fills; ``shirt_size``, ``dress_size``, ``pants_size``;
鞋码, as 我鞋码42 fills), so a new size of it is a change. Such a size was read as what one is ("I'm a size 43 in
shoes": is_a "size 43", "I'm a medium in shirts": is_a "medium"), beside "I'm a nurse".

    >>> [(p.pattern.startswith("\\\\bi"), slot) for p, slot, _ in SIZE_RULES][:1]
    [(True, 'shoe_size')]
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# a size: a number in a sizing system ("43", "US 10", "10.5 US", "EU 43") or a letter size ("M", "XL", "medium")
SIZE = (
    r"(?:(?:us|uk|eu)\s?)?\d{1,2}(?:\.5)?(?:\s?(?:us|uk|eu)\b)?"
    r"|x{0,3}s|x{0,3}l|xxxl|m|small|medium|large|extra[-\s]small|extra[-\s]large|petite"
)
# the kinds of clothes, by the words people say them in, and the slot of each one's size
_KINDS = {
    "shoe_size": r"shoes?|sneakers?|trainers?|boots?|heels|running\s+shoes",
    "shirt_size": r"shirts?|t-?shirts?|tees?|tops?|hoodies?|sweaters?",
    "dress_size": r"dress(?:es)?",
    "pants_size": r"jeans|pants|trousers|shorts",
    "ring_size": r"rings?",
}
_USUALLY = r"(?:(?:usually|normally|typically|generally|always|mostly|now|still|actually)\s+)?"


def _rules(slot: str, kind: str) -> list[tuple[re.Pattern[str], str, str]]:
    size = rf"(?:a\s+)?(?:size\s+)?(?P<value>{SIZE})"
    return [
        # "I'm a size 43 in shoes", "I'm usually a medium in shirts", "I wear a medium in most tops"
        (re.compile(rf"\bi(?:'m|’m|\s+am|\s+wear|\s+take)\s+{_USUALLY}{size}\s+(?:in|for)\s+(?:most\s+)?(?:{kind})\b", _I),
         slot, "fact"),
        # "I wear a size 10 shoe", "I take a 10.5 shoe", "I wear size M shirts"
        (re.compile(rf"\bi\s+{_USUALLY}(?:wear|take|buy)\s+{size}\s+(?:{kind})\b", _I), slot, "fact"),
    ]  # fmt: skip


SIZE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    *(rule for slot, kind in _KINDS.items() for rule in _rules(slot, kind)),
    # 我穿42码的鞋, 我一般穿43码的运动鞋, 我鞋子穿43码, 我的鞋穿42的 (not 我妈穿38码的鞋: hers)
    (re.compile(r"(?:^|(?<=[，,。！!；;\s])|我)(?:现在|目前|一般|平时|通常|都)*穿(?P<value>\d{2}(?:\.5)?)码?的?(?:运动鞋|皮鞋|鞋子|鞋)"),
     "鞋码", "fact"),
    (re.compile(r"(?:^|(?<=[，,。！!；;\s])|我的?)(?:鞋子?)(?:现在|目前|一般|平时|通常|都)*穿(?P<value>\d{2}(?:\.5)?)(?:码|的)"),
     "鞋码", "fact"),
)  # fmt: skip

#: Whether an "I'm a ..." value is a size ("size 43", "medium in shirts"): what one wears, not what one is.
IS_A_SIZE = re.compile(
    rf"(?:size\s+\S|(?:{SIZE})\s+(?:in|for)\s+(?:most\s+(?:brands|stores|things)|(?:most\s+)?(?:{'|'.join(_KINDS.values())}))\b)",
    _I,
)

__all__ = ["IS_A_SIZE", "SIZE", "SIZE_RULES"]
