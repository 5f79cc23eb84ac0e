"""The slot rules of the team one works on, said as people say it: "I'm on the payments team", "I'm in the data
team", "I joined the platform team", "I moved to the growth team last month", as "my team is the payments team" and
我在推荐组 fill it. One team at a time (``team``): a move supersedes the one before, and "what team am I on?" brings
the newest. Someone else's ("my wife is on the growth team"), a wish ("I want to join the platform team") or no team
named ("I'm on the same team as Priya", "I joined the team in May") fills none. The team one works on ("I work on
the platform team") is one too (the employer said after it is :mod:`~.workplace_kinds`'s).

    >>> [(a, m["value"]) for p, a, _ in TEAM_RULES if (m := p.search("i work on the platform team at Stripe"))]
    [('team', 'platform team')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER

_I = re.IGNORECASE

# the team named by the words before "team" ("the payments team", "the new data platform team"); not "the same team"
_EN_TEAM = (
    r"the\s+(?:new\s+)?(?!(?:same|other|wrong|right|whole|entire|winning|losing|opposite|home|away|a)\b)"
    r"(?P<value>[\w&'’-]+(?:\s+[\w&'’-]+){0,2}?\s+team)\b"
    # (the team itself, not a thing of it: "the Slack team channel", "the gym team challenge")
    r"(?=\s*(?:$|[,.;:!?)]|\s(?:at|in|on|for|since|last|this|now|and|but|so|as|of|with|recently|today|yesterday|"
    r"mostly|which|where|because|full[- ]time)\b))"
)

TEAM_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm on the payments team", "I've been in the data team since May"
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am|(?:['’]ve|\s+have)\s+been)\s+(?:now\s+|still\s+|currently\s+)?(?:on|in)\s+"
                + _EN_TEAM, _I), "team", "fact"),
    # "I joined the platform team", "moved to the growth team last month", "got transferred to the infra team"
    (re.compile(r"(?:" + EN_SPEAKER + r"(?:['’]ve|\s+have|\s+was|\s+got)?\s+|^\s*)(?:just\s+|finally\s+|officially\s+|recently\s+)?"
                r"(?:got\s+|been\s+)?(?:joined|moved\s+to|switched\s+to|transferred\s+to|moved\s+over\s+to)\s+" + _EN_TEAM, _I),
     "team", "fact"),
    # "I work on the platform team", "i work in the data team at Monzo"
    (re.compile(EN_SPEAKER + r"\s+(?:now\s+|still\s+|currently\s+|mostly\s+)?work\s+(?:on|in|with)\s+" + _EN_TEAM, _I), "team", "fact"),
)  # fmt: skip


__all__ = ["TEAM_RULES"]
