"""The slot rules of a habit taken up, first ("I've taken up pottery", "I took up knitting") or again, or given up in
other words than :mod:`~.slot_rules` reads: "I started smoking again", "I'm running again", "I'm back to yoga", "I'm
not smoking anymore", 我又开始跑步了, 我又抽烟了; one taken up in Chinese (我最近开始学陶艺, 我开始学吉他了) or given up
named first (攀岩不玩了, 羽毛球不打了); smoking said as one's habit ("I smoke a pack a day", 我抽烟, 我每天抽一包烟);
and smoking in Chinese (我每天抽烟, 我戒烟了, 我把烟戒了, 我已经戒烟三个月了, 我不抽烟了,
又开始抽了), one habit whatever verb it is said with (:data:`ZH_HABIT_NAMES`).

A habit taken up again is the habit (``does``), so it ends the habit given up ("I quit smoking", then "ugh, I
started smoking again": the user smokes), as saying it again ends a value taken back; a habit given up ends it. A
plan or a wish ("I want to start running again", 我想重新开始跑步, 我打算戒烟) and a day ahead ("I'm running again
tomorrow") say neither; 我在戒烟 (trying to) is no habit given up yet.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.pastimes_done import PASTIME_RULES
from hindsight_core.extraction.slot_patterns import (
    _TO_THE,
    ACTIVITIES,
    EN_SPEAKER,
    NOT_A_PASTIME,
    ZH_ACTIVITY,
    ZH_SPEAKER_NOW,
    longest_first,
)

_I = re.IGNORECASE

#: The one name a habit is held under in Chinese, whatever it is said with: 戒烟 gives up 烟, 抽烟 and 吸烟 alike;
#: 去健身房 is 健身.
ZH_HABIT_NAMES = {"烟": "抽烟", "吸烟": "抽烟", "抽烟": "抽烟", "抽上烟": "抽烟", "健身房": "健身"}
# how much or how often, said inside a habit (游两次泳, 跑五公里, 走一万步): not its name
_ZH_AMOUNT = re.compile(r"[\d一二两三四五六七八九十百千万半]+(?:次|个小时|小时|分钟|公里|圈|趟|步)")
_ZH_BARE_VERB = {"跑": "跑步", "走": "走路", "游": "游泳", "抽": "抽烟", "吸": "吸烟"}


def zh_habit_name(said: str) -> str:
    """A habit said in Chinese by its one name: 游两次泳 and 游泳, 走一万步 and 走路, 吸烟 and 抽烟.

    >>> zh_habit_name("游两次泳"), zh_habit_name("走一万步"), zh_habit_name("跑五公里"), zh_habit_name("吸烟")
    ('游泳', '走路', '跑步', '抽烟')
    """
    name = _ZH_AMOUNT.sub("", said) or said
    name = _ZH_BARE_VERB.get(name, name)
    return ZH_HABIT_NAMES.get(name, name)


# an activity by its name, not a bare verb ("back to running", "back to yoga"; not "went back to run the tests")
_NAMED_ACTIVITY = longest_first(k for k, v in ACTIVITIES.items() if k == v or k.endswith("ing"))
# the speaker, or a sentence opening with the verb ("Started running again!"); never a condition
_SPEAKER = (
    r"(?:"
    + EN_SPEAKER
    + r"(?:'ve|’ve|\s+have)?\s+|(?:^|(?<=[.!?]\s))\s*(?:so\s+|and\s+)?)(?:just\s+|finally\s+|actually\s+|now\s+)?"
)
# a day ahead: a plan, not the habit yet ("I'm running again tomorrow", "started again next week")
_NOT_AHEAD = r"(?!\s+(?:tomorrow|tonight|today|this|next|on|at|in|later|soon)\b)"
# a time gone or ahead after a habit said taken up: "I took up smoking in college" (history), "I'm starting yoga next
# week" (a plan); "this week", "last month" say it taken up now
_NOT_THEN = r"(?!\s+(?:in|at|as|when|while|back|tomorrow|tonight|next|soon|later)\b)"
# done for someone, in the clause that says it taken up, or a thing made for one occasion: "I started swimming lessons
# for my son", "I started baking cookies for the party" (a child's lessons, one batch: no habit of the speaker's); not
# what it does for the speaker ("for my health", "for my back") nor what one trains for ("swimming for a triathlon")
_NOT_FOR_ANOTHER = (
    r"(?![^,.;:!?\n]{0,30}?\bfor\s+(?:my|our|his|her|their)\s+"
    r"(?!(?:own|health|back|knees?|heart|sanity|mental|fitness|weight|stress)\b))"
    r"(?!\s+(?!for\b)\w+(?:\s+(?!for\b)\w+)?\s+for\s+(?:the|a|an)\s)"
)
# taken up: "I've taken up pottery", "I took up knitting last winter", "I picked up tennis", "I started running",
# "I got into climbing" (not "I picked up the kids", "I started running the numbers", "she took up painting")
_TAKEN_UP = (
    _SPEAKER + r"(?:recently\s+|also\s+)?"
    r"(?:(?:taken|took|picked)\s+up\s+(?:the\s+)?|(?:started|begun|began|gotten\s+into|got\s+into)\s+"
    r"(?:" + _TO_THE + r"|going\s+|doing\s+|playing\s+)?)"
    r"(?P<value>" + _NAMED_ACTIVITY + r")\b" + NOT_A_PASTIME + _NOT_THEN + _NOT_FOR_ANOTHER
)

# a pastime named first, then given up (攀岩不玩了, 我羽毛球早就不打了, 钢琴不学了): one of those people say so, never
# what else is "not done" (电话不打了, 这个不玩了; 今天羽毛球不打了 is one day, 我老婆瑜伽不练了 hers)
_ZH_PASTIME = (
    r"(?:羽毛球|篮球|足球|网球|乒乓球|排球|高尔夫|台球|攀岩|瑜伽|普拉提|拳击|游泳|滑雪|滑板|冲浪|吉他|钢琴|小提琴|尤克里里|"
    r"架子鼓|书法|画画|国画|油画|陶艺|舞蹈|街舞|跆拳道|剧本杀|麻将|桌游|围棋|象棋|健身|跑步|马拉松|骑行|登山|徒步|钓鱼|"
    r"摄影|烘焙|太极|飞盘)"
)

HABIT_AGAIN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # taken up again: "I started smoking again", "picked up running again", "Started yoga again!"
    # (said done, so "this week" is no plan: "Started running again this week!")
    (re.compile(_SPEAKER + r"(?:started|began|begun|picked\s+up|took\s+up|taken\s+up)\s+(?:" + _TO_THE + r"|going\s+|doing\s+|playing\s+)?"
                r"(?P<value>" + _NAMED_ACTIVITY + r")\s+again\b", _I), "does", "preference"),
    # taken up for the first time, as "again" is ("I've taken up pottery", "I started swimming this month")
    (re.compile(_TAKEN_UP, _I), "does", "preference"),
    # "I'm smoking again", "I'm doing yoga again"
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am)\s+(?:now\s+|finally\s+|actually\s+)?(?:" + _TO_THE + r"|doing\s+|playing\s+|going\s+)?"
                r"(?P<value>" + _NAMED_ACTIVITY + r")\s+again\b" + _NOT_AHEAD, _I), "does", "preference"),
    # "I'm back to running", "went back to yoga", "I've gotten back into climbing"
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+(?:gone|got|gotten|been)|\s+went|\s+got)\s+"
                r"(?:finally\s+|now\s+)?back\s+(?:in)?to\s+(?:" + _TO_THE + r"|going\s+|doing\s+|playing\s+)?(?P<value>" + _NAMED_ACTIVITY + r")\b"
                + _NOT_AHEAD, _I), "does", "preference"),
    # given up, said as not doing it anymore: "I'm not smoking anymore", "I'm not doing yoga any more"
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am)\s+not\s+(?:" + _TO_THE + r"|doing\s+|playing\s+|going\s+)?(?P<value>" + _NAMED_ACTIVITY
                + r")\s+(?:anymore|any\s+more)\b", _I), "!does", "preference"),
    # taken up in Chinese: said of lately (我最近开始学陶艺, 我今年开始打网球), or learning or practising one (我开始学吉他了,
    # 我开始练瑜伽了); not a plan, a wish or a chore begun (我明天开始跑步, 我想开始学画画, 我开始打包了)
    (re.compile(r"我(?:最近|这阵子|这段时间|前段时间|今年|去年|上个月|这个月|上周|这周)(?:也|又|已经|终于)?开始(?:去)?"
                r"(?P<value>" + ZH_ACTIVITY + r")"), "does", "preference"),
    (re.compile(r"我(?:也|已经|终于)?开始(?P<value>(?:学|练)[^，。！？；,.!?;\s\n了吧啊呢的]{1,6})"), "does", "preference"),
    (re.compile(r"(?:^|(?<=[，,。！!；;\s我]))(?P<value>" + _ZH_PASTIME + r")(?:现在|已经|早就|也|都)*(?:不|没)再?"
                r"(?:玩|打|踢|练|学|跑|游|骑|爬|滑|跳|去|弹|下|拍|画|写|做)了"), "!does", "preference"),
    # 我又开始跑步了, 我最近重新开始游泳了; 又 alone only of smoking (我又抽烟了, 又抽上烟了: a relapse; 我又跑步了 is
    # one run more)
    (re.compile(ZH_SPEAKER_NOW + r"(?:又|重新)(?:开始|恢复)(?:去)?(?P<value>" + ZH_ACTIVITY + r")"), "does", "preference"),
    (re.compile(ZH_SPEAKER_NOW + r"又(?P<value>抽烟|吸烟|抽上烟)"), "does", "preference"),
    # ... and with nothing said of what, as chat says a relapse (又开始抽了, 唉，又抽上了, 我又抽起来了: 抽 alone is smoking;
    # not 又抽了一根, 又开始抽筋了, 又抽了血)
    (re.compile(r"(?:" + ZH_SPEAKER_NOW + r"|^|(?<=[，,。！!？?；;\s]))(?:又|重新)(?=开始|[抽吸](?:上|起来))(?:开始)?(?P<value>抽|吸)"
                r"(?:上|起来)?了(?=$|[，,。！!？?；;\s~～…]|啊|呀|哎|唉)"), "does", "preference"),
    # smoking given up, said as a streak: "I've been smoke-free for 3 months", "back on track, 10 days smoke free" (not a
    # smoke-free hotel, "if I can be smoke free", "my dad has been smoke-free"); 我已经两周没抽烟了 (not 我今天没抽烟: one day)
    (re.compile(r"(?:" + EN_SPEAKER + r"(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)\s+(?:now\s+|officially\s+|still\s+)?|"
                r"(?:^|(?<=[.!?,;:]\s))\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:days?|weeks?|months?|years?)\s+)"
                r"(?P<value>smoke)[- ]?free\b", _I), "!does", "preference"),
    (re.compile(ZH_SPEAKER_NOW + r"[一二三四五六七八九十两几半\d]+(?:个月|年|天|周|个星期|星期)(?:都)?没(?:再)?(?:抽|吸)(?P<value>烟)了"),
     "!does", "preference"),
    # smoking said as one's habit: "I smoke", "I smoke a pack a day", "I still smoke socially" (not "I smoke brisket",
    # "do I smoke too much", "I don't smoke"); 我抽烟, 我一直吸烟, 我每天抽一包烟, 我一天要抽十几根 (not 我抽烟吗, 我抽根烟,
    # 如果我抽烟, 我老公抽烟)
    (re.compile(r"(?<!\bdo\s)(?<!\bcan\s)(?<!\bshould\s)(?<!\bcould\s)" + EN_SPEAKER + r"(?:\s+(?:still|also|do|usually|only))*\s+"
                r"(?P<value>smoke)(?=\s*(?:$|[.!,;]|\s(?:about\s|around\s|like\s)?(?:a\s+pack|half\s+a\s+pack|a\s+few|\d+|cigarettes|"
                r"cigs|socially|occasionally|daily|every\s+day|too\b|but\b|and\b)))", _I), "does", "preference"),
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!以为)" + ZH_SPEAKER_NOW + r"(?:平时|平常|有时候|偶尔|经常|天天|每天|一天)*(?:会|要)?"
                r"(?P<value>抽烟|吸烟)(?=$|[，,。！!；;\s~～]|的|啊|呀)"), "does", "preference"),
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)" + ZH_SPEAKER_NOW + r"(?:平时|平常|一般|每天|一天|天天)(?:都|要|得|大概|差不多|能|会)*"
                r"(?P<value>抽|吸)(?=[一两二三四五六七八九十几半\d]+(?:包|根|支))"), "does", "preference"),
    # smoking given up (我戒烟了, 我已经戒烟三个月了, 我戒了烟; not 我在戒烟, 我想戒烟)
    (re.compile(ZH_SPEAKER_NOW + r"(?:成功)?戒了(?P<value>烟)"), "!does", "preference"),
    (re.compile(ZH_SPEAKER_NOW + r"(?:成功)?把(?P<value>烟)(?:给)?戒(?:了|掉了?)"), "!does", "preference"),
    (re.compile(ZH_SPEAKER_NOW + r"(?:成功)?戒(?P<value>烟)(?=了|啦|[一二三四五六七八九十两几半\d]+(?:个月|年|天|周|个星期))"), "!does",
     "preference"),
    # and a pastime said done with no how often ("I do pottery", "I play the guitar in my spare time")
    *PASTIME_RULES,
)  # fmt: skip

__all__ = ["HABIT_AGAIN_RULES", "ZH_HABIT_NAMES", "zh_habit_name"]
