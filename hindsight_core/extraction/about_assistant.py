"""Facts about the assistant alone: what it is, and the small talk of a turn, which no memory of the user holds.

An LLM extractor reads the assistant's turns too, and some models write down "The assistant is an AI language
model" or "The assistant offered further help" as facts; stored under the user, they answered later recalls
about the user. The prompt asks for none (rule 11); this is the narrow check behind it, for models that write
them anyway:

    >>> about_the_assistant_only("The assistant is an AI language model developed by OpenAI.")
    True
    >>> about_the_assistant_only("The assistant offered to help with anything else.")
    True
    >>> about_the_assistant_only("The assistant suggested PostgreSQL and the user agreed.")
    False
    >>> about_the_assistant_only("The assistant manager at Initech is Bob.")
    False

A fact goes only when the assistant ("the assistant", "the AI assistant", "the chatbot", 助手) is its subject
and all the rest, word for word, says what the assistant is (an AI, a language model made by a company, no
person), what it cannot do (browse the internet, have feelings) or a generic act of conversation (greeting,
thanking, apologising, offering help, promising to remember). Every phrase is bounded, so anything else said
keeps the fact: what it suggested, found or told the user ("The assistant recommended PostgreSQL 16 for
billing": what the user was told, stored unconfirmed as whatever the assistant says is), and a clause on what
the user did with it ("... and the user agreed").
"""

from __future__ import annotations

import re

_SUBJECT = (
    r"(?:the |this |an? )?(?:ai |virtual |digital )?(?:assistant|chat ?bot)"
    r"|(?:该|这个|此)?(?:ai|人工智能|智能)?助手"
)
# who made it: a name, capitalised ("developed by OpenAI", "made by Meta AI and Microsoft"), nothing after
_MAKER = r"(?:created|developed|trained|built|made|designed|provided) by (?-i:[A-Z][\w.&-]*(?: (?:and )?[A-Z][\w.&-]*){0,3})"
_KIND = (
    r"(?:ai|artificial intelligence|(?:ai |virtual |digital )?assistant|(?:ai )?(?:large )?language model|llm|"
    r"(?:ai )?chat ?bot|computer program|(?:ai )?model|(?:ai )?system)"
)
_NATURE_EN = (
    rf"(?:is|was) (?:only |just |merely |simply )?(?:an? )?{_KIND}(?:,? {_MAKER})?"
    r"|(?:is|was) not (?:an? )?(?:human|person|real person|human being)"
    r"|(?:does not|doesn't|cannot|can't|can not|is (?:not |un)able to|has no|lacks|does not have|doesn't have) "
    r"(?:(?:have|hold|form|feel) )?(?:any )?(?:feelings|emotions|(?:personal )?(?:opinions|preferences|experiences)|"
    r"consciousness|a (?:physical )?body|real-time (?:data|information|access)|(?:access to )?(?:the )?internet|"
    r"(?:browse|access|search) (?:the )?(?:internet|web)|remember (?:past|previous|earlier) (?:conversations|sessions|chats))"
)
_ACTS_EN = (
    r"(?:warmly |politely )?(?:greeted|thanked|welcomed) (?:the user|them)"
    r"(?: (?:warmly|back|again|for (?:the|their) (?:message|question|patience|feedback|kind words)))?"
    r"|apologi[sz]ed(?: for (?:the|any|its) (?:confusion|mistake|error|misunderstanding|inconvenience|delay))?"
    r"|offered (?:to help|(?:its |further |more |additional )?(?:help|assistance|support))"
    r"(?: (?:further|again|with anything else|with any(?: other| further)? questions|if needed))?"
    r"|asked (?:how it (?:could|can|might) help|(?:if|whether) (?:the user|they) (?:needs?|needed|has|had|wants?|wanted) "
    r"(?:anything|any) (?:else|other|more|further)(?: (?:help|questions|assistance))?)"
    r"|(?:is|was) (?:happy|glad|ready|here|available|willing|eager) to (?:help|assist)(?: (?:further|anytime|again))?"
    r"|(?:said|promised|confirmed|noted) (?:that )?it (?:would|will) (?:remember|keep|note) (?:this|that|it)"
)
_NATURE_ZH = (
    r"(?:是|为)(?:一个|一款|一种|个|款)?(?:(?:ai|人工智能)(?:语言模型|大模型|助手|程序|聊天机器人)?|大?语言模型|大模型|"
    r"聊天机器人|虚拟助手)(?:[，,]?由[^，,；;。]{1,20}(?:开发|训练|打造|创建)的?)?"
    r"|(?:不是|并非)(?:人|人类|真人)"
    r"|(?:不能|无法|没有办法|没法)(?:上网|联网|访问互联网|浏览网页|记住(?:以前|之前|过去)的对话)"
    r"|没有(?:个人)?(?:观点|意见|感情|情感|情绪|意识|身体)"
)
_ACTS_ZH = (
    r"(?:向用户)?(?:问好|打招呼|表示(?:了)?感谢|道歉|表示(?:了)?歉意)|问候(?:了)?用户|感谢(?:了)?用户"
    r"|(?:表示)?(?:愿意|乐意|很乐意)(?:继续)?(?:帮助|帮忙|提供帮助|为用户提供帮助)"
    r"|询问(?:用户)?(?:还有|是否(?:还)?有)(?:什么|其他|别的)?(?:问题|需要|需求)"
    r"|(?:表示|说)(?:会|将)记住(?:这|这个|这件事)?"
)
_ONLY_ABOUT_IT = re.compile(
    rf"(?:{_SUBJECT}) ?(?:{_NATURE_EN}|{_ACTS_EN}|{_NATURE_ZH}|{_ACTS_ZH})[.!。！]?", re.IGNORECASE
)


def about_the_assistant_only(text: str) -> bool:
    """Whether ``text`` says only what the assistant is, cannot do, or a generic act of its conversation (see
    the module docstring)."""
    return _ONLY_ABOUT_IT.fullmatch(" ".join(text.split())) is not None


__all__ = ["about_the_assistant_only"]
