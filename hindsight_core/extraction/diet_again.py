"""Meat or fish eaten again, said in the present ("I eat meat again now", "I do eat meat again", "I eat fish again now",
"I'm eating seafood again", "I started eating fish again", "started eating meat again, felt weak"): the end of a vegetarian diet, as "I started eating meat
again" is (``slot_rules_en``). The value is "meat" or "fish", which :func:`~.slot_values.diet` names "vegetarian", so
it ends "I'm vegetarian" (and "I'm vegan", within it); a pescatarian eats fish, so fish eaten again ends no
pescatarian diet. A supposition ("if I eat meat again ...", "I can eat fish again after the surgery") or someone
else's ("my wife eats meat again", "my bf is eating fish again") ends nothing.

    >>> [p.search(said)["value"] for said in ("I eat meat again now", "I started eating fish again")
    ...  for p, _, _ in DIET_AGAIN_RULES if p.search(said)]
    ['meat', 'fish']
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

DIET_AGAIN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)(?<!\bshould\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bmay\s)"
                r"\bi\s+(?:now\s+|do\s+|actually\s+)?eat\s+(?P<value>meat)\s+again\b", _I),
     "!diet", "fact"),
    # fish or seafood eaten again: "I eat fish again now", "I'm eating seafood again", "I've started eating fish again"
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)\bi(?:['’]m|\s+am|['’]ve|\s+have)?\s+(?:now\s+|do\s+|actually\s+|just\s+|finally\s+)?"
                r"(?:(?:started|start|began|begun)\s+)?(?:eat|eating|(?:went\s+|gone\s+)?back\s+to\s+eating)\s+"
                r"(?P<value>fish|seafood)\s+again\b", _I),
     "!diet", "fact"),
    (re.compile(r"(?<!\bif\s)\bi(?:['’]m|\s+am|['’]ve|\s+have)?\s+(?:just\s+|now\s+)?(?:(?:went|gone)\s+)?back\s+to\s+eating\s+"
                r"(?P<value>fish|seafood)\b", _I), "!diet", "fact"),
    # the speaker left out at a sentence's start: "started eating meat again, felt weak", "Finally started eating fish
    # again" (not "started eating meat again is what she did": someone's)
    (re.compile(r"(?:^|(?<=[.!?]\s)|(?<=[.!?]))\s*(?:so\s+|ok\s+|well\s+)?(?:just\s+|finally\s+|recently\s+)?(?:started|began)\s+"
                r"eating\s+(?P<value>meat|fish|seafood)\s+again\b(?!\s+(?:is|was|would|will)\b)", _I), "!diet", "fact"),
)  # fmt: skip

__all__ = ["DIET_AGAIN_RULES"]
