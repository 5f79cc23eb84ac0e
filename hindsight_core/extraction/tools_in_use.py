"""A tool of a kind said by what one does with it or on it, not by "I use": the design tool one's work is done in
("I do all my mockups in Figma", "i design everything in figma"), and a team said as a shop of a tool ("we're a
Postgres shop", "we're a Sketch shop"). Each fills the slot of its kind (``preferred_design_tool``,
``preferred_database``), as :mod:`~.tool_kinds` does.

Only the speaker's, as things are: not someone else's ("my designer does her mockups in Figma"), not a question, a
wish or a plan ("should I do my mockups in Figma?", "I'd do it in Penpot").

    >>> [m["value"] for p, _, _ in TOOLS_IN_USE_RULES if (m := p.search("I do all my mockups in Figma"))]
    ['Figma']
    >>> [m["value"] for p, _, _ in TOOLS_IN_USE_RULES if (m := p.search("my designer does her mockups in Figma"))]
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
    r"illustrations|icons|logos|slides)"
)
#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
TOOLS_IN_USE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # the design tool one's work is done in: "I do all my mockups in Figma", "I design everything in Penpot"
    (re.compile(_SPEAKER + r"\s+" + _HOW_OFTEN + r"(?:do|make|build|design|draw|create|prototype|wireframe|mock\s+up)\s+"
                + r"(?:" + _DESIGNED + r"\s+)?in\s+" + tools_of("design_tool"), _I), "uses:{cat}", "fact"),
    # a team said as a shop of a tool: "we're a Postgres shop", "we're very much a Sketch shop"
    (re.compile(r"\bwe(?:['’]re|\s+are)\s+(?:(?:very\s+much|still|mostly|basically|now|pretty\s+much|all)\s+)?an?\s+"
                r"(?P<value>" + _TECH + r")\s+(?:shop|house|team|company)\b", _I), "uses:{cat}", "fact"),
)  # fmt: skip

__all__ = ["TOOLS_IN_USE_RULES", "tools_of"]
