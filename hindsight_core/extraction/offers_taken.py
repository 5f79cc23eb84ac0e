"""An offer taken where the employer is named before the taking: "got an offer from Vercel for a solutions engineer
role!! accepted it", "received an offer from Stripe and signed it today", "said yes to the Vercel offer", "said yes
to Datadog's offer". The employer is where the speaker works from then on (``works_at``), as "I accepted the offer
from Vercel" already made it (:mod:`~hindsight_core.extraction.slot_rules_en`); before, these filled nothing and the
old employer stayed current. The role the offer is for ("for a solutions engineer role", "as a senior PM") is the job.

An offer only got, weighed or asked about ("got an offer from Vercel, should I accept it?", "got an offer from
Vercel, almost accepted it"), someone else's ("my wife got an offer from Vercel and took it") and a deal ("said yes
to the Verizon offer for a new phone") name no employer.

    >>> import re
    >>> [rule.search("got an offer from Vercel for a solutions engineer role!! accepted it")["value"] for rule, *_ in OFFER_TAKEN_RULES[:2]]
    ['Vercel', 'solutions engineer']
"""

from __future__ import annotations

import re

from hindsight_core.text import CASED_UPPER

_I = re.IGNORECASE

# a name of one to three capitalised words ("Vercel", "Goldman Sachs", "Monday.com"), whole, without the dot ending
# its sentence
_NAME = rf"(?P<value>(?-i:[{CASED_UPPER}])[\w&-]*(?:\.[\w&-]+)*(?:\s+(?-i:[{CASED_UPPER}])[\w&-]*(?:\.[\w&-]+)*){{0,2}})(?![\w&-])"
# the speaker, or a sentence opening without one ("Got an offer from Vercel")
_WHO = r"(?:\bi(?:['’]ve|\s+have)?\s+|(?:^|(?<=[.!?;:—–]))\s*)(?:just\s+|finally\s+|also\s+)?"
# not a deal: "the Verizon offer for a new phone", "the Amazon Prime offer"
_NO_DEAL = (
    r"(?![^.!?\n]*\b(?:phone|tv|laptop|plan|subscription|prime|sale|deal|discount|trial|coupon|card)\b)"
)

# an offer got from a name ("got an offer from Vercel", "received an offer from Stripe")
_GOT = _WHO + r"(?:got|received|had)\s+(?:an?\s+|the\s+)?(?:job\s+)?offer\s+from\s+"
# ... then taken in the same message (not "should I accept it?", "almost accepted it")
_TAKEN = (
    r"(?=[^\n?]*?(?:[.!?,;:—–]|\band\b|\bso\b)\s*(?:and\s+|so\s+)?(?:i(?:['’]ve|\s+have)?\s+)?"
    r"(?:just\s+|already\s+|finally\s+|officially\s+)?(?:accepted|took|signed)\s+it\b(?![^.!?\n]*\?))"
)
# the role it is for, named so ("for a solutions engineer role", "for the staff designer position") or what one is
# ("as a senior PM"): not "for a lot of money"
_ROLE_NAMED = r"\s+(?:for|as)\s+(?:an?|the)\s+(?P<value>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}?)\s+(?:role|position|job|gig)\b"
_ROLE_AS = (
    r"\s+as\s+(?:an?|the)\s+(?!(?:result|matter|favou?r|bonus|gift|backup|fallback|last|first|way|kind|sort)\b)"
    r"(?P<value>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}?)(?=\s*(?:[.!,;:—–]|\band\b))"
)

OFFER_TAKEN_RULES: list[tuple[re.Pattern[str], str, str]] = [
    # an offer got from a name, then taken in the same message: "got an offer from Vercel ... accepted it", "received
    # an offer from Stripe and signed it today"
    (re.compile(_GOT + _NAME + _NO_DEAL + _TAKEN, _I), "works_at", "fact"),
    # ... and the role it is for, the speaker's job from then on ("got an offer from Vercel for a solutions engineer
    # role!! accepted it": the old job stayed current beside the new employer)
    *(
        (re.compile(_GOT + _NAME.replace("(?P<value>", "(?:") + role + _NO_DEAL + _TAKEN, _I), "job", "fact")
        for role in (_ROLE_NAMED, _ROLE_AS)
    ),
    # "said yes to the Vercel offer", "said yes to Datadog's offer"
    (
        re.compile(
            _WHO
            + r"(?:officially\s+)?said\s+yes\s+to\s+(?:the\s+)?"
            + _NAME
            + r"(?:['’]s)?\s+(?:job\s+)?offer\b"
            + _NO_DEAL,
            _I,
        ),
        "works_at",
        "fact",
    ),
    # "said yes to the offer from Vercel"
    (
        re.compile(
            _WHO
            + r"(?:officially\s+)?said\s+yes\s+to\s+(?:the|their|an?)\s+(?:job\s+)?offer\s+from\s+"
            + _NAME
            + _NO_DEAL,
            _I,
        ),
        "works_at",
        "fact",
    ),
]

__all__ = ["OFFER_TAKEN_RULES"]
