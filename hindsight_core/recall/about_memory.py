"""Questions about the memory itself: what it holds about the user, or what was said in a time they name.

Users ask a memory about itself: "What do you know about me?", "Do you remember me?", "What have we talked about so
far?", "What did I tell you last week?", 你还记得我吗, 你对我了解多少, 我上周跟你说了什么, 我们之前聊过什么. Such a
question names nothing to search by: its words ("know", "remember", "talk") match memories that merely share them
("I know everything about Python"), and in Chinese, which the bundled embedder does not read, nothing at all. It is
recognised here whole (what it asks, a time it names and fillers, nothing else), so that recall answers it with the
user's profile (:mod:`~hindsight_core.recall.profile`). A question naming anything more ("What did I tell you about
my trip?", "Do you remember my dog's name?", 上次我说的那个事你还记得吗) is an ordinary question.

    >>> about_the_memory("What do you know about me?"), about_the_memory("你对我了解多少？")
    (True, True)
    >>> about_the_memory("What did I tell you last week?"), about_the_memory("我们之前聊过什么")
    (True, True)
    >>> about_the_memory("What do you know about Kubernetes?"), about_the_memory("What did I tell you about my trip?")
    (False, False)

An agent calling the memory tools asks the same of "the user" ("What do you know about the user?", "user profile",
你对用户了解多少, 用户画像): the user's own question in the third person, as their memories are written ("The user
said: ...", 用户说：...).
"""

from __future__ import annotations

import re
import unicodedata
from datetime import UTC, datetime

from hindsight_core.text import from_cantonese, to_simplified

# Opening words that ask nothing themselves: "hey, so can you tell me what you remember about me?"
_EN_LEAD = (
    r"(?:(?:hey|hi|hello|so|ok|okay|well|and|but|now|yes|yeah|yep|sure|no|nope|alright|just\s+curious|"
    r"quick\s+question|honestly|please|thanks|"
    r"thank\s+you|btw|by\s+the\s+way|actually|out\s+of\s+curiosity|i'm\s+curious|i\s+wonder|"
    r"(?:can|could|would|will)\s+you|tell\s+me|remind\s+me|summari[sz]e|list|show\s+me|what\s+is|what's)\s*(?:,\s*)?)*"
)
# "the user": how an agent calling the memory tools asks for the person the memory is about (as "The user said: ...")
_ABOUT_ME = r"(?:about|of|on|regarding)\s+(?:me|myself|the\s+user)"
_EN_FRAME = (
    r"(?:(?:what|how\s+much|what\s+else|what\s+all|what\s+exactly)\s+(?:do|did|does)\s+you\s+"
    r"(?:still\s+|actually\s+|really\s+|even\s+)?(?:know|remember|recall|have(?:\s+(?:stored|saved|on\s+file))?)"
    rf"(?:\s+{_ABOUT_ME})?"
    rf"|(?:everything|all|anything)\s+(?:that\s+)?you\s+(?:know|remember|have)\s+{_ABOUT_ME}"
    r"|do\s+you\s+(?:still\s+|even\s+)?(?:know|remember|recogni[sz]e|recall)\s+(?:me|who\s+i\s+am)"
    r"|how\s+well\s+do\s+you\s+know\s+me|who\s+am\s+i"
    r"|what\s+(?:have|did|do)\s+we\s+(?:talk(?:ed)?|chat(?:ted)?|spoken?|spoke)\s+about"
    r"|what\s+(?:have|did)\s+we\s+(?:discuss(?:ed)?|cover(?:ed)?)"
    rf"|what\s+(?:have|did)\s+i\s+(?:told|tell|said|say|mention(?:ed)?|share(?:d)?)(?:\s+(?:to|with))?(?:\s+you)?"
    rf"(?:\s+{_ABOUT_ME})?"
    r"|what\s+(?:i|we)\s+(?:told\s+you|said|talked\s+about|discussed|mentioned)"
    rf"|what\s+you\s+(?:know|remember|have(?:\s+(?:stored|saved|learned|learnt))?)\s+{_ABOUT_ME}"
    r"|about\s+(?:me|myself|the\s+user)|(?:the\s+)?user(?:'s)?\s+profile"
    r"|what\s+(?:info|information|data|details)\s+(?:do|have)\s+you\s+(?:have|got|stored|saved|collected|kept)\s+"
    rf"{_ABOUT_ME}|what\s+have\s+you\s+(?:learned|learnt|gathered|picked\s+up|found\s+out)\s+{_ABOUT_ME}"
    rf"|(?:what\s+is|what's)\s+in\s+your\s+memory(?:\s+{_ABOUT_ME})?)"
)
# Words that place the question in time without naming a day ("so far", "before", "in our chats")
_EN_TAIL = (
    r"(?:\s*(?:,\s*)?(?:so\s+far|until\s+now|till\s+now|up\s+to\s+now|to\s+date|before|earlier|previously|recently|"
    r"lately|ever|last\s+time|again|exactly|already|by\s+now|at\s+all|then|"
    r"(?:in|from)\s+(?:our|the|all\s+our)\s+(?:past\s+|previous\s+|earlier\s+|last\s+)?"
    r"(?:chats?|conversations?|sessions?|talks?)))*"
)
_EN = re.compile(rf"^{_EN_LEAD}{_EN_FRAME}{_EN_TAIL}$")

_ZH_WHAT = r"(?:什么|哪些|些什么|多少|啥|啲啥|啲咩|咩|几多)(?:事|事情|东西|信息|内容)?"
_ZH_RECALL = r"(?:记得|记不记得|知道|知不知道|记住了?)"
# 用户: how an agent calling the memory tools names the user (用户说：...), as "the user" in English
_ZH_ME = r"(?:我|用户)"
_ZH_FRAME = (
    r"(?:你(?:还|仲|到底|都|真的)?(?:记得|记不记得|认识|认得)我(?:吗|么|嘛|不|没有|没)?"
    rf"|你(?:还|仲|都|到底)?{_ZH_RECALL}(?:关于)?{_ZH_ME}(?:的)?{_ZH_WHAT}|你(?:还|仲)?{_ZH_RECALL}我是谁"
    rf"|你(?:还|仲)?{_ZH_RECALL}我(?:都)?(?:说|讲|提|告诉你)(?:过|了)(?:些)?{_ZH_WHAT}"
    rf"|你(?:还|仲)?{_ZH_RECALL}我们(?:都)?(?:聊|谈|说|讨论|倾)(?:过|了)(?:些)?{_ZH_WHAT}"
    rf"|关于{_ZH_ME}你(?:都|还|仲|到底)?{_ZH_RECALL}{_ZH_WHAT}|你对{_ZH_ME}(?:有)?{_ZH_WHAT}了解|你对{_ZH_ME}的了解"
    rf"|你对{_ZH_ME}(?:有)?(?:多|多少|几分)?了解(?:多少|几多|些什么|什么|哪些)?(?:吗|么)?"
    r"|用户(?:的)?(?:画像|档案|基本信息|个人信息)"
    r"|你(?:有)?(?:多|多少|几分)?了解我(?:多少)?(?:吗|么)?"
    rf"|我(?:的事|的情况)你(?:还|都)?(?:记得|知道)(?:多少|吗|么)?"
    rf"|我(?:都)?(?:(?:跟|和|对|给|同)你(?:说|讲|聊|提|倾)|告诉(?:过|了)?你)(?:过|了)?(?:了)?{_ZH_WHAT}"
    rf"|我们(?:都)?(?:聊|谈|说|讨论|聊天|倾)(?:过|了)(?:了)?{_ZH_WHAT}|我们(?:聊|谈|说|倾)到(?:哪|哪里|哪儿)(?:了)?"
    r"|我是谁)"
)
_ZH_LEAD = (
    r"(?:好的|好吧|好|嗯|哦|噢|行|对|那|那么|所以|请问|问一下|话说|说说|说一下|告诉我|跟我说说|你说说)*"
)
# "你对我了解多少" is a frame only with 我 in it: "你了解多少" alone asks about anything
_ZH = re.compile(rf"^{_ZH_LEAD}{_ZH_FRAME}(?:啊|呀|呢|吧|来着|嘛|了|吗|么|啦)*$")
# Times named without a day (removed before the frame is matched); dated ones (上周, 昨天) are removed by their span
_ZH_VAGUE_TIME = re.compile(
    r"之前|以前|上次|上回|前几天|最近|近来|到现在|到目前为止|目前为止|一直以来|这段时间"
)


def about_the_memory(query: str) -> bool:
    """Whether ``query`` asks what the memory holds about the user (or what was said in a time it names), and
    nothing else.

    >>> [about_the_memory(q) for q in ("Do you remember me?", "hey, what have we talked about so far?")]
    [True, True]
    >>> [about_the_memory(q) for q in ("你还记得我吗", "昨天我们聊了什么？", "上次我说的那个事你还记得吗")]
    [True, True, False]
    >>> about_the_memory("Do you remember my dog Rex?"), about_the_memory("What do I know about Python?")
    (False, False)
    """
    from hindsight_core.extraction.dates import resolve_time_expressions

    text = from_cantonese(to_simplified(unicodedata.normalize("NFKC", query))).replace("’", "'").lower()
    # the spans of the times it names, whatever day it is asked on (a fixed reference: only the spans are read)
    for mention in reversed(resolve_time_expressions(text, _ANY_DAY)):
        text = text[: mention.span[0]] + " " + text[mention.span[1] :]
    text = _ZH_VAGUE_TIME.sub("", text)
    cjk = re.sub(r"[\s\W_]+", "", text)
    if cjk and _ZH.match(cjk):
        return True
    return _EN.match(" ".join(re.sub(r"[^\w'\s]+", " ", text).split())) is not None


_ANY_DAY = datetime(2000, 1, 3, tzinfo=UTC)

# What asks for everything on a topic: "what do you know about my sister", "remind me what I said about the Japan
# trip", "tell me everything you remember about Emma", "what have we discussed about the wedding"
_EN_ON = r"\s+(?:about|regarding|concerning|on)\s+(?P<topic>.+)"
_EN_TOPIC = re.compile(
    rf"^{_EN_LEAD}(?:"
    r"(?:what|how\s+much|what\s+else|what\s+all|what\s+exactly)\s+(?:do|did|does)\s+you\s+"
    r"(?:still\s+|actually\s+|really\s+|even\s+)?(?:know|remember|recall)"
    r"|(?:everything|anything|all|what)\s+(?:(?:that\s+)?you\s+(?:still\s+)?(?:know|remember|recall|have)|"
    r"(?:that\s+)?(?:i|we)\s+(?:told\s+you|said|mentioned|shared|discussed))"
    r"|(?:do|did)\s+you\s+(?:still\s+)?(?:know|remember|recall)\s+(?:anything|everything|much)"
    r"|what\s+(?:have|did)\s+(?:i|we)\s+(?:told|tell|said|say|mention(?:ed)?|share(?:d)?|discuss(?:ed)?)"
    r"(?:\s+(?:to|with))?(?:\s+you)?"
    r"|what\s+(?:info|information|details)\s+(?:do|have)\s+you\s+(?:have|got|stored|saved|kept)"
    rf"|tell\s+me\s+(?:everything|all)(?:\s+you\s+(?:know|remember|have))?){_EN_ON}$"
)
_EN_TAIL_ONLY = re.compile(rf"{_EN_TAIL}$")
_ZH_KNOWN = r"你(?:还|仲|都|到底|大概)?(?:知道|记得|了解|记住了?)(?:些|了)?(?:什么|哪些|多少|啥|咩)(?:事|事情|东西|信息|内容)?"
_ZH_SAID = r"我(?:都|之前|以前)?(?:(?:跟|和|对|给|同)你)?(?:说|讲|聊|提|告诉你)(?:过|了)(?:些)?"
_ZH_END = r"(?:啊|呀|呢|吧|来着|嘛|吗|啦)*$"
_ZH_OF = r"(?:的事情?|的情况|的方面|方面的事情?|上的事情?|的)?"
_ZH_TOPIC = (
    re.compile(rf"^{_ZH_LEAD}关于(?P<topic>.+?){_ZH_OF}{_ZH_KNOWN}{_ZH_END}"),
    re.compile(rf"^{_ZH_LEAD}(?P<topic>.+?){_ZH_OF}{_ZH_KNOWN}{_ZH_END}"),
    re.compile(
        rf"^{_ZH_LEAD}{_ZH_SAID}(?:关于)?(?P<topic>.+?){_ZH_OF}(?:什么|哪些|啥)(?:事情?|东西|内容)?{_ZH_END}"
    ),
    re.compile(
        rf"^{_ZH_LEAD}{_ZH_SAID}(?:哪些|什么|些什么)(?:关于)?(?P<topic>.+?){_ZH_OF}(?:事情?|东西|内容){_ZH_END}"
    ),
    re.compile(rf"^{_ZH_LEAD}(?:关于)?(?P<topic>.+?){_ZH_OF}{_ZH_SAID}(?:什么|哪些|啥){_ZH_END}"),
    re.compile(
        rf"^{_ZH_LEAD}你(?:还|仲)?记得(?:关于)?(?P<topic>.+?)(?:的事情?|上的事情?|的情况)(?:吗|么|不)?{_ZH_END}"
    ),
    re.compile(
        rf"^(?:请|帮我)?(?:总结|汇总|回顾|梳理|提醒我|列一下|列出)(?:一下)?(?:你知道的|你记得的|我说过的|我跟你说过的|我提过的)"
        rf"(?:关于)?(?P<topic>.+?){_ZH_OF}(?:情况|事情?|内容)?$"
    ),
)
_ZH_ONLY_ME = re.compile(r"^(?:我|用户)(?:的|自己)?$")


def asked_topic(query: str) -> str | None:
    """What ``query`` asks for everything the memory holds on ("my sister", 我妹妹), or None: a question that is
    not of that form, or one about the user as a whole (:func:`about_the_memory`). Recall searches for the topic
    alone: the words of the frame ("know", "remember", "told", 记得) are no part of what is asked, and match
    memories that merely share them ("I need to remember to renew my passport").

    >>> asked_topic("What do you know about my sister?"), asked_topic("Remind me what I said about the Japan trip")
    ('my sister', 'the japan trip')
    >>> asked_topic("关于我妹妹你知道些什么"), asked_topic("我跟你说过我工作的哪些事"), asked_topic("我的健康情况你还记得什么")
    ('我妹妹', '我工作', '我的健康')
    >>> asked_topic("What do you know about me?"), asked_topic("Where does my sister live?")
    (None, None)
    """
    if about_the_memory(query):
        return None
    text = from_cantonese(to_simplified(unicodedata.normalize("NFKC", query))).replace("’", "'").lower()
    words = " ".join(re.sub(r"[^\w'\s]+", " ", text).split())
    found = _EN_TOPIC.match(words)
    if found:
        topic = found.group("topic")
        tail = _EN_TAIL_ONLY.search(topic)
        topic = topic[: tail.start()].strip() if tail else topic
        return topic if topic and topic not in ("me", "myself", "us") else None
    cjk = re.sub(r"[\s\W_]+", "", text)
    for pattern in _ZH_TOPIC:
        zh = pattern.match(cjk)
        if zh:
            topic = _ZH_VAGUE_TIME.sub("", zh.group("topic")).removesuffix("情况").removesuffix("方面")
            return topic if topic and not _ZH_ONLY_ME.match(topic) else None
    return None


__all__ = ["about_the_memory", "asked_topic"]
