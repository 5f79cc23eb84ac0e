"""A tool of a kind said by what one does with it or on it, not by "I use": the design tool one's work is done in
("I do all my mockups in Figma", "i design everything in figma"), a team said as a shop of a tool ("we're a Postgres
shop", "we're a Sketch shop"), the system one runs ("I run Arch btw", "I daily-drive Fedora", "I'm on a Mac", "my
laptop's a ThinkPad running Fedora") and the CI or cloud one is on ("we're on GitHub Actions for CI", "we're on AWS").
Each fills the slot of its kind (``preferred_design_tool``, ``preferred_os``), as :mod:`~.tool_kinds` does.

Only the speaker's, as things are: not someone else's ("my designer does her mockups in Figma"), not a question, a
wish or a plan ("should I do my mockups in Figma?", "I'd do it in Penpot"), nor a system run somewhere else than
one's own machine ("I run Ubuntu on the server", "I run Windows in a VM").

    >>> [m["value"] for p, _, _ in TOOLS_IN_USE_RULES if (m := p.search("I do all my mockups in Figma"))]
    ['Figma']
    >>> [m["value"] for p, _, _ in TOOLS_IN_USE_RULES if (m := p.search("I run Windows in a VM for games"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.entities import TECH_CATEGORIES
from hindsight_core.extraction.slot_patterns import _TECH, EN_SPEAKER, longest_first
from hindsight_core.lifecycle.canonical import TOOL_SHORT_NAMES, tool_category

_I = re.IGNORECASE


def tools_of(*categories: str) -> str:
    """A regex of the names of the known tools of ``categories``, their short names too ("pg"), as ``value``.

    >>> re.fullmatch(tools_of("ci", "cloud"), "GitHub Actions", _I) is not None
    True
    """
    names = [name for name, of in TECH_CATEGORIES.items() if of in categories]
    names += [short for short in TOOL_SHORT_NAMES if tool_category(short) in categories]
    return r"(?P<value>" + longest_first(re.escape(name) for name in names) + r")(?![\w-])"


# not asked, wished or supposed: "should I do ...", "would I run ...", "can I design ..."
_NOT_ASKED = (
    r"(?<!\bshould\s)(?<!\bshall\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bdo\s)(?<!\bdid\s)(?<!\bwhy\s)"
    r"(?<!\bhow\s)(?<!\bmust\s)"
)
_SPEAKER = _NOT_ASKED + r"(?:" + EN_SPEAKER + r"|\bwe)"
_HOW_OFTEN = r"(?:(?:now|still|mostly|usually|always|basically|literally|just|only|also|actually)\s+){0,2}"
# what is designed: "all my mockups", "most of our wireframes", "the UI", "everything", "design work"
_DESIGNED = (
    r"(?:(?:all|most)\s+(?:of\s+)?)?(?:(?:my|our|the)\s+)?(?:[\w-]+\s+)?"
    r"(?:mock-?ups|mocks|designs?|wireframes|prototypes|ui|ux|screens|layouts|flows|design\s+work|ui\s+work|everything|"
    r"illustrations|icons|logos|slides|prototyping|wireframing|designing|mocking\s+up)"
)
# the system's own machine: not a server, a VM or a container it is run on
_NOT_ELSEWHERE = (
    r"(?!\s+(?:on\s+(?:a|an|the|our|my|their)\s+(?:[\w-]+\s+)?(?:server|servers|vm|box|cluster|pi|raspberry|nas|vps)|"
    r"in\s+(?:a\s+|the\s+)?(?:vm|virtualbox|docker|container|wsl|vmware|parallels|the\s+cloud)|on\s+(?:prod|aws|gcp|azure))\b)"
)
# where the tool said ends: its version ("Ubuntu 24.04 LTS"), then the clause's end or what says how or where it is
# used ("for CI", "on my laptop", "btw", "these days"); not a thing of the tool's ("I'm on Jenkins duty", "I run
# Windows updates")
_ENDS = (
    r"(?:\s*v?\d+(?:\.\d+)*(?:\s+lts)?)?(?=\s*(?:$|[,.;:!?)—–]|\s-)|\s+(?:for|on\s+(?:my|all\s+my|both|every)|btw|now|"
    r"these\s+days|nowadays|at\s+(?:home|work|the\s+moment)|as\s+my|and|but|so|too|still|mostly|exclusively|"
    r"full[- ]time|everywhere|lol|haha|since|daily|right\s+now|currently|anyway|though|tbh|ngl)\b)"
)
# a machine of one's own; a Mac one is on ("a Mac", "a MacBook Air", "an M2 MacBook"): the system is the Mac's (a
# MacBook alone is a laptop, as "my work laptop is a MacBook Pro" says, the next laptop a change of it)
_MY_MACHINE = (
    r"\bmy\s+(?:(?:work|personal|home|main|new|daily|dev)\s+)?"
    r"(?:laptop|machine|computer|pc|desktop|rig|box|workstation|daily\s+driver)"
)
_A_MAC = (
    r"an?\s+(?:[\w-]+\s+)?(?P<value>mac)(?:book)?(?:\s+(?:pro|air|mini|studio))?\b(?!\s*(?:and|&|n)\s+cheese)"
)

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
TOOLS_IN_USE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # the design tool one's work is done in: "I do all my mockups in Figma", "I design everything in Penpot"
    (re.compile(_SPEAKER + r"\s+" + _HOW_OFTEN + r"(?:do|make|build|design|draw|create|prototype|wireframe|mock\s+up)\s+"
                + r"(?:" + _DESIGNED + r"\s+)?in\s+" + tools_of("design_tool"), _I), "uses:{cat}", "fact"),
    # a team said as a shop of a tool: "we're a Postgres shop", "we're very much a Sketch shop"
    (re.compile(r"\bwe(?:['’]re|\s+are)\s+(?:(?:very\s+much|still|mostly|basically|now|pretty\s+much|all)\s+)?an?\s+"
                r"(?P<value>" + _TECH + r")\s+(?:shop|house|team|company)\b", _I), "uses:{cat}", "fact"),
    # the system one runs: "I run Arch btw", "I daily-drive Fedora", "I run Linux on my laptop"
    (re.compile(_SPEAKER + r"\s+" + _HOW_OFTEN + r"(?:run|daily[- ]?drive)\s+" + tools_of("os") + _NOT_ELSEWHERE + _ENDS, _I),
     "uses:{cat}", "fact"),
    # ... or the Mac one is on: "I'm on a Mac", "I'm on a MacBook Pro", "I work on a Mac" (not "a Windows machine")
    (re.compile(_NOT_ASKED + r"\b(?:i(?:['’]m|\s+am)\s+" + _HOW_OFTEN + r"on|" + EN_SPEAKER + r"\s+" + _HOW_OFTEN
                + r"(?:work|code|develop)\s+on)\s+" + _A_MAC, _I), "uses:{cat}", "fact"),
    # ... or one's machine runs: "my laptop's a ThinkPad running Fedora", "my work laptop runs Windows 11"
    (re.compile(_MY_MACHINE + r"(?:['’]s|\s+is)?\s+(?:(?:now|still|currently)\s+)?(?:an?\s+[^,.;:!?\n]{1,30}?\s+)?"
                r"(?:running|runs|on)\s+" + tools_of("os") + _ENDS, _I), "uses:{cat}", "fact"),
    # the CI or cloud one is on: "we're on GitHub Actions for CI", "we're still on Jenkins", "we're on AWS"
    (re.compile(_NOT_ASKED + r"\b(?:i(?:['’]m|\s+am)|we(?:['’]re|\s+are))\s+" + _HOW_OFTEN + r"on\s+" + tools_of("ci", "cloud") + _ENDS, _I), "uses:{cat}", "fact"),
)  # fmt: skip

__all__ = ["TOOLS_IN_USE_RULES", "tools_of"]
