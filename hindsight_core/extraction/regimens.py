"""A dose as it is taken: its amount with how often, though the medication is named between them ("I take 10mg of
lexapro every morning" is 10mg every morning, not 10mg), and a count of capsules said around a supplement's name
("2 fish oil capsules a day" is 2 capsules a day). A rule reads the parts in the groups ``value`` (the amount or the
count), ``unit`` (what is counted) and ``freq`` (how often); the value stored is them joined, in that order.

    >>> import re
    >>> regimen_said(re.search(r"(?P<value>\\d+mg) of \\w+ (?P<freq>every morning)", "I take 10mg of lexapro every morning"))
    '10mg every morning'
    >>> regimen_said(re.search(r"(?P<value>\\w+) fish oil (?P<unit>capsules) (?P<freq>a day)", "two fish oil capsules a day"))
    '2 capsules a day'
"""

from __future__ import annotations

import re

from hindsight_core.extraction.counts import count_value

#: How often, said after a medication's name: what a dose is said with ("daily", "every morning", "twice a day"),
#: and a day alone ("a day", "per day").
FREQ_AFTER = (
    r"(?:once|twice|three\s+times|four\s+times|\d\s+times)\s+(?:a|per)\s+(?:day|week)|(?:every|each)\s+"
    r"(?:morning|evening|night|day|other\s+day)|daily|nightly|at\s+(?:night|bedtime)|in\s+the\s+(?:morning|evening)"
    r"|(?:a|per)\s+day"
)


def regimen_said(match: re.Match[str]) -> str:
    """The dose ``match`` read: its ``value``, then its ``unit`` and ``freq`` where the rule has them and they were
    said (a count in words in figures: "two" -> "2")."""
    groups = match.re.groupindex
    value = match["value"]
    if "unit" in groups and match["unit"]:
        value = f"{count_value(value)} {match['unit'].lower()}"
    if "freq" in groups and match["freq"]:
        value = f"{value} {' '.join(match['freq'].lower().split())}"
    return value


__all__ = ["FREQ_AFTER", "regimen_said"]
