"""A structured slot (subject, attribute, value) said as a sentence, in English or Chinese. Pure functions.

>>> sentence("Alice", "lives_in", "Seattle")
'Alice lives in Seattle'
>>> sentence("user", "preferred_database", "PostgreSQL")
"The user's preferred database is PostgreSQL"
>>> sentence("user", "allergic_to", "花生")
'用户对花生过敏'
>>> sentence("zoë", "lives_in", "Zürich"), sentence("ольга", "works_at", "Yandex")
('Zoë lives in Zürich', 'Ольга works at Yandex')
>>> sentence("user", "age", "35"), sentence("user", "kids_count", "3"), sentence("user", "marital_status", "married")
('The user is 35 years old', 'The user has 3 children', 'The user is married')
>>> sentence("user", "age", "35", chinese=True), sentence("user", "marital_status", "married", chinese=True)
('用户35岁', '用户已婚')
"""

from __future__ import annotations

from hindsight_core.language import dominant_script
from hindsight_core.text import has_cjk

_EN: dict[str, str] = {
    "name": "{p} name is {v}",
    "lives_in": "{s} lives in {v}",
    "works_at": "{s} works at {v}",
    "job": "{s} works as {a} {v}",
    "from": "{s} is from {v}",
    "allergic_to": "{s} is allergic to {v}",
    "diet": "{s} is {v}",
    "diet_plan": "{s} is on {v}",
    "preparing_for": "{s} is training or studying for {v}",
    "intolerance": "{s} is {v}",
    "likes": "{s} likes {v}",
    "does": "{s} regularly does {v}",
    "subscribes": "{s} subscribes to {v}",
    "dislikes": "{s} dislikes {v}",
    "is_a": "{s} is {a} {v}",
    "uses": "{s} uses {v}",
    "prefers": "{s} prefers {v}",
    "decided": "{s} decided on {v}",
    "visited": "{s} visited {v}",
    "owns": "{s} owns {v}",
    "has": "{s} has {v}",
    "age": "{s} is {v} years old",
    "kids_count": "{s} has {v} children",
    "dogs_count": "{s} has {v} dogs",
    "cats_count": "{s} has {v} cats",
    "marital_status": "{s} is {v}",
}
_EN_PREFIXED: tuple[tuple[str, str], ...] = (
    ("preferred_", "{p} preferred {x} is {v}"),
    ("favorite_", "{p} favorite {x} is {v}"),
    ("chosen_", "{s} chose {v} as the {x}"),
)
_ZH: dict[str, str] = {
    "name": "{s}叫{v}",
    "lives_in": "{s}住在{v}",
    "works_at": "{s}在{v}工作",
    "job": "{s}的职业是{v}",
    "from": "{s}来自{v}",
    "allergic_to": "{s}对{v}过敏",
    "diet": "{s}是{v}",
    "diet_plan": "{s}在{v}",
    "preparing_for": "{s}在准备{v}",
    "likes": "{s}喜欢{v}",
    "does": "{s}经常{v}",
    "subscribes": "{s}订阅了{v}",
    "dislikes": "{s}不喜欢{v}",
    "is_a": "{s}是{v}",
    "uses": "{s}常用{v}",
    "prefers": "{s}偏好{v}",
    "decided": "{s}决定用{v}",
    "age": "{s}{v}岁",
    "kids_count": "{s}有{v}个孩子",
    "dogs_count": "{s}有{v}只狗",
    "cats_count": "{s}有{v}只猫",
    "marital_status": "{s}{v}",
}
# a status stored in one word for both languages (:mod:`~hindsight_core.extraction.marital`), said in Chinese
_ZH_STATUS = {"single": "单身", "engaged": "已订婚", "married": "已婚", "divorced": "离异", "widowed": "丧偶"}
_ZH_PREFIXED: tuple[tuple[str, str], ...] = (
    ("preferred_", "{s}偏好{v}"),
    ("favorite_", "{s}最喜欢{v}"),
    ("chosen_", "{s}选择了{v}"),
)


def _subject(subject: str, chinese: bool) -> str:
    if subject.strip().lower() in ("user", "the user", "用户"):
        return "用户" if chinese else "the user"
    if subject.islower() and not has_cjk(subject):
        # a normalised name ("alice", "zoë", "ольга") written as a name; a Chinese one has no case
        return subject.title()
    return subject


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def sentence(subject: str, attribute: str, value: str, *, chinese: bool = False) -> str:
    """The slot as a short sentence: Chinese when it was said in Chinese (``chinese``) or the value (or subject) is
    Chinese, else English.

    >>> sentence("user", "preferred_database", "PostgreSQL", chinese=True)
    '用户偏好PostgreSQL'
    """
    attribute = attribute.strip().lower()
    chinese = chinese or dominant_script(value) == "cjk" or dominant_script(subject) == "cjk"
    who = _subject(subject.strip(), chinese)
    if chinese:
        template = _ZH.get(attribute) or next(
            (t for prefix, t in _ZH_PREFIXED if attribute.startswith(prefix)), "{s}的{x}是{v}"
        )
        said = _ZH_STATUS.get(value, value) if attribute == "marital_status" else value
        return template.format(s=who, v=said, x=attribute.replace("_", " "))
    possessive = f"{who}'" if who.endswith("s") else f"{who}'s"
    template = _EN.get(attribute) or ""
    extra = attribute.replace("_", " ")
    if not template:
        for prefix, candidate in _EN_PREFIXED:
            if attribute.startswith(prefix):
                template, extra = candidate, attribute[len(prefix) :].replace("_", " ")
                break
        else:
            template = "{p} {x} is {v}"
    article = "an" if value[:1].lower() in "aeiou" else "a"
    return _capitalised(template.format(s=who, p=possessive, v=value, x=extra, a=article))


__all__ = ["sentence"]
