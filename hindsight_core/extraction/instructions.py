"""Standing instructions to the assistant: what the user tells it to do every time, a slot of the user's that
a later instruction changes ("please always answer me in Chinese", then "actually English is fine again";
以后用中文回答我, then 还是用英文吧). One value at a time (``reply_language``), so the later one supersedes the
earlier and the earlier is kept as its history; a one-off request ("answer this one in French", 这段用英文回答,
"translate it into Spanish") fills nothing.

    >>> [(m.attribute, m.value) for m in standing_instructions("from now on please answer me in Chinese")]
    [('reply_language', 'Chinese')]
    >>> [(m.attribute, m.value) for m in standing_instructions("还是用英文吧")]
    [('reply_language', 'English')]
    >>> standing_instructions("answer this one in French"), standing_instructions("我在学英文")
    ([], [])
"""

from __future__ import annotations

import re
from collections.abc import Callable

from hindsight_core.extraction.one_text import of_one_text
from hindsight_core.extraction.reply_requests import bare_language, kind_kept, kind_lengths
from hindsight_core.extraction.reply_style import reply_style
from hindsight_core.extraction.slot_patterns import _LATIN_NAME, _ZH_SURNAME, AttributeMatch
from hindsight_core.extraction.slot_values import plausible
from hindsight_core.lifecycle.values import negation

_I = re.IGNORECASE

# A language, as English names it, and its one name here ("Mandarin" is the Chinese the user means)
_EN_LANGUAGES = {
    "chinese": "Chinese",
    "mandarin": "Chinese",
    "simplified chinese": "Chinese",
    "traditional chinese": "Traditional Chinese",
    "cantonese": "Cantonese",
    "english": "English",
    "french": "French",
    "spanish": "Spanish",
    "german": "German",
    "japanese": "Japanese",
    "korean": "Korean",
    "italian": "Italian",
    "portuguese": "Portuguese",
    "russian": "Russian",
    "arabic": "Arabic",
    "hindi": "Hindi",
    "vietnamese": "Vietnamese",
    "thai": "Thai",
    "dutch": "Dutch",
    "polish": "Polish",
    "turkish": "Turkish",
    "swedish": "Swedish",
    "indonesian": "Indonesian",
    "hebrew": "Hebrew",
    "greek": "Greek",
}
# ... as Chinese names it
_ZH_LANGUAGES = {
    "中文": "Chinese",
    "汉语": "Chinese",
    "普通话": "Chinese",
    "国语": "Chinese",
    "简体中文": "Chinese",
    "简体": "Chinese",
    "繁体中文": "Traditional Chinese",
    "繁体": "Traditional Chinese",
    "粤语": "Cantonese",
    "广东话": "Cantonese",
    "英文": "English",
    "英语": "English",
    "日语": "Japanese",
    "日文": "Japanese",
    "韩语": "Korean",
    "韩文": "Korean",
    "法语": "French",
    "法文": "French",
    "德语": "German",
    "德文": "German",
    "西班牙语": "Spanish",
    "西语": "Spanish",
    "俄语": "Russian",
    "意大利语": "Italian",
    "葡萄牙语": "Portuguese",
}


def _names(names: dict[str, str]) -> str:
    return "|".join(sorted((re.escape(name).replace(r"\ ", r"\s+") for name in names), key=len, reverse=True))


_EN_LANG = r"(?P<lang>" + _names(_EN_LANGUAGES) + r")\b"
_ZH_LANG = r"(?P<lang>" + _names(_ZH_LANGUAGES) + r")"

# Saying something to the user: "answer", "reply", "talk to me" (never "translate", "write it")
_EN_SAY = r"(?:answer|reply|respond|talk|speak|write|chat|text|message|communicate)"
# Where an instruction to the assistant opens: its clause's start, "please", "can you", "you should", "I'd like
# you to" (never "I always reply in English to my boss", "my mom speaks French": someone's own habit)
_EN_TO_YOU = (
    r"(?:^|(?<=[.!?,;:\n])\s*|\b(?:please|pls|plz|and|also|so|ok|okay|actually|but)\s+)"
    r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|you\s+(?:should|can|could|must|may)\s+(?:now\s+|just\s+)?"
    r"|i['’]?d\s+(?:like|prefer|rather)\s+(?:(?:it\s+)?(?:if\s+)?you\s+(?:to\s+)?)?|i\s+(?:want|need)\s+you\s+to\s+)?"
)
# Said of every time: "always", "from now on", "going forward", "by default", "only"
_EN_EVERY_TIME = (
    r"(?:always|only|from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+out)?|by\s+default|in\s+(?:the\s+)?future|"
    r"every\s+time|all\s+the\s+time|for\s+good|permanently)"
)
# ... and a one-off, right after the language: "in French this time", "in Spanish for this one", "just this once";
# or a condition ("reply to me in English if I write in English": the language follows the user's)
_EN_ONE_OFF = re.compile(
    r"\s*,?\s*(?:(?:just|only)\s+)?(?:(?:for\s+)?(?:this|that|the\s+next)\s+(?:one|time|once|question|email|message|"
    r"answer|reply|post|text|part|paragraph|quiz|exam|test|task|assignment|document|doc|letter|chat|conversation|"
    r"session|translation)|for\s+now|this\s+once|once|if|when|whenever|unless)\b",
    _I,
)
_EN_LANGUAGE_RULES = (
    # "please always answer me in Chinese", "talk to me in Spanish", "reply to me only in English", "can you answer me
    # in Chinese from now on"
    re.compile(
        _EN_TO_YOU + r"(?:" + _EN_EVERY_TIME + r"\s+)?" + _EN_SAY + r"\s+(?:back\s+)?(?:to\s+|with\s+)?me\s+(?:back\s+)?"
        r"(?:only\s+)?in\s+" + _EN_LANG,
        _I,
    ),
    # "from now on, answer in Chinese", "always reply in Japanese", "I'd like you to respond in English going forward"
    re.compile(
        _EN_TO_YOU + _EN_EVERY_TIME + r"\s*,?\s*(?:please\s+)?" + _EN_SAY + r"\s+(?:only\s+)?in\s+" + _EN_LANG,
        _I,
    ),
    re.compile(
        _EN_TO_YOU + r"(?:please\s+)?" + _EN_SAY + r"\s+(?:only\s+)?in\s+" + _EN_LANG
        + r"(?=\s*,?\s*(?:please\s+)?" + _EN_EVERY_TIME + r")",
        _I,
    ),
    # a change back: "switch back to English", "you can go back to English", "English is fine again", "let's stick
    # to Chinese from now on", "use English again"
    re.compile(
        _EN_TO_YOU + r"(?:let['’]?s\s+|we\s+can\s+)?(?:switch|go|change)\s+back\s+to\s+" + _EN_LANG, _I
    ),
    re.compile(
        r"\b(?<!\bmy\s)(?<!\byour\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!\bour\s)(?<!['’]s\s)" + _EN_LANG + r"\s+(?:is|['’]s)\s+(?:totally\s+|perfectly\s+|also\s+)?(?:fine|ok|okay|good|alright|"
        r"all\s+right)\s+(?:again|now)\b",
        _I,
    ),
    # a preference for the answers: "I prefer responses in Chinese", "I want your answers in English from now on",
    # "I'd like all replies in Spanish", "your answers should be in Chinese" (the one-off "... for this quiz" none)
    re.compile(
        r"\b(?:i(?:\s+would|['’]d)?\s+(?:want|prefer|like|need)|(?:your\s+)?(?:answers|replies|responses)\s+"
        r"(?:should|must)\s+(?:always\s+)?be)\s+(?:(?:all\s+)?(?:your|the|my)\s+)?(?:answers|replies|responses)?\s*"
        r"(?:to\s+be\s+)?(?:only\s+|always\s+)?in\s+" + _EN_LANG,
        _I,
    ),
    re.compile(
        _EN_TO_YOU + r"(?:let['’]?s\s+)?(?:use|stick\s+(?:to|with)|switch\s+to|speak)\s+" + _EN_LANG
        + r"(?=\s*,?\s*(?:with\s+me|again|" + _EN_EVERY_TIME + r"|when\s+you\s+(?:answer|reply|talk|write)))",
        _I,
    ),
    bare_language(_EN_LANG),  # "please answer in Chinese": the sentence the request alone
)  # fmt: skip

# Said of every time in Chinese: 以后, 今后, 从现在起, 默认, 一直, 都, 还是 (a change back)
_ZH_EVERY_TIME = r"(?:以后|今后|之后|往后|从今往后|从现在起|从现在开始|从今天起|从今天开始|默认|一直|一律|始终|平时|统一|还是)"
# Where an instruction to the assistant opens: a clause's start, 请, 麻烦, 你, 你以后 (never 我妈用英语跟我说话,
# 他用英文回复我: another's habit, nor 这个用英文回答, 这封邮件用英文回复我: one thing's)
_ZH_TO_YOU = r"(?:^|(?<=[，,。！!？?；;：:\s]))(?:那|嗯|好|对了|另外|还有|算了|要不|我看)?[，,]?(?:请|麻烦|你|您)*(?:能不能|可不可以|能否|能|可以)?"
_ZH_ANSWER = r"(?:回答|回复|答复|回|说话|聊天|聊|交流|沟通|对话)"
_ZH_LANGUAGE_RULES = (
    # 以后用中文回答我, 请一直用中文回复, 从现在起都用英文跟我说, 默认用中文回答, 还是用英文吧
    re.compile(
        _ZH_TO_YOU + r"(?:" + _ZH_EVERY_TIME + r")+(?:都|就|请|也|只)*(?:用|使用|说|讲)" + _ZH_LANG
        + r"(?:来)?(?:" + _ZH_ANSWER + r"|(?:跟|和|对|给)我(?:说|讲|聊|交流|回复)|吧|就(?:行|好|可以)|(?=$|[，,。！!？?；;\s]))"
    ),
    # 用中文回答我, 请用英文回复我, 你用中文跟我说, 跟我说中文, 和我讲英文就行
    re.compile(_ZH_TO_YOU + r"(?:都|就|只)?(?:用|使用)" + _ZH_LANG + r"(?:来)?" + _ZH_ANSWER + r"我"),
    re.compile(_ZH_TO_YOU + r"(?:都|就|只)?(?:用|使用)" + _ZH_LANG + r"(?:来)?(?:跟|和|对|给)我(?:说|讲|聊|交流|回复)"),
    re.compile(_ZH_TO_YOU + r"(?:以后|今后|都|就|只)*(?:跟|和|对)我(?:说|讲)" + _ZH_LANG),
    # 我希望以后用中文回答, 我更喜欢你用英文回复, 我想要你都用中文交流 (a wish for the answers, not 我想用英文写这封邮件)
    re.compile(
        r"我(?:希望|想要?|更?喜欢|要)你?(?:以后|今后|之后|往后|都|一直|最好)*(?:都|就)?(?:用|使用)" + _ZH_LANG
        + r"(?:来)?(?:回答|回复|答复|跟我(?:说|聊|交流)|交流|沟通|聊天)"
    ),
    # 中文回答就行, 用英文回复就好 (a clause of its own: 这段用英文回答就行 is one answer's)
    re.compile(_ZH_TO_YOU + r"(?:用)?" + _ZH_LANG + r"(?:来)?(?:回答|回复)就(?:行|好|可以)"),
)  # fmt: skip


# What the user asks to be called in Chinese (叫我小王就行, 以后叫我Lily吧, 你可以叫我阿杰, 称呼我王老师就好): a clause of its
# own, opening with the request or with 大家 (大家都叫我小张: the name they go by; never 我妈叫我小王: one person's; 别叫我王先生了:
# not this name; 叫我回家吃饭, 叫我马上过去: asked to do something; 叫我小名就行: which name, not one), the name a name (小王, 老王,
# 阿杰, 芳芳, 张伟, 王老师, Lily) and the clause ending after it
_ZH_NICKNAME = re.compile(
    r"(?:^|(?<=[，,。！!？?；;：:\s]))(?:那|嗯|好|对了|另外|还有|其实)?[，,]?(?:以后|今后|之后|往后|从现在起|从现在开始)?"
    r"(?:你|您|大家)?(?:以后|今后|就|直接|都|可以|也可以)*(?:叫|称呼|喊)我(?!小名|全名|大名|本名|昵称|外号)"
    r"(?P<value>[阿小老][\u4e00-\u9fff]{1,2}?|"
    + _ZH_SURNAME
    + r"[\u4e00-\u9fff]{1,2}?|([\u4e00-\u9fff])\2|"
    + _LATIN_NAME
    + r")"
    r"(?:就(?:行|好|可以)了?|即可|吧|好了|就成|呀|啊|哈|呗)*(?=$|[，,。！!？?；;～~\s])"
)


# The language the user tells the assistant to stop answering in ("stop answering me in Chinese", "don't reply in
# Chinese anymore", "you don't have to answer in Chinese anymore", "you can stop using Chinese now", "no more Chinese
# please", 别用中文回答了, 不用再用中文回复我了, 不用中文了): no longer the one
# ("not Chinese"), ending it; never one answer's ("don't answer in French", with nothing saying for good) nor another's
# ("my kids never talk to me in Chinese anymore", 我妈让我别说英文了)
_EN_LANGUAGE_ENDED = (
    re.compile(
        _EN_TO_YOU
        + r"(?:stop|quit)\s+(?:answering|replying|responding|talking|writing|speaking|messaging|texting)"
        r"(?:\s+(?:to\s+)?me)?\s+in\s+" + _EN_LANG,
        _I,
    ),
    re.compile(
        _EN_TO_YOU
        + r"(?:don['’]?t|do\s+not|never|you\s+don['’]?t\s+(?:have|need)\s+to)\s+"
        + _EN_SAY
        + r"(?:\s+(?:to\s+)?me)?\s+in\s+"
        + _EN_LANG
        + r"\s+(?:anymore|any\s+more|again|from\s+now\s+on)",
        _I,
    ),
    # "you can stop using Chinese now", "stop speaking English with me" (never "I stopped using Chinese at work")
    re.compile(
        _EN_TO_YOU + r"(?:stop|quit)\s+(?:using|speaking|talking|writing)\s+(?:in\s+)?" + _EN_LANG
        + r"(?=\s*(?:with\s+me|to\s+me|now|anymore|any\s+more|please|thanks|,|[.!?;]|$))",
        _I,
    ),
    # "no more Chinese please", "No more English, thanks!" (the clause no more than that: never "no more Chinese food")
    re.compile(
        _EN_TO_YOU + r"no\s+more\s+" + _EN_LANG
        + r"(?=(?:\s*,?\s*(?:please|pls|thanks|thank\s+you|for\s+me|from\s+now\s+on|ok|okay))*\s*(?:[.!?,;]|$))",
        _I,
    ),
)  # fmt: skip
_ZH_LANGUAGE_ENDED = re.compile(
    _ZH_TO_YOU
    + r"(?:以后|今后|现在)?(?:就)?(?:别|不要|不用|不必|不)(?:再)?(?:用|使用|说|讲)"
    + _ZH_LANG
    + r"(?:来)?(?:"
    + _ZH_ANSWER
    + r")?(?:我)?(?:了|啦)(?=$|[，,。！!？?；;\s])"
)


def _language_ended(text: str) -> AttributeMatch | None:
    """The language the user tells the assistant to stop answering in, as no longer holding, or None."""
    for pattern in _EN_LANGUAGE_ENDED:
        if (found := pattern.search(text)) is not None:
            language = _EN_LANGUAGES[" ".join(found["lang"].lower().split())]
            return AttributeMatch("reply_language", negation(language), "preference", span=found.span())
    if (found := _ZH_LANGUAGE_ENDED.search(text)) is not None:
        language = _ZH_LANGUAGES[found["lang"]]
        return AttributeMatch("reply_language", negation(language), "preference", span=found.span())
    return None


def _reply_language(text: str) -> AttributeMatch | None:
    """The language the user tells the assistant to answer in, for good, or None."""
    for pattern in _EN_LANGUAGE_RULES:
        for found in pattern.finditer(text):
            if _EN_ONE_OFF.match(text, found.end()):
                continue  # "answer me in French this time", "talk to me in Spanish just this once", "... if I do"
            language = _EN_LANGUAGES[" ".join(found["lang"].lower().split())]
            return AttributeMatch("reply_language", language, "preference", span=found.span())
    for pattern in _ZH_LANGUAGE_RULES:
        for found in pattern.finditer(text):
            if re.match(r"[^，,。！!？?；;\n]{0,4}(?:这次|这回|这一次|就这一次)", text[found.end() :]):
                continue  # 用英文回答我这次就行: once
            return AttributeMatch(
                "reply_language", _ZH_LANGUAGES[found["lang"]], "preference", span=found.span()
            )
    return _language_ended(text)  # no language to answer in said: maybe one to stop answering in


# How long the assistant's answers should be: short ("keep your answers short", "short answers please", "always be
# concise", "your answers are too long", 回答简短一点, 以后说话简洁点) or detailed ("longer answers are OK again", "you can
# give me more detailed answers", 回答可以详细一点); never one text's ("make this shorter", "keep this email short",
# 这段写短一点), one answer's ("that was too long"), nor one kind's ("longer answers are OK for code")
_EN_ANSWERS = r"(?:answers|replies|responses|messages)"
_EN_SHORT = r"(?:short(?:er)?|brief(?:er)?|concise|succinct|to\s+the\s+point|short\s+and\s+sweet)"
_EN_LONG = r"(?:long(?:er)?|(?:more\s+)?detailed|in-?depth|thorough|(?:more\s+)?in\s+depth)"
_EN_LENGTH_RULES = (
    (re.compile(_EN_TO_YOU + r"(?:" + _EN_EVERY_TIME + r"\s+)?keep\s+(?:your|the|all\s+your)\s+" + _EN_ANSWERS
                + r"\s+(?:really\s+|very\s+|nice\s+and\s+|super\s+)?" + _EN_SHORT, _I), "short"),
    (re.compile(_EN_TO_YOU + _EN_EVERY_TIME + r"\s*,?\s*(?:please\s+)?(?:keep\s+it|be)\s+(?:more\s+)?" + _EN_SHORT, _I),
     "short"),
    (re.compile(r"(?:^|(?<=[.!?,;:\n])\s*|\b(?:i\s+(?:prefer|like|want|need)|give\s+me)\s+)" + _EN_SHORT + r"\s+" + _EN_ANSWERS
                + r"(?:\s*,?\s+please|\s+from\s+now\s+on|(?=\s*(?:$|[.!])))", _I), "short"),
    (re.compile(r"\byour\s+" + _EN_ANSWERS + r"\s+are\s+(?:way\s+|much\s+|always\s+|often\s+)?too\s+long\b", _I), "short"),
    (re.compile(r"\byour\s+" + _EN_ANSWERS + r"\s+are\s+(?:way\s+|much\s+|always\s+|often\s+)?too\s+short\b", _I),
     "detailed"),
    (re.compile(r"(?:^|(?<=[.!?,;:\n])\s*|\b(?:actually|ok|okay|so|but|and)\s+)" + _EN_LONG + r"\s+" + _EN_ANSWERS
                + r"\s+are\s+(?:totally\s+|perfectly\s+)?(?:fine|ok|okay|good|alright)(?:\s+again|\s+now)*", _I), "detailed"),
    (re.compile(r"\byou\s+can\s+(?:give\s+(?:me\s+)?|write\s+)" + _EN_LONG + r"\s+" + _EN_ANSWERS, _I), "detailed"),
    (re.compile(r"\b(?:your\s+)?" + _EN_ANSWERS + r"\s+can\s+be\s+" + _EN_LONG, _I), "detailed"),
)  # fmt: skip
# (a kind the length is said for: "longer answers are OK for code", "keep answers short when I'm on my phone")
_EN_FOR_A_KIND = re.compile(r"\s*,?\s*(?:for|when|if|unless|about|on|in)\b", _I)
_ZH_SHORT = r"(?:简短|简洁|精简|短|简单|言简意赅)"
_ZH_LONG = r"(?:详细|长|具体|展开)"
_ZH_LENGTH_RULES = (
    # 回答简短一点, 以后回复简洁些, 你说话简洁点, 回答得短一点
    (re.compile(_ZH_TO_YOU + r"(?:" + _ZH_EVERY_TIME + r")*(?:都|就|请)*(?:回答|回复|说话|答复)(?:得|的)?(?:都|尽量|再)?"
                + _ZH_SHORT + r"(?:一)?(?:点|些)"), "short"),
    (re.compile(_ZH_TO_YOU + r"(?:" + _ZH_EVERY_TIME + r")*(?:都|就|请)*(?:回答|回复|说话|答复)(?:可以|能)?(?:得|的)?(?:再)?"
                + _ZH_LONG + r"(?:一)?(?:点|些)"), "detailed"),
    # 你的回答太长了, 你回答总是太长
    (re.compile(r"你(?:的)?(?:回答|回复)(?:总是|都|老是|一直)?太(?:长|啰嗦|多)了?"), "short"),
    (re.compile(r"你(?:的)?(?:回答|回复)(?:总是|都|老是|一直)?太(?:短|简单)了?"), "detailed"),
    # 以后别写那么长, 以后不用说那么多
    (re.compile(_ZH_TO_YOU + r"(?:以后|今后|之后|往后)(?:都)?(?:别|不要|不用|不必)(?:写|说|回|讲)(?:得)?(?:那么|这么)(?:长|多)"), "short"),
)  # fmt: skip


def _reply_length(text: str) -> AttributeMatch | None:
    """How long the user tells the assistant its answers should be, for good (``short`` or ``detailed``), or None."""
    for pattern, value in _EN_LENGTH_RULES:
        for found in pattern.finditer(text):
            if _EN_FOR_A_KIND.match(text, found.end()) or _EN_ONE_OFF.match(text, found.end()):
                continue  # "longer answers are OK for code": that kind's only
            return AttributeMatch("reply_length", value, "preference", span=found.span())
    for pattern, value in _ZH_LENGTH_RULES:
        if (said := pattern.search(text)) is not None:
            return AttributeMatch("reply_length", value, "preference", span=said.span())
    return None


# The units the user measures in, metric or imperial ("use metric units", "I'm used to metric", "imperial is fine",
# "switch back to imperial", 我习惯用公制, 以后都用英制单位): one at a time, so a switch supersedes (我习惯用公制 filled
# ``uses``, of which one has many); never a thing's ("the recipe is in imperial", "convert this to metric")
_EN_SYSTEM = r"(?P<system>metric|imperial)(?:\s+(?:units|system|measurements))?\b"
_ZH_SYSTEM = r"(?P<system>公制|米制|英制)(?:单位)?"
_UNIT_RULES = (
    re.compile(_EN_TO_YOU + r"(?:" + _EN_EVERY_TIME + r"\s+)?(?:please\s+)?(?:use|stick\s+(?:to|with)|(?:switch|go)\s+(?:back\s+)?to)\s+(?:the\s+)?"
               + _EN_SYSTEM + r"(?!\s+(?:for|in)\s+(?:this|that|the\s+recipe))", _I),
    re.compile(r"\bi(?:['’]m|\s+am)?\s+(?:(?:always|only)\s+)?(?:use|prefer|think\s+in|go\s+by|used\s+to|more\s+used\s+to)\s+(?:the\s+)?"
               + _EN_SYSTEM, _I),
    re.compile(r"(?:^|(?<=[.!?,;:\n])\s*|\b(?:actually|ok|okay|so|but)\s+)" + _EN_SYSTEM
               + r"\s+(?:please|is\s+(?:fine|ok|okay|better)|only)\b", _I),
    re.compile(r"(?:^|(?<=[，,。！!？?；;：:\s]))(?:我|请|你)?(?:以后|今后|平时|一般|一直)*(?:都|还是)?(?:习惯|喜欢|请|就)?(?:用|使用|按)" + _ZH_SYSTEM),
)  # fmt: skip
_UNITS = {"metric": "metric", "imperial": "imperial", "公制": "metric", "米制": "metric", "英制": "imperial"}


def _units(text: str) -> AttributeMatch | None:
    """The system of units the user measures in (``metric`` or ``imperial``), or None."""
    for pattern in _UNIT_RULES:
        if (found := pattern.search(text)) is not None:
            return AttributeMatch("units", _UNITS[found["system"].lower()], "preference", span=found.span())
    return None


# Bullet points and emojis in the assistant's answers, left out or allowed again ("keep your answers short, no bullet
# points", "stop using emojis", "emojis are fine again", 别用表情符号, 以后不要分点): each a slot of its own ("no" or
# "yes"), so that a change of the length does not end it and "bullet points are fine again" does; never one text's
# ("write this without bullet points", "no emojis in this one", 这段别用列表)
_EN_THINGS = {"bullet": "bullet_points", "emoji": "emoji", "emoticon": "emoji", "smiley": "emoji"}
_EN_THING = r"(?P<thing>bullet|emoji|emoticon|smiley)(?:s|\s*points|ed\s+lists?)?\b"
_EN_FORMAT_RULES = (
    (re.compile(_EN_TO_YOU + r"(?:" + _EN_EVERY_TIME + r"\s+)?(?:please\s+)?(?:no(?:\s+more)?|don['’]?t\s+use|do\s+not\s+use|"
                r"stop\s+using|never\s+use|avoid|drop\s+the|lose\s+the|ditch\s+the)\s+(?:any\s+|the\s+|those\s+)?" + _EN_THING, _I), "no"),
    (re.compile(_EN_TO_YOU + r"(?:you\s+can\s+|feel\s+free\s+to\s+)(?:use|add)\s+(?:some\s+)?" + _EN_THING, _I), "yes"),
    (re.compile(r"(?:^|(?<=[.!?,;:\n])\s*|\b(?:actually|ok|okay|so|but)\s+)" + _EN_THING
                + r"\s+(?:are|is)\s+(?:totally\s+|perfectly\s+)?(?:fine|ok|okay|good|alright)", _I), "yes"),
)  # fmt: skip
_EN_IN_ONE = re.compile(
    r"\s*(?:(?:are\s+|is\s+)?(?:needed|necessary|required)\b|(?:in|for|on)\s+(?:this|that|the|my|your\s+next)\b)",
    _I,
)
_ZH_THINGS = {"表情": "emoji", "颜文字": "emoji", "emoji": "emoji", "列表": "bullet_points", "项目符号": "bullet_points",
              "分点": "bullet_points", "要点": "bullet_points", "列点": "bullet_points"}  # fmt: skip
_ZH_THING = r"(?P<thing>表情|颜文字|emoji|列表|项目符号|分点|要点|列点)(?:符号|包)?"
_ZH_FORMAT_RULES = (
    (re.compile(_ZH_TO_YOU + r"(?:" + _ZH_EVERY_TIME + r")*(?:都|回答|回复)*(?:别|不要|不用|别再|不要再|少)(?:再)?(?:用|加|发|带|列)?"
                r"(?:那么多)?" + _ZH_THING, _I), "no"),
    (re.compile(_ZH_TO_YOU + r"(?:" + _ZH_EVERY_TIME + r")*(?:可以|也可以)(?:用|加|发|带|列)" + _ZH_THING, _I), "yes"),
)  # fmt: skip


def _formats(text: str) -> list[AttributeMatch]:
    """Bullet points and emojis left out of the assistant's answers or allowed again, each once."""
    found: dict[str, AttributeMatch] = {}
    for pattern, value in _EN_FORMAT_RULES:
        for said in pattern.finditer(text):
            slot = _EN_THINGS[said["thing"].lower()]
            if (
                slot not in found
                and not _EN_IN_ONE.match(text, said.end())
                and not _EN_ONE_OFF.match(text, said.end())
            ):
                found[slot] = AttributeMatch(slot, value, "preference", span=said.span())
    for pattern, value in _ZH_FORMAT_RULES:
        for said in pattern.finditer(text):
            slot = _ZH_THINGS[said["thing"].lower()]
            found.setdefault(slot, AttributeMatch(slot, value, "preference", span=said.span()))
    return list(found.values())


# The time zone the user is in ("I'm on Pacific time", "I'm in PST", "my time zone is CET", "I'm in the Eastern time
# zone", 我在东八区, 我这边是北京时间, 我的时区是东八区), one name per zone (PST, PDT and Pacific are Pacific; 东八区 and 北京时间
# UTC+8), so a move to another supersedes and the same zone said otherwise does not; never someone else's ("my mom is
# on Eastern time") nor a time said in a zone ("the call is at 3pm EST")
_EN_NAMED_ZONES = {"pst": "Pacific", "pdt": "Pacific", "est": "Eastern", "edt": "Eastern", "cst": "Central",
                   "cdt": "Central", "mst": "Mountain", "mdt": "Mountain"}  # fmt: skip
_EN_ZONE = (
    r"(?:(?P<word>pacific|eastern|central|mountain|alaska|hawaii)\s+(?:standard\s+)?time(?:\s+zone)?"
    r"|(?P<code>(?-i:PST|PDT|EST|EDT|CST|CDT|MST|MDT|GMT|UTC|BST|CET|CEST|EET|JST|KST|SGT|HKT|AEST|AEDT|IST)"
    r"(?:\s*[+-]\s*\d{1,2}(?::?\d{2})?)?)(?:\s+(?:time\s+)?zone)?)(?![\w+-])"
)
_ZH_ZONE = r"(?P<zh>[东西](?:十[一二]?|[一二三四五六七八九])区|北京时间)"
_ZONE_RULES = (
    re.compile(
        r"\bi(?:['’]m|\s+am)\s+(?:now\s+|currently\s+|still\s+)?(?:on|in)\s+(?:the\s+)?" + _EN_ZONE, _I
    ),
    re.compile(r"\bmy\s+time\s*zone\s+is\s+(?:now\s+|still\s+)?" + _EN_ZONE, _I),
    re.compile(
        r"(?:^|(?<=[，,。！!？?；;：:\s]))我(?:现在|目前|这边|这里|人)?(?:在|是|用的是?|这边是|这里是)"
        + _ZH_ZONE
    ),
    re.compile(r"(?:^|(?<=[，,。！!？?；;：:\s]))我的时区(?:现在)?是" + _ZH_ZONE),
)
_ZH_NUMBERS = {
    "一": 1,
    "二": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    "十": 10,
    "十一": 11,
    "十二": 12,
}


def _zone(found: re.Match[str]) -> str:
    """One name for the zone a rule matched: Pacific, UTC+8, CET."""
    groups = found.groupdict()
    if groups.get("word"):
        return str(groups["word"]).capitalize()
    if groups.get("code"):
        code = re.sub(r"\s+", "", str(groups["code"]))
        return _EN_NAMED_ZONES.get(code.lower(), code)
    said = str(groups["zh"])
    if said == "北京时间":
        return "UTC+8"
    return f"UTC{'+' if said[0] == '东' else '-'}{_ZH_NUMBERS[said[1:-1]]}"


def _timezone(text: str) -> AttributeMatch | None:
    """The user's time zone, one name per zone, or None."""
    for pattern in _ZONE_RULES:
        if (found := pattern.search(text)) is not None:
            return AttributeMatch("timezone", _zone(found), "fact", span=found.span())
    return None


# A topic the user tells the assistant to leave alone ("don't bring up my divorce again", "stop suggesting recipes with
# mushrooms", "never mention my ex", 别再提我前男友了, 以后别推荐有香菜的菜): one of several (``avoid``, each kept); never
# "don't mention it" (you're welcome), a pronoun, 别再提醒我喝水了 (a reminder) or advice about others ("never talk
# about politics at work" is no request: it opens with no word to the assistant)
# ... ending where a second one opens ("never mention my ex and don't recommend horror movies": my ex, then the movies)
_AND_ANOTHER = r"\s+and\s+(?:please\s+|also\s+)?(?:don['’]?t|do\s+not|never|stop|quit)\s"
_EN_AVOID = re.compile(
    _EN_TO_YOU
    + r"(?:please\s+)?(?:don['’]?t|do\s+not|never|stop|quit)\s+(?:ever\s+)?(?:bring(?:ing)?\s+up|mention(?:ing)?|"
    r"talk(?:ing)?\s+(?:to\s+me\s+)?about|suggest(?:ing)?|recommend(?:ing)?)\s+"
    r"(?!(?:it|that|this|them|him|her|anything|stuff)\b)(?P<value>(?:[^.!?,;\n]|\.(?=(?-i:[a-z\d]))){2,60}?)"
    r"(?:\s+(?:again|anymore|any\s+more|ever\s+again|please|to\s+me|with\s+me|either|too|as\s+well|at\s+all))*"
    r"\s*(?=$|[!?,;\n]|\.(?!(?-i:[a-z\d]))|" + _AND_ANOTHER + r")",
    _I,
)
_ZH_AVOID = re.compile(
    _ZH_TO_YOU + r"(?:以后|今后)?(?:也|都)?(?:别|不要|不准|不许)(?:再)?(?:跟我)?"
    r"(?:提起|提(?![醒供前高交出示倡起])|聊|推荐|给我推荐)(?!它|这个|那个|这事|那事)(?P<value>[^，,。！!？?；;\s了]{2,15}?)(?:了|啦)?(?=$|[，,。！!？?；;\s]|(?:也|还有)(?:别|不要))"
)


def _avoided(text: str) -> list[AttributeMatch]:
    """The topics the user tells the assistant to leave alone, each once."""
    found = [
        m
        for m in _EN_AVOID.finditer(text)
        if m["value"].lower().rstrip() not in ("it", "that") and not of_one_text(m["value"])
    ]
    found += list(_ZH_AVOID.finditer(text))
    return [AttributeMatch("avoid", m["value"].strip(), "preference", span=m.span()) for m in found]


# A name or a topic the user takes back ("stop calling me Sam", "don't call me Sam anymore", 别叫我老王了; "you can
# bring up my divorce again", "it's ok to talk about my ex now", 现在可以提我前男友了): its value no longer holds
# ("not Sam"), ending the one said before. Never someone else's ("my brother won't stop calling me Sammy", 我妈老叫我
# 小名), "stop calling me names", "don't call me after 9pm", a one-off ("you can recommend a restaurant", 可以推荐几家
# 餐厅吗), nor a name refused beside the one meant ("don't call me Samuel, call me Sam": Sam)
_EN_NAME_ENDED = re.compile(
    r"(?:^|(?<=[.!?,;:\n]))\s*(?:(?:please|pls|ok|okay|also|and|but|oh|hey|btw|actually|seriously)\W+)*"
    r"(?:(?:stop|quit)\s+calling\s+me|(?:don['’]?t|do\s+not|never)\s+(?:ever\s+)?call\s+me)\s+"
    r"(?!(?:names|that|this|it|back|late|early|again|anymore|tomorrow|today|tonight|now)\b)(?P<value>[A-Za-z][\w.'’-]*(?:\s(?-i:[A-Z])[\w'’-]*)?)"
    r"(?:\s+(?:anymore|any\s+more|again|please|pls|from\s+now\s+on|ever\s+again))*\s*(?=$|[.!?,;\n])",
    _I,
)
_EN_NAME_MEANT = re.compile(r"(?<!n['’]t\s)(?<!not\s)(?<!never\s)\b(?:call\s+me|i\s+go\s+by)\s+\w", _I)
_ZH_NAME_ENDED = re.compile(
    r"(?:^|(?<=[，,。！!？?；;：:\s]))(?:你|您|大家|以后|今后)*(?:别|不要|不用|不许)(?:再)?(?:叫|称呼|喊)我"
    r"(?P<value>[阿小老][\u4e00-\u9fff]{1,2}?|"
    + _ZH_SURNAME
    + r"[\u4e00-\u9fff]{1,2}?|([\u4e00-\u9fff])\2|"
    + _LATIN_NAME
    + r")(?:了|啦)?(?=$|[，,。！!；;～~\s])"
)
_EN_TOPIC_AGAIN = re.compile(
    _EN_TO_YOU
    + r"(?:you\s+can|you\s+may|feel\s+free\s+to|it['’]?s\s+(?:ok(?:ay)?|fine|alright|all\s+right)\s+to|"
    r"go\s+ahead\s+and)\s+(?:bring\s+up|mention|talk\s+(?:to\s+me\s+)?about|suggest|recommend)\s+"
    r"(?!(?:it|that|this|them|him|her|anything|stuff|me|us|a|an|some|any|one|few|something|more)\b)"
    r"(?P<value>[^.!?,;\n]{2,60}?)(?:\s+(?:to\s+me|with\s+me))?\s+(?:again|now|from\s+now\s+on)(?:\s+(?:again|now|please|too))*\s*(?=$|[.!?,;\n])",
    _I,
)
_ZH_TOPIC_AGAIN = re.compile(
    r"(?:^|(?<=[，,。！!？?；;：:\s]))(?:你|您|其实|没事|没关系|好了|现在|以后)*(?:又)?(?:可以|能)(?:再)?(?:跟我)?"
    r"(?:提|提起|聊|推荐|给我推荐)(?!它|这个|那个|这事|那事|点|些|一些|几|一下|个)(?P<value>[^，,。！!？?；;\s了]{2,15})(?:了|啦)(?=$|[，,。！!；;\s])"
)


def _name_taken_back(text: str) -> list[AttributeMatch]:
    """The name the user takes back (``nickname`` = "not Sam"), when they name none to use instead."""
    if _EN_NAME_MEANT.search(text) or _ZH_NICKNAME.search(text):
        return []
    names = [m for m in _EN_NAME_ENDED.finditer(text) if plausible("nickname", m["value"], chinese=False)]
    names += list(_ZH_NAME_ENDED.finditer(text))
    return [AttributeMatch("nickname", negation(m["value"]), "fact", span=m.span()) for m in names[:1]]


def _topics_taken_back(text: str) -> list[AttributeMatch]:
    """The topics the user takes back (``avoid`` = "not my divorce"), each once."""
    found = [*_EN_TOPIC_AGAIN.finditer(text), *_ZH_TOPIC_AGAIN.finditer(text)]
    return [AttributeMatch("avoid", negation(m["value"].strip()), "preference", span=m.span()) for m in found]


# The words each kind of instruction needs (lower case), so that a text is read only by the rules it may match: most
# say none, and a word looked for is far cheaper than a rule tried at every place
_SCREENS: tuple[tuple[tuple[str, ...], Callable[[str], list[AttributeMatch]]], ...] = (
    ((*_EN_LANGUAGES, *_ZH_LANGUAGES), lambda t: _one(_reply_language(t))),
    (("answer", "repl", "respons", "message", "concise", "brief", "回答", "回复", "说话", "答复", "那么长", "这么长",
      "那么多", "这么多"),
     lambda t: _one(_reply_length(t))),
    (("metric", "imperial", "公制", "英制", "米制"), lambda t: _one(_units(t))),
    (("code", "coding", "programming"), kind_lengths),
    (("casual", "formal", "professional", "friendly", "chill", "relaxed", "polite", "sign", "end your"), reply_style),
    (("bullet", "emoji", "emoticon", "smiley", "表情", "颜文字", "列表", "项目符号", "分点", "要点", "列点"), _formats),
    (("time", "zone", *(f"{i} {w}" for i in ("i'm", "i’m", "i am") for w in ("on", "in", "now", "currently", "still")),
      "区", "北京时间"), lambda t: _one(_timezone(t))),
    (("叫我", "称呼我", "喊我"), lambda t: _one(_zh_nickname(t))),
    (("bring", "mention", "talk", "suggest", "recommend", "提", "聊", "推荐"), _avoided),
    (("calling me", "call me", "叫我", "称呼我", "喊我"), _name_taken_back),
    (("you can", "you may", "free to", "ok to", "okay to", "fine to", "alright to", "all right to", "go ahead",
      "以提", "以聊", "以推荐", "以跟我", "以再", "能提", "能聊", "能推荐", "能再", "能跟我"), _topics_taken_back),
)  # fmt: skip


_SCREENED = tuple((re.compile("|".join(map(re.escape, words))), read) for words, read in _SCREENS)


def _one(found: AttributeMatch | None) -> list[AttributeMatch]:
    return [found] if found is not None else []


def _zh_nickname(text: str) -> AttributeMatch | None:
    name = _ZH_NICKNAME.search(text)
    return AttributeMatch("nickname", name["value"], "fact", span=name.span()) if name is not None else None


def standing_instructions(text: str) -> list[AttributeMatch]:
    """The standing instructions to the assistant ``text`` (simplified) gives, each a slot of the user's: the
    language to answer in (``reply_language``), how long to answer (``reply_length``), the units to measure in
    (``units``), bullet points and emojis (``bullet_points``, ``emoji``), the time zone they are in (``timezone``), the topics to leave alone (``avoid``),
    the name to call them by in Chinese (``nickname``, as "call me Sam" fills it); a name or a topic taken back as
    no longer holding ("stop calling me Sam": ``nickname`` = "not Sam")."""
    lower = text.lower()
    return kind_kept([match for words, read in _SCREENED if words.search(lower) for match in read(text)])


__all__ = ["standing_instructions"]
