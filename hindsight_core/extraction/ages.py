"""The slot rules for the speaker's age, as people say it and say it changed: "I'm 34", "I am 34 years old", "I'm a
34-year-old nurse", "I just turned 35", "I'm 35 now", "just had my 35th birthday"; 我今年34岁, 我35了, 我刚过了35岁
生日, 我上个月满35周岁. A later, different age is a change of the slot ``age`` (the one before kept as history), the
same age said again a restatement.

A number after "I'm" is an age only where nothing follows it that makes it another measure: "I'm 35 minutes late",
"I'm 5'10", "I'm 90% sure", "I'm 2 hours away", "I'm 40 in March" (not yet) fill nothing; nor an age one will be or
was ("when I'm 40", "if I'm 60", 等我40岁, 我18岁的时候, 那年我18岁), nor someone else's (my son is 5, 我女儿今年5岁).
"""

from __future__ import annotations

import re

from hindsight_core.text import chinese_number

_I = re.IGNORECASE

# an age said in figures (1-119): two digits or more alone, any with "years old"
_EN_ANY_AGE = r"(?P<value>1[01]\d|[1-9]\d?)"
# not an age one will be or was: "when I'm 40", "once I'm 60", "until I'm 18"
_EN_NOT_THEN = "".join(
    f"(?<!\\b{word}\\s)"
    for word in ("when", "if", "once", "until", "till", "before", "after", "unless", "whether")
)
# where an age said after "I'm" ends: a clause's end (a line's too: "I'm 34\nI work at Deloitte"), or a word that goes
# on about something else ("and", "now", "this year"); never a unit, a percentage, a foot or inch mark, "in March"
EN_AGE_ENDS = (
    r"(?=\s*(?:$|[.,;:!?)\n]|[-–—]\s)|\s+(?:now|and|but|so|already|today|this\s+year|as\s+of\s+(?:today|now)|btw|lol|haha|"
    r"myself|too|as\s+well|actually|though)\b)"
)
EN_YEARS_OLD = r"\s*(?:years?|yrs?)\s+(?:old|young|of\s+age)\b|\s*(?:yo|y/o|y\.o\.)(?!\w)"
# when an age was reached, said after "turned 35": a day or a time ago, a clause's end
EN_TURNED_ENDS = (
    r"(?=\s*(?:$|[.,;:!?)\n]|[-–—]\s)|\s+(?:years?\s+old|last|yesterday|today|this|on|over|recently|a\s+(?:few|couple)|"
    r"and|but|so|now|btw|lol)\b)"
)

# in Chinese: figures or a numeral (三十五, 十八, 一百零二)
ZH_AGE = r"(?P<value>1[01]\d|[1-9]\d?|[二三四五六七八九]?十[一二三四五六七八九]?|[一二两三四五六七八九]|一百(?:零[一二三四五六七八九])?)"
ZH_BARE_AGE = r"(?P<value>[1-9]\d|[二三四五六七八九]十[一二三四五六七八九]?)"
# the speaker's own age now: not one they will be (等我40岁, 到我60岁, 如果我), were (那年我18岁, 当时我), or someone's
# (我们, 我女儿: nothing stands between 我 and the time word or the number)
_ZH_NOT_THEN = "".join(
    f"(?<!{word})" for word in ("等", "到", "如果", "要是", "假如", "当", "那年", "那时", "当时", "时候")
)
ZH_NOW = r"(?:今年|现在|目前|已经|都|也|才|刚刚?|马上就?)*"
# where it ends: a clause's end or a word said of it (了, 啦, 多, 出头), never 的时候, 那年, 就… (我18岁就工作了: then)
ZH_AGE_ENDS = r"(?=$|[，,。！!？?；;\s~～)）]|了|啦|啊|呀|哦|喔|呢|吧|嘛|多|出头|整|咯)"

# an age said roughly, kept as said: "30-ish", "thirty-ish", "35 and a half", "in my mid thirties", 三十多, 四十出头
# (and one nearly reached: "almost 40", "nearly 30", "pushing 50")
_EN_ABOUT_AGE = (
    r"(?P<value>[1-9]\d(?:-?ish\b|\s+and\s+a\s+half\b)|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty)-?ish\b"
    r"|(?:almost|nearly|pushing)\s+[1-9]\d\b)"
)
_EN_DECADE = r"(?P<value>(?:(?:early|mid|late)[-\s]?)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|[2-8]0['’]?s))\b"
# a decade said in words, in figures ("thirty-ish" is 30-ish, "mid thirties" mid 30s)
_EN_TENS = {"twent": 20, "thirt": 30, "fort": 40, "fift": 50, "sixt": 60, "sevent": 70, "eight": 80}
_EN_TENS_SAID = re.compile(r"\b(" + "|".join(_EN_TENS) + r")(?:y|ies)\b", _I)
_ZH_ABOUT_AGE = r"(?P<value>(?:[1-9]0|[二三四五六七八九]十)(?:多|出头))"

#: (pattern, attribute, event type), read with the measures (their value is taken as matched).
AGE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # an age said roughly, before the rules that read its figure alone: "I'm 30-ish", "I'm in my mid thirties",
    # 我三十多岁, 我今年四十出头 (not "when I'm 40-ish", 我女儿三十多岁)
    (re.compile(_EN_NOT_THEN + r"\bi(?:'m|’m|\s+am)\s+(?:now\s+|only\s+|already\s+|just\s+|still\s+)?" + _EN_ABOUT_AGE + EN_AGE_ENDS, _I),
     "age", "fact"),
    (re.compile(_EN_NOT_THEN + r"\bi(?:'m|’m|\s+am)\s+(?:now\s+|still\s+)?(?:somewhere\s+)?in\s+my\s+" + _EN_DECADE, _I), "age", "fact"),
    (re.compile(_ZH_NOT_THEN + r"我" + ZH_NOW + _ZH_ABOUT_AGE + r"(?:周岁|岁)?" + ZH_AGE_ENDS), "age", "fact"),
    # "I'm 34", "I am 34 years old", "I'm now 35", "I'm 35 now", "I'm 34 and I work as a nurse"
    (re.compile(_EN_NOT_THEN + r"\bi(?:'m|’m|\s+am)\s+(?:now\s+|only\s+|already\s+|just\s+|still\s+|actually\s+)?"
                + _EN_ANY_AGE + r"(?:" + EN_YEARS_OLD + r"|(?<=\d\d)" + EN_AGE_ENDS + r")", _I), "age", "fact"),
    # "I'm a 34-year-old nurse", "I am a 34 year old dad"
    (re.compile(_EN_NOT_THEN + r"\bi(?:'m|’m|\s+am)\s+(?:now\s+)?an?\s+" + _EN_ANY_AGE + r"[- ]years?[- ]old\b", _I), "age", "fact"),
    # "my age is 34", "my age: 34"
    (re.compile(r"\bmy\s+age\s*(?:is|'s|:)\s*(?:now\s+)?" + _EN_ANY_AGE + r"\b(?!\s*(?:%|minutes?|hours?|days?|months?))", _I),
     "age", "fact"),
    # "I just turned 35", "turned 35 last week!", "I turned 40 yesterday" (not "turned 35 pages", "turned 90 degrees")
    (re.compile(r"(?:\bi\s+|(?:^|(?<=[.!?,;:]))\s*)(?:just\s+|finally\s+|recently\s+|officially\s+|have\s+just\s+)?"
                r"turned\s+" + _EN_ANY_AGE + EN_TURNED_ENDS, _I), "age", "fact"),
    # "I just had my 35th birthday", "celebrated my 40th birthday yesterday" (a recent one: not "my 30th birthday in Rome")
    (re.compile(r"\b(?:i\s+)?(?:just|recently)\s+(?:had|celebrated)\s+my\s+" + _EN_ANY_AGE + r"(?:st|nd|rd|th)\s+birthday\b", _I),
     "age", "fact"),
    (re.compile(r"\b(?:had|celebrated)\s+my\s+" + _EN_ANY_AGE + r"(?:st|nd|rd|th)\s+birthday\s+"
                r"(?=(?:today|yesterday|last\s+(?:week|weekend|month)|this\s+(?:week|weekend|month))\b)", _I), "age", "fact"),
    # 我今年34岁, 我34岁了, 我都35周岁了, 我今年三十五 (not 我18岁的时候, 等我40岁, 我女儿今年5岁)
    (re.compile(_ZH_NOT_THEN + r"我" + ZH_NOW + ZH_AGE + r"(?:周岁|岁)" + ZH_AGE_ENDS), "age", "fact"),
    (re.compile(_ZH_NOT_THEN + r"我今年" + ZH_BARE_AGE + ZH_AGE_ENDS), "age", "fact"),
    # 我35了, 我都三十了 (two digits: 我3了 is no age)
    (re.compile(_ZH_NOT_THEN + r"我" + ZH_NOW + ZH_BARE_AGE + r"了(?=$|[，,。！!？?；;\s~～]|啊|呀|哦|呢|吧|嘛)"), "age", "fact"),
    # 我刚过了35岁生日, 我上个月满35周岁, 我刚满35, 今天是我35岁生日
    (re.compile(r"我(?:上周|上个月|上星期|昨天|今天|前天|前几天|这周|这个月|今年|刚刚?|已经|终于|也|都)*(?:满|过了?|过完了?)"
                + ZH_AGE + r"(?:周岁|岁)?(?:生日)?" + ZH_AGE_ENDS), "age", "fact"),
    (re.compile(r"(?:今天|昨天|前天|这周|上周|这个月)(?:是)?我(?:的)?" + ZH_AGE + r"岁(?:的)?生日"), "age", "fact"),
    # 我的年龄是34岁, 我年龄34 (the figure alone: 34岁 and 34 are one age)
    (re.compile(r"我的?(?:年龄|岁数)(?:现在|今年)?(?:是|：|:)?\s*" + ZH_AGE + r"(?:周岁|岁)?" + ZH_AGE_ENDS), "age", "fact"),
)  # fmt: skip


def age_value(said: str) -> str:
    """An age as a rule above matched it, in figures ("三十五" -> "35", "34" -> "34")."""
    said = said.strip()
    if said.isdigit():
        return str(int(said))
    said = _EN_TENS_SAID.sub(
        lambda tens: f"{_EN_TENS[tens[1].lower()]}" + ("s" if tens[0].lower().endswith("ies") else ""), said
    )
    said = re.sub(r"(?<=\d)['’]s\b|(?<=\w)[-\s](?=\d)", lambda mark: "s" if "s" in mark[0] else " ", said)
    roughly = re.fullmatch(r"([二三四五六七八九]十)(多|出头)", said)
    if roughly:
        return f"{chinese_number(roughly[1])}{roughly[2]}"  # 三十多 is 30多
    number = chinese_number(said)
    return str(number) if number is not None else said


__all__ = [
    "AGE_RULES",
    "EN_AGE_ENDS",
    "EN_TURNED_ENDS",
    "EN_YEARS_OLD",
    "ZH_AGE",
    "ZH_AGE_ENDS",
    "ZH_BARE_AGE",
    "ZH_NOW",
    "age_value",
]
