"""The slot rules for how old one's relatives and partner are, as users say it over the months: "my daughter is 6",
"my son just turned 8", "my wife is 34"; 我女儿今年五岁, 我爸今年65了, 孩子今年3岁. Said of someone by name too ("my
daughter Emma is 6", "Emma turned 7 yesterday", "Emma is 7 years old"; 小明今年8岁了).

Each is that person's slot ``age`` (the rule's ``owner``, as :mod:`~.kin_slots` names it), never the speaker's: Emma's
new age supersedes only Emma's (the one before kept as history), and "I'm 38" stays the speaker's. An age one will be
or was ("when my son is 18", 等我女儿6岁, 我女儿三岁的时候) or another measure ("my son is 5 minutes away", "my daughter
is 3 months old", "Emma is 6 weeks pregnant") fills none, nor a bare number after a word with a capital that no role
says is someone ("Pickup is 3", "Bedtime is 8 now").
"""

from __future__ import annotations

import re

from hindsight_core.extraction.ages import (
    _EN_AGE_ENDS,
    _EN_TURNED_ENDS,
    _EN_YEARS_OLD,
    _ZH_AGE,
    _ZH_AGE_ENDS,
    _ZH_BARE_AGE,
    _ZH_NOW,
)

_I = re.IGNORECASE

# an age in figures (0-119), as the speaker's own age rules read it, a child's of one digit too
_EN_AGE = r"(?P<value>1[01]\d|[1-9]\d?)"
# not an age one will be or was: "when my son is 18", "once Emma turns 6", "by the time my daughter is 10"
_EN_NOT_THEN = r"(?<!\bwhen\s)(?<!\bif\s)(?<!\bonce\s)(?<!\buntil\s)(?<!\btill\s)(?<!\btime\s)(?<!\bbefore\s)(?<!\bafter\s)"
_EN_NOW = r"(?:(?:now|only|already|just|still|actually|finally|officially)\s+)?"
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
        (re.compile(_EN_NOT_THEN + en_who + r"(?:is\s+|['’]s\s+)" + _EN_NOW + _EN_AGE + r"(?:" + _EN_YEARS_OLD + r")", _I),
         "age", "fact"),
        # "my daughter is 6", "my daughter Emma is 6", "my wife's 34 now" (not "my son is 5 minutes away")
        (re.compile(_EN_NOT_THEN + en_who_aged + r"(?:is\s+|['’]s\s+)" + _EN_NOW + _EN_AGE + _EN_AGE_ENDS, _I),
         "age", "fact"),
        # "my son turned 8 last week", "Emma just turned 7!" (not "turned 8 pages")
        (re.compile(_EN_NOT_THEN + en_who + r"(?:has\s+)?" + _EN_NOW + r"turned\s+" + _EN_AGE + _EN_TURNED_ENDS, _I),
         "age", "fact"),
        # 我女儿今年五岁, 我儿子8岁了, 小明今年9岁了, 我爸都65周岁了 (not 我女儿三岁的时候, 等我儿子18岁)
        (re.compile(_ZH_NOT_THEN + zh_who + _ZH_NOW + _ZH_AGE + r"(?:周岁|岁)" + _ZH_AGE_ENDS), "age", "fact"),
        # 我爸今年六十五, 我妈65了 (two digits: 我儿子3了 is no age)
        (re.compile(_ZH_NOT_THEN + zh_who + r"今年" + _ZH_BARE_AGE + _ZH_AGE_ENDS), "age", "fact"),
        (re.compile(_ZH_NOT_THEN + zh_who + _ZH_NOW + _ZH_BARE_AGE + r"了(?=$|[，,。！!？?；;\s~～]|啊|呀|哦|呢|吧|嘛)"),
         "age", "fact"),
        # 我儿子上周满8岁了, 我女儿刚过了6岁生日
        (re.compile(zh_who + r"(?:上周|上个月|上星期|昨天|今天|前天|前几天|这周|这个月|刚刚?|已经|终于|也|都)*(?:满|过了?|过完了?)"
                    + _ZH_AGE + r"(?:周岁|岁)(?:生日)?" + _ZH_AGE_ENDS), "age", "fact"),
    )  # fmt: skip


__all__ = ["ages"]
