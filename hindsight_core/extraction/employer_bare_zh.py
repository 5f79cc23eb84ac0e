"""Where one works said in Chinese with no verb of work, work said around it: 我在字节，最近很忙, 我现在在美团，天天加班,
我在阿里，项目太多了. The place is the employer (``works_at``), as 我在字节上班 says. 我在北京 (a city), 我在家, 我在公司,
我在路上 (where one is), 我在吃饭 / 我在开会 (what one is doing) and one with nothing of work around it (我在字节，等会聊) are
no employer; nor someone else's (我老公在字节，最近很忙), a wish or a question.

    >>> [m["value"] for p, _, _ in EMPLOYER_BARE_RULES if (m := p.search("我在字节，最近很忙"))]
    ['字节']
    >>> [m["value"] for p, _, _ in EMPLOYER_BARE_RULES if (m := p.search("我在北京，最近很忙"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_values import _ZH_BIG_CITIES, _ZH_TOWN

# where one is that is no employer: a city or a region, a place one sits or passes through, a kind of workplace unnamed
_NOT_AN_EMPLOYER = (
    r"(?!(?:" + _ZH_BIG_CITIES + r"|" + _ZH_TOWN.pattern + r")(?:市|那边|这边|这里|那里)?[，,])"
    r"(?!家|公司|单位|办公室|工位|学校|医院|路上|外面|外地|国外|海外|老家|本地|宿舍|楼下|楼上|车上|地铁|高铁|火车|飞机|机场|酒店|"
    r"会议室|食堂|厂里|店里|那边|这边|这里|那里|上海|北京|深圳|广州|杭州|[\u4e00-\u9fff]{0,6}?(?:市|省|区|县|镇|村)[，,])"
    # what one is doing (我在吃饭, 我在开会, 我在加班, 我在准备面试): a verb, no name
    r"(?![吃喝看听玩写做干开上下学打等找想准忙休睡跑走坐排加出回去来弄搞改修赶陪带读刷逛洗帮跟和给用练追熬哄考面"
    r"躺忍被让叫哭笑说聊问骂减增养种拍背复备装搬租买卖充办遛收发送接抢逃请换])"
)
# a place one sits or spends time at, by its kind or its chain (健身房, 图书馆, 咖啡厅, 星巴克), or where on it (高速上,
# 朋友家): said after the value
_NOT_SAT_AT = r"(?<![房馆厅场站园吧店院室上下边家])(?<![家这那城村店厂屋]里)(?<!星巴克)(?<!瑞幸)(?<!麦当劳)(?<!肯德基)(?<!咖啡)"
# work said after it in the sentence: busy, overtime, a project, colleagues, a boss, pay, a layoff
_WORK_AROUND = (
    r"(?=[^。！？!?\n]{0,30}?(?:加班|996|项目|需求|同事|老板|领导|组里|团队|部门|绩效|年终奖|工资|薪资|薪水|裁员|晋升|上线|发版|"
    r"(?:很|好|挺|太|特别|超|巨|比较)[忙卷]|忙死|忙疯|内卷|写代码|带团队|被裁|转正|试用期|入职))"
)

#: (pattern, attribute, event type): an employer said with 在 alone, work said around it.
EMPLOYER_BARE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"(?:(?<![\u4e00-\u9fff])|(?<=[，,。！!；;\s]))我(?:现在|目前|如今|还)?在" + _NOT_AN_EMPLOYER
                + r"(?P<value>(?:(?![吗呢吧啊])[\u4e00-\u9fffA-Za-z0-9]){2,8}?)" + _NOT_SAT_AT + r"(?:呢|啦)?[，,]" + _WORK_AROUND + r"(?![^。！!\n]*[吗?？])"),
     "works_at", "fact"),
)  # fmt: skip

__all__ = ["EMPLOYER_BARE_RULES"]
