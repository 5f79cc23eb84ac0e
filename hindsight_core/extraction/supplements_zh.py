"""Supplements as Chinese speakers name them (维生素D3, 复合维生素, 叶酸, 鱼油, 益生菌, 辅酶Q10, 钙片), which no medicine's
ending tells, read as medications taken are (:mod:`~.measures`, :mod:`~.med_taken`), with the units a supplement is
dosed in (微克, 国际单位, mcg); and one told by its name and dose alone, first in its clause (叶酸0.4毫克, 鱼油两粒,
维生素D3每天2000国际单位), as the answer to what one takes is. A question about it (叶酸0.4毫克够吗？) fills none.

    >>> import re
    >>> [bool(re.fullmatch(ZH_SUPPLEMENTS, w)) for w in ("维生素D3", "叶酸", "鱼油", "鱼", "油条")]
    [True, True, True, False, False]
    >>> [(a, p.search(s)["value"]) for s in ("鱼油两粒",) for p, a, _ in SUPPLEMENT_RULES if p.search(s)]
    [('dose_{slot}', '两粒')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.med_brands_zh import ZH_MED_BRANDS

#: The supplements, as an alternation (a vitamin with its letter and number first: 维生素D3, not 维生素).
ZH_SUPPLEMENTS = (
    r"(?:(?:复合)?维生素(?:[A-Ka-k]\d{0,2}(?![A-Za-z])|[Bb]族)?|叶酸|(?:深海)?鱼油|益生菌|辅酶[Qq]10|蛋白粉|钙片|铁剂|"
    r"葡萄糖胺|氨糖|胶原蛋白|DHA|鱼肝油|螺旋藻|[镁锌铁钙]片)"
)
#: The medicines and supplements named by their name, not their ending: brands (优甲乐), then supplements.
ZH_NAMED_MEDS = ZH_MED_BRANDS + "|" + ZH_SUPPLEMENTS
#: The units a dose is said in, as an alternation (微克 before 克).
ZH_DOSE_UNITS = r"mg|MG|毫克|微克|mcg|μg|µg|ug|克|g|ml|毫升|国际单位|单位|iu|IU"
#: An amount with its unit: 50微克, 0.4毫克, 2000国际单位, 500 mg.
ZH_DOSE_AMOUNT = r"[\d.]+\s?(?:" + ZH_DOSE_UNITS + r")"

_COUNT = r"[\d一二两三四五六七八九十半]+"
_FREQ = r"(?:一天|每天|每日|一日|每晚|每早|早晚)"
_DOSE = r"(?:" + ZH_DOSE_AMOUNT + r"|" + _COUNT + r"(?:片|粒|颗|支|勺))"

SUPPLEMENT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # 叶酸0.4毫克, 鱼油两粒, 鱼油一天两粒, 维生素D3每天2000国际单位 (first in its clause; not 叶酸0.4毫克够吗？)
    (re.compile(r"(?:^|(?<=[，,。！!；;\s]))(?P<slot>" + ZH_SUPPLEMENTS + r")\s*(?:是|吃)?(?P<value>(?:" + _FREQ + r")?" + _DOSE
                + r"(?:[，,]?\s*(?:一天|每天)[\d一二两三]次)?)(?=$|[，,。！!；;\s])(?![^。！!？?]*(?:[？?]|吗|够不够|会不会|是不是|行不行|好不好))"),
     "dose_{slot}", "fact"),
)  # fmt: skip

__all__ = ["SUPPLEMENT_RULES", "ZH_DOSE_AMOUNT", "ZH_DOSE_UNITS", "ZH_NAMED_MEDS", "ZH_SUPPLEMENTS"]
