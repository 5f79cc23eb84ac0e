"""What kind of person one says one is, of kinds that exclude each other: "I'm a cat person" then "I'm more of a dog
person now", "I'm a night owl" then "I've become a morning person", "I'm not a morning person", 我是猫派 / 我现在是狗派了,
我是夜猫子. Each kind is a slot of its own (``pet_person``, ``chronotype``, ``drink_person``), one value at a time, so
the newer supersedes the older (kept as history); what one is otherwise ("a people person", "a Leo") stays ``is_a``,
of which one is many things at once."""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER

_I = re.IGNORECASE

#: a kind of person said -> the slot of its kind
_KINDS: dict[str, str] = {
    "cat person": "pet_person", "dog person": "pet_person", "猫派": "pet_person", "狗派": "pet_person",
    "morning person": "chronotype", "night person": "chronotype", "night owl": "chronotype",
    "early bird": "chronotype", "early riser": "chronotype", "夜猫子": "chronotype", "早起的人": "chronotype",
    "coffee person": "drink_person", "tea person": "drink_person", "咖啡党": "drink_person", "茶党": "drink_person",
}  # fmt: skip

_EN_KIND = r"(?P<value>(?:cat|dog|morning|night|coffee|tea)\s+person|night\s+owl|early\s+(?:bird|riser))\b"
_ZH_KIND = r"(?P<value>猫派|狗派|夜猫子|早起的人|咖啡党|茶党)"
# said as one is, has become or is more of ("I'm more of a dog person now", "I've become a morning person", "I'm
# definitely a night owl"), or is not ("I'm not a morning person", "I've never been a morning person"); never a wish
# or a condition ("I wish I was a morning person", "if I were a morning person")
PERSON_KIND_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am|['’]ve\s+become|\s+have\s+become|\s+became|\s+turned\s+into)\s+"
                r"(?:now\s+|really\s+|definitely\s+|totally\s+|honestly\s+|actually\s+|officially\s+|more\s+of\s+)*an?\s+"
                + _EN_KIND, _I), "is_a", "fact"),
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)\s+(?:just\s+|really\s+|definitely\s+)?not\s+(?:really\s+|much\s+of\s+)?an?\s+"
                + _EN_KIND, _I), "!is_a", "fact"),
    (re.compile(EN_SPEAKER + r"(?:['’]ve|\s+have)\s+never\s+been\s+an?\s+" + _EN_KIND, _I), "!is_a", "fact"),
    # 我现在是狗派了, 我已经变成夜猫子了, 我成了早起的人; 我不是夜猫子 (not 我妈是猫派, 我想变成早起的人)
    (re.compile(r"(?<![让叫想要])我(?:现在|目前|如今|已经|也|其实)*(?:是|变成了?|成了)(?:一个|个)?" + _ZH_KIND), "is_a", "fact"),
    (re.compile(r"我(?:其实|真的|从来)?(?:不是|都不是)(?:一个|个)?" + _ZH_KIND), "!is_a", "fact"),
)  # fmt: skip


def person_kind(value: str) -> str | None:
    """The slot of the kind of person ``value`` says ("dog person" -> ``pet_person``, 夜猫子 -> ``chronotype``); None
    for one of no such kind.

    >>> person_kind("dog person"), person_kind("Night owl"), person_kind("狗派"), person_kind("people person")
    ('pet_person', 'chronotype', 'pet_person', None)
    """
    return _KINDS.get(re.sub(r"\s+", " ", value.strip().lower()))


__all__ = ["PERSON_KIND_RULES", "person_kind"]
