"""The tool a slot's value names: its category ("PostgreSQL" is a database: ``preferred_database``), the tool said
instead in the same breath ("I prefer PostgreSQL, no wait, MySQL"), and its version ("Postgres 15").

    >>> import re
    >>> match = re.search(r"use (?P<value>.+)", "we use Postgres 15")
    >>> tool_slot("uses:{cat}", "Postgres", "we use Postgres 15", match, False)
    ('preferred_database', 'Postgres 15')
"""

from __future__ import annotations

import re

from hindsight_core.extraction.entities import extract_entities, tech_category
from hindsight_core.extraction.slot_rules import ANY_TOOL, USED_TOGETHER
from hindsight_core.extraction.value_cleaning import correction
from hindsight_core.lifecycle.canonical import tool_category

_I = re.IGNORECASE


def tool_named(value: str) -> tuple[str | None, str]:
    """The tool category ``value`` names, and the tool as said ("用VS Code写代码": ``editor``, "VS Code"; "PG":
    ``database``): the longest name first, so that "GitHub Actions" is the CI it names, not GitHub."""
    for mention in sorted(extract_entities(value), key=lambda mention: -len(mention.display)):
        category = tech_category(mention.display)
        if category:
            return category, mention.display
    # a short name ("PG", "k8s") is the tool's, by the names induction counts values under
    return tool_category(value), value


def _tool_instead(text: str, match: re.Match[str], value: str) -> str:
    """The tool said instead of ``value`` in the same breath ("I prefer PostgreSQL, no wait, MySQL", "I use Vim,
    sorry, I mean Emacs"), when it is a known tool of the same kind; else ``value``."""
    end = text.find(value, match.start("value"))
    said = correction(text, end + len(value)) if end >= 0 else None
    if said is None:
        return value
    category, tool = tool_named(said)
    if category is None or category != tool_named(value)[0]:
        return value
    between = text[end + len(value) : text.find(said, end + len(value))]
    return value if _NONE_OF.fullmatch(between) else tool  # "I prefer React, no Django for me": none of it


# "no" said right before a tool names none of it ("no Django for me"); taken back, it is set off ("no, Django")
_NONE_OF = re.compile(r"[\s,]*no\s+", re.IGNORECASE)


# A version written right after a tool's name ("Postgres 15", "Node v20", "MySQL 8.0", 用的是PostgreSQL 16), not a
# measure or a count ("Python 3 times a week", "Postgres 15 minutes a day")
_VERSION_AFTER = re.compile(
    r"[ \t]?(v?\d{1,3}(?:\.\d{1,3}){0,2}(?:\.x)?)(?=$|[\s,;:!?)\]，。；：！？和]|\.(?!\d))"
    r"(?![ \t]*(?:%|percent|min|mins|minutes?|hours?|hrs?|days?|weeks?|months?|years?|times?|people|users|[gmkt]b|ms|"
    r"seconds?|secs?|次|个|年|天|分钟|小时|周)(?![a-z]))",
    _I,
)


def _versioned(tool: str, text: str, at: int) -> str:
    """``tool`` with the version written right after it in ``text`` (from ``at``), as the value of its slot: an
    upgrade ("we migrated to Postgres 16" after "prod DB is Postgres 15") is a change, the name alone after a
    version ("we use Postgres") is no change (a refinement), and induction counts both as one tool."""
    found = text.find(tool, at)
    version = _VERSION_AFTER.match(text, found + len(tool)) if found >= 0 else None
    return f"{tool} {version[1]}" if version is not None else tool


# A tool whose name is an ordinary word first ("a bun for lunch", "I'm a bun person"), read as the tool only where
# the text says it is run or used as one ("use bun", "switched to bun", "bun install", "bun over npm", "for scripts")
_WORD_FIRST = re.compile(r"\bbun\b", _I)
_AS_A_TOOL = re.compile(
    r"\b(?:use|uses|using|used|try|trying|tried|with|via|on|(?:switch|switched|switching|move|moved|moving|migrate|"
    r"migrated|migrating)(?:\s+(?:over|everything|it|us|the\s+\w+|our\s+\w+))?\s+to)\s+bun\b|\bbunx\b|"
    r"\bbun\s+(?:install|run|add|test|build|init|create|dev|x|upgrade|workspaces?|lockfile)\b|\bbun\.lockb?\b|"
    r"\b(?:npm|yarn|pnpm|node(?:\.?js)?|deno|javascript|typescript|js|ts|package\s+manager|runtime|scripts?|monorepo|"
    r"workspaces?|dependencies|deps|bundler|vite|react|next\.?js)\b",
    _I,
)


def tool_slot(
    name: str, value: str, text: str, match: re.Match[str], chinese: bool
) -> tuple[str, str] | None:
    """The slot and value of a rule's ``name`` with ``:{cat}`` in it, read of ``value`` (found by ``match`` in
    ``text``): the tool's category names the slot ("uses:{cat}" of "Postgres" is ``preferred_database``), else the
    slot of any value of its kind (``uses``, ``prefers``, ``decided``); ``None`` where the tool named is an
    ordinary word not said as a tool ("I'd rather have a bun than a croissant").

    >>> said = "I'd rather have a bun than a croissant"
    >>> tool_slot("prefers:{cat}", "bun", said, re.search("(?P<value>bun)", said), False) is None
    True
    """
    if not chinese:
        value = _tool_instead(text, match, value)  # "I prefer PostgreSQL, no wait, MySQL": MySQL
    base = name.split(":")[0]
    category, tool = tool_named(value)
    if category and _WORD_FIRST.search(value) and not _AS_A_TOOL.search(text):
        return None
    prefix = "chosen" if base == "chosen" else "preferred"
    if (base == "uses" and category in USED_TOGETHER) or category in ANY_TOOL:
        category = None  # "We use Docker", then "We use Slack": two tools, no change
    name = (
        f"{prefix}_{category}" if category else {"chosen": "decided", "prefers": "prefers"}.get(base, "uses")
    )
    if category and chinese:
        value = tool  # 我更喜欢用VS Code写代码: the editor is VS Code, not what is done with it
    if category:
        value = _versioned(value, text, match.start("value"))  # Postgres 15, then Postgres 16: a change
    return name, value


__all__ = ["tool_named", "tool_slot"]
