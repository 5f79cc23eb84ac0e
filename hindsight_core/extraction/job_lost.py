"""A job lost or left with no employer named: "I got laid off today", "I was let go", "I quit my job", "I'm
unemployed right now", "I retired last month", "I went freelance", 我被裁了, 我今天被公司辞退了, 我辞职了, 我离职了,
我失业了, 我退休了, 我出来单干了, 我不在那家公司干了.

No slot rule reads these: they name no employer (one named, "I got laid off from Stripe", 我从阿里离职了, is
``works_at`` = "not Stripe" by the slot rules). The speaker's own records tell which employer ended
(:mod:`~hindsight_core.lifecycle.employer_ended`). What is only feared, wished, nearly so or supposed ("I might get
laid off", "I almost got fired", "I want to quit my job", "if I get laid off", 我怕被裁, 我想辞职, 如果我被裁了),
someone else's ("my wife got laid off", 我老公被裁了, 我们组被裁了一半), one told as long past ("I was laid off back
in 2009", "I got fired from my first job") and the other senses of the words ("I got fired up", "I retired my old
laptop", "I resigned myself to it") are none.

    >>> job_lost("Got laid off today. Still processing it."), job_lost("我被裁了"), job_lost("my wife got laid off")
    (True, True, False)
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER
from hindsight_core.text import from_cantonese, to_simplified

_I = re.IGNORECASE

# the speaker, or a sentence opening without one ("Got laid off today", "Just lost my job")
_EN_WHO = r"(?:" + EN_SPEAKER + r"(?:['’]ve|\s+have|['’]m|\s+am)?\s+|(?:^|(?<=[.!?]))\s*)"
# words of when or how said between the speaker and the verb ("I just got", "I've officially been")
_EN_HOW = r"(?:(?:just|finally|officially|actually|also|now|today|recently|basically)\s+)*"
_EN_LOST = re.compile(
    _EN_WHO + _EN_HOW + r"(?:"
    # "got laid off", "was let go", "'ve been made redundant", "got sacked"
    r"(?:got|was|been)\s+"
    + _EN_HOW
    + r"(?:laid\s+off|let\s+go(?!\s+of\b)|fired(?!\s+up\b)|sacked|made\s+redundant|terminated)"
    # "lost my job", "quit my job", "left my job" (not "left my job at 5": the day's work)
    r"|(?:lost|quit)\s+my\s+(?:job|position|role)\b(?!\s+title)|left\s+my\s+(?:job|position|role)\b(?!\s+(?:at\s+\d|early|late))"
    # "resigned", "retired" (not "resigned myself", "retired my old laptop"); "unemployed", "out of work"
    r"|(?:resigned|retired)(?=\s*(?:$|[.,;:!?)]|\s(?:today|yesterday|last|this|on|in|at|from\s+my|and|but|now|so)\b))"
    r"|(?:been\s+)?(?:unemployed|jobless|out\s+of\s+(?:a\s+)?(?:work|job)|between\s+jobs)\b"
    # gone freelance, or one's own boss ("I went freelance", "I've been freelancing since March", "I'm self-employed
    # now"; not a side gig: "freelancing on the side", "on weekends")
    r"|(?:went|gone)\s+freelance\b|(?:been\s+)?freelancing\s+(?:full[- ]time|now|since)\b|self[- ]employed\b"
    r")(?![^.!?\n]*\b(?:on\s+the\s+side|side\s+(?:gig|hustle|project)|weekends|evenings|as\s+well|besides)\b)"
    # (an employer named after it is the slot rules' to read, or another job's: "I quit my job at Google")
    r"(?!\s+(?:at|from|with|by)\s+(?-i:[A-Z]))"
    # (a past told long after: "back in 2009", "years ago", "from my first job", "twice")
    r"(?![^.!?\n]*\b(?:years?\s+ago|back\s+in|in\s+(?:19|20)\d\d|twice|once|(?:two|three|several|many|\d+)\s+times|before|"
    r"(?:old|last|previous|first)\s+(?:job|company|employer))\b)",
    _I,
)
# a word before the speaker that makes what follows only feared, supposed, dreamt or to come (如果我被裁了, 担心我被裁了,
# 等我退休了就去大理住)
_ZH_NOT_SO = (
    r"(?<!如果)(?<!要是)(?<!万一)(?<!假如)(?<!怕)(?<!担心)(?<!以为)(?<!梦到)(?<!梦见)(?<!等)(?<!等到)"
)
# the speaker (我, or a sentence opening without one), when, and the job lost: 被裁, 被辞退, 被开除, 被炒, 被优化 (a
# layoff's softer word), 辞职, 离职, 裸辞, 失业, 下岗, 退休 (辞职不干了), 丢了工作, 工作辞了; one's own boss now (出来单干了,
# 自己创业了); as Hong Kong says it, 辭咗職, 俾人炒咗 (被), quit 咗份工, 炒咗老闆魷魚 (of its own accord); no work now (现在没工作; not 今天没工作: a day off); the company one worked at left, pointed at, not
# named (不在那家公司干了, 不在原来的公司了; not 不在公司: out of the office)
_ZH_LOST = re.compile(
    r"(?:" + _ZH_NOT_SO + r"我|^|(?<=[。！!？?\n]))"
    r"(?:是)?(?:上个月|上周|上星期|去年|前年|昨天|前天|今天|这个月|前阵子|前段时间)?(?:已经|刚刚?|终于|也|还是|就)?"
    r"(?:(?<=[月周期年天子间就])(?:退|辞|离)的(?:休|职)(?=$|[，,。！!；;\s啊呀哈了])|(?:被|俾)(?:公司|老板|单位|人)?(?:裁员?|辞退|开除|炒(?:鱿鱼)?|优化)了|(?:辞职|离职|裸辞|失业|下岗|退休)(?:不干)?了|丢了工作|"
    r"(?:辞|离)了(?:职|份工)|\s*(?i:quit)\s*了(?:份工|工作|(?=$|[，,。！!？?\s]))|炒了老板(?:的)?鱿鱼|"
    r"(?:把)?工作(?:给)?辞了|(?:现在|目前)没有?工作(?=$|[了，,。！!？?；;\s])|"
    r"(?:早就|都)?不在(?:(?:那家|这家|那个|原来的?|之前的?|以前的?|老)(?:公司|单位)(?:干|做|待|上班|工作)?|(?:公司|单位)(?:干|做|上班|工作))了|"
    r"(?:现在)?(?:没有?工作了|待业(?:在家|中)?|出来单干了|自己创业了|(?:开始)?(?:做|当)自由职业(?:者)?了))"
)


# an employer left by its name ("I quit St Mary's", "I left Google last month", "just quit Acme Corp today"): the
# name only, never a question, a day's leaving ("left Google early", "at 6", "Google's office") or one ahead ("I'm
# leaving Google"); which name is an employer the speaker's own records tell
# (:func:`~hindsight_core.lifecycle.employer_ended.employers_left_by_name`)
# a word of a name ("St.", "Co." with their dot: no sentence's end)
_NAME_WORD = r"[A-Z][\w&'’-]*(?:(?<=\bSt|\bCo|\bMt)\.)?"
_EN_LEFT_NAMED = re.compile(
    _EN_WHO + _EN_HOW + r"(?:quit|left)\s+"
    r"(?P<value>(?-i:" + _NAME_WORD + r"(?:\s+(?:" + _NAME_WORD + r"|&|of))*))(?!['’]s\b)(?![\w&'’-])"
    r"(?!\s+(?:early|late|around|after|before|for\s+(?:lunch|the\s+day|the\s+night|home)|at\s+(?:\d|noon|lunch|night|\w+\s*(?:am|pm))"
    r"|by\s+\d|office|building|campus|parking|HQ|headquarters|behind))"
    r"(?![^.!?\n]*\?)",
    _I,
)


# a last day at the employer, told as past or today ("today was my last day at Atlassian", "last day at atlassian
# today", "just finished my last day at Google", "my last day at Acme Corp was Friday"); never one ahead ("my last day
# at Google is Friday", "tomorrow is my last day at Google"), asked, wished or someone else's ("my wife's last day at
# Google was Friday"). The name's first word in any case: which name is the speaker's employer their records tell
_LAST_DAY_AT = (
    r"last\s+day\s+at\s+(?P<value>[\w][\w&'’-]*(?:(?<=\bSt|\bCo|\bMt)\.)?(?:\s+(?:(?-i:"
    + _NAME_WORD
    + r")|&|of))*)"
)
_EN_LAST_DAY = tuple(
    # (not a break: "last day at Google before my parental leave", "for the year", "until January")
    re.compile(
        pattern + r"(?![^.!?\n]*\b(?:before|until|till|for\s+(?:the|this|a|now)|of\s+the)\b)(?![^.!?\n]*\?)",
        _I,
    )
    for pattern in (
        r"\b(?:today|yesterday|it|that|(?:mon|tues|wednes|thurs|fri)day)\s+was\s+my\s+" + _LAST_DAY_AT,
        r"\b(?:had|finished|wrapped\s+up|did)\s+my\s+" + _LAST_DAY_AT,
        r"(?:^|(?<=[.!?,])|\b(?:so|and|ok|well)\b)\s*(?:my\s+)?"
        + _LAST_DAY_AT
        + r"\s*,?\s+(?:today|yesterday|tonight)\b",
        r"(?:^|(?<=[.!?,])|\b(?:so|and|ok|well)\b)\s*my\s+" + _LAST_DAY_AT + r"\s+was\b",
    )
)
# what makes a last day only wished, supposed or dreamt ("I wish today was my last day at Google")
_NOT_SO = re.compile(r"\b(?:wish|if|hope|imagine|pretend|dream(?:t|ed)?|once)\b", _I)


def employer_left(text: str) -> str | None:
    """The name that ``text`` (a speaker's own words) says they quit or left, as an employer is left; None for none.

    >>> employer_left("I quit St Mary's"), employer_left("I left Google early today"), employer_left("should I quit Google?")
    ("St Mary's", None, None)
    >>> employer_left("today was my last day at Atlassian"), employer_left("my last day at Google is Friday")
    ('Atlassian', None)
    """
    found = _EN_LEFT_NAMED.search(text)
    if found:
        return found["value"]
    for pattern in _EN_LAST_DAY:
        found = pattern.search(text)
        if found and not _NOT_SO.search(text, max(text.rfind(".", 0, found.start()), 0), found.start()):
            return found["value"]
    return None


def job_lost(text: str) -> bool:
    """Whether ``text`` (a speaker's own words) says their job was lost or left, naming no employer."""
    return bool(_EN_LOST.search(text) or _ZH_LOST.search(from_cantonese(to_simplified(text))))


__all__ = ["employer_left", "job_lost"]
