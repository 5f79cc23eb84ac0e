"""One's job and employer said as the subject of what is said of them: "being a support engineer at Atlassian has its
perks", "working as a barista at Blue Bottle is exhausting", "Being a nurse at St Mary's is no joke". With no one else
named, the work is the speaker's own (``job``, ``works_at``), as "I'm a support engineer at Atlassian" says; before,
the sentence filled neither.

Only a sentence's subject with an employer named after "at" or "for" (a capitalised name), said as it is: "being a
nurse is hard" says what the work is like, not whose it is; a supposition ("being a nurse at St Mary's would be a
dream", "being a pilot at Delta must be cool"), someone else's ("my sister says being a nurse at St Mary's is hard",
"her being a nurse at ...", "... or so I hear") or a question fills none.

    >>> [(a, m["value"]) for p, a, _ in GERUND_JOB_RULES if (m := p.search("being a support engineer at Atlassian has its perks"))]
    [('works_at', 'Atlassian'), ('job', 'support engineer')]
    >>> [m["value"] for p, _, _ in GERUND_JOB_RULES if (m := p.search("being a pilot at Delta must be so cool"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.occupations import EN_NOW_OCCUPATION
from hindsight_core.text import CASED_UPPER

_I = re.IGNORECASE

# the sentence's subject: its start, with a word to open it at most ("honestly, being a ...", "tbh working as ...")
_OPENS = (
    r"(?:^|(?<=[.!?])\s+|(?<=[.!?]))(?:(?:honestly|tbh|ngl|lol|man|ugh|so|well|and|but|yeah|ok|okay)[\s,]+)?"
    r"(?:being|working\s+as)\s+an?\s+"
)
_NAMED = rf"(?-i:[{CASED_UPPER}])[\w&.'’-]*(?:\s+(?-i:[{CASED_UPPER}])[\w&.'’-]*){{0,3}}"
# ... then what is said of it, as it is (not "would be", "must be", "could be", "might be", a question)
_SAID_OF_IT = (
    r"(?=\s+(?:(?:really|honestly|definitely|kinda|kind\s+of|sometimes|actually)\s+)?"
    r"(?:has|is|isn['’]t|was|comes|pays|means|gives|gets|feels|sucks|rocks|keeps|can\s+be|has\s+been|involves|"
    r"takes|leaves|wears)\b)(?![^.!\n]*\?)"
    # (not what one hears of it: "... is overrated, or so I hear", "apparently", "I bet", "I imagine")
    r"(?![^.!?\n]*\b(?:i\s+hear|i['’]?ve\s+heard|(?:they|people)\s+say|apparently|i['’]m\s+told|i\s+bet|i\s+imagine)\b)"
)

#: (pattern, attribute, event type): the employer, then the job read beside it.
GERUND_JOB_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_OPENS + EN_NOW_OCCUPATION + r"\s+(?:at|for)\s+(?P<value>" + _NAMED + r")" + _SAID_OF_IT, _I),
     "works_at", "fact"),
    (re.compile(_OPENS + r"(?P<value>" + EN_NOW_OCCUPATION + r")(?=\s+(?:at|for)\s+" + _NAMED + _SAID_OF_IT + r")", _I),
     "job", "fact"),
)  # fmt: skip

__all__ = ["GERUND_JOB_RULES"]
