"""Where one lives, said with the kind of home before the place ("I live in a flat in Hackney", "we're living in a
tiny apartment near Lyon"), with whom ("I live with my parents in Leicester") or with how one finds living there ("I
love living in Glasgow", "honestly I hate living in London"), or as what one rents ("we rent a two bed in Peckham"):
``lives_in``, as "I live in Glasgow" fills it. Before, the first two and the rented one filled nothing (a flat is no
place) and the love a taste for "living". A stay ("with my in-laws in Cork for now", "we rent a cottage in Cornwall
every summer") is none.

A wish or a past ("I'd love living in Paris", "I used to love living in Tokyo", "I loved living in Rome") and someone
else's ("my sister loves living in Boston") fill none.

    >>> [m["value"] for p, _, _ in HOME_RULES if (m := p.search("I love living in Glasgow"))]
    ['Glasgow']
    >>> [m["value"] for p, _, _ in HOME_RULES if (m := p.search("I'd love living in Paris"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _EN_VALUE

_I = re.IGNORECASE
_NOW = r"(?:(?:now|still|currently|actually)\s+){0,2}"
_HOME = (
    r"(?:condo|flat|house|apartment|place|home|studio|bungalow|townhouse|cottage|villa|house\s*share|flatshare|"
    r"dorm|bedsit|terrace|semi)"
)

# the people one lives with: "my parents", "my girlfriend", "my two flatmates"
_PEOPLE = (
    r"(?:parents|mum|mom|dad|mother|father|partner|wife|husband|girlfriend|boyfriend|fiancée?|flatmates?|roommates?|"
    r"housemates?|kids|children|family|sister|brother|friends?|grandparents|gran|nan|grandma|grandad|in-laws|cats?|dogs?)"
)

#: (pattern, attribute, event type): the speaker's home, said with its kind or with how they find it.
HOME_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I live in a flat in Hackney", "we're living in a tiny apartment near Lyon"
    (re.compile(r"\b(?:i|we)(?:\s+" + _NOW + r"(?:live|am\s+living|are\s+living)|(?:'m|’m|'re|’re)\s+" + _NOW
                + r"living)\s+in\s+(?:a|an|our|my|the)\s+(?:[\w-]+\s+){0,2}?" + _HOME + r"\s+(?:in|near|outside)\s+"
                + _EN_VALUE, _I), "lives_in", "fact"),
    # "I live with my parents in Leicester", "we live with our two cats in Bristol" (a place named with a capital; not
    # a stay: "with my in-laws in Cork for now", "... until March")
    (re.compile(r"\b(?:i|we)(?:\s+" + _NOW + r"(?:live|am\s+living|are\s+living)|(?:'m|’m|'re|’re)\s+" + _NOW
                + r"living)\s+with\s+(?:my|our)\s+(?:[\w-]+\s+)?" + _PEOPLE + r"\s+in\s+(?=(?-i:[A-Z]))"
                r"(?![^,.;:!?\n]*\b(?:for\s+(?:now|a\s+(?:bit|while|few)|the\s+(?:summer|holidays))|until|till)\b)"
                + _EN_VALUE, _I), "lives_in", "fact"),
    # "I love living in Glasgow", "honestly I hate living in London" (not "I'd love", "I used to love", "I loved")
    (re.compile(r"(?<![\w'’])(?:i|we)\s+(?:really\s+|absolutely\s+|honestly\s+|kinda\s+|just\s+)?(?:love|like|enjoy|hate|"
                r"don['’]t\s+(?:love|like|mind)|do\s+not\s+like)\s+living\s+in\s+" + _EN_VALUE, _I), "lives_in", "fact"),
)  # fmt: skip

#: (pattern, attribute, event type): the speaker's home, said as what they rent (read after the rules of a place said
#: as home: "Settled in Lisbon! I'm renting a flat in Alfama" lives in Lisbon, the district is where in it).
RENTED_HOME_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "we rent a two bed in Peckham", "I'm renting a room in a flatshare in Leith" (a place named with a capital; not a
    # stay: "we rent a cottage in Cornwall every summer", "for a week", "next month")
    (re.compile(r"\b(?:i|we)(?:\s+(?:now\s+|currently\s+|still\s+)?rent|(?:'m|’m|'re|’re|\s+am|\s+are)\s+(?:now\s+|currently\s+|still\s+)?"
                r"renting)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:" + _HOME + r"|(?:one|two|three|four|\d)[\s-]?bed(?:room)?s?|room)"
                r"\s+(?:in|near)\s+(?=(?-i:[A-Z]))"
                r"(?!(?:(?!\s(?:but|though|although)\s)[^,.;:!?\n])*\b(?:every|each|for\s+(?:the|a|an|two|three|\d|work)|"
                r"this\s+(?:summer|weekend|week)|next|over\s+the|during|on\s+weekdays|in\s+the\s+week|"
                r"until|till)\b)" + _EN_VALUE, _I), "lives_in", "fact"),
    # a lease signed on a home ("signed the lease on a 2br in Oakland, moving on the 1st", "we just signed a lease in
    # Leeds"): the home from the move's day, when one is said (:mod:`~hindsight_core.lifecycle.starts_later`); not
    # someone else's ("my sister signed ...", "signed a lease for my son"), a stay ("a cabin in Tahoe for the summer")
    # nor an office's ("signed the lease on an office in Austin": no home)
    (re.compile(r"(?:\b(?:i|we)(?:['’]ve|\s+have)?\s+|^\s*|(?<=[.!?])\s*)(?:just\s+|finally\s+|officially\s+|already\s+)?"
                r"signed\s+(?:the|a|our|my)\s+(?:new\s+)?lease\s+(?:(?:on|for)\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,3}?"
                r"(?:" + _HOME + r"|(?:one|two|three|four|\d)[\s-]?(?:bed(?:room)?s?|br|bd|b/r)|room)\s+)?(?:in|near)\s+(?=(?-i:[A-Z]))"
                r"(?![^.;!?\n]*\b(?:for\s+(?:the\s+(?:summer|winter|holidays)|a\s+(?:week|month)|my|our|his|her|their)|"
                r"holiday|vacation|airbnb)\b)" + _EN_VALUE, _I), "lives_in", "fact"),
)  # fmt: skip


__all__ = ["HOME_RULES", "RENTED_HOME_RULES"]
