"""Medications listed by name with no dose, said as the speaker's own in one sentence: "I take fish oil and vitamin D
every morning", "I'm on metformin and lisinopril", "I'm currently taking sertraline, atorvastatin and vitamin D",
我每天吃鱼油和维生素D, 我现在在吃二甲双胍和阿托伐他汀. The rules read one medication after "I take" / 我吃, so such a list
filled its first one's slot at most; each is read here as said alone, with what follows the last ("every morning") said
of each. Every item must be a medication, vitamin or supplement (not "I take the train and the bus every morning",
我每天吃米饭和面条); someone else's ("my dad takes ..."), a question's ("should I take ...") or a time gone's ("I used to
take ...") list is not the speaker's taken now, the sentence opening with the speaker taking it. A list stopped ("I
stopped metformin and lisinopril", 我停了二甲双胍和阿托伐他汀) is read the same way: each stopped.

    >>> named_apart("I take fish oil and vitamin D every morning.")
    'I take fish oil every morning.\\nI take vitamin D every morning.'
    >>> named_apart("我每天吃鱼油和维生素D")
    '我每天吃鱼油\\n我每天吃维生素D'
    >>> named_apart("I take the train and the bus every morning") is None
    True
    >>> named_apart("I stopped metformin and lisinopril last month")
    'I stopped metformin last month\\nI stopped lisinopril last month'
"""

from __future__ import annotations

import re

from hindsight_core.extraction.measures import MEDICATION_NAME
from hindsight_core.extraction.supplements_en import supplement_slot
from hindsight_core.extraction.supplements_zh import ZH_SUPPLEMENTS

_I = re.IGNORECASE

_EN_HEAD = re.compile(
    r"^[ \t]*+(?:(?:also|and|so|yeah|yes|btw|oh|ok|okay|honestly|fwiw),?\s+)?"
    r"i(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)\s+(?:(?:now|currently|still|also|back)\s+)*(?:on|taking)\s+"
    r"|^[ \t]*+(?:(?:also|and|so|yeah|yes|btw|oh|ok|okay|honestly|fwiw),?\s+)?"
    r"i\s+(?:(?:now|currently|still|also|usually|always)\s+)*take\s+"
    # stopped: "I stopped metformin and lisinopril", "I came off sertraline and lithium", "I'm off X and Y now"
    r"|^[ \t]*+(?:(?:also|and|so|yeah|yes|btw|oh|ok|okay|honestly|fwiw),?\s+)?"
    r"i(?:(?:'ve|’ve|\s+have)\s+)?\s*(?:(?:finally|just|recently|also)\s+)*(?:stopped|quit|dropped|came\s+off|went\s+off|"
    r"got\s+off|(?:'m|’m|\s+am)\s+(?:now\s+)?off)\s+(?:taking\s+)?",
    _I,
)
_ZH_HEAD = re.compile(
    r"^[ \t]*+我(?:现在|目前|最近|每天|每晚|每早|早上|晚上|平时|平常|一直|长期|也|还|都)*(?:在)?(?:吃|服用)(?:着)?"
    r"|^[ \t]*+我(?:上个月|上周|前几天|最近|已经|也)*(?:停了|停掉了|不吃了)"
)
# one item named: "vitamin D", "fish oil", "metformin" (with "my" or "the" before it), 鱼油, 二甲双胍
_EN_NAME = re.compile(
    r"(?:(?:my|the)\s+)?(?P<name>vitamin\s+[a-z]\d{0,2}|[a-z][a-z-]*(?:\s+[a-z-]+){0,2})", _I
)
# (each run of spaces is scanned once, from its first: "(?<!\s)")
_EN_BETWEEN = re.compile(r"(?<!\s)\s*+,\s*+(?:and\s+|plus\s+)?|(?<!\s)\s++(?:and|plus|&)\s+", _I)
# (not a comma: 我每天吃降压药，一天一片 names one and its dose)
_ZH_BETWEEN = re.compile(r"和|跟|、|还有|以及|加上")
_ENDS = re.compile(r"[.!?;。！？；]")


def _en_item(said: str) -> bool:
    """Whether ``said`` is one medication, vitamin or supplement named alone ("vitamin D", "the metformin")."""
    said = re.sub(r"^(?:my|the)\s+", "", said.strip(), flags=_I)
    return bool(
        re.fullmatch(r"vitamin\s+[a-z]\d{0,2}", said, _I)
        or supplement_slot(said) is not None
        or MEDICATION_NAME.fullmatch(said)
    )


def _zh_item(said: str) -> bool:
    """Whether ``said`` is one medicine or supplement named alone (鱼油, 二甲双胍)."""
    return bool(re.fullmatch(ZH_SUPPLEMENTS, said) or MEDICATION_NAME.fullmatch(said))


def _named_first(piece: str, zh: bool) -> str | None:
    """The medication ``piece`` opens with ("lisinopril" of "lisinopril for my heart", 阿托伐他汀 of 阿托伐他汀了),
    or None."""
    if zh:
        found = MEDICATION_NAME.match(piece) or re.match(ZH_SUPPLEMENTS, piece)
        return piece[: found.end()] if found is not None else None
    words = list(re.finditer(r"\S+", piece))[:3]
    for count in range(len(words), 0, -1):
        if _en_item(piece[: words[count - 1].end()]):
            return piece[: words[count - 1].end()]
    return None


def _listed(said: str, zh: bool) -> tuple[list[str], str]:
    """The medications ``said`` lists from its start, each named alone, and what follows the last (said of each)."""
    pieces, at = [], 0
    for between in (_ZH_BETWEEN if zh else _EN_BETWEEN).finditer(said):
        pieces.append((at, between.start()))
        at = between.end()
    pieces.append((at, len(said)))
    items: list[str] = []
    for index, (start, end) in enumerate(pieces):
        piece = said[start:end]
        if index < len(pieces) - 1 and (_zh_item if zh else _en_item)(piece.strip()):
            items.append(piece.strip())
            continue
        name = _named_first(piece, zh)
        if name is None:  # what follows the list: ", is that a bad combo"
            return items, said[pieces[index - 1][1] :] if index else ""
        return [*items, name.strip()], said[start + len(name) :]
    return items, ""


def named_apart(line: str) -> str | None:
    """``line`` as one line per medication when its first sentence lists the speaker's by name alone (see the
    module), else None."""
    zh = False
    head = _EN_HEAD.match(line)
    if head is None:
        head, zh = _ZH_HEAD.match(line), True
    if head is None:
        return None
    end = _ENDS.search(line, head.end())
    stop = end.start() if end is not None else len(line)
    said = line[head.end() : stop]
    items, tail = _listed(said, zh)
    if len(items) < 2:
        return None
    opening, rest = line[: head.end()], line[stop:]
    told = [f"{opening}{item.strip()}{tail}{rest[:1]}" for item in items]
    if rest[1:].strip():
        told.append(rest[1:].strip())
    return "\n".join(told)


__all__ = ["named_apart"]
