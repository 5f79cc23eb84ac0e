"""How the user's code is indented, a convention that changes: "we indent with 4 spaces", "indentation is tabs",
代码缩进用两个空格, then 缩进改成四个空格了. One value at a time (``indentation``), so the later one supersedes the
earlier; a file or a language named as another's ("the Makefile uses tabs") is not read.

    >>> [attribute for pattern, attribute, _ in INDENT_RULES if pattern.search("代码缩进用两个空格")]
    ['indentation']
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# what code is indented with: a number of spaces, or tabs
_EN_INDENT = r"(?P<value>(?:\d|one|two|three|four|eight)\s+spaces|tabs|hard\s+tabs|a\s+tab)(?![\w-])"
_ZH_INDENT = r"(?P<value>[一两二三四八1-8]\s*个\s*空格|[一两二三四八1-8]\s*格|tab键?|Tab键?|TAB|制表符)"

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
INDENT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "we indent with 4 spaces", "I always indent using tabs"
    (re.compile(r"\b(?:we|i)\s+(?:now\s+|always\s+|only\s+)?indent\s+(?:\w+\s+)?(?:with|using)\s+" + _EN_INDENT, _I),
     "indentation", "preference"),
    # "our indentation is 2 spaces", "indent: tabs", "indentation is now 4 spaces" (the speaker's, or nobody named)
    (re.compile(r"(?:^|(?<=[.!?,;:\n])\s*|\b(?:our|my|the)\s+)(?:code\s+)?indent(?:ation)?(?:\s+size)?\s*(?:is|=|:)\s*"
                r"(?:now\s+|always\s+)?" + _EN_INDENT, _I), "indentation", "preference"),
    # "we use 2 spaces for indentation", "use tabs for indenting"
    (re.compile(r"\b(?:we|i)\s+(?:now\s+|always\s+|only\s+)?use\s+" + _EN_INDENT + r"\s+(?:for\s+)?indent(?:ation|ing)?\b", _I),
     "indentation", "preference"),
    # 代码缩进用两个空格, 缩进统一用4个空格, 缩进改成四个空格了, 我们缩进都是tab
    (re.compile(r"(?:^|(?<=[，,。！!？?；;：:\s]))(?:我们|我)?(?:的)?(?:代码)?(?:的)?缩进(?:现在|统一|都|一律|全部)*"
                r"(?:用|是|使用|改成了?|改为|换成了?|改用)\s*" + _ZH_INDENT), "indentation", "preference"),
)  # fmt: skip

__all__ = ["INDENT_RULES"]
