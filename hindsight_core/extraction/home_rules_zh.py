"""The slot rules of where one lives, said in Chinese: a street address (我家地址是北京市朝阳区建国路88号, 我住天平路12号3楼),
a place one lives in (我住在杭州, 我住北京，离公司挺近, 我在上海住了十年, 我现在在杭州定居, 我现在 base 上海) and a move
(我搬家了，现在住在上海, 我以前住在上海，后来搬到杭州了, 最近搬去杭州了, 已经搬到杭州), the speaker often left out at a
clause's start. Read in this order within :data:`~hindsight_core.extraction.slot_rules.ATTRIBUTE_RULES`, where they
stood before they were moved here (the rules of a job and an employer said in Chinese come after them).
"""

from __future__ import annotations

import re

from hindsight_core.extraction.jobs_at_zh import ZH_NOT_REAL_PLACE
from hindsight_core.extraction.slot_patterns import (
    _I,
    _ZH_AGAIN,
    _ZH_NOT_A_COUNT,
    _ZH_NOT_OF_ANOTHER,
    _ZH_START,
    _ZH_VALUE,
    _ZH_WORD,
    _ZH_ZHU_NOUN,
    ZH_DAYS_BACK,
)
from hindsight_core.extraction.slot_values import ZH_STREET_ADDRESS

# since a year gone, said before where one lives (从2019年开始, 自从去年起, 2019年以后, 从2015年就)
_ZH_SINCE = (
    r"(?:从|自从?)?(?:(?:19|20)\d\d|[一二][九〇零][〇零一二三四五六七八九]{2}|去|前|大前)年(?:底|初|年底|年初)?"
    r"(?:开始|起|以来|以后|之后|(?=就|便|一直))"
)

#: (pattern, attribute, event type): where one lives, said in Chinese.
ZH_HOME_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # a street address: 我家地址是北京市朝阳区建国路88号, 我的新住址：…, 家庭住址是…, 我住天平路12号3楼, 我家在体育西路3号 (我家在
    # 湖南长沙 is a family's home, often the hometown; 公司地址, 邮箱地址, IP地址, 我住在酒店，地址是… are no home)
    (re.compile(r"(?:我(?:们)?(?:家|家里)?的?(?:新|现在|目前)?的?(?:家庭|家里)?(?:地址|住址)|" + _ZH_START
                + r"(?:新|现在的?)?(?:家庭地址|家庭住址|家里地址|新家地址|新地址|住址))(?:是|为|在|：|:|改成了?|换成了?|变成了?|改为)\s*(?=[^，。！？；,.!?;\n]{0,24}?(?:路|街|道|巷|弄|号|村|镇|区|县|市|省|"
                r"小区|花园|苑|大厦|公寓))" + _ZH_VALUE), "lives_in", "fact"),
    (re.compile(r"我(?:们)?(?:现在|目前)?(?:家(?:住)?在|(?:家)?住在?)(?P<value>" + ZH_STREET_ADDRESS + r"[^，。！？；,.!?;\s了的]{0,10})"),
     "lives_in", "fact"),
    # home said in Cantonese, 屋企 (喺 read as 在): 我屋企喺觀塘, 我哋屋企喺元朗, 我屋企喺九龍塘嗰邊 (not 我屋企喺度裝修緊:
    # inside it; nor 我屋企喺邊度, a question, nor 佢屋企, 我阿媽屋企, 如果我屋企…)
    (re.compile(r"(?<!如果)(?<!要是)我(?:们)?(?:现在|目前)?屋企(?:现在|目前)?在(?![度边哪不]|呢度|(?:嗰|𠮶)度|这里|那里)"
                r"(?P<value>(?:(?!的|了)[\u4e00-\u9fff]){2,8}?)(?=$|[，。！？；,.!?;\s]|(?:那|嗰|𠮶|这|呢)边|附近|一带)"),
     "lives_in", "fact"),
    # the speaker left out at a clause's start too ("住在竹北，租一间小套房"); said again (我还住在杭州, 我一直住在杭州)
    # (and the household said as the subject: 我们住在杭州, 我们一家三口住在杭州, 我们全家都住在…; not 我们公司; nor a stay:
    # 住在酒店里)
    (re.compile(r"(?:我(?:们(?:一家[三四五六七]口|一家人|全家|俩|两个)?)?|^)(?:现在)?" + _ZH_AGAIN + r"(?:现在)?住在(?!酒店|宾馆|民宿|医院|朋友家|一起|同一)" + _ZH_VALUE), "lives_in",
     "fact"),
    # since a year gone: 从2019年开始我就住在武汉, 我从去年起一直住在杭州, 2019年以后我们就住在成都了 (not 从明年开始: ahead)
    (re.compile(r"(?:我(?:们)?" + _ZH_SINCE + r"|" + _ZH_START + _ZH_SINCE + r"[，,]?\s*我(?:们)?)(?:就|便)?" + _ZH_AGAIN
                + r"住在(?!酒店|宾馆|民宿|医院|朋友家|一起)" + _ZH_VALUE), "lives_in", "fact"),
    # "我住北京，离公司挺近", "我在北京住了三年了", "我现在 base 上海": where one lives, said without 住在 (not 我家在
    # 湖南长沙: a family's home); a place, not a clause (住建局今天来检查了: 住建 is a noun; 的 / 了 / 今天 say more)
    # (now, said as a change: 我现在住杭州了; not 我住三天了: how long)
    (re.compile(r"(?:我|^)(?:现在|目前)?" + _ZH_AGAIN + r"(?:现在|目前)?住" + _ZH_ZHU_NOUN + r"(?!在|喺|了|过|着|得|的|不|一|处|酒店)" + _ZH_NOT_A_COUNT
                + r"(?P<value>(?:(?!的|了|今天|昨天|明天)[\u4e00-\u9fff]){2,8}?)(?=$|[，。！？；,.!?;\s]|这边|那边|附近|了(?:$|[，。！？；,.!?;\s]))"),
     "lives_in", "fact"),
    # (and for a while now: 我已经在上海住了十年)
    (re.compile(r"我(?:现在|目前|已经)?" + _ZH_AGAIN + r"在(?!酒店|宾馆|医院|民宿|朋友家|家)(?P<value>[^，。！？；,.!?;\s\n不]{2,12}?)(?<!居)" + ZH_NOT_REAL_PLACE + r"住"
                r"(?!过|(?:了|着)?(?:一晚|一夜|几天|两天|三天|院|宿))"),
     "lives_in", "fact"),
    # ... said with 生活, 居住 or 定居 ("我在上海生活", "我现在在杭州定居"); not once (生活过), a time of one's life (生活的时候),
    # one's life there (我在上海的生活)
    (re.compile(r"我(?:们)?(?:现在|目前|已经)?" + _ZH_AGAIN + r"(?:现在|目前)?在(?!酒店|宾馆|医院|民宿|朋友家|家)"
                r"(?P<value>[^，。！？；,.!?;\s\n不的]{2,12}?)" + ZH_NOT_REAL_PLACE + r"(?:生活|居住|定居)(?!过|的时候|时)"),
     "lives_in", "fact"),
    (re.compile(r"我(?:们)?(?:现在|目前)?\s*base\s*(?:在)?\s*(?P<value>[\u4e00-\u9fff]{2,8})", _I), "lives_in", "fact"),
    (re.compile(r"(?:^|(?<=[，,。！!；;]))\s*base\s*(?:在)?\s*(?P<value>[\u4e00-\u9fff]{2,4})(?=$|[，。！？；,.!?;])", _I),
     "lives_in", "fact"),
    # the subject said once for the sentence: "我搬家了，现在住在上海", "我搬家了，现在住杭州", or left out of the move
    # ("搬家了，现在住杭州"); not someone else's (我哥搬家了，现在住在上海)
    (re.compile(r"(?:我" + _ZH_NOT_OF_ANOTHER + r"[^。！？!?.]{0,20}?|^(?:已经|刚刚?|终于|最近)?搬(?:完)?家了?[^。！？!?.]{0,10}?)[，,]\s*"
                r"(?:现在|目前|如今)住(?:在)?" + _ZH_ZHU_NOUN + _ZH_NOT_A_COUNT + _ZH_VALUE), "lives_in", "fact"),
    # a move told after where one lived before: 我以前住在上海，后来搬到杭州了, dictated 我以前住在上海 后来搬到杭州了 (not
    # 我哥以前住在上海，后来…)
    (re.compile(r"我" + _ZH_NOT_OF_ANOTHER + r"[^。！？!?.]{0,20}?(?:[，,]|(?<=[\u4e00-\u9fff])\s)\s*(?:后来|然后|之后|随后|接着)(?:就|又)?搬(?:家)?(?:到|去|回|来)(?:到)?"
                + _ZH_NOT_A_COUNT + r"(?P<value>[^，。！？；,.!?;\s\n了]{2,12}?)(?:附近|那边|这边|一带)?(?:了|$|(?=[，,。！!？?；;\s]))"),
     "lives_in", "fact"),
    # where one lives now said after where one lived, the verb said once: 我以前住在北京，现在在上海, 之前住杭州，现在住苏州,
    # dictated 我之前住海淀 现在住昌平
    # (not 我哥以前住…, nor where one is for a while: 现在在上海出差)
    (re.compile(r"(?:我(?:们|家)?" + _ZH_NOT_OF_ANOTHER + r"|^|(?<=[，,。！!？?；;\s]))(?:以前|之前|原来|过去|本来)(?:一直)?住(?:在)?"
                r"[^，,。！!？?；;\s]{1,15}(?:[，,]|(?<=[\u4e00-\u9fff])\s)\s*(?:但是?|不过|可)?(?:现在|目前|如今)(?:住在|住|在)" + _ZH_NOT_A_COUNT
                + r"(?P<value>[\u4e00-\u9fff]{2,6}?)(?<!出差|旅游|旅行|开会|培训|学习|读书|上学|上班|工作|实习|度假)(?:了|啦|呢)?"
                r"(?=$|[，,。！!？?；;\s])"), "lives_in", "fact"),
    # a move that happened ("了"), the speaker often left out: "最近搬去杭州了", "我们搬了去沙田" (Cantonese 我哋搬咗去沙田),
    # and said as now after where one lived ("我之前住在海淀，现在搬到昌平了"); "我要搬到杭州" (a plan), "我下个月搬到杭州" and
    # "我哥搬去成都了" (someone else) are not matched
    (re.compile(r"(?:我(?:们家|们|家)?|^|(?<=[，,。！!？?；;\s]))(?:上个月|上周|上星期|去年|前年|年初|年底|昨天|前天|今年|这个月|月初|月底|" + ZH_DAYS_BACK + r")?(?:现在)?(?:已经|刚刚?|最近|终于|又)?"
                r"(?:从[^，。！？；,.!?;\n]{1,15}?)?搬(?:家)?(?:到|去|回)(?:到)?(?P<value>[^，。！？；,.!?;\n]{1,20}?)(?:附近|那边|这边|一带)?(?:(?:去|来)?住)?了"), "lives_in", "fact"),
    (re.compile(r"(?:我们?|^|(?<=[，,。！!？?；;\s]))(?:上个月|上周|上星期|去年|前年|年初|年底|昨天|前天|今年|这个月|月初|月底)?(?:已经|刚刚?|最近|终于)?(?:从[^，。！？；,.!?;\n]{1,15}?)?搬(?:家)?(?:到|去)了(?P<value>" + _ZH_WORD + r"{1,20})"),
     "lives_in", "fact"),
    # a move done, said without 了 after the place: "也顺便搬到新竹东区，离公司近一点", "已经搬到杭州", "我刚搬来杭州" (not
    # 刚搬来一把椅子: what was carried)
    (re.compile(r"(?:我们?|^|(?<=[，,。！!？?；;\s]))(?:" + ZH_DAYS_BACK + r")?(?:(?:也|都)?(?:已经|顺便|终于|刚刚?)搬(?:家)?(?:到|去|来|过来)|(?:已经|刚刚?|最近|终于)?搬了(?:到|去|来|过来))" + _ZH_NOT_A_COUNT + r"(?P<value>[^，。！？；,.!?;\s\n了]{2,12})(?=$|[，,。！!？?；;\s])"),
     "lives_in", "fact"),
)  # fmt: skip


__all__ = ["ZH_HOME_RULES"]
