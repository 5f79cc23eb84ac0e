"""An elliptical follow-up, read as the question before it asked about another person or another day.

In chat people ask a second question by naming only what changed: "what's my phone number?" then "and my wife's?",
"where does my sister live?" then "what about my brother?", 我老婆在哪上班 then 那我妈呢. Recalled for alone, "and my
wife's?" says only "wife": whatever record names her comes first (her job, her birthday), not her number; joined
to the question before, it names both people, and the user's own number ranks as high as hers. Read as the
question before with its person replaced ("what's my wife's phone number?"), it is the question the user asked.

A person replaces a person: one named by role ("my wife", 我妈, several: "my kids", "my parents"), by a name in its
possessive ("Emma's"), or the user ("and me?", 那我呢); a bare capitalised word replaces only a name ("where does Priya
work?" then "what about Dev?"), since "how about Thai?" after "what should I cook tonight?" names a cuisine, not who
cooks. A follow-up naming a day, a part of one or a stretch of time replaces the one the question before names
("what's on my calendar today?" then "and tomorrow?", "what am I doing tonight?" then "and over the weekend?", 我今天有
什么安排 then 明天呢); a part said alone keeps the day asked (明天上午 then 那晚上呢: 明天晚上), a day said alone the part
("on Saturday morning" then "and Sunday?": on Sunday morning); a month another ("what did I do in April?" then "and
May?", 我四月份做了什么 then 五月份呢). One about a thing ("what about the car?") is left as it
is.

    >>> follow_up("and my wife's?", ["what's my phone number?"])
    "what's my wife's phone number?"
    >>> follow_up("what about Dev?", ["where does Priya work?"]), follow_up("那我妈呢", ["我老婆在哪上班"])
    ('where does Dev work?', '我妈在哪上班')
    >>> follow_up("how about Thai?", ["what should I cook tonight?"]) is None
    True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.density import is_low_information
from hindsight_core.roles import ROLES_EN, ROLES_ZH
from hindsight_core.text import to_simplified

_I = re.IGNORECASE
_POSS = r"(?:'s|’s|s')"
_ADJ = r"(?:(?:older|younger|little|big|baby|eldest|youngest|best|old)\s+)?"
# the user's people by role: "my wife", "our youngest daughter", "my kids", "my parents", "my in-laws"
_EN_GROUP = r"kids?|child|children|parents|grandparents|grandkids|in-laws|folks|twins"
_EN_ROLE = rf"(?:my|our)\s+{_ADJ}(?:(?:{ROLES_EN})s?|{_EN_GROUP})"
_NOT_NAMES = (
    "I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|"
    "August|September|October|November|December|Christmas|Easter|Today|Tomorrow|Tonight"
)
# a name: capitalised, one or two words, not a day, a month or "I"
_ONE_NAME = rf"(?!(?:{_NOT_NAMES})\b)(?-i:[A-Z][a-z]+)"
_EN_NAME = rf"{_ONE_NAME}(?:\s{_ONE_NAME})?"
# how a follow-up opens: "and", "what about", "ok, how about" (and, of a person, "and for")
_EN_OPENS = r"^\W*(?:(?:ok(?:ay)?|so|oh|hmm|cool|great|thanks)\W+)?(?:and\s+(?:what|how)\s+about|what\s+about|how\s+about|and"
# "and my wife's?", "what about Dev?", "ok and for Emma?", "how about me?"
_EN_FOLLOW = re.compile(
    _EN_OPENS + r"(?:\s+for)?)\s+"
    rf"(?:(?P<role>{_EN_ROLE})|(?P<name>{_EN_NAME})|(?P<me>me|mine|myself))(?P<poss>{_POSS})?"
    r"(?:\s+then)?\s*[?.!…]*\s*$",
    _I,
)
# the person of the question before: one of the user's people, a name (not the question's first word), the user
_EN_ROLE_AT = re.compile(rf"\b(?P<who>{_EN_ROLE})(?P<poss>{_POSS})?(?![\w'’])", _I)
_EN_NAME_AT = re.compile(rf"(?<=\s)(?P<who>{_EN_NAME})(?P<poss>{_POSS})?(?![\w'’])", _I)
_EN_SELF_AT = re.compile(r"\b(?:(?P<poss>my|our|mine)|(?P<who>I|me))\b", _I)
_ZH_ROLE = rf"(?:{ROLES_ZH}|[妈爸姐妹哥弟])"
# 那我老婆的呢, 我妈呢, 老婆呢, 那我呢, 那小李呢
_ZH_FOLLOW = re.compile(
    rf"^(?:那么?|还有|然后)?(?P<who>我(?:们)?的?{_ZH_ROLE}|{_ZH_ROLE}|[小老][\u4e00-\u9fff]|我)的?呢[？?。.！!~～]*$"
)
_ZH_PERSON_AT = re.compile(rf"我(?:们)?的?{_ZH_ROLE}|[小老][\u4e00-\u9fff](?=[在是的去住做有要])")
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
# a day or a stretch of time the question before asks about: "tomorrow", "on Friday", "this weekend", "next week",
# "the weekend", a part of a day ("tomorrow night", "Friday morning")
_EN_ONE_DAY = rf"today|tomorrow|yesterday|(?:on\s+)?(?:{_DAYS})"
_EN_PART = "morning|afternoon|evening|night"
# a month ("in April", "May"; never "may" the verb: a month is capitalised; nor one of a date: "on May 3")
_EN_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_EN_MONTH = rf"(?:in\s+)?(?-i:{_EN_MONTHS})(?!\s*\d)"
_EN_WHEN = (
    rf"(?:(?:{_EN_ONE_DAY})\s+(?:{_EN_PART})|{_EN_MONTH}|"
    rf"today|tomorrow|tonight|yesterday|(?:on\s+)?(?:{_DAYS})|(?:(?:on|over|for)\s+)?the\s+weekend|"
    rf"(?:this|next|last)\s+(?:morning|afternoon|evening|night|week|weekend|month|year|{_DAYS})|"
    r"(?:the\s+)?day\s+after\s+tomorrow)"
)
_EN_WHEN_FOLLOW = re.compile(_EN_OPENS + rf")\s+(?P<when>{_EN_WHEN})\s*[?.!…]*\s*$", _I)
_EN_WHEN_AT = re.compile(rf"\b{_EN_WHEN}\b", _I)
_ZH_DAY = r"[一二三四五六日天末]"
# a part of a day (明天下午, 那晚上呢)
_ZH_PART = "早上|上午|中午|下午|傍晚|晚上"
_ZH_ONE_DAY = rf"今天|明天|后天|大后天|昨天|前天|(?:这|下|上)?(?:个)?(?:周|星期|礼拜){_ZH_DAY}"
# a month (四月份, 5月, 十二月; never 三个月: how long, nor one of a date: 5月3号)
_ZH_MONTH = r"(?<![\d一二三四五六七八九十])(?:十[一二]|1[0-2]|[一二三四五六七八九十1-9])月份?(?![\d一二三四五六七八九十])"
_ZH_WHEN = (
    rf"(?:(?:{_ZH_ONE_DAY})?(?:{_ZH_PART})|"
    rf"今天|明天|后天|大后天|昨天|前天|今晚|明晚|今早|明早|(?:这|下|上)(?:个)?(?:周|星期|礼拜){_ZH_DAY}?|"
    rf"(?:这个|下个|上个)?周末|(?:周|星期|礼拜){_ZH_DAY}|(?:这|下|上)个?月|{_ZH_MONTH})"
)
_ZH_WHEN_FOLLOW = re.compile(rf"^(?:那么?|还有|然后)?(?P<when>{_ZH_WHEN})的?呢[？?。.！!~～]*$")
_ZH_WHEN_AT = re.compile(_ZH_WHEN)
_REACH = 3  # follow-ups in a row read back to their question ("and my wife's?" then "and my mom's?")


def follow_up(latest: str, earlier: Sequence[str]) -> str | None:
    """The question before ``latest`` with its person replaced by the one ``latest`` asks about, when ``latest``
    is an elliptical follow-up naming a person and the user's ``earlier`` messages (oldest first) end with a
    question that names one; else None."""
    return _read(latest.strip(), [text.strip() for text in earlier if not is_low_information(text)], _REACH)


def _read(latest: str, earlier: list[str], reach: int) -> str | None:
    if not earlier or reach == 0:
        return None
    before = earlier[-1]
    asked = _read(before, earlier[:-1], reach - 1) or before
    if english := _EN_FOLLOW.match(latest):
        return _in_english(english, asked)
    if chinese := _ZH_FOLLOW.match(to_simplified(latest)):
        return _in_chinese(chinese["who"], to_simplified(asked))
    if when := _EN_WHEN_FOLLOW.match(latest) or _ZH_WHEN_FOLLOW.match(to_simplified(latest)):
        return _at_another_time(when["when"], to_simplified(asked))
    return None


def _at_another_time(when: str, asked: str) -> str | None:
    """``asked`` about the day or stretch ``when`` in place of its own ("what's on my calendar today?" then "and
    tomorrow?", 我今天有什么安排 then 明天呢); None when it names none. A part of a day said alone keeps the day asked
    (明天上午我有什么安排 then 那晚上呢: 明天晚上), a day said alone the part ("what am I doing Friday night?" then "and
    Saturday?": Saturday night)."""
    target = _EN_WHEN_AT.search(asked) if when.isascii() else _ZH_WHEN_AT.search(asked)
    if target is None:
        return None
    if _a_month(when) and not _a_month(target[0]):
        return None  # "and May?" after "what should I cook tonight?": no month asked, none to replace
    day, part = _day_and_part(target[0])
    said_day, said_part = _day_and_part(when)
    if part and said_day and not said_part:
        when = _joined(said_day, part)
    elif day and said_part and not said_day:
        when = _joined(day, said_part)
    if target[0].lower() == when.lower():
        return None  # the same time: nothing asked that was not
    if target[0].lower().startswith("on ") and re.match(_DAYS, when, _I):
        when = f"on {when}"  # "what do I have on Monday?" then "and Friday (night)?"
    if target[0].startswith("in ") and re.fullmatch(_EN_MONTHS, when):
        when = f"in {when}"  # "what did I do in April?" then "and May?"
    return f"{asked[: target.start()]}{when}{asked[target.end() :]}"


_MONTH_SAID = re.compile(rf"{_EN_MONTH}|{_ZH_MONTH}|(?:this|next|last)\s+month|(?:这|下|上)个?月", _I)


def _a_month(said: str) -> bool:
    """Whether ``said`` names a month ("in April", "May", 四月份, "last month", 上个月)."""
    return _MONTH_SAID.fullmatch(said) is not None


_EN_DAY_PART = re.compile(rf"(?P<day>{_EN_ONE_DAY})(?:\s+(?P<part>{_EN_PART}))?", _I)
_ZH_DAY_PART = re.compile(rf"(?P<day>{_ZH_ONE_DAY})?(?P<part>{_ZH_PART})?")


def _joined(day: str, part: str) -> str:
    return f"{day} {part}" if day.isascii() else f"{day}{part}"


def _day_and_part(said: str) -> tuple[str, str]:
    """The one day and the part of a day ``said`` names ("Friday night": Friday, night; 明天下午: 明天, 下午; 晚上: "",
    晚上), ("", "") for a stretch ("this weekend", 下周)."""
    read = (_EN_DAY_PART if said.isascii() else _ZH_DAY_PART).fullmatch(said)
    return ("", "") if read is None else (read["day"] or "", read["part"] or "")


def _in_english(follow: re.Match[str], asked: str) -> str | None:
    """``asked`` about the follow-up's person: a role or the user stands for one of the user's people or the user
    ("do I still live in Boston?" then "and my wife?"), a name for a name or a role ("what about Dev?"), a
    possessive for a possessive ("and my wife's?" after "what's my phone number?")."""
    possessive = bool(follow["poss"]) or follow["me"] is not None and follow["me"].lower() == "mine"
    places: tuple[re.Pattern[str], ...]
    if follow["name"]:
        places = (_EN_NAME_AT, _EN_ROLE_AT)
    else:
        places = (_EN_ROLE_AT, _EN_NAME_AT, _EN_SELF_AT) if follow["me"] else (_EN_ROLE_AT, _EN_SELF_AT)
    for place in places:
        for target in place.finditer(asked):
            if possessive and not target["poss"]:
                continue
            if follow["me"]:
                said = (
                    "my"
                    if target["poss"] and target["poss"].lower() != "mine"
                    else "mine"
                    if target["poss"]
                    else "I"
                )
            else:
                person = follow["role"] or follow["name"]
                said = _possessive(person, follow["role"] is not None) if target["poss"] else person
            if said.lower() == target[0].lower():
                return None  # the same person: nothing asked that was not
            many = follow["role"] is not None and _plural(follow["role"])
            return f"{_agreeing(asked[: target.start()], said, many)}{said}{asked[target.end() :]}"
    return None


def _plural(role: str) -> bool:
    """Whether the user's people ``role`` names are several ("my kids", "my parents", "my sisters"; "my boss" not)."""
    return role.lower().endswith(("s", "children")) and not role.lower().endswith("ss")


def _possessive(person: str, role: bool) -> str:
    """``person``'s, of several as "my kids'" ("what's my phone number?" then "and my parents?")."""
    return f"{person}'" if role and _plural(person) and person.lower().endswith("s") else f"{person}'s"


# the verb before a subject, as the user ("do I"), another ("does my wife") or several ("do my kids") ask it
_VERB_BEFORE = re.compile(r"\b(do|does|am|is|are|was|were|have|has)(\s+)$", _I)
_FOR_I = {"does": "do", "is": "am", "are": "am", "were": "was", "has": "have"}
_FOR_ANOTHER = {"do": "does", "am": "is", "are": "is", "were": "was", "have": "has"}
_FOR_MANY = {"does": "do", "am": "are", "is": "are", "was": "were", "has": "have"}


def _agreeing(before: str, said: str, many: bool = False) -> str:
    """``before`` with its last word, a verb the new subject ``said`` (of several: ``many``) follows, agreeing
    with it ("what does my wife do?" asked about the user: "what do I do?")."""
    verb = _VERB_BEFORE.search(before)
    if verb is None or said.lower() in ("my", "mine") or said.endswith(("'s", "’s", "'")):
        return before
    forms = _FOR_I if said == "I" else _FOR_MANY if many else _FOR_ANOTHER
    agreed = forms.get(verb[1].lower())
    return before if agreed is None else f"{before[: verb.start()]}{agreed}{verb[2]}"


def _in_chinese(who: str, asked: str) -> str | None:
    """``asked`` about ``who``: one of the user's people (我妈, 老婆: the user's), a name (小李), or the user."""
    person = f"我{who}" if re.fullmatch(_ZH_ROLE, who) else who
    target = _ZH_PERSON_AT.search(asked) or re.search("我", asked)
    if target is None or target[0] == person:
        return None
    return f"{asked[: target.start()]}{person}{asked[target.end() :]}"


__all__ = ["follow_up"]
