"""The slot rules of the school one goes to, said as students say it: "I'm a junior at Stanford", "I'm a PhD student
at ETH Zurich", "I'm studying at the University of Toronto", "I go to Ohio State University", "I attend NYU", "I
transferred to Boston College", "I started grad school at UCLA"; 我在复旦读大三, 我在浙大读研, 我在北大读书, 我是北大的学生,
我是清华的研究生, 我唸台大 (as Taiwan says it), 我转学到了浙大.

Each is the ``school`` slot, one value at a time, as "my school is UCLA" (我的学校是复旦) fills it: a transfer
supersedes the one before and "where do I go to school?" / 我在哪上学 brings the newest. A school is said by a name
that reads as one: after a word that says the speaker is a student there ("a junior at", 读大三, 的学生) any name is;
after a verb one does elsewhere too ("I study at", "I go to", 我念) only one naming a school ("... University",
"... College", an acronym, 大学, 学院, 北大). Someone else's ("my daughter is a junior at Stanford", 我女儿在北大读书),
a time before ("I was a student at UCLA", 我以前在北大读书), a wish or a place that is no school ("I'm studying at
Starbucks", 我在图书馆读书, 我在美国读研: a country) fills none.

    >>> [bool(re.fullmatch(EN_SCHOOL_NAME, n)) for n in ("Ohio State University", "NYU", "Starbucks", "the library")]
    [True, True, False, False]
    >>> [bool(re.fullmatch(ZH_SCHOOL_NAME, n)) for n in ("北大", "复旦大学", "浙大", "图书馆", "美国")]
    [True, True, True, False, False]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER

_I = re.IGNORECASE

# where a name said in English ends: the clause's end or a word that goes on ("at UCLA and I love it", "at MIT now")
_EN_END = (
    r"(?=\s*(?:$|[,.;:!?)\n]|\s(?:and|but|so|because|since|now|this|next|last|for|with|in|on|as|where|which|who|"
    r"while|though|although|right|currently|studying|majoring|doing)\b))"
)
# a name as written: words with a capital (and "of", "at", "&" between: "University of California at Berkeley")
_EN_NAME = r"(?-i:(?:the\s+)?[A-Z][\w'’.&-]*(?:\s+(?:of|at|for|and|&|de|in|the)\s+[A-Z][\w'’.&-]*|\s+[A-Z][\w'’.&-]*){0,5})"
#: A name that says it is a school ("Ohio State University", "the University of Toronto", "Boston College", "Lincoln
#: High School", "Imperial College London"), or an acronym of capitals (MIT, UCLA, NYU, ETH, KAIST).
EN_SCHOOL_NAME = (
    r"(?-i:(?:the\s+)?(?:[A-Z][\w'’.&-]*\s+){0,4}(?:University|College|School|Institute|Academy|Polytechnic|Conservatory|"
    r"Uni|High|Seminary)(?:\s+(?:of|at|for|in)\s+[A-Z][\w'’.&-]*(?:\s+[A-Z][\w'’.&-]*){0,3}|\s+[A-Z][\w'’.&-]*){0,3}"
    r"|[A-Z]{2,6}(?:\s+[A-Z][a-z]+)?)"
)
# a student of the school, the word before "at" ("a junior at", "a PhD student at", "in my second year at")
_EN_STUDENT = (
    r"(?:an?\s+)?(?:(?:first|second|third|fourth|final|1st|2nd|3rd|4th)[- ]year\s+)?(?:(?:international|exchange|"
    r"transfer|grad(?:uate)?|undergrad(?:uate)?|phd|ph\.d\.?|doctoral|master['’]?s|masters|mba|law|med(?:ical)?|"
    r"nursing|part[- ]time|full[- ]time|mature|visiting)\s+)*(?:student|freshman|sophomore|junior|senior|undergrad|"
    r"fresher|postgrad|phd\s+candidate|doctoral\s+candidate|grad\s+student)"
    r"|in\s+my\s+(?:first|second|third|fourth|final|last|1st|2nd|3rd|4th)\s+year"
    r"|(?:enrolled|majoring\s+in\s+[\w&'’-]+(?:\s+[\w&'’-]+){0,2})"
)
_EN_NOW = r"(?:(?:now|currently|still|actually|officially|finally|just)\s+)?"

# A school named in Chinese: its name ending as a school's does (复旦大学, 浙江大学, 外国语学院, 人大附中, 北京四中), or a
# short name (北大, 浙大, 台大, 港大: a place and 大), or one of those said with no such ending
_ZH_SCHOOLS = "清华 复旦 同济 南开 北航 北邮 北理工 哈工大 华科 中科大 中科院 交大 人大 师大 北师大 川大 武大 厦大 中大 港大 台大 科大 浙大 北大"
#: A school said in Chinese (not 图书馆, 美国, 家: where one reads, not the school).
ZH_SCHOOL_NAME = (
    r"(?:(?:(?![的所家个这那某])[\u4e00-\u9fffA-Za-z]){1,10}?(?:大学|学院|学校|中学|高中|初中|小学|附中|[一二三四五六七八九十]+中|"
    r"职高|技校|研究生院|商学院|研究院)"
    r"|[\u4e00-\u9fff]{0,3}(?:" + "|".join(_ZH_SCHOOLS.split()) + r")"
    # (a place and 大, as 川大 or 武大 is said; not a word ending in 大: 老大, 伟大, 太大)
    r"|(?![老伟强很太最长放巨庞高重广扩宏盛多更好特超较挺蛮真这那自远])[\u4e00-\u9fff]{1,2}大(?=读|念|上|的|$))"
)
# not a time before, a wish or a time to come: 以前, 之前, 曾经, 当年, 等我, 如果, 想, 打算
_ZH_NOT_THEN = "".join(
    f"(?<!{word})" for word in ("以前", "之前", "曾经", "当年", "那时", "等", "如果", "要是", "假如")
)
# (仲 is Cantonese for 还: 我仲喺理大讀緊書)
_ZH_NOW = r"(?:现在|目前|正|还|仲|已经|今年|也|都)*"
# a school by its initials, as said inside Chinese (我在UCL读master, 我在NYU读MBA; not a country or a city: US, UK, HK)
_ACRONYM = r"(?!(?:US|UK|HK|SG|NY|LA|SF|NZ|AU|CA|EU|USA)(?![A-Z]))[A-Z]{2,6}(?![A-Za-z])"
# a year or level of school: 大三, 研一, 博士, 本科, 高中
_ZH_LEVEL = (
    r"大[一二三四]|研[一二三]?|博[一二三]?|研究生|本科|硕士|博士|大学|高[一二三]|初[一二三]|中学|高中|初中|预科"
    # as said in English inside Chinese (我在伦敦读master, 我在NYU读MBA, 在帝国理工读PhD)
    r"|(?<![A-Za-z])(?:[Mm]asters?|[Mm]aster['’]s|MBA|mba|[Pp]h\.?[Dd]|MSc|MPhil|[Bb]achelor|[Uu]ndergrad)(?![A-Za-z])"
)
# being a student there: 读大三, 读研, 读博, 读研究生, 读本科, 读书, 上学, 念书, 上大二, 读高一; in Cantonese 讀緊書 (紧: doing now)
_ZH_STUDYING = r"(?:读|念|上)紧?(?:" + _ZH_LEVEL + r"|书)|上学|读博士后|做博士后"
# being a student now, no school named: 我在读研, 我还在读书, 我在上大学, 讀緊書, 我仲讀緊大學 (not 我在读书: reading, or
# studying, Mandarin does not say which; nor 我睇緊書, 我在上学的路上)
_ZH_STUDENT = re.compile(
    r"(?:在(?:读|念|上)(?:"
    + _ZH_LEVEL
    # (or in a place that is no school's name: 在伦敦读master, 在美国读研)
    + r")|在(?!家|图书馆|宿舍|自习室|咖啡馆|星巴克)[^，。！？；,.!?;\s]{1,10}?(?:读|念)(?:"
    + _ZH_LEVEL
    + r")|(?:读|念)紧(?:"
    + _ZH_LEVEL
    + r"|书)|(?:还|仲|仍然|依然)在(?:读|念)书|在上学)"
)

SCHOOL_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm a junior at Stanford", "I'm a PhD student at ETH Zurich", "I'm in my second year at Leeds", "I'm enrolled at
    # UCLA" (not "I was a student at UCLA": a time before; nor "my son is a junior at Stanford")
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)\s+" + _EN_NOW + r"(?:" + _EN_STUDENT + r")\s+at\s+(?P<value>" + _EN_NAME + r")"
                + _EN_END, _I), "school", "fact"),
    # "I study at the University of Toronto", "I'm studying at MIT", "I go to Ohio State University", "I attend NYU",
    # "I transferred to Boston College" (a school's name only: not "I study at Starbucks", "I go to IKEA")
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am|['’]ve|\s+have)?\s+" + _EN_NOW + r"(?:study|studying|go|going|attend|attending|"
                r"transferred|transferring)\s+(?:at|to)?\s*(?P<value>" + EN_SCHOOL_NAME + r")" + _EN_END, _I), "school", "fact"),
    # "I study computer science at MIT", "I'm majoring in econ at Stanford", "I'm a CS major at UCLA", "I'm doing a
    # master's in data science at Imperial" (what one studies, then where: a school whatever its name)
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)?\s+" + _EN_NOW + r"(?:study|studying|(?:double[- ])?major(?:ing)?\s+in|doing\s+(?:a|an|my)\s+"
                r"[\w'’.-]+(?:\s+degree)?\s+in)\s+(?!(?:at|hard|abroad|online|late|all)\b)[\w&'’-]+(?:\s+[\w&'’-]+){0,3}?"
                r"\s+at\s+(?P<value>" + _EN_NAME + r")" + _EN_END, _I), "school", "fact"),
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)\s+" + _EN_NOW + r"an?\s+(?!(?:huge|big|major|total)\b)[\w&'’-]+(?:\s+[\w&'’-]+){0,2}?"
                r"\s+major\s+at\s+(?P<value>" + _EN_NAME + r")" + _EN_END, _I), "school", "fact"),
    # "I started grad school at UCLA", "I just started uni at Leeds", "I'm starting college at NYU"
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am|['’]ve|\s+have)?\s+" + _EN_NOW + r"(?:started|starting|began|begun)\s+"
                r"(?:grad\s+school|graduate\s+school|college|uni|university|law\s+school|med\s+school|my\s+(?:phd|masters?|"
                r"master['’]s|degree|mba))\s+at\s+(?P<value>" + _EN_NAME + r")" + _EN_END, _I), "school", "fact"),
    # 我在复旦读大三, 我在浙大读研, 我现在在北大读书, 我在人大附中上高二 (not 我以前在北大读书, 我女儿在北大读书, 我在图书馆读书)
    (re.compile(_ZH_NOT_THEN + r"我" + _ZH_NOW + r"在(?P<value>" + ZH_SCHOOL_NAME + r"|" + _ACRONYM + r")" + _ZH_NOW + r"(?:" + _ZH_STUDYING + r")"),
     "school", "fact"),
    # a student now, no school named: 我现在在读研, 我还在读书, 讀緊書, 我仲讀緊大學, 我仲喺度讀緊 (the job: :func:`student` reads it 学生)
    (re.compile(_ZH_NOT_THEN + r"(?:^|(?<=[，,。！!；;\s])|我)" + _ZH_NOW + r"(?:在度)?(?P<value>" + _ZH_STUDENT.pattern
                + r")(?=$|[，,。！!；;\s~]|了|啦|呢|啊|喔|，|咋|㗎|啫|喎|架|嘛)"), "job", "fact"),
    # 我是北大的学生, 我是清华的研究生, 我是浙大大三的, 我是复旦的新生
    (re.compile(_ZH_NOT_THEN + r"我" + _ZH_NOW + r"是(?P<value>" + ZH_SCHOOL_NAME + r")的?(?:大[一二三四]|研[一二三])?的?"
                r"(?:学生|研究生|本科生|博士生|硕士生|新生|大[一二三四]学生|大[一二三四]的|留学生|交换生)"), "school", "fact"),
    # 我唸台大, 我念的是台大, 我读的是复旦 (a school's name only: 我念课文 is no school)
    (re.compile(_ZH_NOT_THEN + r"我" + _ZH_NOW + r"(?:唸|念|读)(?:的是)?(?P<value>" + ZH_SCHOOL_NAME + r")(?=$|[，,。！!？?；;\s]|了|啦|呢|啊)"),
     "school", "fact"),
    # 我转学到了浙大, 我转到复旦了 (a school's name only: 我转到销售部了 is no school)
    (re.compile(_ZH_NOT_THEN + r"我" + _ZH_NOW + r"转(?:学)?(?:到|去|进)了?(?P<value>" + ZH_SCHOOL_NAME + r")"), "school", "fact"),
)  # fmt: skip


def student(value: str) -> str | None:
    """学生 where ``value`` says one is studying now (the job read from 我在读研, 讀緊書), else None.

    >>> student("读紧书"), student("在读研"), student("护士")
    ('学生', '学生', None)
    """
    return "学生" if _ZH_STUDENT.fullmatch(value) else None


__all__ = ["EN_SCHOOL_NAME", "SCHOOL_RULES", "ZH_SCHOOL_NAME", "student"]
