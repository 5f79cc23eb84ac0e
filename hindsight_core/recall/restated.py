"""A value said again as changed, naming nothing given up: "Customers have become 52 now" after "Currently I am
having 34 regular customers", "switched propane to AmeriGas" after "propane supplier is Hill Country Gas", "new
mentor is Callum" after "my mentor is Priyanka", 羽毛球改成周二周五了 after 羽毛球周三周六打. No slot rule reads
these; recall ranks the newer statement right above the older one when both say the thing the question asks
about and the newer says, in a clause saying it changed, every word of the question the older one matched
("the dog is now 12" says nothing new of when the dog is walked), not only a name or a person ("Emma is now
learning piano" says nothing new of what Emma is allergic to, "we moved mom into memory care" nothing of her
illness), and at least half of what the question asks of whom or what it names ("Priya moved to Denver last week"
says nothing of "where does Priya work?"). Not for a question in the past tense ("how much did I sell my painting
for?" asks about an event).

A question naming its slot in a word neither statement says ("how often do I see the physio?" / "physio is
weekly now") is read by the kind of value it asks for instead (:func:`lift_restated_value`): a time, a weekday,
how often, money, a dose, a count, in English or Chinese (店里周几不开门 / 闭店日挪到周四了; 钢琴课一节多少钱 /
钢琴课涨到三百二一节了)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime
from functools import lru_cache

from hindsight_core.extraction.dates_en import MONTH_NAMES
from hindsight_core.lifecycle.held_at import ended
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.subject import same_subject
from hindsight_core.text import (
    CASED_LOWER,
    CASED_UPPER,
    has_cjk,
    keyword_terms,
    same_speaker,
    spoken,
    to_simplified,
)
from hindsight_core.word_forms import base_form

# what says a value changed, in the clause that names the thing
_CHANGED = re.compile(
    r"\b(?:now|new|newly|switched|switching|changed|changing|moved|become|became|went\s+up|gone\s+up|went\s+down|down\s+to|"
    # moved in time: "we pushed lisbon to september", "moving the trad nights to the last Thursday"
    r"pushed|pushing|postponed|rescheduled|brought\s+forward|moving(?=[^.!?,;]{0,40}\bto\b)|"
    # "had to push the appointment to the 21st", "we've had to move it to Friday"
    r"(?:had|got)\s+to\s+(?:push|move|reschedule|postpone|shift|bump)|"
    r"up\s+to|no\s+longer|anymore|these\s+days|nowadays|instead|replaced|upgraded|raised|increased|reduced|lowered|dropped|"
    r"shifted|swapped)\b|现在|而家|宜家|依家|改成|改到|改为|改做|换成|換成|换了|換咗|变成|變成|涨到|漲到|降到|减到|減到|加到|[瘦胖]到|"
    # moved up or along: 乐乐升四年级了, 天数缩短到8天, 婚礼推迟到十月
    r"升(?=[到至上了一二两三四五六七八九十\d])|缩短|縮短|延长到|延長到|推迟到|推遲到|提前到|挪到|调到|調到|改期",
    re.IGNORECASE,
)
_CLAUSE = re.compile(
    r"[!?;\n。！？；，、]|[.,](?!\d)|(?<!\d)[.,]|\s(?:and|but|so|while|because|since)\s", re.IGNORECASE
)  # "2,700" and "1.5" are one number, not two clauses
# who a statement is about, not what it says of them: like a name, no topic ("my mom has dementia", then "we
# moved mom into memory care": what the mom has did not change)
_PEOPLE = frozenset(
    """mom mum mother dad father parent wife husband partner son daughter kid child children baby sister brother
    grandma grandmother grandpa grandfather nan gran aunt uncle cousin niece nephew boyfriend girlfriend fiance
    fiancee friend boss colleague roommate flatmate""".split()
)
_ZH_PEOPLE = re.compile(
    r"妈|媽|爸|老公|老婆|儿子|兒子|女儿|女兒|孩子|宝宝|寶寶|哥|姐|弟|妹|爷|爺|奶|外公|外婆|阿嬤|阿公|朋友|同事|室友|老板|老闆"
)
# asked for whoever holds a role: "who is my roommate now?", 谁帮我遛狗
_ASKS_WHO = re.compile(r"\bwho(?:'s|’s)?\b|谁|誰", re.IGNORECASE)
# asked in the past tense ("how much did I sell my painting for?"): an event, not a value that holds now
_PAST_QUESTION = re.compile(r"\b(?:did|was|were|had)\b", re.IGNORECASE)
_READ = 600  # a restatement is a sentence or two; a tool's long output is read no further
_POOL_HEAD = 20


def _stem(term: str) -> str:
    """English endings folded ("carers" and "carer", "studying" and "study", "supplies" and "supply"), and a
    practice and who practises it ("therapy" and "therapist", "guitar" and "guitarist"); a verb's irregular forms and
    the act named ("flew", "flight" and "fly": :func:`~hindsight_core.word_forms.base_form`)."""
    term = base_form(term) or term
    if has_cjk(term) or len(term) <= 3:
        return term
    for end, instead in (("ies", "y"), ("ing", ""), ("ed", ""), ("s", "")):
        if term.endswith(end) and len(term) - len(end) >= 3 and not term.endswith("ss"):
            term = term[: -len(end)] + instead
            break
    if term.endswith("ist") and len(term) >= 7:
        return term[:-3]
    return term[:-1] if term.endswith("y") and len(term) >= 6 else term


def _content(text: str) -> str:
    """What was said, without the frame naming the speaker ("The user said: ...")."""
    return spoken(text)[:_READ]


_CAPITALISED = re.compile(rf"(?<=[{CASED_LOWER}0-9,;)'’] )([{CASED_UPPER}][\w'’-]+)")


@lru_cache(maxsize=8192)
def _names(text: str) -> frozenset[str]:
    """Lower-cased words written with a capital inside a sentence: names ("Emma", "Mango's", "Zoë")."""
    found = _CAPITALISED.findall(_content(text))
    return frozenset(_stem(t) for word in found for t in keyword_terms(word))


def _says_new(text: str, role: str) -> bool:
    """Whether ``text`` says a new holder of ``role``: "a new roommate", 新室友."""
    content = _content(text).lower()
    return re.search(rf"\bnew\s+{re.escape(role)}|新{re.escape(role)}", content) is not None


def _person(term: str) -> bool:
    return term in _PEOPLE or (has_cjk(term) and _ZH_PEOPLE.search(term) is not None)


@lru_cache(maxsize=8192)
def _changed_clauses(text: str) -> tuple[str, ...]:
    """The clauses of ``text`` that say something changed."""
    content = _content(text)
    # what a clause matches the whole text does (each cut is at a non-word): most texts are read once
    if not _CHANGED.search(content):
        return ()
    return tuple(c for c in _CLAUSE.split(content) if _CHANGED.search(c))


def says_changed(text: str) -> bool:
    """Whether a clause of what ``text`` says tells that something changed ("so I switched gyms", 吉他换了)."""
    return bool(_changed_clauses(text))


@lru_cache(maxsize=8192)
def _changed_terms(text: str) -> frozenset[str]:
    """The terms of the clauses of ``text`` that say something changed."""
    return frozenset(_stem(t) for clause in _changed_clauses(text) for t in keyword_terms(clause))


@lru_cache(maxsize=8192)
def _terms(text: str) -> frozenset[str]:
    return frozenset(_stem(t) for t in keyword_terms(_content(text)))


def lift_restated(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    query: str,
    *,
    before: bool = False,
    at: datetime | None = None,
) -> None:
    """A newer statement saying that a thing the question asks about changed ranks right above an older
    statement of that thing that outranked it (see the module); asked for the value ``before`` ("how many
    learners did I have at first?"), the older one right above the newer."""
    asked = {_stem(t) for t in keyword_terms(query)}
    if not asked or (not before and _PAST_QUESTION.search(query)):
        return
    who = _ASKS_WHO.search(query) is not None
    # whom the question names is who it asks about, not what: "where does Priya work?" asks nothing "Priya moved to
    # Denver" says changed (the name opening it is read as no name)
    what = asked - _names(query)
    head = best_ids(final, _POOL_HEAD)
    for rid in head:
        new = records[rid]
        if ended(new, at):
            continue
        changed = _changed_terms(new.text)
        # the change says at least half of what is asked ("staff up to 11 across both shops" says only "shop" of
        # "who owns the bubble tea shop?")
        if 2 * len(what & changed) < len(what):
            continue
        older = []
        for o in head:
            old = records[o]
            if (
                (final[o] < final[rid]) != before
                or old.occurred_at >= new.occurred_at
                or old.scope.user_id != new.scope.user_id
                or not (same_speaker(old.text, new.text) and same_subject(old.text, new.text))
            ):
                continue
            # everything the question matched in the older statement, the newer says changed; a name is no topic
            matched = asked & _terms(old.text)
            # (asked who holds a role, "who is my roommate?", the role is the topic where the newer statement says a
            # new one: "found a new roommate!! her name is Keisha", 新室友, not "my boss is now in Berlin")
            topic = {
                t
                for t in matched - _names(old.text) - _names(new.text)
                if not _person(t) or (who and _says_new(new.text, t))
            }
            if topic and matched <= changed:
                if before:
                    final[o] = final[rid] * (1.0 + 1e-6)
                else:
                    older.append(final[o])
        if older:
            final[rid] = max(older) * (1.0 + 1e-6)


# The kind of value a question asks for, and how a clause holds one. A question naming its slot in words the
# statements never repeat ("what dose of carprofen is Biscuit on?" / "Biscuit's carprofen was lowered to 10 mg")
# is read by the kind of the value instead.
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
# Chinese values have no word boundary before them (涨到8000刀了); a Chinese count names what it counts
# (三百五十度, 两个娃), so a bare 一 (一起, 一直) is no number
_ZH_NUM = r"[零一二两三四五六七八九十百千万\d]"
_ZH_COUNTED = r"(?:个|只|位|人|次|岁|度|分|斤|公斤|公里|米|步|台|辆|套|间|本|门|节|家|条|张|件|瓶|盒|杯|碗|袋|箱|份|场|篇|颗|片|粒)"
# what a number after "at" counts when it is no hour
_UNITS = r"years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|kg|kgs|lbs?|km|miles?|mph|degrees?|k|grand|people|guests"
#: What a bare "when is ..." asks, any of them: a day of the week, a time or a date
WHEN_IS = ("weekday", "clock", "date")
#: What a bare "when does ...", 什么时候, asks: a day or a time
WHEN_DOES = ("weekday", "clock")
#: Both: what a bare "when" asks
WHEN_KINDS = (WHEN_IS, WHEN_DOES)
_KINDS: dict[str, re.Pattern[str]] = {
    "clock": re.compile(
        r"\b\d{1,2}(?::\d{2}|\s*[ap]\.?m\b)|\b(?:noon|midnight)\b|"
        # an hour said bare after "at" or "until" ("we open at 7 now"), not an age or an amount ("at 30", "at 5%")
        rf"\b(?:at|until|till)\s+(?:1[0-2]|0?[1-9])\b(?![.,:]?\d|\s*%|\s*(?:percent|{_UNITS})\b)|"
        # 八点, 7点半, 十一点; 一点 alone is "a little" (多吃一点)
        rf"[零二两三四五六七八九十\d]{_ZH_NUM}{{0,2}}[点點](?:半|{_ZH_NUM}+分?|钟)?|一[点點](?:半|钟|{_ZH_NUM}+分)|"
        # a time of day said as a habit (跑步改到晚上了, 每天早上跑步), not one day's (今天早上)
        r"(?<!今天)(?<!昨天)(?<!明天)(?:早上|上午|中午|下午|傍晚|晚上|凌晨|半夜)",
        re.IGNORECASE,
    ),
    # 每周五次 is five times a week, not Fridays
    "weekday": re.compile(
        r"\b" + _WEEKDAY + r"|(?:周|星期|礼拜|禮拜)[一二三四五六日天](?![次天个回趟遍])", re.IGNORECASE
    ),
    # a day of the calendar: "Oct 29", "October 29th", "29 Oct", "the 15th", 10月29号, 十月二十九日, 29号 (not 3号线,
    # 5号楼)
    "date": re.compile(
        rf"\b(?:{MONTH_NAMES})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?!\s*(?:%|k\b|{_UNITS}))|"
        rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES})\b|\bthe\s+\d{{1,2}}(?:st|nd|rd|th)\b|"
        rf"{_ZH_NUM}{{1,3}}月{_ZH_NUM}{{1,3}}[号日]|(?<![\d月])\d{{1,2}}号(?![线楼房门床位机口])",
        re.IGNORECASE,
    ),
    "often": re.compile(
        r"\b(?:daily|nightly|weekly|fortnightly|monthly|yearly|annually|every\s+(?:day|night|week|month|other)|"
        r"once|twice|\d+\s*(?:x|times)\s+(?:a|per)\s+\w+|"
        # "every 6 weeks", "every three months"
        r"every\s+(?:\d+|two|three|four|five|six|eight|ten|twelve|few|couple\s+of)\s+(?:hours|days|weeks|months|years)|"
        # a weekday every week: "on Wednesdays", "every Monday"
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|"
        rf"(?:每|一)(?:天|日|晚|周|星期|礼拜|个?月|年)[^，。！？,.!?]{{0,4}}?{_ZH_NUM}+(?:次|回|趟)|"
        # 两次, 三回; 一次 alone is "a time" (100一次, 一次游一千米)
        rf"每(?:天|日|晚|周|星期|礼拜|个?月|年|隔)|[两二三四五六七八九十]{_ZH_NUM}*(?:次|回|趟)|隔天|天天",
        re.IGNORECASE,
    ),
    "money": re.compile(
        r"[£$€¥￥]\s?\d|\b\d[\d,.]*\s?(?:k|quid|bucks|dollars|euros|pounds)\b|"
        r"(?:\d[\d,.]*\s*|[一二两三四五六七八九十百千]+)(?:块|塊|元|刀|美元|美金|蚊)|"
        # 三千二, 一万六, 800万 are money unsaid; 一千米, 三万步, 三百五十度 are none
        rf"(?:\d[\d,.]*\s*|[一二两三四五六七八九十]+)[千万萬][一二两三四五六七八九]?(?!{_ZH_NUM}*{_ZH_COUNTED})|"
        rf"[一二两三四五六七八九]百[一二两三四五六七八九]?(?![零一二两三四五六七八九]?十|{_ZH_COUNTED})",
        re.IGNORECASE,
    ),
    "dose": re.compile(
        # (the unit written out too: "it is now 20 milligrams", "12 units at night")
        r"\b\d+(?:\.\d+)?\s?(?:mg|mcg|ml|iu|milligrams?|micrograms?|millilit(?:er|re)s?|units)\b|"
        r"\d+(?:\.\d+)?\s*(?:毫克|微克|毫升|单位|單位)|(?<=[\u3400-\u9fff])\d+(?:\.\d+)?\s*(?:mg|ml)|"
        r"[一二两三四五六七八九十半\d]+(?:片|粒|颗|顆|毫克)",
        re.IGNORECASE,
    ),
    # a body's or a pet's weight: "down to 82kg", "11 stone 4", 瘦到七十八公斤, 八斤了, 减到12公斤, 今天称了68.5
    "weight": re.compile(
        r"\b\d+(?:\.\d+)?\s?(?:kg|kgs|kilos?|kilograms?|lbs?|pounds|stone|st)\b|"
        rf"(?:\d+(?:\.\d+)?|{_ZH_NUM}+)\s*(?:公斤|千克|斤|kg)|"
        rf"(?:瘦到|胖到|减到|长到|涨到|增到|瘦了|胖了|重了|体重|称了|称了一下)\s*(?:\d+(?:\.\d+)?|{_ZH_NUM}+)",
        re.IGNORECASE,
    ),
    # someone's age: "I'm 41", "leo is 7", "a 9 yr old greyhound", "turned 68", 三岁, 六个月大; not "I'm 5 minutes
    # away" or "she is 5'4"
    "age": re.compile(
        r"\b\d{1,3}[\s-]*(?:years?|yrs?|months?|weeks?)[\s-]*old\b|\b\d{1,3}\s*(?:yo|y/o|y\.o\.)(?!\w)|"
        r"\b(?:aged?|turn(?:s|ed|ing)?)\s+\d{1,3}\b|"
        rf"(?:\b(?:i'?m|i am|he'?s|she'?s|he is|she is|is|are|they'?re)|(?-i:\b[{CASED_UPPER}][{CASED_LOWER}]+)['’]s)\s+(?:now\s+|only\s+|just\s+|almost\s+|nearly\s+)?"
        r"\d{1,2}(?![\d'’%]|[.:,/]\d)(?!\s*(?:%|percent|mg|mcg|ml|units?|degrees?|°|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|k\b|am\b|pm\b|"
        r"kg|lbs?|miles?|km|times|x\b|of\b|out\b|in\b|dollars|bucks|pounds|euros|quid|cm|inches|feet|ft\b|m\b|st\b|stone|"
        r"jan|feb|mar|apr|may\b|jun|jul|aug|sep|oct|nov|dec|th\b|st\b|nd\b|rd\b))|"
        rf"(?:\d+|{_ZH_NUM}+)\s*(?:岁|歲|周岁|个月大)",
        re.IGNORECASE,
    ),
    "number": re.compile(
        r"\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\b\d+(?:\.\d+)?\b|"
        rf"(?<=[\u3400-\u9fff])\d+(?:\.\d+)?|{_ZH_NUM}+{_ZH_COUNTED}|"
        # a share: 三成 (30%), 七折
        r"[一二两三四五六七八九十]成|[一二两三四五六七八九]折"
    ),
}
_ALL_KINDS = tuple(_KINDS)
# read on the question in simplified characters
_ASKED_KINDS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    # a weight or an age asked for (体重多少 before 多少 is read as a count)
    (
        re.compile(r"\bweigh\w*\b|\bweight\b|多重|体重|几斤|几公斤|多少斤|多少公斤|多沉", re.IGNORECASE),
        ("weight",),
    ),
    (
        re.compile(
            r"\bhow\s+old\b|\bages?\b|几岁|多少岁|多大(?:了|年纪|岁数|$|[？?])|年纪|年龄|岁数", re.IGNORECASE
        ),
        ("age",),
    ),
    (
        re.compile(
            r"\bwhat\s+time\b|\bwhen\s+(?:does|do|is|are)\b[^?]*\b(?:open|close|start|run|finish)|几点|几时|什么时间",
            re.IGNORECASE,
        ),
        ("clock",),
    ),
    (
        re.compile(r"\b(?:what|which)\s+days?\b|周几|星期几|礼拜几|哪天|哪一天|哪几天", re.IGNORECASE),
        ("weekday",),
    ),
    (re.compile(r"\bwhat\s+date\b|几月几[号日]|几号", re.IGNORECASE), ("date",)),
    # "when is the release?" may be a date; "when does book club meet?", 什么时候 most often a day or a time (a date
    # held beside is a deadline of something else: "paper draft by march 1" for "when do I write now?")
    (re.compile(r"\bwhen\s+(?:is|are)\b", re.IGNORECASE), WHEN_IS),
    (re.compile(r"\bwhen\s+(?:does|do)\b|什么时候", re.IGNORECASE), WHEN_DOES),
    (
        re.compile(r"\bhow\s+often\b|(?:多久|多长时间)[^，。？?]{0,6}一次|几次|多频繁|频率", re.IGNORECASE),
        ("often",),
    ),
    (
        re.compile(
            r"\bhow\s+much\b|\b(?:cost|price|charge|pay|rate|fee|salary|salaries|wage|income|rent)s?\b|"
            r"多少钱|价格|价钱|费用|学费|房租|租金|工资|薪水|月薪|年薪|收入|多贵",
            re.IGNORECASE,
        ),
        ("money",),
    ),
    (re.compile(r"\b(?:dose|dosage)\b|剂量|用量|几片|几粒|几颗|毫克", re.IGNORECASE), ("dose",)),
    (
        re.compile(
            r"\bhow\s+many\b|\b(?:version|release)\b|"
            rf"(?:几|多少){_ZH_COUNTED}|几口",
            re.IGNORECASE,
        ),
        ("number",),
    ),
    # a code asked for by 多少 (WiFi密码是多少, 我的手机号是多少, 车牌号多少, 会员卡号是多少): the code, no count nor amount
    # ("what's my wifi password?" asks none either)
    (
        re.compile(
            r"(?:密码|口令|账号|帐号|用户名|号码|[^几]号|编号|车牌|邮编|验证码|(?i:(?<![a-z])(?:id|pin|wifi|wi-fi)))是?多少"
        ),
        (),
    ),
    # how many and how much alike (销售目标是多少, 收入多少); a count when it names what it counts (多少杯)
    (re.compile("多少"), ("number", "money")),
)

# words that name a kind of value or its unit, not what the value is of ("dose" is shared by every dose)
_KIND_WORDS = frozenset(
    """time times day days week weekly often dose dosage price prices cost costs charge charges fee fees rate rates
    pay paid version release many much number mg mcg ml iu milligram milligrams microgram micrograms units am pm
    utc""".split()
)
_PRICED = re.compile(
    r"\b(?:price|prices|cost|costs|charge|charges|fee|fees|rent)\b|价|房租|租金|学费|费用", re.IGNORECASE
)
# a unit says what a value is counted in, not what it is of: two doses in 毫克 share 毫克 whatever drug they name
_UNIT_TERMS = frozenset(
    "mg mcg ml iu milligram milligrams microgram micrograms units kg kgs lb lbs km miles 毫克 微克 毫升 公斤 公里 千克".split()
)
# a Chinese pair of characters that says no thing a value is of: a question word, a kind, a particle (息了, 我一)
_ZH_NO_TOPIC = re.compile(r"[几哪了的吗呢吧啊呀哦嘛我你他她它次]|多少|什么|时候|时间")
# asked in the past in Chinese (考了多少分, 上次花了多少): an event
_ZH_PAST_QUESTION = re.compile(r"[了过](?:多少|几)|上次|那次|当时|那时")


def asked_kinds(query: str) -> tuple[str, ...]:
    """The kinds of value ``query`` asks for (a time, a weekday, how often, an amount of money, a dose, a
    number), empty when it asks for none of them.

    >>> asked_kinds("what dose of carprofen is Biscuit on?"), asked_kinds("which day are the bins collected?")
    (('dose',), ('weekday',))
    >>> asked_kinds("where do I work?"), asked_kinds("健身房哪天休息？"), asked_kinds("我一周去几次健身房")
    ((), ('weekday',), ('often',))
    """
    text = to_simplified(query)
    for pattern, kinds in _ASKED_KINDS:
        if pattern.search(text):
            return kinds
    return ()


@lru_cache(maxsize=8192)
def _values(text: str, kinds: tuple[str, ...]) -> int:
    """How many values of these kinds ``text`` holds; a count is no price ("put the price up to 9 a jar" holds
    no answer to "how many jars?")."""
    if "number" in kinds and (_KINDS["money"].search(text) or _PRICED.search(text)):
        kinds = tuple(k for k in kinds if k != "number")
    return sum(len(_KINDS[k].findall(text)) for k in kinds)


def holds_values(text: str, kinds: tuple[str, ...]) -> bool:
    """Whether what ``text`` says (its speaker frame left out) holds a value of one of these kinds.

    >>> holds_values("The user said: It cost £800 in the January sale", ("money",))
    True
    >>> holds_values("The user said: I finally bought the road bike.", ("money",))
    False
    """
    return _values(to_simplified(_content(text)), kinds) > 0


def _what_of(terms: frozenset[str]) -> frozenset[str]:
    """The terms that may name what a value is of: not a kind word, and of Chinese pairs none that holds a value
    (周三, 每周) or a question word or particle."""
    return frozenset(
        t
        for t in terms - _KIND_WORDS
        if not has_cjk(t) or not (_ZH_NO_TOPIC.search(t) or _values(t, _ALL_KINDS))
    )


def _holds_changed(
    old: MemoryRecord, new: MemoryRecord, said: frozenset[str], asked: frozenset[str], kinds: tuple[str, ...]
) -> bool:
    """Whether ``old`` holds a value of the kinds asked for, of what ``new``'s change (its terms ``said``) is about."""
    terms = _terms(old.text)
    shared = said & terms
    held = _values(_content(old.text), kinds)
    if (
        not shared
        or not held
        # what the question asks about is in one of them ("student loan is down to $6,900" after "student loan,
        # about $23,400 left" answers nothing of "what's my salary now?")
        or not asked & (terms | said)
        or old.scope.user_id != new.scope.user_id
        or not (same_speaker(old.text, new.text) and same_subject(old.text, new.text))
    ):
        return False
    # of an older statement holding several values ("warfarin 5 mg and ramipril 10 mg"), a change naming another
    # of its things and not the one asked about ("ramipril went up to 20 mg") is about that other thing
    # (of several values, one is the question's only where it names what is asked: "i make about 68k, paying off
    # 14k in student loans" says which is the salary in no word of "what's my salary?")
    named_other = any(not _values(t, _ALL_KINDS) for t in shared - asked - _UNIT_TERMS)
    return held == 1 or (bool(asked & terms) and not (named_other and asked & terms - said))


def lift_restated_value(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, at: datetime | None = None
) -> None:
    """A newer statement saying, in a clause that says it changed, a value of the kind the question asks for
    ranks right above an older statement holding a value of that kind that outranked it, when the clause
    shares a word with the older statement (what the value is of: "physio is weekly now" after "I see my physio
    every other week", "Collection moved to Thursdays" after "Bin collection is on Mondays"), unless a later
    statement of it follows ("Final count is 112 guests" after "the guest list has gone up to 130"). Not for a
    question in the past tense."""
    kinds = asked_kinds(query)
    if not kinds or _PAST_QUESTION.search(query) or _ZH_PAST_QUESTION.search(to_simplified(query)):
        return
    asked = _what_of(frozenset(_stem(t) for t in keyword_terms(query)))
    head = best_ids(final, _POOL_HEAD)
    for rid in head:
        new = records[rid]
        if ended(new, at):
            continue
        clauses = [c for c in _changed_clauses(new.text) if _values(c, kinds)]
        if not clauses:
            continue
        said = _what_of(frozenset(_stem(t) for c in clauses for t in keyword_terms(c)))
        later = (o for o in head if o != rid and records[o].occurred_at > new.occurred_at)
        if any(_holds_changed(records[o], new, said, asked, kinds) for o in later):
            continue  # the later statement of the value is the current one
        older = [
            final[o]
            for o in head
            if final[o] > final[rid]
            and records[o].occurred_at < new.occurred_at
            and _holds_changed(records[o], new, said, asked, kinds)
        ]
        if older:
            final[rid] = max(older) * (1.0 + 1e-6)
