"""An allergy outgrown: "I outgrew my peanut allergy", "I think I've grown out of my egg allergy", "my shellfish
allergy is gone", 我对鸡蛋的过敏好了, 我的花生过敏已经好了. It ends ``allergic_to`` for the allergen (``!allergic_to``), as
"I'm not allergic to shrimp anymore" does; before, it filled nothing and the allergy stayed current. Someone else's
("my daughter outgrew her milk allergy"), a hope ("I hope he outgrows his peanut allergy") or a question fills none.

    >>> [(a, m["value"]) for p, a, _ in ALLERGY_OUTGROWN_RULES if (m := p.search("I outgrew my peanut allergy"))]
    [('!allergic_to', 'peanut')]
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_ALLERGEN = r"(?P<value>[a-z]+(?:\s+[a-z]+)?)"
_NOT_ASKED = r"(?![^.!\n]*\?)"

#: (pattern, attribute, event type): the speaker's allergy outgrown.
ALLERGY_OUTGROWN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I outgrew my peanut allergy", "I've grown out of my egg allergy", "I think I outgrew my egg allergy"
    (re.compile(r"\bi(?:['’]ve|\s+have)?\s+(?:(?:finally|actually|apparently|officially|totally)\s+)?(?:outgrew|outgrown|grew\s+out\s+of|grown\s+out\s+of)"
                r"\s+my\s+" + _ALLERGEN + r"\s+allerg(?:y|ies)\b" + _NOT_ASKED, _I), "!allergic_to", "fact"),
    # "my shellfish allergy is gone", "my egg allergy went away"
    (re.compile(r"(?<![\w'’])my\s+" + _ALLERGEN + r"\s+allergy\s+(?:(?:is|has)\s+(?:(?:totally|completely|finally|all)\s+)?(?:gone|"
                r"cleared(?:\s+up)?)|went\s+away)\b" + _NOT_ASKED, _I), "!allergic_to", "fact"),
    # 我对鸡蛋的过敏好了, 我的花生过敏已经好了 (not 我妈的花生过敏好了)
    (re.compile(r"我(?:对|的)(?P<value>[\u4e00-\u9fff]{1,6}?)(?:的)?过敏(?:已经|现在|也|都)*(?:好了|没了|消失了)"), "!allergic_to", "fact"),
)  # fmt: skip

__all__ = ["ALLERGY_OUTGROWN_RULES"]
