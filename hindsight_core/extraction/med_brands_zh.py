"""Medicines Chinese speakers name by their brand (优甲乐 for levothyroxine, 立普妥 for atorvastatin, 络活喜 for
amlodipine), which no drug's ending (双胍, 他汀, 沙坦, 片) tells: read as a medication taken (我在吃优甲乐) as the
generic name is (:mod:`~.med_taken`, :mod:`~.measures`).

    >>> import re
    >>> [bool(re.fullmatch(ZH_MED_BRANDS, w)) for w in ("优甲乐", "司美格鲁肽", "可乐")]
    [True, True, False]
"""

from __future__ import annotations

#: The brands, as an alternation (longest first where one opens another); and a name ending as a peptide drug does
#: (司美格鲁肽, 利拉鲁肽).
ZH_MED_BRANDS = (
    r"(?:优甲乐|雷替斯|立普妥|可定(?=片)|拜新同|络活喜|波立维|拜阿司匹灵|格华止|来得时|诺和锐|诺和灵|诺和龙|诺和泰|安博维|"
    r"倍他乐克|康忻|泰诺|芬必得|百忧解|左洛复|来士普|思瑞康|再普乐|优思明|妈富隆|达英-?35|开瑞坦|仙特明|顺尔宁|舒利迭|信必可|"
    r"善存|钙尔奇|耐信|吗丁啉|思密达|易蒙停|保法止|扶他林|拜糖平|捷诺维|欧唐宁|安达唐|依折麦布|[\u4e00-\u9fff]{2,5}鲁肽)"
)

__all__ = ["ZH_MED_BRANDS"]
