"""An offer accepted, said in Chinese with the employer named before the offer: 字节的offer我接了, 美团offer签了, or got
and then chosen in the same sentence (美团offer拿到了！考虑了一周，决定去了; 拿到了阿里的offer，纠结了好久，最后还是去了;
腾讯的offer下来了 决定接了). The employer is the one the user works for from then on (``works_at``: the one before is
superseded). The offer said after the verb (接了腾讯的offer) is the slot rules' own. Not an offer only got, weighed or
turned down (拿到了阿里的offer，还在纠结; 腾讯offer下来了，但是我拒了; 决定不去了), asked about (要不要接), supposed or ahead
(如果拿到…, 等…下来了再决定), someone else's (我朋友拿到了美团的offer), nor one that names no employer (这个offer, 外企的offer).

    >>> [m["value"] for p, _, _ in OFFER_RULES if (m := p.search("美团offer拿到了！考虑了一周，决定去了"))]
    ['美团']
    >>> [m["value"] for p, _, _ in OFFER_RULES if (m := p.search("美团offer拿到了，决定不去了"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.roles import ZH_PEOPLE

# the speaker, or no one said at what one says' start or a clause's (not 如果, 等: supposed, ahead)
_SELF = r"(?:(?<!如果)(?<!要是)(?<!假如)(?<!等)我|^|(?<=[，,。！!；;\s]))(?:把)?"
# an employer's name: not a person's (我朋友, 我同事), one pointed at or counted (这个, 两个, 新的), nor a kind (外企, 国企, 大厂)
_EMPLOYER = (
    r"(?![我你他她这那一两几个某新好把]|外企|国企|央企|大厂|小厂|私企|创业公司)"
    r"(?P<value>(?:(?!" + ZH_PEOPLE + r"|的)[^，。！？；,.!?;\s\n]){2,12}?)"
)
_OFFER = r"(?:的|家的)?\s*(?i:offer)"
# got: 拿到了, 到手了, 下来了, 发了, 来了
_GOT = r"(?:终于|总算|也|已经)?(?:拿到了?|到手了?|下来了?|发了|来了)"
# taken: 接了, 签了, 接受了, 已接 (as a note says it), 去了 (right after what decides it: not 决定不去了, 还是没去)
_TAKEN = r"(?:接了|签了|接受了|收了|已接|已签)"
_CHOSEN = r"(?:(?:决定|还是|最后|最终|已经)+(?:去了|接了|签了|接受了)|决定去(?=$|[，,。！!；;\s啦]))"
# what is said between got and chosen: no one else's words (美团offer到手了，老婆说就去吧: her advice)
_BETWEEN = r"(?:(?!说|问|觉得|建议|劝|让我)[^。\n]){0,40}?"
# the rest of the sentence asks nothing (字节的offer我接了吗)
_NOT_ASKED = r"(?![^。！？!?\n]*[吗?？])"

#: (pattern, attribute, event type): the employer of an offer accepted.
OFFER_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # 字节的offer我接了, 美团offer签了, 美团的offer最后还是接了
    (re.compile(_SELF + _EMPLOYER + _OFFER + r"\s*(?:我)?(?:最后|最终|还是|已经|也)*" + _TAKEN + _NOT_ASKED), "works_at", "fact"),
    # 美团offer拿到了！考虑了一周，决定去了; 腾讯的offer下来了 决定接了
    (re.compile(_SELF + _EMPLOYER + _OFFER + r"\s*" + _GOT + _BETWEEN + _CHOSEN + _NOT_ASKED), "works_at", "fact"),
    # 拿到了阿里的offer，最后还是去了; 我拿到蚂蚁的offer了，已经接了
    (re.compile(_SELF + r"(?:也|终于|已经)?拿到了?" + _EMPLOYER + _OFFER + _BETWEEN + _CHOSEN + _NOT_ASKED), "works_at", "fact"),
)  # fmt: skip

__all__ = ["OFFER_RULES"]
