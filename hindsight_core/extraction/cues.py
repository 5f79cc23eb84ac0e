"""Cue patterns: which kind of event a sentence states, and the slot it fills when that is cheap to read.

    >>> strongest_event_type("We decided to use PostgreSQL, the bug is fixed")
    'decision'
    >>> find_attributes("我习惯用 PostgreSQL")
    [AttributeMatch(attribute='preferred_database', value='PostgreSQL', event_type='preference')]

English and Chinese. The event types, strongest first: decision > preference > solution > problem > plan >
fact. Attributes are first-person statements only ("I prefer X", "我在X工作"); they feed conflict detection
(same subject and attribute, another value).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from hindsight_core.extraction.entities import TECH_CATEGORIES, extract_entities, tech_category
from hindsight_core.extraction.slot_values import (
    PERSON_SLOTS,
    SCOPED,
    SCOPED_BEFORE,
    casual,
    casual_name,
    person,
    plausible,
)
from hindsight_core.lifecycle.values import negation
from hindsight_core.text import has_cjk, to_simplified

#: Event types in the order a step's type is chosen when several cues match.
EVENT_PRIORITY: tuple[str, ...] = ("decision", "preference", "solution", "problem", "plan", "fact")

_I = re.IGNORECASE
_CUE_PATTERNS: dict[str, tuple[re.Pattern[str], ...]] = {
    "decision": (
        re.compile(
            r"\b(?:we|i|they|team)\s+(?:have\s+|had\s+|'ve\s+)?(?:decided|chose|chosen|picked|settled\s+on|"
            r"opted\s+(?:for|to)|agreed\s+(?:on|to)|went\s+with|switched\s+to|are\s+going\s+with|"
            r"(?:will|'ll)\s+go\s+with|are\s+going\s+to\s+go\s+with)\b",
            _I,
        ),
        re.compile(r"\b(?:let's|let\s+us)\s+(?:use|go\s+with|stick\s+with|switch\s+to|pick|choose)\b", _I),
        re.compile(
            r"\b(?:the\s+decision\s+(?:is|was)|decided\s+to|final\s+choice|going\s+forward,?\s+we|"
            r"decision\s+(?:made|taken|is\s+final)|decision\s+on\s+[\w\s]{1,30}?:|changed\s+my\s+mind|"
            r"(?:we're|we\s+are)\s+going\s+with)\b",
            _I,
        ),
        re.compile(r"决定|选定|定了|就用|敲定|确定用|最终选|选择了|改用|拍板"),
    ),
    "preference": (
        re.compile(
            r"\bi\s+(?:really\s+|much\s+|generally\s+|still\s+)?(?:prefer|like|love|enjoy|adore|hate|dislike|"
            r"detest|can't\s+stand|cannot\s+stand|don't\s+like|do\s+not\s+like|don't\s+want|'d\s+rather|"
            r"would\s+rather|(?:usually|always|normally|mostly|typically|generally|tend\s+to)\s+(?:use|go|pick|"
            r"choose|prefer|drink|eat|take|work|write|run))\b",
            _I,
        ),
        re.compile(r"\bi(?:'m|\s+am)\s+(?:a\s+(?:big\s+|huge\s+)?fan\s+of|into|not\s+a\s+fan\s+of)\b", _I),
        re.compile(r"\b(?:my\s+)?favou?rite\b|\bi\s+always\b|\bprefer(?:red|ence|s)?\b", _I),
        # a standing instruction: "from now on always page me on Signal", "never call me before 9"
        re.compile(r"\bfrom\s+now\s+on\b|\b(?:always|never)\s+(?:\w+\s+)?me\b", _I),
        re.compile(
            r"喜欢|习惯用|习惯了|偏好|偏爱|讨厌|一般用|通常用|平时用|常用|爱吃|爱喝|最爱|受不了|更倾向"
            r"|我(?:从来|从不|一直|基本|完全)?(?:不吃|不喝|不碰|吃不了|喝不了)"
        ),
    ),
    "solution": (
        re.compile(
            r"\b(?:fixed|solved|resolved|worked\s+around|workaround|the\s+fix|a\s+fix|the\s+solution|"
            r"the\s+answer\s+(?:is|was)|turned\s+out|works\s+now|working\s+now|got\s+it\s+working|"
            r"the\s+trick\s+(?:is|was))\b",
            _I,
        ),
        re.compile(r"解决|修复|修好|改成|搞定|绕过|办法是|解决方案|原来是|好了(?!吗)"),
    ),
    "problem": (
        re.compile(
            r"\b(?:error|errors|exception|bug|bugs|fails?|failed|failing|failure|broken|"
            # a program's crash, not a car's ("crashed the yaris into a bollard" is something that happened)
            r"crash(?:es|ed)?(?!\s+(?:into|my|our|the|his|her|their|a|an)\b)|"
            r"can't|cannot|can\s+not|couldn't|unable\s+to|doesn't\s+work|does\s+not\s+work|not\s+working|"
            r"issue|issues|problem|problems|traceback|timed?\s*out|timeout|stuck|"
            # not the speaker's own mistake taken back ("I was wrong before", "wrong sign lol": a correction)
            r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bit\s)(?<!\bthat\s)(?<!\bgot\s)wrong(?!\s+(?:before|earlier|sign|name|"
            r"number|one|date|day|spelling|word|address|person|info|information)\b))\b",
            _I,
        ),
        re.compile(r"报错|错误|失败|(?<!没)问题|不能|无法|崩溃|异常|出错|不行|超时|卡住|挂了|bug", _I),
    ),
    "plan": (
        re.compile(
            r"\b(?:i|we)\s*(?:will|'ll|shall)\b|\b(?:i|we)(?:'m|'re|\s+am|\s+are)\s+(?:going\s+to|gonna|"
            r"planning|about\s+to)\b|\b(?:plan(?:ning)?\s+to|intend\s+to|my\s+plan|our\s+plan|next\s+(?:week|"
            r"month|year|time|step)|tomorrow|later\s+today|this\s+weekend|upcoming|scheduled)\b",
            _I,
        ),
        re.compile(r"打算|计划|准备|下周|下星期|下礼拜|下个?月|明天|后天|明年|将要|想要去|要去|安排|下一步"),
    ),
    "fact": (
        # a correction of what was said is what holds ("Sorry, I was wrong before: the school is number 21")
        re.compile(
            r"\b(?:correction|i\s+was\s+wrong|i\s+got\s+(?:it|that)\s+wrong|my\s+(?:mistake|bad)|i\s+misspoke|"
            r"i\s+meant)\b",
            _I,
        ),
        # a lasting condition, of anyone ("she's allergic to peanuts", "She uses a wheelchair")
        re.compile(
            r"\b(?:allergic|allergy|allergies|intolerant|wheelchair|diabetic|diabetes|asthma|asthmatic|coeliac|"
            r"celiac|epilepsy|epileptic|vegan|vegetarian|pescatarian)\b",
            _I,
        ),
        re.compile(
            r"\b(?:i(?:'m|\s+am)|im\b|ive\b|i\s+(?:(?:now|still|currently)\s+)?(?:work|live|have|had|own|was\s+born|grew\s+up|studied|graduated|moved|"
            r"started|joined|got|went|visited|met|bought|finished|married)|i've|my\s+\w+(?:\s+\w+)?\s+(?:is|are|"
            r"was|were|has|lives)|we\s+(?:are|have|use|run|work))\b",
            _I,
        ),
        re.compile(
            r"我是|我(?:现在)?在.{1,15}(?:工作|上班|上学|读书)|我的.{1,10}是|我(?:现在)?住在|我(?:已经|刚刚?|最近|终于)?搬(?:家)?(?:到|去)"
            r"|我有|我叫|我来自|过敏|我家|我们公司|我们组|我们团队"
            # an activity that lasts (我在学日语，准备考N2: the study lasts beyond the exam it prepares for)
            r"|我(?:正|一直|现在|最近)?在(?:学|练|备考|读研|读博|自学)"
            # what happened in a life and holds since (我离职了，下个月去联发科: the plan is ahead, the leaving done)
            r"|(?:离职|辞职|裁员|被裁|入职|跳槽|订婚|结婚|离婚|分手|毕业|退休|怀孕|戒烟|戒酒|戒了|搬家|出生|去世)(?:了|啦)"
        ),
        re.compile(
            r"\b(?:i\s+(?:quit\s+my\s+job|resigned|retired|graduated)|(?:i|we)\s+got\s+(?:engaged|married|divorced)|"
            r"(?:i|we)\s+broke\s+up|i(?:'m|\s+am|m)\s+pregnant|(?:i|we)\s+had\s+a\s+baby|passed\s+away)\b",
            _I,
        ),
    ),
}


# -- questions -------------------------------------------------------------------------------------------

# a dot inside a word (Python 3.11, jon.doe@example.com, v2.1) or after a title (Dr. Patel) ends no sentence
_SENTENCE = re.compile(
    r"(?:[^.!?。！？\n]|\.(?=[^\s.!?。！？])|(?<=\bDr)\.|(?<=\bMr)\.|(?<=\bMs)\.|(?<=\bMrs)\.|(?<=\bSt)\.|"
    r"(?<=\bProf)\.|(?<=\be\.g)\.|(?<=\bi\.e)\.|(?<=\bvs)\.|(?<=\betc)\.(?=\s+[a-z]))+(?:[.!?。！？…]+|\n|$)"
)
_AUX = (
    r"(?:do|does|did|is|are|am|was|were|can|could|would|will|should|shall|have|has|had|isn't|aren't|"
    r"don't|doesn't|didn't|won't|wouldn't|can't|couldn't)"
)
_SUBJECT = r"(?:i|you|we|he|she|they|it|there|my|your|our|his|her|their)"
# Unpunctuated questions: "which database do I prefer", "where are you", "do you like jazz"; not "when I
# was young", "do not use it", "have a good day".
_EN_ASKING = re.compile(
    rf"^\s*(?:(?:what|which|who|whom|whose|where|when|why|how)\s+(?:(?!{_SUBJECT}\b)[\w'-]+\s+)?{_AUX}\b"
    rf"|{_AUX}\s+{_SUBJECT}\b)",
    _I,
)
# Chinese questions without a question mark: a final particle (吗, 呢) or a final 没 / 没有 after what it asks
# about ("体重保持住没", "吃了没有"; not "还没" / "都没" / "我没有", which say "not yet", "none", "I didn't").
_ZH_ASKING = re.compile(r"(?:吗|呢|么|嘛|(?<![还都也并从就我你他她它们])没有?)\s*$")


def sentences(text: str) -> list[str]:
    """``text`` cut after each ``.``, ``!``, ``?`` (and their Chinese forms) or line break."""
    text = to_simplified(text)
    return [m.group(0).strip() for m in _SENTENCE.finditer(text) if m.group(0).strip()]


def is_question(sentence: str) -> bool:
    """A sentence that asks: it ends with a question mark, or (unpunctuated) opens like an English question
    ("which database do I prefer") or ends like a Chinese one (吗, 呢, 没)."""
    sentence = to_simplified(sentence)
    stripped = sentence.strip()
    if stripped.endswith(("?", "？")):
        return True
    if stripped.endswith((".", "!", "。", "！", "…")):
        return False
    return bool(_EN_ASKING.match(stripped) or _ZH_ASKING.search(stripped))


def statements(text: str) -> str:
    """The sentences of ``text`` that state something (its questions left out): what cues and slots are read
    from. "Which database do I prefer?" states nothing; "I love it! Have you tried?" states "I love it!"; a
    statement ending in a short question ("I'm flying to Lisbon on May 3rd, any tips?", "我下周去成都，有什么推荐
    吗？") states its first part."""
    out = []
    for sentence in sentences(text):
        if not is_question(sentence):
            out.append(sentence)
        elif (stated := _before_tag(sentence)) is not None:
            out.append(stated)
    return " ".join(out)


_TAG = re.compile(r"^(?P<stated>.+?)[,，]\s*(?P<tag>[^,，]+)$")
# the speaker stating something: first person opening the statement or one of its parts ("Quick facts for the
# form: I'm 36, ..."); not a condition ("If I move to Paris")
_FIRST_PERSON = re.compile(r"(?:^|[:,;—–]\s*|\s-\s)\s*(?:i\b|i'|we\b|we'|my\b|our\b)|我", _I)
_TURN_TO_QUESTION = re.compile(r"[\s,]+(?:anyway|anyways|btw|by\s+the\s+way|so|also|oh|and|but|well)$", _I)


def _before_tag(question: str) -> str | None:
    """The statement a question sentence opens with, when what follows its last comma is a short question
    ("any tips?", "thoughts?", "how's your day going?", "有什么推荐吗？") and what precedes it speaks in the first
    person."""
    match = _TAG.match(question.strip())
    if match is None:
        return None
    stated, tag = match["stated"].strip(), match["tag"].strip()
    # "..., and my blood type is O+ Anyway, how's your day going?": the filler that turns to the question
    stated = _TURN_TO_QUESTION.sub("", stated).strip()
    short = len(tag.split()) <= 6 if not has_cjk(tag) else len(tag) <= 10
    if not short or not _FIRST_PERSON.search(stated) or is_question(stated):
        return None
    return stated


@dataclass(frozen=True, slots=True)
class CueMatch:
    """A cue found in a text: the event type it signals and where."""

    event_type: str
    cue: str
    span: tuple[int, int]


def find_cues(text: str) -> list[CueMatch]:
    """Every cue in ``text``, in order of position."""
    text = to_simplified(text)
    found = [
        CueMatch(event_type, match[0], match.span())
        for event_type, patterns in _CUE_PATTERNS.items()
        for pattern in patterns
        for match in pattern.finditer(text)
    ]
    return sorted(found, key=lambda cue: cue.span)


def strongest_event_type(text: str) -> str | None:
    """The highest-priority event type among the cues in ``text``; ``None`` when there is no cue."""
    types = {cue.event_type for cue in find_cues(text)}
    return next((event_type for event_type in EVENT_PRIORITY if event_type in types), None)


# a clause: up to a punctuation mark, or to "and" / "but" opening another with its subject ("... next week and
# she's allergic to peanuts")
_CLAUSE = re.compile(
    r"(?:[^,;，；、.!?。！？\s]|(?!\s(?:and|but)\s+(?:i|i'm|she|she's|he|he's|they|they're|we|my|her|his|their)\b)[^\S\n])+",
    _I,
)
#: Types whose records expire (a plan, a problem): a message holding one beside a lasting statement is typed
#: by the lasting one, so the blood type said with "I'm flying to Madrid next month" does not expire with it.
_PASSING = ("problem", "plan")


def event_type_of(text: str) -> str | None:
    """The event type of a message: its strongest cue; but when that is a plan or a problem and one of its
    clauses states something lasting (its own strongest cue a decision, preference, solution or fact, or a
    slot), that lasting type ("I moved to Lisbon, my blood type is A negative, and I'm flying to Madrid next
    month" is a fact).

    >>> event_type_of("I'm flying to Madrid next month"), event_type_of("My blood type is A-, I fly on Monday")
    ('plan', 'fact')
    """
    strongest = strongest_event_type(text)
    if strongest not in _PASSING:
        return strongest
    lasting = [
        t for c in _CLAUSE.findall(to_simplified(text)) if (t := strongest_event_type(c)) not in _PASSING
    ]
    lasting = [t for t in lasting if t is not None]
    if lasting:
        return min(lasting, key=EVENT_PRIORITY.index)
    return "fact" if find_attributes(text) else strongest


# -- attributes -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttributeMatch:
    """A slot stated in the first person: ``attribute`` = ``value`` (e.g. ``works_at`` = ``Acme``)."""

    attribute: str
    value: str
    event_type: str
    #: Where the rule matched in the text (start, end): the clause that says it is around it.
    span: tuple[int, int] = field(default=(0, 0), compare=False, repr=False)


#: A value runs to the end of its clause; a dot or colon inside a word ("carol@new.example.com", "v2.1") and
#: an area code's brackets ("+1 (555) 010-9999") are part of it.
_TITLE_DOT = r"(?<=\bDr)\.\s|(?<=\bMr)\.\s|(?<=\bMs)\.\s|(?<=\bMrs)\.\s|(?<=\bSt)\.\s|(?<=\bProf)\.\s"
_EN_VALUE = r"(?P<value>(?:" + _TITLE_DOT + r"|[^,.;:!?\n()]|[.:](?=\w)|\((?=\d{2,4}\))|(?<=\d)\)){1,80})"
_EN_CUT = re.compile(
    r"\s+(?:because|'cause|cause|cuz|since|but|for|when|if|although|though|which|who|so|as|instead|over|rather\s+than|than|"
    r"and\s+then|and\s+(?:my|i|we|he|she|they|it|the|our|his|her|their)|these\s+days|nowadays|now|anymore|again|at\s+the\s+moment|right\s+now|too|as\s+well|"
    # where, with whom, when: a detail of the value, not part of it ("Google on the Maps team", "Lyon with my
    # sister", "a nurse in Leeds")
    r"on|near|with|at|in|during|by|until|around|next\s+to|close\s+to|outside|every|on\s+weekends|"
    # how often: "coffee a day", "tea daily"
    r"a\s+(?:day|week|month)|per\s+(?:day|week|month)|daily|weekly|each\s+(?:day|morning|evening|night|week)|"
    # when: "Paris last month", "Stripe two weeks ago"
    r"last|yesterday|today|tonight|this\s+(?:week|month|year|morning|weekend)|recently|earlier|"
    r"(?:a|an|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|months?|years?)\s+ago)\b.*$",
    _I,
)
_ZH_VALUE = (
    r"\s*(?P<value>(?:[^，。！？；,.!?;\n]|\.(?=\w)){1,30})"  # a dot inside a word stays: zhangwei88@163.com
)
_ZH_CUT = re.compile(
    r"(?:因为|但是|但|所以|而且|然后|的时候|不过|现在|了吧|了啊|了).*$"
    # mixed text: the value ends where the script switches after a space ("火锅 and eat it", "PostgreSQL 做 billing")
    r"|(?<=[\u4e00-\u9fff])\s+[A-Za-z].*$|(?<=[A-Za-z0-9])\s+[\u4e00-\u9fff].*$"
)
_NO_VALUE = frozenset(
    ("it", "that", "this", "them", "those", "these", "one", "something", "anything", "everything", "stuff")
    + ("him", "her", "you", "everyone", "everybody", "all")
    + ("things", "它", "这个", "那个")
)

_EN_SLOTS = frozenset(
    str.split(
        """name email phone birthday age job title role address hometown wife husband partner girlfriend boyfriend
    sister brother mother mom father dad son daughter kid kids boss manager dog cat pet team company employer
    city timezone username major school university nationality car doctor dentist landlord landlady therapist
    coach teacher tutor mentor advisor lawyer accountant roommate flatmate gym bank laptop billing_address
    preferred_editor work_email"""
    )
)


def _longest_first(words: Iterable[str]) -> str:
    """A regex alternation of ``words``, longest first (男朋友 before 朋友)."""
    return "|".join(sorted(words, key=len, reverse=True))


_ZH_SLOTS = {"名字": "name", "生日": "birthday", "邮箱": "email", "电话": "phone", "老板": "boss", "职业": "job",
             "工作": "job", "专业": "major", "学校": "school", "老家": "hometown", "家乡": "hometown",
             "颜色": "color", "食物": "food", "电影": "movie", "书": "book", "数据库": "database",
             "编程语言": "language", "语言": "language", "运动": "sport", "歌手": "singer", "城市": "city",
             "手机": "phone", "手机号": "phone", "手机号码": "phone", "电话号码": "phone", "邮箱地址": "email",
             "地址": "address", "住址": "address", "领导": "boss", "上司": "boss", "经理": "manager",
             "车": "car", "男朋友": "boyfriend", "女朋友": "girlfriend", "对象": "partner", "室友": "roommate",
             "医生": "doctor", "牙医": "dentist", "房东": "landlord", "教练": "coach", "老师": "teacher",
             "导师": "mentor", "律师": "lawyer", "公司": "company", "健身房": "gym", "电脑": "laptop",
             "笔记本": "laptop"}  # fmt: skip
_ZH_ONE_AT_A_TIME = _longest_first(
    "车 老板 领导 上司 经理 医生 牙医 房东 室友 教练 老师 导师 律师 男朋友 女朋友 对象 学校 公司 健身房 电脑 笔记本".split()
)
# What one has one of at a time, so that a new one replaces the old ("my new manager", "a new car"); not a
# sister, a friend, a dog, a colleague.
_ONE_AT_A_TIME = (
    r"(?:manager|boss|doctor|dentist|landlord|landlady|therapist|coach|teacher|tutor|mentor|advisor|lawyer|"
    r"accountant|car|partner|girlfriend|boyfriend|wife|husband|roommate|flatmate|team|company|employer|school|"
    r"university|gym|bank|laptop|username|timezone|job|title|role)"
)
# Kinds of tools used several at once (Docker and Slack, Python and TypeScript, React and Django): using one
# is no change from using another; preferring one, or switching to it, is.
_USED_TOGETHER = frozenset({"tool", "library", "language", "framework"})
# Kinds that name no one use (Docker, Slack and Jira are all "tool"s): never a slot of one value.
_ANY_TOOL = frozenset({"tool", "library"})
# The names of known tools, longest first (for rules that take only a tool: "we use poetry").
_TECH = _longest_first(re.escape(name) for name in TECH_CATEGORIES)
# Activities one does as a habit, by the one name their forms share ("run", "running" -> "running").
_ACTIVITIES = {
    "running": "running", "run": "running", "jogging": "jogging", "jog": "jogging", "swimming": "swimming",
    "swim": "swimming", "cycling": "cycling", "cycle": "cycling", "biking": "cycling", "bike": "cycling",
    "hiking": "hiking", "hike": "hiking", "climbing": "climbing", "climb": "climbing", "bouldering": "climbing",
    "surfing": "surfing", "surf": "surfing", "skiing": "skiing", "ski": "skiing", "boxing": "boxing",
    "dancing": "dancing", "dance": "dancing", "yoga": "yoga", "pilates": "pilates", "crossfit": "crossfit",
    "tennis": "tennis", "badminton": "badminton", "golf": "golf", "squash": "squash", "soccer": "soccer",
    "football": "football", "basketball": "basketball", "volleyball": "volleyball", "chess": "chess",
    "meditation": "meditation", "meditating": "meditation", "meditate": "meditation", "smoking": "smoking",
    "smoke": "smoking", "rowing": "rowing", "row": "rowing", "skating": "skating", "skate": "skating",
}  # fmt: skip
_ACTIVITY = _longest_first(_ACTIVITIES)
_EN_SLOT_NAMES = {"phone number": "phone", "cell number": "phone", "mobile number": "phone", "mobile": "phone",
                  "cell": "phone", "email address": "email", "home address": "address", "e-mail": "email",
                  "e-mail address": "email", "number": "phone", "shipping address": "address",
                  "delivery address": "address", "mailing address": "address", "postal address": "address",
                  "billing address": "billing_address", "editor": "preferred_editor", "work email": "work_email",
                  "work e-mail": "work_email"}  # fmt: skip

# (pattern, attribute, event type). ``{cat}``: "preferred_<category>" when the value is a known tool,
# else the fallback after the colon. ``{slot}``: the captured slot name.
_ATTRIBUTE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\bmy\s+name\s+is\s+" + _EN_VALUE, _I), "name", "fact"),
    (re.compile(r"\bcall\s+me\s+" + _EN_VALUE, _I), "nickname", "fact"),  # "Call me Bob": not a new name
    (re.compile(r"\bmy\s+favou?rite\s+(?P<slot>[a-z]+(?:\s[a-z]+)?)\s+is\s+" + _EN_VALUE, _I), "favorite_{slot}",
     "preference"),
    # a switch of tools is a change of what is used ("We switched from poetry to uv", "we migrated our CI to
    # GitHub Actions"), not a decision beside the tool in use; the tool must be a known one ("we moved to Cork")
    (re.compile(r"\b(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+|now\s+)?(?:switched|moved|migrated)\s+"
                r"(?:over\s+|(?:our|my|the)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?:from\s+[^,.;:!?\n]{1,40}?\s+)?(?:over\s+)?to\s+"
                r"(?P<value>" + _TECH + r")(?![\w-])", _I), "switched:{cat}", "preference"),
    # ... and the tool left is no longer used ("we moved away from Jenkins", "switched from React to Vue")
    (re.compile(r"\b(?:we|i)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+|now\s+)?(?:switched|moved|migrated)\s+"
                r"(?:over\s+|(?:our|my|the)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?:away\s+)?(?:from|off)\s+(?P<value>" + _TECH + r")(?![\w-])",
                _I), "!switched:{cat}", "preference"),
    # "Our Python deps are managed with poetry", "we build it with gradle"
    (re.compile(r"\b(?:are|is)\s+(?:managed|built|packaged|installed|tested|linted|formatted)\s+with\s+(?P<value>" + _TECH
                + r")(?![\w-])", _I), "uses:{cat}", "preference"),
    (re.compile(r"\b(?:we|i)\s+(?:have\s+|'ve\s+)?(?:decided\s+(?:to\s+(?:use|go\s+with)\s+|on\s+)|chose\s+|"
                r"picked\s+|settled\s+on\s+|opted\s+for\s+|went\s+with\s+|switched\s+to\s+|(?:will|'ll)\s+go\s+with\s+|"
                r"are\s+going\s+with\s+)" + _EN_VALUE, _I), "chosen:{cat}", "decision"),
    (re.compile(r"\blet's\s+(?:use|go\s+with|switch\s+to|stick\s+with)\s+" + _EN_VALUE, _I), "chosen:{cat}",
     "decision"),
    (re.compile(r"\bi\s+(?:now\s+|still\s+|actually\s+)?(?:really\s+|much\s+|generally\s+)?prefer\s+(?:to\s+use\s+|using\s+)?" + _EN_VALUE, _I),
     "prefers:{cat}", "preference"),
    (re.compile(r"\bi\s+(?:now\s+|still\s+|actually\s+)?(?:usually|always|normally|mostly|typically|generally|tend\s+to)\s+use\s+" + _EN_VALUE,
                _I), "uses:{cat}", "preference"),
    # a known tool used, or asked for ("we use poetry", "I use neovim as my editor", "Please use pytest, not
    # unittest"): the tool's category is the slot, so a later tool of that category is a change
    (re.compile(r"\b(?:i|we)\s+(?:now\s+|still\s+|mainly\s+|mostly\s+|only\s+|just\s+)?use\s+(?P<value>" + _TECH
                + r")(?![\w-])", _I), "uses:{cat}", "preference"),
    (re.compile(r"(?:^|(?<=[.!?]\s))\s*(?:please\s+)?(?:always\s+)?use\s+(?P<value>" + _TECH + r")(?![\w-])", _I),
     "prefers:{cat}", "preference"),
    # "Our repo is on Python 3.11", "My project targets Python 3.12", "we upgraded the repo to Python 3.13"
    (re.compile(r"\b(?:we(?:'re|\s+are)?|i(?:'m|\s+am)?|(?:our|my|the)\s+(?:repo|project|app|codebase|service|code|stack))"
                r"\s+(?:(?:is|are)\s+)?(?:now\s+)?(?:on|targets?|running|runs\s+on|requires|upgraded\s+(?:\w+\s+){0,2}to|"
                r"moved\s+(?:\w+\s+){0,2}to)\s+(?P<slot>python|node|java|go|ruby|php)\s+(?P<value>v?\d+(?:\.\d+)+)", _I),
     "{slot}_version", "fact"),
    (re.compile(r"\bi\s+(?:really\s+)?(?:hate|dislike|detest|can't\s+stand|cannot\s+stand|don't\s+like|"
                r"do\s+not\s+like|no\s+longer\s+(?:like|enjoy|love))\s+" + _EN_VALUE, _I), "dislikes", "preference"),
    (re.compile(r"\bi\s+(?:really\s+)?(?:like|love|enjoy|adore)\s+" + _EN_VALUE, _I), "likes", "preference"),
    # a taste come to ("I've started to like tofu now"), one drunk by the cup ("I drink 5 cups of coffee a day")
    (re.compile(r"\bi(?:'ve|\s+have)?\s+(?:started|begun|come|grown)\s+to\s+(?:like|love|enjoy)\s+" + _EN_VALUE, _I), "likes",
     "preference"),
    (re.compile(r"\bi\s+(?:usually\s+|still\s+)?drink\s+(?:\d+|a\s+lot\s+of|lots\s+of|a\s+few|two|three|four|five)\s+"
                r"(?:cups?|glasses|mugs?|cans?|bottles?|shots?)\s+of\s+" + _EN_VALUE, _I), "likes", "preference"),
    (re.compile(r"\bi(?:'m|\s+am)\s+allergic\s+to\s+" + _EN_VALUE, _I), "allergic_to", "fact"),
    (re.compile(r"\bi(?:'m|\s+am|'ve\s+been|\s+have\s+been|\s+went|\s+became|'ve\s+gone|\s+have\s+gone)\s+(?:now\s+|fully\s+)?(?:an?\s+)?"
                r"(?P<value>vegan|vegetarian|pescatarian|gluten[- ]free|lactose intolerant)\b", _I), "diet", "fact"),
    (re.compile(r"\bi\s+(?:now\s+|still\s+|currently\s+)?(?:work|am\s+working|'m\s+working)\s+(?:at|for)\s+" + _EN_VALUE, _I),
     "works_at", "fact"),
    (re.compile(r"\bi\s+(?:now\s+|still\s+|currently\s+)?(?:work|am\s+working|'m\s+working)\s+as\s+(?:an?\s+)?" + _EN_VALUE, _I),
     "job", "fact"),
    (re.compile(r"\bi\s+(?:now\s+|still\s+|currently\s+)?(?:live|am\s+living|'m\s+living)\s+in\s+" + _EN_VALUE, _I),
     "lives_in", "fact"),
    (re.compile(r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:moved|relocated)\s+(?:back\s+)?"
                r"(?:from\s+[^,.;:!?\n]{1,40}?\s+)?to\s+" + _EN_VALUE, _I), "lives_in", "fact"),
    (re.compile(r"\b(?:i|we)(?:'m|'re|\s+am|\s+are)\s+(?:now\s+|finally\s+)?back\s+(?:home\s+)?in\s+" + _EN_VALUE, _I),
     "lives_in", "fact"),
    # "Settled in Lisbon!", "we're based in Austin now"
    (re.compile(r"(?:\b(?:i|we)(?:'ve|\s+have|'m|'re|\s+am|\s+are)?\s+|^\s*)(?:finally\s+|now\s+)?(?:settled|based)\s+in\s+"
                + _EN_VALUE, _I), "lives_in", "fact"),
    (re.compile(r"\bi\s+(?:just\s+|recently\s+|finally\s+)?(?:joined|started\s+(?:a\s+new\s+job\s+at|working\s+(?:at|for)|at)|"
                r"got\s+(?:(?:a|the|an?\s+new|my\s+new)\s+job|hired)\s+(?:at|by|with)|accepted\s+(?:an?\s+)?(?:offer|job)\s+(?:from|at))\s+" + _EN_VALUE, _I),
     "works_at", "fact"),
    # "my (new) number is ...", a clause that starts with "new number: ...", "I got a new number: ...";
    # never "my wife's phone number is ..." or "my office number is ..." (someone else's, another slot)
    (re.compile(r"(?:\bmy\s+|(?<![\w'’]\s)(?<![\w'’]))(?:new\s+)?(?:phone\s+|cell\s+|mobile\s+)?number(?:'s|\s+is)?"
                r"(?:\s+(?:now|still))?\s*[:：!！,，]*\s*(?P<value>\+?\d[\d ().-]{5,}\d)", _I), "phone", "fact"),
    (re.compile(r"(?:\bi(?:'ve)?\s+|(?<![\w'’]\s)(?<![\w'’])(?:also\s+|just\s+|finally\s+)*)(?:got|have)\s+a\s+"
                r"(?:new\s+|local\s+|different\s+|second\s+)*(?:phone\s+|cell\s+|mobile\s+)?number\b[^.!?\d]{0,25}?"
                r"(?P<value>\+?\d[\d ().-]{5,}\d)", _I), "phone", "fact"),
    # "I have changed my mobile, the new one is 07700 900 431", "new mobile: ..."
    (re.compile(r"\b(?:changed|new|got\s+a\s+new)\s+(?:my\s+)?(?:mobile|phone|cell)(?:\s+number)?\b[^.!?\d]{0,25}?"
                r"(?P<value>\+?\d[\d ().-]{5,}\d)", _I), "phone", "fact"),
    # an e-mail address said with its kind, the speaker often left out ("Work email is now mark@...")
    (re.compile(r"(?:\bmy\s+|^\s*|(?<=[.!?])\s*)(?:new\s+)?(?P<slot>work\s+e-?mail|e-?mail)(?:\s+address)?\s*(?:is|:)\s*"
                r"(?:now\s+)?(?P<value>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)", _I), "{slot}", "fact"),
    (re.compile(r"\bi(?:'m|\s+am)\s+from\s+" + _EN_VALUE, _I), "from", "fact"),
    # the car one drives ("I drive a Honda Civic"), and the one traded for it ("traded in the civic for a Mazda
    # CX-5"): a named car (the value must be a name: "I drive a lot" is none)
    (re.compile(r"\bi\s+(?:now\s+|still\s+|currently\s+)?drive\s+(?:an?\s+)?(?:new\s+|used\s+|\d{4}\s+)?" + _EN_VALUE, _I),
     "car", "fact"),
    (re.compile(r"(?:\b(?:i|we)(?:'ve|\s+have)?\s+|^\s*)(?:just\s+|finally\s+)?traded\s+in\s+(?:my|our|the)\s+[^,.;:!?\n]{1,30}?"
                r"(?:\s+for|[^.;:!?\n]{0,25}?,?\s+(?:and\s+)?(?:got|bought|picked\s+up))\s+(?:an?\s+)?(?:new\s+|used\s+|\d{4}\s+)?"
                + _EN_VALUE, _I), "car", "fact"),
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of\s+" + _EN_VALUE, _I), "likes", "preference"),
    (re.compile(r"\bi(?:'m|\s+am)\s+an?\s+(?!(?:little|bit|lot|big\s+fan|huge\s+fan|fan)\b)" + _EN_VALUE, _I), "is_a",
     "fact"),
    (re.compile(r"\bmy\s+(?:new\s+|current\s+|updated\s+)?(?P<slot>[a-z]+(?:\s(?:number|address))?)\s+is\s+(?:now\s+)?" + _EN_VALUE, _I),
     "{slot}", "fact"),
    # the value said first ("Priya Shah is my new manager"), or after the new thing ("I got a new car, a Tesla
    # Model 3", "we have a new manager now: Priya Shah"): a name, and a slot one holds one of at a time
    (re.compile(r"(?P<value>\b(?!(?:Today|Tomorrow|Yesterday|Tonight|This|That|It|He|She|They|There|Here|Who|What|"
                r"Which|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3})"
                r"\s+is\s+(?:now\s+)?my\s+(?:new\s+)?(?P<slot>" + _ONE_AT_A_TIME + r")(?:\s+now)?(?=\s*(?:[.,;:!?]|$))"),
     "{slot}", "fact"),
    (re.compile(r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+)?(?:got|have|bought|found|hired)\s+"
                r"an?\s+new\s+(?P<slot>" + _ONE_AT_A_TIME + r")(?:\s+now)?\s*(?:[,:：—–-]+|\s+(?:named|called))\s*"
                r"(?:(?:a|an|the)\s+)?(?=(?-i:[A-Z0-9]))" + _EN_VALUE, _I), "{slot}", "fact"),
    (re.compile(r"(?:我们|咱们)?(?:决定|选定|定了|敲定|确定)(?:了)?(?:用|使用|采用|选)" + _ZH_VALUE), "chosen:{cat}",
     "decision"),
    (re.compile(r"就用" + _ZH_VALUE), "chosen:{cat}", "decision"),
    (re.compile(r"我(?:的名字)?叫" + _ZH_VALUE), "name", "fact"),
    (re.compile(r"我最喜欢的(?P<slot>[^，。！？是]{1,6})是" + _ZH_VALUE), "favorite_{slot}", "preference"),
    (re.compile(r"我(?:习惯|一般|通常|平时|经常|常)(?:用|使用)" + _ZH_VALUE), "uses:{cat}", "preference"),
    (re.compile(r"我(?:更)?(?:偏好|偏爱|倾向于用?)" + _ZH_VALUE), "prefers:{cat}", "preference"),
    (re.compile(r"我(?:很|非常|特别|超)?(?:讨厌|不喜欢|受不了)" + _ZH_VALUE), "dislikes", "preference"),
    (re.compile(r"我(?:很|非常|特别|超|比较|更|最)?(?:喜欢|爱)" + _ZH_VALUE), "likes", "preference"),
    (re.compile(r"我对(?P<value>[^，。！？]{1,20})过敏"), "allergic_to", "fact"),
    (re.compile(r"我(?:现在)?在(?P<value>[^，。！？]{1,20}?)(?:工作|上班|任职)"), "works_at", "fact"),
    # "我在字节跳动做后端开发", "我是网易的产品经理": an employer said with the job done there
    (re.compile(r"我(?:现在|目前)?在(?!家|厨房|路上|外面|学校|(?:公司|单位|医院|店里|办公室|这边|那边|这里|那里)(?:做|当|担任))(?P<value>[^，。！？\s]{2,12}?)(?:做|当|担任)[^，。！？\s]{0,8}?(?:后端|前端|全栈|开发|产品|设计|运营|"
                r"销售|市场|数据|算法|测试|研发|客服|财务|人事|HR|PM|工程师|程序员|经理|总监|老师|医生|护士|律师|会计|实习|"
                r"投行|咨询|分析师|研究员|顾问|编辑|记者|主管|架构师|运维|策划|翻译)", _I),
     "works_at", "fact"),
    # a new employer said with reporting there or leaving the old one, the speaker often left out: "上周一去字节
    # 报到了", "我离开小米了，去了理想汽车", "我离职了，下个月开始去联发科上班", "跳槽去了TikTok Shop"
    (re.compile(r"(?:^|(?<=[，,。！!？?；;\s])|我)(?:已经|刚刚?|上周[一二三四五六日天]?|昨天|今天)?(?:去|到)(?P<value>[^，。！？；,.!?;\s\n]{2,12}?)报到"),
     "works_at", "fact"),
    (re.compile(r"(?:离开|辞掉|离职|辞职)[^，。！？；\n]{0,10}?[，,]?\s*(?:然后)?(?:去了|加入了?|入职了?)(?P<value>[^，。！？；,.!?;\s\n]{2,12})"),
     "works_at", "fact"),
    (re.compile(r"(?:离职|辞职|跳槽)了?[^。？；\n]{0,14}?(?:开始)?去(?P<value>[^，。！？；,.!?;\s\n]{2,12}?)(?:上班|工作|报到)"),
     "works_at", "fact"),
    (re.compile(r"(?:^|(?<=[，,。！!？?；;\s]))跳槽(?:去|到)了?(?P<value>[^，。！？；,.!?;\n]{2,20}?)(?=$|[，,。！!？?；;]|了|上班|工作)"),
     "works_at", "fact"),
    # the team one is in, and the one one is moved to: "我在支付组", "我被划到风控组了", "我调到了支付组"
    (re.compile(r"我(?:现在|目前)?在(?P<value>[^，。！？；,.!?;\s\n]{1,10}?(?:组|部门|团队))(?=$|[，,。！!？?；;\s]|负责|做|写|工作|上班)", _I),
     "team", "fact"),
    # the car one drives: "我开的是一辆2016年的卡罗拉", "新提了一辆比亚迪海豹", "我买了辆新车，特斯拉"
    (re.compile(r"我(?:现在)?开的是(?:一辆|辆)?(?:\d{4}年的?)?(?P<value>[^，。！？；,.!?;\n]{2,15}?)(?=$|[，,。！!？?；;]|的车)"),
     "car", "fact"),
    (re.compile(r"(?:新|刚|又)?提了?(?:一辆|辆)(?:新的?)?(?P<value>[^，。！？；,.!?;\n]{2,15}?)(?=$|[，,。！!？?；;])"), "car", "fact"),
    (re.compile(r"我(?:被)?(?:划|调|分|转|换)到了?(?P<value>[^，。！？；,.!?;\s\n]{1,10}?(?:组|部门|团队|部|team))", _I),
     "team", "fact"),
    (re.compile(r"我是(?P<value>[^，。！？\s的]{2,12})的(?:员工|产品经理|项目经理|工程师|程序员|设计师|经理|总监|运营|销售|研究员|实习生)"),
     "works_at", "fact"),
    # the speaker left out at the start of a message or clause too ("住在竹北，租一间小套房", "住深圳南山这边")
    (re.compile(r"(?:我|^)(?:现在)?住在" + _ZH_VALUE), "lives_in", "fact"),
    # "我住北京，离公司挺近", "我在北京住了三年了", "我现在 base 上海": where one lives, said without 住在 (not 我家在
    # 湖南长沙: a family's home, often the hometown)
    (re.compile(r"(?:我|^)(?:现在|目前)?住(?!院|在|了|过|着|得|的|不|一|处|宿|酒店)(?P<value>[\u4e00-\u9fff]{2,8}?)(?=$|[，。！？；,.!?;\s]|这边|那边|附近)"),
     "lives_in", "fact"),
    (re.compile(r"我(?:现在|目前)?在(?!酒店|宾馆|医院|民宿|朋友家|家)(?P<value>[^，。！？；,.!?;\s\n不]{2,12}?)住"
                r"(?!过|(?:了|着)?(?:一晚|一夜|几天|两天|三天|院|宿))"),
     "lives_in", "fact"),
    (re.compile(r"我(?:们)?(?:现在|目前)?\s*base\s*(?:在)?\s*(?P<value>[\u4e00-\u9fff]{2,8})", _I), "lives_in", "fact"),
    (re.compile(r"(?:^|(?<=[，,。！!；;]))\s*base\s*(?:在)?\s*(?P<value>[\u4e00-\u9fff]{2,4})(?=$|[，。！？；,.!?;])", _I),
     "lives_in", "fact"),
    # the subject said once for the sentence: "我搬家了，现在住在上海"
    (re.compile(r"我[^。！？!?.]{0,20}?[，,]\s*(?:现在|目前|如今)住在" + _ZH_VALUE), "lives_in", "fact"),
    # a move that happened ("了"): "我要搬到杭州" (a plan) and "我下个月搬到杭州" are not matched
    (re.compile(r"我(?:们家|们|家)?(?:上个月|上周|上星期|去年|前年|年初|年底|昨天|前天|今年|这个月|月初|月底)?(?:已经|刚刚?|最近|终于|又)?"
                r"(?:从[^，。！？；,.!?;\n]{1,15}?)?搬(?:家)?(?:到|去|回)(?:到)?(?P<value>[^，。！？；,.!?;\n]{1,20}?)了"), "lives_in", "fact"),
    (re.compile(r"(?:我们?|^|(?<=[，,。！!？?；;\s]))(?:上个月|上周|上星期|去年|前年|年初|年底|昨天|前天|今年|这个月|月初|月底)?(?:已经|刚刚?|最近|终于)?(?:从[^，。！？；,.!?;\n]{1,15}?)?搬(?:家)?(?:到|去)了(?P<value>[^，。！？；,.!?;\s\n]{1,20})"),
     "lives_in", "fact"),
    # a move done, said without 了 after the place: "也顺便搬到新竹东区，离公司近一点", "已经搬到杭州"
    (re.compile(r"(?:我们?|^|(?<=[，,。！!？?；;\s]))(?:也|都)?(?:已经|顺便|终于)搬(?:家)?(?:到|去)(?P<value>[^，。！？；,.!?;\s\n了]{2,12})(?=$|[，,。！!？?；;\s])"),
     "lives_in", "fact"),
    (re.compile(r"我(?:已经|刚刚?|最近|终于)?(?:从[^，。！？；,.!?;\s\n]{1,15}?)?(?:调到|跳槽到|跳槽去|跳到|跳去|入职)了?(?P<value>[^，。！？；,.!?;\s\n]{1,20}?)(?:了|上班|工作|$|[，。！？；,.!?;\s])"),
     "works_at", "fact"),
    # a move to another employer said with 换到 needs the work verb: 换到靠窗的座位 is no job
    (re.compile(r"我(?:已经|刚刚?|最近|终于)?换到了?(?P<value>[^，。！？；,.!?;\s\n]{1,20}?)(?:上班|工作)"), "works_at", "fact"),
    (re.compile(r"(?:^|[\s，,。！!；;]|我)(?:的)?(?:新|现在的)?(?:(?:手机|电话)(?:号(?:码)?)?|号(?:码)?)\s*(?:是|：|:)?\s*(?P<value>\+?\d[\d \-]{6,}\d)"),
     "phone", "fact"),
    (re.compile(r"(?:^|[\s，,。！!；;]|我)(?:也|刚|又)?换了?(?:个|一个)?(?:新的?)?[^，。！？\d]{0,8}?(?:手机|电话)?号(?:码)?\s*[:：是]?\s*"
                r"(?P<value>\+?\d[\d \-]{6,}\d)"), "phone", "fact"),
    (re.compile(r"我来自" + _ZH_VALUE), "from", "fact"),
    # a habit, and its end: "我每周六早上打羽毛球", then "我现在不打羽毛球了" (not "我今天不跑步了": one day)
    # a habit in English: "I play badminton every Saturday", "I go running most mornings"; and its end: "I stopped
    # running", "I don't play tennis anymore", "I gave up yoga" (the activity's one name: run / running)
    (re.compile(r"\bi\s+(?:usually\s+|still\s+|regularly\s+|also\s+|now\s+)?(?:go\s+|do\s+|play\s+|practi[cs]e\s+)?"
                r"(?P<value>" + _ACTIVITY + r")\b(?=[^.!?\n]{0,30}\b(?:every|each|twice|once|three\s+times|daily|weekly|"
                r"most\s+(?:days|mornings|evenings|weekends)|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|"
                r"sundays|weekends))\b)", _I), "does", "preference"),
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)\bi(?:'ve|\s+have)?\s+(?:stopped|quit|given\s+up|gave\s+up|no\s+longer)\s+(?:going\s+|doing\s+|playing\s+|"
                r"go\s+|do\s+|play\s+)?(?P<value>" + _ACTIVITY + r")\b", _I), "!does", "preference"),
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)\bi\s+(?:don't|do\s+not)\s+(?:go\s+|do\s+|play\s+)?(?P<value>" + _ACTIVITY + r")\s+(?:anymore|any\s+more)\b",
                _I), "!does", "preference"),
    (re.compile(r"(?<!今天)(?<!今晚)(?<!明天)我(?:每周[一二三四五六日天]?|每天|每晚|经常|平时|周末|一般|通常)[^，。！？；,.!?;\s\n]{0,6}?"
                r"(?:都|会|去|要)?(?P<value>(?:打|踢|玩|练|跑|游|骑|爬|滑|跳|学)[^，。！？；,.!?;\s\n了吧啊呢]{1,6})"), "does",
     "preference"),
    (re.compile(r"(?<!今天)(?<!今晚)(?<!明天)(?<!这周)我(?!今天|今晚|明天|这周|这几天|暂时|先)(?:现在|已经|最近)?(?:不再|不|没再)(?:去)?"
                r"(?P<value>(?:打|踢|玩|练|跑|游|骑|爬|滑|跳|学)[^，。！？；,.!?;\s\n了吧啊呢]{1,6})了"), "!does", "preference"),
    # an e-mail address said with 邮箱 ("邮箱改了，以后发 zw@outlook.com"): the address, whatever the words between
    (re.compile(r"(?:邮箱|邮件地址|電郵)[^@\n。！？]{0,20}?(?P<value>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"), "email", "fact"),
    (re.compile(r"我的(?:新|现在的|目前的|最新的)?(?P<slot>[^，。！？是]{1,6})是" + _ZH_VALUE), "{slot}", "fact"),
    # "王明是我的新老板", "我换了个新老板，叫王明", "我换了辆新车，特斯拉Model 3"
    (re.compile(r"(?:^|(?<=[，,。！!？?；;\s]))(?P<value>[^，。！？；,.!?;\s\n我你他她]{1,12}?)是我(?:的)?(?:新|现在的)(?:的)?"
                r"(?P<slot>" + _ZH_ONE_AT_A_TIME + r")(?=$|[了啦，。！？；,.!?;\s])"), "{slot}", "fact"),
    # "现在的女朋友叫思思", "我新的老板是王明"
    (re.compile(r"(?:^|(?<=[，,。！!；;\s])|我的?)(?:新的?|现在的)(?P<slot>" + _ZH_ONE_AT_A_TIME + r")(?:叫|是)" + _ZH_VALUE),
     "{slot}", "fact"),
    (re.compile(r"我(?:们)?(?:最近|刚刚?|已经|又)?(?:换了|有了)(?:个|一个|辆|一辆|台|一台|位|一位|家|一家|所|一所)?新的?"
                r"(?P<slot>" + _ZH_ONE_AT_A_TIME + r")[，,：:\s]*(?:叫|是)?" + _ZH_VALUE), "{slot}", "fact"),
    (re.compile(r"我是(?!说|不是|在|的|因为)(?:一?[个名位])?" + _ZH_VALUE), "is_a", "fact"),
    # A value that no longer holds ("!"): "I no longer live in Paris", "I'm not vegetarian anymore", "我已经不住在
    # 台北了". After the rules above, so "I don't work at Initech anymore, I work at Globex" keeps Globex.
    (re.compile(r"\bi\s+(?:no\s+longer|don't|do\s+not|'m\s+not|am\s+not)\s+(?:live|living)\s+in\s+" + _EN_VALUE, _I),
     "!lives_in", "fact"),
    (re.compile(r"\bi\s+(?:no\s+longer|don't|do\s+not|'m\s+not|am\s+not)\s+(?:work|working)\s+(?:at|for)\s+" + _EN_VALUE, _I),
     "!works_at", "fact"),
    # "I left Figma. Going freelance", "I quit Initech, new job starts Monday": a name, and work said after it
    # ("I left my keys", "I left Paris for good" are no employer)
    (re.compile(r"\bi\s+(?:just\s+|finally\s+|officially\s+)?(?:left|quit)\s+(?=(?s:.*?)\b(?:job|jobs|work|working|"
                r"freelanc\w*|offer|role|position|employer|boss|colleagues|last\s+day|resign\w*|startup|career|"
                r"hired|laid\s+off|unemployed)\b)" + _EN_VALUE, _I), "!works_at", "fact"),
    # "I got laid off from Stripe", "I was let go by Initech", "I resigned from Acme"
    (re.compile(r"\bi(?:'ve|\s+have|\s+was|'ve\s+been|\s+have\s+been|\s+just)?\s+(?:just\s+)?(?:got\s+|been\s+)?"
                r"(?:laid\s+off|let\s+go|fired|made\s+redundant|resigned)\s+(?:from|by|at)\s+" + _EN_VALUE, _I),
     "!works_at", "fact"),
    # a taste given up ("I gave up coffee", "I'm off sugar now", "I don't drink coffee anymore"): what one liked
    # no longer holds (a habit given up is the rule above)
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)\bi(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|completely\s+)?(?:given\s+up|gave\s+up|"
                r"quit|cut\s+out|stopped\s+(?:eating|drinking))\s+(?!on\b|my\s+job\b)" + _EN_VALUE, _I), "!likes", "preference"),
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:completely\s+)?off\s+(?!to\b|for\b|work\b|today\b|tomorrow\b|sick\b|duty\b)"
                r"(?P<value>[^,.;:!?\n]{1,30}?)\s+(?:now|these\s+days|for\s+good|completely)\b", _I), "!likes", "preference"),
    (re.compile(r"(?<!\bif\s)\bi\s+(?:don't|do\s+not)\s+(?:eat|drink)\s+(?P<value>[^,.;:!?\n]{1,30}?)\s+(?:anymore|any\s+more)\b",
                _I), "!likes", "preference"),
    (re.compile(r"(?<!\bif\s)\bi\s+no\s+longer\s+(?:eat|drink)\s+" + _EN_VALUE, _I), "!likes", "preference"),
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:not|no\s+longer)\s+(?:an?\s+)?(?P<value>vegan|vegetarian|pescatarian|gluten[- ]free|"
                r"lactose intolerant)\b", _I), "!diet", "fact"),
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:not|no\s+longer)\s+allergic\s+to\s+" + _EN_VALUE, _I), "!allergic_to", "fact"),
    (re.compile(r"我(?:已经|现在)?(?:不再|不)对(?P<value>[^，。！？]{1,20})过敏"), "!allergic_to", "fact"),
    (re.compile(r"我对(?P<value>[^，。！？]{1,20})(?:已经|现在)?(?:不再|不)过敏"), "!allergic_to", "fact"),
    (re.compile(r"我(?:已经|早就|现在)?(?:不再|不)住在" + _ZH_VALUE), "!lives_in", "fact"),
    (re.compile(r"我(?:已经|早就|现在)?(?:不再|不)在(?P<value>[^，。！？不]{1,20}?)(?:工作|上班|任职)"), "!works_at", "fact"),
)  # fmt: skip


#: Slots whose English values are names (a place, an employer): a lower-case value is not one.
_NAMED = frozenset({"lives_in", "from", "works_at"})


# A Chinese value that is not a stated value: negated ("我对海鲜不过敏" leaves "海鲜不") or hypothetical ("我在
# 考虑要不要去腾讯工作": thinking of a job is not having it).
_ZH_NOT_STATED = re.compile(
    r"(?:不|没|没有|并不|从不|从来不|从没)$|考虑|要不要|打算|计划|准备|(?<![理思感构联回梦])想|希望|梦想|如果|要是|可能|也许"
)
# Someone else's words: after a reporting verb in the same sentence, or inside quotes ("My mom said: 'I live in
# Chengdu'", "他说我在腾讯工作是谣言"): a first person there is not the speaker.
_REPORTED = re.compile(
    r"\b(?:said|says|say|saying|told|tells|tell|telling|claims?|claimed|claiming|thinks?|thought|heard|asked|asks|"
    r"wrote|writes|insists?|insisted|insisting|assumes?|assumed|assuming|believes?|believed|swears?|swore|"
    r"convinced|pretends?|pretended|pretending|rumou?red?|jokes?|joked|joking)\b"
    r"|(?<!小)说(?:过|了)?\s*[：:“\"「『]|(?<!小)说(?:过|了)?(?=我)|告诉|听说|以为|(?:觉得|认为)(?=我)",
    _I,
)
_SENTENCE_MARKS = ".!?。！？\n"
_REACH = 1000
_OPEN_SINGLE = re.compile(r"(?:^|(?<=[\s:：(（]))['‘]")
_CLOSE_SINGLE = re.compile(r"['’](?=[\s,.;:!?)）]|$)")


# What the speaker says is untrue, later in the same sentence: "... I live in London, which is wrong".
_DENIED = re.compile(
    r"\b(?:(?:which|that|this|it)(?:'s|\s+is|\s+was)\s+(?:wrong|false|not\s+true|untrue|a\s+lie|nonsense|a\s+joke)|"
    r"(?:which|that|it)\s+(?:isn't|is\s+not|wasn't)\s+true)\b|不是真的|是假的|是谣言|瞎说|胡说",
    _I,
)
_AFTER_END = re.compile(r"[.!?。！？\n]")


def _reported(text: str, start: int) -> bool:
    """Whether the first-person clause at ``start`` is someone's words reported, or said to be untrue in its
    sentence, not the speaker's statement."""
    # The sentence around ``start``, read at most _REACH characters each way: a pasted megabyte without a
    # full stop must not be read whole for each of its clauses.
    limit = min(len(text), start + _REACH)
    stop = _AFTER_END.search(text, start, limit)
    if _DENIED.search(text, start, stop.start() if stop else limit):
        return True
    floor = max(0, start - _REACH)
    end = max(text.rfind(mark, floor, start) for mark in _SENTENCE_MARKS)
    sentence = text[max(end + 1, floor) : start]
    if _REPORTED.search(sentence + text[start : start + 1]):  # "他说我…": the verb reads the clause's 我
        return True
    double = sum(1 for ch in sentence if ch in '"“”「」『』')
    singles = len(_OPEN_SINGLE.findall(sentence)) - len(_CLOSE_SINGLE.findall(sentence))
    return double % 2 == 1 or singles > 0


# A name's words: capitalised, digits, or a joining word between two of them ("Rio de Janeiro", "Ernst and
# Young", "University of Washington"); the first other word ends it ("Seattle and love it").
_JOINING = frozenset(
    {"of", "de", "la", "le", "du", "da", "del", "der", "van", "von", "on", "upon", "am", "and", "&"}
)
_DASH = re.compile(r"\s*(?:[—–]|\s-\s|--).*$")
# A value corrected in the same breath: "Lyon—sorry, I mean Paris", "Lyon, no wait, Paris", "Lyon... make that
# Paris".
_CORRECTED = re.compile(
    r"^\s*(?:[—–,;]|\s-|--|\.\.\.)?\s*(?i:(?:sorry|oops|no|wait|actually|er|um)[\s,!.]*)*"
    r"(?i:i\s+mean[t]?|make\s+(?:it|that)|correction:?|rather)?\s*[,:]?\s*(?P<value>[A-Z][^,.;:!?\n]{0,60})"
)


_TAKEN_BACK = re.compile(
    r"i\s+mean[t]?|make\s+(?:it|that)|correction|rather|\b(?:no|wait)\b(?:[\s,!.—–-]+(?:wait|no)\b)?[\s,!.—–-]+$",
    _I,
)


def _named_value(value: str) -> str:
    """An English name at the start of ``value``: its capitalised words and the joining words between them."""
    value = _DASH.sub("", value)
    words = value.split()
    kept: list[str] = []
    for n, word in enumerate(words):
        if (
            word[:1].isupper()
            or word[:1].isdigit()
            or word.lower() in _JOINING
            and kept
            and n + 1 < len(words)
            and words[n + 1][:1].isupper()
        ):
            kept.append(word)
        else:
            break
    return " ".join(kept) if kept else value


def _correction(text: str, end: int) -> str | None:
    """The value said instead, right after a slot's value: "I live in Lyon—sorry, I mean Paris" -> "Paris".
    Only with a word that takes the first value back (sorry, no, I mean, make that)."""
    rest = text[end:]
    match = _CORRECTED.match(rest)
    if match is None or not _TAKEN_BACK.search(rest[: match.start("value")]):
        return None
    return _named_value(match["value"])


def _clean_value(value: str, chinese: bool) -> str | None:
    value = (_ZH_CUT if chinese else _EN_CUT).sub("", value).strip(" \t\"'“”‘’")
    if chinese and _ZH_NOT_STATED.search(value):
        return None
    if not chinese:
        value = re.sub(r"^(?:the|a|an|my|our|to)\s+", "", value, flags=_I)
    value = value.rstrip("的了啊呢吧呀").strip()
    if not value or len(value) > 60 or value.lower().split()[0] in _NO_VALUE:
        return None  # "I chose them", "I like it": the referent is elsewhere
    return value


def _slot_name(slot: str) -> str | None:
    slot = slot.strip().lower()
    if slot in _ZH_SLOTS:
        return _ZH_SLOTS[slot]
    if slot in _EN_SLOT_NAMES:
        return _EN_SLOT_NAMES[slot]
    if re.fullmatch(r"[a-z]+(?: [a-z]+)?", slot):
        return slot.replace(" ", "_")
    return slot or None


def _category(value: str) -> str | None:
    for mention in extract_entities(value):
        category = tech_category(mention.display)
        if category:
            return category
    return tech_category(value)


# A slot named in a request about it ("forget my phone number", 别记我的手机号了, "delete my home address").
_EN_NAMED_SLOT = re.compile(
    r"\bmy\s+(?P<slot>(?:phone|cell|mobile|home|email|e-mail)\s+(?:number|address)|e-mail|[a-z]+(?:\s(?:number|address))?)\b"
    r"|\bwhere\s+i\s+(?P<lives>live)\b|\bwhere\s+i\s+(?P<works>work)\b",
    _I,
)
_ZH_NAMED_SLOT = re.compile(
    r"我的?(?P<phone>手机号码|手机号|电话号码|电话|号码)|我的?(?P<slot>"
    + _longest_first(_ZH_SLOTS)
    + r")|我?(?P<lives>住(?:在)?哪)|我?(?P<works>在哪(?:里|儿)?(?:工作|上班))"
)


def slot_named(text: str) -> str | None:
    """The slot a request names ("forget my phone number" -> ``phone``, 忘掉我的电话号码 -> ``phone``, "forget
    where I live" -> ``lives_in``), or None."""
    text = to_simplified(text)
    for pattern in (_ZH_NAMED_SLOT, _EN_NAMED_SLOT):
        for match in pattern.finditer(text):
            if match.groupdict().get("phone"):
                return "phone"
            if match["lives"]:
                return "lives_in"
            if match["works"]:
                return "works_at"
            raw = match["slot"].lower().replace("e-mail", "email")
            slot = _slot_name(raw)
            if slot and (
                slot in _EN_SLOTS or raw in _ZH_SLOTS or raw in _EN_SLOT_NAMES or slot in _ZH_SLOTS.values()
            ):
                return slot
    return None


def find_attributes(text: str) -> list[AttributeMatch]:
    """First-person slots stated in ``text`` ("I work at Acme" -> ``works_at`` = "Acme"), one per attribute.

    Tool names map to typed slots ("I usually use PostgreSQL" -> ``preferred_database``; "we decided to use
    MySQL" -> ``chosen_database``) so that a later, different value is recognisably a conflict.
    """
    text = to_simplified(text)
    found: dict[str, AttributeMatch] = {}
    taken: list[tuple[int, int]] = []
    for pattern, attribute, event_type in _ATTRIBUTE_RULES:
        if "{" not in attribute and attribute.lstrip("!") in found:
            continue  # one value per attribute: the first rule's first match holds it
        for match in pattern.finditer(text):
            if "{" not in attribute and attribute.lstrip("!") in found:
                break
            if any(start <= match.start() < end for start, end in taken):
                continue  # "my favourite food is X" is not also "my food is X"
            if _reported(text, match.start()):
                continue
            value = _clean_value(match["value"], chinese=_is_zh(pattern))
            if value is None:
                continue
            negated, name = attribute.startswith("!"), attribute.lstrip("!")
            if "{slot}" in name:
                slot = _slot_name(match["slot"])
                if slot is None or (name == "{slot}" and not _is_zh(pattern) and slot not in _EN_SLOTS):
                    continue
                name = name.replace("{slot}", slot)
            if ":{cat}" in name:
                base = name.split(":")[0]
                category = _category(value)
                prefix = "chosen" if base == "chosen" else "preferred"
                if (base == "uses" and category in _USED_TOGETHER) or category in _ANY_TOOL:
                    category = None  # "We use Docker", then "We use Slack": two tools, no change
                name = (
                    f"{prefix}_{category}"
                    if category
                    else {"chosen": "decided", "prefers": "prefers"}.get(base, "uses")
                )
            named_slot = name in _EN_SLOTS or name == "billing_address"
            if not plausible(name, value, chinese=_is_zh(pattern), named_slot=named_slot):
                continue  # "My manager is out sick today", "My phone is a Pixel 8", 我住在酒店: no such value
            if name in PERSON_SLOTS and not _is_zh(pattern):
                value = person(value)
            if name == "does" and not _is_zh(pattern):
                value = _ACTIVITIES.get(value.lower(), value)
            if name.startswith("preferred_") or name.endswith("_version"):
                at = text.find(value, match.start("value"))
                before = text[max(0, match.start() - 60) : match.start()]
                if (at >= 0 and SCOPED.match(text, at + len(value))) or SCOPED_BEFORE.search(before):
                    continue  # "poetry for the API", "For the docs site we use npm": one of several
            if name in _NAMED and not _is_zh(pattern) and not value[:1].isupper():
                # "I live in a small flat": a description, not a place that can change; from one who writes
                # names in lower case, "i live in toronto" names one
                lower = casual_name(match["value"], value) if casual(text) else None
                if lower is None:
                    continue
                value = lower
            elif name in _NAMED and not _is_zh(pattern):
                value = _named_value(value)
                said = match["value"] + text[match.end() : match.end() + 120]  # a correction is short
                value = _correction(said, said.find(value) + len(value)) or value
            if name not in found:
                # the match ends where its value does: what follows ("... and I live in Austin") is free
                at = text.find(value, match.start("value"), match.end() + 120)
                span = (match.start(), at + len(value) if at >= 0 else match.end())
                found[name] = AttributeMatch(
                    name, negation(value) if negated else value, event_type, span=span
                )
                taken.append(span)
    return list(found.values())


def _is_zh(pattern: re.Pattern[str]) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in pattern.pattern)


__all__ = [
    "EVENT_PRIORITY",
    "slot_named",
    "AttributeMatch",
    "CueMatch",
    "event_type_of",
    "find_attributes",
    "find_cues",
    "is_question",
    "sentences",
    "statements",
    "strongest_event_type",
]
