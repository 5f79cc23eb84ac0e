"""Questions: a message cut into sentences, which of them ask (punctuated or not, English and Chinese), and what
the message states, its questions left out (a statement before a short question kept: "I'm flying to Lisbon on
May 3rd, any tips?")."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from hindsight_core.extraction.attributes import find_attributes
from hindsight_core.extraction.enumerations import items_apart
from hindsight_core.extraction.event_cues import strongest_event_type
from hindsight_core.extraction.fillers import EN_OPENERS
from hindsight_core.extraction.forms import own_form
from hindsight_core.extraction.instructions import standing_instructions
from hindsight_core.extraction.med_lists import own_med_list
from hindsight_core.text import has_cjk, to_simplified

_I = re.IGNORECASE


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
# ... or asks with a question word where its answer goes (我叫什么来着, 我是做什么工作的, 我开的是什么车, 我的生日是哪天,
# 我每周几打球来着): the last clause asks; not one where the word means "any" or "some" (什么都吃, 谁也不理, 哪儿都行,
# 没什么, 吃点什么, 水果什么的 (not 学什么的), 三十几岁, 多少有点), one asked inside a statement (我忘了他叫什么, 不知道该吃什么)
# or the same word twice (想吃什么就吃什么)
_ZH_WHAT = r"(?:什么|啥|谁|哪(?!怕)|(?<![\d十百两一二三四五六七八九])几(?=号|点|岁|年级)|周几|星期几|礼拜几|多少(?![有会还也都])|多大)"
_ZH_ASKS_WHAT = re.compile(
    r"(?:^|[,，])(?![^,，]*(?:知道|记得|忘了|忘记|记不清|明白|清楚|搞不懂|告诉|看看|想想|问问|问一下|决定|确定|不管|无论|"
    r"谁知道|谁让|谁叫))"
    rf"(?=[^,，]*(?:(?<=[做学干搞当卖教])什么(?=的\s*$)|(?<![没不别点些])(?<!没有){_ZH_WHAT}(?![^,，]{{0,4}}?[都也])"
    r"(?!的\s*$|样|么)))"
    rf"(?![^,，]*(什么|啥|谁|哪)[^,，]*\1)(?![^,，]*[A-Za-z]+\s+[A-Za-z]+)[^,，。！？!?（）()]*$"
)
# ... or puts two to choose from (住在杭州好还是住在苏州好; not 最好还是别去)
_ZH_CHOICE = re.compile(r"(?<![最还])好还是[^,，]+$")
# (both read only where what comes before the asking clause says nothing of its own: 嗯，我叫什么来着 asks, but chat
# that states before it asks, its clauses parted by commas or spaces, 已经入职西门子两个月了 在南山 最近KPI压力大 老失眠
# 有什么调节的办法, states what it states, as it did before)
# a clause that only opens the one after it (嗯, 对了, 那个, 好吧, 顺便问下; not 最近失眠: a statement, however short)
_ZH_OPENER = re.compile(
    r"(?:嗯+|哦+|噢|诶|欸|啊|哈+|好+|好的|好吧|行|对|对了|那|那个|那么|然后|还有|另外|请问|顺便问一?下|问一?下|话说|所以|"
    r"ok|OK|okay|so)[啊呀吧呢哈]*"
)


def _asks_alone(sentence: str) -> bool:
    """Whether ``sentence`` asks with a question word where its answer goes, or puts two to choose from, in a clause
    that only fillers open (:data:`_ZH_ASKS_WHAT`, :data:`_ZH_CHOICE`)."""
    if not (_ZH_ASKS_WHAT.search(sentence) or _ZH_CHOICE.search(sentence)):
        return False
    return all(_ZH_OPENER.fullmatch(clause.strip()) for clause in _ZH_CLAUSES.split(sentence)[:-1])


def sentences(text: str) -> list[str]:
    """``text`` cut after each ``.``, ``!``, ``?`` (and their Chinese forms) or line break, and between the items of a
        list (:func:`~.enumerations.items_apart`: "1. I live in Lyon 2. I'm a nurse"); a form of the speaker's own details
        reads its lines as theirs (:func:`~.forms.own_form`: "My details:\nCity: Portland" -> "My city: Portland"), and a
    list of their own medications its items (:func:`~.med_lists.own_med_list`: "my meds:\n- metformin 500mg" -> "I'm on
    metformin 500mg")."""
    text = items_apart(own_med_list(own_form(to_simplified(text))))
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
    return bool(_ZH_ASKING.search(stripped) or _ZH_OPENS_ASKING.search(stripped) or _asks_alone(stripped))


_STOPS = (".", "!", "?", "。", "！", "？", "…")


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
        if not is_question(sentence) or _REMIND_ME.search(sentence) or standing_instructions(sentence):
            # (a request to be reminded says what the speaker has to do: "Can you remind me to call mom on
            # Sunday?", 能提醒我周五交房租吗？ as "Remind me to call mom on Sunday" does; a standing instruction asked,
            # "can you answer me in Chinese from now on?", 你能用中文回答我吗, as told)
            out.append(sentence)
        elif (stated := _before_tag(sentence)) is not None:
            out.append(stated)
        elif (
            _REQUEST.match(sentence)
            and not sentence.rstrip().endswith(("?", "？"))
            and (after := _stated_after_lookup(sentence)) is not None
        ):
            # a request asked without its question mark, the speaker's statement after it ("can you help me with my
            # CV, I'm a nurse"), as after a request to look something up
            out.append(after)
    # a sentence ended by a line break, not a stop, is kept apart by one: no value runs on into the next line ("I
    # live in Leeds\nGoal: ..." is no home "Leeds Goal")
    return "".join(f"{part}{' ' if part.endswith(_STOPS) else chr(10)}" for part in out)[:-1]


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
# a request put as a question ("can you ...", "could u ...", "would you ..."), not for a made-up text ("can you write a
# story, I'm a pirate in it": the story's first person)
_REQUEST = re.compile(
    r"\s*(?:(?:ok|okay|so|hey|hi|and|also)[\s,]+)*(?:can|could|would|will)\s+(?:you|u)\b"
    r"(?![^,;:]*\b(?:story|stories|poem|tale|scene|script|role-?play|song|lyrics|dialogue|fanfic|fiction|novel|skit|"
    r"game|pretend|imagine)\b)",
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
# where a Chinese sentence parts its clauses: a comma, or as chat does, a space (for :func:`_asks_alone`)
_ZH_CLAUSES = re.compile(r"[,，；;]|" + _CJK_SPACE.pattern)
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
    # a question about what was just said ("my passport expires in May 2027, is that going to be a problem?", "I
    # only sleep 5 hours a night, should I be worried about that?") takes it as said, lasting or not
    if not (short or (asks and ((lasting and opens) or _ABOUT_WHAT_WAS_SAID.match(tag)))):
        return None
    if (
        not (_FIRST_PERSON.search(stated) or _time_then_speaker(stated))
        or is_question(stated)
        or _CONDITION.match(stated)
    ):
        return None
    return stated


# after the time a statement opens with, the speaker's day: "Next Tuesday is my wife's birthday"
_IS_OURS = re.compile(r"\s*(?:is|'s|was|will\s+be)\s+(?:my|our)\b", _I)


def _time_then_speaker(stated: str) -> bool:
    """Whether ``stated`` opens with a time, then the speaker's statement: "Tomorrow I'm flying to Paris", "Next week
    we're in Tokyo", "On Friday my parents arrive", "Next Tuesday is my wife's birthday"."""
    from hindsight_core.extraction.dates import resolve_time_expressions

    mentions = resolve_time_expressions(stated, _ANY_DAY)
    if not mentions or stated[: mentions[0].span[0]].strip(" ,"):
        return False
    rest = stated[mentions[0].span[1] :]
    return bool(_FIRST_PERSON.match(rest.lstrip(" ,")) or _IS_OURS.match(rest))


_ANY_DAY = datetime(2000, 1, 3, tzinfo=UTC)  # only where the times are is read


# A question's opening that asks by itself: a request to the assistant or a question word (能不能, 有没有, 可以,
# 请问, 什么, 怎么; "can you", "what", "any")
_ASKS_ON_ITS_OWN = re.compile(
    r"\s*(?:(?:顺便|那|那么|所以|另外|再|也)?(?:你|他|她|它|他们|她们)?(?:能不能|能否|可不可以|可以|有没有|有什么|请问|帮我|麻烦|给我|要不要|"
    r"该|应该|怎么|什么|哪|为什么|是否|推荐))"
    r"|\s*(?:(?:so|and|but|also|btw)\s+)?(?:any|can|could|would|will|should|do|does|is|are|what|which|who|where|"
    r"when|why|how)\b",
    _I,
)
# A question about what was just said, naming it "that" or "this" ("is that going to be a problem?", "would this
# affect my visa?", "should I be worried about that?", 这会不会影响我办签证？; "is it possible to ..." asks on its own:
# its "it" names nothing)
_ABOUT_WHAT_WAS_SAID = re.compile(
    r"\s*(?:(?:so|and|but)\s+)?(?:(?:is|was|will|would|could|can|does|do|did|might|should)\s+(?:that|this)\b"
    r"|(?:should|do|must)\s+i\s+(?:be\s+)?(?:worried|worry|concerned)\s+about\s+(?:that|this|it)\b)"
    r"|\s*(?:那|那么|所以)?(?:这|那)(?:个|样|种情况)?(?:的话[，,]?[\u4e00-\u9fff]{0,8}?)?"
    r"(?:会不会|会|是不是|算不算|要不要|需不需要|有没有|影响|正常|合法|要紧)",
    _I,
)
# Chinese puts when or what about first ("我刚搬到深圳，周末有什么好玩的地方？", "平时怎么练比较好？"), where English
# opens with the question word ("what fun places are there on weekends?")
_ZH_ASKS_AFTER_TOPIC = re.compile(
    r"\s*[\u4e00-\u9fff]{1,4}?(?:能不能|能否|可不可以|有没有|有什么|有哪些|请问|要不要|应该|怎么|什么|哪|为什么|是否)"
)
_NOT_A_LETTER = re.compile(r"[\W_]+")
# A request to be reminded, asked: "can you remind me to ...", "could you remind me about ...", "would you mind
# reminding me ...", 能提醒我…吗, 到时候提醒我一下好吗; not "did you remind me?", 你提醒我了吗, 为什么没提醒我交房租？,
# "can you remind me what my wifi password is?" (what it asks is the answer)
_REMIND_ME = re.compile(
    r"^\s*(?:(?:hey|hi|ok|okay|so|and|also|oh)[\s,]+)*(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?"
    r"(?:remind\s+me|set\s+(?:me\s+)?a\s+reminder)|(?:would|do)\s+you\s+mind\s+reminding\s+me)\s+(?:to|about|that|"
    r"on|at|in|tomorrow|tonight|next|this|every|before)\b"
    r"|(?<![你没不别谁])(?<!有没有)提醒(?:一下)?我(?![了过吗的])(?=.{2,})",
    _I,
)
# what is said under a condition states nothing ("如果我吃素，该补充什么？", "If I switch to Vim, what plugins ...?")
_CONDITION = re.compile(r"\s*(?:如果|要是|假如|假设|万一|\b(?:if|unless|suppose|assuming)\b)", _I)

__all__ = ["SENTENCE", "is_question", "sentences", "statements"]
