"""The slot rules of an employer left, said in Chinese: 我不在阿里工作了, 已经不在美团干了, 我已經離開台積電了, 从腾讯离职了,
前两天刚从腾讯离职, 从字节出来了，现在在腾讯. Each ends the employer named (``!works_at``); the speaker is often left out
at a clause's start (not 我朋友离开了腾讯: someone else's). Read by :data:`~.slot_rules.ATTRIBUTE_RULES` in their place
there, after the rules of an employer held now.

    >>> [m["value"] for p, _, _ in ZH_EMPLOYER_LEFT_RULES if (m := p.search("已经不在美团干了"))]
    ['美团']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _I, _ZH_SELF, _ZH_WHEN, _ZH_WORD, ZH_DAYS_BACK

#: (pattern, attribute, event type): an employer the speaker left.
ZH_EMPLOYER_LEFT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"我(?:已经|早就|现在)?(?:不再|不)在(?P<value>[^，。！？不]{1,20}?)(?:工作|上班|任职)"), "!works_at", "fact"),
    # an employer left, the speaker often left out (not 我朋友离开了腾讯): "已经不在美团干了", "从腾讯出来了", "我已經離開台積電了"
    (re.compile(_ZH_SELF + _ZH_WHEN + r"(?:不再|不)在(?P<value>[^，。！？；,.!?;\s不]{1,20}?)(?:干|做|待|上班|工作|任职)了"), "!works_at", "fact"),
    (re.compile(_ZH_SELF + _ZH_WHEN + r"离开了?(?!一|这|那|家|会|下|[两几半\d二三四五六七八九十])(?P<value>" + _ZH_WORD + r"{2,12}?)(?=了|$|[，,。！!？?；;\s])"), "!works_at", "fact"),
    # 从X出来了 leaves a job only with work said beside it (not 从地铁站出来了，马上到)
    (re.compile(_ZH_SELF + _ZH_WHEN + r"从(?P<value>" + _ZH_WORD + r"{2,12}?)(?:离职|辞职|跳槽出来)了"), "!works_at", "fact"),
    # ... or said as just done, with no 了 (前两天刚从腾讯离职, 我已经从阿里辞职; not 我想从腾讯离职: a wish)
    (re.compile(_ZH_SELF + r"(?:" + ZH_DAYS_BACK + r"|上个月|上周|昨天|前天)?(?:刚刚?|已经)从(?P<value>" + _ZH_WORD + r"{2,12}?)(?:离职|辞职)"
                r"(?=$|[，,。！!？?；;\s])"), "!works_at", "fact"),
    (re.compile(_ZH_SELF + _ZH_WHEN + r"从(?P<value>" + _ZH_WORD + r"{2,12}?)出来了(?=[^。！？\n]{0,30}?(?:现在在(?!路上|地铁|外面|车上|楼下)|工作|上班|入职|跳槽|离职|辞职|裸辞|创业|offer|公司))", _I),
     "!works_at", "fact"),
)  # fmt: skip

__all__ = ["ZH_EMPLOYER_LEFT_RULES"]
