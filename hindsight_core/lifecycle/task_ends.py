"""A task of the user's own said done, called off or moved, and the task it ends: "I need to renew my passport before
March" then "I finally renewed my passport!"; "the report is due Friday" then "the deadline for the report got pushed
to the 20th"; "dentist on Thursday at 3" then "never mind the dentist"; 护照三月份之前得去续签 then 护照办好了; 报税这周必须
搞定 then 报税搞定了; 论文这周五截止 then 论文截止日期推迟到20号了.

What ends a task names it by its thing ("the passport", 报税) and, said with a verb of its own, by that too ("renewed my
passport" ends "renew my passport", not "pick up my passport from the embassy"); a verb that only says a thing is
finished ("done with", "submitted", "finished", 搞定, 交了) ends any task of that thing. The task ended is one the user
said as still to do (need to, have to, remind me, due, a deadline, haven't ... yet; 要, 得, 提醒我, 截止, 还没) in a
clause holding the thing; a moved one named a day. A routine ("I need to call mom every week", 每周要给我妈打电话), a
question ("did I renew my passport?"), someone else's ("my wife renewed her passport", 我老婆护照办好了), what is not
done ("I still haven't called the plumber", 护照还没办好) or only hoped for ("I hope to finish the report today") ends
none.

    >>> task_end("I finally renewed my passport!")
    TaskEnd(kind='done', verb='renew', thing=('passport',))
    >>> task_end("done with the tax return!"), task_end("护照办好了")
    (TaskEnd(kind='done', verb=None, thing=('tax', 'return')), TaskEnd(kind='done', verb=None, thing=('护照',)))
    >>> task_end("my wife renewed her passport"), task_end("did I renew my passport?")
    (None, None)
"""

from __future__ import annotations

import re
from typing import Literal, NamedTuple

from hindsight_core.text import has_cjk, keyword_terms, root, to_simplified

_I = re.IGNORECASE

#: Verbs whose past is not said with -ed, by their roots (:func:`~hindsight_core.text.root`)
_IRREGULAR = {
    "paid": "pay", "sent": "send", "did": "do", "made": "make", "took": "take", "bought": "buy", "wrote": "write",
    "got": "get", "sold": "sell", "gave": "give", "brought": "bring", "found": "find", "went": "go", "put": "put",
    "told": "tell", "left": "leave", "met": "meet", "read": "read", "set": "set", "kept": "keep", "threw": "throw",
}  # fmt: skip
# a verb that says a thing is finished, whatever was to be done with it: ends any task of that thing
_FINISHED = (
    r"finished|completed|submitted|handed\s+in|turned\s+in|sent\s+(?:off|in)|filed|wrapped\s+up|took\s+care\s+of|"
    r"taken\s+care\s+of|sorted(?:\s+out)?|knocked\s+out|dealt\s+with|handled|done"
)
# a verb in the past said of the thing: "renewed", "called", "picked up", "paid" (not "used to", "seemed")
_PAST = r"(?:[a-z]{3,}ed|" + "|".join(_IRREGULAR) + r")(?:\s+(?:up|off|back|out|in))?"
# the thing: the speaker's or nobody's ("my passport", "the plumber", "mom", "taxes"; not "her passport")
_THING = (
    r"(?:(?:my|our|the|that|this|those|these)\s+)?(?!(?:her|his|their|your|it|them|him|me|us|to|for|a|an|some|my|the)\b)"
    r"(?P<thing>[a-z][\w'-]*(?:\s+(?!(?:and|but|so|at|in|on|for|to|with|about|because|today|yesterday|tonight|this|"
    r"last|finally|already|just|too|lol|haha|yay|ugh|honestly|tbh)\b)[a-z][\w'-]*){0,2}?)"
)
# where the thing ends
_END = r"(?=\s*(?:$|[,.;:!?)]|\s(?:and|but|so|at|in|on|for|to|with|about|because|today|yesterday|tonight|this|last|finally|already|just|too|lol|haha|yay|ugh|\w+ago)\b))"
# the speaker, or no one said at a clause's start ("finally renewed my passport!", "called the plumber, ...")
_WHO = r"(?:(?<!\bif\s)(?<!\bwhen\s)(?<!\bonce\s)\b(?:i|we)(?:'ve|’ve|\s+have)?\s+|(?:^|(?<=[.!?,;]\s)|(?<=[.!?,;]))\s*)"
_ADV = r"(?:(?:just|finally|already|officially|actually|totally|successfully)\s+)*"
_EN_DONE = (
    # "I'm done with the tax return", "done with my taxes!", "finished with the report"
    re.compile(r"(?:\b(?:i|we)(?:'m|’m|\s+am|'re|’re|\s+are)\s+|(?:^|(?<=[.!?,;])\s*))" + _ADV
               + r"(?:done|finished|through)\s+with\s+" + _THING + _END, _I),
    # "I finally submitted the report", "filed my taxes", "took care of the car registration"
    re.compile(_WHO + _ADV + r"(?:" + _FINISHED + r")\s+" + _THING + _END, _I),
    # "got my passport renewed", "got the car inspected"
    re.compile(_WHO + _ADV + r"got\s+" + _THING + r"\s+(?P<verb>[a-z]{3,}ed)" + _END, _I),
    # "I finally renewed my passport", "called the plumber", "picked up the dry cleaning"
    re.compile(_WHO + _ADV + r"(?P<verb>" + _PAST + r")\s+" + _THING + _END, _I),
)  # fmt: skip
# the thing said done as its own clause: "taxes are done", "the report is submitted", "passport renewed!"
_EN_THING_DONE = re.compile(
    r"(?:^|(?<=[.!?,;])\s*)(?:(?:my|our|the)\s+)?(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+"
    r"(?:(?:is|are|was|'s|got|has\s+been|have\s+been)\s+)?(?:finally\s+|all\s+|officially\s+)?"
    r"(?:(?P<finished>done|finished|submitted|sorted|filed|handled|taken\s+care\s+of|complete|completed)"
    r"|(?P<verb>renewed|paid|booked|fixed|cleaned|mailed|signed|returned|scheduled))"
    r"(?=\s*(?:$|[,.;:!?)]|\s(?:and|but|so|finally|today|yesterday|lol|yay)\b))",
    _I,
)
_EN_OFF = (
    # "never mind the dentist", "nevermind about the plumber"
    re.compile(r"\bnever\s*mind\s+(?:about\s+)?" + _THING + _END, _I),
    # "cancel that reminder about mom", "I cancelled the dentist", "called off the inspection"
    re.compile(r"\b(?:cancel(?:led|ed)?|called\s+off|call\s+off)\s+(?:(?:that|the|my)\s+)?(?:reminder\s+(?:about|for|to)\s+)?"
               + _THING + _END, _I),
    # "the dentist is cancelled", "my appointment got called off"
    re.compile(r"(?:^|(?<=[.!?,;])\s*|\b(?:so|and|but)\s+)(?:(?:my|our|the)\s+)?(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+"
               r"(?:is|was|got|has\s+been)\s+(?:cancell?ed|called\s+off)\b", _I),
)  # fmt: skip
# the time a thing is moved to: "the 20th", "Friday", "next week", "March 3", "3pm"
_EN_TIME = (
    r"(?=(?:the\s+)?\d|(?:next|this|tomorrow|tonight|later|after|early|end|mid)\b|"
    r"(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)"
)
# where a plan moved is said from: a sentence's or a clause's start ("heads up, the dentist moved to Thursday")
_EN_MOVED_OPEN = r"(?:^|(?<=[.!?,;:])\s*|\b(?:so|and|but|ugh|update:?|fyi|btw|oh|also|welp|well)\s+)"
# the plan: the speaker's or nobody's, in one or two words, and whom it is with ("the meeting with Priya")
_EN_MOVED_THING = (
    r"(?:(?:my|our|the)\s+)?(?!(?:i|we|he|she|they|it|you|this|that)\b)(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
    r"(?:\s+with\s+[a-z][\w'-]*)?"
)
# the day it was before: "from Tuesday", "from the 3rd"
_EN_FROM = r"from\s+(?:(?:this|next|the)\s+)?[a-z0-9]+(?:\s+at\s+\S+)?"
# a day it is moved to: "Thursday", "next Friday", "the 20th", "March 3", "tomorrow", "next week" (not "the 3rd floor")
_EN_DAY = (
    r"(?=(?:(?:(?:this|next|the\s+following)\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b"
    r"|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|tomorrow\b|(?:next|this)\s+(?:week|month)\b"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d+)"
    # (nor a place, a class or a shift: "the 3rd floor", "Thursday night league", "the 2nd period class")
    r"(?!\s+(?:[a-z]+\s+)?(?:floor|grade|place|row|street|st|avenue|ave|century|league|class|classes|group|team|"
    r"shift|shifts|lessons?|period)\b))"
)
_EN_MOVED = (
    # "the deadline for the report got pushed to the 20th", "the report got moved to Monday"
    re.compile(r"(?:^|(?<=[.!?,;])\s*|\b(?:so|and|but|ugh|update:?)\s+)(?:(?:my|our|the)\s+)?"
               r"(?:(?:deadline|due\s+date)\s+(?:for|of|on)\s+(?:(?:my|our|the)\s+)?)?(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
               r"(?:\s+(?:deadline|due\s+date))?\s+(?:got|was|has\s+been|is\s+being|is)\s+"
               r"(?:pushed|moved|postponed|rescheduled|delayed|extended|bumped)(?:\s+(?:back|out|forward))?\s+(?:to|until|till)\s+" + _EN_TIME, _I),
    # "they pushed the report deadline to Monday", "we moved the dentist to Friday"
    re.compile(r"\b(?:i|we|they)\s+(?:pushed|moved|postponed|rescheduled|delayed|extended|bumped)\s+(?:back\s+)?(?:(?:my|our|the)\s+)?"
               r"(?:(?:deadline|due\s+date)\s+(?:for|of|on)\s+(?:(?:my|our|the)\s+)?)?(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
               r"(?:\s+(?:deadline|due\s+date))?\s+(?:back\s+)?(?:to|until|till)\s+" + _EN_TIME, _I),
    # said without "got" or "was", or from the day before: "the dentist moved from Tuesday to Thursday", "heads up,
    # the meeting with Priya moved to Wednesday", "haircut changed to Friday" (to a day: "my sister moved to next
    # door" is a move of home)
    re.compile(_EN_MOVED_OPEN + _EN_MOVED_THING + r"\s+(?:(?:just|also|now|has|had|got|was|is|been)\s+)*"
               r"(?:moved|pushed|postponed|rescheduled|bumped|changed|shifted|switched)(?:\s+(?:back|out|forward))?"
               + r"(?:\s+" + _EN_FROM + r")?\s+(?:to|until|till)\s+" + _EN_DAY, _I),
    # the one it is with moving it: "the dentist rescheduled me to next Thursday", "the salon moved my appointment to
    # the 20th"
    re.compile(_EN_MOVED_OPEN + _EN_MOVED_THING + r"\s+(?:just\s+)?(?:rescheduled|moved|pushed|bumped)\s+"
               r"(?:me|us|(?:my|our|the)\s+(?:appointment|appt|booking|session|slot))\s+(?:back\s+)?(?:to|for|until)\s+"
               + _EN_DAY, _I),
    # "I had to move the dentist to Thursday", "we rescheduled the meeting with Priya from Monday to Friday"
    re.compile(r"\b(?:i|we|they)\s+(?:(?:had\s+to|just|finally|also)\s+)*(?:move|moved|push|pushed|reschedule|rescheduled|"
               r"bump|bumped|postpone|postponed)\s+(?:(?:my|our|the)\s+)?(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
               r"(?:\s+with\s+[a-z][\w'-]*)?\s+(?:back\s+)?(?:" + _EN_FROM + r"\s+)?(?:to|until|till|for)\s+"
               + _EN_DAY, _I),
)  # fmt: skip
# not done: denied, asked, only hoped, planned or supposed in the clause before it
_EN_NOT = re.compile(
    r"\b(?:not|never|haven'?t|hasn'?t|didn'?t|don'?t|won'?t|can'?t|couldn'?t|if|when|once|until|hope|hoping|want|"
    r"wanna|need|needs|should|must|will|gonna|going\s+to|have\s+to|has\s+to|plan|planning|try|trying|forgot|yet|"
    r"wish|did\s+i|did\s+we|have\s+i|remind)\b|\?",
    _I,
)
# a thing named by no task of its own: words of time and feeling, a word of a state
_EN_NO_THING = frozenset(
    ["it", "that", "this", "everything", "all", "work", "today", "day", "week", "lunch", "dinner", "breakfast",
     "time", "way", "lot", "bit", "thing", "things", "stuff", "one", "up", "out", "back"]
)  # fmt: skip
# the Chinese thing: two to six characters, not a person's (我老婆, 他, 我妈) nor a pronoun
_ZH_WHO_ELSE = (
    r"(?!把|我|你|他|她|它|咱|这|那|老婆|老公|妈|爸|我妈|我爸|儿子|女儿|孩子|同事|朋友|室友|姐|哥|妹|弟)"
)
_ZH_THING = _ZH_WHO_ELSE + r"([\u4e00-\u9fffA-Za-z]{2,6}?)"
_ZH_OPEN = r"(?:^|(?<=[，,。！!；;\s~～])|(?<=我的)|(?<=我们的)|(?<=我)(?!的))"
_ZH_FINISHED = r"(?:办好|办完|办下来|搞定|弄好|弄完|做完|做好|写完|交上去|交掉|交了|提交了|完成|续好|续完|处理好|处理完|寄出去|付完|付了|缴了|缴完|报完|签完|申请好|换好|换完|修好|修完|订好|买好|约好|还了|还完|收拾好|打扫完|整理好)"
_ZH_DONE = (
    # 护照办好了, 报税搞定了, 论文终于交了, 我的论文写完了
    re.compile(
        _ZH_OPEN + _ZH_THING + r"(?:终于|已经|总算|也|都|顺利)*" + _ZH_FINISHED + r"(?:了|啦|咯|喽|！|!|$)"
    ),
    # 我终于把论文交了, 把护照办好了
    re.compile(
        r"(?:^|(?<=[，,。！!；;\s])|我|我们)(?:终于|已经|总算|也|都|刚)*把"
        + _ZH_THING
        + _ZH_FINISHED
        + r"(?:了|啦|！|!|$)"
    ),
)
_ZH_OFF = (
    # 牙医不去了, 聚餐取消了, 体检不做了
    re.compile(
        _ZH_OPEN + _ZH_THING + r"(?:就|也|先)?(?:不去了|不做了|不办了|不交了|不用了|取消了|取消啦|算了)"
    ),
    # 取消了牙医的预约, 取消那个体检的提醒
    re.compile(r"取消(?:了)?(?:那个|这个)?" + _ZH_THING + r"(?:的)?(?:预约|提醒)"),
)
# a call made: 给我妈打过电话了, 刚跟老妈打了个电话, 我妈的电话打了 (the one called, and the call)
_ZH_CALLED = (
    re.compile(_ZH_OPEN + r"(?:已经|刚|刚刚|终于|也)*(?:给|跟|和)(?P<who>我?[\u4e00-\u9fff]{1,3}?)(?:打过|打了|回了|回过)(?:个|一个|一通)?电话"),
    re.compile(_ZH_OPEN + r"(?:给|跟|和)?(?P<who>我?[\u4e00-\u9fff]{1,3}?)的?电话(?:已经|也|终于)?(?:打过|打了|打完|回了|回过)了?"),
)  # fmt: skip
# 论文截止日期推迟到20号了, 报告的deadline延期到下周了, 体检改到周五了
_ZH_MOVED = re.compile(
    _ZH_OPEN + _ZH_THING + r"(?:的)?(?:截止日期|截止时间|截止|deadline|ddl|时间|日期)?(?:又|也|被)?"
    r"(?:(?:推迟|延期|延后|改|挪|调|提前|推)(?:到|成|在)了?(?=[\d一二三四五六七八九十两]+(?:号|日|点|月|周)|下|明|后天|周|星期|礼拜|"
    r"月底|月初|年底|年后|节后|今|早上|晚上|上午|下午|中午)|(?:推迟|延期|延后)了)",
    _I,
)
# not done in Chinese: 还没, 没, 不, a question, a wish or a condition in the clause before it
_ZH_NOT = re.compile(
    r"没|沒|未|不|吗|嗎|么|？|\?|如果|要是|想|希望|打算|争取|能不能|得|要|需要|必须|该|记得|别忘|(?<!提)前"
)
_ZH_CLAUSE = re.compile(r"[，,。！!？?；;\n]")


# a reminder declined, said in answer to it: "no need to remind me anymore", "you don't have to remind me again", "stop
# reminding me", "I don't need the reminder anymore", "cancel that reminder", 不用提醒我了, 别再提醒了, 不需要提醒了, 提醒取消吧
# (not the idiom "don't remind me, I failed", nor "stop reminding me how old I am": what follows is its thing or nothing)
_EN_NO_REMINDER = re.compile(
    r"(?:\bno\s+need\s+(?:to|for\s+you\s+to)|\b(?:you\s+)?(?:don'?t|do\s+not|dont)\s+(?:need|have)\s+to|"
    r"\b(?:you\s+can\s+)?(?:stop|quit)|\bno\s+more)\s+remind(?:ing|ers?)?(?:\s+me)?"
    r"(?:\s+(?:about|to)\s+(?P<thing>[a-z][\w'-]*(?:\s+(?!anymore|again|any\s+more)[a-z][\w'-]*){0,2}))?"
    r"(?:\s+(?:anymore|any\s+more|again|now|thanks|thx|lol))*\s*(?=$|[.,;:!)]|\s+(?:i|i've|i'm|i\s+already|already|"
    r"it's|its|thanks|done)\b)"
    r"|\b(?:i\s+)?(?:don'?t|do\s+not|dont)\s+need\s+(?:the|that|this|a|any)\s+reminders?(?:\s+(?:anymore|any\s+more|now))?"
    r"\s*(?=$|[.,;:!)]|\s+(?:i|already|thanks)\b)"
    r"|\b(?:you\s+can\s+)?(?:cancel|delete|drop|remove|turn\s+off)\s+(?:the|that|this|my)\s+reminder\s*(?=$|[.,;:!)]|\s+(?:i|"
    r"already|thanks|please|pls)\b)",
    _I,
)
_ZH_NO_REMINDER = re.compile(
    r"(?:不用|不需要|无需|别|不要|甭)(?:再|继续)?提醒(?:我|了|我了|啦|我啦)?(?=$|[，,。！!～~]|了|啦)"
    r"|(?:那个|这个)?提醒(?:可以)?(?:取消|删掉|关掉)(?:吧|了|啦)?(?=$|[，,。！!～~])|(?:取消|删掉|关掉)(?:那个|这个)?提醒(?:吧|了|啦)?(?=$|[，,。！!～~])"
)


def reminder_declined(text: str) -> TaskEnd | None:
    """The reminder ``text`` declines, said in answer to it: of a thing it names ("no need to remind me about the plants
    anymore"), or, naming none ("no need to remind me anymore", 不用提醒我了), the reminder it answers (no thing).

    >>> reminder_declined("no need to remind me anymore, I did it"), reminder_declined("不用再提醒我了")
    (TaskEnd(kind='off', verb=None, thing=()), TaskEnd(kind='off', verb=None, thing=()))
    >>> reminder_declined("no need to remind me about the plants anymore")
    TaskEnd(kind='off', verb=None, thing=('plants',))
    >>> reminder_declined("ugh don't remind me, I failed"), reminder_declined("stop reminding me how old I am lol")
    (None, None)
    """
    said = to_simplified(text)
    if has_cjk(said):
        found = _ZH_NO_REMINDER.search(said)
        if found is None or re.search(r"吗|嗎|？|\?|如果|要是", said[found.end() : found.end() + 3]):
            return None
        return TaskEnd("off", None, ())
    found = _EN_NO_REMINDER.search(said)
    if found is None or _EN_NOT_REMINDER_BEFORE.search(_clause_before(said, found.start())):
        return None
    thing = found.group("thing")
    return TaskEnd("off", None, _en_thing(thing) if thing else ())


# what says the reminder is still wanted, or asked of: "do you need to ...", "if you don't need to remind me"
_EN_NOT_REMINDER_BEFORE = re.compile(r"\b(?:if|when|whether|do|does|did|can|could|should|would)\b|\?", _I)


class TaskEnd(NamedTuple):
    """A task said ended: ``done``, called ``off`` or ``moved``; the verb it was said with (its root; None for a verb
    saying only that the thing is finished); the terms naming the thing (one Chinese string, or English terms)."""

    kind: Literal["done", "off", "moved"]
    verb: str | None
    thing: tuple[str, ...]


def _verb_root(verb: str) -> str:
    word = verb.split()[0].lower()
    return _IRREGULAR.get(word) or root(word)


def _en_thing(value: str) -> tuple[str, ...]:
    terms = tuple(t for t in keyword_terms(value) if t not in _EN_NO_THING)
    return terms


def _clause_before(text: str, start: int) -> str:
    """The clause of ``text`` up to ``start``."""
    head = max((m.end() for m in re.finditer(r"[.!;,\n]|\bbut\b|\bso\b", text[:start])), default=0)
    return text[head:start]


# what may stand before a task's end in its clause: the speaker and words of no one else ("so I", "ugh, we just");
# not "my wife", "help me", "he"
_EN_OWN_OPENING = re.compile(
    r"^(?:\W*\b(?:so|and|but|ugh|ok|okay|oh|also|update|btw|actually|finally|yay|phew|well|anyway)\b)*\W*"
    r"(?:\b(?:i|we)\b(?:'ve|’ve|\s+have|\s+had\s+to|\s+just|\s+finally|\s+already|\s+went\s+ahead\s+and)*)?\W*$",
    _I,
)


def _en_end(text: str) -> TaskEnd | None:
    for kind, patterns in (("moved", _EN_MOVED), ("off", _EN_OFF)):
        for pattern in patterns:
            for match in pattern.finditer(text):
                before = _clause_before(text, match.start())
                asked = (
                    re.match(r"[^.!\n]*\?", text[match.end() :]) is not None
                )  # "the dentist moved to Friday?"
                if (
                    asked
                    or _EN_NOT.search(before) is not None
                    or (kind == "off" and not _EN_OWN_OPENING.match(before))
                ):
                    continue
                if thing := _en_thing(match.group("thing")):
                    return TaskEnd(kind, None, thing)  # type: ignore[arg-type]
    if "?" in text:
        return None
    for pattern in (*_EN_DONE, _EN_THING_DONE):
        for match in pattern.finditer(text):
            said = match.group(0)
            if _EN_NOT.search(_clause_before(text, match.start()) + said) is not None:
                continue
            thing = _en_thing(match.group("thing"))
            verb = match.groupdict().get("verb")
            if not thing or (
                verb and verb.split()[0].lower() in ("used", "seemed", "needed", "wanted", "tried")
            ):
                continue
            return TaskEnd("done", _verb_root(verb) if verb else None, thing)
    return None


# what a Chinese thing is said with, not the thing: 们把, 去上海的 (the trip's place stays), 会议从三号, 的预约
_ZH_FRAME = re.compile(
    r"^(?:们|我们)?把|从.*$|(?:的)?(?:预约|提醒|安排|截止日期|截止时间|时间|日期|事情|事)$"
)
_ZH_NO_THING = re.compile(
    r"^(?:今天|明天|昨天|最近|现在|这周|下周|本周|周末|周[一二三四五六日天]|星期|礼拜|今晚|晚上|早上|上午|下午|一切|都|全部)"
)


def _zh_thing(value: str) -> str:
    thing = _ZH_FRAME.sub("", value)
    return "" if len(thing) < 2 or _ZH_NO_THING.match(thing) else thing


def _zh_end(text: str) -> TaskEnd | None:
    said = to_simplified(text)
    for kind, patterns in (("moved", (_ZH_MOVED,)), ("off", _ZH_OFF), ("done", _ZH_DONE)):
        for pattern in patterns:
            for match in pattern.finditer(said):
                head = max((m.end() for m in _ZH_CLAUSE.finditer(said, 0, match.start())), default=0)
                tail = _ZH_CLAUSE.search(said, match.end())
                clause = said[head : tail.start() if tail else len(said)]
                if kind != "off" and _ZH_NOT.search(clause) is not None:
                    continue
                if kind == "off" and re.search(r"吗|嗎|？|\?|如果|要是", clause):
                    continue
                if tail is not None and tail.group() in "？?":
                    continue
                thing = _zh_thing(match.group(1))
                if thing:
                    return TaskEnd(kind, None, (thing,))  # type: ignore[arg-type]
    for pattern in _ZH_CALLED:
        for match in pattern.finditer(said):
            head = max((m.end() for m in _ZH_CLAUSE.finditer(said, 0, match.start())), default=0)
            tail = _ZH_CLAUSE.search(said, match.end())
            if _ZH_NOT.search(said[head : tail.start() if tail else len(said)]) or (
                tail and tail.group() in "？?"
            ):
                continue
            who = match.group("who").removeprefix("我")
            if len(who) >= 1 and not re.fullmatch(r"[他她它你们]+|谁", who):
                return TaskEnd("done", None, (who, "电话"))
    return None


def task_end(text: str) -> TaskEnd | None:
    """The task of the speaker's own ``text`` (an utterance, no speaker frame) says done, called off or moved."""
    if (declined := reminder_declined(text)) is not None:
        return declined
    return _zh_end(text) if has_cjk(text) else _en_end(text)


# what says a task is still to be done
_EN_PENDING = re.compile(
    r"\b(?:need(?:s)?\s+to|have\s+to|has\s+to|got\s+to|gotta|must|should|remind\s+me|reminder|don'?t\s+(?:let\s+me\s+)?forget|"
    r"due|deadline|haven'?t|hasn'?t|still\s+(?:need|have|haven'?t)|to-?do|on\s+my\s+list|supposed\s+to|"
    r"appointment|appt|scheduled|booked|going\s+to|gonna|planning\s+to|i'?ll|before|by\s+(?:the\s+)?\w+day|"
    r"(?:on|this|next)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|this\s+week(?:end)?|next\s+week)\b",
    _I,
)
_ZH_PENDING = re.compile(
    r"要|得|必须|需要|该|提醒|记得|别忘|截止|到期|还没|没来得及|之前|约了|预约|计划|打算|准备|ddl|deadline",
    _I,
)
# a routine, not one task: "every week", "more often", 每周
_RECURRING = re.compile(r"\b(?:every|each|weekly|daily|monthly|more\s+often|regularly)\b|每|经常|常常", _I)
# what was to be done with the thing: "need to return the book", "have to file my tax return"
_TO_DO = re.compile(r"\bto\s+([a-z]+)\b", _I)
# what "finished" or "done with" says was done
_DOING = frozenset(
    root(verb)
    for verb in ("do", "finish", "complete", "submit", "file", "write", "send", "hand", "turn", "prepare", "wrap",
                 "get", "work", "make", "fill", "sort", "handle", "deal", "take", "knock", "grade", "review", "edit",
                 "proofread", "draft", "study", "read", "pay", "clean", "fix", "pack", "plan", "book")
)  # fmt: skip
# the words of a time: "tomorrow", "this week", "on the 15th"
_EN_TIME_WORDS = re.compile(
    r"\b(?:by|before|on|this|next|tomorrow|tonight|today|at|the|\d\S*|[a-z]+day|week(?:end)?|month|morning|evening)\b",
    _I,
)
# a clause that only says when: "by Friday", "before March", "this week"
_EN_TIME_ONLY = re.compile(
    r"^(?:(?:by|before|on|this|next|tomorrow|tonight|due|at|in|the|\d\S*|[a-z]+day|week(?:end)?|month|"
    r"jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\s*)+$",
    _I,
)
# a thing said due, with no verb of its own
_DUE = re.compile(r"\b(?:due|deadline)\b", _I)
# the words a task is said to be to do with, naming no task of their own ("..., remind me", "don't forget")
_TASK_WORDS = frozenset(
    ["remind", "reminder", "need", "needs", "have", "has", "must", "should", "got", "gotta", "don't", "dont",
     "forget", "please", "pls", "plz", "also", "ok", "okay", "hey", "ugh", "lol"]
)  # fmt: skip


def _another_task(clause: str) -> bool:
    """Whether ``clause`` says a task to do of its own: a word of one, and a word more than those and a time."""
    if not _EN_PENDING.search(clause) or _EN_TIME_ONLY.match(clause.strip()):
        return False
    return any(t not in _TASK_WORDS for t in keyword_terms(_EN_TIME_WORDS.sub(" ", clause)))


# a reminder asked for: "remind me to water the plants", "set a reminder for Friday", 提醒我周日给我妈打电话
_REMINDER = re.compile(
    r"\bremind\s+(?:me|us)\b|\b(?:set|add|make|create|put\s+in)\s+(?:a|an|the)\s+reminder\b|提醒(?:我|一下)",
    _I,
)
_CLAUSES = re.compile(r"[.!?;,\n。！？；，]|\s(?:and|but|so|while)\s", _I)


def ends_task(end: TaskEnd, older: str) -> bool:
    """Whether ``older`` (an utterance said before, no speaker frame) says as still to do the task ``end`` ends: a
    clause holding its thing (and its verb, where the end names one), the whole saying it is to do and not a
    routine, and saying no end of its own (a task moved is one still to do: "the deadline got pushed to the 20th"
    is ended by "submitted the report")."""
    said = to_simplified(older)
    if (
        not end.thing
    ):  # the reminder a decline answers, whatever its thing, each week's too ("no need to remind me")
        return _REMINDER.search(said) is not None and task_end(older) is None
    pending = _ZH_PENDING if has_cjk(said) else _EN_PENDING
    if _RECURRING.search(said) or not pending.search(said):
        return False
    if (own := task_end(older)) is not None and own.kind != "moved":  # a task moved is still to do
        return False
    clauses = [c for c in _CLAUSES.split(said) if c.strip()]
    if has_cjk(said):
        # (a thing in letters, PPT, as the older said it in any case)
        parts = [part.lower() for part in end.thing]
        holding = [c for c in clauses if all(part in c.lower() for part in parts)]
        # another task said beside it (护照得去续签，还要交论文) is not ended with it
        return bool(holding) and not any(pending.search(c) for c in clauses if c not in holding)
    wanted = {root(t) for t in end.thing}
    others = [c for c in clauses if not wanted <= {root(t) for t in keyword_terms(c)}]
    # another task said beside it ("I need to renew my passport, also have to book flights") is not ended with it
    if any(_another_task(c) for c in others):
        return False
    for clause in clauses:
        roots = {root(t) for t in keyword_terms(clause)}
        roots |= {_IRREGULAR.get(t, t) for t in roots}
        if not wanted <= roots:
            continue
        if end.verb is not None:
            # a thing due ("rent is due on the 1st") is ended by what is done with a thing due ("paid the rent")
            if end.verb in roots or (
                end.verb in _DOING and _DUE.search(clause) and not _TO_DO.search(clause)
            ):
                return True
            continue
        # finished, said of a thing that was to be done something else with: "I finished the book" is not "I have
        # to return the book"
        to_do = _TO_DO.search(clause)
        if to_do is None or root(to_do.group(1).lower()) in _DOING:
            return True
    return False


__all__ = ["TaskEnd", "ends_task", "reminder_declined", "task_end"]
