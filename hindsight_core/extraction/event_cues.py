"""Event cues: the words that say which kind of event a sentence states (a decision, a preference, a solution,
a problem, a plan, a fact), and the strongest among those a text holds.

    >>> strongest_event_type("We decided to use PostgreSQL, the bug is fixed")
    'decision'

English and Chinese. The event types, strongest first: decision > preference > solution > problem > plan > fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hindsight_core.extraction.screen import Screen
from hindsight_core.extraction.you_before_verb import without_you
from hindsight_core.roles import ZH_PEOPLE
from hindsight_core.text import from_cantonese, to_simplified

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
    # (有 before a verb read as the verb: 我有去過日本 is no possession, 我有在健身房上班 is where one works)
    types = {cue.event_type for cue in find_cues(without_you(to_simplified(text)))}
    return next((event_type for event_type in EVENT_PRIORITY if event_type in types), None)


__all__ = ["EVENT_PRIORITY", "CueMatch", "find_cues", "strongest_event_type"]
