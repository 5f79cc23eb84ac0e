"""Meat eaten again, said in the present ("I eat meat again now", "I do eat meat again", "I eat meat again since
March"): the end of a vegetarian diet, as "I started eating meat again" is (``slot_rules_en``). The value is "meat",
which :func:`~.slot_values.diet` names "vegetarian", so it ends "I'm vegetarian". A supposition ("if I eat meat again
...") or someone else's ("my wife eats meat again") ends nothing.

    >>> [p.search("I eat meat again now")["value"] for p, _, _ in DIET_AGAIN_RULES]
    ['meat']
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

DIET_AGAIN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)(?<!\bshould\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bmay\s)"
                r"\bi\s+(?:now\s+|do\s+|actually\s+)?eat\s+(?P<value>meat)\s+again\b", _I),
     "!diet", "fact"),
)  # fmt: skip

__all__ = ["DIET_AGAIN_RULES"]
