"""The tense a date is said in, and whether a weekday is a habit: what ``dates`` needs to place a day
without a year.

    >>> text = "Sorry, I was wrong: the conference is on the 16th of May."
    >>> tense_at(text, text.index("16th"), len(text) - 1)  # "is": the past of "I was wrong" is another verb's
    0
    >>> tense_at("I was there on the 16th.", 13, 23)
    -1

Conventions: a date's tense is that of its clause (a clause ends at a sentence's end, a colon, ", and" /
", but" / ", so", ", I" / ", we", and every Chinese comma), read from the verb that governs the date: the last
tense word before it in its clause ("I was wrong, the conference is on the 16th": "is", not "was"; "I went
there and will go back on the 3rd": "will"; "the dishwasher broke, repair guy comes Thursday": "comes") and
everything after it; a clause with no tense word before the date is read whole (十二月二十八号去爬山了). A day
that something is moved to ("moved to the 16th", "was rescheduled to 3 May", 改到25号, 推迟到五月, 改签到12月9号)
is its new day, ahead, and so is the day a booking made is for
(订好了周五的酒店, 约好了15号的牙医, 周五的会议已经安排好了); a deadline ("by December", "before the
25th", 12月前) said in no tense is ahead, and so is a thing to be done by a day ("the bill has to be paid by
Thursday", 房租周五前得交了: no past in "paid" nor in that 了). A weekday said as a standing rule (店里周二闭店, 每逢周二, 闭店日是周四,
周二都去游泳, "on a Tuesday", "on Tuesday nights", "my day off is Tuesday"), and a working week or a place's hours
("I work Monday to Friday", 我周一到周五上班), is a habit, no one day.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.weekly_habits import bare_weekly_at

# -- tense words ----------------------------------------------------------------------------------------

_PAST = re.compile(
    # ("'ve got", "has got": a thing held, not a past)
    r"\b(?:was|were|did|had|(?<!'s\s)(?<!’s\s)(?<!'ve\s)(?<!’ve\s)(?<!have\s)(?<!has\s)got|went|came|met|saw|bought|made|took|left|began|lost|won|flew|drove|ate|spent|"
    r"diagnosed|started|moved|visited|finished|(?<!getting\s)(?<!get\s)(?<!gets\s)married|graduated|joined|arrived|"
    r"returned|happened|"
    r"celebrated|stayed|lived|worked|studied|"
    # ("quit" is its own present: "I plan to quit in June", "I'll quit", "I want to quit" are ahead)
    r"(?<!\bto\s)(?<!\bwill\s)(?<!'ll\s)(?<!\bgonna\s)(?<!\bshould\s)(?<!\bcan\s)(?<!n't\s)quit|broke|passed|adopted|ago|"
    # ("sat" is left out: "this Sat" is a Saturday)
    r"paid|told|said|gave|heard|felt|found|thought|knew|kept|sent|sold|wrote|spoke|ran|slept|woke|wore|"
    r"caught|taught|bought|built|chose|fell|held|forgot|became|threw|sang|swam|rode|fought)\b"
    # a person and a regular past ("I fixed", "we called"; not "I need", nor an arrangement: "I booked")
    r"|\b(?:i|we|he|she|they|you)\s+(?:just\s+|already\s+|finally\s+)?"
    r"(?!(?:booked|scheduled|planned|reserved|arranged)\b)[a-z]{2,}(?<!e)ed\b",
    re.IGNORECASE,
)
_FUTURE = re.compile(
    r"\b(?:will|won't|shall|gonna|going\s+to|plan(?:ning|s)?\s+to|planned|intend|hope\s+to|upcoming|soon|scheduled|"
    r"due|deadline|booked|set\s+for|training\s+for|preparing\s+for|signed\s+up\s+for|registered\s+for|"
    # what a ticket is for ("I bought tickets for Dec 11", "got us seats for Saturday's game")
    r"(?:tickets?|seats?)\s+for)\b|'ll\b"
    # a move in the timetable's present ("I move 1 November", "we fly on the 3rd", "I start on Monday")
    r"|\b(?:i|we)\s+(?:move|start|fly|leave|begin|arrive|return|travel)\b(?!\s+(?:to\s+)?(?:think|wonder|feel|see)\b)"
    # an appointment held ("I have a dentist appointment on April 20", "she's got her exam on the 3rd"): ahead
    r"|\b(?:i|we|he|she|they|you)(?:\s+have|\s+has|'ve\s+got|\s+have\s+got|'s\s+got|\s+got)\s+"
    r"(?:(?:a|an|my|our|his|her|their|the|another|one\s+more)\s+)?(?:[\w'-]+\s+){0,2}"
    r"(?:appointments?|appt|interview|exams?|test|surgery|operation|meeting|flight|check-?up|consultation|scan|"
    r"procedure|audition|hearing|court\s+date|deadline|recital|tournament|race|match|game|gig|show|shift)\b"
    # an arrangement in the present progressive: "my sister is getting married on 3 October", "I'm flying ..."
    r"|(?:\b(?:am|is|are)|'m|'re|'s)\s+(?:\w+\s+)?(?:getting|flying|going|coming|leaving|starting|moving|signing|"
    r"meeting|having|visiting|running|taking|heading|seeing|throwing|hosting|playing)\b",
    re.IGNORECASE,
)
# Chinese marks tense with particles and adverbs: 了 after a verb (not 为了 / 除了 / 了解 / 不了), 已经, 曾经 ...
# for the past; 会 (not a meeting: 开会, 会议), 要, 将, 打算 ... for the future.
_ZH_PAST = re.compile(
    r"已经|曾经|刚刚|当时|那时|(?<![为除到约订])了(?![解不])"
    # 是…的, what was done (我周一去的医院, 周五回来的, 我是周一到的北京): a verb and 的 closing its clause
    r"|(?:去|来|回来|回去|回|到|走|搬|飞|出发|见|买|办|签|认识|开始|结束|做|吃|看)的(?!话)"
    r"(?=[\u4e00-\u9fff]{0,4}(?:[。！？，,.!?；;]|$))"
)  # 约了 / 订了: arranged, ahead
_ZH_FUTURE = re.compile(
    r"打算|准备|计划|即将|快要|就要|想要|(?<![开聚约大晚乐宴舞年机社体学])会(?![议])|(?<![只需主重想])要(?![求是么不])|将(?!军|近)"
    # an arrangement made for a day (约了 is done, the outing ahead): 定在, 约了, 订了, 预约, 预产期, 截止
    r"|定在|定于|约在|约了|约好|订了|预约|预产期|截止"
)
# a booking made, governing the day after it (订好了周五的酒店, 已经帮你约好了12月15日的牙医, 预定了, 抢到了): that day is
# ahead, as after 订了 / 约了; a day said before it is when it was made (我周五就订好了酒店), read with its clause
_ZH_ARRANGED = re.compile(r"(?:(?:[订定约买抢]|安排)好|[订约抢]到|预定)了?")
# a ticket bought for a day (我买了12月11号的票, 买了周五去上海的机票): the day is the ticket's, ahead
_ZH_BOUGHT = re.compile(r"买了\s*$")
_ZH_TICKET_AFTER = re.compile(r"[^，。！？；,.!?;\n]{0,16}?票")
# ... and the day of what was booked, said first (12月11日的机票已经订好了, 周五的会议已经安排好了): that day is ahead too
_ZH_DAYS_THING = re.compile(r"的(?!时候|话)")
# The present of a verb that governs a date ("the conference is on the 16th", 会议是5月16号): a past word before
# it belongs to another verb ("I was wrong, ..."), as it does before a visit or a move in the timetable's present
# ("the dishwasher broke, repair guy comes Thursday", "the fridge broke, the guy gets here Friday"). 但是 / 还是 /
# 总是 ... are no verb.
_PRESENT = re.compile(
    r"\b(?:is|are|am|isn't|aren't)\b|\b(?:it|that|this|he|she|there|which|what|who)'s\b|'re\b|'m\b"
    r"|\b(?:comes|arrives|starts|begins|opens|leaves|departs|lands|returns|visits|moves|(?:shows|turns)\s+up|"
    r"(?:drops|stops|swings|comes)\s+(?:by|over|round|around)|gets\s+(?:here|there|back|in))\b"
    r"|(?<![但可于还只要若凡总就倒])是",
    re.IGNORECASE,
)

# a clause ends at a sentence's end, a colon (not a clock's 10:30), and at ", and" / ", but" ("Tobi passed his
# test, and the party is on 14 December": the party's date is not in the past tense of the test)
_CLAUSE_END = re.compile(
    r"[.!?;\n。！？；，：]|:(?!\d)|,\s+(?:and|but|so)\b|,\s+(?=(?:i|we)\s)", re.IGNORECASE
)
_TENSE_REACH = 300


# 了 closing what one no longer does or will not do (这周三不打球了, 周五不去了: it is called off, not done); not 不小心…了
# (done by accident) nor 不见了 (gone)
_NO_LONGER_LE = re.compile(r"不(?!小心|得不|见|久)[^，。！？；,.!?;\n了]{1,6}了")


def tense_of(text: str) -> int:
    """The tense ``text`` is said in: -1 past, +1 future, 0 when it says neither (or both)."""
    past = _PAST.search(text) is not None or _ZH_PAST.search(_NO_LONGER_LE.sub("", text)) is not None
    future = _FUTURE.search(text) is not None or _ZH_FUTURE.search(text) is not None
    return 0 if past == future else (-1 if past else 1)


def _tense_words(text: str) -> bool:
    return any(p.search(text) for p in (_PAST, _ZH_PAST, _FUTURE, _ZH_FUTURE))


# -- what is only ahead ----------------------------------------------------------------------------------

# an intention, or a time ahead that a statement is placed in: "I'm moving to Denver next month", "I plan to quit",
# "we're thinking about moving", 我下个月开始去腾讯上班, 我打算辞职 ("going to" a place is no intention: "going to
# the gym")
_AHEAD = re.compile(
    r"\b(?:will|shall|gonna|going\s+to\s+(?!(?:the|a|an|my|our|work|school|bed|church|class|be\s+honest)\b)|"
    r"plan(?:ning|s)?\s+(?:to|on)|intend(?:ing|s)?\s+to|hop(?:e|es|ing)\s+to|about\s+to|thinking\s+(?:about|of)|"
    r"considering|want\s+to|would\s+like\s+to|next\s+(?:week|month|year|spring|summer|fall|autumn|winter|semester|term)|"
    r"tomorrow|in\s+(?:a|two|three|a\s+few|a\s+couple\s+of)\s+(?:days?|weeks?|months?))\b|'ll\b|\bi'd\s+like\s+to\b"
    r"|打算|计划|准备|将要|即将|快要|就要|想要|考虑|下周|下星期|下礼拜|下个?月|明天|后天|明年|下半年|下学期|过几天|过两天",
    re.IGNORECASE,
)
# a word saying it holds now or from now on ("from now on I'll take the bus", 现在): a change, not only a plan
_NOW_ON = re.compile(
    r"\b(?:now|nowadays|these\s+days|currently|anymore|any\s+more)\b|现在|目前|如今|从此", re.IGNORECASE
)
# 了 closing what is about to be (我下个月就要搬走了, 快到了): no past
_ABOUT_TO_LE = re.compile(r"(?:要|快|将)[^，。！？；,.!?;\n了]{0,12}了")


def ahead_only(text: str) -> bool:
    """Whether ``text`` speaks only of what is ahead: an intention or a time ahead, no past and no "now" ("I'm
    moving to Denver next month", "I plan to quit my job in June", 我下个月开始去腾讯上班; not "we moved last week
    and will unpack next month", "from now on I'll take the bus", 我下个月就要搬走了 is ahead).

    >>> ahead_only("I'm moving to Denver next month!"), ahead_only("我下个月开始去腾讯上班"), ahead_only("We moved last week")
    (True, True, False)
    """
    if not _AHEAD.search(text) or _NOW_ON.search(text):
        return False
    return _PAST.search(text) is None and _ZH_PAST.search(_ABOUT_TO_LE.sub("", text)) is None


# -- a clause placed in the past ----------------------------------------------------------------------------

# a time gone said ahead of a Chinese statement's value in its clause: 之前我住在上海, 小时候我住在武汉, 三年前我在阿里工作,
# 当时我是老师, 大学的时候我住在北京, 大学时, 前几年 / 前些年 / 那几年 / 多年前, 18年的时候 (not 前两天: a change of days ago) (从小 is not: 我从小住在北京 still does; nor a comparison with the past: 我比以前更喜欢茶,
# 跟以前一样; nor a habit's "when": 不忙的时候我喜欢爬山; nor 原来, also "it turns out": 原来我老板叫王磊)
_ZH_TIME_GONE = re.compile(
    r"(?<![比跟和像同])(?:以前|之前|(?<![搬走跑开飞回赶送])过去)|原先|曾经|小时候|那时|当时|那会|当年|早年|早些年|早几年"
    r"|前(?:几|些|两)年|那(?:几|些)年|(?:好|很)?多年(?:以)?前"
    r"|(?:小|小学|中学|初中|高中|大学|上学|读书|念书|留学|年轻|单身|刚毕业)的?时候"
    r"|(?:小学|中学|初中|高中|大学|上学|读书|念书|留学|年轻|单身)时(?![间候])|(?:\d{2}|\d{4})年的?时候"
    r"|[\d一二两三四五六七八九十几半]+(?:个)?(?:多)?(?:年|月|星期|周)(?:以)?前"
)
_ZH_CLAUSE_MARK = re.compile(r"[，。！？；,.!?;\n]")
# now, said after a time gone in the same clause: what follows holds now
# (or a time after it, past a space as dictation parts clauses: 我以前住在上海 后来搬到杭州了)
_ZH_NOW = re.compile(r"现在|目前|如今|而家|(?<=\s)(?:后来|之后|然后|再后来)")


def said_of_the_past(text: str, at: int) -> bool:
    """Whether the Chinese clause holding ``text[at]`` places what it says before ``at`` in a time gone, so that a
    value at ``at`` is history, not what holds now: 之前我住在上海 (not 之前我住在上海，现在住在北京's 北京, whose clause
    says 现在; nor 之前住在海淀 现在搬到昌平了's 昌平, 现在 said after the time gone, past a space as chat parts clauses).

    >>> said_of_the_past("之前我住在上海，现在住在北京", 5), said_of_the_past("之前我住在上海，现在住在北京", 12)
    (True, False)
    >>> said_of_the_past("之前住在海淀 现在搬到昌平了", 12)
    False
    """
    start = max((m.end() for m in _ZH_CLAUSE_MARK.finditer(text, 0, at)), default=0)
    last = max((m.end() for m in _ZH_TIME_GONE.finditer(text, start, at)), default=None)
    return last is not None and _ZH_NOW.search(text, last, at) is None


# -- where a date sits ----------------------------------------------------------------------------------

# the preposition a date's own match may begin with ("on the 20th", "to the 25th")
_LEAD = re.compile(r"(?:on|by|to|until|till|before|after|from|since|for)\s+", re.IGNORECASE)
# the day something is moved to is its new day: "moved the meeting to the 16th", "was rescheduled to 3 May",
# 改到25号, 推迟到五月, 改成周四, "moved your 1:1 to Wednesday" ("I moved to Berlin on the 3rd" names no new day: the date
# must follow "to")
_MOVED_TO = re.compile(
    r"\b(?:mov(?:e|ed|es|ing)|reschedul(?:e|ed|es|ing)|postpon(?:e|ed|es|ing)|push(?:ed|es|ing)?|put\s+off|"
    r"chang(?:e|ed|es|ing)|brought|bring(?:s|ing)?|bump(?:ed|s|ing)?|shift(?:ed|s|ing)?|delay(?:ed|s|ing)?|"
    r"switch(?:ed|es|ing)?)\b(?:[^.!?;:\n]|(?<=\d):(?=\d)){0,40}?\b(?:to|until|till)\s+(?:the\s+)?$"
    r"|(?:改签|改|推|推迟|延|延期|延后|挪|换|调|调整|提前|移|改期|顺延)(?:到|至)$|(?:改成|改为|改在|换成|换到|改签成)$",
    re.IGNORECASE,
)
# a deadline: "by December", "before the 25th", "no later than 3 May"; 12月前, 五月底之前
_DEADLINE_BEFORE = re.compile(r"\b(?:by|before|until|till|no\s+later\s+than)\s+(?:the\s+)?$", re.IGNORECASE)
_DEADLINE_AFTER = re.compile(r"(?:底|中|初|末)?(?:之|以)?前(?!天|年)")
# a thing to be done, its verb's past participle after it ("has to be paid", "needs to be returned", "must be sent")
_TO_BE = re.compile(
    r"\b(?:to|must|should|shall|will|gotta)\s+be\s+(?:\w+ly\s+)?$|'ll\s+be\s+$", re.IGNORECASE
)
# a thing owed in Chinese, its 了 closing the clause saying it is time (得交了, 要交了; not 得去了一趟, 要是, 得到了, 已经…)
_ZH_OWED = re.compile(
    r"(?:得|要|必须|需要|该)(?![的是求到知死])[^，,。！!？?；;\s]{1,12}?了(?:吧|啊|呀|啦)?(?=[，,。！!？?；;\s~]|$)"
)
_ZH_DONE_BEFORE = re.compile(r"已经|曾经|刚刚|刚才|当时|那时|上周|上个月|昨天|前天|去年")
# what holds since a day began on it, a day behind: "my calf is tight since Saturday", "sick ever since the 3rd",
# 自从周六
_SINCE = re.compile(r"\bsince\s+(?:the\s+)?$|自从$", re.IGNORECASE)


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause around ``text[start:end]``, read at most _TENSE_REACH characters each way (not the whole
    text per date: a pasted log names many)."""
    floor = max(0, start - _TENSE_REACH)
    before = [e.end() for e in _CLAUSE_END.finditer(text, floor, start)]
    after = _CLAUSE_END.search(text, end, min(len(text), end + _TENSE_REACH))
    return (before[-1] if before else floor), (after.start() if after else min(len(text), end + _TENSE_REACH))


def _governing(head: str) -> re.Match[str] | None:
    """The last tense word before a date in its clause (the verb that governs it); at one end, a past or
    future word over the bare present ("is getting" over "is")."""
    found = [
        m for p in (_ZH_ARRANGED, _PAST, _ZH_PAST, _FUTURE, _ZH_FUTURE, _PRESENT) for m in p.finditer(head)
    ]
    # (the first of those ending last: 订好了 over its 了)
    return max(found, key=lambda m: (m.end(), m.re is not _PRESENT), default=None)


def tense_at(text: str, start: int, end: int) -> int:
    """The tense the date at ``text[start:end]`` is said in: -1 past, +1 ahead, 0 when its clause says
    neither (or both). See the module docstring for how the clause and its verb are read."""
    first, last = _clause(text, start, end)
    lead = _LEAD.match(text, start, end)
    head = text[first : lead.end() if lead else start]
    if _MOVED_TO.search(head):
        return 1
    if _SINCE.search(head):
        return -1
    verb = _governing(head)
    if _ZH_BOUGHT.search(head) and _ZH_TICKET_AFTER.match(text, end, last):
        return 1
    if verb is None and _ZH_DAYS_THING.match(text, end) and _ZH_ARRANGED.search(text, end, last):
        tense = 1
    elif verb is None:
        tense = tense_of(text[first:last])
    elif verb.re is _ZH_ARRANGED:
        tense = 1
    elif verb.re is _PRESENT:  # the past before a present verb is another verb's; what is ahead still counts
        tense = tense_of(text[first + verb.end() : last])
        if tense == 0 and (_FUTURE.search(head) or _ZH_FUTURE.search(head)):
            tense = 1  # "the deadline is 3 August"
    else:  # from the governing verb on
        tense = tense_of(text[first + verb.start() : last])
    if tense == 0 and (_DEADLINE_BEFORE.search(head) or _DEADLINE_AFTER.match(text, end)):
        return 1
    if (
        tense < 0
        and verb is not None
        and verb.re is _PAST
        and (to_be := _TO_BE.search(head, 0, verb.start())) is not None
        and not _PAST.search(head, 0, to_be.start())  # "I was supposed to be paid on Monday"
    ):
        return 1  # what is to be done by then ("the bill has to be paid by Thursday"): ahead, no past
    if tense < 0 and _ZH_OWED.search(text, first, last) and not _ZH_DONE_BEFORE.search(text, first, last):
        return 1  # 周四之前电费得交了: 了 after what is owed says it is time, the day is ahead
    if tense == 0 and not _tense_words(text[first:last]):
        floor = max(0, start - _TENSE_REACH)
        if tense_of(text[floor : end + _TENSE_REACH]) > 0:
            # a clause saying neither is ahead when its message speaks of what is ahead ("我在准备考研，考试是12月
            # 20号"); not behind when it speaks of the past ("Tobi passed his test, and the party is on 14 May")
            tense = 1
    return tense


# -- habits ---------------------------------------------------------------------------------------------

_CN_DAY = r"(?:周|星期|礼拜)?[一二三四五六日天1-7]"
# 每周二 / 每个周二 are left out by the weekday rule itself; 每逢周二, 逢周二, 一般周二, 闭店日是周二 here
_HABIT_BEFORE = re.compile(
    r"逢|一般|通常|平时|平常|总是|往往|向来|固定|(?:闭店|闭馆|休馆|休息|公休|营业|定休|店休)日"
    # every other week, every month (每隔一周的周五, 双周周五, 每个月第一个周一, 每月的最后一个周五): no one day
    r"|每隔|隔周|双周|单周|每两周|每(?:个)?月"
    r"|\b(?:usually|always|normally|generally|typically|tend\s+to|days?\s+off|closing\s+day|rest\s+day)\b"
    # the day of a household's round ("trash day is Tuesday", "laundry day is Sunday", "payday is Friday"), or said of
    # every week ("every week on Thursday")
    r"|\b(?:(?:trash|garbage|rubbish|bins?|recycling|laundry|cleaning)\s+(?:day|night)s?|payday|pay\s+day)\b"
    r"|\b(?:every|each)\s+week\b",
    re.IGNORECASE,
)
# said of every week after it: "Therapy is Thursday at 4 every week" (not "a weekly meeting on Monday": one Monday's)
_EVERY_WEEK_AFTER = re.compile(r"\b(?:every|each)\s+week\b", re.IGNORECASE)
# 周二闭店 (a shop's hours), 周二都去游泳, 周二和周四都…, 周二一般…
_HABIT_AFTER_ZH = re.compile(
    # (我们公司周六也上班: a working week's day)
    rf"(?:[和与及、至到~-]{_CN_DAY})*(?:也)?(?:都|一般|通常|总是|照例|固定|(?<=也)(?:上班|上课|营业|开门)"
    r"|(?:全天)?(?:闭店|闭馆|休馆|店休|公休|休业|歇业|停业|不营业|不开门|关门|休市|营业|开门))"
)
# "on Tuesday nights", "on a Tuesday", "every other Tuesday"
# (and "the first Monday of each month", "the last Friday of the month": a weekday of every month, or a month's
# day no weekday names)
_HABIT_AFTER_EN = re.compile(
    r"\s+(?:mornings|afternoons|evenings|nights)\b|\s+of\s+(?:each|every|the|this|next|last)\s+month\b",
    re.IGNORECASE,
)
_HABIT_RIGHT_BEFORE_EN = re.compile(
    r"\b(?:on\s+a|every\s+other|every\s+second|alternate)\s+$"
    # the next of a list after "every" ("every Monday and Wednesday morning", "every Tue, Thu")
    r"|\bevery\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\s*,\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)*"
    r"\s*,?\s*(?:and|&|or)?\s*$",
    re.IGNORECASE,
)
# a range of weekdays ("Monday to Friday", "Mon-Fri", "Fri thru Sun", 周一到周五, 周一至五) said of one's working week
# or a place's hours in the present ("I work Monday to Friday", "my wife works Mon-Fri", "Gym hours are Mon-Fri 6am to
# 10pm", "we're open Monday through Saturday", 我周一到周五上班, 健身房周一至周五开放): every week's days, no one week's
# (not "I'm in London Monday to Friday", "I'm working Monday to Friday", "I'll work ...", "I worked ...", nor a week
# named: "I work Monday to Friday next week", 下周一到周五上班)
_EN_DAY = r"\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b"
_RANGE_WORD = r"\s*(?:-|–|~|～|to|till|til|until|through|thru|到|至)\s*"
_RANGE_ON = re.compile(
    rf"{_RANGE_WORD}(?:{_EN_DAY}|(?:周|星期|礼拜)?[一二三四五六日天](?![号日月点时]))", re.IGNORECASE
)
_RANGE_FROM = re.compile(rf"(?:{_EN_DAY}|(?:周|星期|礼拜)[一二三四五六日天1-7]){_RANGE_WORD}$", re.IGNORECASE)
_WEEK_EN = re.compile(r"\b(?:work|works|open|opens|closed|hours)\b", re.IGNORECASE)
# (a time of the day between: 周一到周五早上八点上班, 周一至周五9点到18点营业)
_WEEK_ZH = re.compile(
    r"(?:(?:早上|上午|中午|下午|晚上|早|晚)?[\d一二三四五六七八九十两]{1,3}(?:点|[:：]\d\d)半?"
    r"(?:(?:到|至|-|~)(?:早上|上午|中午|下午|晚上)?[\d一二三四五六七八九十两]{1,3}(?:点|[:：]\d\d)半?)?)?"
    r"(?:都|一般|通常)?(?:上班|工作|坐班|上课|营业|开门|开放)"
)
_ONE_WEEK = re.compile(
    r"\b(?:this|next|last|coming|following)\s+week\b|\bweek\s+(?:of|after)\b|这周|本周|下周|上周|(?:这|下|上)个?(?:星期|礼拜)",
    re.IGNORECASE,
)


# one of weekdays written with a slash between ("Mon/Wed/Fri mornings", "gym Tue/Thu at 6am", "class is Mon/Wed 10am"):
# a timetable's, every week's
_SLASHED_BEFORE = re.compile(rf"{_EN_DAY}\s*/\s*$", re.IGNORECASE)
_SLASHED_AFTER = re.compile(rf"{_EN_DAY}\s*/\s*{_EN_DAY}", re.IGNORECASE)


def moved_to_at(text: str, start: int, end: int) -> bool:
    """Whether the date at ``text[start:end]`` (its own match beginning "to", "until": "to April") is the day
    something is moved to ("the trip got pushed to April", "we moved the wedding to May"), not a name after "to"
    ("I talked to May")."""
    first, _ = _clause(text, start, end)
    lead = _LEAD.match(text, start, end)
    return _MOVED_TO.search(text[first : lead.end() if lead else start]) is not None


def habitual_at(text: str, start: int, end: int) -> bool:
    """Whether the weekday at ``text[start:end]`` (one said bare: "on Tuesday", 周二) is a standing rule or a
    habit, which names no one day: 店里周二闭店, 周二都去游泳, 闭店日挪到周四了, "on Tuesday nights", "I work Monday to
    Friday", 孩子周六上钢琴课 (:func:`~hindsight_core.extraction.weekly_habits.bare_weekly_at`)."""
    first, last = _clause(text, start, end)
    lead = _LEAD.match(text, start, end)
    at = lead.end() if lead else start
    head = text[first:at]
    return bool(
        _HABIT_BEFORE.search(head)
        or _EVERY_WEEK_AFTER.search(text, end, last)
        or _HABIT_RIGHT_BEFORE_EN.search(text, max(0, start - 40), start)
        or _HABIT_AFTER_ZH.match(text, end)
        or _HABIT_AFTER_EN.match(text, end)
        or _weekly_range(text, first, at, end)
        or bare_weekly_at(text, start, end)
        or _SLASHED_BEFORE.search(text, max(0, at - 16), at) is not None
        or _SLASHED_AFTER.match(text, at) is not None
    )


def _weekly_range(text: str, first: int, at: int, end: int) -> bool:
    """Whether the weekday at ``text[at:end]``, in a clause beginning at ``first``, opens or closes a range of
    weekdays said of one's working week or a place's hours in the present (``_WEEK_EN`` and ``_WEEK_ZH`` above)."""
    following = _RANGE_ON.match(text, end)
    if following is None and not _RANGE_FROM.search(text, max(first, at - 24), at):
        return False
    last = following.end() if following else end
    _, clause_end = _clause(text, at, last)
    head = text[first:at]
    if _ONE_WEEK.search(text, first, clause_end) or _tense_words(head):
        return False
    return _WEEK_EN.search(head) is not None or _WEEK_ZH.match(text, last) is not None


__all__ = ["ahead_only", "habitual_at", "moved_to_at", "said_of_the_past", "tense_at", "tense_of"]
