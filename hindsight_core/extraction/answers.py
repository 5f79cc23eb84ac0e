"""A short answer to a question about the one answering fills the slot the question asks: "Where do you live these
days?" / "Lisbon now, moved in March." is ``lives_in`` = Lisbon; 你住在哪个城市？/ 杭州。 is ``lives_in`` = 杭州;
"What's your favourite coffee order?" / "Mine is an oat milk flat white." is ``favorite_coffee_order``.

The answer alone states no slot (no "I live in"), so a later "I moved to Porto" would change nothing it holds. The
question and the answer's first words are put back together as the statement they make ("I live in Lisbon") and
read by the slot rules themselves, with their checks of what a value may be. An answer that declines, doubts, asks
back or names no value ("Not telling", "I'm not sure", "Why?", 保密, 不知道) fills nothing.

    >>> answered_slot("Where do you live these days?", "Lisbon now, moved in March.")
    AttributeMatch(attribute='lives_in', value='Lisbon', event_type='fact')
    >>> answered_slot("你住在哪个城市？", "杭州。")
    AttributeMatch(attribute='lives_in', value='杭州', event_type='fact')
    >>> answered_slot("Where do you live?", "Not telling, sorry.") is None
    True
"""

from __future__ import annotations

import re

from hindsight_core.extraction.cues import find_attributes, is_question, sentences
from hindsight_core.extraction.entities import extract_entities
from hindsight_core.extraction.slot_rules import AttributeMatch
from hindsight_core.text import has_cjk, to_simplified

_I = re.IGNORECASE

# (what the question asks, the statement its answer makes: {v} the answer, {x} what the question named)
_EN_ASKS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, _I), statement)
    for pattern, statement in (
        (
            r"\bwhere\s+(?:do|did)\s+you\s+(?:currently\s+|now\s+)?live\b|\bwhere\s+are\s+you\s+(?:now\s+|currently\s+)?"
            r"(?:living|based|located)\b|\bwhich\s+(?:city|town|country)\s+(?:do\s+you\s+live|are\s+you\s+(?:living\s+)?in"
            r"|are\s+you\s+based)\b|\bwhere(?:'s|\s+is)\s+home\b",
            "I live in {v}",
        ),
        (
            r"\bwhere\s+do\s+you\s+(?:currently\s+|now\s+)?work\b|\bwho\s+do\s+you\s+work\s+for\b|\bwhich\s+(?:company|firm|"
            r"employer)\s+(?:do\s+you\s+work|are\s+you\s+(?:at|with))\b|\bwho(?:'s|\s+is)\s+your\s+employer\b",
            "I work at {v}",
        ),
        (r"\bwhat(?:'s|\s+is)\s+your\s+(?:phone|mobile|cell)(?:\s+number)?\b|\b(?:could|can|may)\s+i\s+(?:get|have|take)\s+"
         r"(?:a|your)\s+(?:phone|mobile|cell|contact)\s+number\b", "my phone number is {v}"),
        (r"\bwhat(?:'s|\s+is)\s+(?:your|the\s+best)\s+e-?mail(?:\s+address)?\b|\b(?:could|can|may)\s+i\s+(?:get|have|take)\s+"
         r"(?:an|your)\s+e-?mail(?:\s+address)?\b", "my email is {v}"),
        (r"\bwhat(?:'s|\s+is)\s+your\s+favou?rite\s+(?P<x>[a-z]+(?:\s[a-z]+)?)\b", "my favourite {x} is {v}"),
        (r"\bwhat(?:'s|\s+is)\s+your\s+(?:full\s+)?name\b", "my name is {v}"),
        # a tool of a kind ("Which editor do you use?"): only a known tool fills its kind
        (r"\b(?:which|what)\s+[a-z]+(?:\s[a-z]+)?\s+do\s+you\s+(?:usually\s+|mostly\s+|normally\s+)?(?:use|prefer|work\s+with)\b",
         "I use {v}"),
    )
)  # fmt: skip
_ZH_ASKS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), statement)
    for pattern, statement in (
        (
            r"你(?:们)?(?:现在|目前)?(?:住在?|家在|家住在?)(?:哪|哪里|哪儿|什么地方|哪个城市|哪座城市)",
            "我住在{v}",
        ),
        (r"你(?:现在|目前)?在(?:哪|哪里|哪儿|哪家公司|哪个公司|什么公司)(?:工作|上班)", "我在{v}工作"),
        (
            r"(?:你|您)的?(?:手机号码?|电话号码?|手机)(?:是)?多少|留(?:个|一个|一下)?(?:你的|您的)?(?:手机号码?|电话号码?|电话|联系方式)",
            "我的手机号是{v}",
        ),
        (
            r"(?:你|您)的?(?:邮箱|邮件地址|电子邮箱)(?:地址)?是(?:什么|多少|啥)|留(?:个|一个|一下)?(?:你的|您的)?(?:邮箱|邮件地址)",
            "我的邮箱是{v}",
        ),
        (r"你最喜欢的(?P<x>[^，。！？是]{1,6})是(?:什么|哪个|哪种|哪一个|谁)", "我最喜欢的{x}是{v}"),
        (r"你叫什么(?:名字)?", "我叫{v}"),
        (r"你(?:平时|一般|现在|通常)?(?:用|使用)(?:什么|哪个|哪款|哪种)", "我用{v}"),
    )
)

# the answer's first words, before what follows it ("Lisbon now, moved in March": "Lisbon now")
# (a dot or colon inside a word and an area code's brackets are part of it: "carol@new.example.com", "+1 (555) 010")
_HEAD = re.compile(
    r"^\s*(?P<head>(?:[^,.;:!?\n，。；：！？(（—–]|[.:](?=\w)|\((?=\d{2,4}\))|(?<=\d)\)){1,80})"
)
# what may open an answer before its value ("Mine is", "It's", "Probably", "嗯，")
_EN_OPEN = re.compile(
    r"^(?:(?:oh|well|um|uh|hmm|so|definitely|probably|usually|mostly|always)\s+)*"
    r"(?:(?:mine|it|that)(?:'s|\s+is|\s+would\s+be)\s+|(?:at|in|for|with)\s+)?",
    _I,
)
_EN_CLOSE = re.compile(
    r"(?:\s+(?:now|these\s+days|nowadays|currently|at\s+the\s+moment|for\s+now|mostly|usually|always|still|though|"
    r"actually|probably|i\s+think|i\s+guess))+\s*$",
    _I,
)
_ZH_OPEN = re.compile(r"^(?:嗯|呃|哦|噢|就是|应该是|大概是|是|在|住在?|我?最喜欢的?是?)+")
_ZH_CLOSE = re.compile(r"(?:吧|啊|呀|呢|哈|啦|了|现在|目前|这边|那边)+$")
# no value: declined, doubted, asked back, or a pronoun for one said elsewhere
_EN_NONE = re.compile(
    r"^(?:no|not|none|nothing|nowhere|nobody|never|same|it|that|this|there|here|i|i'm|i'd|we|you|why|what|who|which|how|"
    r"where|depends|sorry|idk|dunno|pass|haha|lol|yes|yeah|yep|sure|ok|okay|maybe|these|those|they|thanks|thank|great|"
    r"good|nice|cool|perfect|awesome|just)\b",
    _I,
)
_ZH_NONE = re.compile(
    r"^(?:不|没|保密|秘密|随便|都|看情况|为什么|干嘛|什么|哪|谁|这|那|还没|暂时|我|你|他|她|嗯$|对|是的|好)"
)
_MAX_WORDS, _MAX_ZH_CHARS = 6, 16
# a yes or a thanks before the value ("Sure, 07700 900461.", "Thanks, Berlin.", "好的，13912345678")
_FILLER = re.compile(
    r"^(?:(?:sure|yes|yeah|yep|yup|ok|okay|oh|of\s+course|absolutely|thanks|thank\s+you|cheers|嗯|好的|好|行|可以|对)"
    r"\s*[,，!！.。]\s*)+",
    _I,
)


# a choice between two, as a habit ("Do you prefer window or aisle seats?"; not "Would you prefer ...": this once)
_EN_EITHER = re.compile(
    r"\bdo\s+you\s+(?:usually\s+|generally\s+|normally\s+)?prefer\s+(?P<a>[a-z][\w-]*(?:\s[\w-]+){0,2}?)\s+or\s+"
    r"(?P<b>[a-z][\w-]*(?:\s[\w-]+){0,2}?)(?:\s+(?:when|while|for|on|at|in|during)\b[^?]{0,30})?\s*\?",
    _I,
)


# 你喜欢喝茶还是咖啡？, 你平时更喜欢靠窗还是靠过道的座位？
_ZH_EITHER = re.compile(
    r"你(?:平时|一般|通常)?更?(?:喜欢|偏好|习惯)(?P<a>[^，。！？；,!?;还]{1,12})还是(?P<b>[^，。！？；,!?;]{1,12}?)(?:呢|啊)?[？?]"
)


def answered_slot(question: str, answer: str) -> AttributeMatch | None:
    """The slot ``answer`` fills, answering ``question`` about its speaker; None when the question asks for no slot
    or the answer gives no value (see the module's docstring).

    >>> answered_slot("Do you prefer window or aisle seats?", "Window, always.")
    AttributeMatch(attribute='prefers', value='window seats', event_type='preference')
    """
    answered = _answered_question(question)
    if answered is None:
        return None
    question = answered
    either = _EN_EITHER.search(question)
    if either is not None:
        return _chosen(either["a"], either["b"], answer)
    either = _ZH_EITHER.search(question)
    if either is not None:
        return _chosen_zh(either["a"], either["b"], answer)
    if _EN_IT.search(answer) or _ZH_IT.search(answer):
        return _referred(question, answer)
    said = _agreed(question, to_simplified(answer))
    if said is not None:
        return _read(said)
    chinese = has_cjk(question)
    for pattern, statement in _ZH_ASKS if chinese else _EN_ASKS:
        asked = pattern.search(question)
        if asked is None:
            continue
        value = _value(answer)
        if value is None:
            return None
        said = statement.format(v=value, x=asked.groupdict().get("x") or "")
        return _read(said)
    return None


# a taste or a tool said of "it", what the question named ("Do you like PostgreSQL?" / "I prefer it, yes.")
_EN_IT = re.compile(
    r"\bi\s+(?:(?:really|still|also|actually|absolutely|now|do)\s+)*(?:prefer|like|love|enjoy|adore|hate|dislike|use)\s+"
    r"(?P<it>it|that|them|this\s+one|that\s+one)\b",
    _I,
)
# what a question asks one's taste of: "Do you like spicy food?", 你喜欢吃辣吗
_EN_THING = re.compile(
    r"\bdo\s+you\s+(?:still\s+|really\s+)?(?P<verb>like|enjoy|love|use|prefer|hate)\s+(?P<x>[^?,.;!]{1,40}?)\s*(?:\?|$)",
    _I,
)
_ZH_THING = re.compile(r"你(?:还|也|平时)?(?P<verb>喜欢|爱|用|讨厌)(?P<x>[^，。！？；,!?;吗]{1,20})吗")
# a yes to such a question ("Yes!", "Yeah, every day", "I do"; 喜欢！, 很喜欢, 不太喜欢, 一直用)
_EN_YES = re.compile(
    r"^\s*(?:oh\s+)?(?:yes|yeah|yep|yup|absolutely|definitely|of\s+course|totally|i\s+do)(?:\s+i\s+do)?(?=\s*(?:[,.!]|$))",
    _I,
)
_ZH_YES = re.compile(
    r"^\s*(?:嗯|对|是的?|当然)?[，,]?\s*(?P<neg>不太|不怎么|不)?(?:很|挺|超|非常|特别|蛮|还是|一直|也|都)*"
    r"(?P<verb>喜欢|爱|用|讨厌)(?:的|啊|呀|了|呢)?(?=\s*(?:[，,。！!～~]|$))"
)
# a question of what one is ("Are you vegetarian?", "You're allergic to shellfish, right?", 你是素食者吗, 你对青霉素
# 过敏吗): a yes to it says the statement ("I'm vegetarian"), for the slot rules to read; never one of what one
# might be ("Are you allergic to anything?", "Are you a student or working?")
_EN_BE = re.compile(
    r"(?:\bare\s+you|\byou(?:'re|’re|\s+are))\s+(?:still\s+|currently\s+|now\s+)?(?P<x>[^?,.;!]{1,40}?)"
    r"(?:\s*,?\s*right)?\s*\?",
    _I,
)
_EN_BE_YES = re.compile(
    r"^\s*(?:oh\s+)?(?:yes|yeah|yep|yup|absolutely|definitely|of\s+course|i\s+am|i'm|that's\s+right|correct)"
    r"(?:\s+i\s+am)?(?=\s*(?:[,.!]|$))",
    _I,
)
_EN_OPEN_STATE = re.compile(
    r"\b(?:any\w*|some\w*|or|what|which|sure|okay|ok|ready|free|there|here|kidding)\b", _I
)
_ZH_BE = re.compile(r"你(?:是|对)(?P<x>[^，。！？；,!?;吗呢]{1,12}?)(?P<allergic>过敏)?吗")
_ZH_BE_YES = re.compile(
    r"^\s*(?:嗯嗯?|对(?:的|啊|呀)?|是(?:的|啊|呀|滴)?|没错|当然|过敏)(?=\s*(?:[，,。！!～~]|$))"
)
_ZH_OPEN_STATE = re.compile(r"什么|哪|谁|不是|还是|或者|多少|几")
_ZH_IT = re.compile(
    r"我(?:很|非常|特别|超|挺|一直|还是|也|都|更)*(?:喜欢|爱|讨厌|用|偏好)(?P<it>它|这个|那个)"
)


def _referred(question: str, answer: str) -> AttributeMatch | None:
    """The slot an answer states of "it" when the question names one thing: "Do you like PostgreSQL?" / "I prefer it,
    yes." is ``preferred_database`` = PostgreSQL; 你用过飞书吗？/ 我一直用它 names nothing the rules know."""
    asked = _EN_THING.search(question) or _ZH_THING.search(question)
    names = {m.display for m in extract_entities(question)}
    named = [asked["x"].strip()] if asked else [n for n in names if not any(n != o and n in o for o in names)]
    if len(named) != 1 or re.search(r"\b(?:or|and)\b|还是|或者|和", named[0]):
        return None  # nothing named, or two things ("Lisbon or Porto?"): "it" is not known
    said = to_simplified(answer)
    said = _EN_IT.sub(lambda m: m[0][: m.start("it") - m.start()] + named[0], said, count=1)
    said = _ZH_IT.sub(lambda m: m[0][: m.start("it") - m.start()] + named[0], said, count=1)
    return _read(said)


# an open question (not a yes or no one): what, which, where ...; 什么, 哪, 谁, 多少
_OPEN = re.compile(r"\b(?:what|which|where|who|whom|whose|how|when)\b|什么|哪|谁|几|多少|怎么|啥", _I)


def _answered_question(question: str) -> str | None:
    """The question of several an answer answers: the one open question among them ("你在哪家公司上班呀？周末要不要
    避开公司附近？" / "阿里"), else the last when none is open; None when two or more are open ("Where do you live? And
    what do you do for fun?" / "Hiking, mostly": which one is answered is not known)."""
    questions = [sentence for sentence in sentences(to_simplified(question)) if is_question(sentence)]
    if len(questions) <= 1:
        return questions[0] if questions else to_simplified(question)
    open_ = [q for q in questions if _OPEN.search(q)]
    return open_[0] if len(open_) == 1 else None if open_ else questions[-1]


def _agreed(question: str, answer: str) -> str | None:
    """The statement a yes makes to "Do you like X?" ("I like X"; 你喜欢X吗？/ 很喜欢: 我喜欢X, 不太喜欢: 我不喜欢X)."""
    asked = _ZH_THING.search(question)
    if asked is not None:
        said = _ZH_YES.match(answer)
        if said is None:
            return None
        verb = (
            "不喜欢"
            if said["neg"] and said["verb"] in ("喜欢", "爱")
            else None
            if said["neg"]
            else said["verb"]
        )
        return f"我{verb}{asked['x']}" if verb else None
    asked = _EN_THING.search(question)
    if asked is None:
        return _agreed_to_be(question, answer)
    if not _EN_YES.match(answer) or re.search(r"\b(?:or|it|that)\b", asked["x"], _I):
        return None
    return f"I {asked['verb'].lower()} {asked['x']}"


def _agreed_to_be(question: str, answer: str) -> str | None:
    """The statement a yes makes to "Are you X?" ("I'm X"; 你是X吗？/ 是的: 我是X; 你对X过敏吗？/ 对: 我对X过敏)."""
    asked = _ZH_BE.search(question)
    if asked is not None:
        if not _ZH_BE_YES.match(answer) or _ZH_OPEN_STATE.search(asked["x"]):
            return None
        return (
            f"我对{asked['x']}过敏"
            if asked["allergic"]
            else f"我是{asked['x']}"
            if question[asked.start() + 1] == "是"
            else None
        )
    asked = _EN_BE.search(question)
    if asked is None or not _EN_BE_YES.match(answer) or _EN_OPEN_STATE.search(asked["x"]):
        return None
    return f"I'm {asked['x']}"


def _chosen(a: str, b: str, answer: str) -> AttributeMatch | None:
    """The option of two an answer names first ("window or aisle seats" / "Window, always": "window seats", the
    head noun said once for both), as a preference."""
    a_words, b_words = a.split(), b.split()
    if len(a_words) == 1 and len(b_words) > 1:
        a = f"{a} {' '.join(b_words[1:])}"  # window [seats] or aisle seats
    value = _value(answer)
    if value is None:
        return None
    first = value.split()[0].casefold()
    picked = [option for option in (a, b) if option.split()[0].casefold() == first]
    if len(picked) != 1:
        return None  # "both", "either", "neither", another thing altogether
    return _read(f"I prefer {picked[0]}")


def _chosen_zh(a: str, b: str, answer: str) -> AttributeMatch | None:
    """The option of two a Chinese answer names (喝茶还是咖啡 / 咖啡吧: 咖啡; 靠窗还是靠过道的座位 / 靠窗: 靠窗的座位)."""
    if "的" in b and "的" not in a:
        a += b[b.index("的") :]  # 靠窗[的座位]还是靠过道的座位
    value = _value(answer)
    if value is None:
        return None
    picked = [option for option in (a, b) if value in option or option in value]
    if len(picked) != 1:
        return None
    return _read(f"我更喜欢{picked[0]}")


def _read(statement: str) -> AttributeMatch | None:
    """The slot the statement an answer makes holds, read by the slot rules (its span is of no text stored)."""
    found = find_attributes(statement)
    return AttributeMatch(found[0].attribute, found[0].value, found[0].event_type) if found else None


def _value(answer: str) -> str | None:
    """The value an answer opens with, without the words around it; None when it names none."""
    answer = _FILLER.sub("", to_simplified(answer).strip())
    head = _HEAD.match(answer)
    if head is None or answer[head.end() :].lstrip()[:1] in ("?", "？"):
        return None  # asked back: "Lisbon?", "why?"
    value = head["head"].strip()
    if _EN_NONE.match(value) or _ZH_NONE.match(value):
        return None
    if has_cjk(value):
        value = _ZH_CLOSE.sub("", _ZH_OPEN.sub("", value)).strip()
        if not value or len(value) > _MAX_ZH_CHARS or _ZH_NONE.match(value):
            return None
        return value
    value = _EN_CLOSE.sub("", _EN_OPEN.sub("", value)).strip()
    if not value or len(value.split()) > _MAX_WORDS or _EN_NONE.match(value):
        return None
    return value


__all__ = ["answered_slot"]
