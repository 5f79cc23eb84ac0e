"""A pastime said as done, with no how often after it: "I do pottery", "I play the guitar in my spare time", "i go
climbing a lot", "I knit, mostly scarves", "I swim as a hobby". It is what the user does (``does``), as "I play tennis
every Sunday" and "I've taken up pottery" are; before, only a pastime said with how often filled the slot.

The pastime must end its clause or be followed by what says how it is done ("as a hobby", "in my spare time", "a
lot", "with my mates", "classes"): not what is done to something ("I paint the walls", "I do the painting of the
fence"), once or ahead ("I'll do yoga tomorrow", "I play tennis tomorrow at 6"), asked, supposed, wished or gone
("should I do yoga?", "if I do yoga", "I'd do pottery if ...", "I used to do karate"), nor someone else's.

    >>> [m["value"] for p, _, _ in PASTIME_RULES if (m := p.search("I do pottery"))]
    ['pottery']
    >>> [m["value"] for p, _, _ in PASTIME_RULES if (m := p.search("I paint the walls myself"))]
    []

A pastime said with what one makes of it, or the run one does as a habit, is one too: "I paint miniatures", "I knit
socks for everyone", "I draw comics", "I sew my own clothes", "I bake sourdough most weekends", "I run a 5k every Saturday", "I do parkrun most weeks" (not "I
paint the walls", "I run a 5k tomorrow", "I ran a 10k once": one time, nor "I run a startup": no run).

    >>> [m["value"] for p, _, _ in PASTIME_RULES if (m := p.search("I paint miniatures"))]
    ['paint']
    >>> [m["value"] for p, _, _ in PASTIME_RULES if (m := p.search("I sew my own clothes"))]
    ['sew']
    >>> [m["value"] for p, _, _ in PASTIME_RULES if (m := p.search("I run a 5k every Saturday"))]
    ['run']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import ACTIVITIES, EN_SPEAKER, longest_first

_I = re.IGNORECASE

# not asked or supposed: "should I do ...", "do I play ...", "how do I swim ..."
_NOT_ASKED = (
    r"(?<!\bshould\s)(?<!\bshall\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bdo\s)(?<!\bdid\s)(?<!\bmust\s)"
    r"(?<!\bmight\s)(?<!\bwhy\s)"
)
_HOW_OFTEN = r"(?:(?:also|still|mostly|now|actually|really|sometimes|occasionally|regularly|even)\s+){0,2}"
# a pastime by its name ("pottery", "climbing"), said after the verb it is done with; never a bare verb ("run")
_NAMED = longest_first(
    k for k, v in ACTIVITIES.items() if k == v or k.endswith("ing") or k in {"bouldering", "ceramics"}
)
# the pastimes said by their own verb alone, their one name in ACTIVITIES: "I knit", "I swim", "I climb" (not "I
# run": "I run it locally and it fails")
_OWN_VERBS = longest_first(
    "swim climb surf ski knit crochet paint bake dance meditate skate draw sketch sew".split()
)
#: The names of the pastimes said by a verb :data:`~.slot_patterns.ACTIVITIES` holds no name of ("I draw": drawing)
PASTIME_NAMES = {"draw": "drawing", "sketch": "drawing", "sew": "sewing"}
# where the pastime said ends: its clause's end, or what says how, where or with whom it is done
_ENDS = (
    r"(?:\s+(?:classes|lessons|sessions|club|competitively|semi-?professionally|recreationally))?"
    r"(?=\s*(?:$|[,.;:!)—–]|\s-)|\s+(?:as\s+a\s+hobby|for\s+fun|in\s+my\s+(?:spare|free|down)\s+time|on\s+the\s+side|"
    r"a\s+lot|loads|quite\s+a\s+bit|a\s+bit|too|as\s+well|now|these\s+days|nowadays|lately|rn|atm|and|but|so|with\s+(?:my|a|some|friends)|"
    r"online|at\s+(?:a|an|the|my|our)\s+(?:[\w-]+\s+)?(?:gym|club|studio|centre|center|wall|pool|court|course)|"
    r"most\s+(?:nights|days|weeks)|whenever|when(?:ever)?\s+i\s+can|badly|casually|seriously|btw|lol|haha|tbh|ngl)\b)"
)

# what a pastime makes, by kind: "miniatures", "watercolours", "socks", "sourdough" (not "the walls", "my nails": one
# thing or a chore)
_MADE = (
    r"(?:miniatures|minis|warhammer(?:\s+\w+)?|models|figurines|watercolou?rs?|landscapes|portraits|murals|canvases|"
    r"abstracts?|still\s+lifes?|in\s+(?:oils?|acrylics?|watercolou?rs?|gouache)|with\s+(?:oils|acrylics|watercolou?rs)|"
    r"comics|manga|cartoons|sketches|socks|scarves|jumpers|sweaters|hats|blankets|amigurumi|quilts|sourdough|bread|"
    r"cakes|pastries|cookies|biscuits|pies|bagels|croissants|clothes|dresses|costumes|cosplay|quilts|fan\s?art|doodles|"
    r"characters|webcomics|zines|skirts|bags|tote\s+bags)"
)
_ENDS_MADE = r"(?=\s*(?:$|[,.;:!)—–]|\s-)|\s+(?:as|for|in|on|at|with|and|but|so|every|each|most|a\s+lot|now|these|lately|when|whenever|btw|lol)\b)"
# a run by its distance or its name: "a 5k", "10k", "a half marathon", "5 miles", "parkrun"
_DISTANCE = r"(?:\d+(?:\.\d+)?\s?(?:k|km|ks|miles?)|half(?:\s+|-)?marathons?|marathons?|parkrun|couple\s+of\s+miles|few\s+miles)\b"
# ... done as a habit: "every Saturday", "most mornings", "twice a week", "on Sundays", "each weekend", "weekly"
_HABITUALLY = (
    r"(?=[^.!?\n]{0,30}?\b(?:every|each|most\s+(?:days|mornings|evenings|weekends|weeks|nights)|twice|once\s+a|"
    r"(?:three|four|five|\d)\s*(?:times|x)\s+(?:a|per)|daily|weekly|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|"
    r"saturdays|sundays|weekends))\b)"
)

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
PASTIME_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I do pottery", "I play the guitar", "I go climbing a lot", "I practise judo"
    (re.compile(_NOT_ASKED + EN_SPEAKER + r"\s+" + _HOW_OFTEN + r"(?:do|play|practi[cs]e|go)\s+(?:the\s+(?=guitar|piano|violin))?"
                r"(?P<value>" + _NAMED + r")" + _ENDS, _I), "does", "preference"),
    # "I knit, mostly scarves", "I swim as a hobby", "I climb with my mates"
    (re.compile(_NOT_ASKED + EN_SPEAKER + r"\s+" + _HOW_OFTEN + r"(?P<value>" + _OWN_VERBS + r")" + _ENDS, _I),
     "does", "preference"),
    # "I paint miniatures", "I knit socks", "I bake sourdough": the pastime's verb, then the kind of thing it makes
    (re.compile(_NOT_ASKED + EN_SPEAKER + r"\s+" + _HOW_OFTEN + r"(?P<value>paint|knit|crochet|bake|draw|sketch|sew)\s+"
                r"(?:(?:tiny|little|small|big|my\s+own|custom|fancy)\s+)?" + _MADE + _ENDS_MADE, _I), "does", "preference"),
    # "I run a 5k every Saturday", "I do parkrun most weeks", "I run 10k twice a week": a run done as a habit
    (re.compile(_NOT_ASKED + EN_SPEAKER + r"\s+" + _HOW_OFTEN + r"(?=run\s+(?:an?\s+|the\s+)?" + _DISTANCE + r"|do\s+parkrun)(?:do\s+park)?(?P<value>run)\b"
                + _HABITUALLY, _I), "does", "preference"),
)  # fmt: skip

__all__ = ["PASTIME_NAMES", "PASTIME_RULES"]
