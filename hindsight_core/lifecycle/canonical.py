"""A value's one name, as induction counts support and conflicts: the same thing under its other names is one
value. Pure functions.

Case, spacing and the punctuation around a value do not count ("Oat milk!", "oat milk"); a widely used short name
is its full one (PG and Postgres are PostgreSQL, JS JavaScript, k8s Kubernetes: :func:`~.values.value_key`'s table;
Go and Golang are Golang, the language's unmistakable name);
a version after a name does not count ("Python 3.12", "python3", "PostgreSQL 16" are Python and PostgreSQL). Names
that only look alike stay apart: Java and JavaScript, C, C++ and C#, Go and Google, "Room 101" and "Room".

    >>> canonical_name("PG") == canonical_name("Postgres") == canonical_name("PostgreSQL 16")
    True
    >>> canonical_name("Python 3.12"), canonical_name("python3"), canonical_name("k8s"), canonical_name("C#")
    ('python', 'python', 'kubernetes', 'c#')
    >>> canonical_name("Java") == canonical_name("JavaScript"), canonical_name("Blink 182")
    (False, 'blink 182')
    >>> canonical_name("Go"), canonical_name("Golang"), canonical_name("go hiking")
    ('golang', 'golang', 'go hiking')
"""

from __future__ import annotations

import re

from hindsight_core.extraction.entities import TECH_CATEGORIES, tech_category
from hindsight_core.lifecycle.values import SHORT_NAMES, value_key

# the punctuation around a value ("Oat milk!", "(PostgreSQL)"); a value's own + and # stay (C++, C#, F#)
_AROUND = " .,;:!?\"'()[]{}“”‘’「」《》。，、；：！？（）"
# a version written as one ("3.12", "v16", "v2.1"), after a name (not a time or a number after a preposition: "coffee
# at 7.30", "tea by 9.45")
_DOTTED = re.compile(
    r"(?<=[^\W\d])(?<!\bat)(?<!\bby)(?<!\bon)(?<!\bin)(?<!\bto)(?<!\bfrom)(?<!\buntil)(?<!\bbefore)(?<!\bafter)"
    r"(?<!\baround)(?<!\babout)\s*(?:v\d+(?:\.\d+)*|\d+(?:\.\d+)+)(?:\.x)?$"
)
# a short name that is also an everyday word, a tool's only as a whole value ("I like Go", "I prefer Go 1.22"): never
# in ``SHORT_NAMES``, whose short names the slot rules read as tools in a text ("I go to the gym" names no Go)
_WHOLE_VALUE_NAMES = {"go": "golang", "mac": "macos"}
# a bare number after a name ("Python 3", "Java 17", "python3"): a version only after a known tool's name
_NUMBERED = re.compile(r"(?<=[^\W\d])\s*\d+$")


def canonical_name(value: str) -> str:
    """The name ``value`` is counted under (see the module): lower case, without the punctuation around it, its
    short name written in full and a version after it left out. A number stands for itself."""
    key = value_key(value).strip(_AROUND)
    if not key or key.isdigit():
        return key
    key = value_key(key)
    versionless = _DOTTED.sub("", key)
    if versionless == key:
        bare = _NUMBERED.sub("", key)
        if bare != key and _known_tool(bare):
            versionless = bare
    name = value_key(versionless) if versionless else key
    return _WHOLE_VALUE_NAMES.get(name, name)


#: The short names of known tools that are not tools' names themselves ("pg", "k8s", "ts", "nvim"): a tool only where
#: a tool is spoken of ("I use PG", "we run on k8s"), as the slot rules read them; "pg 12" or "the ts file" names none.
TOOL_SHORT_NAMES = frozenset(
    short for short, full in SHORT_NAMES.items() if short not in TECH_CATEGORIES and tech_category(full)
)


def tool_category(value: str) -> str | None:
    """The category of the tool ``value`` names by any of its names ("PostgreSQL", "PG", "Python 3.12"), or
    ``None``.

    >>> tool_category("PG"), tool_category("Python 3.12"), tool_category("oat milk")
    ('database', 'language', None)
    """
    return tech_category(value) or tech_category(canonical_name(value))


def _known_tool(name: str) -> bool:
    return tech_category(name) is not None or value_key(name) != name


__all__ = ["TOOL_SHORT_NAMES", "canonical_name", "tool_category"]
