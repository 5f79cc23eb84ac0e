"""An episode's slot as induction reads it, so that the same preference said in other words meets. Pure functions.

The slot rules read each statement on its own: "I prefer PostgreSQL" is ``preferred_database``, "I like
PostgreSQL" ``likes``, 我平时最喜欢喝乌龙茶 ``likes`` = "喝乌龙茶", a store written before VS Code was a known editor
``uses`` = "VS Code写代码".
Induction needs them as one slot: a preference family (likes, prefers, uses, favourite, preferred) whose values
are compared without filler ("actually", "still", "as usual"), a leading verb (喝, 用) or a trailing activity
(写代码), and whose English when-qualifier ("in the morning", "on weekends") stays part of the value, so three
"I prefer running in the morning" teach that, not "prefers running".

    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> said = {"subject": "alice", "attribute": "uses", "value": "VS Code写代码"}
    >>> r = reading(MemoryRecord(text="我习惯用VS Code写代码。", attributes=said, scope=Scope(user_id="u")))
    >>> (r.attribute, r.value, r.contests)  # a known tool: its kind's preferred slot, which a rival contests
    ('preferred_editor', 'VS Code', True)
    >>> said = {"subject": "alice", "attribute": "likes", "value": "喝乌龙茶"}
    >>> r = reading(MemoryRecord(text="我平时最喜欢喝乌龙茶。", attributes=said, scope=Scope(user_id="u")))
    >>> (r.attribute, r.value, r.contests)
    ('likes', '乌龙茶', False)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from hindsight_core.extraction.slot_rules import ANY_TOOL, USED_TOGETHER
from hindsight_core.lifecycle.canonical import canonical_name, tool_category
from hindsight_core.lifecycle.merge import slot
from hindsight_core.lifecycle.multi_valued import MULTI_VALUED
from hindsight_core.lifecycle.values import negated, negation
from hindsight_core.models import MemoryRecord
from hindsight_core.text import CASED_LETTER, has_cjk

#: The attributes that say one likes something, by any word ("likes", "prefers", "uses", "favorite_<x>",
#: "preferred_<x>"); "dislikes" is the same family said the other way.
_FAMILY = frozenset({"likes", "prefers", "uses"})
_FAMILY_PREFIXES = ("preferred_", "favorite_")
#: The family's attribute for a value that is no known tool: one value per slot, several slots at once.
LIKES = "likes"

_EN_FILLER_BEFORE = re.compile(
    r"^(?:(?:actually|still|really|just|always|usually|definitely|honestly|also|even|again|mostly|generally)\s+)+",
    re.IGNORECASE,
)
_EN_FILLER_AFTER = re.compile(
    r"(?:,?\s+(?:as\s+usual|as\s+always|actually|still|too|though|always|anyway|best|the\s+most|most|more|a\s+lot))+$",
    re.IGNORECASE,
)
# 喝乌龙茶, 用VS Code, 喝一杯美式: the verb (and one cup of) before the thing liked (the thing must stay: 吃饭 is kept)
_ZH_VERB_BEFORE = re.compile(
    r"^(?:喝|吃|用|使用|玩|听|看)(?:[一两二三四五六七八九十几0-9]+[杯碗份瓶罐个])?(?=.{2})"
)
# VS Code写代码, 记事本写代码: what one does with it
_ZH_ACTIVITY_AFTER = re.compile(r"(?<=.{2})(?:写代码|敲代码|编程|写程序|做开发|开发|办公|写东西|工作)$")
# a name in letters (of any script with case) and the Chinese said after it: VS Code写代码 -> VS Code, Édith Piaf的歌
# -> Édith Piaf
_LATIN_THEN_CJK = re.compile(rf"^([{CASED_LETTER}0-9][\w .+#'-]*?)\s*[\u4e00-\u9fff].*$")
_ZH_AFTER = re.compile(r"(?:而不是|而非|多一点|多一些|一些|一点)$")

# When it holds, said after the value in English ("running in the morning"): the preference is of that time.
_WHEN = (
    (r"in\s+the\s+mornings?|every\s+morning|each\s+morning|mornings|early\s+mornings?", "in the morning"),
    (r"in\s+the\s+afternoons?|every\s+afternoon|afternoons", "in the afternoon"),
    (r"in\s+the\s+evenings?|every\s+evening|each\s+evening|evenings", "in the evening"),
    (r"at\s+night|every\s+night|late\s+at\s+night|nights", "at night"),
    (r"on\s+(?:the\s+)?weekends?|at\s+(?:the\s+)?weekends?|every\s+weekend", "on weekends"),
    (r"on\s+weekdays|during\s+the\s+week", "on weekdays"),
    (r"before\s+work", "before work"),
    (r"after\s+work", "after work"),
    (r"in\s+(?:the\s+)?(?:winter|wintertime)", "in winter"),
    (r"in\s+(?:the\s+)?(?:summer|summertime)", "in summer"),
)
_WHEN_PATTERNS = tuple((re.compile(r"\b(?:" + p + r")\b", re.IGNORECASE), said) for p, said in _WHEN)
_CLAUSE_END = re.compile(r"[,.;:!?\n]")


@dataclass(frozen=True, slots=True)
class Reading:
    """An episode's slot for induction.

    Attributes:
        subject: The slot's subject, normalised.
        attribute: What values group by: the family's ``likes`` or ``preferred_<category>``, else as stored.
        value: The value as compared and shown (cleaned, with its when-qualifier); "not X" for a negation.
        said: The attribute as stored ("uses", "likes", "favorite_drink"...): the induced record's wording.
        contests: Whether another value of this reading ends a learned one: a value said as the one preferred
            does; liking or using one more thing ("I like Go") does not.
    """

    subject: str
    attribute: str
    value: str
    said: str
    contests: bool

    def key(self) -> tuple[str, str]:
        """What values compete for: (subject, attribute), or (subject, attribute=value) when several are held
        at once (a negation shares its value's key: "not oolong tea" contests "oolong tea")."""
        if self.attribute not in MULTI_VALUED:
            return (self.subject, self.attribute)
        if self.attribute == LIKES:
            return (self.subject, f"{LIKES}={liked_key(negated(self.value) or self.value)}")
        return (self.subject, f"{self.attribute}={self.value}")


# a coffee named with the word for coffee after it or without (美式咖啡 / 美式, 拿铁咖啡 / 拿铁)
_ZH_COFFEE = re.compile(r"(?<=..)咖啡$")
# an English plural ("Americanos" / "americano", "lattes" / "latte"); not "ss", "us", "is" ("chess", "hummus", "tennis")
_EN_PLURAL = re.compile(r"(?<=[a-z]{3})(?<![sui])s$")


def liked_key(value: str) -> str:
    """The name a liked thing is counted under: its canonical name (:func:`~.canonical.canonical_name`), in the
    singular, a coffee without the word for coffee: "I love Americanos" and "I like americano", 我喜欢喝美式 and
    我最喜欢美式咖啡了 like one thing.

    >>> liked_key("Americanos") == liked_key("americano"), liked_key("美式咖啡") == liked_key("美式")
    (True, True)
    >>> liked_key("chess"), liked_key("咖啡")
    ('chess', '咖啡')
    """
    key = canonical_name(value)
    return _ZH_COFFEE.sub("", key) if has_cjk(key) else _EN_PLURAL.sub("", key)


def in_family(attribute: str) -> bool:
    """Whether ``attribute`` says one likes something (or, ``dislikes``, the other way)."""
    return attribute in _FAMILY or attribute == "dislikes" or attribute.startswith(_FAMILY_PREFIXES)


def reading(record: MemoryRecord) -> Reading | None:
    """The record's slot as induction groups it; ``None`` without a slot."""
    found = slot(record)
    if found is None:
        return None
    subject, attribute, _ = found
    said = record.attributes["attribute"].strip()
    if not in_family(attribute):
        return Reading(subject, attribute, found[2], said, contests=True)
    raw = str(record.attributes["value"]).strip()
    no = negated(raw)
    positive = clean(no if no is not None else raw)
    negative = no is not None or attribute == "dislikes"
    category = tool_category(positive)  # PG: PostgreSQL, a database
    if category in ANY_TOOL or (attribute == "uses" and category in USED_TOGETHER):
        category = None  # Docker and Slack, Python and Go: used together, no one of them the preferred
    if attribute.startswith("preferred_") or (attribute.startswith("favorite_") and category is None):
        # one preferred tool, one favourite drink at a time, as stored: "... is X", then "... is Y" is a change
        # (a favourite said in Chinese, 最喜欢的饮料是乌龙茶, is a liking like 我最喜欢乌龙茶)
        if not has_cjk(attribute):
            return Reading(subject, attribute, positive, said, contests=True)
    elif category is not None and not negative:
        return Reading(subject, f"preferred_{category}", positive, said, attribute != "likes")
    value = positive if has_cjk(positive) else positive + _when(record.text, positive)
    return Reading(subject, LIKES, negation(value) if negative else value, said, contests=negative)


def clean(value: str) -> str:
    """A liked thing without the words around it: filler ("actually oat milk", "VS Code as usual"), a verb
    before it (喝乌龙茶, 用VS Code), what one does with it (VS Code写代码)."""
    value = value.strip()
    if has_cjk(value):
        value = _ZH_VERB_BEFORE.sub("", value)
        latin = _LATIN_THEN_CJK.match(value)
        if latin:
            value = latin[1]
        value = _ZH_ACTIVITY_AFTER.sub("", _ZH_AFTER.sub("", value))
    else:
        value = _EN_FILLER_AFTER.sub("", _EN_FILLER_BEFORE.sub("", value))
    return value.strip() or value


def _when(text: str, value: str) -> str:
    """ " in the morning" when the clause that says ``value`` says when (in ``text``), else ""."""
    at = text.casefold().find(value.casefold())
    if at < 0:
        return ""
    rest = text[at + len(value) :]
    end = _CLAUSE_END.search(rest)
    clause = rest[: end.start()] if end else rest
    for pattern, said in _WHEN_PATTERNS:
        if pattern.search(clause):
            return f" {said}"
    return ""


def said_as(readings: Sequence[Reading]) -> str:
    """The induced record's attribute: a tool's ``preferred_<category>``; else the one word every episode
    used ("likes"), or "prefers" when they liked, used and preferred it in turn."""
    attribute = readings[-1].attribute
    if attribute != LIKES:
        return attribute
    words = Counter(r.said for r in readings)
    return next(iter(words)) if len(words) == 1 else "prefers"


__all__ = ["LIKES", "Reading", "clean", "in_family", "liked_key", "reading", "said_as"]
