"""The slot rules of what one studies, said as students say it: "I'm majoring in psychology", "I'm a CS major",
"I switched my major to economics", "I started a PhD in bioinformatics at ETH", "I study computer science at MIT",
我学的是计算机, 我是学医的, 我是计算机专业的, 我在读研，学金融, 我转专业了，现在学金融.

Each is the ``major`` slot, one value at a time, as "my major is psychology" (我的专业是金融) fills it: a switch
supersedes the one before and "what's my major?" / 我读的什么专业 brings the new one. Someone else's ("my roommate is
majoring in chemistry", 我室友学的是法律, 我女儿是学医的), a wish ("I want to major in art", 我想学金融) or a thing
learned that is no field of study ("I'm studying hard at UCLA", 我学的是吉他 said with no school) fills none.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER, ZH_SPEAKER_NOW

_I = re.IGNORECASE

# how one studies, said after the field ("data science part time", "nursing remotely", "law at night")
_HOW_STUDIED = r"part[- ]time|full[- ]time|online|remotely|virtually|at\s+night|evenings|nights|on\s+weekends"
# a field of study said in English, up to where the clause goes on ("psychology at UCLA", "economics, and I love it")
_EN_FIELD = (
    r"(?!(?:the|a|an|my|it|that|this|something|stuff|hard|abroad|online|remotely|late|early|all|full[- ]time|part[- ]time|"
    r"for|with|at|from|to|every|each|most|some|daily|nightly|together|alone|mostly|usually|best|better|there|here|"
    r"on|in|after|before|during|when|while)\b)"
    r"(?P<value>[\w&'’-]+(?:\s+(?!(?:at|in|and|but|so|because|since|now|this|next|last|for|with|from|to|or|"
    + _HOW_STUDIED
    + r")\b)[\w&'’-]+){0,3})"
    r"(?=\s*(?:$|[,.;:!?)]|\s(?:at|in|and|but|so|because|since|now|this|next|last|for|with|from|to|or|"
    + _HOW_STUDIED
    + r")\b))"
)
# a degree one is doing ("a PhD", "a master's", "my bachelor's", "an MBA", "a degree")
_EN_DEGREE = (
    r"(?:a|an|my)\s+(?:(?:second|new|online|part[- ]time)\s+)?(?:master['’]?s|masters|ph\.?\s?d\.?|doctorate|"
    r"bachelor['’]?s|undergrad(?:uate)?|b\.?sc?|m\.?sc?|m\.?a\.?|b\.?a\.?|mba|degree|diploma)(?:\s+degree)?"
)
# a field of study said in Chinese, up to 专业, 的 or where the clause ends
_ZH_FIELD = r"(?P<value>[^，。！？；,.!?;\s\n的了呢吧啊]{1,8}?)"
_ZH_END = r"(?:专业)?(?:的|了|啦)?(?=$|[，,。！!？?；;\s])"
# being at university now, said beside the field (在读研, 读博, 大三, 本科): 学 then names a major, not a hobby
_ZH_AT_SCHOOL = (
    r"(?:读研|读博|读研究生|读本科|读大学|上大学|念大学|本科|硕士|博士|研究生|大学|大[一二三四]|研[一二三])"
)

MAJOR_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm majoring in psychology", "I major in econ", "I'm now double majoring in math"
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)?\s+(?:now\s+|currently\s+|still\s+)?(?:double[- ])?major(?:ing)?\s+in\s+"
                + _EN_FIELD, _I), "major", "fact"),
    # "I switched my major to economics", "changed majors from bio to chem" (the speaker left out at its start)
    (re.compile(r"(?:" + EN_SPEAKER + r"(?:['’]ve|\s+have)?\s+|^\s*)(?:just\s+|finally\s+|officially\s+)?(?:switched|changed)\s+"
                r"(?:my\s+major|majors)\s+(?:from\s+[^,.;:!?\n]{1,30}?\s+)?to\s+" + _EN_FIELD, _I), "major", "fact"),
    # "I'm a CS major", "I'm a computer science major at UCLA" (not "I'm a major fan")
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)\s+(?:now\s+|currently\s+)?an?\s+(?!(?:huge|big|major|total)\b)"
                r"(?P<value>[\w&'’-]+(?:\s+[\w&'’-]+){0,2}?)\s+major(?=\s*(?:$|[,.;:!?)]|\s(?:at|and|but|so|now)\b))", _I),
     "major", "fact"),
    # "I'm doing a master's in data science", "I started a PhD in bioinformatics at ETH"
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am|['’]ve|\s+have)?\s+(?:now\s+|currently\s+|just\s+|finally\s+)?"
                r"(?:doing|pursuing|getting|started|starting|began|begun)\s+" + _EN_DEGREE + r"\s+in\s+" + _EN_FIELD, _I),
     "major", "fact"),
    # "I study computer science at MIT", "I'm studying law at Harvard": a school named after it
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)?\s+(?:now\s+|currently\s+)?(?:study|studying)\s+" + _EN_FIELD
                + r"(?=\s+at\s+(?-i:[A-Z]))", _I), "major", "fact"),
    # 我学的是计算机, 我现在学的是金融专业, 我读的是计算机专业, 我是计算机专业的, 我是学医的, 我读计算机专业
    (re.compile(ZH_SPEAKER_NOW + r"(?:学|读|念)的是" + _ZH_FIELD + r"专业"), "major", "fact"),
    (re.compile(ZH_SPEAKER_NOW + r"(?:是|读|念|学)" + _ZH_FIELD + r"专业" + _ZH_END), "major", "fact"),
    # (学生会, 学霸, 学姐, 学校的老师, 学院的辅导员 are no field)
    (re.compile(ZH_SPEAKER_NOW + r"是学(?![生霸渣姐长妹弟者校院堂期年])" + _ZH_FIELD + r"的"), "major", "fact"),
    # ... said beside being at university (我在读研，学计算机; 我在北大读研究生，学的是金融; 我是北大的研究生，学计算机; 我大三，学法律;
    # not 我是大三学生: 学生 whole, no field 生; 我大三学生物 the field 生物; 我在大学读书: 读书 is being a student)
    (re.compile(r"我(?:现在|目前|正|还)?(?:(?:在|是)[^，。！？；,.!?;\s\n我他她]{0,6}?)?" + _ZH_AT_SCHOOL + r"(?:学生|生)?了?[，,\s]*(?:现在)?(?:学|读|念)(?:的是)?"
                + r"(?!(?:生|书)" + _ZH_END + r")" + _ZH_FIELD + _ZH_END),
     "major", "fact"),
    (re.compile(ZH_SPEAKER_NOW + r"(?:学|读|念)的是" + _ZH_FIELD + _ZH_END + r"(?=[^\n]{0,20}?" + _ZH_AT_SCHOOL + r")"),
     "major", "fact"),
    # a switch: 我转专业了，现在学金融; 我转到了金融专业; 我转去金融专业了; 转专业到金融了
    (re.compile(r"(?:我|^)(?:现在|已经|终于)*转专业了?[，,\s]*(?:现在|目前)?(?:学|读|念)(?:的是)?" + _ZH_FIELD + _ZH_END), "major", "fact"),
    (re.compile(r"(?:我|^)(?:已经|终于)?转(?:到|去|进)了?" + _ZH_FIELD + r"专业"), "major", "fact"),
    (re.compile(r"(?:我|^)(?:已经|终于)?转专业(?:到|去)了?" + _ZH_FIELD + _ZH_END), "major", "fact"),
    # ... said of the major: 我专业换成了计算机, 我的专业改成金融了 (not 我妹妹专业换成了…: hers)
    (re.compile(r"(?:我|^)(?:的)?专业(?:已经|也)?(?:换成|改成|转成|换到|转到)了?" + _ZH_FIELD + _ZH_END), "major", "fact"),
)  # fmt: skip


__all__ = ["MAJOR_RULES"]
