"""Who to ask for a duty, said in Chinese the way a team tells it: 以后测试环境找小李, 报销的事直接找王姐就行, 测试环境有问题
找小王, 发版现在归老张管, 从下周起，服务器权限找Kevin开. The duty's contact is one value at a time (``contact_<duty>``,
the duty as said: 测试环境, 报销), so 小王离职了，以后测试环境找小李 supersedes 小王 for the test environment alone.

Read only where it is told as the way of things: from now on (以后, 今后, 从…起), or with the duty's matter said (有问题,
的事, 相关的问题), or put in someone's hands (归…管, 由…负责, 以后…小李负责); and only of a person by the name one calls them (小李, 王姐,
老张, 张伟, Kevin; 老公 and 老板 too, one person each), not a team (找运维, 找财务) nor the speaker (以后有事找我). Going to see someone (明天去找小李吃饭, 下班找老张喝酒), a request now
(帮我找一下小李) and a question (测试环境找谁？) say none. What is got from someone (测试环境的账号找小李要, 密码问Kevin要,
报销单跟王姐要就行) is a duty too, the thing got its name: a later 账号找小李要 supersedes 账号找小王要.

    >>> [(m["slot"], m["value"]) for p, _, _ in DUTY_CONTACT_RULES if (m := p.search("小王离职了，以后测试环境找小李"))]
    [('测试环境', '小李')]
    >>> [(m["slot"], m["value"]) for p, _, _ in DUTY_CONTACT_RULES if (m := p.search("测试环境的账号找小李要"))]
    [('测试环境的账号', '小李')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _ZH_SURNAME
from hindsight_core.roles import ZH_CALLED

# from now on: 以后, 今后, 往后, 从现在起, 从下周起, 下周开始
_FROM_NOW = r"(?:以后|今后|往后|之后|从(?:今天|现在|明天|下周|下个?月|本周)(?:起|开始)|(?:下周|下个?月|明天)(?:起|开始))[，,\s]*"
# the duty: a few words of a thing to be done, not a person, a time or what opens a clause (我, 有事, 这个), nor what says
# it is not so or was once (别找, 不要找, 上次…找小王)
_DUTY = (
    r"(?![我你他她它这那有以今往之从明下再也都就帮去刚上昨不别要])"
    r"(?P<slot>(?:(?!别|不|上次|上回|昨天|今天|刚才|那次|之前)[\u4e00-\u9fffA-Za-z0-9]){2,8}?)"
)
# the duty's matter said after it: 的事, 有问题, 相关的问题, 方面的事, 这块, or what goes wrong with it (CI挂了, 打印机坏了)
_MATTER = r"(?:(?:上|方面)?的事(?:情|儿)?|的问题|有问题|有事|出问题|相关的?(?:事情?|问题)?|方面的?(?:事情?|问题)?|这块|那块|挂了|坏了|崩了|报错了?|出bug了?|不通了?)"
# asked of the one named: (就, 都, 直接) 找, 问, 联系, 对接
_ASK = r"(?:现在|目前)?(?:就|都|直接|可以|统一|请|先)*(?:找|问|联系|对接)"
# a person by the name one calls them (小李, 王姐, 老张), a full name (张伟), or an English name (Kevin)
_PERSON = r"(?P<value>" + ZH_CALLED + r"|" + _ZH_SURNAME + r"[\u4e00-\u9fff]{1,2}?|[A-Z][a-z]+)"
# where the name ends: the clause's, or a few words of how (就行, 就好, 开, 处理, 帮忙); no question
_ENDS = (
    r"(?=$|[，,。！!；;\s~]|就[行好可]|即可|吧|哈|哦|啊|呀|了|开|处理|审批|签字|帮忙|管|负责)"
    r"(?![^。！？!?\n]*[吗?？])"
)
_START = r"(?:^|(?<=[，,。！!；;\s]))"
# a time that makes it once, not the way of things (回头, 待会, 明天, 昨天)
_NOT_ONCE = r"(?!回头|待会|一会|等下|等会|晚点|明天|今天|昨天|前天|后天|上午|下午|晚上|刚才|刚刚)"

#: (pattern, attribute, event type): the contact of a duty, by the duty's name.
DUTY_CONTACT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # from now on: 以后测试环境找小李, 以后数据库相关的问题都找张伟
    (re.compile(_START + _FROM_NOW + _DUTY + _MATTER + r"?" + _ASK + _PERSON + _ENDS), "contact_{slot}", "fact"),
    # the matter said: 测试环境有问题找小王, 报销的事直接找王姐就行
    (re.compile(_START + _DUTY + _MATTER + _ASK + _PERSON + _ENDS), "contact_{slot}", "fact"),
    # in someone's charge from now on: 以后测试环境小李负责, 从下周起发版老张来管
    (re.compile(_START + _FROM_NOW + _DUTY + _PERSON + r"(?:来)?(?:管|负责|对接)" + r"(?![^。！？!?\n]*[吗?？])"),
     "contact_{slot}", "fact"),
    # got from someone, said as the way of things (测试环境的账号找小李要, 报销单跟王姐要就行, 密码问Kevin要): the duty is
    # what is got (not 回头找小李要一下, 昨天找小李要了: once; nor 账号找小李要吗: a question)
    (re.compile(_START + r"(?:" + _FROM_NOW + r")?" + _NOT_ONCE + _DUTY + r"(?:现在|以后|今后)?(?:就|都|直接|可以|统一|请|先)*"
                r"(?:找|问|跟|向)" + _PERSON + r"要(?:就[行好可]|即可)?(?=$|[，,。！!；;\s~～]|吧|哈|哦|啊|呀)"
                + r"(?![^。！？!?\n]*[吗?？])"), "contact_{slot}", "fact"),
    # put in someone's hands: 发版现在归老张管, 测试环境由小李负责
    (re.compile(_START + r"(?:" + _FROM_NOW + r")?" + _DUTY + r"(?:现在|目前|以后|今后)?(?:归|由)" + _PERSON + r"(?:来)?(?:管|负责|对接)"
                + r"(?![^。！？!?\n]*[吗?？])"), "contact_{slot}", "fact"),
)  # fmt: skip

__all__ = ["DUTY_CONTACT_RULES"]
