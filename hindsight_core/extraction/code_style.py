"""How the user's code is indented, a convention that changes: "we indent with 4 spaces", "indentation is tabs",
代码缩进用两个空格, then 缩进改成四个空格了. One value at a time (``indentation``), so the later one supersedes the
earlier; a file or a language named as another's ("the Makefile uses tabs") is not read.

    >>> [attribute for pattern, attribute, _ in INDENT_RULES if pattern.search("代码缩进用两个空格")]
    ['indentation']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _TECH

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

# The language the user tells the assistant to write its code in ("when you write code use TypeScript, not JS",
# "always use Python for code examples", "from now on write code in Rust", 以后写代码都用Python): the language they
# prefer (``prefers:{cat}``, ``preferred_language`` as "I prefer TypeScript" fills it), so a later one supersedes; never
# one script's ("use Python for this script", "write this in Go")
_TECH_VALUE = r"(?P<value>" + _TECH + r")(?![\w#+-])"
_CODE = r"(?:code|examples?|code\s+examples?|snippets?|scripts?)"
_EN_OPENS = r"(?:^|(?<=[.!?,;:\n])\s*|\b(?:please|pls|and|also|so|ok|okay|actually)\s+)"
_EN_EVERY_TIME = r"(?:always|only|from\s+now\s+on|going\s+forward|by\s+default)"
CODE_LANGUAGE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\b(?:when(?:ever)?|if)\s+you\s+(?:write|give\s+me|show\s+me|send\s+me)\s+(?:me\s+)?(?:any\s+|some\s+)?" + _CODE
                + r"\s*,?\s*(?:please\s+)?(?:always\s+|only\s+)?(?:use|do\s+it\s+in|write\s+it\s+in)\s+" + _TECH_VALUE, _I),
     "prefers:{cat}", "preference"),
    (re.compile(_EN_OPENS + _EN_EVERY_TIME + r"\s*,?\s*(?:write|give\s+me|show\s+me)\s+(?:all\s+)?(?:the\s+|your\s+|any\s+)?" + _CODE
                + r"\s+in\s+" + _TECH_VALUE, _I), "prefers:{cat}", "preference"),
    (re.compile(_EN_OPENS + r"(?:" + _EN_EVERY_TIME + r"\s*,?\s*)?(?:use|switch\s+(?:back\s+)?to|go\s+back\s+to|stick\s+(?:to|with))\s+"
                + _TECH_VALUE + r"\s+(?:for|in|when\s+you\s+write)\s+(?:all\s+|any\s+|your\s+)?" + _CODE + r"(?![\w-])", _I),
     "prefers:{cat}", "preference"),
    # 写代码用TypeScript, 以后写代码都用Python, 你给我写示例的时候用Go
    (re.compile(r"(?:^|(?<=[，,。！!？?；;：:\s]))(?:以后|今后|之后)?(?:你)?(?:写|给我写)(?:代码|程序|示例代码|示例|例子)(?:的时候|时)?"
                r"(?:都|请|就|一律|统一)?(?:用|使用)" + _TECH_VALUE, _I), "prefers:{cat}", "preference"),
)  # fmt: skip

#: The rules of code, as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
CODE_RULES = (*INDENT_RULES, *CODE_LANGUAGE_RULES)

__all__ = ["CODE_LANGUAGE_RULES", "CODE_RULES", "INDENT_RULES"]
