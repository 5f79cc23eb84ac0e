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
from dataclasses import dataclass, replace

from hindsight_core.extraction.conditions import lasting_condition
from hindsight_core.extraction.entities import extract_entities, tech_category
from hindsight_core.extraction.fillers import EN_OPENERS
from hindsight_core.extraction.measures import BESIDE, EXACT, appointment_slot, measured_value
from hindsight_core.extraction.owned import owned_things
from hindsight_core.extraction.reported import reported
from hindsight_core.extraction.screen import Screen
from hindsight_core.extraction.slot_names import slot_name
from hindsight_core.extraction.slot_rules import (
    ACTIVITIES,
    ANY_TOOL,
    ATTRIBUTE_RULES,
    EN_SLOTS,
    GOES_ON,
    NAMED,
    USED_TOGETHER,
    AttributeMatch,
    speaker_goes_on,
)
from hindsight_core.extraction.slot_values import (
    PERSON_SLOTS,
    SCOPED,
    SCOPED_BEFORE,
    casual,
    casual_name,
    diet,
    person,
    plausible,
    street_address,
)
from hindsight_core.extraction.subject_left_out import with_subjects
from hindsight_core.extraction.value_cleaning import clean_value, correction, named_value
from hindsight_core.lifecycle.canonical import tool_category
from hindsight_core.lifecycle.values import habit_key, negation
from hindsight_core.roles import ZH_PEOPLE
from hindsight_core.text import from_cantonese, has_cjk, opens_as_a_name, to_simplified

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
            # 不爱吃饭 says how one eats now (咪咪最近不爱吃饭), not a taste; 我不爱吃香菜 is one
            r"喜欢|习惯用|习惯了|偏好|偏爱|讨厌|一般用|通常用|平时用|常用|(?<!不)爱吃|(?<!不)爱喝|最爱|受不了|更倾向"
            r"|我(?:从来|从不|一直|基本|完全)?(?:不吃|不喝|不碰|吃不了|喝不了|不爱吃(?!饭|东西)|不爱喝(?!水))"
        ),
    ),
    "solution": (
        re.compile(
            r"\b(?:fixed|solved|resolved|worked\s+around|workaround|the\s+fix|a\s+fix|the\s+solution|"
            r"the\s+answer\s+(?:is|was)|turned\s+out|works\s+now|working\s+now|got\s+it\s+working|"
            r"the\s+trick\s+(?:is|was))\b",
            _I,
        ),
        # 改成 alone is a change (羽毛球改成周二周四了: a fact); a change that mends says so (改成 utf-8 就行了)
        re.compile(
            r"解决|修复|修好|搞定|绕过|办法是|解决方案|原来是|好了(?!吗)|就(?:行|可以)了|恢复正常|正常了"
        ),
    ),
    "problem": (
        re.compile(
            r"\b(?:error|errors|exception|bug|bugs|fails?|failed|failing|failure|broken|"
            # a program's crash, not a car's ("crashed the yaris into a bollard" is something that happened)
            r"crash(?:es|ed)?(?!\s+(?:into|my|our|the|his|her|their|a|an)\b)|"
            r"can't|cannot|can\s+not|couldn't|unable\s+to|doesn't\s+work|does\s+not\s+work|not\s+working|"
            r"won't\s+(?:boot|start|load|turn\s+on|open|connect|compile|run|work|charge)|"
            r"issue|issues|problem|problems|traceback|timed?\s*out|timeout|stuck|worried|worrying|concerned\s+about|"
            # not the speaker's own mistake taken back ("I was wrong before", "wrong sign lol": a correction)
            r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bit\s)(?<!\bthat\s)(?<!\bgot\s)wrong(?!\s+(?:before|earlier|sign|name|"
            r"number|one|date|day|spelling|word|address|person|info|information)\b))\b",
            _I,
        ),
        re.compile(
            r"报错|错误|失败|(?<!没)问题|不能|无法|崩溃|异常|出错|不行|超时|卡住|挂了|bug|担心|发愁|焦虑|坏了|开不了机",
            _I,
        ),
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
            # what holds of someone close, as "my daughter is" above (我女儿上三年级了, 我妈住在成都, 我老公是医生)
            rf"|我的?(?:{ZH_PEOPLE})(?:今年|现在|已经|刚|也|还)?(?:是|叫|有|住|在|上|读)"
            # an age, one's own or someone close's, as "I'm 35", "my son is five" (我今年35岁, 我儿子今年五岁)
            rf"|我(?:的?(?:{ZH_PEOPLE}))?(?:今年|现在|已经|快|才|都)?(?:\d{{1,3}}|[一二两三四五六七八九十]{{1,3}})(?:周)?岁"
            # a lasting condition, of anyone, as "diabetes" is one above (父亲有糖尿病, 她有哮喘)
            r"|糖尿病|高血压|高血脂|哮喘|癫痫|心脏病|冠心病|痛风|乳糖不耐|坐轮椅"
            # a diet, as "vegetarian" is one above (我吃素, 我是素食者, 我不吃肉)
            r"|吃素|吃全素|素食|不吃肉"
            # an activity that lasts (我在学日语，准备考N2: the study lasts beyond the exam it prepares for)
            r"|我(?:正|一直|现在|最近)?在(?:学|练|备考|读研|读博|自学)"
            # what happened in a life and holds since (我离职了，下个月去联发科: the plan is ahead, the leaving done)
            r"|(?:离职|辞职|裁员|被裁|入职|跳槽|订婚|结婚|离婚|分手|毕业|退休|怀孕|戒烟|戒酒|搬家|出生|去世)(?:了|啦)|戒了"
            # an offer got, a transfer: 拿到B站的offer了, 公司派我去北京分部了
            r"|拿到了?[^，。！？]{0,8}offer|(?:派|调)我(?:去|到)"
            # what is done from now on (羽毛球改成周二周四了, 班主任换成了刘老师)
            r"|改成|改为|换成"
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
SENTENCE = re.compile(
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
# "did", "had", "have" as the verb itself, with what was done after it and no question mark: a statement ("did my
# first catering gig, 80 people", "had my first lesson today", "did it again lol"), where "did my mom call"
# and "have my results come back" ask
_DONE_OPENING = re.compile(r"^\s*(?:did|had|have)\s+(?:my|our|his|her|their|your|it)\b", _I)
_DONE_DETAIL = re.compile(
    r"[,;:]|\d|\b(?:today|yesterday|tonight|tomorrow|finally|again|lol|haha|this\s+(?:morning|afternoon|evening|"
    r"week|weekend|month|year)|last\s+(?:night|week|weekend|month|year))\b",
    _I,
)
# Chinese questions without a question mark: a final particle (吗, 呢) or a final 没 / 没有 after what it asks
# about ("体重保持住没", "吃了没有"; not "还没" / "都没" / "我没有", which say "not yet", "none", "I didn't").
_ZH_ASKING = re.compile(r"(?:吗|呢|么|嘛|(?<![还都也并从就我你他她它们])没有?)\s*$")
# Chat often drops the question mark: a last clause that opens with a question word asks (有没有快速入睡的小技巧,
# 怎么才能不拖延啊, 我下周去成都，有什么推荐); not 怎么也睡不着 or 有没有电梯都无所谓 (都 or 也: whichever, a statement)
_ZH_OPENS_ASKING = re.compile(
    r"(?:^|[,，])\s*(?:那|请问|你|大家)?(?:有没有|有什么|怎么(?![也都样都])|怎样|如何|为什么|为啥|能不能|可不可以|"
    r"要不要|是不是|该不该)[^,，都也]*$"
)


def sentences(text: str) -> list[str]:
    """``text`` cut after each ``.``, ``!``, ``?`` (and their Chinese forms) or line break."""
    text = to_simplified(text)
    return [m.group(0).strip() for m in SENTENCE.finditer(text) if m.group(0).strip()]


def is_question(sentence: str) -> bool:
    """A sentence that asks: it ends with a question mark, or (unpunctuated) opens like an English question
    ("which database do I prefer") or ends like a Chinese one (吗, 呢, 没)."""
    sentence = to_simplified(sentence)
    stripped = sentence.strip()
    if stripped.endswith(("?", "？")):
        return True
    if stripped.endswith((".", "!", "。", "！", "…")):
        return False
    if _EN_ASKING.match(stripped):
        return not (_DONE_OPENING.match(stripped) and _DONE_DETAIL.search(stripped))
    return bool(_ZH_ASKING.search(stripped) or _ZH_OPENS_ASKING.search(stripped))


def statements(text: str) -> str:
    """The sentences of ``text`` that state something (its questions left out): what cues and slots are read
    from. "Which database do I prefer?" states nothing; "I love it! Have you tried?" states "I love it!"; a
    statement ending in a short question ("I'm flying to Lisbon on May 3rd, any tips?", "我下周去成都，有什么推荐
    吗？") states its first part."""
    out = []
    for sentence in sentences(text):
        if _LOOKUP.match(sentence):
            # "Check the CRM.", 帮我查一下余额: a question put as a request (the answer is the memory); what the
            # speaker states after it in the same sentence is theirs ("Look up customer 42; I live in York now.")
            if (after := _stated_after_lookup(sentence)) is not None:
                out.append(after)
            continue
        if not is_question(sentence):
            out.append(sentence)
        elif (stated := _before_tag(sentence)) is not None:
            out.append(stated)
    return " ".join(out)


# A request to look something up, asking as a question does ("What plan is Acme on? Check the CRM.", "Look up
# my order status please", 帮我查一下余额); "Check out this café, it's great" recommends.
_LOOKUP = re.compile(
    r"\s*(?:(?:please|pls|plz|ok|okay|so|and|now|then|can\s+(?:you|u)|could\s+(?:you|u)|would\s+(?:you|u)|"
    r"go\s+ahead\s+and)[\s,]+)*"
    r"(?:check(?![-\s]+(?:out|in)\b)|look\s+(?:up|into|at)|find(?:\s+out)?|search\s+(?:for|up|online)|"
    r"(?-i:google)\s+(?:the|a|an|it|for|how|what|when|where|who|whether|if)|"
    r"show\s+me|tell\s+me|get\s+me|fetch|pull\s+(?:it\s+|them\s+|that\s+)?up|give\s+me|"
    r"see\s+(?:if|whether|what)|verify|confirm\s+(?:if|whether|what))\b"
    r"|\s*(?:请|麻烦)?(?:你)?(?:帮我|给我|俾我)?(?:查一下|查下|查查|查一查|搜一下|搜下|搜搜|看一下|看看|睇下|确认一下)"
    # "tell me", "give me": 讲个冷知识吧, 推荐几个拉伸动作 (not 推荐个牙医，我牙疼三天了: it goes on to the speaker)
    r"|\s*(?:请|麻烦|那|再)?(?:你)?(?:给我|跟我|帮我)?(?:讲个|讲讲|讲一下|说个|说说|推荐个|推荐几个|推荐一下|推荐一些|"
    r"推荐点|介绍一下|介绍几个)(?![^。！？]*我)",
    _I,
)
# where a request's sentence goes on to another clause: ";", ",", ":", a dash, their Chinese forms
_CLAUSE_BREAK = re.compile(r"[;；,，:：—–]\s*|\s-\s")


def _stated_after_lookup(sentence: str) -> str | None:
    """The clause after a request to look something up that states something in the first person ("Check my
    order status, I moved to York last month.", 帮我查一下订单，我现在住在约克。), from it to the sentence's end;
    ``None`` when no later clause does (a question, a condition, another request)."""
    for brk in _CLAUSE_BREAK.finditer(sentence):
        rest = sentence[brk.end() :].strip()
        if not rest or not _FIRST_PERSON.match(rest):
            continue
        if is_question(rest) or _CONDITION.match(rest) or _LOOKUP.match(rest):
            return None
        return rest
    return None


_CJK_SPACE = re.compile(r"(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])")
_TAG = re.compile(r"^(?P<stated>.+?)[,，]\s*(?P<tag>[^,，]+)$")
# the speaker stating something: first person opening the statement or one of its parts ("Quick facts for the
# form: I'm 36, ..."), after a word that only turns to it ("also I live in Lisbon now, what's in season?", "btw my
# dog is called Rex, ..."); not a condition ("If I move to Paris")
_FIRST_PERSON = re.compile(
    rf"(?:^|[:,;—–]\s*|\s-\s)\s*(?:(?:{EN_OPENERS}|plus|but|well|anyway|anyways|yeah|yes|hi|fyi)[\s,]+)*"
    r"(?:i\b|i'|we\b|we'|my\b|our\b)|我"
    # one's own family named without 我的, as written Chinese does: 另外，父亲有糖尿病
    r"|(?:^|[，,：:]\s*)(?:另外|对了|还有|而且)?[，,]?\s*(?:父亲|母亲|家父|家母|父母|爸妈|爸爸|妈妈|老公|老婆|丈夫|妻子|爱人|儿子|"
    r"女儿|孩子|姐姐|哥哥|弟弟|妹妹|爷爷|奶奶|外公|外婆)(?!们)",
    _I,
)
# A question turned to from a statement with "so" or "but", with no comma before it ("I'm a nurse so what shoes would
# you recommend?")
_TURNED = re.compile(
    r"(?:so|but)\s+(?:what|which|who|where|when|why|how|should|can|could|would|will|do|does|is|are|any)\b", _I
)
_TURN = re.compile(r"^(?P<stated>.+?)\s+(?P<tag>" + _TURNED.pattern + r".*)$", _I | re.S)
_TURN_TO_QUESTION = re.compile(r"[\s,]+(?:anyway|anyways|btw|by\s+the\s+way|so|also|oh|and|but|well)$", _I)


def _before_tag(question: str) -> str | None:
    """The statement a question sentence opens with, when what follows its last comma is a short question
    ("any tips?", "thoughts?", "how's your day going?", "有什么推荐吗？") and what precedes it speaks in the first
    person; or when a question is turned to with "so" or "but" after a statement ("I'm a nurse so what shoes would
    you recommend?")."""
    if has_cjk(question):  # chat parts its clauses with a space too: 我姐姐也要跟我一起练 她在备孕 能练吗
        question = _CJK_SPACE.sub("，", question.strip())
    for split in (_TAG, _TURN):
        match = split.match(question.strip())
        if match is not None and (stated := _stated_before(match["stated"], match["tag"])) is not None:
            return stated
    return None


def _stated_before(stated: str, tag: str) -> str | None:
    """``stated``, when it is the speaker's statement before the question ``tag``."""
    stated, tag = stated.strip(), tag.strip()
    # "..., and my blood type is O+ Anyway, how's your day going?": the filler that turns to the question
    stated = _TURN_TO_QUESTION.sub("", stated).strip()
    # as many words as English's six: ten characters, its punctuation not counted ("有什么好听的播客推荐？")
    short = len(tag.split()) <= 6 if not has_cjk(tag) else len(_NOT_A_LETTER.sub("", tag)) <= 10
    # a longer question that asks on its own, opening as one, after a preference or a fact ("对了，我平时最喜欢喝乌龙茶，
    # 能不能顺便推荐个茶具？", "I use VS Code daily, can you suggest a good theme for long sessions?"): what precedes it
    # is still stated; a need the question is about is not ("I need a hotel in Rome, can you find one ...")
    # (a question turned to with "so" or "but", however long: "I'm a Realtor so I know the selling part, but what should
    # I look for in a home that's good for someone recovering from a stroke?")
    asks = bool(_TURNED.match(tag)) or (len(tag.split()) <= 16 if not has_cjk(tag) else len(tag) <= 24)
    lasting = strongest_event_type(stated) in ("preference", "fact", "decision") or bool(
        find_attributes(stated)
    )
    opens = _ASKS_ON_ITS_OWN.match(tag) or (has_cjk(tag) and _ZH_ASKS_AFTER_TOPIC.match(tag))
    if not (short or (asks and lasting and opens)):
        return None
    if not _FIRST_PERSON.search(stated) or is_question(stated) or _CONDITION.match(stated):
        return None
    return stated


# A question's opening that asks by itself: a request to the assistant or a question word (能不能, 有没有, 可以,
# 请问, 什么, 怎么; "can you", "what", "any")
_ASKS_ON_ITS_OWN = re.compile(
    r"\s*(?:(?:顺便|那|那么|所以|另外|再|也)?(?:你|他|她|它|他们|她们)?(?:能不能|能否|可不可以|可以|有没有|有什么|请问|帮我|麻烦|给我|要不要|"
    r"该|应该|怎么|什么|哪|为什么|是否|推荐))"
    r"|\s*(?:(?:so|and|but|also|btw)\s+)?(?:any|can|could|would|will|should|do|does|is|are|what|which|who|where|"
    r"when|why|how)\b",
    _I,
)
# Chinese puts when or what about first ("我刚搬到深圳，周末有什么好玩的地方？", "平时怎么练比较好？"), where English
# opens with the question word ("what fun places are there on weekends?")
_ZH_ASKS_AFTER_TOPIC = re.compile(
    r"\s*[\u4e00-\u9fff]{1,4}?(?:能不能|能否|可不可以|有没有|有什么|有哪些|请问|要不要|应该|怎么|什么|哪|为什么|是否)"
)
_NOT_A_LETTER = re.compile(r"[\W_]+")
# what is said under a condition states nothing ("如果我吃素，该补充什么？", "If I switch to Vim, what plugins ...?")
_CONDITION = re.compile(r"\s*(?:如果|要是|假如|假设|万一|\b(?:if|unless|suppose|assuming)\b)", _I)


@dataclass(frozen=True, slots=True)
class CueMatch:
    """A cue found in a text: the event type it signals and where."""

    event_type: str
    cue: str
    span: tuple[int, int]


_CUE_SCREEN = Screen(
    [(event_type, pattern) for event_type, patterns in _CUE_PATTERNS.items() for pattern in patterns],
    key=lambda cue: cue[1],
)


def find_cues(text: str) -> list[CueMatch]:
    """Every cue in ``text``, in order of position (written Cantonese read as Mandarin: 我钟意饮咖啡 likes)."""
    text = from_cantonese(to_simplified(text))
    found = [
        CueMatch(event_type, match[0], match.span())
        for event_type, pattern in _CUE_SCREEN.candidates(text)
        for match in pattern.finditer(text)
    ]
    return sorted(found, key=lambda cue: cue.span)


def strongest_event_type(text: str) -> str | None:
    """The highest-priority event type among the cues in ``text``; ``None`` when there is no cue."""
    types = {cue.event_type for cue in find_cues(text)}
    return next((event_type for event_type in EVENT_PRIORITY if event_type in types), None)


# a clause: up to a punctuation mark, or to "and" / "but" / "so" opening another ("... next week and she's
# allergic to peanuts", "I'm 61 and plan to retire at 65")
_CLAUSE = re.compile(r"(?:[^,;，；、.!?。！？\s]|(?!\s(?:and|but|so)\s)[^\S\n])+", _I)
# A clause with no cue of its own that still says what holds: a state now ("back on iphone, a 15 now"), a
# relative's life ("my brother just moved to Toronto"), what someone is ("she is dentist"). Read only beside a
# plan or a problem, to keep the message from expiring with them.
_LASTING_STATE = re.compile(
    r"\bnow\s*$|\bthese\s+days\b|\bnowadays\b|\bback\s+on\b|"
    r"\bmy\s+\w+(?:\s+\w+)?\s+(?:just\s+|recently\s+|finally\s+|also\s+|now\s+)?(?:moved|lives|works|started|"
    r"joined|got|married|retired|is|are|was|has)\b|"
    r"\b(?:she|he|they)(?:'s|\s+is|\s+are)\s+(?:a\s+|an\s+)?(?!going\b|gonna\b|about\b|planning\b|not\b|coming\b)\w+|"
    # what one has, and an age ("We've also got a cat, Mango, ginger, 11 years old, he's got kidney issues")
    r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:also\s+|still\s+)?got\s+(?:a|an|two|three|four|\d+)\s+(?:\w+\s+)?(?:cat|dog|puppy|kitten|pet|"
    r"rabbit|parrot|horse|tortoise|hamster|son|daughter|kid|baby|boy|girl|car|van|house|flat|cottage|garden|allotment)s?\b|\b\d{1,3}\s+years?\s+old\b",
    _I,
)
#: Types whose records expire (a plan, a problem): a message holding one beside a lasting statement is typed
#: by the lasting one, so the blood type said with "I'm flying to Madrid next month" does not expire with it.
_PASSING = ("problem", "plan")
_CHAT_BREAK = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF]+|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")


def event_type_of(text: str) -> str | None:
    """The event type of a message: its strongest cue; but when that is a plan or a problem and one of its
    clauses states something lasting (its own strongest cue a decision, preference, solution or fact, or a
    slot), that lasting type ("I moved to Lisbon, my blood type is A negative, and I'm flying to Madrid next
    month" is a fact).

    >>> event_type_of("I'm flying to Madrid next month"), event_type_of("My blood type is A-, I fly on Monday")
    ('plan', 'fact')
    """
    strongest = strongest_event_type(text)
    if strongest == "problem" and lasting_condition(text):
        return "fact"  # "I can't do dairy", 我有颈椎问题: a restriction or a condition that lasts, no TTL
    if strongest not in _PASSING:
        return strongest
    # chat often parts its clauses with an emoji or a space, not a comma (订婚了💍 明年三月办婚礼)
    parts = _CHAT_BREAK.split(to_simplified(text))
    typed = [(c, strongest_event_type(c)) for p in parts for c in _CLAUSE.findall(p)]
    lasting = [t for _, t in typed if t is not None and t not in _PASSING]
    if not lasting and any(t is None and _LASTING_STATE.search(c) for c, t in typed):
        lasting = ["fact"]
    if lasting:
        return min(lasting, key=EVENT_PRIORITY.index)
    return "fact" if find_attributes(text) else strongest


def states_lasting_beside(text: str, passing: re.Pattern[str]) -> bool:
    """Whether a clause of ``text`` that ``passing`` does not match states something lasting, as
    :func:`event_type_of` reads one beside a plan: its own strongest cue a decision, preference, solution or fact,
    or a slot ("I'm a runner" of "I'm a runner and training for the Berlin marathon in September")."""
    parts = _CHAT_BREAK.split(to_simplified(text))
    clauses = [c for p in parts for c in _CLAUSE.findall(p) if passing.search(c) is None]
    typed = [(c, strongest_event_type(c)) for c in clauses]
    return any(
        t not in (None, *_PASSING) or (t is None and _LASTING_STATE.search(c)) or find_attributes(c)
        for c, t in typed
    )


# -- attributes -----------------------------------------------------------------------------------------


def _category(value: str) -> tuple[str | None, str]:
    """The tool category ``value`` names, and the tool as said ("用VS Code写代码": ``editor``, "VS Code"; "PG":
    ``database``)."""
    for mention in extract_entities(value):
        category = tech_category(mention.display)
        if category:
            return category, mention.display
    # a short name ("PG", "k8s") is the tool's, by the names induction counts values under
    return tool_category(value), value


#: The slot rules screened by the words they need: a text is scanned only by those that may match it.
_ATTRIBUTE_SCREEN = Screen(ATTRIBUTE_RULES, key=lambda rule: rule[0])


def find_attributes(text: str) -> list[AttributeMatch]:
    """First-person slots stated in ``text`` ("I work at Acme" -> ``works_at`` = "Acme"), one per attribute.

    Tool names map to typed slots ("I usually use PostgreSQL" -> ``preferred_database``; "we decided to use
    MySQL" -> ``chosen_database``) so that a later, different value is recognisably a conflict. A clause going on
    from the speaker's, its subject left out ("I live in Leeds and work at Acme"), is read as if it said it
    (:mod:`~.subject_left_out`); each span is where its value is in ``text``.
    """
    said, at = with_subjects(from_cantonese(to_simplified(text)))
    found = _attributes(said)
    if at is None:
        return found
    return [replace(m, span=(at[m.span[0]], at[max(m.span[1], m.span[0] + 1) - 1] + 1)) for m in found]


def _attributes(text: str) -> list[AttributeMatch]:
    """:func:`find_attributes` of ``text`` (simplified, its subjects said)."""
    found: dict[str, AttributeMatch] = {}
    taken: list[tuple[int, int]] = []
    # whether the writer leaves names in lower case: read once, when a value asks, not once per value (a long
    # message holds hundreds, and each read is of the whole message)
    lower_case_writer: bool | None = None
    for pattern, attribute, event_type in _ATTRIBUTE_SCREEN.candidates(text):
        # one value per attribute: the first rule's first match holds it (someone else's is theirs: Sam's number)
        single = "{" not in attribute and "owner" not in pattern.groupindex
        if single and attribute.lstrip("!") in found:
            continue
        for match in pattern.finditer(text):
            if single and attribute.lstrip("!") in found:
                break
            if pattern not in BESIDE and any(start <= match.start() < end for start, end in taken):
                continue  # "my favourite food is X" is not also "my food is X"
            if pattern in GOES_ON and not speaker_goes_on(text, match.start()):
                continue  # 我姐姐住在台北，在台积电上班: the clause goes on about the sister
            if reported(text, match.start()):
                # someone's words reported may hold the speaker's own after them, in the same match: "My sister
                # thinks I work at Google but I work at Meta"
                own = _own_after(pattern, text, match)
                if own is None:
                    continue
                match = own
            exact = pattern in EXACT  # a measure or a day: "10 mg every morning", "the 18th at 2"
            value = (
                measured_value(attribute, match["value"])
                if exact
                else clean_value(
                    match["value"], chinese=_is_zh(pattern), after_am=bool(_AFTER_AM.match(match[0]))
                )
            )
            if not value:
                continue
            if attribute == "likes" and _liked_less(text, match.start("value")):
                continue  # "I like coffee less these days", "I like MySQL less than Postgres": no liking of it
            if attribute == "dislikes" and _NOT_AS_MUCH.match(text, match.start("value")):
                continue  # "I don't like MySQL as much as Postgres": liked less, not disliked
            negated, name = attribute.startswith("!"), attribute.lstrip("!")
            if name == "diet":
                value = diet(value)  # 我吃素, 我是素食者, 我不吃肉: 素食, one value however it is said
            owner = match.groupdict().get("owner")
            if "{slot}" in name:
                slot = (
                    appointment_slot(match)
                    if name.startswith("appointment_")
                    else habit_key(ACTIVITIES.get(match["slot"].lower(), match["slot"]))
                    if name.startswith("schedule_")
                    else slot_name(match["slot"])
                )
                if slot is None or (name == "{slot}" and not _is_zh(pattern) and slot not in _EN_NAMED_SLOTS):
                    continue
                name = name.replace("{slot}", slot)
            if ":{cat}" in name:
                base = name.split(":")[0]
                category, tool = _category(value)
                prefix = "chosen" if base == "chosen" else "preferred"
                if (base == "uses" and category in USED_TOGETHER) or category in ANY_TOOL:
                    category = None  # "We use Docker", then "We use Slack": two tools, no change
                name = (
                    f"{prefix}_{category}"
                    if category
                    else {"chosen": "decided", "prefers": "prefers"}.get(base, "uses")
                )
                if category and _is_zh(pattern):
                    value = tool  # 我更喜欢用VS Code写代码: the editor is VS Code, not what is done with it
            named_slot = name in EN_SLOTS or name == "billing_address"
            if not plausible(name, value, chinese=_is_zh(pattern), named_slot=named_slot):
                continue  # "My manager is out sick today", "My phone is a Pixel 8", 我住在酒店: no such value
            if name in PERSON_SLOTS and not _is_zh(pattern):
                value = person(value)
            if name == "does" and not _is_zh(pattern):
                value = ACTIVITIES.get(value.lower(), value)
            if name.startswith("preferred_") or name.endswith("_version"):
                at = text.find(value, match.start("value"))
                before = text[max(0, match.start() - 60) : match.start()]
                if (at >= 0 and SCOPED.match(text, at + len(value))) or SCOPED_BEFORE.search(before):
                    continue  # "poetry for the API", "For the docs site we use npm": one of several
            if name in NAMED and not _is_zh(pattern) and street_address(value):
                pass  # "14 elm road, Leeds", "12 rue de Rivoli": an address, whatever its case
            elif name in NAMED and not _is_zh(pattern) and not opens_as_a_name(value):
                # "I live in a small flat": a description, not a place that can change; from one who writes
                # names in lower case, "i live in toronto" names one
                if lower_case_writer is None:
                    lower_case_writer = casual(text)
                lower = casual_name(match["value"], value) if lower_case_writer else None
                if lower is None:
                    continue
                value = lower
            elif name in NAMED and not _is_zh(pattern):
                value = named_value(value)
                said = match["value"] + text[match.end() : match.end() + 120]  # a correction is short
                value = correction(said, said.find(value) + len(value)) or value
            key = f"{owner}/{name}" if owner else name
            if key not in found:
                # the match ends where its value does: what follows ("... and I live in Austin") is free
                at = text.find(value, match.start("value"), match.end() + 120)
                span = (match.start(), at + len(value) if at >= 0 else match.end())
                if exact:
                    span = (match.start(), match.end())
                found[key] = AttributeMatch(
                    name, negation(value) if negated else value, event_type, span=span, owner=owner
                )
                taken.append(span)
    for owned in owned_things(text):
        # "I switched to a Tesla Model 3" is a change of car, not a decision; a car the rules above read stays
        if owned.attribute in found or reported(text, owned.span[0]):
            continue
        for other in ("decided", "lives_in"):  # "I moved from HSBC to Chase": a bank is no home
            said = found.get(other)
            if said is None or not (said.span[0] < owned.span[1] and owned.span[0] < said.span[1]):
                continue
            if other == "decided" or said.value.lower() == owned.value.lower():
                del found[other]
        found[owned.attribute] = owned
    return list(found.values())


# A liking said to be less, in the clause that says it: "coffee less these days", "MySQL (much) less than Postgres",
# "running less and less", "coffee less" (not "coffee with less sugar", "more or less"); 咖啡不如茶, 咖啡比不上茶,
# 咖啡没有茶那么
_LESS = re.compile(
    r"[^,.;:!?\n]*?(?<!\bmore\sor)\s+(?:(?:much|a\s+lot|way|far|even|a\s+bit|a\s+little|slightly)\s+)?less\b"
    r"(?=\s+(?:than|and\s+less|these\s+days|nowadays|now|anymore|any\s+more|lately|recently|over\s+time)\b|\s*(?:[,.;:!?\n]|$))"
    r"|[^，。！？；,.!?;\n]*?(?:不如|比不上|没有[^，。！？；,.!?;\n]{1,10}?那么)",
    re.IGNORECASE,
)


# A liking denied only in comparison, in the clause that says it: "(don't like) MySQL (nearly) as much as Postgres",
# "coffee as much as I used to", "MySQL more than Postgres", "MySQL better than Postgres"
_NOT_AS_MUCH = re.compile(
    r"[^,.;:!?\n]*?\s+(?:(?:nearly|quite|half|anywhere\s+near|as)\s+)?(?:as|so)\s+much\s+as\b"
    r"|[^,.;:!?\n]*?\s+(?:any\s+)?(?:more|better)\s+than\b(?!\s+(?:anything|ever|before)\b)",
    re.IGNORECASE,
)


# a statement said with "I'm" ("I'm a runner and training ...", "I am allergic to ...")
_AFTER_AM = re.compile(r"\s*i(?:'m|’m|\s+am)\b", _I)


def _liked_less(text: str, start: int) -> bool:
    """Whether the liking whose value starts at ``start`` says it is liked less (than before, than another)."""
    return _LESS.match(text, start) is not None


def _own_after(pattern: re.Pattern[str], text: str, match: re.Match[str]) -> re.Match[str] | None:
    """The first match of ``pattern`` starting inside ``match`` (a reported clause) that is not reported itself."""
    at = match.start() + 1
    while at < match.end() and (found := pattern.search(text, at)) is not None:
        if found.start() >= match.end():
            return None
        if not reported(text, found.start()):
            return found
        at = found.start() + 1
    return None


#: The slots "my <slot> is ..." fills in English: those of a name, and where one lives ("my address is ...").
_EN_NAMED_SLOTS = EN_SLOTS | {"lives_in"}


def _is_zh(pattern: re.Pattern[str]) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in pattern.pattern)


__all__ = [
    "EVENT_PRIORITY",
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
