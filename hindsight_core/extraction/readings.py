"""The slot rules for the speaker's own health readings, as people report them over weeks and months: a blood
pressure ("BP was 142/90 this morning", "my blood pressure is down to 128 over 82", 今天早上量了血压，135/85), an
A1c ("my A1c came back at 6.9", "A1c down to 6.1!", 糖化血红蛋白6.8), a blood sugar ("fasting glucose was 110",
空腹血糖7.2, 血糖降到6.1了), a cholesterol ("my LDL is 160", 总胆固醇5.9).

Each measure is one slot in both languages (``blood_pressure``, ``a1c``, ``blood_sugar``, ``cholesterol``,
``ldl_cholesterol``, ``hdl_cholesterol``: the names the amount rules give "my blood pressure went down to 130/85"),
so a newer reading supersedes the older, which is kept as its history ("is my A1c getting better?" sees both). The
value is the number (a pressure as systolic/diastolic: "142 over 90" is 142/90), its unit left out: "6.9%" said
again as "6.9" is no change. Someone else's reading ("my mom's blood pressure is 160/100", 我妈血压160/100, "My dad
saw the cardiologist. BP was 160/100"), one wished or supposed ("if my BP is over 140/90", 我想把血糖降到6), one asked
about (血压140/90算高吗) and one of a time gone ("my A1c was 8.1 when I was diagnosed", 去年血压150/95) fill none; a
blood sugar after eating ("180 after dinner", 餐后血糖9.8) is a measure of its own.

    >>> [(m.group("slot"), m.group("value")) for p, _, _ in READING_RULES if (m := p.search("A1c down to 6.1!"))]
    [('A1c', '6.1')]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.amounts import amount_ahead
from hindsight_core.roles import ROLES_EN

_I = re.IGNORECASE

# -- English -------------------------------------------------------------------------------------------------
_EN_MEASURE = (
    r"(?P<slot>(?:hb)?a1c|ha?emoglobin\s+a1c|(?:fasting\s+)?blood\s+(?:sugar|glucose)|"
    r"fasting\s+(?:sugar|glucose)|glucose|(?:total\s+)?cholesterol|(?:ldl|hdl)(?:\s+cholesterol)?)"
)
#: A reading said right after another, joined by "and" ("cholesterol 5.8 and LDL 3.9", "A1c 6.1 and my LDL is 2.9"):
#: where the second one's clause starts.
AND_ANOTHER_READING = (
    r"(?<=\d)\s+(?:and|plus|&)\s+(?=(?:my\s+)?(?:bp|blood\s+(?:pressure|sugar|glucose)|(?:hb)?a1c|ldl|hdl|"
    r"(?:total\s+)?cholesterol|fasting\s+(?:sugar|glucose)|glucose)\b)"
)
# the speaker's: "my BP", or the measure opening a clause ("BP was 142/90", "ugh, A1c came back at 7.1", "..., 5.8 and
# LDL 3.9")
_EN_WHOSE = (
    r"(?:\bmy\s+(?:latest\s+|last\s+|new\s+|home\s+|morning\s+|current\s+)?|(?P<bare>(?:^|(?<=[.!?;:,(]))\s*"
    r"(?:(?:and|but|so|ugh|also|btw|ok|okay|oh|well|plus|yay|finally|update)[\s,:!-]+)?"
    r"|(?<=\d\sand\s)|(?<=\d\splus\s)|(?<=\d\s&\s)))"
)
# what may stand between the measure and its value: a word for the reading, when it was taken, how it came
_EN_READING = r"(?:\s+(?:reading|readings|level|levels|result|results|number|numbers|test))?"
_EN_WHEN = (
    r"(?:\s+(?:this\s+morning|this\s+evening|tonight|today|yesterday|at\s+(?:home|the\s+doctor['’]?s|the\s+clinic|"
    r"my\s+(?:checkup|check-up|physical|appointment))))?"
)
_EN_LINK = (
    r"(?:\s*[:=,-]\s*|\s+(?:is|was|'s|’s|were|are|has\s+been|came\s+back|came\s+in|got|went|has\s+gone|is\s+going|finally|"
    r"now|still|only|just|already|back|down|up|to|at|as|of|dropped|fell|rose|climbed|improved|jumped|crept|reading)\b)*\s*"
)
_EN_PRESSURE = r"(?P<value>\d{2,3}\s*(?:/|\s+over\s+)\s*\d{2,3})\b"
_EN_NUMBER = r"(?P<value>\d{1,3}(?:\.\d{1,2})?)(?:\s*(?:%|percent\b|mmol(?:/l)?\b|mg/dl\b))?"
# the value is no unit of another measure ("my BP meds are 10 mg", "glucose 5 tablets")
_EN_END = (
    r"(?![\d./]|\s*(?:mg\b|mcg\b|g\b|grams?\b|tablets?\b|pills?\b|kg|lbs?\b|pounds|years?|months?|weeks?|days?|hours?|"
    r"minutes?|mins?|times|k\b|dollars|bucks|am\b|pm\b))"
)

# -- Chinese -------------------------------------------------------------------------------------------------
_ZH_MEASURE = r"(?P<slot>糖化血红蛋白|糖化|空腹血糖|餐后血糖|血糖|总胆固醇|胆固醇|低密度脂蛋白|低密度|高密度脂蛋白|高密度)"
# the speaker's: 我(的), or the measure opening a clause (血压140/90, 今天早上量了血压，135/85, 体检结果：血压130/85); 我妈血压…
# is hers
# (since what one did, said first: 吃药以后血压降到125/80了, 运动了一个月血糖降到6.1)
_ZH_SINCE = (
    r"(?:(?:开始)?(?:吃|用|换|加)了?(?:药|降压药|降糖药|新药|二甲双胍)(?:以后|之后|后)|"
    r"(?:运动|锻炼|减肥|戒烟|戒酒|控糖|节食)(?:了)?(?:一段时间|[一两三四五六七八九十几半\d]+个?(?:月|周|星期))?(?:以后|之后|后)?)?"
)
_ZH_WHOSE = (
    r"(?:我的?|^|(?<=[，,。！!？?；;：:\s]))(?:今天|今早|早上|昨天|刚才|刚刚?|最近|这次|现在|目前|体检)*"
    + _ZH_SINCE
    + r"(?:早上|晚上)?"
    r"(?:(?:量|测)了?(?:一下|下)?(?:的)?)?"
)
_ZH_LINK = r"(?:[，,：:]\s*)?(?:现在|目前|已经|又|也|才|只有|是|有|终于|还是|都|一直(?:在|是)?|(?:维持|保持)在|(?:降|掉|涨|升|变|回|控制|稳定)(?:到|在|成)了?|到了?)*\s*"
_ZH_PRESSURE = r"(?P<value>\d{2,3}\s*/\s*\d{2,3})"
_ZH_NUMBER = r"(?P<value>\d{1,3}(?:\.\d{1,2})?)(?:\s*(?:%|mmol/?[lL]|毫摩尔))?"
_ZH_END = r"(?![\d./]|\s*(?:岁|斤|公斤|块|元|万|千|个|次|天|年|月|号|点|分钟|小时|mg|毫克))"
# a reading of a year or a month gone (去年血压150/95, 上次体检血糖7.0): what held then, not now
_ZH_NOT_GONE = r"(?<!去年)(?<!前年)(?<!上次)(?<!以前)(?<!之前)(?<!那时)(?<!当时)"

# (pattern, attribute, event type), read with the measures: the slot is the measure named (:func:`reading_slot`)
READING_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_EN_WHOSE + r"(?P<slot>blood\s+pressure|bp)" + _EN_READING + _EN_WHEN + _EN_LINK + _EN_PRESSURE + _EN_END, _I),
     "{slot}", "fact"),
    (re.compile(_EN_WHOSE + _EN_MEASURE + _EN_READING + _EN_WHEN + _EN_LINK + _EN_NUMBER + _EN_END, _I),
     "{slot}", "fact"),
    (re.compile(_ZH_NOT_GONE + _ZH_WHOSE + r"(?P<slot>血压)" + _ZH_LINK + _ZH_PRESSURE + _ZH_END), "{slot}", "fact"),
    (re.compile(_ZH_NOT_GONE + _ZH_WHOSE + _ZH_MEASURE + _ZH_LINK + _ZH_NUMBER + _ZH_END), "{slot}", "fact"),
)  # fmt: skip

#: The rules above, for the reader that names their slots (:func:`reading_slot`).
READING_PATTERNS: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in READING_RULES)

# each measure by one name in both languages (the amount rules' names for the same: "blood_pressure", "blood_sugar")
_SLOTS = {
    "blood pressure": "blood_pressure", "bp": "blood_pressure", "血压": "blood_pressure",
    "a1c": "a1c", "hba1c": "a1c", "糖化": "a1c", "糖化血红蛋白": "a1c",
    "blood sugar": "blood_sugar", "blood glucose": "blood_sugar", "fasting blood sugar": "blood_sugar",
    "fasting blood glucose": "blood_sugar", "fasting sugar": "blood_sugar", "fasting glucose": "blood_sugar",
    "glucose": "blood_sugar", "血糖": "blood_sugar", "空腹血糖": "blood_sugar", "餐后血糖": "blood_sugar_after_meals",
    "cholesterol": "cholesterol", "total cholesterol": "cholesterol", "胆固醇": "cholesterol", "总胆固醇": "cholesterol",
    "ldl": "ldl_cholesterol", "ldl cholesterol": "ldl_cholesterol", "低密度": "ldl_cholesterol",
    "低密度脂蛋白": "ldl_cholesterol", "hdl": "hdl_cholesterol", "hdl cholesterol": "hdl_cholesterol",
    "高密度": "hdl_cholesterol", "高密度脂蛋白": "hdl_cholesterol",
}  # fmt: skip
# a time gone said in the reading's clause ("my A1c was 8.1 when I was diagnosed", "back in March my cholesterol was
# 250", "my BP used to be 150/95"): what held then (a reading of last week is still the newest one said)
_EN_GONE = re.compile(
    r"\b(?:back\s+(?:in|then|when)|last\s+year|in\s+(?:19|20)\d\d|(?:a|one|two|three|four|five|several|a\s+few|\d+)\s+"
    r"years?\s+ago|when\s+(?:i|we)\s+(?:was|were|first|got|started)|used\s+to|at\s+(?:diagnosis|the\s+time|first)|"
    r"before\s+(?:the\s+(?:meds|medication|pills)|i\s+started)|originally|previously)\b",
    _I,
)
# a blood sugar taken after eating is another measure than the fasting one ("blood sugar was 180 after dinner", 餐后血糖)
_AFTER_MEALS = re.compile(
    r"\s*(?:mmol(?:/l)?|mg/dl)?\s+(?:\w+\s+)?(?:after\s+(?:dinner|lunch|breakfast|meals?|eating|food)|post[- ]?(?:meal|prandial))\b",
    _I,
)
_CLAUSE_MARK = re.compile(r"[.;!?,，。；！？\n]")
# a clause that asks: 血压140/90算高吗, "is 140/90 high?"
_ASKS = re.compile(r"[?？吗]")
_ANOTHER_BEFORE = re.compile(
    r"\b(?:my|our)\s+(?:" + ROLES_EN + r")\b|\b(?:he|she|they|his|her|their|him|them)\b", _I
)


def reading_slot(match: re.Match[str]) -> str | None:
    """The slot of the reading a rule above read (``blood_pressure``, ``a1c``, ...), or None where it is no reading
    of the speaker's now: someone else's named before a bare one, or one only wished or supposed."""
    text = match.string
    if match.groupdict().get("bare") is not None and _ANOTHER_BEFORE.search(text, 0, match.start()):
        return None  # "My dad saw the cardiologist. BP was 160/100": his
    if amount_ahead(text, match.start("value")):
        return None  # "if my BP is over 140/90", 我想把血糖降到6
    opened = max((m.end() for m in _CLAUSE_MARK.finditer(text, 0, match.start())), default=0)
    closed = _CLAUSE_MARK.search(text, match.end())
    end = closed.end() if closed is not None else len(text)
    if _EN_GONE.search(text, opened, end) or _ASKS.search(text, match.end(), end):
        return None  # "my A1c was 8.1 when I was diagnosed", 血压140/90算高吗
    name = re.sub(r"\s+", " ", match["slot"].lower()).removeprefix("hemoglobin ").removeprefix("haemoglobin ")
    slot = _SLOTS.get(name)
    if slot == "blood_sugar" and _AFTER_MEALS.match(text, match.end("value")):
        return "blood_sugar_after_meals"  # "blood sugar was 180 after dinner", as 餐后血糖9.8
    return slot


_PRESSURE = re.compile(r"(\d{2,3})\s*(?:/|\s+over\s+)\s*(\d{2,3})", _I)


def reading_value(value: str) -> str:
    """A blood pressure written one way ("142 over 90" and "142 / 90" are 142/90); any other value as it is."""
    pressure = _PRESSURE.fullmatch(value.strip())
    return f"{pressure[1]}/{pressure[2]}" if pressure else value


# a question of the speaker's own reading: "what's my blood pressure?", "what was my last BP reading?", "is my A1c
# getting better?", 我血压多少, 我的糖化怎么样 (not "what's my mom's blood pressure?", 我妈血压多少: 我 right before it)
_EN_ASKED = re.compile(
    r"\bmy\s+(?:(?:latest|last|current|most\s+recent|recent|newest)\s+)?(?P<slot>blood\s+pressure|bp|(?:hb)?a1c|"
    r"(?:fasting\s+)?blood\s+(?:sugar|glucose)|fasting\s+(?:sugar|glucose)|glucose|(?:total\s+)?cholesterol|ldl|hdl)\b",
    _I,
)
_ZH_ASKED = re.compile(
    r"我的?(?:最近的?|最新的?|现在的?)?(?P<slot>血压|" + _ZH_MEASURE.removeprefix("(?P<slot>")
)


def asked_reading(question: str) -> str | None:
    """The slot of the speaker's own reading ``question`` asks for (``blood_pressure`` of "what's my BP?", ``a1c``
    of 我的糖化多少), or None.

    >>> asked_reading("what was my last BP reading?"), asked_reading("我血压多少"), asked_reading("my mom's BP?")
    ('blood_pressure', 'blood_pressure', None)
    """
    found = _EN_ASKED.search(question) or _ZH_ASKED.search(question)
    return _SLOTS.get(re.sub(r"\s+", " ", found["slot"].lower())) if found is not None else None


__all__ = ["READING_PATTERNS", "READING_RULES", "asked_reading", "reading_slot", "reading_value"]
