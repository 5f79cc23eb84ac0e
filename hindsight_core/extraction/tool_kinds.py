"""A tool named as what a kind of tool is, the way a developer states their stack: "prod DB is Postgres 15", "our CI
runs on GitHub Actions", "the package manager is uv now", 我们数据库用的是PostgreSQL, 线上数据库是MySQL. The slot is
the kind's (``preferred_database``), so that the next tool of that kind said later is a change.

The value must be a known tool of the kind named ("our DB is hosted on AWS" names a cloud, no database; "our CI
is a mess" no tool), and the kind must be the speaker's own, unqualified or their production one: a staging or a
test database ("the staging DB is MySQL", 测试环境的数据库是MySQL) is one of several, never the one in use.

    >>> [attribute for pattern, attribute, _ in TOOL_KIND_RULES if pattern.search("prod DB is Postgres 15")]
    ['uses:{cat}']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.tools_in_use import TOOLS_IN_USE_RULES, tools_of

_I = re.IGNORECASE

#: The words for a kind of tool, in English and Chinese, by the category of its tools. Only kinds of which one is
#: in use at a time: languages, frameworks and libraries are used together.
_KIND_WORDS: dict[str, tuple[str, str]] = {
    "database": (r"database|db|datastore|data\s+store", r"数据库"),
    "ci": (r"ci(?:/cd)?(?:\s+(?:pipeline|system|server|provider))?", r"CI(?:/CD)?|持续集成"),
    "editor": (r"(?:code\s+|text\s+)?editor|ide", r"编辑器|IDE"),
    "package_manager": (r"(?:package|dependency)\s+manager", r"包管理器?|依赖管理工具"),
    "test_framework": (r"test(?:ing)?\s+(?:framework|runner)", r"测试框架"),
    "linter": (r"linter", r"代码检查工具|lint工具"),
    "formatter": (r"(?:code\s+)?formatter", r"格式化工具"),
    "cloud": (r"cloud(?:\s+provider)?", r"云服务商|云平台"),
    "os": (r"os|operating\s+system", r"操作系统|电脑系统"),
    "design_tool": (r"design\s+(?:tool|app|software)", r"设计工具|设计软件"),
}


# Whose the kind is: the speaker's or nobody named, at a clause's start ("prod DB is ..."), their production one
_EN_WHOSE = (
    r"(?:(?:^|(?<=[.!?,;:\n(]))\s*(?:(?:and|but|so|also|btw|fyi|oh|ok|okay)[\s,]+)*(?:(?:our|my|the)\s+)?|\b(?:our|my)\s+)"
    r"(?:(?:prod|production|main|primary|team(?:'s|’s)?|company(?:'s|’s)?)\s+)?"
)
_EN_IS = (
    r"(?:\s+(?:(?:is|['’]s)\s+(?:now\s+|still\s+|currently\s+)?(?:(?:running\s+)?on\s+)?|(?:now\s+|still\s+)?runs\s+on\s+|"
    r"(?:is\s+)?(?:now\s+)?(?:powered\s+by|built\s+on)\s+)|\s*[:=]\s*)"
)
_ZH_WHOSE = (
    r"(?:^|(?<=[，,。！!？?；;：:\s]))(?:对了|另外|然后)?[，,]?(?:我们|咱们|我|公司|团队|项目)?(?:这边)?(?:的)?"
    r"(?:线上|生产环境?|正式环境|主)?(?:的)?"
)
_ZH_IS = r"(?:现在|目前|一直|都|也)*(?:用的是|用的|是|用|使用|采用|选的是|跑的是|跑在)\s*"

#: (pattern, attribute, event type), as :data:`~.slot_rules.ATTRIBUTE_RULES` holds them.
TOOL_KIND_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    *(
        rule
        for category, (en, zh) in _KIND_WORDS.items()
        for rule in (
            (re.compile(_EN_WHOSE + r"(?:" + en + r")" + _EN_IS + tools_of(category), _I), "uses:{cat}", "fact"),
            (re.compile(_ZH_WHOSE + r"(?:" + zh + r")" + _ZH_IS + tools_of(category), _I), "uses:{cat}", "fact"),
        )
    ),
    # the system one is on: "I'm on Windows 11", "I'm still on Ubuntu 22.04", "we're on Linux" (not "I'm on a call")
    (re.compile(r"\b(?:i(?:['’]m|\s+am)|we(?:['’]re|\s+are))\s+(?:now\s+|still\s+|currently\s+|mostly\s+)?on\s+"
                + tools_of("os"), _I), "uses:{cat}", "fact"),
    # ... and a tool said by what one does with it or on it ("I do all my mockups in Figma", "I run Arch btw")
    *TOOLS_IN_USE_RULES,
)  # fmt: skip

__all__ = ["TOOL_KIND_RULES"]
