"""The slot rules for the numbers of one's documents and memberships: a passport's ("my passport number is X1234567",
"got my new passport, the number is now Y7654321", 我的护照号是E12345678, 换了新护照，护照号是E87654321), a frequent flyer,
loyalty or membership programme's, a driving licence's. One holds one of each at a time, so a new number
supersedes the old (kept as history). A programme or a country named with it ("my United frequent flyer number", "my
UK passport number") is a slot of its own: one has a number with each airline, and may hold two passports."""

from __future__ import annotations

import re

# the kinds of number, by the slot each is stored under
_KINDS = {
    "passport": "passport_number",
    **dict.fromkeys(("frequent flyer", "frequent flier", "mileage", "miles"), "frequent_flyer_number"),
    **dict.fromkeys(("loyalty", "rewards", "membership", "member"), "membership_number"),
    "known traveler": "known_traveler_number",
    **dict.fromkeys(
        (
            "driver's license",
            "drivers license",
            "driver license",
            "driving licence",
            "driving license",
            "licence",
        ),
        "license_number",
    ),
    "license": "license_number",
    "护照": "passport_number",
    **dict.fromkeys(("驾照", "驾驶证"), "license_number"),
    **dict.fromkeys(("会员", "会员卡"), "membership_number"),
}
_EN_KIND = (
    r"(?P<slot>passport|frequent\s+fl[yi]er|mileage|miles|loyalty|rewards|membership|member|known\s+traveler"
    r"|driver['’]?s?\s+licen[cs]e|driving\s+licen[cs]e|licen[cs]e)"
)
# the programme or the country it is of ("United", "UK", "Marriott Bonvoy"), written as a name is
_OF = r"(?:(?P<of>(?-i:[A-Z][\w&'’-]*)(?:\s+(?-i:[A-Z][\w&'’-]*))?)\s+)?"
# a number of letters and digits, at least one digit ("X1234567", "UA-123456789", "E12345678"; not "hard to find")
_VALUE = r"(?P<value>(?=[A-Za-z0-9-]*\d)[A-Za-z0-9][A-Za-z0-9-]{3,19})(?![\w-])"

#: (pattern, attribute, event type): ``{slot}`` is :func:`document_slot`'s.
DOCUMENT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "my passport number is X1234567", "My United frequent flyer number changed to UA987654321", "my new license
    # number: D1234567" (not "my wife's passport number": hers)
    (re.compile(r"\bmy\s+(?:new\s+|current\s+|updated\s+)?" + _OF + _EN_KIND + r"\s+(?:number|no\.?|#|id)\s*"
                r"(?:is|'s|:|changed\s+to|has\s+changed\s+to)?\s*(?:now\s+)?" + _VALUE, re.IGNORECASE), "{slot}", "fact"),
    # "got my new passport, the number is now Y7654321", "I renewed my passport - new number: ..."
    (re.compile(r"\b(?:got|have|received|renewed|picked\s+up)\s+(?:my\s+|a\s+|the\s+)?(?:new\s+)?" + _OF + _EN_KIND
                + r"\b[^.!?\n\d]{0,30}?\bnumber\s*(?:is|'s|:)\s*(?:now\s+)?" + _VALUE, re.IGNORECASE), "{slot}", "fact"),
    # 我的护照号是E12345678, 换了新护照，护照号是E87654321, 驾照号码：…, 会员号改成了… (not 我老婆的护照号: hers)
    (re.compile(r"(?<![他她])(?<!(?<![我们])的)(?:新的?)?(?P<slot>护照|驾照|驾驶证|会员卡|会员)(?:号码|号)(?:现在|也)?"
                r"(?:是|：|:|改成了?|换成了?|变成了?)\s*" + _VALUE), "{slot}", "fact"),
)  # fmt: skip

#: The patterns of :data:`DOCUMENT_RULES`, whose slot :func:`document_slot` names.
DOCUMENT_PATTERNS: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in DOCUMENT_RULES)


def document_slot(match: re.Match[str]) -> str:
    """The slot a rule above read: the kind of number, and what it is of when said ("passport_number",
    "frequent_flyer_number_united", "passport_number_uk").

    >>> document_slot(DOCUMENT_RULES[0][0].search("my United frequent flyer number is UA123456789"))
    'frequent_flyer_number_united'
    """
    said = re.sub(r"\s+", " ", match["slot"].lower()).replace("’", "'")
    kind = _KINDS.get(said) or _KINDS.get(said.replace("'", "")) or "license_number"
    of = match.groupdict().get("of")
    return f"{kind}_{re.sub(r'[^a-z0-9]+', '_', of.lower()).strip('_')}" if of else kind


__all__ = ["DOCUMENT_PATTERNS", "DOCUMENT_RULES", "document_slot"]
