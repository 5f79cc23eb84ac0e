"""The slot rules for the speaker's relationship status, as people say it and say it changed: "I'm single", "I got
engaged to Sam!", "we're getting married in June", "We got married last weekend", "I'm divorced"; 我还是单身, 我们
订婚了, 我结婚了, 我结婚三年了, 我离婚了. One slot (``marital_status``) holding one word however it is said (single,
engaged, married, separated, divorced, widowed; 结婚 and "married" are one; "we're getting divorced", 我们分居了 are separated; a wedding ahead, 我们要结婚了 as "we're getting married", engaged), so a later status supersedes the one before (kept
as history) and the same said again is no change.

Not a status: someone else's ("my sister got married"), one wished for or talked about ("when I got married", "if we
get married", 等我结婚, 我们要结婚了吗), or another sense of the word ("engaged in a discussion", "single-handedly", "a
single room", 单身公寓).
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _ZH_GOES_ON

_I = re.IGNORECASE

# not a status one will have or had at a time one names ("when I got married", "before we got engaged")
_EN_NOT_THEN = "".join(
    f"(?<!\\b{word}\\s)"
    for word in ("when", "if", "before", "after", "once", "until", "till", "unless", "whether")
)
_EN_BY = r"(?:(?:now|still|happily|newly|officially|recently|finally|just|also)\s+){0,2}"
# where a status ends: a clause's end or what is said of it ("engaged to Sam", "married for ten years", "married with
# two kids"); never "engaged in a discussion", "single-handedly", "a single room"
_EN_ENDS = (
    r"(?![\w-])(?=\s*(?:$|[.,;:!?)]|[-–—]\s)|\s+(?:now|again|and|but|so|btw|lol|too|actually|at\s+the\s+moment|right\s+now|"
    r"these\s+days|since|for|to|with|last|this|on|in\s+(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december|\d{4})|yesterday|today|recently|a\s+(?:few|couple))\b)"
)
_EN_AM = r"\b(?:i(?:['’]m|\s+am)|we(?:['’]re|\s+are))\s+"
_EN_GOT = (
    r"\b(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+|officially\s+)?(?:got|gotten)\s+"
)

_ZH_WHEN = r"(?:现在|目前|还是|一直|已经|刚刚?|终于|也|上个月|上周|去年|今年|前年|昨天|前天|今天)*"
_ZH_ENDS = r"(?=$|[，,。！!？?；;\s~～]|了|啦|呢|啊|哦|呀|中|狗|汉)"
# a day ahead a wedding is on: 下个月, 明年五月, 今年十月份, 年底, 国庆, 6月18号
_ZH_NUM = r"[一二三四五六七八九十\d]{1,3}"
_ZH_AHEAD = (
    rf"(?:下个?月|下周[一二三四五六日天末]?|下星期[一二三四五六日天]?|明年(?:{_ZH_NUM}月份?)?|今年(?:{_ZH_NUM}月份?|年底)|年底|"
    rf"(?:今年|明年)?(?:国庆|五一|春节|元旦)|{_ZH_NUM}月份?(?:{_ZH_NUM}[号日])?|这个?月{_ZH_NUM}[号日])"
)

#: (pattern, attribute, event type), read with the measures (their value is taken as matched).
MARITAL_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm single", "I'm engaged to Sam", "we're happily married", "I'm divorced now"
    (re.compile(_EN_NOT_THEN + _EN_AM + _EN_BY + r"(?P<value>single|engaged|married|divorced|widowed|separated)"
                + r"(?:(?=\s+from\s+(?:my|our)\s+(?:wife|husband|spouse|partner)\b)|" + _EN_ENDS + r")"
                + r"(?!\s+to\s+(?:my|the)\s+(?:job|work|career)\b)", _I),
     "marital_status", "fact"),
    # "I'm a widow", "I'm a widower now": widowed
    (re.compile(_EN_NOT_THEN + _EN_AM + _EN_BY + r"an?\s+(?P<value>widow(?:er)?)" + _EN_ENDS, _I), "marital_status", "fact"),
    # "I got engaged!", "we just got married last weekend", "I got divorced in 2023"
    (re.compile(_EN_NOT_THEN + _EN_GOT + r"(?P<value>engaged|married|divorced)" + _EN_ENDS, _I), "marital_status", "fact"),
    # "we're getting married in June": engaged
    (re.compile(_EN_NOT_THEN + _EN_AM + r"(?P<value>getting\s+married)\b", _I), "marital_status", "fact"),
    # "we're getting divorced", "we're separating": separated (married still, apart)
    (re.compile(_EN_NOT_THEN + _EN_AM + _EN_BY + r"(?P<value>getting\s+(?:a\s+)?divorced?|separating)" + _EN_ENDS, _I), "marital_status", "fact"),
    # 我们分居了, 我和老公在闹离婚, 我们正在办离婚: separated (not 我朋友在闹离婚)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!等)我(?:们)?(?:和|跟)?(?:老公|老婆|丈夫|妻子|爱人)?" + _ZH_WHEN
                + r"(?:正在|在|已经)?(?P<value>分居|闹离婚|办离婚)(?:了|中|呢)?(?=$|[，,。！!？?；;\s~～]|了|啦|呢|啊)"), "marital_status", "fact"),
    # 我单身, 我还是单身, 我是单身狗, 我已婚 (not 单身公寓, 等我单身)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!等)我" + _ZH_WHEN + r"(?:是)?(?P<value>单身|已婚|离异|丧偶)" + _ZH_ENDS), "marital_status", "fact"),
    # ... in a clause going on from the speaker's (我今年34岁，在杭州上班，单身; not 我姐姐34岁，单身: hers)
    (re.compile(_ZH_GOES_ON + r"(?:现在|目前|还是|一直|也)*(?:是)?(?P<value>单身|已婚|离异)(?=$|[，,。！!？?；;\s~～]|了|啦|呢|啊|哦|呀|中|狗)"),
     "marital_status", "fact"),
    # 我们订婚了, 我结婚了, 我们上个月结婚了, 我结婚三年了, 我离婚了, 我和小美结婚了, 我离了婚 (離咗婚 and 同阿明結咗婚 in Cantonese; not 我哥结婚了, 我们要结婚了: below, 我和小美要
    # 结婚了, 我结婚的时候, 我和同事聊结婚了)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!等)我(?:们)?(?:(?:和|跟|同(?![事学意样时]))(?:(?![聊说谈提讲商讨问要想打准会快没不还])[^，。！？；,.!?;\s]){1,6}?)?"
                + _ZH_WHEN + r"(?P<value>[结订离]了?婚)"
                r"(?:(?<=了婚)(?!的)|(?:(?:已经|都)?[一二两三四五六七八九十几半\d]+(?:多)?(?:个月|年)(?:多)?)?了)"), "marital_status", "fact"),
    # a wedding on a day ahead, as "we're getting married in June" (engaged): 我们下个月结婚, 我明年五月结婚, 我们打算十月份
    # 办婚礼 (not 我们什么时候结婚, 如果我们明年结婚, 我们下个月结婚吗)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!等)我(?:们)?(?:俩)?(?:打算|准备|计划|定了|决定)?"
                r"(?P<value>" + _ZH_AHEAD + r"(?:就|要)?(?:结婚|办婚礼|摆酒))(?!吗|了吗|呢|没|[?？]|的(?:时候|话))"), "marital_status", "fact"),
    # ... or soon, as "we're getting married" is: 我们要结婚了, 我快结婚了, 我们马上就要结婚了 (not 我们要结婚了吗, 我哥要结婚了)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!等)我(?:们)?(?:俩)?(?P<value>(?:马上)?(?:就要|快要|要|快)结婚)了(?!吗|呢|没|[?？])"),
     "marital_status", "fact"),
)  # fmt: skip

_STATUS = {
    "single": "single", "单身": "single", "engaged": "engaged", "订婚": "engaged", "getting married": "engaged",
    "married": "married", "结婚": "married", "已婚": "married", "divorced": "divorced", "离婚": "divorced",
    "离异": "divorced", "widowed": "widowed", "widow": "widowed", "widower": "widowed", "丧偶": "widowed", "separated": "separated", "getting divorced": "separated",
    "getting a divorce": "separated", "separating": "separated", "分居": "separated", "闹离婚": "separated",
    "办离婚": "separated", "结了婚": "married", "订了婚": "engaged", "离了婚": "divorced",
}  # fmt: skip


def marital_value(said: str) -> str:
    """The status a rule above read, one word however it was said (结婚 -> "married", "getting married" and a
    wedding on a day ahead, 下个月结婚, -> "engaged")."""
    key = re.sub(r"\s+", " ", said.strip().lower())
    if key.endswith(("结婚", "办婚礼", "摆酒")) and key not in _STATUS:
        return "engaged"  # 下个月结婚: a wedding ahead
    return _STATUS.get(key, key)


__all__ = ["MARITAL_RULES", "marital_value"]
