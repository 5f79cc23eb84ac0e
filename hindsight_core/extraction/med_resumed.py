"""A medication stopped and taken again, said in one turn: "I stopped the metformin in June but I'm back on it now",
"I came off sertraline last year, back on it since January", "I quit lisinopril for a month and then started it
again", 停了一个月二甲双胍，现在又吃上了, 舍曲林停了两个月，最近又在吃了. The first value said of a slot holds it, so the
stop ("not metformin") held the dose slot and the medication read as stopped; these rules, read before the stop's,
give the slot the medication's name, as "I'm back on metformin" does. A stop with someone else wanting it back ("but my
doctor wants me back on it"), asked of ("should I get back on it?"), or another's ("my dad stopped ...", 我爸停了…)
is no medication taken again.

    >>> [(p.search(s)["slot"], a) for s in ("I stopped the metformin in June but I'm back on it now",
    ...  "停了一个月二甲双胍，现在又吃上了") for p, a, _ in MED_RESUMED_RULES if p.search(s)]
    [('metformin', 'dose_{slot}'), ('二甲双胍', 'dose_{slot}')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.measures import _EN_STOPPED_MED, _EN_STOPS, _ZH_MED, _ZH_NOT_FOOD, ZH_HOW_LONG

_I = re.IGNORECASE

# what is said between the stop and its end: when and how long ("in June", "for a month", "last year"), no one else
# and nothing else ("but my doctor wants me back on it", "and I feel better without it")
_EN_WHEN = (
    r"(?:(?!\b(?:me|my|he|she|they|doctor|but|and|so|though|if|should|would|could|never)\b)[^.!?\n,;]){0,40}?"
)
_EN_AGAIN = (
    r"(?:[,;.]\s*|\s+)(?:(?:but|and|then|now|so|though|since\s+then)\s+)*"
    r"(?:(?:i(?:'m|’m|\s+am)|i(?:'ve|’ve|\s+have)\s+been)\s+)?(?:now\s+)?back\s+on\s+(?:it|them|that)\b"
    r"|(?:[,;.]\s*|\s+)(?:(?:but|and|then|now|so)\s+)*(?:i(?:'ve|’ve|\s+have)?\s+)?(?:just\s+)?"
    r"(?:(?:re)?started\s+(?:it|them|taking\s+(?:it|them))\s+again|restarted\s+(?:it|them)|"
    r"(?:i(?:'m|’m|\s+am)\s+)?(?:taking|on)\s+(?:it|them)\s+again)\b"
    # "... and my doctor put me back on them"
    r"|(?:[,;.]\s*|\s+)(?:(?:but|and|then|now|so)\s+)*(?:my\s+)?(?:doctor|doc|gp|psychiatrist|cardiologist|they|she|he)\s+"
    r"(?:has\s+|just\s+)*(?:put|started)\s+me\s+back\s+on\s+(?:it|them)\b"
)
_NOT_ASKED = r"(?![^.!\n]*\?)"
# ... in Chinese: how long stopped (一个月, 两周, 一阵子), and taken again (又吃上了, 又开始吃了, 又在吃了, 重新吃了)
_ZH_LONG = ZH_HOW_LONG
_ZH_AGAIN = (
    r"(?:了)?[，,。\s]\s*(?:但是?|不过|可是)?(?:我)?(?:现在|最近|这周|上周|这几天|前几天|已经|这个月|上个月)*"
    r"(?:又|重新)(?:开始)?(?:在)?(?:吃上|吃回|吃|服用|用上)(?:了|$|[，,。！!；;\s])(?![^。！\n]*[吗？?])"
)
_ZH_OPENS = r"(?:^|(?<=[我，,。！!；;\s]))(?:上个月|去年|之前|前阵子|前段时间|以前)?"

MED_RESUMED_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # (and a time off it said so: "I was off metformin for two weeks but I'm back on it")
    (re.compile(r"(?:" + _EN_STOPS + r"|(?<!\bif\s)\bi\s+was\s+(?:completely\s+)?off\s+)" + _EN_STOPPED_MED + _EN_WHEN + r"(?:" + _EN_AGAIN + r")" + _NOT_ASKED, _I),
     "dose_{slot}", "fact"),
    # 停了一个月二甲双胍，现在又吃上了, 我停了二甲双胍一个月，现在又开始吃了
    (re.compile(_ZH_OPENS + r"停(?:了|掉了?)?" + _ZH_LONG + r"?(?:的)?" + _ZH_NOT_FOOD + r"(?P<value>" + _ZH_MED + r")"
                + _ZH_LONG + r"?" + _ZH_AGAIN), "dose_{slot}", "fact"),
    # 舍曲林停了两个月，最近又在吃了
    (re.compile(r"(?:^|(?<=[，,。！!；;\s]))" + _ZH_NOT_FOOD + r"(?P<value>" + _ZH_MED + r")(?:我)?停(?:了|掉了?)?" + _ZH_LONG
                + r"?" + _ZH_AGAIN), "dose_{slot}", "fact"),
)  # fmt: skip

__all__ = ["MED_RESUMED_RULES"]
