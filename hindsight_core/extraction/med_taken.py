"""A medication one takes, said with no dose: started ("I started metformin last week", "my GP put me on
lisinopril", 我开始吃二甲双胍了, 医生给我开了阿托伐他汀) or taken ("I'm on metformin now", "I've been taking sertraline
for a year", 我在吃二甲双胍, 我一直在吃降压药, 我吃的药是二甲双胍).

Its slot is the one a dose fills (``dose_metformin``), its value the medication's name, as a switch with no dose
has it (:mod:`~.measures`): a later dose ("my doctor upped it to 1000mg") is a change of it, and a stop ("I came off
metformin", 我停了二甲双胍) ends it. These rules come after the dose rules, so a dose said beside the name ("I'm on
metformin 500mg") is the value. A medication only asked about ("is metformin safe?"), thought of ("should I start
metformin?", 我要不要吃二甲双胍), taken before ("I was on sertraline years ago", 以前我在吃舍曲林) or by someone else
("my dad takes metformin", 我爸在吃二甲双胍) fills none; nor what is no medication ("I'm on the train", 我在吃冰淇淋).

    >>> [(a, p.search(s)["value"]) for s in ("I'm on metformin now", "我开始吃二甲双胍了")
    ...  for p, a, _ in MED_TAKEN_RULES if p.search(s)]
    [('dose_{slot}', 'metformin'), ('dose_{slot}', '二甲双胍')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.measures import _EN_DRUG_STEM, _ZH_MED, _ZH_NOT_FOOD

_I = re.IGNORECASE

# a medication named as a drug is (its stem: metformin, lisinopril, sertraline) or a vitamin; not a food, a train, a
# pram (the stem of citalopram)
_EN_DRUG = (
    r"(?:the\s+|my\s+)?(?!prams?\b)(?P<value>(?P<slot>vitamin\s+[a-z]\d{0,2}|[a-z-]*(?:"
    + _EN_DRUG_STEM
    + r")))\b"
    # (a talk or a study of it names none taken: "I started the statin conversation with my dad")
    r"(?!\s+(?:conversation|talk|discussion|debate|trial|study|research|article|podcast|book|video|thread|argument)s?\b)"
)
# a condition the clause is said under, or a question: nothing taken ("if I'm on metformin", "when I started ...")
_NOT_IF = r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bonce\s)(?<!\bbefore\s)(?<!\bafter\s)(?<!\bsince\s)(?<!\bwhether\s)"
_NOW = r"(?:now\s+|currently\s+|still\s+|also\s+|back\s+|just\s+|finally\s+|recently\s+)*"
# a food whose name ends as a medicine's does (冰淇淋), and what is said of one thought of (要不要吃, 想吃)
_ZH_NOT_MED = _ZH_NOT_FOOD + r"(?![\u4e00-\u9fff]{0,4}?(?:淇淋|激凌|素食|零食|甜食|辣条))"

MED_TAKEN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # taken now: "I'm on metformin now", "I'm taking atorvastatin for my cholesterol", "I've been on sertraline for a
    # year", "I'm back on lisinopril", "I take levothyroxine"
    (re.compile(_NOT_IF + r"\bi(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)\s+" + _NOW + r"(?:on|taking)\s+" + _EN_DRUG, _I),
     "dose_{slot}", "fact"),
    (re.compile(_NOT_IF + r"\bi\s+" + _NOW + r"take\s+" + _EN_DRUG, _I), "dose_{slot}", "fact"),
    # started: "I started metformin last week", "I've just started on lisinopril", "started taking sertraline" (the
    # speaker left out, first in the turn)
    (re.compile(r"(?:" + _NOT_IF + r"\bi(?:'ve|’ve|\s+have)?\s+|^\s*)" + _NOW + r"(?:started|began|begun)\s+(?:on\s+|taking\s+)?"
                + _EN_DRUG, _I), "dose_{slot}", "fact"),
    # put on it: "my GP put me on lisinopril", "Doc started me on metformin", "the doctor prescribed me sertraline"
    (re.compile(r"\b(?:dr\.?\s+[a-z]+|doc|doctor|gp|psychiatrist|consultant|specialist|cardiologist|endo(?:crinologist)?|"
                r"nurse|they|she|he)\s+(?:has\s+|just\s+)*(?:put|started|prescribed)\s+me\s+(?:on\s+)?" + _EN_DRUG, _I),
     "dose_{slot}", "fact"),
    # 我开始吃二甲双胍了, 我又开始吃舍曲林了, 上周开始吃二甲双胍, 我在吃二甲双胍, 我现在吃舍曲林, 我一直在吃降压药, 我每天早上吃优甲乐, 我也在服用阿司匹林
    (re.compile(r"(?:^|(?<=[我，,。！!；;\s]))(?:(?:现在|目前|最近|一直|也|还|上周|上个月|前几天|今天|昨天|这周|刚|刚刚|已经|又|重新)*(?:在|开始|正在)"
                r"|(?:现在|目前|一直|每天|每晚|每早|早上|晚上)+(?:都|也|要)?)(?:吃|服用?|打)(?:上)?" + _ZH_NOT_MED + r"(?P<value>" + _ZH_MED + r")(?=$|[了，,。！!；;\s])"),
     "dose_{slot}", "fact"),
    # said as the one taken: 我吃的药是二甲双胍, 我现在吃的降压药是缬沙坦, 我每天吃的是优甲乐 (not 我爸吃的药是…, 以前我吃的药是…,
    # 如果我吃的药是…, 我吃的药是二甲双胍吗: his, before, supposed, asked; nor 我吃的是火锅: no medicine, 我吃的是半片: how much)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!以前)(?<!之前)(?<!当时)(?<!那时)我"
                r"(?:现在|目前|平时|平常|每天|每晚|一直|最近|长期)*(?:在)?(?:吃|服用?)的(?:[\u4e00-\u9fff]{0,3}药)?(?:是|叫)"
                + _ZH_NOT_MED + r"(?![一二两三四五六七八九十半几\d]+[片粒颗])(?P<value>" + _ZH_MED + r")(?=$|[了，,。！!；;\s])(?![^。！？\n]*[吗？?])"),
     "dose_{slot}", "fact"),
    # 医生给我开了阿托伐他汀, 医生让我吃二甲双胍
    (re.compile(r"(?:医生|大夫|医院)(?:给我|帮我)(?:开了|换了|加了)" + _ZH_NOT_MED + r"(?P<value>" + _ZH_MED + r")(?=$|[了，,。！!；;\s])"),
     "dose_{slot}", "fact"),
)  # fmt: skip

__all__ = ["MED_TAKEN_RULES"]
