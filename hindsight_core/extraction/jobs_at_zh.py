"""The job and the employer told together in Chinese as what one is there: 我是协和医院的护士, 我是北大的老师, 我是网易的
产品经理. The employer is one whose name says it is one (a hospital, a company, a bank, a school: 协和医院, 北大) or
any name before an office job's word (网易的产品经理, the rule of :mod:`~.slot_rules`); the job is read beside it, its
own slot (so "我现在是老师了" a year later supersedes the job alone); a place pointed at (我是这家店的服务员) holds the job alone. Not a student (我是北大的学生: a school,
:mod:`~.schools`), a regular or a fan (我是星巴克的常客, 我是你的粉丝: no job), one no longer held (我是协和的前护士,
退休护士), a wish or a time before (如果我是…, 我以前是…), nor someone else's (我老婆是协和医院的护士).

    >>> [m["value"] for m in (ZH_EMPLOYER_OF_JOB[0].search(t) for t in ("我是协和医院的护士", "我是北大的老师")) if m]
    ['协和医院', '北大']
    >>> [m["value"] for m in (ZH_JOB_OF_EMPLOYER[0].search(t) for t in ("我是协和医院的护士", "我是北大的学生")) if m]
    ['护士']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.occupations import ZH_OCCUPATION, ZH_WORK
from hindsight_core.extraction.schools import ZH_SCHOOL_NAME
from hindsight_core.extraction.slot_patterns import _ZH_GOES_ON, ZH_JOB_DONE
from hindsight_core.roles import ROLES_ZH, ZH_PEOPLE

# a name that says it is a place of work: a hospital, a company, a bank, a firm (协和医院, 华为公司, 招商银行), or a school
_ZH_ORG = (
    r"(?:(?:(?![的我你他她这那])[\u4e00-\u9fffA-Za-z]){1,10}?(?:医院|公司|银行|集团|研究所|研究院|事务所|律所|工作室|诊所|"
    r"酒店|餐厅|报社|电视台|出版社|幼儿园|卫生院|法院|检察院|分行|支行)|" + ZH_SCHOOL_NAME + r")"
)
# not a wish, a time before or someone else's: the speaker opens it (我是, 我现在是)
_ZH_I_AM = r"(?<!如果)(?<!要是)(?<!假如)(?<![他她你])我(?:现在|目前|如今)?是"
# a job held now: not 前护士, 原经理, 退休教师, 曾经的老师
_ZH_NOW_HELD = r"的(?!前|原|退休|曾经|以前)"
# where the job's word ends: the clause's end (not 护士站, 老师们)
_ZH_ENDS = r"(?=$|[，,。！!？?；;\s]|了|啦|呢|哦)"

#: 我是协和医院的护士, 我是北大的老师: the employer, a place of work by its name, before a job's word (not a student's:
#: 学生, 研究生 end in 生).
ZH_EMPLOYER_OF_JOB = (
    re.compile(_ZH_I_AM + r"(?P<value>" + _ZH_ORG + r")" + _ZH_NOW_HELD + r"[^，。！？；,.!?;\s的了]{0,4}?" + ZH_WORK
               + r"(?<!生)" + _ZH_ENDS),
    "works_at",
    "fact",
)  # fmt: skip
# a job done for a platform, a courier or a shop by its name (美团的骑手, 顺丰的快递员, 滴滴的司机, 海底捞的服务员)
_ZH_SERVICE_JOB = r"(?:专职|兼职|全职)?(?:骑手|外卖员|送餐员|快递员|配送员|司机|代驾|店员|主播|客服|收银员|服务员|营业员|保安|保洁)"
# ... whose name is no person's: not 他的司机, 小明的司机, 老王的保姆, 我妈的司机, 王总的司机, 我们小区的保安, 这家店的店员
_ZH_NOT_A_PERSON = r"(?![我你他她它这那哪小老阿])(?!(?:" + ZH_PEOPLE + r"|" + ROLES_ZH + r")的)"
#: 我是美团的骑手, 我是顺丰的快递员: the employer, a platform, courier or shop by its name, before a service job's word
#: (the job is read beside it, by :data:`ZH_JOB_OF_EMPLOYER`)
ZH_EMPLOYER_OF_SERVICE = (
    re.compile(
        _ZH_I_AM
        + _ZH_NOT_A_PERSON
        + r"(?P<value>[\u4e00-\u9fffA-Za-z]{2,8}?)(?<![总哥姐叔姨])的"
        + _ZH_SERVICE_JOB
        + _ZH_ENDS
    ),
    "works_at",
    "fact",
)
# a place of work pointed at, not named (这家店, 这个小区, 那家医院): where the job is held, no employer's name
_ZH_PLACE_HERE = r"[这那](?:家|个|所|间)[^，。！？；,.!?;\s的]{1,6}"
#: ... and the job, read beside the employer's rule (or alone, after one's name: 我是小明的老师 is a teacher).
ZH_JOB_OF_EMPLOYER = (
    re.compile(_ZH_I_AM + r"(?:" + _ZH_PLACE_HERE + r"|(?!我们|他们|她们|咱们|这|那|你|您)[^，。！？；,.!?;\s的]{2,12})" + _ZH_NOW_HELD + ZH_OCCUPATION
               + r"(?<!生)" + _ZH_ENDS),
    "job",
    "fact",
)  # fmt: skip

#: Where a job is done said as the area around a place (我在国贸那边上班, 我在望京这边工作): a place, not an employer; put
#: after the place, before the work verb.
ZH_NOT_AN_AREA = r"(?<!那边)(?<!这边)(?<!附近)(?<!一带)(?<!旁边)(?<!周边)(?<!那块)(?<!那儿)(?<!这儿)"
#: Where no job is held nor a home: in a dream, a game, a group chat, a play (我在梦里当老板, 我在游戏里当医生, 我在群里当
#: 管理员, 我在梦里住在海边); put after the place said with 在.
ZH_NOT_REAL_PLACE = r"(?<!梦里)(?<!梦中)(?<!梦里面)(?<!游戏里)(?<!游戏中)(?<!群里)(?<!戏里)(?<!剧里)(?<!小说里)(?<!电影里)(?<!剧本里)"

# How long a job has been done, said before it (当了三年, 干了十几年, 做了一年半, 当了三个月)
_ZH_HOW_LONG = r"(?:[一二两三四五六七八九十几\d]+|半)(?:个多?月|多?年)(?:多|半)?"
# the verb of the job done and how long (当了三年, 做, 干了十几年的), then the occupation
_ZH_DOING = (
    r"(?:当(?!时|年|初|天|地|然|前|中|晚|面|场|真|心|成|作)|做|干)(?:了|着)?(?:"
    + _ZH_HOW_LONG
    + r"(?:的)?)?"
    + ZH_OCCUPATION
)

# where a job said as what one is doing now ends (我在做SRE, 我现在在做运维，挺累的, 我在做SRE相关的工作): not a task done
# now (我在做运营方案, 我在做销售报表, 我在做开发计划, 我在做QA测试)
_ZH_DONE_NOW_ENDS = r"(?=$|[，,。！!？?；;\s]|了|啦|呢|哈|相关|方面|这块|这一块|的工作)"

#: A job said by doing it: 我当护士十年了, 我在医院当护士, 我做程序员五年了, 我现在干销售 (or, opening what one says, the
#: speaker left out: 在一家startup做PM, 现在在字节做后端; not 我在考虑做产品经理, 在想要不要当老师: not done), and for how long (我在公司当了三年
#: 经理, 我干了五年程序员了) (an occupation's word, so not 我当真了, 我做饭, 我干活; nor 学校让我当班主任: asked of the
#: speaker, not yet done); read beside the employer's rule (我在腾讯当产品经理: both).
ZH_JOB_DONE_THERE = (
    re.compile(r"(?:(?<![让叫请要派])我|^(?=(?:现在|目前|一直|已经|还)*在))(?:现在|目前|一直|已经|还)*(?:(?P<now>在(?=[做干](?![^，。！？；,.!?;\s]{0,6}?测试)))|在(?!考虑|想|琢磨|犹豫|纠结|准备|打算|计划|找|申请)[^，。！？；,.!?;\s]{1,12}?"
               + ZH_NOT_REAL_PLACE + r")?"
               + _ZH_DOING + r"(?(now)" + _ZH_DONE_NOW_ENDS + r")"),
    "job",
    "fact",
)  # fmt: skip
#: ... where it is done said first, the speaker left out, going on from their own clause: 我叫林晓，在杭州一家外企做运营,
#: 我住在苏州 在一家医院当护士 (the slot rules read it only where :func:`~.slot_patterns.speaker_goes_on`: not 我姐姐住在
#: 台北，在医院当护士)
ZH_JOB_GOES_ON = (
    re.compile(
        _ZH_GOES_ON
        + r"(?:现在|目前|一直|已经|还)*在[^，。！？；,.!?;\s]{1,20}?"
        + ZH_NOT_REAL_PLACE
        + _ZH_DOING
    ),
    "job",
    "fact",
)

#: ... or said as what one is, the speaker left out going on from their own clause of work: 我在腾讯上班，是一名程序员,
#: 我叫小王，在腾讯上班，是程序员 (not 我姐在腾讯上班，是程序员; 我认识一个人，是程序员: who is said is another; nor
#: 我在腾讯上班，是程序员吗: a question)
_AFTER_WORK = r"(?:(?<=上班[，,])|(?<=工作[，,])|(?<=任职[，,])|(?<=实习[，,])|(?<=打工[，,]))"
ZH_JOB_IS_GOES_ON = (
    re.compile(_AFTER_WORK + _ZH_GOES_ON + r"(?:现在|目前|也|还)*(?:是(?:一?[个名位])?|当|做|干)(?:的是)?" + ZH_OCCUPATION
               + r"(?:的)?(?:了|啦)?(?=$|[，,。！!；;\s~～])(?![^。！!\n]*[吗?？])"),
    "job",
    "fact",
)  # fmt: skip

#: ... and the employer of a job done there, the speaker left out going on from their own clause: 我叫Amy，在微软做PM,
#: 嗨，我是小李，在华为做开发 (not 小李是我同事，在腾讯当产品经理; 我姐住在台北，在医院当护士: another's; nor 在家, 在公司)
ZH_EMPLOYER_GOES_ON = (
    re.compile(_ZH_GOES_ON + r"(?:现在|目前)?在(?!家|厨房|路上|外面|学校|(?:公司|单位|医院|店里|办公室|这边|那边|这里|那里)(?:做|当|担任))"
               r"(?P<value>[^，。！？\s]{2,12}?)(?<!(?<!阿)里)" + ZH_NOT_REAL_PLACE + ZH_NOT_AN_AREA + ZH_JOB_DONE, re.IGNORECASE),
    "works_at",
    "fact",
)  # fmt: skip

__all__ = [
    "ZH_EMPLOYER_GOES_ON",
    "ZH_EMPLOYER_OF_JOB",
    "ZH_EMPLOYER_OF_SERVICE",
    "ZH_JOB_DONE_THERE",
    "ZH_JOB_GOES_ON",
    "ZH_JOB_IS_GOES_ON",
    "ZH_JOB_OF_EMPLOYER",
    "ZH_NOT_AN_AREA",
    "ZH_NOT_REAL_PLACE",
]
