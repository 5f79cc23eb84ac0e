"""Where one works when no employer is named: the kind of place ("I'm a data analyst at a bank", "I work at a
hospital", "I work for a small fintech startup": ``employer_kind``) and the city of the work ("... at a bank in
Chicago", "I work at Google in London", "I work in Chicago": ``work_city``), each one value at a time, so that "I
work at a hospital now" supersedes the bank and "I work in Denver now" Chicago.

Only the speaker's, said as holding now: a visit ("I was at a bank today"), a wish or a plan ("I want to work at a
startup", "if I work at a bank"), what one did ("I used to work at a hospital"), someone else's ("my wife works at a
bank in Chicago") and a field, a team or a tool one works in ("I work in finance", "I work in IT", "I work in Excel")
fill none. The employer said after one's team is where one works too ("I work on the platform team at Stripe", "I'm
on the infra team at Google": ``works_at``), read beside the team, and so is its kind ("I'm on the data team at a
bank": ``employer_kind``).

    >>> [(m["value"]) for p, _, _ in WORKPLACE_RULES if (m := p.search("I'm a data analyst at a bank in Chicago"))]
    ['bank', 'Chicago']
    >>> [m["value"] for p, _, _ in WORKPLACE_RULES if (m := p.search("I work in finance"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.occupations import EN_NOW_OCCUPATION
from hindsight_core.extraction.slot_patterns import _EN_VALUE, EN_SPEAKER
from hindsight_core.extraction.slot_rules_en import _EN_NOT_SO, _I_AM_ONE, _I_WORK

_I = re.IGNORECASE

# the kinds of place one works at, unnamed ("a bank", "a law firm", "a tech startup")
_KINDS = (
    "bank", "credit union", "hospital", "clinic", "school", "high school", "primary school", "elementary school",
    "university", "college", "startup", "start-up", "law firm", "consulting firm", "accounting firm", "firm",
    "agency", "restaurant", "cafe", "café", "coffee shop", "bakery", "bar", "pub", "hotel", "pharmacy",
    "supermarket", "grocery store", "store", "shop", "warehouse", "factory", "plant", "nonprofit", "non-profit",
    "charity", "call center", "call centre", "tech company", "company", "insurance company", "hedge fund",
    "gym", "library", "museum", "airline", "airport", "newspaper", "publisher", "publishing house", "dental office",
    "dental practice", "vet clinic", "vet", "daycare", "nursery", "nursing home", "care home", "lab", "laboratory",
    "government agency", "council", "studio", "design studio", "marketing agency", "ad agency", "retailer",
    "construction company", "garage", "salon", "hair salon", "dealership", "car dealership", "mall", "bookstore",
)  # fmt: skip
_KIND = (
    r"(?:"
    + "|".join(sorted((re.escape(k).replace(r"\ ", r"\s+") for k in _KINDS), key=len, reverse=True))
    + r")"
)
# the words before the kind: its size or field ("a small fintech startup", "a big law firm", "a local hospital")
_SIZE = r"(?:(?:small|big|large|tiny|huge|local|major|global|private|public|national|regional|mid-?sized?|little)\s+)*"
_FIELD = r"(?:(?!(?:in|at|for|and|but|as|near|downtown)\b)[\w-]+\s+){0,2}?"
# how or when one works there: "remotely", "part-time", "nights", "weekends"
_HOW = r"\s+(?:(?:remotely|full[- ]time|part[- ]time|nights|days|weekends|evenings|shifts)\s+)?"
# the speaker working now, as a job ("I'm a nurse") or as work ("I work", "I'm working", "I've been working")
_WORKING = r"(?:" + _I_AM_ONE + EN_NOW_OCCUPATION + r"|" + _I_WORK + r"))"
# a city: one or two words with a capital, not a tool, a field or a team one works in
_NOT_A_CITY = (
    r"(?!(?:IT|HR|PR|QA|UX|UI|R|C|Go|Excel|Python|Java|JavaScript|React|Figma|Photoshop|Unity|Rust|SQL|Tableau|SAP|"
    r"Salesforce|Finance|Sales|Marketing|Product|Engineering|Design|Tech|Ops|Operations|Support|Legal|Compliance|"
    r"Research|Retail|Healthcare|Education|Consulting|Insurance|Banking|Accounting|Admin|Logistics|Software|Data|"
    r"Security|Customer|Media|Publishing|Hospitality|Construction|Real|Government|Pharma|Biotech|The|A|An|My|Our)\b)"
)
_CITY = r"(?P<value>" + _NOT_A_CITY + r"(?-i:[A-Z][a-z]+(?:[ -](?:[A-Z][a-z]+))?))(?![\w'’-])"
# a clause's end after the city (not "in London Bridge station"? a place still; not "in Paris for a week": a trip)
_CITY_ENDS = (
    r"(?=\s*(?:$|[,.;:!?)\n]|\s(?:and|but|so|now|as|since|these|these\s+days|lol|haha|too|though|btw)\b))"
)

# a team one plays on, no work's ("the rowing team at a local gym", "the pub quiz team at the Crown")
_PLAYED = (
    r"(?:rowing|football|soccer|basketball|netball|rugby|hockey|volleyball|baseball|softball|cricket|swim(?:ming)?|"
    r"running|track|debate|quiz|trivia|dance|cheer(?:leading)?|chess|bowling|darts|relay|climbing|tennis|golf|"
    r"lacrosse|ultimate|dodgeball|kickball|polo|water\s+polo|ski|cycling|esports|sports?)"
)
# the speaker on a team ("I'm on the data team", "I work in the design team")
_ON_A_TEAM = (
    EN_SPEAKER
    + r"(?:['’]m|\s+am|\s+(?:now\s+|still\s+|currently\s+|mostly\s+)?work)\s+(?:now\s+|still\s+|currently\s+)?"
    r"(?:on|in|with)\s+the\s+(?:new\s+)?(?!(?:[\w&'’-]+\s+){0,2}?"
    + _PLAYED
    + r"\s+team\b)[\w&'’-]+(?:\s+[\w&'’-]+){0,2}?\s+team"
)
#: (pattern, attribute, event type): the kind of place and the city one works at, no employer named.
WORKPLACE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm a data analyst at a bank", "I work at a hospital", "I work for a small fintech startup"
    (re.compile(_EN_NOT_SO + _WORKING + _HOW + r"(?:at|for|in)\s+an?\s+"
                + _SIZE + r"(?P<value>" + _FIELD + _KIND + r")(?![\w'’-])(?!\s+(?:of|near|next)\b)", _I),
     "employer_kind", "fact"),
    # "... at a bank in Chicago", "I work at Google in London", "I'm a nurse at St Mary's in Leeds"
    (re.compile(_EN_NOT_SO + _WORKING + _HOW + r"(?:at|for)\s+"
                r"(?:(?!\s(?:and|but|so|then|i|we|live|lives|living|moved|with)\b)[^,.;:!?\n]){1,40}?\s+in\s+(?:downtown\s+)?"
                + _CITY + _CITY_ENDS, _I), "work_city", "fact"),
    # "I work in Chicago", "I'm working in downtown Denver now" (not "I work in finance", "in IT", "in the city")
    (re.compile(_EN_NOT_SO + _I_WORK + r")\s+in\s+(?:downtown\s+|central\s+)?" + _CITY + _CITY_ENDS, _I),
     "work_city", "fact"),
    # the employer said after one's team: "I work on the platform team at Stripe", "I'm on the infra team at Google"
    (re.compile(_ON_A_TEAM + r"\s+(?:at|for)\s+" + _EN_VALUE, _I), "works_at", "fact"),
    # ... or its kind: "I'm on the data team at a bank", "i work in the design team at a small agency"
    (re.compile(_EN_NOT_SO + _ON_A_TEAM + r"\s+(?:at|for|in)\s+an?\s+" + _SIZE + r"(?P<value>" + _FIELD + _KIND
                + r")(?![\w'’-])(?!\s+(?:of|near|next)\b)", _I), "employer_kind", "fact"),
)  # fmt: skip
#: The rules read beside another rule's match (the job told in the same clause: "I'm a data analyst at a bank").
WORKPLACE_BESIDE: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in WORKPLACE_RULES)


__all__ = ["WORKPLACE_BESIDE", "WORKPLACE_RULES"]
