"""A move or a new job told before the day it starts: "we move to Denver on the 20th", "moving to Austin in March", "I'm
joining Meta on the 26th", "I join Stripe next month". Each fills ``lives_in`` or ``works_at`` as "I start at Google
next month" does, and the day said is when it starts (:mod:`~hindsight_core.lifecycle.starts_later`): the home or
the employer it replaces holds until then. Before, a move or a join told ahead filled nothing.

Only the speaker's, told as settled, with the day it happens in the clause: a wish or a thought ("we might move to
Denver in March", "thinking about moving to Austin"), a question ("are we moving to Denver on the 20th?", "should I
join Meta in March?"), a condition ("if we move to Denver on the 20th"), someone else's ("my sister is moving to Austin
in March"), one told as done ("we moved to Denver on the 20th") or joining someone for something ("I'm joining Sarah
for dinner on Friday") fills none; a join on a weekday alone ("I'm joining Sam on Saturday") is a job's only with work
said around it.

    >>> [(a, m["value"]) for p, a, _ in STARTS_AHEAD_RULES if (m := p.search("we move to Denver on the 20th"))]
    [('lives_in', 'Denver')]
    >>> [(a, m["value"]) for p, a, _ in STARTS_AHEAD_RULES if (m := p.search("I'm joining Sarah for lunch on the 20th"))]
    []
    >>> [(a, m["value"]) for p, a, _ in STARTS_AHEAD_RULES if (m := p.search("I'm joining Sarah on the 20th"))]
    []
    >>> [(a, m["value"]) for p, a, _ in STARTS_AHEAD_RULES if (m := p.search("下个月我就要去字节上班了"))]
    [('works_at', '字节')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.given_names_en import NOT_A_GIVEN_NAME
from hindsight_core.extraction.slot_patterns import _EN_NOT_A_HOME, longest_first
from hindsight_core.extraction.subscriptions import SERVICES

_I = re.IGNORECASE

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|"
    r"nov(?:ember)?|dec(?:ember)?)\b"
)
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)\b"
# a day or a time ahead said after the place or the company, starting a clause's rest: "on the 20th", "in March",
# "next month", "at the end of the month", "on March 3", "in two weeks"
_DAY_AHEAD = (
    r"(?:on\s+(?:the\s+" + _ORDINAL + r"|" + _MONTH + r"\s+\d{1,2}|" + _ORDINAL + r"(?:\s+of)?\s+" + _MONTH + r"|"
    + _WEEKDAY + r")|(?:in|by|early|late|mid-?)\s*(?:early\s+|late\s+|mid-?)?" + _MONTH
    + r"|(?:at\s+the\s+)?(?:end|start|beginning)\s+of\s+(?:the\s+|this\s+|next\s+)?(?:month|year|" + _MONTH + r")"
    + r"|in\s+(?:a|one|two|three|four|six|a\s+couple\s+of|a\s+few)\s+(?:weeks?|months?)"
    + r"|next\s+(?:week|month|year|spring|summer|fall|autumn|winter|" + _WEEKDAY + r")"
    + r"|this\s+(?:coming\s+)?(?:spring|summer|fall|autumn|winter|" + _WEEKDAY + r")|" + _MONTH + r"\s+\d{1,2}\b)"
)  # fmt: skip
# the value: one to three words with a capital ("Denver", "New York", "Meta"), then the day
_NAME = r"(?P<value>(?-i:[A-Z][\w&.'-]*)(?:\s+(?-i:[A-Z][\w&.'-]*)){0,2}?)"
_THEN_DAY = r"(?=,?\s+(?:(?:officially|finally|now)\s+)?" + _DAY_AHEAD + r")"
# the speaker, told as settled: "I'm", "we're", "I'll", "we will be", "we" (not "if we", "we might", "I'm not")
_SPEAKER = (
    r"(?:(?<!\bif\s)(?<!\bwhen\s)(?<!\bonce\s)(?<!\bbefore\s)(?<!\bafter\s)(?<!\bunless\s)(?<!\bwhether\s)"
    r"\b(?:i|we)(?:['’]m|['’]re|\s+am|\s+are|['’]ll|\s+will|\s+shall)?(?:\s+be)?\s+|(?:^|(?<=[.!?]\s))\s*"
    r"(?:(?:so|and|also|btw|ok|okay|update)\s*[,:]?\s+)?)(?:officially\s+|finally\s+|actually\s+|all\s+)?"
)
_NOT_ASKED = r"(?![^.!\n]*\?)"
# a join that is no job: a service one subscribes to ("joining Netflix next month"), a person by name ("I'm joining
# Sarah on the 20th": :mod:`~.given_names_en`), or someone joined for something ("joining Sarah on the 20th for her
# birthday")
_NOT_A_SERVICE = r"(?!(?:" + longest_first(re.escape(name) for name in SERVICES) + r")\b)" + NOT_A_GIVEN_NAME
_NOT_FOR = r"(?![^.!?\n]*\bfor\s+(?!good\b))"
# work said around a join on a weekday ("I'm joining Meta on Monday, new role!")
_WORK = (
    r"(?=[^\n]*\b(?:job|role|position|offer|team|onboarding|first\s+day|start(?:s|ing)?|hired|engineer|manager|"
    r"analyst|designer|salary|company|employer|notice)\b)"
)

#: When a job or a move starts, said before 入职 or 搬到 (下周, 下个月一号, 三月一号, 3月份, 年后), then 就 / 要
#: (下周一就要入职美团了, 我们3月份搬到成都)
_ZH_START_DAY = (
    r"(?:(?:下(?:周|个?星期|个?礼拜)[一二三四五六日天]?|下个?月(?:初|中|底)?|明天|后天|过两天|过几天|年后|节后|过完年|月初)"
    r"(?:[0-9一二三四五六七八九十]{1,3}[号日])?|(?:[0-9一二三四五六七八九十]{1,3}月)?[0-9一二三四五六七八九十]{1,3}[号日]"
    r"|[0-9一二三四五六七八九十]{1,2}月(?:份|初|中|底)?)"
)
ZH_TO_START = r"(?:" + _ZH_START_DAY + r")?(?:就|要|会)*"
# ... said first, or after the speaker alone (我下个月搬到杭州, 我们月底搬去深圳; not 我姐下个月搬到杭州, 我想下个月…, 打算,
# nor with no day: 我们要搬到杭州)
_ZH_AHEAD = (
    r"(?:^|(?<=[，,。！!；;\s])|(?<![\u4e00-\u9fff])我们?|(?<=[，,。！!；;\s])我们?)(?:下下周|月底|明年|" + _ZH_START_DAY
    + r")(?:就|要|会)*"
)  # fmt: skip

# ... a join told with 去…上班: the speaker said before the day or after it (下个月我就要去字节上班了), not tomorrow (a commute)
_ZH_JOIN_AHEAD = (
    r"(?:^|(?<=[，,。！!；;\s])|(?<![\u4e00-\u9fff])我|(?<=[，,。！!；;\s])我)(?!明天|后天|过两天|过几天)(?:下下周|月底|明年|"
    + _ZH_START_DAY
    + r")(?:我)?(?:就|要|会|也|正式)*"
)
# a place of work said by its kind, no employer's name (公司, 新单位, 医院, 店里, 那边)
_ZH_NOT_AN_EMPLOYER = r"新|公司|单位|办公室|医院|学校|厂|店|工地|那边|这边|那里|这里|总部|分公司|上班|工作"

#: (pattern, attribute, event type): a home or an employer told ahead of the day it starts.
STARTS_AHEAD_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "we move to Denver on the 20th", "moving to Austin in March", "we're relocating to Leeds next month"
    (re.compile(_SPEAKER + r"(?:move|moving|relocate|relocating)\s+(?:(?:back|house|over|out)\s+)?to\s+" + _EN_NOT_A_HOME
                + _NAME + _THEN_DAY + _NOT_ASKED, _I), "lives_in", "fact"),
    # "I'm joining Meta on the 26th", "I join Stripe next month" (on a weekday with work said: "joining Meta on Monday,
    # new role!"; not "joining Sarah for lunch")
    (re.compile(_SPEAKER + r"(?:join|joining)\s+" + _NOT_A_SERVICE + _NAME + _NOT_FOR + r"(?=,?\s+(?!on\s+" + _WEEKDAY + r"|next\s+" + _WEEKDAY + r"|this\s+"
                + _WEEKDAY + r")" + _DAY_AHEAD + r")" + _NOT_ASKED, _I), "works_at", "fact"),
    (re.compile(_SPEAKER + r"(?:join|joining)\s+" + _NOT_A_SERVICE + _NAME + _NOT_FOR + r"(?=,?\s+(?:on|next|this)\s+" + _WEEKDAY + r")" + _WORK + _NOT_ASKED, _I),
     "works_at", "fact"),
    # 我下个月搬到杭州, 我们下周搬去深圳, 3月份搬到成都 (a day said: not 我要搬到杭州, nor a question: 下个月搬到杭州吗？)
    (re.compile(_ZH_AHEAD + r"搬(?:家)?(?:到|去)(?P<value>[\u4e00-\u9fff]{2,8}?)(?=$|[，,。！!；;\s~～]|了|啦|住|去|定居)"
                r"(?![^。！!\n]*(?:[？?]|吗|要不要|好不好|行不行))"), "lives_in", "fact"),
    # 我下个月去腾讯上班, 下个月我就要去字节上班了, 下周一去美团报到 (a day ahead said, not tomorrow's commute: 明天去腾讯上班;
    # no place of work named by its kind: 下周去公司上班, 去医院上班; nor a condition or a question)
    (re.compile(_ZH_JOIN_AHEAD + r"去(?!" + _ZH_NOT_AN_EMPLOYER + r")(?P<value>(?:(?!的)[\u4e00-\u9fffA-Za-z0-9]){2,12}?)"
                r"(?:上班|工作|报到|入职)(?=$|[，,。！!；;\s~～]|了|啦|啊|呀|哈)(?!的话)"
                r"(?![^。！!\n]*(?:[？?]|吗|要不要|好不好|行不行|还是))"), "works_at", "fact"),
)  # fmt: skip

__all__ = ["STARTS_AHEAD_RULES"]
