"""A question asking which tool of a kind ("Which database should the new service use?", "What CI system do we use
now?", 我们用什么数据库) is answered by a statement naming a tool of that kind ("I prefer PostgreSQL for anything
transactional"), not by one sharing the question's other words ("I'm starting a new inventory service"). Where the
best match names no tool of the kind asked, the best of the next few that names one ranks right above it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from hindsight_core.extraction.entities import TECH_CATEGORIES
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lift_above_best
from hindsight_core.text import as_matched, spoken, to_simplified

# the word a question names a kind of tool by -> the kind (``TECH_CATEGORIES``' values)
_KIND_WORDS = {
    "database": "database", "databases": "database", "db": "database", "datastore": "database",
    "language": "language", "languages": "language",
    "editor": "editor", "ide": "editor",
    "cloud": "cloud", "framework": "framework", "frameworks": "framework",
    "ci": "ci", "linter": "linter", "formatter": "formatter",
    "os": "os", "distro": "os",
    "package manager": "package_manager", "test framework": "test_framework", "test runner": "test_framework",
    "design tool": "design_tool", "design app": "design_tool",
}  # fmt: skip
_ZH_KIND_WORDS = {
    "数据库": "database",
    "语言": "language",
    "编辑器": "editor",
    "框架": "framework",
    "云": "cloud",
}
_ASKED = re.compile(
    # "which database", "what kind of database"; not "what did the database team ship?"
    r"\b(?:which|what)\s+(?:(?!(?:did|do|does|is|are|was|were|has|have|had|will|would|should|can|could)\b)\w+\s+){0,2}?"
    r"(?P<kind>" + "|".join(sorted((re.escape(w) for w in _KIND_WORDS), key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
_ZH_ASKED = re.compile(
    r"(?:什么|哪个|哪种|啥)(?P<kind>" + "|".join(sorted(_ZH_KIND_WORDS, key=len, reverse=True)) + ")"
)
_NAMES = sorted(TECH_CATEGORIES, key=len, reverse=True)
_TOOL = re.compile(
    r"(?<![\w.+#-])(" + "|".join(re.escape(n) for n in _NAMES) + r")(?![\w+#-])", re.IGNORECASE
)
#: the matches read: the best and the next few
_HEAD = 5


def asked_tool_kind(query: str) -> str | None:
    """The kind of tool ``query`` asks which one of, or None.

    >>> asked_tool_kind("Which database should the new reporting service use?"), asked_tool_kind("我们用什么数据库？")
    ('database', 'database')
    >>> asked_tool_kind("What CI system do we use now?"), asked_tool_kind("What did the database team ship?")
    ('ci', None)
    """
    match = _ASKED.search(query)
    if match is not None:
        return _KIND_WORDS[as_matched(match["kind"])]
    match = _ZH_ASKED.search(to_simplified(query))
    return _ZH_KIND_WORDS[match["kind"]] if match is not None else None


@lru_cache(maxsize=8192)
def _kinds_named(text: str) -> frozenset[str]:
    """The kinds of the known tools ``text`` names ("PostgreSQL" -> database)."""
    return frozenset(TECH_CATEGORIES[as_matched(m.group(1))] for m in _TOOL.finditer(text))


def lift_tool_kind(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> str | None:
    """Asked which tool of a kind, the best of the next ``_HEAD`` matches naming one ranks right above the best
    match, when that names none. Returns the record lifted."""
    kind = asked_tool_kind(query) if final else None
    if kind is None:
        return None

    def names_kind(rid: str) -> bool:
        return kind in _kinds_named(spoken(records[rid].text))

    return lift_above_best(final, _HEAD, names_kind, names_kind)


__all__ = ["asked_tool_kind", "lift_tool_kind"]
