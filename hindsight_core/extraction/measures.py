"""The slot rules for values one has one of at a time and says in everyday words: one's weight ("I weigh 78 kg",
今天称了66公斤), a named medication's dose or how often it is taken ("I take 10 mg of sertraline", "my doctor
increased my sertraline to 20 mg", 二甲双胍减到一天一次了), a business's revenue (营业额涨到十五万了), a named
person's phone number ("Sam changed his number, it's 555-0199 now": Sam's slot, never the speaker's) and the day
of an appointment with someone ("The dentist moved my appointment to the 25th", 我周二要看牙医; "The meeting with
Priya was moved to Thursday", 和小王的会改到周四了: a meeting with Sam is another slot) or of a flight to a place
("I'm flying to Tokyo on March 3rd", 我下周五飞上海, then "My flight to Tokyo got moved to Saturday").

Each value is a measure or a day, so a later, different one is a change of it. The rules are read before the
other slot rules (:data:`~hindsight_core.extraction.slot_rules.ATTRIBUTE_RULES`); their values are taken as
matched (:data:`EXACT`), not cut at "every", "a day" or "at" as a name is. What is someone else's (my dog's
weight, a friend's shop) or another medication fills another slot or none.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.ages import AGE_RULES, age_value
from hindsight_core.extraction.counts import COUNT_RULES, count_value
from hindsight_core.extraction.habit_days import HABIT_DAY_RULES, habit_days
from hindsight_core.extraction.heights import HEIGHT_RULES, height_value
from hindsight_core.extraction.kin_slots import AGE_PATTERNS as KIN_AGE_PATTERNS
from hindsight_core.extraction.marital import MARITAL_RULES, marital_value
from hindsight_core.extraction.med_brands_en import EN_MED_BRANDS
from hindsight_core.extraction.pregnancy import PREGNANCY_RULES, pregnancy_value
from hindsight_core.extraction.readings import READING_RULES, reading_value
from hindsight_core.extraction.regimens import FREQ_AFTER
from hindsight_core.extraction.slot_patterns import ZH_MONEY as _ZH_MONEY
from hindsight_core.extraction.supplements_zh import ZH_DOSE_AMOUNT, ZH_NAMED_MEDS
from hindsight_core.extraction.symptoms import SYMPTOM_RULES
from hindsight_core.extraction.wake_times import WAKE_RULES, routine_time
from hindsight_core.text import CASED_LETTER, CASED_LOWER, CASED_UPPER, as_matched, chinese_number

_I = re.IGNORECASE

# -- weight ------------------------------------------------------------------------------------------------
_EN_WEIGHT = r"(?P<value>\d{2,3}(?:\.\d)?\s?(?:kg|kgs|kilos?|kilograms?|lbs?|pounds)|\d{1,2}\s?(?:st|stone)(?:\s?\d{1,2}(?:\s?lbs?)?)?)\b"
# (said in figures or in numerals of twenty and up: 六十五公斤, 一百二十斤, 六十五点五公斤; not 五斤, 十斤)
_ZH_WEIGHT_NUMERAL = r"(?:[二两三四五六七八九]十[一二三四五六七八九]?|[一两二]百(?:零[一二三四五六七八九]|[一二三四五六七八九]十?[一二三四五六七八九]?)?)"
_ZH_WEIGHT_SAID = r"(?:\d{2,3}(?:\.\d)?|" + _ZH_WEIGHT_NUMERAL + r"(?:点[一二三四五六七八九])?)"
_ZH_WEIGHT = r"(?P<value>" + _ZH_WEIGHT_SAID + r"\s?(?:公斤|千克|kg|KG|斤))"
# where a weight ends: a clause's end or what is said of it (not "20公斤大米", "100 kg of rice")
_ZH_WEIGHT_END = r"(?=$|[，,。！!？?；;\s~～]|了|啦|左右|上下|多|出头)"

# where a weight said with no unit ends: a clause's end or a word of when (not "2 more than", "172 of them")
_EN_BARE_WEIGHT_END = (
    r"(?![\d.])(?=\s*(?:$|[.,;:!?)\n]|[-–—]\s)|\s+(?:now|these\s+days|at\s+the\s+moment|right\s+now|this\s+morning|today|"
    r"and|but|so|lol|haha|ugh|btw)\b)"
)

# -- medication ----------------------------------------------------------------------------------------------
_DOSE = r"\d+(?:\.\d+)?\s?(?:mg|mcg|µg|ug|ml|iu|units?|milligrams?)\b"
_FREQ = (
    r"(?:once|twice|three\s+times|four\s+times|\d\s+times)\s+(?:a|per)\s+(?:day|week)|(?:every|each)\s+"
    r"(?:morning|evening|night|day|other\s+day)|daily|nightly|at\s+(?:night|bedtime)|in\s+the\s+(?:morning|evening)"
)
_EN_REGIMEN = r"(?P<value>(?:" + _DOSE + r")(?:\s+(?:" + _FREQ + r"))?|(?:" + _FREQ + r"))"
# a medication's name: one word (sertraline, metformin), or a vitamin ("vitamin D")
_EN_MED = r"(?P<slot>vitamin\s+[a-z]\d{0,2}|(?!(?:it|them|that|this|a|an|the|my|one|some|dose|pills?|meds?|(?:fish|folic|cod|krill)\s+\w+|omega[\s-]?\d)\b)[a-z][a-z-]{3,})"
# what one is on that is no medication, how often said: an app, a call, a shift, a break ("I'm on Twitter daily")
_NOT_ON_A_MED = (
    r"(?!(?:twitter|reddit|instagram|insta|facebook|tiktok|youtube|slack|discord|whatsapp|wechat|weibo|zoom|teams|"
    r"linkedin|snapchat|telegram|signal|threads|bluesky|tinder|hinge|bumble|twitch|netflix|spotify|call|calls|"
    r"duty|shift|shifts|site|campus|leave|holiday|vacation|break|stream|line|air|radio|tv|email|mail|phone|computer|"
    r"laptop|screen|screens|social|online|time|track|schedule|budget|diet|keto|watch|set|stage|tour|foot|bike|board)\b)"
)
# what names a medication in Chinese: its ending (二甲双胍, 阿司匹林, 舍曲林, 氨氯地平, 胰岛素, 降压药, …片)
_ZH_MED = (
    r"(?P<slot>"
    + ZH_NAMED_MEDS
    + r"|他汀(?:类药|类|药)?|(?:(?![说把的吃服用在我])[\u4e00-\u9fff]){1,6}?(?:双胍|林|洛尔|地平|沙坦|普利|他汀|素|片|胶囊|颗粒|口服液|药|霉素|西林|芬|嗪|唑|酮|"
    r"拉明|替丁|米特|西汀|普兰|沙明))"
)
_ZH_COUNT = r"[\d一二两三四五六七八九十半]+"
_ZH_FREQ = r"(?:一天|每天|每日|一日|一周|每周|一个星期|每晚|每早)" + _ZH_COUNT + r"次"
_ZH_DOSE = rf"(?:一次|每次|每天|一天|每晚|每早)?(?:{ZH_DOSE_AMOUNT}|" + _ZH_COUNT + r"(?:片|粒|颗|支|单位))"
_ZH_REGIMEN = (
    r"(?P<value>(?:"
    + _ZH_DOSE
    + r")(?:[，,、]?\s*"
    + _ZH_FREQ
    + r")?|"
    + _ZH_FREQ
    + r"(?:[，,、]?\s*"
    + _ZH_DOSE
    + r")?)"
)

# who takes it: the speaker ("I take", "I'm on"), also after what they have ("I have type 2 diabetes and take
# 500 mg of metformin"; not "my kids have asthma and take ...")
_EN_TAKER = (
    r"(?:\bi(?:'m|\s+am)?\s+|\bi(?:\s+have|'ve(?:\s+got)?|\s+was\s+diagnosed\s+with)\s+[^.;!?,]{1,40}?\s+and\s+"
    r"(?:also\s+)?)"
)
# ... and, before an amount, one back on it, on it for a while, or put on it ("I'm back on", "I've been on", "my GP put me
# on 50mg sertraline", "the doctor started me on 5mg amlodipine")
_EN_TAKER_DOSED = (
    r"(?:"
    + _EN_TAKER
    + r"(?:back\s+)?|\bi(?:'ve|\s+have)\s+been\s+|\b(?:put|started|switched)\s+me\s+(?:back\s+)?(?=on\b))"
)
# an amount said after the medication: "sertraline, 100mg", "atorvastatin too, 20mg at night", "Lexapro 10mg"
_EN_MED_DOSED = (
    _EN_MED
    + r"(?:\s*,\s*|\s+(?:too|also|again|as\s+well)\s*,?\s*|\s+)(?P<value>"
    + _DOSE
    + r"(?:\s+(?:"
    + _FREQ
    + r"))?)"
)

# a medication said to be stopped: one named as a drug is (its stem: sertraline, atorvastatin, lisinopril, ibuprofen;
# not "notes", "the bus", "sugar"), or by what it comes as ("my thyroid pills")
_EN_DRUG_STEM = (
    r"statin|pril|sartan|olol|dipine|azole|oxetine|axine|traline|pram|formin|tidine|cillin|mycin|cycline|floxacin|semide|"
    r"thiazide|sone|olone|profen|fenac|triptan|azepam|zolam|apine|idone|odone|glutide|gliptin|gliflozin|thyroxine|parin|"
    r"farin|pirin|xaban|gabalin|pentin|amol|adol|codone|insulin|lithium|"
    + EN_MED_BRANDS  # (brands: :mod:`~.med_brands_en`)
)
#: A medication named as a drug (by its stem: "sertraline", "lisinopril"; 二甲双胍, 阿司匹林): what a turn naming two says
#: of "it" names neither.
MEDICATION_NAME = re.compile(
    r"\b[a-z-]*(?:" + _EN_DRUG_STEM + r")\b|" + _ZH_MED.replace("?P<slot>", ""), re.IGNORECASE
)
_EN_STOPPED_MED = (
    # (a class: "the statins", "my beta blockers", "my blood pressure pills": each of its drugs, lifecycle/drug_classes)
    r"(?:the\s+|my\s+)?(?P<value>(?P<slot>vitamin\s+[a-z]\d{0,2}|statins|beta[\s-]blockers?|ace\s+inhibitors?|"
    r"blood\s+thinners?|ssris?|ppis?|antidepressants?|blood\s+pressure(?=\s+(?:pills?|tablets?|meds|medications?)\b)|"
    r"[a-z-]*(?:" + _EN_DRUG_STEM + r")|[a-z][a-z-]{3,}"
    r"(?=\s+(?:pills?|tablets?|meds|medication|injections?|shots?|patch(?:es)?)\b)))\b"
)
# how a stop is said: "I stopped (taking) the sertraline", "I'm off sertraline now", "I came off citalopram", "I no
# longer take lisinopril", "my doctor took me off metformin" (not "if I stop", "when I stopped ... I felt dizzy")
_EN_STOPS = (
    r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bafter\s)(?<!\bbefore\s)(?<!\bonce\s)(?<!\bsince\s)\bi(?:'ve|\s+have)?\s+"
    r"(?:just\s+|finally\s+|recently\s+|completely\s+|already\s+|now\s+)?(?:stopped|quit|discontinued|dropped|ditched|"
    r"(?:came|come|got|gone|went|tapered|weaned|been\s+taken|been\s+weaned|been\s+tapered)\s+(?:myself\s+)?off)\s+(?:taking\s+|using\s+)?"
    r"|\bi(?:'m|\s+am)\s+(?:now\s+|completely\s+)?(?:off|no\s+longer\s+(?:on|taking))\s+"
    r"|\bi\s+(?:no\s+longer|don't|do\s+not)\s+take\s+(?=(?:the\s+|my\s+)?\S+\s+(?:anymore|any\s+more)\b|(?<=longer\stake\s))"
    r"|\bi(?:'m|\s+am)\s+not\s+(?:on|taking)\s+(?=(?:the\s+|my\s+)?\S+\s+(?:anymore|any\s+more)\b)"
    r"|\b(?:doctor|gp|psychiatrist|consultant|specialist|they|she|he)\s+(?:has\s+|just\s+)?(?:took|taken|stopped|discontinued)\s+"
    r"(?:me\s+off\s+|(?=my\s))"
)
# ... in Chinese: 我停了二甲双胍, 我把舍曲林停了, 二甲双胍已经停了, 我不吃降压药了, 医生让我停了阿司匹林 (not 我想停, 我打算停了…,
# 要是停了…, a food: 我不吃薯片了; an eating plan: 我不吃生酮了, :mod:`~.diet_plans`)
_ZH_NOT_FOOD = r"(?![\u4e00-\u9fff]{0,4}?(?:薯|肉|鱼|麦|面|面包|土豆|海苔|吐司|饼)片|生酮)"
# how long a medication is stopped, said before it (停了两周二甲双胍, 停了一个月的阿托伐他汀): no part of its name
ZH_HOW_LONG = (
    r"(?:[一两二三四五六七八九十几半\d]+(?:个)?(?:月|周|星期|礼拜|天|年)|一段时间|一阵子?|几天|好久)"
)
_ZH_SELF_NOW = r"(?:我|让我|叫我|帮我)(?:现在|已经|最近|早就|上个月|上周|前阵子|也)*"

# a medication switched for another: the one switched to is taken, its record ending the dose of the one it names
# left ("my doctor switched me from sertraline to escitalopram 10mg", "I swapped lisinopril for losartan 50mg",
# 医生把舍曲林换成了艾司西酞普兰) or, with none named, of its class's drug taken before ("the GP switched me to
# escitalopram"; :mod:`~hindsight_core.lifecycle.drug_classes`); the one left alone said ends its dose
_EN_SWITCHED = (
    r"(?:\bi(?:'ve|\s+have|\s+was|'m|\s+am|\s+got)?\s+(?:been\s+|just\s+|now\s+|finally\s+)*(?:got\s+)?(?:switch|chang|mov)\w*\s+"
    r"|\b(?:switch|chang|mov)\w*\s+(?:me|my\s+(?:meds?|medications?|prescription))\s+)(?:over\s+)?"
)
_EN_SWAPPED = r"(?:\bi(?:'ve|\s+have)?\s+(?:just\s+)?swapp?(?:ed)?\s+|\bswapp?(?:ed|ing)?\s+me\s+)(?:from\s+)?(?:my\s+|the\s+)?"
_EN_SWITCHED_TO = (
    r"(?:"
    + _EN_SWAPPED
    + r"[a-z-]+\s+for|"
    + _EN_SWITCHED
    + r"(?:from\s+[a-z-]+\s+)?(?:over\s+)?(?:to|onto))\s+"
)
_SWITCH_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_EN_SWITCHED_TO + _EN_MED_DOSED, _I), "dose_{slot}", "fact"),
    (re.compile(_EN_SWITCHED_TO + r"(?P<value>(?P<slot>[a-z-]*(?:" + _EN_DRUG_STEM + r")))\b", _I), "dose_{slot}", "fact"),
    # ... a brand, named by a clinician's switch ("Dr Okafor has switched me to Stelara", "my GP changed me over to Ozempic")
    (re.compile(r"\b(?:dr\.?\s+[a-z]+|doctor|gp|psychiatrist|consultant|specialist|neurologist|rheumatologist|cardiologist|"
                r"gastro(?:enterologist)?|endo(?:crinologist)?|oncologist|dermatologist|nurse)\s+(?:has\s+|just\s+|finally\s+)*"
                r"(?:switch|chang|mov)\w*\s+me\s+(?:over\s+)?(?:from\s+[a-z-]+\s+)?(?:over\s+)?(?:to|onto)\s+"
                r"(?!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|"
                r"september|october|november|december|nights|days|mornings|evenings)\b)"
                r"(?P<value>(?P<slot>(?-i:[A-Z][a-z]{3,}(?:[A-Z][a-z]+)?)))\b", _I), "dose_{slot}", "fact"),
    (re.compile(r"(?:换成|改成|换为|改为)了?" + _ZH_NOT_FOOD + _ZH_MED + r"[，,、]?\s*(?:现在|目前)?(?:每天|一天)?(?:吃|服用?)?" + _ZH_REGIMEN),
     "dose_{slot}", "fact"),
    (re.compile(r"(?:换成|改成|换为|改为)了?" + _ZH_NOT_FOOD + r"(?P<value>" + _ZH_MED + r")(?=$|[了，,。！!；;\s])"), "dose_{slot}", "fact"),
    (re.compile(_EN_SWITCHED + r"from\s+" + _EN_STOPPED_MED + r"\s+(?:over\s+)?(?:to|onto)\b", _I), "!dose_{slot}", "fact"),
    (re.compile(_EN_SWAPPED + _EN_STOPPED_MED + r"\s+for\s", _I), "!dose_{slot}", "fact"),
    (re.compile(r"把" + _ZH_NOT_FOOD + r"(?P<value>" + _ZH_MED + r")(?=(?:给)?(?:换成|改成|换为|改为))"), "!dose_{slot}", "fact"),
)  # fmt: skip

# -- revenue -------------------------------------------------------------------------------------------------
_MONEY = (
    r"(?P<value>[$£€¥]\s?\d[\d,.]*(?:\s?(?:k|m|grand|thousand|million))?|\d[\d,.]*\s?(?:k|grand|thousand|million)\b|"
    r"\d[\d,.]*\s?(?:dollars|pounds|euros?|usd|gbp|eur|rmb|yuan)\b)"
)
# -- someone's phone number ------------------------------------------------------------------------------------
_PHONE = r"(?P<value>\+?\d[\d ().-]{5,}\d)"
# a person by name ("Sam", "Aunt May", "Zoë", "Łukasz"), not a sentence's opening word
_OWNER = (
    r"(?P<owner>(?!(?:My|Our|Your|His|Her|Their|The|This|That|It|I|We|He|She|They|There|Here|What|Who|New|Old|"
    rf"Work|Home|Office|Phone|Cell|Mobile)\b)[{CASED_UPPER}][{CASED_LOWER}]+(?:\s+[{CASED_UPPER}][{CASED_LOWER}]+)?)"
)
_ZH_OWNER = (
    r"(?:^|(?<=[，,。！!？?；;\s]))(?P<owner>(?!我|你|咱|他|她|它|新|旧|现在|目前|以前|原来|手机|电话|号码)"
    # (no 我 or 你 inside: 记一下我的电话 is the speaker's own number, 帮我把你的 ... no one's)
    rf"(?:(?![我你])[\u4e00-\u9fff{CASED_LETTER}]){{1,4}}?)"
)

# -- an appointment's day ------------------------------------------------------------------------------------
# who one sees, by one name in both languages
_WHO = {
    "dentist": "dentist", "doctor": "doctor", "gp": "doctor", "vet": "vet", "hairdresser": "hair", "barber": "hair",
    "haircut": "hair", "physio": "physio", "therapist": "therapist", "optician": "optician", "eye": "optician",
    "牙医": "dentist", "看牙": "dentist", "医生": "doctor", "看医生": "doctor", "复诊": "doctor", "兽医": "vet",
    "理发": "hair", "剪头": "hair", "剪头发": "hair", "理疗": "physio", "心理咨询": "therapist", "体检": "checkup",
}  # fmt: skip
APPOINTMENT_WITH = _WHO
_EN_WHO = r"(?P<slot>dentist|doctor|gp|vet|hairdresser|barber|haircut|physio|therapist|optician|eye)"
# not an appointment called off ("they cancelled my physio appointment for tomorrow", "... on the 18th got cancelled")
_NOT_CALLED_OFF = r"(?<!cancelled\s)(?<!canceled\s)(?<!cancel\s)(?<!\boff\s)"
_NOT_CALLED_OFF_AFTER = r"(?![^.!?\n]*\b(?:cancell?ed|called\s+off)\b)"
_ZH_WHO = r"(?P<slot>心理咨询|看医生|剪头发|牙医|看牙|医生|复诊|兽医|理发|剪头|理疗|体检)"
# a day, and a time on it ("the 18th at 2", "Friday at 3pm", "May 25th"); what is said after it is no part of it
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?"
_EN_DAY = (
    r"(?P<value>(?:(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+the\s+\d{1,2}(?:st|nd|rd|th))?"
    r"|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+"
    + _MONTH
    + r")?|"
    + _MONTH
    + r"\s+\d{1,2}(?:st|nd|rd|th)?|tomorrow)"
    r"(?:\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?\b)?)"
)
# ... or a week or a month ahead, which an appointment or an event is moved to ("my checkup got pushed to next month",
# "the launch was postponed to next week"); a flight then is no day of one
_EN_DAY_OR_LATER = _EN_DAY[:-1] + r"|next\s+week|next\s+month|(?:the\s+)?end\s+of\s+(?:the\s+|next\s+)?month)"
_ZH_DAY = (
    r"(?P<value>(?:下|这|本)?(?:周|星期|礼拜)[一二三四五六日天](?:[上下]午|早上|晚上)?(?:[\d一二三四五六七八九十两]+点(?:半)?)?|"
    r"(?:\d{1,2}月)?\d{1,2}[号日](?:[上下]午|早上|晚上)?(?:[\d一二三四五六七八九十两]+点(?:半)?)?|明天|后天|下个?月(?:底|初)?|下周|月底)"
)

# an appointment of a kind with someone named ("my meeting with Priya", "the call with Dr Lee", "my interview with
# Google"), or a flight to a place named: its slot is the kind and the name (``meeting_priya``, ``flight_tokyo``;
# 和小王的会: ``meeting_小王``), so that a meeting with Sam never moves the one with Priya
_EN_KIND = r"(?P<kind>meeting|call|catch-?up|interview|appointment|appt)"
_EN_WITH = (
    r"(?:my\s+|our\s+)?(?P<slot>boss|manager|team|landlord|lawyer|accountant|advisor|adviser|supervisor|"
    r"(?-i:(?:Dr\.?\s+)?(?!(?:My|Our|Your|His|Her|Their|The|This|That|It|I|We|He|She|They|Me|Us|Him|Them)\b)"
    rf"[{CASED_UPPER}][{CASED_LOWER}]+(?:\s+[{CASED_UPPER}][{CASED_LOWER}]+)?))"
)
_EN_PLACE = rf"(?-i:(?P<slot>[{CASED_UPPER}][{CASED_LOWER}]+(?:\s+[{CASED_UPPER}][{CASED_LOWER}]+)?))"
_EN_MOVED = (
    r"(?:moved|rescheduled|pushed|changed|postponed|brought\s+forward|shifted|delayed|bumped)(?:\s+again)?"
)
# an event of one's own by its name: the words before its kind ("parent teacher", "team"; never one's pronoun)
_EN_EVENT = (
    r"(?P<slot>(?:(?!(?:the|my|our|a|an|his|her|their|your|its|this|that|next|is|was)\b)[a-z]+[- ]){0,3}?)"
    r"(?P<kind>conference|recital|offsite|party|review|presentation|exam|surgery|checkup|check-up|ceremony|graduation|"
    r"reunion|orientation|wedding|fundraiser|shower|interview|meeting|launch|deadline|release|demo|go-live)"
)
# someone one meets (小王, 王经理, 客户), and a place one flies to (东京, 上海)
_ZH_WITH = r"(?:和|跟|与)(?P<slot>(?!我|你|他|她|大家)[\u4e00-\u9fff]{1,4}?)"
_ZH_MEETING = r"(?P<kind>开会|有个会|有会|开个会|见面|碰头|碰个头)"
_ZH_NOT_THEIRS = (
    r"(?<!他)(?<!她)(?<!他的)(?<!她的)(?<![爸妈哥姐弟妹爷奶婆公儿女])(?<![爸妈哥姐弟妹爷奶婆公儿女]的)"
)
_ZH_NOT_ASKED = r"(?![^。！\n]*[吗？?])"
_ZH_MOVED = r"(?:被)?(?:改到|改成|挪到|推到|延到|换到|提前到|调到|推迟到|延期到|延后到|推后到)了?"
_KINDS = {
    "meeting": "meeting", "catchup": "meeting", "catch-up": "meeting", "call": "call", "interview": "interview",
    "appointment": "with", "appt": "with", "flight": "flight", "开会": "meeting", "有个会": "meeting",
    "有会": "meeting", "开个会": "meeting", "会": "meeting", "会议": "meeting", "见面": "meeting", "碰头": "meeting",
    "碰个头": "meeting", "航班": "flight", "飞机": "flight", "机票": "flight", "flying": "flight", "fly": "flight",
    "飞": "flight",
}  # fmt: skip
_EVENTS = ("conference", "recital", "offsite", "party", "review", "presentation", "exam", "surgery", "checkup",
           "check-up", "ceremony", "graduation", "reunion", "orientation", "wedding", "fundraiser", "shower", "launch",
           "deadline", "release", "demo", "go-live")  # fmt: skip

# (pattern, attribute, event type), as in ATTRIBUTE_RULES: ``{slot}`` is the captured name; a pattern with an
# ``owner`` group fills that person's slot.
MEASURE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # one's age: "I'm 34", "I just turned 35", 我今年34岁, 我35了 (:mod:`~.ages`)
    *AGE_RULES,
    # one's relationship status: "I'm single", "we got married", 我结婚了 (:mod:`~.marital`)
    *MARITAL_RULES,
    # a health reading: "BP was 142/90 this morning", "A1c down to 6.1!", 空腹血糖7.2 (:mod:`~.readings`)
    *READING_RULES,
    # how far along a pregnancy is: "I'm 20 weeks pregnant", 我怀孕三个月了 (:mod:`~.pregnancy`)
    *PREGNANCY_RULES,
    # a passing illness or symptom and its end: "I've had a cough for two weeks", 感冒好了 (:mod:`~.symptoms`)
    *SYMPTOM_RULES,
    # weight: "I weigh 78 kg", "I'm down to 78kg", "my weight is now 70 kg", "weighed myself: 80.5 kg"
    (re.compile(r"\bi\s+(?:now\s+|currently\s+|only\s+)?weigh(?:ed\s+in\s+at)?\s+(?:about\s+|around\s+|just\s+(?:over|under)\s+)?"
                + _EN_WEIGHT + r"(?!\s+of\b)", _I), "weight", "fact"),
    (re.compile(r"\b(?:i(?:'m|\s+am|'ve\s+got|\s+got)\s+(?:now\s+)?(?:down|up)\s+to|my\s+weight\s+(?:is|'s|was|went\s+(?:up|down)\s+to)"
                r"\s+(?:now\s+)?|weighed\s+(?:myself|in)[^.!?\d]{0,25}?)\s*(?:about\s+|around\s+)?" + _EN_WEIGHT + r"(?!\s+of\b)", _I),
     "weight", "fact"),
    # ... its unit left out ("I weigh 172", "my weight is down to 168 now"; not "I weigh 2 more than last week")
    (re.compile(r"\b(?:i\s+(?:now\s+|currently\s+|only\s+)?weigh|my\s+weight\s+(?:is|'s|’s)(?:\s+(?:now|back|down|up))*(?:\s+to)?)\s+"
                r"(?:about\s+|around\s+)?(?P<value>\d{2,3}(?:\.\d)?)" + _EN_BARE_WEIGHT_END, _I), "weight", "fact"),
    # the speaker left out, at a clause's start ("down to 80 kg now!", "lost 3 kg, finally down to 79.5"; not "the dog
    # is down to 12 kg", "got the suitcase down to 23 kg", "down to 5 kg of rice")
    (re.compile(r"(?:^|(?<=[.!?;,]))\s*(?:(?:finally|now|already|officially)\s+)?(?:down|up)\s+to\s+(?:about\s+|around\s+)?"
                + _EN_WEIGHT + r"(?!\s+(?:of|left)\b)", _I), "weight", "fact"),
    # a weight said as what one is ("I'm 92 kg right now", "I'm at 88kg") or, at a clause's start, one's weight now
    # ("current weight 83 kg", "weight: 83kg"; not "the dog's weight is 12 kg")
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:now\s+|currently\s+|only\s+)?(?:at\s+)?(?:about\s+|around\s+)?" + _EN_WEIGHT
                + r"(?!\s+(?:of|heavier|lighter|more|less|over|under)\b)", _I), "weight", "fact"),
    (re.compile(r"(?:\bmy\s+|(?:^|[,;:!?.]|\s-)\s*)(?:current|new|latest|today's)\s+weight\s*(?:is\s+|'s\s+|:\s*)?(?:now\s+)?"
                + _EN_WEIGHT, _I), "weight", "fact"),
    # 我体重68.5公斤, 体重降到了66公斤, 今天称了体重，68.5公斤, 今天称了66公斤, 我现在66公斤, 瘦到130斤了 (not 狗狗20公斤)
    (re.compile(r"(?:我(?:的|现在的)?|^|(?<=[，,。！!？?；;\s]))(?:现在|目前|今天)?体重(?:现在|目前)?(?:是|有|只有|才|降到了?|掉到了?|减到了?|涨到了?|到了?|变成了?)?"
                r"(?:大概|差不多|大约)?" + _ZH_WEIGHT + _ZH_WEIGHT_END), "weight", "fact"),
    # ... its unit left out (体重80 体脂18, 体重78了; not 体重80%, 体重增加了5)
    (re.compile(r"(?:我(?:的|现在的)?|^|(?<=[，,。！!？?；;\s]))(?:现在|目前|今天)?体重(?:现在|目前)?(?:是|有|只有|才|降到了?|掉到了?|减到了?|涨到了?|到了?|变成了?)?"
                r"(?:大概|差不多|大约)?(?P<value>\d{2,3}(?:\.\d)?)(?![\d.%])" + _ZH_WEIGHT_END), "weight", "fact"),
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:今天|今早|早上|刚刚?|昨天)?(?:早上)?称了(?:一下)?(?:体重)?[，,：:]?\s*(?:是|有)?" + _ZH_WEIGHT
                + _ZH_WEIGHT_END), "weight", "fact"),
    (re.compile(r"我(?:现在|目前|已经)?(?:瘦到|胖到|减到|降到|只有|才|有)?了?" + _ZH_WEIGHT + _ZH_WEIGHT_END), "weight", "fact"),
    # the speaker left out, now said first: 现在62公斤了 (not 狗狗现在20公斤)
    (re.compile(r"(?:^|(?<=[，,。！!？?；;\s]))(?:现在|目前)(?:已经)?(?:只有|才|是)?" + _ZH_WEIGHT + _ZH_WEIGHT_END), "weight", "fact"),
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:最近|这个月|这阵子|现在|已经|终于|又|都)*(?:瘦到|胖到|减到|掉到|涨到)了?" + _ZH_WEIGHT + _ZH_WEIGHT_END), "weight", "fact"),
    # a medication's dose and how often: "I take 10 mg of sertraline every morning", "I'm on 20mg sertraline",
    # "I take metformin twice a day", "my doctor increased my sertraline to 20 mg", "my sertraline dose is 20 mg"
    (re.compile(_EN_TAKER_DOSED + r"(?:now\s+|still\s+|currently\s+|also\s+)?(?:take|taking|on)\s+(?P<value>" + _DOSE + r")\s+(?:of\s+)?"
                + _EN_MED + r"\b(?:\s+(?P<freq>" + FREQ_AFTER + r"))?", _I), "dose_{slot}", "fact"),
    # (how often one is on an app, a shift or a call is no dose: "I'm on Twitter daily", "on call twice a week")
    (re.compile(_EN_TAKER + r"(?:now\s+|still\s+|currently\s+|also\s+)?(?:take|taking|(?P<on>on))\s+(?(on)" + _NOT_ON_A_MED + r")" + _EN_MED
                + r"\s+(?:at\s+)?" + _EN_REGIMEN, _I), "dose_{slot}", "fact"),
    (re.compile(_EN_TAKER_DOSED + r"(?:now\s+|still\s+|currently\s+|also\s+)?(?:take|taking|on)\s+" + _EN_MED_DOSED, _I), "dose_{slot}", "fact"),
    (re.compile(r"\b(?:increas|rais|upp|bump|reduc|lower|cut|drop|halv|doubl|chang|adjust)\w*\s+(?:my\s+)?" + _EN_MED
                + r"(?:\s+dose)?\s+(?:up\s+|down\s+|back\s+)?to\s+" + _EN_REGIMEN, _I), "dose_{slot}", "fact"),
    (re.compile(r"\bmy\s+" + _EN_MED + r"\s+(?:dose|dosage)\s+(?:is|'s|was\s+(?:changed|increased|reduced|lowered|raised)\s+to)\s+"
                r"(?:now\s+)?" + _EN_REGIMEN, _I), "dose_{slot}", "fact"),
    # ... the medicine first, gone up or down ("sertraline is down to 75mg now", "metformin went up to 1000mg twice a
    # day", "my lisinopril dose has gone up to 20 mg"): a dose said (not "my coffee is down to once a day"), the
    # speaker's (not "her sertraline", "my dad's metformin"), never asked or supposed
    (re.compile(r"(?:(?<!\bif\s)\bmy\s+|(?:^|(?<=[.!?,;:]\s))(?:(?:so|ok|okay|and|but|now|well)[,\s]+)*(?:the\s+)?)" + _EN_MED
                + r"(?:\s+(?:dose|dosage))?\s+(?:is|'s|went|has\s+gone|got\s+(?:bumped|cut|dropped|moved))\s+(?:now\s+|finally\s+)?"
                r"(?:back\s+)?(?:down|up)\s+to\s+(?P<value>" + _DOSE + r"(?:\s+(?:" + _FREQ + r"))?)(?![^.!\n]*\?)", _I),
     "dose_{slot}", "fact"),
    # 每天吃二甲双胍，一次500mg，一天两次; 二甲双胍可以减到一天一次了; 舍曲林加到50毫克; 我在吃阿司匹林，每天一片
    (re.compile(r"(?:吃|服用?|打|用)" + _ZH_MED + r"[，,、]?\s*(?:现在|目前)?" + _ZH_REGIMEN), "dose_{slot}", "fact"),
    (re.compile(_ZH_MED + r"(?:的(?:剂量|量|用量))?(?:现在|已经|可以|要|得|又)?(?:减|加|增|降|改|调|换|变)(?:量)?(?:到|成|为)了?\s*" + _ZH_REGIMEN),
     "dose_{slot}", "fact"),
    # the amount first: 我每天吃一片氨氯地平, 每晚睡前吃两粒褪黑素, 早上吃20毫克阿托伐他汀
    (re.compile(r"(?:每天|一天|每日|每晚|每早|早上|晚上|睡前)(?:睡前)?(?:都|要)?(?:吃|服用?)\s*(?P<value>"
                + _ZH_COUNT + r"(?:片|粒|颗|支)|" + ZH_DOSE_AMOUNT + r")(?:的)?" + _ZH_NOT_FOOD + _ZH_MED), "dose_{slot}", "fact"),
    # a medication stopped: whatever dose it was taken at no longer holds
    (re.compile(r"(?:" + _EN_STOPS + r")" + _EN_STOPPED_MED, _I), "!dose_{slot}", "fact"),
    (re.compile(_ZH_SELF_NOW + r"(?:停了|停掉了?|不(?:再)?(?:吃|服用?|打|用)了?)(?:" + ZH_HOW_LONG + r"(?:的)?)?" + _ZH_NOT_FOOD + r"(?P<value>" + _ZH_MED
                + r")(?:了|$|[，,。！!；;\s])"), "!dose_{slot}", "fact"),
    (re.compile(_ZH_SELF_NOW + r"把" + _ZH_NOT_FOOD + r"(?P<value>" + _ZH_MED + r")(?:给)?停(?:了|掉了?)"), "!dose_{slot}", "fact"),
    (re.compile(r"(?:^|(?<=[，,。！!？?；;\s]))" + _ZH_NOT_FOOD + r"(?P<value>" + _ZH_MED + r")(?:我)?(?:现在|已经|也|早就)*(?:停了|停掉了|不吃了)"),
     "!dose_{slot}", "fact"),
    *_SWITCH_RULES,
    # revenue: 营业额一个月大概十二万, 店里一个月营业额十二万, 这个月营业额涨到十五万了, 这个月营业额有点差 才五万多, 营业额下降了 现在一个月七万, 我们奶茶店一个月流水十来万, "our monthly revenue is now $150k"
    (re.compile(r"(?:我们?(?:的|家)?(?:[\u4e00-\u9fff]{0,3}?店|公司|店里|生意)?(?:的)?|^|(?<=[，,。！!？?；;\s]))(?:这个月|上个月|今年|去年|现在|目前)?(?:店里|公司)?(?:的)?(?:一个月|每个月|每月)?(?:的)?(?:营业额|营收|流水|销售额)(?:现在|目前)?(?:一个月|每个月|每月|一年|这个月|上个月)?(?:(?:还算|还|有点|有些|不太|很|太|比较|特别|挺|好)?(?:差|惨|低|少|难看|一般|不好|不错|好|高|行|(?:下降|下滑|上涨|上升|涨|降)了?)(?:啊|呀|了)?(?:[，,]\s*|\s+)(?:现在|目前)?(?:一个月|每个月|每月)?(?=才|只有|就|也就|大概|差不多|有|[0-9一二两三四五六七八九十]))?(?:就|也就|大概|差不多|大约|有|才|只有|"
                r"是|涨到了?|降到了?|掉到了?|到了?|达到了?|突破了?|变成了?)*" + _ZH_MONEY), "revenue", "fact"),
    (re.compile(r"\b(?:our|my)\s+(?:monthly\s+|annual\s+|yearly\s+|weekly\s+)?(?:revenue|turnover|sales)\s+(?:is|'s|was|are|hit|"
                r"reached|went\s+(?:up|down)\s+to|grew\s+to|dropped\s+to|fell\s+to|has\s+(?:grown|gone\s+up)\s+to)\s+(?:now\s+)?"
                r"(?:about\s+|around\s+|roughly\s+)?" + _MONEY, _I), "revenue", "fact"),
    # a named person's number: "Sam's number is 555-0142", "Sam changed his number, it's 555-0199 now", "Sam has a
    # new number: ..."; 小王换号了，新号码是138…, 小王的手机号是138…
    (re.compile(r"\b" + _OWNER + r"['’]s\s+(?:new\s+)?(?:phone\s+|cell\s+|mobile\s+)?(?:number|phone|cell|mobile)\s*(?:is|'s|:)\s*"
                r"(?:now\s+)?" + _PHONE), "phone", "fact"),
    (re.compile(r"\b" + _OWNER + r"\s+(?:has\s+|just\s+)?(?:changed|got|has)\s+(?:his|her|their|a)\s+(?:new\s+)?(?:phone\s+|cell\s+|mobile\s+)?"
                r"(?:number|phone|cell|mobile)\b[^.!?\d]{0,25}?" + _PHONE), "phone", "fact"),
    (re.compile(_ZH_OWNER + r"的(?:新)?(?:手机号码|手机号|电话号码|电话|号码)(?:是|换成了?|改成了?|：|:)\s*" + _PHONE.replace(" ().-", " -")),
     "phone", "fact"),
    (re.compile(_ZH_OWNER + r"(?:换号了|换了?(?:个|一个)?新?(?:手机号码|手机号|号码|号)|(?:手机号|号码|电话)(?:换|改)了)[^。！？\n\d]{0,12}?"
                + _PHONE.replace(" ().-", " -")), "phone", "fact"),
    # an appointment's day: "I have a dentist appointment on the 18th at 2", "The dentist moved my appointment to the
    # 25th", "my doctor's appointment got moved to Friday"; 我约了牙医18号, 牙医预约改到25号了
    (re.compile(r"(?<!\bif\s)" + _NOT_CALLED_OFF + r"\b(?:i\s+(?:have|'ve\s+got|got|booked|made)|my|the)\s+(?:a\s+|an\s+|the\s+)?" + _EN_WHO + r"(?:['’]s)?\s+(?:appointment|appt)"
                r"(?:\s+for\s+(?:the|my|our)\s+(?:dog|cat|puppy|kitten|pets?|kids?|son|daughter|cleaning|check-?up|filling|crown|shots?|vaccines?|jabs?|"
                r"bloods|blood\s+test|scan|results))?\s+(?:is\s+)?(?:now\s+)?(?:on|for|at)?\s*" + _EN_DAY_OR_LATER + _NOT_CALLED_OFF_AFTER, _I), "appointment_{slot}", "plan"),
    # ... called off: "they cancelled my physio appointment", "my dentist appointment got cancelled", 牙医的预约取消了
    (re.compile(r"\b(?:cancell?(?:ed|ing)?|called\s+off)\s+(?:my|the|our)\s+(?P<value>" + _EN_WHO + r")(?:['’]s)?\s+(?:appointment|appt)\b", _I),
     "!appointment_{slot}", "plan"),
    (re.compile(r"\bmy\s+(?P<value>" + _EN_WHO + r")(?:['’]s)?\s+(?:appointment|appt)\b[^.!?\n]{0,30}?\s+(?:got|has\s+been|was|is)\s+"
                r"(?:cancell?ed|called\s+off)\b", _I), "!appointment_{slot}", "plan"),
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?P<value>" + _ZH_WHO + r")(?:的)?(?:预约|号)?(?:被)?(?:取消了|取消掉了|不去了)"), "!appointment_{slot}", "plan"),
    (re.compile(r"(?:\b(?:the|my)\s+|^\s*)" + _EN_WHO + r"\s+(?:has\s+)?(?:moved|rescheduled|pushed|changed|postponed|brought\s+forward)\s+"
                r"(?:my|the|our)\s+(?:appointment|appt|session)\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+" + _EN_DAY, _I), "appointment_{slot}", "plan"),
    (re.compile(r"\b(?:mov(?:ed|ing)|reschedul(?:ed|ing)|push(?:ed|ing)|chang(?:ed|ing)|postpon(?:ed|ing)|brought\s+forward)\s+(?:my|the|our)\s+" + _EN_WHO
                + r"(?:['’]s)?\s+(?:appointment|appt)\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+" + _EN_DAY, _I), "appointment_{slot}", "plan"),
    (re.compile(r"\bmy\s+" + _EN_WHO + r"(?:['’]s)?\s+(?:appointment|appt)\s+(?:(?:got|has\s+been|was|is)\s+)?(?:moved|rescheduled|pushed|changed|"
                r"postponed|delayed|bumped)\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+" + _EN_DAY_OR_LATER, _I), "appointment_{slot}", "plan"),
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:约了|预约了|挂了)" + _ZH_WHO + r"(?:的号)?[，,]?\s*(?:在|是)?" + _ZH_DAY), "appointment_{slot}",
     "plan"),
    # 我约了12号下午三点看牙医: the day between the booking and whom it is with
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:约了|预约了|挂了)" + _ZH_DAY + r"(?:的)?(?:去)?(?:看)?" + _ZH_WHO), "appointment_{slot}",
     "plan"),
    # (one's own, not asked: not 他的体检推迟到…, 我妈的复诊改到…, 体检推迟到下个月吗)
    (re.compile(_ZH_NOT_THEIRS + _ZH_WHO + r"(?:的)?(?:预约|挂号|时间)?" + _ZH_MOVED + _ZH_DAY + _ZH_NOT_ASKED), "appointment_{slot}", "plan"),
    (re.compile(r"(?:我的?|^|(?<=[，,。！!？?；;\s]))" + _ZH_WHO + r"(?:的)?(?:预约|时间)?(?:在|是|定在|约在|安排在)" + _ZH_DAY + _ZH_NOT_ASKED),
     "appointment_{slot}", "plan"),
    # the day said first: 我周二要看牙医, 下周三去看医生, 我周二约了牙医 (not 我周二看牙医了: a visit done)
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))" + _ZH_DAY + r"(?:要|得|会|准备|打算)?(?:去)?(?:约了|预约了|挂了|看)?" + _ZH_WHO
                + r"(?![了过\u4e00-\u9fff])"), "appointment_{slot}", "plan"),
    # with someone named: "I have a meeting with Priya on Tuesday", "my call with Dr Lee is on the 18th", "The meeting
    # with Priya was moved to Thursday", "Priya moved our meeting to Friday", "I moved my meeting with Priya to Friday"
    (re.compile(r"\bi\s+(?:have|'ve\s+got|got|booked|scheduled|set\s+up)\s+(?:a\s+|an\s+)?" + _EN_KIND + r"\s+with\s+" + _EN_WITH
                + r"\s+(?:on\s+|for\s+)?" + _EN_DAY, _I), "appointment_{slot}", "plan"),
    (re.compile(r"\b(?:my|our|the)\s+" + _EN_KIND + r"\s+with\s+" + _EN_WITH + r"\s+(?:is|'s)\s+(?:now\s+)?(?:on\s+|for\s+)?" + _EN_DAY, _I),
     "appointment_{slot}", "plan"),
    (re.compile(r"\b(?:my|our|the)\s+" + _EN_KIND + r"\s+with\s+" + _EN_WITH + r"\s+(?:(?:got|has\s+been|was|is)\s+)?" + _EN_MOVED
                + r"\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+" + _EN_DAY, _I), "appointment_{slot}", "plan"),
    (re.compile(r"\b" + _EN_MOVED + r"\s+(?:my|our|the)\s+" + _EN_KIND + r"\s+with\s+" + _EN_WITH + r"\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+"
                + _EN_DAY, _I), "appointment_{slot}", "plan"),
    (re.compile(r"(?:^|(?<=[.!?;,]\s))" + _EN_WITH + r"\s+(?:has\s+|just\s+)?" + _EN_MOVED + r"\s+(?:our|my|the)\s+" + _EN_KIND
                + r"\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+" + _EN_DAY, _I), "appointment_{slot}", "plan"),
    # an event by its name, on a day or moved ("parent teacher conference moved to next Wednesday", "the team offsite
    # got pushed to the 14th", "our housewarming party is Saturday"): ``conference_parent_teacher``; not a past one, a
    # weekly one ("practice is on Tuesdays"), another's ("her party"), a question or a supposition
    (re.compile(r"(?:(?<!\bif\s)\b(?:my|our|the)\s+|(?:^|(?<=[.!?,;:]\s))\s*(?:(?:ugh|so|ok|okay|actually|btw|oh)\s*,?\s+)*)"
                + _EN_EVENT + r"\s+(?:(?:(?:got|has\s+been|was|is|'s)\s+)?(?:now\s+)?" + _EN_MOVED
                + r"\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+|(?:is|'s)\s+(?:now\s+)?(?:on\s+|for\s+)?)" + _EN_DAY_OR_LATER + r"(?![\w-])", _I),
     "appointment_{slot}", "plan"),
    # a flight to a place named: "My flight to Tokyo is on Friday", "my flight to Tokyo got moved to Saturday"
    (re.compile(r"\bi\s+(?:have|'ve\s+got|got|booked)\s+(?:a\s+)?(?P<kind>flight)\s+(?:back\s+|home\s+)?to\s+" + _EN_PLACE
                + r"\s+(?:on\s+|for\s+)?" + _EN_DAY, _I), "appointment_{slot}", "plan"),
    (re.compile(r"\b(?:my|our)\s+(?P<kind>flight)\s+(?:back\s+|home\s+)?to\s+" + _EN_PLACE + r"\s+(?:is|'s)\s+(?:now\s+)?(?:on\s+)?" + _EN_DAY, _I),
     "appointment_{slot}", "plan"),
    (re.compile(r"\b(?:my|our|the)\s+(?P<kind>flight)\s+(?:back\s+|home\s+)?to\s+" + _EN_PLACE + r"\s+(?:(?:got|has\s+been|was|is)\s+)?"
                + _EN_MOVED + r"\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+" + _EN_DAY, _I), "appointment_{slot}", "plan"),
    (re.compile(r"\b" + _EN_MOVED + r"\s+(?:my|our|the)\s+(?P<kind>flight)\s+(?:back\s+|home\s+)?to\s+" + _EN_PLACE
                + r"\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+" + _EN_DAY, _I), "appointment_{slot}", "plan"),
    # flying to a place named on a day, said by the one who flies: "I'm flying to Tokyo on March 3rd", "we fly out to
    # Denver on Friday" (not "I flew to Tokyo on the 3rd", "my sister is flying to Tokyo on Friday", "I fly to Boston
    # on Mondays")
    (re.compile(r"\b(?:i'?m|i\s+am|we'?re|we\s+are|(?:i|we)(?:'ll|\s+will)(?:\s+be)?|i|we)\s+(?P<kind>flying|fly)"
                r"\s+(?:out\s+|back\s+|home\s+)?to\s+" + _EN_PLACE + r"\s+(?:on\s+)?" + _EN_DAY + r"(?![\w-])", _I),
     "appointment_{slot}", "fact"),
    # 我周二和小王开会, 下周一跟客户见面; 和小王的会改到周四了, 跟王经理的会议推到下周一
    (re.compile(r"(?:我|我们|^|(?<=[，,。！!？?；;\s]))" + _ZH_DAY + r"(?:要|得|会|还要)?" + _ZH_WITH + _ZH_MEETING + r"(?![了过])"),
     "appointment_{slot}", "plan"),
    (re.compile(_ZH_WITH + r"(?:的)?(?P<kind>会议|会|见面|碰头)" + _ZH_MOVED + _ZH_DAY), "appointment_{slot}", "plan"),
    # 去东京的航班改到周六了, 我飞上海的机票是下周五
    (re.compile(r"(?:飞|去|回)(?P<slot>[\u4e00-\u9fff]{2,4}?)的(?P<kind>航班|飞机|机票)(?:是|在|" + _ZH_MOVED + r")" + _ZH_DAY),
     "appointment_{slot}", "plan"),
    # 我下周五飞上海, 我们15号飞东京 (not 我上周五飞上海了: a flight taken)
    (re.compile(r"(?:我|我们|^|(?<=[，,。！!？?；;\s]))" + _ZH_DAY + r"(?:要|得|会)?(?P<kind>飞)(?:去|往|到)?(?P<slot>(?:(?!了)[\u4e00-\u9fff]){2,3}?)"
                r"(?=$|[，,。！!？?；;\s]|出差|开会|玩|旅游|度假|看|见)"), "appointment_{slot}", "fact"),
)  # fmt: skip

#: The rules above, the counts (:mod:`~.counts`) and a relative's age (:mod:`~.kin_ages`), whose value is taken as
#: matched.
EXACT: frozenset[re.Pattern[str]] = (
    frozenset(
        pattern
        for pattern, _, _ in (*MEASURE_RULES, *HABIT_DAY_RULES, *COUNT_RULES, *WAKE_RULES, *HEIGHT_RULES)
    )
    | KIN_AGE_PATTERNS
)
#: The rules of a value taken as matched that a time gone said before makes history (当时我是单身, 以前我养了两只猫,
#: 那时候我35岁), as it does a home.
HELD_NOW: frozenset[re.Pattern[str]] = (
    frozenset(
        pattern
        for pattern, _, _ in (
            *AGE_RULES,
            *MARITAL_RULES,
            *READING_RULES,
            *PREGNANCY_RULES,
            *SYMPTOM_RULES,
            *COUNT_RULES,
            *WAKE_RULES,
            *HEIGHT_RULES,
        )
    )
    | KIN_AGE_PATTERNS
)
#: The rules read beside another rule's match (the habit's days beside the habit; how many cats beside the cat's
#: name: 我养了一只猫，叫咪咪).
BESIDE: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in (*HABIT_DAY_RULES, *COUNT_RULES))


_UNIT_SPACE = re.compile(
    r"(?<=\d)\s+(?=(?:kg|kgs|kilos?|kilograms?|lbs?|pounds|st|stone|mg|mcg|µg|ug|ml|iu|units?|milligrams?|k|m|公斤|千克|斤|"
    r"毫克|克|毫升|单位)\b|[\u4e00-\u9fff])",
    re.IGNORECASE,
)


def measured_value(attribute: str, value: str) -> str:
    """A value as a rule above matched it, written one way ("68.5 kg" -> "68.5kg", "the 25th" -> "25th")."""
    if attribute == "age":
        return age_value(value)  # 三十五 is 35
    if attribute == "marital_status":
        return marital_value(value)  # 结婚, "married": one status
    if attribute == "pregnancy":
        return pregnancy_value(value)  # 三个月, "three months": one value
    if attribute.endswith("_count"):
        return count_value(value)  # "two", "third", 老二: 2, 3, 2
    if attribute in ("height", "身高"):
        return height_value(value)  # 一米七五, 1.75米, 身高175: 175cm
    if attribute in ("wake_time", "bedtime"):
        return routine_time(value)  # "6 AM", 六点半: 6am, 6点半
    value = reading_value(_UNIT_SPACE.sub("", value.strip(" ,，、")))
    if attribute == "weight":
        value = _ZH_NUMERAL_WEIGHT.sub(_in_figures, value)  # 六十五公斤 is 65公斤
    if attribute.startswith("appointment_"):
        value = re.sub(r"^the\s+", "", value, flags=_I)
    if attribute.startswith("schedule_"):
        value = habit_days(value)
    return value


_ZH_NUMERAL_WEIGHT = re.compile(r"^(" + _ZH_WEIGHT_NUMERAL + r")(?:点([一二三四五六七八九]))?")


def _in_figures(numeral: re.Match[str]) -> str:
    """A weight's Chinese numeral in figures ("六十五点五" -> "65.5")."""
    whole = chinese_number(numeral[1])
    if whole is None:
        return numeral[0]
    return f"{whole}.{chinese_number(numeral[2])}" if numeral[2] else str(whole)


def appointment_slot(match: re.Match[str]) -> str | None:
    """The key of the appointment a rule above read: who one sees (``dentist``; 牙医 is the same one), or the
    kind and whom or where (``meeting_priya``, ``flight_tokyo``, ``meeting_小王``); None for no one known."""
    said = match["slot"].strip()
    kind = match.groupdict().get("kind")
    if kind is None:
        return APPOINTMENT_WITH.get(said.lower())
    name = re.sub(r"[\s.-]+", "_", said.lower()).strip("_")
    if kind.lower() in _EVENTS:
        return f"{kind.lower().replace('-', '')}_{name}".rstrip("_")
    return f"{_KINDS[as_matched(kind)]}_{name}" if name else None  # (a meeting of no one named: which one?)


__all__ = [
    "APPOINTMENT_WITH",
    "ZH_HOW_LONG",
    "BESIDE",
    "COUNT_RULES",
    "EXACT",
    "HELD_NOW",
    "HABIT_DAY_RULES",
    "MEASURE_RULES",
    "MEDICATION_NAME",
    "appointment_slot",
    "measured_value",
]
