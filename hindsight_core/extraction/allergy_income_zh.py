"""Chinese rules of an allergy and of what one earns, read in :data:`~.slot_rules.ATTRIBUTE_RULES` where they stood
(moved out of it whole: ``slot_rules.py`` was near 600 lines). An allergy said with 对 (我对青霉素过敏), by what eating
or touching the allergen does (我吃海鲜会过敏, 我一吃芒果就过敏), the allergen before 过敏 (我海鲜过敏) or 敏感 as Taiwan
and Hong Kong say it (我對花生敏感); a pay said per month or year (我月薪两万五, 我一个月挣八千), or raised (涨薪了，现在一个月
两万五), not one of a time gone (去年我月薪两万).
"""

from __future__ import annotations

import re

from hindsight_core.extraction.allergy_jokes import ZH_ALLERGEN, ZH_ALLERGEN_WORD, ZH_ALLERGIC_TO
from hindsight_core.extraction.slot_patterns import _ZH_MONEY, _ZH_START

#: How much, since when or how sure one is allergic, said between the allergen and 过敏 (我对青霉素特别过敏, 我对头孢也过敏,
#: 我对海鲜已经不过敏了): no part of the allergen (read by slot_rules' allergy no longer held too)
ZH_HOW_ALLERGIC = (
    r"(?:也|都|还|还是|又|一直|已经|现在|从小|有点|有些|有一点|一点|特别|非常|很|挺|蛮|比较|严重|轻微|轻度|稍微|超级?|极其|十分|"
    r"真的|好像|可能|应该|其实|本来|原来|根本|并|完全|会)*"
)
#: A value said of a year or a month gone (去年我月薪两万, 上个月我工资才八千, 去年我的月薪是两万): what held then
ZH_NOT_A_YEAR_GONE = r"(?<!去年)(?<!前年)(?<!上个月)(?<!上月)(?<!那年)(?<!去年\s)(?<!前年\s)(?<!上个月\s)"

#: (pattern, attribute, event type): an allergy said in Chinese.
ZH_ALLERGY_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (
        re.compile(ZH_ALLERGIC_TO + r"(?P<value>[^，。！？]{1,20}?)" + ZH_HOW_ALLERGIC + r"过敏"),
        "allergic_to",
        "fact",
    ),
    # ... said by what eating or touching it does (我吃海鲜会过敏, 我一吃芒果就过敏, 我食花生會敏感; not 我吃海鲜不会过敏, a
    # question, 如果…, 我吃什么都过敏, 我吃饭会过敏: no allergen), or the allergen before 过敏 with no 对 (我海鲜过敏; not 我皮肤过敏, 我最近过敏: no allergen)
    (
        re.compile(
            r"(?<!如果)(?<!要是)(?<!假如)我(?:其实|也|从小|一直|现在|每次)*一?(?:吃|喝|食|碰|摸|接触|闻)(?:了|到)?"
            r"(?!什么|啥|东西|完|饭|这|那)(?P<value>(?:(?![不没了])[^，。！？,.!?\s]){1,8}?)(?:就|会|也会|都会|也|都)*"
            + ZH_HOW_ALLERGIC
            + r"过敏(?![吗么嘛])"
        ),
        "allergic_to",
        "fact",
    ),
    (
        re.compile(
            r"(?<!如果)(?<!要是)(?<!假如)我(?:其实|也|从小|一直|现在)*(?:吃|喝|食|碰|摸|接触|闻)?(?:了|到)?(?P<value>"
            + ZH_ALLERGEN_WORD
            + r")(?:就|会|也会|都会|也|都)*"
            + ZH_HOW_ALLERGIC
            + r"(?:过敏|敏感)(?![吗么嘛])"
        ),
        "allergic_to",
        "fact",
    ),
    # 敏感 said of an allergen, as Taiwan and Hong Kong say allergic (我對花生敏感, 我对猫毛有点敏感; not 我对声音很敏感)
    (
        re.compile(ZH_ALLERGIC_TO + r"(?P<value>" + ZH_ALLERGEN + r")" + ZH_HOW_ALLERGIC + r"敏感"),
        "allergic_to",
        "fact",
    ),
)

#: (pattern, attribute, event type): what one earns, said in Chinese.
ZH_INCOME_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # what one earns ("工资一个月一万八", "我月薪两万五", "涨薪了，现在一个月两万五", 给我调薪了 现在4万2, 我涨薪到两万了,
    # "我一个月挣八千", 我每个月工资两万五, 我税后月薪两万, 我的月收入是两万, 我一个月到手两万); not 我老公工资…
    (
        re.compile(
            ZH_NOT_A_YEAR_GONE
            + r"(?:我的?|"
            + _ZH_START
            + r")(?:现在|目前|而家)?(?:的)?(?:一个月|每个月|每月|一年|每年)?(?:的)?(?:税前|税后)?"
            r"(?:工资|月薪|年薪|薪水|薪资|[月年]?收入|人工|底薪)(?:现在|目前|而家)?"
            r"(?:是|有|到手|涨到了?|加到了?|变成了?|变成)?(?:一个月|每个月|每月|一年|税前|税后)?(?:到手)?(?:大概|差不多|大约|才|只有)?"
            + _ZH_MONEY
        ),
        "income",
        "fact",
    ),
    (
        re.compile(
            r"(?:我|"
            + _ZH_START
            + r")(?:另外|而且|还有|对了|然后|哦|噢)?(?:我)?(?:也|终于|刚刚?)?(?:给我)?(?:涨薪|涨工资|加薪|调薪|涨人工|加人工)(?:了|到了?)?[，,]?\s*(?:现在|目前|而家)?(?:是|有)?"
            r"(?:一个月|每个月|每月|月薪|年薪|一年)?" + _ZH_MONEY
        ),
        "income",
        "fact",
    ),
    (
        re.compile(
            ZH_NOT_A_YEAR_GONE
            + r"我(?:现在|目前|而家)?(?:一个月|每个月|每月|一年)(?:税前|税后)?(?:能)?(?:赚|挣|拿|收入|到手)(?:大概|差不多|大约)?"
            + _ZH_MONEY
        ),
        "income",
        "fact",
    ),
)

__all__ = ["ZH_ALLERGY_RULES", "ZH_HOW_ALLERGIC", "ZH_INCOME_RULES", "ZH_NOT_A_YEAR_GONE"]
