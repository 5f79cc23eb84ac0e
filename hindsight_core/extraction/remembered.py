"""What a memory given as text states: its slot and its dates, for ``remember`` (a memory tool, an MCP client).

The rule extractor reads slots from first-person turns ("I live in Lyon"). A memory tool stores the same
facts in the third person ("Alice lives in Lyon", "The user's phone number is ...", "用户住在上海"), or as a note
of a label ("User phone: 503-555-0142", 用户城市：杭州, read as a form's line: :func:`~.forms.own_form`): read
as the subject's own words, they get the same slot, so a later value is a change (superseded, flagged)
instead of a second current value beside the first.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.cues import find_attributes
from hindsight_core.extraction.forms import is_form_label, own_form
from hindsight_core.text import CASED_UPPER, normalize_entity

# a name is capitalised, in letters of any script with case ("Émile lives in Lyon")
_NAME = rf"(?P<subject>(?i:the\s+user|user)|[{CASED_UPPER}][\w'-]*(?:\s+[{CASED_UPPER}][\w'-]*){{0,2}})"
# "Alice's phone number is" -> "my phone number is"; "Alice is" -> "I am"; "Alice lives" -> "I live".
_EN_POSSESSIVE = re.compile(rf"^{_NAME}(?:'s|’s)\s+")
_EN_BE = re.compile(rf"^{_NAME}\s+(?:is|was)\b")
_EN_HAVE = re.compile(rf"^{_NAME}\s+has\b")
_EN_VERB = re.compile(rf"^{_NAME}\s+(?P<adverb>(?:now|still|currently|just|recently|really|usually|no\s+longer)\s+)?"
                      r"(?P<verb>[a-z]+s)\b")  # fmt: skip
_EN_PAST = re.compile(rf"^{_NAME}\s+(?P<rest>(?:has\s+|have\s+)?(?:just\s+|recently\s+|finally\s+)?"
                      r"(?:moved|relocated|decided|chose|picked|settled|opted|went|switched)\b)")  # fmt: skip
# a label of the user's, a memory written as a note ("User phone: 555-0100", "The user's title: Head of Data", 用户城市：
# 杭州): "my phone: ...", 我的城市：..., read as a form's line (:func:`~.forms.own_form`)
_USER_LABEL = re.compile(
    r"^(?:(?i:(?:the\s+)?user(?:'s|’s)?)\s+(?=(?P<label>[A-Za-z][A-Za-z -]{0,24}?)\s*[:：])"
    r"|该?用户的?(?=(?P<zh_label>[\u4e00-\u9fff]{1,6})[:：]))"
)
_ZH_SUBJECT = re.compile(
    r"^(?P<subject>该?用户|[\u4e00-\u9fff]{2,3}?)(?=现在|住|在|喜欢|爱|讨厌|不喜欢|对|的|是|叫|来自|习惯|偏好|搬|希望|想要|更喜欢)"
)


def _base_form(verb: str) -> str:
    """The first-person form of a third-person verb: lives -> live, studies -> study, watches -> watch."""
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    return verb[:-1] if not verb.endswith("ss") else verb


def first_person(text: str) -> tuple[str, str] | None:
    """``text`` as its subject's own words, and the subject (``user`` for "the user"); None when it does
    not start with a subject this reads.

    >>> first_person("Alice lives in Lyon"), first_person("The user's phone number is 555-0101")
    (('I live in Lyon', 'alice'), ('my phone number is 555-0101', 'user'))
    >>> first_person("用户住在上海"), first_person("Bob now works at Acme"), first_person("sunny all week")
    (('我住在上海', 'user'), ('I now work at Acme', 'bob'), None)
    """
    text = text.strip()
    label = _USER_LABEL.match(text)
    if label is not None and is_form_label(label["label"] or label["zh_label"]):
        return ("我的" if label["zh_label"] else "my ") + text[label.end() :], "user"
    zh = _ZH_SUBJECT.match(text)
    if zh is not None:
        return "我" + text[zh.end() :], _subject(zh["subject"])
    for pattern, replacement in ((_EN_POSSESSIVE, "my "), (_EN_BE, "I am"), (_EN_HAVE, "I have")):
        match = pattern.match(text)
        if match is not None:
            return replacement + text[match.end() :], _subject(match["subject"])
    match = _EN_PAST.match(text)
    if match is not None:
        return "I " + text[match.start("rest") :], _subject(match["subject"])
    match = _EN_VERB.match(text)
    if match is not None:
        adverb = match["adverb"] or ""
        return f"I {adverb}{_base_form(match['verb'])}" + text[match.end() :], _subject(match["subject"])
    return None


def _subject(name: str) -> str:
    lowered = name.lower()
    if lowered in {"the user", "user", "用户", "该用户"}:
        return "user"
    return normalize_entity(name)


def remembered_slot(text: str) -> dict[str, str]:
    """The slot a memory states (``subject``, ``attribute``, ``value``), in the first person ("I work at
    Acme": the user's) or the third ("Alice works at Acme"); empty when it states none.

    >>> remembered_slot("Alice moved to Paris")
    {'subject': 'alice', 'attribute': 'lives_in', 'value': 'Paris'}
    >>> remembered_slot("I prefer PostgreSQL")["attribute"], remembered_slot("用户住在深圳")["value"]
    ('preferred_database', '深圳')
    >>> remembered_slot("用户的手机号是13812345678")["subject"], remembered_slot("User phone: 555-0100")["value"]
    ('user', '555-0100')
    >>> remembered_slot("The weather was nice")
    {}
    """
    matches, subject = (
        find_attributes(own_form(text)),
        "user",
    )  # the user's own words first: "my favourite food is"
    if not matches:
        converted = first_person(text)
        if converted is None:
            return {}
        matches, subject = find_attributes(own_form(converted[0])), converted[1]
    if not matches:
        return {}
    # someone's slot said of them in the first words ("Alice moved to Paris", "my sister lives in Rome") is theirs;
    # the user's said as one says another's is the user's (用户的手机号是…, whose owner is 用户)
    owner = matches[0].owner
    return {
        "subject": _subject(owner) if owner else subject,
        "attribute": matches[0].attribute,
        "value": matches[0].value,
    }


__all__ = ["first_person", "remembered_slot"]
