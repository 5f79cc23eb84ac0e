"""Where or for what a value of a slot is said to hold: "I use a MacBook Pro at work" and "At home I use a ThinkPad"
are two laptops, "I prefer Postgres for work" and "For side projects I prefer SQLite" two databases, 我的工作邮箱是…
and 我的私人邮箱是… two addresses; none replaces the other. A new value said for the same scope ("I prefer MySQL for
work now") is a change, as one said for none is.

The scope is read in the clause that holds the value: a phrase of a known place or purpose (at work, for work, at
home, for side projects, on weekends, my work laptop, my personal phone; 上班, 工作, 公司, 在家, 家里, 自己的, 个人项目,
周末) in that clause, or a clause of the scope alone before it ("For side projects, I prefer SQLite"). Other words after a value ("I moved to Berlin for my
family") name no scope.

    >>> scope_of("I use VS Code at work but vim at home", "vim"), scope_of("工作项目我用Postgres，自己的小项目用SQLite", "SQLite")
    ('home', 'personal')
    >>> scope_of("I prefer Postgres", "Postgres") is None
    True
"""

from __future__ import annotations

import re
from collections.abc import Callable

from hindsight_core.lifecycle.preference_change import says_change
from hindsight_core.text import spoken_only, to_simplified

_I = re.IGNORECASE

_EN_OWN = r"(?:my|our|the)\s+"
# a thing of one's own named for its scope: "my work laptop", "my home computer", "my personal phone"
_THING = r"(?=\s+(?:laptop|computer|pc|desktop|machine|mac|phone|cell|mobile|car|e-?mail|number|bank|account|editor)s?\b)"
_MY = r"(?:my|our)\s+(?:new\s+|current\s+|old\s+)?"
# Each scope by the phrases people name it with, in English (a preposition and its place or purpose) and Chinese.
_SCOPES: dict[str, tuple[str, str]] = {
    "work": (
        r"(?:at|for|in)\s+(?:"
        + _EN_OWN
        + r")?(?:work|office|job|day\s+job|workplace)(?:\s+(?:stuff|things|projects?))?"
        r"|on\s+the\s+job|for\s+(?:my\s+)?work\s+(?:stuff|things|projects?)|at\s+the\s+company|"
        + _MY
        + r"(?:work|office)"
        + _THING,
        r"上班|工作|公司|单位|办公室",
    ),
    "home": (
        r"(?:at|for)\s+(?:"
        + _EN_OWN
        + r")?(?:home|house)(?:\s+use)?|around\s+the\s+house|"
        + _MY
        + "home"
        + _THING,
        r"在家|家里|家用",
    ),
    "personal": (
        r"for\s+(?:my\s+|our\s+)?(?:own|personal|private|side|hobby|pet|weekend)\s+"
        r"(?:projects?|stuff|things|use|hacking|work|code)"
        r"|for\s+side\s+projects?|for\s+(?:fun|personal\s+use)|on\s+my\s+own\s+time|in\s+my\s+(?:free|spare)\s+time|"
        + _MY
        + r"(?:personal|private)"
        + _THING,
        # 个人 alone is "personally" (我个人更喜欢…), no scope
        r"自己的|私人|个人(?:项目|用|的项目|电脑|邮箱|手机)|业余|副业|私下",
    ),
    "school": (
        r"(?:at|for|in)\s+(?:school|uni|university|college|class)|" + _MY + "school" + _THING,
        r"学校|上学|上课",
    ),
    "travel": (
        r"when\s+(?:i\s+|i(?:'m|\s+am)\s+)?travel(?:l?ing|s)?|on\s+(?:the\s+road|trips?)|for\s+travel|"
        + _MY
        + "travel"
        + _THING,
        r"出差|旅行|出门在外",
    ),
    "gaming": (r"for\s+gaming|" + _MY + "gaming" + _THING, r"打游戏"),
    # what a bank account is for: "Ally for savings", "my savings account is with Ally", "Chase for checking",
    # 存钱用微众银行, 工资卡是招行 (not "for checking email": a laptop or a phone used)
    "savings": (
        r"for\s+(?:my\s+|our\s+)?(?:savings|saving|emergency\s+fund|rainy[- ]day\s+fund)"
        r"|(?:(?:my|our|a|the)\s+)?(?:high[- ]yield\s+)?savings(?:\s+account)?",
        r"存钱|储蓄(?!卡)|存款|理财|定期",
    ),
    "checking": (
        r"for\s+(?:my\s+|our\s+)?(?:checking|everyday\s+(?:banking|spending)|day-to-day\s+(?:banking|spending))"
        r"(?!\s+(?:e-?mails?|mail|messages|in|out|on|up|the|my|it)\b)|(?:(?:my|our|a|the)\s+)?checking\s+account"
        # one's account said bare, as "my savings" is: "my checking is with Chase", "I moved my checking to Schwab"
        r"|(?:my|our)\s+checking(?=\s+(?:is|are|was|has|'s|to|over|from|at|with)\b)",
        r"工资卡|日常开销|日常消费",
    ),
    "weekend": (
        r"on\s+(?:the\s+)?weekends?|at\s+the\s+weekend|on\s+saturdays?|on\s+sundays?",
        r"周末|星期六|星期天|周六|周日",
    ),
    "weekday": (r"on\s+weekdays|during\s+the\s+week", r"工作日|平日"),
}
_EN_SCOPE = re.compile(
    "|".join(rf"\b(?P<{name}>{en})\b" for name, (en, _) in _SCOPES.items()),
    _I,
)
_ZH_SCOPE = re.compile("|".join(f"(?P<{name}>{zh})" for name, (_, zh) in _SCOPES.items()))
# Where a sentence ends, and where a clause of another value starts: "... at work but vim at home", "..., 家里用..."
_SENTENCE = re.compile(r"[.!?;\n。！？；]+")
_CLAUSE = re.compile(r"[,，、]|\s+(?:but|while|whereas|and|though|although)\s+|但是|不过|而", _I)
# what may stand beside the scope in a clause that says only it: "For side projects, I prefer SQLite", 在家的话，…
_BESIDE = frozenset({"", "and", "but", "also", "then", "的话", "呢", "的"})


def scope_of(text: str, value: str) -> str | None:
    """The scope the value ``value`` is said to hold in, in ``text`` (a stored record's text, its speaker frame and
    the question it answers left out): ``"work"``, ``"home"``, ``"personal"``, ``"school"``, ``"travel"``,
    ``"gaming"``, ``"savings"``, ``"checking"``, ``"weekend"``, ``"weekday"``; None where it names none or the value
    is not found."""
    return _read(text, value, _found)


def condition_of(text: str, value: str) -> str | None:
    """The condition or occasion the taste ``value`` is said to hold on, in ``text``: a scope (:func:`scope_of`), or
    the words of a condition, lower case, without words of change ("when i'm sick", "in the evening", 感冒的时候,
    晚上); None where it names none.

    >>> condition_of("I don't like spicy food when I'm sick", "spicy food"), condition_of("晚上我不喝咖啡了", "喝咖啡")
    ("when i'm sick", '晚上')
    >>> condition_of("I like spicy food but not when I'm sick", "spicy food") is None
    True
    """
    return _read(text, value, _found_conditions)


def _read(text: str, value: str, find: Callable[[str], list[tuple[int, int, str]]]) -> str | None:
    """What ``find`` reads nearest ``value`` in the clause holding it, or in a clause before it saying only that."""
    said = to_simplified(spoken_only(text))
    at = said.casefold().find(to_simplified(value).casefold())
    if at < 0 or not value.strip():
        return None
    sentence = next(s for s in _sentences(said) if s[0] <= at < s[1])
    clauses = _clauses(said, *sentence)
    for n, (start, end) in enumerate(clauses):
        if not start <= at < end:
            continue
        found = _nearest(find(said[start:end]), at - start)
        if found is None and n > 0:
            found = _alone(said[clauses[n - 1][0] : clauses[n - 1][1]], find)
        return found
    return None


def conditions_apart(newer: tuple[str, str], older: tuple[str, str]) -> bool:
    """Whether two tastes of one value, each ``(text, value)``, hold on conditions apart, so that the newer saying the
    opposite is no change of mind: the newer names a condition the older does not ("I don't like spicy food when I'm
    sick" leaves "I love spicy food", 晚上我不喝咖啡了 leaves 我喜欢喝咖啡). The same condition ("I like coffee in the
    evening now" after "I don't like coffee in the evening") is a change, and so is one said on none: it holds on
    every one (我不喝美式了 after 我每天早上都要喝一杯美式)."""
    said = condition_of(*newer)
    return said is not None and said != condition_of(*older)


#: The slots of a thing used or preferred (a laptop, a phone, a car, a bank) besides the preferred tool of each
#: kind (``preferred_database``): one of each may hold on each scope, so one said for a scope leaves the one said
#: for none ("I prefer Postgres", then "For side projects I prefer SQLite").
_THINGS_USED = frozenset({"laptop", "phone_model", "car", "bank"})
#: The contacts one has one of on each scope (我的工作邮箱, 我的私人邮箱). Where one lives or works has none: a move
#: "for work" is the reason for it ("I moved to Berlin for work" after "I live in Lyon" is a move).
_CONTACTS = frozenset({"email", "phone"})


def _used(attribute: str) -> bool:
    return attribute.startswith("preferred_") or attribute in _THINGS_USED


def scoped(attribute: str) -> bool:
    """Whether the slot ``attribute`` (its one name: ``preferred_database``, not ``favorite_database``) may hold
    a value on each scope: a thing used or preferred, or a contact."""
    return _used(attribute) or attribute in _CONTACTS


def other_scopes(attribute: str, newer: tuple[str, str], older: tuple[str, str]) -> bool:
    """Whether two values of the :func:`scoped` slot ``attribute``, each ``(text, value)``, hold in scopes apart, so
    that the newer one is no change of the older: both name a scope and they differ ("at work" / "at home"); or,
    for a thing used or preferred, the newer names one and the older none, and says no change ("I prefer Postgres",
    then "For side projects I prefer SQLite": the newer holds there only; "I switched to a ThinkPad for work" after
    "I use a MacBook" is a change).

    >>> other_scopes("laptop", ("At home I use a ThinkPad", "ThinkPad"), ("I use a MacBook at work", "MacBook"))
    True
    >>> other_scopes("laptop", ("I use a ThinkPad now", "ThinkPad"), ("I use a MacBook at work", "MacBook"))
    False
    """
    if not scoped(attribute):
        return False
    new_scope, old_scope = scope_of(*newer), scope_of(*older)
    if new_scope is None:
        return False  # said for no scope, the newer holds on every one
    if old_scope is None:  # "I switched to a ThinkPad for work" after "I use a MacBook": the one used changed
        return _used(attribute) and not says_change(newer[0])
    return new_scope != old_scope


def asked_scope(query: str) -> str | None:
    """The one scope a question names ("what laptop do I use at home?": ``"home"``; 我的工作邮箱是什么: ``"work"``),
    else None."""
    found = {scope for _, _, scope in _found(to_simplified(query))}
    return found.pop() if len(found) == 1 else None


def _sentences(text: str) -> list[tuple[int, int]]:
    bounds = [0, *(m.end() for m in _SENTENCE.finditer(text)), len(text) + 1]
    return [(a, b) for a, b in zip(bounds, bounds[1:], strict=False) if a < b]


def _clauses(text: str, start: int, end: int) -> list[tuple[int, int]]:
    cuts = [(m.start() + start, m.end() + start) for m in _CLAUSE.finditer(text[start:end])]
    starts = [start, *(b for _, b in cuts)]
    ends = [*(a for a, _ in cuts), end]
    return list(zip(starts, ends, strict=True))


def _found(text: str) -> list[tuple[int, int, str]]:
    """Every scope phrase in ``text``: (start, end, scope)."""
    hits = [*_EN_SCOPE.finditer(text), *_ZH_SCOPE.finditer(text)]
    return [(m.start(), m.end(), next(k for k, v in m.groupdict().items() if v)) for m in hits]


def _nearest(found: list[tuple[int, int, str]], at: int) -> str | None:
    """Of ``found`` (in a clause), the one nearest the value at ``at``."""
    if not found:
        return None
    return min(found, key=lambda f: min(abs(f[0] - at), abs(f[1] - at)))[2]


def _alone(clause: str, find: Callable[[str], list[tuple[int, int, str]]]) -> str | None:
    """What ``find`` reads in a clause that says it and nothing else ("For side projects", "At home", 在家的话, "When
    I'm sick"), else None."""
    found = find(clause)
    if len(found) != 1:
        return None
    start, end, scope = found[0]
    rest = (clause[:start] + clause[end:]).strip(" \t,，:：")
    return scope if rest.casefold() in _BESIDE else None


# A condition or an occasion a taste is said on: "when I'm sick" (not a time that passed: "when I got pregnant"),
# "if it's decaf", "in the evening", "at night", "after lunch", "before bed"; 感冒的时候, 如果是冰的, 晚上, 睡前, 空腹
_EN_CONDITION = re.compile(
    r"\b(?:when(?:ever)?|if|unless)\s+(?!(?:i|we)\s+(?:got|was|were|started|moved|turned|became|had|found|learned|quit|"
    r"left|switched|went|tried)\b)(?:(?!(?:i|we)\s)[\w'’-]+\s*){1,4}"
    r"|\b(?:in\s+the\s+(?:morning|evening|afternoon|rain|heat|cold|summer|winter)|at\s+night|late\s+at\s+night|"
    r"on\s+an\s+empty\s+stomach|(?:after|before)\s+(?:lunch|dinner|breakfast|noon|midnight|bed|bedtime|meals?|"
    r"workouts?|a\s+run|\d{1,2}(?::\d\d)?\s*(?:am|pm)?))\b",
    _I,
)
_ZH_CONDITION = re.compile(
    r"[\u4e00-\u9fff]{1,6}?(?:的时候|时候)|(?:如果|要是|只要)[\u4e00-\u9fff]{1,6}?(?=的话|[，,就]|$)|"
    r"早上|早晨|上午|中午|下午|晚上|夜里|半夜|睡前|饭后|饭前|空腹|熬夜|加班|感冒|生病|下雨|夏天|冬天"
)
# words of change and of the speaker, left out of a condition's words: "when I'm sick now" is "when I'm sick"
_NOT_CONDITION = re.compile(
    r"\b(?:now|anymore|any\s+more|again|these\s+days|though)\b|^(?:我们|我)|[就也都了]$", _I
)


def _found_conditions(text: str) -> list[tuple[int, int, str]]:
    """Every scope and condition in ``text``: (start, end, its key)."""
    conditions = [
        (m.start(), m.end(), " ".join(_NOT_CONDITION.sub(" ", m.group().lower()).split()))
        for m in (*_EN_CONDITION.finditer(text), *_ZH_CONDITION.finditer(text))
    ]
    return [*_found(text), *((a, b, key) for a, b, key in conditions if key)]


__all__ = ["asked_scope", "condition_of", "conditions_apart", "other_scopes", "scope_of", "scoped"]
