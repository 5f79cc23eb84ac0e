"""The job and the employer told together in Chinese as what one is there: 我是协和医院的护士, 我是北大的老师, 我是网易的
产品经理. The employer is one whose name says it is one (a hospital, a company, a bank, a school: 协和医院, 北大) or
any name before an office job's word (网易的产品经理, the rule of :mod:`~.slot_rules`); the job is read beside it, its
own slot (so "我现在是老师了" a year later supersedes the job alone). Not a student (我是北大的学生: a school,
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
#: ... and the job, read beside the employer's rule (or alone, after one's name: 我是小明的老师 is a teacher).
ZH_JOB_OF_EMPLOYER = (
    re.compile(_ZH_I_AM + r"(?!我们|他们|她们|咱们|这|那|你|您)[^，。！？；,.!?;\s的]{2,12}" + _ZH_NOW_HELD + ZH_OCCUPATION
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

__all__ = ["ZH_EMPLOYER_OF_JOB", "ZH_JOB_OF_EMPLOYER", "ZH_NOT_AN_AREA", "ZH_NOT_REAL_PLACE"]
