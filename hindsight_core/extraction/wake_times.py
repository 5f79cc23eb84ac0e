"""The slot rules for when one gets up and goes to bed, as a routine: "I get up at 5:30", "I usually wake up around
7", "these days I'm up at 6 every day", "I go to bed at 11pm"; 我每天早上六点起床, 我一般十一点睡, 现在都是七点起床,
最近改成七点起床了. The slot is ``wake_time`` or ``bedtime`` in both languages, so a later time is a change of it
(the one before kept as history) and "when do I get up?" is answered with the newer.

Only a routine of the speaker's own fills it: not a morning of its own ("I have to get up at 5 tomorrow", "I woke up
at 3am", 我明天六点起床, 我昨天两点才睡), one planned or wished ("I want to start getting up at 5", 我想六点起床), one of
a time gone ("I used to get up at 5", 以前我五点起床), nor someone else's ("my son gets up at 6", 我儿子每天七点起床).

    >>> [(p.search(said)["value"], slot) for p, slot, _ in WAKE_RULES for said in ("I get up at 5:30 every day",)
    ...  if p.search(said)]
    [('5:30', 'wake_time')]
"""

from __future__ import annotations

import re

from hindsight_core.cjk import chinese_number

_I = re.IGNORECASE

# -- English -------------------------------------------------------------------------------------------------
_EN_TIME = r"(?:(?:around|about|by|before|like|roughly)\s+)?(?P<value>\d{1,2}(?:[:.]\d{2})?(?:\s?(?:am|pm|a\.m\.|p\.m\.))?|noon|midnight)"
# how one says it of one's days: "usually", "now", "these days"
_EN_USUALLY = (
    r"(?:(?:usually|normally|always|generally|typically|now|still|also|mostly|tend\s+to|(?:these|most)\s+days|lately|"
    r"nowadays|during\s+the\s+week|on\s+weekdays|every\s+day|each\s+day)[\s,]+)*"
)
# where the time ends: a clause's end, or a word of how often or how long (not a morning of its own: "tomorrow",
# "this morning", "for my flight")
_EN_TIME_END = (
    r"(?![:.]?\d)(?=\s*(?:$|[.,;:!)\n]|[-–—]\s)|\s+(?:every|each|most|on\s+(?:weekdays|workdays|school\s+days|weekends)|during|daily|now|"
    r"these\s+days|nowadays|lately|usually|and|but|so|because|since|for\s+(?:my\s+)?(?:work|shift|job|school|class|the\s+gym)|to\s+(?:work\s?out|run|go|get|make|beat)|"
    r"lol|haha|btw|ugh|though|too|anyway|sharp|at\s+the\s+latest)\b)"
)
_EN_WAKE = (
    r"(?:(?:get|gets)\s+up|(?:wake|wakes)(?:\s+up)?|(?:'ve|’ve|\s+have)\s+been\s+"
    r"(?:getting|waking)\s+up|started\s+(?:getting|waking)\s+up|switched\s+to\s+(?:getting|waking)\s+up)"
)
_EN_BED = (
    r"(?:(?:go|goes)\s+to\s+(?:bed|sleep)|fall\s+asleep|hit\s+the\s+(?:sack|hay)|turn\s+in|"
    r"(?:'m|’m|\s+am)\s+(?:usually\s+|normally\s+|always\s+|generally\s+)?in\s+bed|"
    r"(?:'ve|’ve|\s+have)\s+been\s+going\s+to\s+(?:bed|sleep)|started\s+going\s+to\s+(?:bed|sleep))"
)
_EN_SPEAKER = r"\b(?:i|we)(?=[\s'’])\s*" + _EN_USUALLY

# -- Chinese -------------------------------------------------------------------------------------------------
_ZH_HOUR = r"(?:[0-9]{1,2}|[一二两三四五六七八九十]{1,3})"
_ZH_TIME = (
    r"(?P<value>(?:早上|早晨|上午|晚上|夜里|凌晨|半夜)?"
    + _ZH_HOUR
    + r"(?:[:：][0-9]{2}|点(?:半|一刻|三刻|[0-9]{1,2}分?|[一二三四五六七八九十]{1,3}分?)?))"
    r"(?:左右|多)?"
)
# a routine said as one: 每天, 一般, 平时, 现在都 (我六点起床 alone may be tomorrow's); a change of it: 改成, 换成
_ZH_HABIT = (
    r"(?:每天|天天|每日|一般|通常|平时|平常|基本上?|工作日|上班的?时候|都|现在|目前|最近|这段时间|一直|习惯)"
)
_ZH_CHANGED = r"(?:改成|改到|换成|变成|调到|提前到|推迟到)了?"
_ZH_BEFORE = (
    r"(?:我(?:们)?|^|(?<=[，,。！!；;\s]))(?:(?:" + _ZH_HABIT + r"|早上|早晨|晚上|都是|是|就|会)\s*)*"
)
_ZH_WAKE = r"(?P<wake>起床|起来|起)"
_ZH_BED = r"(?P<bed>睡觉|上床|睡)"
_ZH_END = r"(?=$|[，,。！!？?；;\s~～]|了|啦|的)"
# a morning or a night of its own, or one planned: 明天, 昨晚, 想, 要是
_ZH_NOT_A_ROUTINE = re.compile(
    r"明天|明早|明晚|今天|今早|今晚|昨天|昨晚|前天|那天|后天|想|打算|准备|希望|要是|如果|假如|得|必须|应该"
)
_CLAUSE_MARK = re.compile(r"[.;!?,，。；！？\n]")
_SENTENCE_END = re.compile(r"[.!?。！？\n]")

WAKE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I get up at 5:30", "I usually wake up around 7", "I'm up at 6 every day", "I go to bed at 11pm"
    (re.compile(_EN_SPEAKER + _EN_WAKE + r"\s+(?:at\s+)?" + _EN_TIME + _EN_TIME_END, _I), "wake_time", "fact"),
    # "I'm up at 5 every morning" (not "I'm up at 4 and can't fall back asleep": this night's)
    (re.compile(_EN_SPEAKER + r"(?:'m|’m|\s+am|'re|’re|\s+are)\s+up\s+(?:at\s+)?" + _EN_TIME + r"\s+(?:every|each|most|daily|on\s+"
                r"(?:weekdays|workdays|school\s+days))\b", _I), "wake_time", "fact"),
    (re.compile(_EN_SPEAKER + _EN_BED + r"\s+(?:at\s+)?" + _EN_TIME + _EN_TIME_END, _I), "bedtime", "fact"),
    # 我每天早上六点起床, 我一般十一点睡, 现在都是七点起床, 最近改成七点起床了
    (re.compile(_ZH_BEFORE + r"(?:" + _ZH_HABIT + r"|" + _ZH_CHANGED + r")\s*(?:是|都是|早上|晚上)*" + _ZH_TIME + r"(?:就|才)?" + _ZH_WAKE
                + _ZH_END), "wake_time", "fact"),
    (re.compile(_ZH_BEFORE + r"(?:" + _ZH_HABIT + r"|" + _ZH_CHANGED + r")\s*(?:是|都是|早上|晚上)*" + _ZH_TIME + r"(?:就|才)?" + _ZH_BED
                + _ZH_END), "bedtime", "fact"),
)  # fmt: skip

#: The rules above, whose slot holds only a routine (:func:`routine_time`).
WAKE_PATTERNS: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in WAKE_RULES)


def a_routine(match: re.Match[str]) -> bool:
    """Whether the clause a rule above read tells a routine, not one day's morning or a plan (我明天六点起床)."""
    text = match.string
    opened = max((m.end() for m in _CLAUSE_MARK.finditer(text, 0, match.start("value"))), default=0)
    closed = _CLAUSE_MARK.search(text, match.end())
    clause = text[opened : closed.start() if closed else len(text)]
    if re.search(r"[\u4e00-\u9fff]", clause):
        return _ZH_NOT_A_ROUTINE.search(clause) is None and not _goes_on_from_another(text, match)
    return (
        re.search(r"\b(?:tomorrow|tonight|today|yesterday|this\s+morning|last\s+night|on\s+(?:mon|tues|wednes|thurs|fri|"
                  r"satur|sun)day)\b", clause, _I) is None
    )  # fmt: skip


def _goes_on_from_another(text: str, match: re.Match[str]) -> bool:
    """Whether a Chinese routine said with no subject (每天十一点才睡) goes on from clauses before it in its sentence
    that never name the speaker: 何晓高三开学了，每天十一点才睡 is 何晓's bedtime, 我最近加班，每天十一点才睡 the speaker's."""
    said = match[0]
    if said.lstrip().startswith("我"):
        return False
    opened = max((m.end() for m in _SENTENCE_END.finditer(text, 0, match.start())), default=0)
    before = text[opened : match.start()]
    return re.search(r"[\u4e00-\u9fff]", before) is not None and "我" not in before


def routine_time(said: str) -> str:
    """A time of a routine written one way: "6 am" is "6am", 六点半 is 6点半."""
    said = re.sub(r"\s+(?=[ap]\.?m)", "", said.strip(), flags=_I).lower()
    return re.sub(
        r"[一二两三四五六七八九十]{1,3}(?=点|分)", lambda run: str(chinese_number(run[0]) or run[0]), said
    )


__all__ = ["WAKE_PATTERNS", "WAKE_RULES", "a_routine", "routine_time"]
