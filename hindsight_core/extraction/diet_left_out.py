"""A diet or an eating plan told with the speaker left out, first in its sentence, as people type in a chat: an
eating plan given up ("quit keto, just eating normally now", "no more keto for me", "done with keto", "finally
ditched intermittent fasting") and a diet taken up ("went vegan in october", "went vegetarian last year").

A question ("quit keto? no way"), a talk about it ("no more keto talk please"), a diet tried for a day ("went vegan
for a day, lol"), someone else's ("my sister went vegan") or a place ("went to a vegan place") fills none.

    >>> [(a, p.search(s)["value"]) for s in ("quit keto, just eating normally now",) for p, a, _ in DIET_LEFT_OUT_RULES
    ...  if p.search(s)]
    [('!diet_plan', 'keto')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.diet_plans import EN_PLAN

_I = re.IGNORECASE

# first in its sentence, the speaker left out
OPENING = r"(?:^|(?<=[.!?]\s)|(?<=[.!?]))\s*(?:(?:so|well|ok|okay|yeah|welp|ugh|lol|just|finally|officially|basically)[,\s]+)*"
# not a question, nor a talk or the recipes of the plan
_NOT_ASKED = r"(?![^.!\n]*\?)"
_NOT_ITS_TALK = r"(?!\s+(?:talk|posts?|videos?|memes?|recipes?|jokes?|content|people|stuff)\b)"

DIET_LEFT_OUT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "quit keto, just eating normally now", "done with keto.", "ditched intermittent fasting", "no more keto for me"
    (re.compile(OPENING + r"(?:quit|stopped|dropped|ditched|gave\s+up(?:\s+on)?|done\s+with|no\s+more)\s+(?:doing\s+)?"
                + EN_PLAN + _NOT_ITS_TALK + _NOT_ASKED, _I), "!diet_plan", "fact"),
    # "went vegan in october", "went vegetarian last year" (not "went vegan for a day", "went to a vegan place")
    (re.compile(OPENING + r"(?:went|gone|became|turned)\s+(?:fully\s+|full\s+)?(?P<value>vegan|vegetarian|pescatarian)\b"
                r"(?!\s+for\s+(?:a|one|the)\s+(?:day|week|weekend|meal|night)\b)" + _NOT_ASKED, _I), "diet", "fact"),
)  # fmt: skip

__all__ = ["DIET_LEFT_OUT_RULES", "OPENING"]
