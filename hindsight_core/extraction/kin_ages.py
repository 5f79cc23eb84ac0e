"""The slot rules for how old one's relatives and partner are and when their birthday is, as users say it over the
months: "my daughter is 6", "my son just turned 8", "my wife is 34", "my mom's birthday is May 3", "Dad's bday is
3/14"; 我女儿今年五岁, 我爸今年65了, 孩子今年3岁, 我妈生日是农历八月十五, 我老婆的生日是10月12号. Said of someone by name too
("my daughter Emma is 6", "Emma turned 7 yesterday", "Emma is 7 years old", "Emma's birthday is March 2"; 小明今年8岁了,
小明的生日是3月2号).

Each is that person's slot ``age`` / ``birthday`` (the rule's ``owner``, as :mod:`~.kin_slots` names it), never the
speaker's: Emma's new age supersedes only Emma's (the one before kept as history), "I'm 38" and "my birthday is
March 3" stay the speaker's. An age one will be or was ("when my son is 18", 等我女儿6岁, 我女儿三岁的时候), another
measure ("my son is 5 minutes away", "my daughter is 3 months old", "Emma is 6 weeks pregnant") or a birthday's party
or day to come ("my mom's birthday party is on May 3", "my dad's birthday is next Friday": :mod:`~.dates` reads it)
fills none, nor a bare number after a word with a capital that no role says is someone ("Pickup is 3", "Bedtime is 8
now").
"""

from __future__ import annotations

import re

from hindsight_core.extraction.ages import (
    EN_AGE_ENDS,
    EN_TURNED_ENDS,
    EN_YEARS_OLD,
    ZH_AGE,
    ZH_AGE_ENDS,
    ZH_BARE_AGE,
    ZH_NOW,
)
from hindsight_core.extraction.slot_rules_en import BIRTH_DATE

_I = re.IGNORECASE

# an age in figures (0-119), as the speaker's own age rules read it, a child's of one digit too
_EN_AGE = r"(?P<value>1[01]\d|[1-9]\d?)"
# not an age one will be or was: "when my son is 18", "once Emma turns 6", "by the time my daughter is 10"
_EN_NOT_THEN = r"(?<!\bwhen\s)(?<!\bif\s)(?<!\bonce\s)(?<!\buntil\s)(?<!\btill\s)(?<!\btime\s)(?<!\bbefore\s)(?<!\bafter\s)"
_EN_NOW = r"(?:(?:now|only|already|just|still|actually|finally|officially)\s+)?"
# a day of a birthday said in Chinese: 5月3号, 三月三日, 农历八月十五, 农历正月初三, 十一月 (a month alone)
_ZH_DAY = r"[0-9〇零一二三四五六七八九十]"
_ZH_BIRTH_DAY = (
    rf"(?P<value>(?:农历)?(?:{_ZH_DAY}{{1,3}}月)?{_ZH_DAY}{{1,3}}(?:号|日)"
    rf"|农历(?:{_ZH_DAY}{{1,3}}|正|冬|腊)月(?:初|廿)?{_ZH_DAY}{{1,3}}|(?:农历)?{_ZH_DAY}{{1,3}}月(?:份)?(?![\u4e00-\u9fff]))"
)
# not an age one will be or was: 等我女儿6岁, 到我儿子18岁, 如果我女儿, 那年我爸60岁
_ZH_NOT_THEN = "".join(
    f"(?<!{word})" for word in ("等", "到", "如果", "要是", "假如", "当", "那年", "那时", "当时")
)


def ages(en_who: str, en_who_aged: str, zh_who: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The rules of the age of the one an ``owner`` pattern names: ``en_who`` said as the subject ("my son", "Emma",
    each followed by a space), ``en_who_aged`` as one whose bare number is an age ("my son", "my daughter Emma": not
    "Pickup" of "Pickup is 3"), ``zh_who`` in Chinese (我女儿, 小明)."""
    return (
        # "my son is 8 years old", "Emma is 7 years old" (not "... 3 months old")
        (re.compile(_EN_NOT_THEN + en_who + r"(?:is\s+|['’]s\s+)" + _EN_NOW + _EN_AGE + r"(?:" + EN_YEARS_OLD + r")", _I),
         "age", "fact"),
        # "my daughter is 6", "my daughter Emma is 6", "my wife's 34 now" (not "my son is 5 minutes away")
        (re.compile(_EN_NOT_THEN + en_who_aged + r"(?:is\s+|['’]s\s+)" + _EN_NOW + _EN_AGE + EN_AGE_ENDS, _I),
         "age", "fact"),
        # "my son turned 8 last week", "Emma just turned 7!" (not "turned 8 pages")
        (re.compile(_EN_NOT_THEN + en_who + r"(?:has\s+)?" + _EN_NOW + r"turned\s+" + _EN_AGE + EN_TURNED_ENDS, _I),
         "age", "fact"),
        # 我女儿今年五岁, 我儿子8岁了, 小明今年9岁了, 我爸都65周岁了 (not 我女儿三岁的时候, 等我儿子18岁)
        (re.compile(_ZH_NOT_THEN + zh_who + ZH_NOW + ZH_AGE + r"(?:周岁|岁)" + ZH_AGE_ENDS), "age", "fact"),
        # 我爸今年六十五, 我妈65了 (two digits: 我儿子3了 is no age)
        (re.compile(_ZH_NOT_THEN + zh_who + r"今年" + ZH_BARE_AGE + ZH_AGE_ENDS), "age", "fact"),
        (re.compile(_ZH_NOT_THEN + zh_who + ZH_NOW + ZH_BARE_AGE + r"了(?=$|[，,。！!？?；;\s~～]|啊|呀|哦|呢|吧|嘛)"),
         "age", "fact"),
        # 我儿子上周满8岁了, 我女儿刚过了6岁生日
        (re.compile(zh_who + r"(?:上周|上个月|上星期|昨天|今天|前天|前几天|这周|这个月|刚刚?|已经|终于|也|都)*(?:满|过了?|过完了?)"
                    + ZH_AGE + r"(?:周岁|岁)(?:生日)?" + ZH_AGE_ENDS), "age", "fact"),
    )  # fmt: skip


def birthdays(en_whose: str, en_who: str, zh_who: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The rules of the birthday of the one an ``owner`` pattern names: ``en_whose`` as the one whose it is ("my mom" of
    "my mom's birthday"), ``en_who`` said as the subject ("my son" of "my son was born on ..."), ``zh_who`` in Chinese
    (我妈, 小明)."""
    return (
        # "my mom's birthday is May 3", "Dad's bday is 3/14", "my husband's birthday is on the 12th of October" (not a
        # day it is kept: "dinner for my husband's birthday on March 3")
        (re.compile(en_whose + r"['’]s\s+(?:birthday|b-?day)(?:\s+is\s+|['’]s\s+|\s*:\s*)(?:on\s+)?(?:the\s+)?(?P<value>" + BIRTH_DATE
                    + r")(?![\w/])", _I), "birthday", "fact"),
        # "my son was born on March 2, 2019", "Emma was born on 2 March"
        (re.compile(en_who + r"was\s+born\s+on\s+(?:the\s+)?(?P<value>" + BIRTH_DATE + r")(?![\w/])", _I), "birthday", "fact"),
        # 我妈生日是农历八月十五, 我老婆的生日是10月12号, 我老公的生日在十一月 (not 我妈生日那天, 我妈生日在家过, 是几号)
        (re.compile(zh_who + r"的?生日(?:其实|实际上)?(?:是|在)" + _ZH_BIRTH_DAY), "birthday", "fact"),
    )  # fmt: skip


__all__ = ["ages", "birthdays"]
