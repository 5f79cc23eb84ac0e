"""What a coding task asked of the agent must respect: the conventions the user stated for the part of the work it
is about, though the request shares no word with them. "write a migration that adds an email column" needs "prod DB
is Postgres 15"; "add the requests library as a dependency" needs "now using uv instead of pip"; "write a test for the
login handler" needs "we use pytest" and where fixtures go; 帮我配一下CI the CI in use; and any of them the rules said
for the code ("don't use pandas in this repo", 我们不用ORM, 代码缩进用两个空格).

Each part of the work is read from the request's words (a test, CI, dependencies, a database, formatting, a deploy);
the user's memories of it are searched by their words and must name what such a convention names (a known tool of
that kind, or its own words: fixtures, 缩进), never an everyday memory that shares a word ("I always use the stairs").

    >>> [need is TESTS for need in code_needs("write a test for the login handler")]
    [True, False]
    >>> [need is DATABASE for need in code_needs("帮我写个查询用户的接口")]
    [True, False]
    >>> code_needs("can you write a poem for my mom's birthday?"), code_needs("what database did we pick?")
    (None, None)
"""

from __future__ import annotations

import re

from hindsight_core.extraction.entities import TECH_CATEGORIES
from hindsight_core.recall.task_kinds import Need

_I = re.IGNORECASE


def _names(*categories: str) -> str:
    """A regex alternation of the known tools of ``categories`` ("pytest|jest|..."), longest first."""
    names = sorted((name for name, of in TECH_CATEGORIES.items() if of in categories), key=len, reverse=True)
    return "|".join(re.escape(name) for name in names)


def _words(*categories: str) -> str:
    """The names of the known tools of ``categories``, as a keyword search reads them ("pytest jest ...")."""
    return " ".join(name for name, of in TECH_CATEGORIES.items() if of in categories)


def _need(words: str, holds: str) -> Need:
    # a tool's name is a word of its own (not "pip" in "pipeline"), also beside Chinese (都用pytest写)
    return Need(words, re.compile(holds, _I))


TESTS = _need(
    _words("test_framework") + " test tests testing fixture fixtures conftest mock mocks 测试 单测",
    rf"(?<![A-Za-z0-9_-])(?:{_names('test_framework')}|fixtures?|conftest(?:\.py)?|factory_boy|test\s+(?:framework|runner|data|"
    r"database|db))(?![A-Za-z0-9_-])|测试框架|单测|测试用例|测试都用|用\s*(?:pytest|jest|junit)",
)
CI = _need(
    _words("ci") + " ci pipeline pipelines workflow workflows 流水线",
    rf"(?<![A-Za-z0-9_-])(?:{_names('ci')}|ci(?:/cd)?)(?![A-Za-z0-9_-])|流水线|持续集成",
)
PACKAGES = _need(
    _words("package_manager") + " dependency dependencies package packages requirements lockfile 依赖",
    rf"(?<![A-Za-z0-9_-])(?:{_names('package_manager')}|requirements\.txt|pyproject\.toml|package\.json|lock\s*file)(?![A-Za-z0-9_-])"
    r"|包管理|依赖管理",
)
DATABASE = _need(
    _words("database") + " database databases db orm migration migrations schema 数据库",
    rf"(?<![A-Za-z0-9_-])(?:{_names('database')}|pg|orm|sqlalchemy|prisma|alembic|django\s+orm|"
    r"(?:prod|production|main|our|the)\s+(?:db|database))(?![A-Za-z0-9_-])|数据库|ORM",
)
STYLE = _need(
    _words("linter", "formatter") + " tabs spaces indent indentation naming case style 缩进 空格 命名",
    rf"(?<![A-Za-z0-9_-])(?:{_names('linter', 'formatter')}|tabs|spaces|indent(?:ation|ed)?|snake_case|camelcase|"
    r"pascalcase|kebab-case|line\s+length|type\s+hints?|docstrings?)(?![A-Za-z0-9_-])|缩进|空格|命名|驼峰|下划线",
)
DEPLOY = _need(
    _words("cloud") + " deploy deployed deploys hosted hosting terraform docker kubernetes k8s 部署",
    rf"(?<![A-Za-z0-9_-])(?:{_names('cloud')}|terraform|docker|kubernetes|k8s|helm|deploy(?:ed|s|ing)?|hosted)(?![A-Za-z0-9_-])"
    r"|部署|上线",
)
#: what holds for any code: a tool, library or language not to use or to use (a known tool named, or a code word)
CONVENTIONS = _need(
    "don't never always avoid use using prefer repo codebase code 不用 别用 不要 统一 一律",
    rf"\b(?:don't|do\s+not|never|always|avoid|no)\s+(?:use|using|import|add|run)\s+(?:[\w.-]+\s+)?"
    rf"(?:{_names('library', 'language', 'framework', 'tool', 'linter', 'formatter')}|orm|[\w.-]*_[\w.-]*)(?![A-Za-z0-9_-])"
    r"|\b(?:in|for)\s+(?:this|our|the)\s+(?:repo|codebase|project|code)\b"
    r"|(?:不用|别用|不要用|禁止用|统一用|一律用)\s*(?:[A-Za-z][\w.+#-]*|ORM)",
)

# a request to do something to code: an imperative opening, "can you", 帮我; and what it is about
_CODE_REQUEST = re.compile(
    r"^\W*(?:please\s+)?(?:write|add|set\s+up|setup|fix|refactor|create|implement|build|generate|update|migrate|"
    r"deploy|reformat|format|lint|install|configure|scaffold|bump|upgrade|debug|rewrite|clean\s+up|port|wire\s+up)\b"
    r"|\b(?:can|could|would|will)\s+you\b|\bhelp\s+me\b|\bi\s*(?:need|want)\s+(?:you\s+)?to\b|\blet'?s\b"
    r"|帮我|帮忙|给我|麻烦|请|写(?:个|一个|一下)|加(?:个|一个|一下)|配(?:个|一个|一下)|改(?:个|一下)",
    _I,
)
# what a question about what was said asks in: answered by its own words ("what database did we pick?")
_ASKED = re.compile(
    r"^\W*(?:what|which|where|when|who|how|why|do|does|did|is|are|was|were)\b(?!.*\b(?:can|could|would)\s+you\b)"
    r"|(?:什么|哪个|哪些|吗|呢)\s*[？?]?\s*$",
    _I,
)


def _said(english: str, chinese: str) -> re.Pattern[str]:
    """A request's words for a part of the work: ``english`` as words of their own (also beside Chinese: 配一下CI),
    ``chinese`` where they stand."""
    return re.compile(r"(?<![A-Za-z0-9_])(?:" + english + r")(?![A-Za-z0-9_])|" + chinese, _I)


#: the parts of the work, each read from the request's words, in the order a request is read for them
_PARTS: tuple[tuple[re.Pattern[str], Need], ...] = (
    (_said(r"tests?|testing|unit\s+tests?|test\s+cases?|fixtures?|specs?", r"测试|单测|用例"), TESTS),
    (_said(r"ci|ci/cd|pipelines?|workflows?|github\s+actions", r"流水线|持续集成"), CI),
    (
        _said(
            r"dependency|dependencies|deps|packages?|library|libraries|install|requirements|lockfile|venv|virtualenv",
            r"依赖|安装|第三方库",
        ),
        PACKAGES,
    ),
    (
        _said(
            r"database|db|migrations?|schema|sql|quer(?:y|ies)|tables?|columns?|orm|models?|crud|endpoints?",
            r"数据库|迁移|查询|表结构|字段|接口|增删改查",
        ),
        DATABASE,
    ),
    (_said(r"format|reformat|formatting|indent\w*|lint\w*|style|pep\s*8", r"格式|缩进|代码风格"), STYLE),
    (_said(r"deploy\w*|release|staging|production|prod|hosting|docker\w*|k8s", r"部署|上线|发布"), DEPLOY),
)
# work on code, though no part is named ("write a script to load this CSV", 帮我写个爬虫)
_CODE = _said(
    r"code|script|function|class|module|repo|codebase|refactor|bug|handler|endpoint|api|cli|parser|regex|unit|pr|"
    r"pull\s+request|commit|branch|python|javascript|typescript|golang",
    r"代码|脚本|函数|爬虫|接口|重构|模块|仓库",
)


def code_needs(query: str) -> tuple[Need, ...] | None:
    """The needs of the coding task ``query`` asks for: those of each part of the work it names, then the conventions
    for any code; None when it asks for no work on code, or asks what was said.

    >>> [n is CI for n in code_needs("帮我配一下CI")]
    [True, False]
    """
    if not _CODE_REQUEST.search(query) or _ASKED.search(query):
        return None
    parts = tuple(need for part, need in _PARTS if part.search(query))
    if not parts and not _CODE.search(query):
        return None
    return (*parts, CONVENTIONS)


__all__ = ["CI", "CONVENTIONS", "DATABASE", "DEPLOY", "PACKAGES", "STYLE", "TESTS", "code_needs"]
